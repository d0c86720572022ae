export const STORE_VERSION = 1;
export function emptyStoreData() {
    return {
        version: STORE_VERSION,
        seq: {},
        teamTheme: {},
        brands: {},
        campaigns: {},
        senders: {},
        contacts: {},
        audiences: {},
        blasts: {},
        conversations: {},
        messages: {},
        fallbacks: {},
        idempotency: {},
        forms: {},
        submissions: {},
        webhooks: {},
        deliveries: [],
        networkRequests: {},
        links: {},
        agentProfiles: {},
        testAgents: {},
        notes: {},
    };
}
/** Message order inside a thread: `createdAt`, then `id` (ties happen when the clock does not move). */
export function compareMessages(a, b) {
    if (a.createdAt !== b.createdAt)
        return a.createdAt < b.createdAt ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
/** Every id-keyed section of the data. */
const RECORD_MAPS = [
    'seq',
    'brands',
    'campaigns',
    'senders',
    'contacts',
    'audiences',
    'blasts',
    'conversations',
    'messages',
    'idempotency',
    'forms',
    'submissions',
    'webhooks',
    'networkRequests',
    'links',
    'agentProfiles',
    'testAgents',
    'notes',
];
/**
 * Ids come from requests, so `data.conversations['__proto__']` must not reach `Object.prototype` (a PATCH to it
 * would pollute every object in the process). Record maps get no prototype at all; JSON round-trips are unchanged.
 */
function withoutPrototypes(data) {
    for (const key of RECORD_MAPS) {
        const map = data[key];
        if (Object.getPrototypeOf(map) !== null)
            data[key] = Object.assign(Object.create(null), map);
    }
}
/**
 * The store: the data plus derived indexes. Writers go through {@link Store.addConversation} and
 * {@link Store.addMessage} (or call {@link Store.reindex} after replacing `data`) so the indexes stay current.
 */
export class Store {
    data;
    /** Messages of each conversation, oldest first (derived). */
    messagesByConversation = new Map();
    /** Conversation id by `from|to` pair (derived). */
    conversationByPair = new Map();
    /** Ids of the conversations with each recipient (`to`), so a contact's threads are found without a scan (derived). */
    conversationsByRecipient = new Map();
    /** Unread inbound messages per conversation (derived; kept current by addMessage / markRead). */
    unreadByConversation = new Map();
    /** Ids of messages whose status is SCHEDULED (derived; kept current by messaging). */
    scheduledIds = new Set();
    /** Phone number of each contact id (derived): contacts are stored by phone number. */
    contactPhoneById = new Map();
    /** Notes of each conversation, oldest first (derived; kept current by the notes service). */
    notesByConversation = new Map();
    constructor(data = emptyStoreData()) {
        this.data = data;
        this.reindex();
    }
    /**
     * Wraps each state the store is given from now on: `--data` persistence sees through it which records change
     * (persistence.ts). Unset, the store holds the state as given.
     */
    observe = undefined;
    /** Told of every write marked with {@link Store.touch} (`--data` persistence journals those records). */
    onWrite = undefined;
    /**
     * Marks a record changed in place (a field of `data.messages[id]` set, an item pushed to one of its lists), or,
     * without a key, a section changed whole. Adding, replacing or deleting a record by key needs no mark: `--data`
     * sees those itself. Reads are never marked, so a scan over every record costs the journal nothing.
     */
    touch(section, key) {
        this.onWrite?.(section, key);
    }
    /** Replaces the whole state (reset, load) and rebuilds the indexes. */
    replace(data) {
        this.data = this.observe ? this.observe(data) : data;
        this.reindex();
    }
    reindex() {
        // Files written before notes were entries have no `notes` section.
        this.data.notes ??= {};
        withoutPrototypes(this.data);
        this.messagesByConversation.clear();
        this.conversationByPair.clear();
        this.conversationsByRecipient.clear();
        this.unreadByConversation.clear();
        this.scheduledIds.clear();
        this.reindexContacts();
        for (const conversation of Object.values(this.data.conversations)) {
            this.conversationByPair.set(pairKey(conversation.from, conversation.to), conversation.id);
            this.#indexRecipient(conversation);
            this.messagesByConversation.set(conversation.id, []);
        }
        for (const message of Object.values(this.data.messages)) {
            this.messagesByConversation.get(message.conversationId)?.push(message);
            if (message.status === 'SCHEDULED')
                this.scheduledIds.add(message.id);
        }
        for (const [id, list] of this.messagesByConversation) {
            list.sort(compareMessages);
            this.unreadByConversation.set(id, countUnread(list, this.data.conversations[id].lastReadAt));
        }
        this.notesByConversation.clear();
        for (const note of Object.values(this.data.notes)) {
            const list = this.notesByConversation.get(note.conversationId);
            if (list)
                list.push(note);
            else
                this.notesByConversation.set(note.conversationId, [note]);
        }
        for (const list of this.notesByConversation.values())
            list.sort(compareMessages);
    }
    /**
     * Rebuilds the contact id index. Contacts saved by versions before contacts had ids (`--data` files) get one
     * derived from the phone number, an empty `audienceIds` and timestamps, so old files load unchanged otherwise.
     */
    reindexContacts() {
        this.contactPhoneById.clear();
        const now = new Date().toISOString();
        for (const [phone, contact] of Object.entries(this.data.contacts)) {
            const record = contact;
            if (!record.id)
                record.id = `ct_${phone.replace(/\D/g, '')}`;
            record.audienceIds ??= [];
            record.tags ??= [];
            record.name ??= null;
            record.email ??= null;
            record.description ??= null;
            record.createdAt ??= now;
            record.updatedAt ??= record.createdAt;
            this.contactPhoneById.set(record.id, phone);
        }
    }
    contactById(id) {
        const phone = this.contactPhoneById.get(id);
        return phone === undefined ? undefined : this.data.contacts[phone];
    }
    conversationFor(from, to) {
        const id = this.conversationByPair.get(pairKey(from, to));
        return id === undefined ? undefined : this.data.conversations[id];
    }
    addConversation(record) {
        this.data.conversations[record.id] = record;
        this.conversationByPair.set(pairKey(record.from, record.to), record.id);
        this.#indexRecipient(record);
        this.messagesByConversation.set(record.id, []);
        this.unreadByConversation.set(record.id, 0);
    }
    /** The conversations with `phoneNumber` as their recipient. */
    conversationsWith(phoneNumber) {
        const ids = this.conversationsByRecipient.get(phoneNumber) ?? [];
        return ids.map((id) => this.data.conversations[id]).filter((record) => record !== undefined);
    }
    #indexRecipient(record) {
        const ids = this.conversationsByRecipient.get(record.to);
        if (ids)
            ids.push(record.id);
        else
            this.conversationsByRecipient.set(record.to, [record.id]);
    }
    /** Adds a message to its (existing) conversation, keeping the thread sorted and the unread count current. */
    addMessage(message) {
        const list = this.messagesByConversation.get(message.conversationId);
        const conversation = this.data.conversations[message.conversationId];
        if (!list || !conversation)
            throw new Error(`addMessage: unknown conversation ${message.conversationId}`);
        this.data.messages[message.id] = message;
        // New messages almost always sort last; a binary search covers a clock that moved backwards.
        if (list.length === 0 || compareMessages(list[list.length - 1], message) <= 0)
            list.push(message);
        else
            list.splice(lowerBound(list, message), 0, message);
        if (message.status === 'SCHEDULED')
            this.scheduledIds.add(message.id);
        if (isUnread(message, conversation.lastReadAt)) {
            this.unreadByConversation.set(conversation.id, (this.unreadByConversation.get(conversation.id) ?? 0) + 1);
        }
    }
    markRead(conversationId, at) {
        const conversation = this.data.conversations[conversationId];
        if (!conversation)
            return;
        conversation.lastReadAt = at;
        this.touch('conversations', conversationId);
        this.unreadByConversation.set(conversationId, countUnread(this.messagesByConversation.get(conversationId) ?? [], at));
    }
    toJSON() {
        return this.data;
    }
}
export const pairKey = (from, to) => `${from}|${to}`;
const isUnread = (message, lastReadAt) => message.direction === 'inbound' && (lastReadAt === null || message.createdAt > lastReadAt);
/** Counts from the newest end: unread messages are the recent ones, so this stops early on read threads. */
function countUnread(list, lastReadAt) {
    let count = 0;
    for (let i = list.length - 1; i >= 0; i--) {
        const message = list[i];
        if (lastReadAt !== null && message.createdAt <= lastReadAt)
            break;
        if (message.direction === 'inbound')
            count++;
    }
    return count;
}
/** First index whose message sorts at or after `probe` (threads are sorted oldest first). */
export function lowerBound(list, probe) {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (compareMessages(list[mid], probe) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
