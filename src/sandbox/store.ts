/**
 * The sandbox's state: one plain JSON-serializable object (so `--data FILE` can persist it as is), plus indexes
 * derived from it on load (never persisted). Sections are owned by the route families that write them.
 */
import type { CarrierLaunches } from '../schemas/campaigns.js';
import type { Blast } from '../schemas/blasts.js';
import type { Contact } from '../schemas/contacts.js';
import type { Form, FormSubmission } from '../schemas/forms.js';
import type { Fallback, Message } from '../schemas/messages.js';
import type { Note } from '../schemas/notes.js';
import type { NetworkRequest } from '../schemas/silent-auth.js';
import type { Theme } from '../schemas/theme.js';
import type { Webhook, WebhookEvent } from '../schemas/webhooks.js';

export const STORE_VERSION = 1;

export interface BrandRecord {
  id: string;
  name: string;
}
export interface CampaignRecord {
  publicId: string;
  type: string;
  brandId: string;
  /** The RCS agent the campaign is connected to, if any. */
  agentId: string | null;
  carrierLaunches: CarrierLaunches;
  /** Optional (absent in older data files; read through `routes/rcs.ts`, which supplies defaults). */
  name?: string;
  status?: 'DRAFT' | 'IN_REVIEW' | 'APPROVED' | 'REJECTED';
  cta_media?: string[];
  opt_in_method?: string | null;
  use_case_description?: string | null;
  rejectionReason?: string | null;
  submittedAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
}
export interface SenderRecord {
  id: string;
  type: 'phone' | 'rcs_agent';
  name: string;
  brandId: string;
  campaignId: string | null;
  /** An RCS test agent: sends only to its accepted testers. */
  test?: boolean;
}
export interface ConversationRecord {
  id: string;
  from: string;
  to: string;
  notes: string;
  /** When `notes` last changed (absent before the first change): the `updatedAt` of the note it is read as. */
  notesUpdatedAt?: string;
  /** `createdAt` of the newest message when the thread was last read; inbound messages after it are unread. */
  lastReadAt: string | null;
  /** The recipient opted out of this sender (replied STOP or the like): sends are refused until they reply START. */
  optedOut?: { at: string; keyword: string } | null;
  createdAt: string;
  lastActivityAt: string;
  /** The team's work on the thread (DESIGN §13); absent in older data files: `open`, not snoozed, unassigned. */
  status?: 'open' | 'done' | 'snoozed';
  snoozedUntil?: string | null;
  assignee?: { id: string; name?: string } | null;
  /** Each teammate's read position by user id (DESIGN §13; see inbox-state.ts). */
  reads?: Record<string, ReadPosition>;
  /**
   * Where a teammate without a read position of their own stands: `lastReadAt` as it was when the first teammate
   * got one (absent until then, when it is `lastReadAt` itself). A teammate's read then never reads it for another.
   */
  readBaseline?: string | null;
}
/**
 * A teammate's read position in a thread: the newest message read (`at` its `createdAt`, `id` its id; both null when
 * nothing is read), and until when the thread's notes are read (`notesAt`: their mentions of the teammate are seen).
 */
export interface ReadPosition {
  at: string | null;
  id: string | null;
  notesAt: string | null;
}
export interface IdempotencyRecord {
  /** Hash of method + path + body: the same key with another body is a 409. */
  fingerprint: string;
  status: number;
  body: unknown;
  at: number;
}
export interface FormRecord extends Form {}
export interface SubmissionRecord extends FormSubmission {
  form_id: string;
  /** Distinct-recipient key: the recipient token's `sub`, else a per-submission id (anonymous). */
  recipient: string;
  conversation_id: string | null;
}
export interface NetworkRequestRecord extends NetworkRequest {
  /** The one-time code the device flow hands out (null until `jsonUrl` is fetched). */
  code: string | null;
  codeUsed: boolean;
  nonce: string;
}
export interface DeliveryRecord {
  id: string;
  webhookId: string;
  url: string;
  event: WebhookEvent;
  headers: Record<string, string>;
  attempts: { at: string; status: number | null; error: string | null }[];
  state: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: string | null;
}

