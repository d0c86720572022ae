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
export declare const STORE_VERSION = 1;
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
    /** Issue 14 (absent in older data files; read through `routes/rcs.ts`, which supplies defaults). */
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
    /** An RCS test agent (issue 14): sends only to its accepted testers. */
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
    optedOut?: {
        at: string;
        keyword: string;
    } | null;
    createdAt: string;
    lastActivityAt: string;
}
export interface IdempotencyRecord {
    /** Hash of method + path + body: the same key with another body is a 409. */
    fingerprint: string;
    status: number;
    body: unknown;
    at: number;
}
export interface FormRecord extends Form {
}
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
    attempts: {
        at: string;
        status: number | null;
        error: string | null;
    }[];
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
        colors: {
            primary: string;
            secondary?: string | null;
        };
    };
    contact: {
        phoneNumber: string | null;
        email: string | null;
        website: string | null;
    };
}
/** An RCS test agent: its profile plus its whitelisted testers by phone number. */
export interface TestAgentRecord extends AgentProfileRecord {
    name: string;
    testers: Record<string, {
        phoneNumber: string;
        invitedAt: string;
    }>;
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
    /** Issue 14: short links by linkId, RCS agent profiles by agent id, RCS test agents by agent id. */
    links: Record<string, LinkRecord>;
    agentProfiles: Record<string, AgentProfileRecord>;
    testAgents: Record<string, TestAgentRecord>;
    /** Notes of conversations by note id (DESIGN §10); a conversation's older single `notes` text is not one of them. */
    notes: Record<string, Note>;
    /** The key list cursors are signed with (hex, 32 random bytes), made on first use; absent in older data files. */
    cursorKey?: string;
}
export declare function emptyStoreData(): StoreData;
/** Message order inside a thread: `createdAt`, then `id` (ties happen when the clock does not move). */
export declare function compareMessages(a: Pick<Message, 'createdAt' | 'id'>, b: Pick<Message, 'createdAt' | 'id'>): number;
/**
 * The store: the data plus derived indexes. Writers go through {@link Store.addConversation} and
 * {@link Store.addMessage} (or call {@link Store.reindex} after replacing `data`) so the indexes stay current.
 */
