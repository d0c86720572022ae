/**
 * The sandbox's state: one plain JSON-serializable object (so `--data FILE` can persist it as is), plus indexes
 * derived from it on load (never persisted). Sections are owned by the route families that write them.
 */
import type { CarrierLaunches } from '../schemas/campaigns.js';
import type { Contact } from '../schemas/conversations.js';
import type { Form, FormSubmission } from '../schemas/forms.js';
import type { Message } from '../schemas/messages.js';
import type { NetworkRequest } from '../schemas/silent-auth.js';
import type { Theme } from '../schemas/theme.js';
import type { Webhook, WebhookEvent } from '../schemas/webhooks.js';

export const STORE_VERSION = 1;

export interface BrandRecord { id: string; name: string }
export interface CampaignRecord {
  publicId: string;
  type: string;
  brandId: string;
  /** The RCS agent the campaign is connected to, if any. */
  agentId: string | null;
  carrierLaunches: CarrierLaunches;
}
export interface SenderRecord {
  id: string;
  type: 'phone' | 'rcs_agent';
  name: string;
  brandId: string;
  campaignId: string | null;
}
export interface ConversationRecord {
  id: string;
  from: string;
  to: string;
  notes: string;
  /** Messages created after this instant (inbound) count as unread. */
  lastReadAt: string | null;
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

export interface StoreData {
  version: typeof STORE_VERSION;
  /** Monotonic counters (ids, event cursor). */
  seq: Record<string, number>;
  teamTheme: Theme;
  brands: Record<string, BrandRecord>;
  campaigns: Record<string, CampaignRecord>;
  senders: Record<string, SenderRecord>;
  contacts: Record<string, Contact>;
  conversations: Record<string, ConversationRecord>;
  messages: Record<string, Message>;
  idempotency: Record<string, IdempotencyRecord>;
  forms: Record<string, FormRecord>;
  submissions: Record<string, SubmissionRecord>;
  webhooks: Record<string, Webhook>;
  deliveries: DeliveryRecord[];
  networkRequests: Record<string, NetworkRequestRecord>;
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
    conversations: {},
    messages: {},
    idempotency: {},
    forms: {},
    submissions: {},
    webhooks: {},
    deliveries: [],
    networkRequests: {},
  };
}

/** The store: the data plus derived indexes. Messaging code keeps the indexes current through its own helpers. */
export class Store {
  constructor(public data: StoreData = emptyStoreData()) {
    this.reindex();
  }

  /** Messages of each conversation, oldest first (derived). */
  messagesByConversation = new Map<string, Message[]>();
  /** Conversation id by `from|to` pair (derived). */
  conversationByPair = new Map<string, string>();

  reindex(): void {
    this.messagesByConversation.clear();
    this.conversationByPair.clear();
    for (const conversation of Object.values(this.data.conversations)) {
      this.conversationByPair.set(`${conversation.from}|${conversation.to}`, conversation.id);
      this.messagesByConversation.set(conversation.id, []);
    }
    for (const message of Object.values(this.data.messages)) {
      this.messagesByConversation.get(message.conversationId)?.push(message);
    }
    for (const list of this.messagesByConversation.values()) {
      list.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1));
    }
  }

  toJSON(): StoreData {
    return this.data;
  }
}