/** A short link (DESIGN §7). Analytics are kept as per-day counters and distinct visitor keys (bounded). */
export interface LinkRecord {
  linkId: string;
  code: string;
  url: string;
  sender: string | null;
  expiresAt: string | null;
  clicks: number;
  /** Clicks per UTC day (`YYYY-MM-DD`). */
  byDay: Record<string, number>;
  /** Hashes of IP address + user agent of every visitor. */
  visitors: string[];
  lastClickedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
/** An RCS agent's identity beyond its sender record (DESIGN §8). */
export interface AgentProfileRecord {
  agentId: string;
  description: string;
  branding: {
    logoUrl: string | null;
    bannerUrl: string | null;
    colors: { primary: string; secondary?: string | null };
  };
  contact: { phoneNumber: string | null; email: string | null; website: string | null };
}
/** An RCS test agent: its profile plus its whitelisted testers by phone number. */
export interface TestAgentRecord extends AgentProfileRecord {
  name: string;
  testers: Record<string, { phoneNumber: string; invitedAt: string }>;
  createdAt: string;
  updatedAt: string;
}
/** An audience as stored: its `contactCount` is derived from the contacts' `audienceIds`. */
export interface AudienceRecord {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}
/** A blast as stored (the wire Blast); its messages carry `blastId`. */
export interface BlastRecord extends Blast {
  /** Ids of the blast's messages, one per recipient, in send order. */
  messageIds: string[];
}

export interface StoreData {
  version: typeof STORE_VERSION;
  /** Monotonic counters (ids, event cursor). */
  seq: Record<string, number>;
  teamTheme: Theme;
  brands: Record<string, BrandRecord>;
  campaigns: Record<string, CampaignRecord>;
  senders: Record<string, SenderRecord>;
  /** Contacts keyed by phone number (unique per team); each carries its own `id` (see {@link Store.contactById}). */
  contacts: Record<string, Contact>;
  audiences: Record<string, AudienceRecord>;
  blasts: Record<string, BlastRecord>;
  conversations: Record<string, ConversationRecord>;
  messages: Record<string, Message>;
  /** The `fallback` of RCS messages still in flight, by message id (a resend needs it after a restart too). */
  fallbacks: Record<string, Fallback>;
  idempotency: Record<string, IdempotencyRecord>;
  forms: Record<string, FormRecord>;
  submissions: Record<string, SubmissionRecord>;
  webhooks: Record<string, Webhook>;
  deliveries: DeliveryRecord[];
  networkRequests: Record<string, NetworkRequestRecord>;
  /** Short links by linkId, RCS agent profiles by agent id, RCS test agents by agent id. */
  links: Record<string, LinkRecord>;
  agentProfiles: Record<string, AgentProfileRecord>;
  testAgents: Record<string, TestAgentRecord>;
  /** Notes of conversations by note id (DESIGN §10); a conversation's older single `notes` text is not one of them. */
  notes: Record<string, Note>;
  /** The key list cursors are signed with (hex, 32 random bytes), made on first use; absent in older data files. */
  cursorKey?: string;
}

export function emptyStoreData(): StoreData {
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
export function compareMessages(a: Pick<Message, 'createdAt' | 'id'>, b: Pick<Message, 'createdAt' | 'id'>): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
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
] as const satisfies readonly (keyof StoreData)[];

/**
 * Ids come from requests, so `data.conversations['__proto__']` must not reach `Object.prototype` (a PATCH to it
 * would pollute every object in the process). Record maps get no prototype at all; JSON round-trips are unchanged.
 */
function withoutPrototypes(data: StoreData): void {
  for (const key of RECORD_MAPS) {
    const map = data[key] as object;
    if (Object.getPrototypeOf(map) !== null)
      (data as unknown as Record<string, object>)[key] = Object.assign(Object.create(null), map);
  }
}

/**
 * The store: the data plus derived indexes. Writers go through {@link Store.addConversation} and
 * {@link Store.addMessage} (or call {@link Store.reindex} after replacing `data`) so the indexes stay current.
 */
export class Store {
  /** Messages of each conversation, oldest first (derived). */
  readonly messagesByConversation = new Map<string, Message[]>();
  /** Conversation id by `from|to` pair (derived). */
  readonly conversationByPair = new Map<string, string>();
  /** Ids of the conversations with each recipient (`to`), so a contact's threads are found without a scan (derived). */
  readonly conversationsByRecipient = new Map<string, string[]>();
  /** Unread inbound messages per conversation (derived; kept current by addMessage / markRead). */
  readonly unreadByConversation = new Map<string, number>();
  /** Ids of messages whose status is SCHEDULED (derived; kept current by messaging). */
  readonly scheduledIds = new Set<string>();
  /** Phone number of each contact id (derived): contacts are stored by phone number. */
  readonly contactPhoneById = new Map<string, string>();
  /** Notes of each conversation, oldest first (derived; kept current by the notes service). */
  readonly notesByConversation = new Map<string, Note[]>();

  constructor(public data: StoreData = emptyStoreData()) {
    this.reindex();
  }

  /**
   * Wraps each state the store is given from now on: `--data` persistence sees through it which records change
   * (persistence.ts). Unset, the store holds the state as given.
   */
  observe: ((data: StoreData) => StoreData) | undefined = undefined;

  /** Told of every write marked with {@link Store.touch} (`--data` persistence journals those records). */
  onWrite: ((section: keyof StoreData, key?: string) => void) | undefined = undefined;

  /**
   * Marks a record changed in place (a field of `data.messages[id]` set, an item pushed to one of its lists), or,
   * without a key, a section changed whole. Adding, replacing or deleting a record by key needs no mark: `--data`
   * sees those itself. Reads are never marked, so a scan over every record costs the journal nothing.
   */
  touch(section: keyof StoreData, key?: string): void {
    this.onWrite?.(section, key);
  }