export declare class Store {
    #private;
    data: StoreData;
    /** Messages of each conversation, oldest first (derived). */
    readonly messagesByConversation: Map<string, {
        id: string;
        conversationId: string;
        direction: "inbound" | "outbound";
        type: "SMS" | "MMS" | "RCS";
        from: string;
        to: string;
        text: string | null;
        mediaUrls: string[];
        rcs: {
            text?: string | undefined;
            media?: {
                url: string;
                height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                thumbnailUrl?: string | undefined;
            } | undefined;
            card?: {
                title?: string | undefined;
                description?: string | undefined;
                media?: {
                    url: string;
                    height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                    thumbnailUrl?: string | undefined;
                } | undefined;
                suggestions?: ({
                    url: string;
                    text: string;
                    type: "openUrl";
                    application?: "BROWSER" | "WEBVIEW" | undefined;
                    webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "viewLocation";
                    latitude?: number | undefined;
                    longitude?: number | undefined;
                    label?: string | undefined;
                    query?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    title: string;
                    startTime: string;
                    endTime: string;
                    text: string;
                    type: "createCalendarEvent";
                    description?: string | undefined;
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "reply";
                    postbackData?: string | undefined;
                } | {
                    phoneNumber: string;
                    text: string;
                    type: "dial";
                    postbackData?: string | undefined;
                } | {
                    text: string;
                    type: "shareLocation";
                    postbackData?: string | undefined;
                })[] | undefined;
            } | undefined;
            carousel?: {
                cardWidth: "MEDIUM" | "SMALL";
                cards: {
                    title?: string | undefined;
                    description?: string | undefined;
                    media?: {
                        url: string;
                        height?: "SHORT" | "MEDIUM" | "TALL" | undefined;
                        thumbnailUrl?: string | undefined;
                    } | undefined;
                    suggestions?: ({
                        url: string;
                        text: string;
                        type: "openUrl";
                        application?: "BROWSER" | "WEBVIEW" | undefined;
                        webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "viewLocation";
                        latitude?: number | undefined;
                        longitude?: number | undefined;
                        label?: string | undefined;
                        query?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        title: string;
                        startTime: string;
                        endTime: string;
                        text: string;
                        type: "createCalendarEvent";
                        description?: string | undefined;
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "reply";
                        postbackData?: string | undefined;
                    } | {
                        phoneNumber: string;
                        text: string;
                        type: "dial";
                        postbackData?: string | undefined;
                    } | {
                        text: string;
                        type: "shareLocation";
                        postbackData?: string | undefined;
                    })[] | undefined;
                }[];
            } | undefined;
            suggestions?: ({
                url: string;
                text: string;
                type: "openUrl";
                application?: "BROWSER" | "WEBVIEW" | undefined;
                webviewViewMode?: "TALL" | "FULL" | "HALF" | undefined;
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "viewLocation";
                latitude?: number | undefined;
                longitude?: number | undefined;
                label?: string | undefined;
                query?: string | undefined;
                postbackData?: string | undefined;
            } | {
                title: string;
                startTime: string;
                endTime: string;
                text: string;
                type: "createCalendarEvent";
                description?: string | undefined;
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "reply";
                postbackData?: string | undefined;
            } | {
                phoneNumber: string;
                text: string;
                type: "dial";
                postbackData?: string | undefined;
            } | {
                text: string;
                type: "shareLocation";
                postbackData?: string | undefined;
            })[] | undefined;
        } | null;
        status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
        fallbackMessage: {
            id: string;
            type: "SMS" | "MMS";
            from: string;
            to: string;
            text: string | null;
            mediaUrls: string[];
            status: "SENT" | "SCHEDULED" | "QUEUED" | "DELIVERED" | "READ" | "FAILED" | "FALLBACK_SENT" | "RECEIVED" | "CANCELLED";
            sentAt: string | null;
        } | null;
        reactions: {
            emoji: string;
            by: string;
            at: string;
        }[];
        scheduledTime: string | null;
        sentAt: string | null;
        createdAt: string;
        error: {
            code: string;
            message: string;
        } | null;
        blastId?: string | null | undefined;
    }[]>;
    /** Conversation id by `from|to` pair (derived). */
    readonly conversationByPair: Map<string, string>;
    /** Ids of the conversations with each recipient (`to`), so a contact's threads are found without a scan (derived). */
    readonly conversationsByRecipient: Map<string, string[]>;
    /** Unread inbound messages per conversation (derived; kept current by addMessage / markRead). */
    readonly unreadByConversation: Map<string, number>;
    /** Ids of messages whose status is SCHEDULED (derived; kept current by messaging). */
    readonly scheduledIds: Set<string>;
    /** Phone number of each contact id (derived): contacts are stored by phone number. */
    readonly contactPhoneById: Map<string, string>;
    /** Notes of each conversation, oldest first (derived; kept current by the notes service). */
    readonly notesByConversation: Map<string, {
        id: string;
        conversationId: string;
        author: {
            id: string;
            name?: string | undefined;
        } | null;
        text: string;
        mentions: string[];
        createdAt: string;
        updatedAt: string;
    }[]>;
    constructor(data?: StoreData);
    /**
     * Wraps each state the store is given from now on: `--data` persistence sees through it which records change
     * (persistence.ts). Unset, the store holds the state as given.
     */
    observe: ((data: StoreData) => StoreData) | undefined;
    /** Told of every write marked with {@link Store.touch} (`--data` persistence journals those records). */
    onWrite: ((section: keyof StoreData, key?: string) => void) | undefined;
    /**
     * Marks a record changed in place (a field of `data.messages[id]` set, an item pushed to one of its lists), or,
     * without a key, a section changed whole. Adding, replacing or deleting a record by key needs no mark: `--data`
     * sees those itself. Reads are never marked, so a scan over every record costs the journal nothing.
     */
    touch(section: keyof StoreData, key?: string): void;
    /** Replaces the whole state (reset, load) and rebuilds the indexes. */
    replace(data: StoreData): void;
    reindex(): void;
    /**
     * Rebuilds the contact id index. Contacts saved by versions before contacts had ids (`--data` files) get one
     * derived from the phone number, an empty `audienceIds` and timestamps, so old files load unchanged otherwise.
     */
    reindexContacts(): void;
    contactById(id: string): Contact | undefined;
    conversationFor(from: string, to: string): ConversationRecord | undefined;
    addConversation(record: ConversationRecord): void;
    /** The conversations with `phoneNumber` as their recipient. */
    conversationsWith(phoneNumber: string): ConversationRecord[];
    /** Adds a message to its (existing) conversation, keeping the thread sorted and the unread count current. */
    addMessage(message: Message): void;
    markRead(conversationId: string, at: string): void;
    toJSON(): StoreData;
}
export declare const pairKey: (from: string, to: string) => string;
/** First index whose message sorts at or after `probe` (threads are sorted oldest first). */
export declare function lowerBound(list: readonly Pick<Message, 'createdAt' | 'id'>[], probe: Pick<Message, 'createdAt' | 'id'>): number;