  /** Replaces the whole state (reset, load) and rebuilds the indexes. */
  replace(data: StoreData): void {
    this.data = this.observe ? this.observe(data) : data;
    this.reindex();
  }

  reindex(): void {
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
      if (message.status === 'SCHEDULED') this.scheduledIds.add(message.id);
    }
    for (const [id, list] of this.messagesByConversation) {
      list.sort(compareMessages);
      this.unreadByConversation.set(id, countUnread(list, this.data.conversations[id]!.lastReadAt));
    }
    this.notesByConversation.clear();
    for (const note of Object.values(this.data.notes)) {
      const list = this.notesByConversation.get(note.conversationId);
      if (list) list.push(note);
      else this.notesByConversation.set(note.conversationId, [note]);
    }
    for (const list of this.notesByConversation.values()) list.sort(compareMessages);
  }

  /**
   * Rebuilds the contact id index. Contacts saved by versions before contacts had ids (`--data` files) get one
   * derived from the phone number, an empty `audienceIds` and timestamps, so old files load unchanged otherwise.
   */
  reindexContacts(): void {
    this.contactPhoneById.clear();
    const now = new Date().toISOString();
    for (const [phone, contact] of Object.entries(this.data.contacts)) {
      const record = contact as Partial<Contact> & Pick<Contact, 'phoneNumber'>;
      if (!record.id) record.id = `ct_${phone.replace(/\D/g, '')}`;
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

  contactById(id: string): Contact | undefined {
    const phone = this.contactPhoneById.get(id);
    return phone === undefined ? undefined : this.data.contacts[phone];
  }

  conversationFor(from: string, to: string): ConversationRecord | undefined {
    const id = this.conversationByPair.get(pairKey(from, to));
    return id === undefined ? undefined : this.data.conversations[id];
  }

  addConversation(record: ConversationRecord): void {
    this.data.conversations[record.id] = record;
    this.conversationByPair.set(pairKey(record.from, record.to), record.id);
    this.#indexRecipient(record);
    this.messagesByConversation.set(record.id, []);
    this.unreadByConversation.set(record.id, 0);
  }

  /** The conversations with `phoneNumber` as their recipient. */
  conversationsWith(phoneNumber: string): ConversationRecord[] {
    const ids = this.conversationsByRecipient.get(phoneNumber) ?? [];
    return ids.map((id) => this.data.conversations[id]).filter((record) => record !== undefined);
  }

  #indexRecipient(record: ConversationRecord): void {
    const ids = this.conversationsByRecipient.get(record.to);
    if (ids) ids.push(record.id);
    else this.conversationsByRecipient.set(record.to, [record.id]);
  }

  /** Adds a message to its (existing) conversation, keeping the thread sorted and the unread count current. */
  addMessage(message: Message): void {
    const list = this.messagesByConversation.get(message.conversationId);
    const conversation = this.data.conversations[message.conversationId];
    if (!list || !conversation) throw new Error(`addMessage: unknown conversation ${message.conversationId}`);
    this.data.messages[message.id] = message;
    // New messages almost always sort last; a binary search covers a clock that moved backwards.
    if (list.length === 0 || compareMessages(list[list.length - 1]!, message) <= 0) list.push(message);
    else list.splice(lowerBound(list, message), 0, message);
    if (message.status === 'SCHEDULED') this.scheduledIds.add(message.id);
    if (isUnread(message, conversation.lastReadAt)) {
      this.unreadByConversation.set(conversation.id, (this.unreadByConversation.get(conversation.id) ?? 0) + 1);
    }
  }

  markRead(conversationId: string, at: string): void {
    const conversation = this.data.conversations[conversationId];
    if (!conversation) return;
    conversation.lastReadAt = at;
    this.touch('conversations', conversationId);
    this.unreadByConversation.set(
      conversationId,
      countUnread(this.messagesByConversation.get(conversationId) ?? [], at),
    );
  }

  toJSON(): StoreData {
    return this.data;
  }
}

export const pairKey = (from: string, to: string) => `${from}|${to}`;

const isUnread = (message: Message, lastReadAt: string | null) =>
  message.direction === 'inbound' && (lastReadAt === null || message.createdAt > lastReadAt);

/** Counts from the newest end: unread messages are the recent ones, so this stops early on read threads. */
function countUnread(list: readonly Message[], lastReadAt: string | null): number {
  let count = 0;
  for (let i = list.length - 1; i >= 0; i--) {
    const message = list[i]!;
    if (lastReadAt !== null && message.createdAt <= lastReadAt) break;
    if (message.direction === 'inbound') count++;
  }
  return count;
}

/** First index whose message sorts at or after `probe` (threads are sorted oldest first). */
export function lowerBound(
  list: readonly Pick<Message, 'createdAt' | 'id'>[],
  probe: Pick<Message, 'createdAt' | 'id'>,
): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareMessages(list[mid]!, probe) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
