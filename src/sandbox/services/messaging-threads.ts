/**
 * The conversations the messaging service keeps: the sender behind one, what `res` filtering sees of it, the view
 * every route and event shares (each teammate with their own unread count), finding or starting the one between a
 * sender and a recipient, and the order of its messages.
 */
import { isAgentId } from '../../schemas/common.js';
import type { Conversation, MessagePreview } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import type { SandboxContext } from '../context.js';
import type { RowScope } from '../http.js';
import { teamFieldsOf, type Viewer } from '../inbox-state.js';
import type { ConversationRecord, SenderRecord } from '../store.js';
import type { EventHub } from './event-hub.js';

export function previewText(message: Pick<Message, 'text' | 'rcs' | 'mediaUrls'>): string | null {
  const rcs = message.rcs;
  if (message.text) return message.text;
  if (rcs) {
    const card = rcs.card ?? rcs.carousel?.cards[0];
    return rcs.text ?? card?.title ?? card?.description ?? null;
  }
  return null;
}

export type MessageThreads = ReturnType<typeof createMessageThreads>;

/** The conversation helpers of one sandbox's store; `events` carries each conversation's changes. */
export function createMessageThreads(context: SandboxContext, events: EventHub) {
  const { store, clock } = context;

  function sender(id: string): SenderRecord | null {
    return store.data.senders[id] ?? null;
  }

  function scopeOfPair(from: string, to: string): RowScope {
    const record = sender(from);
    return {
      sender: from,
      brand: record?.brandId ?? null,
      campaign: record?.campaignId ?? null,
      conversation: store.conversationFor(from, to)?.id ?? null,
    };
  }

  function scopeOf(conversation: ConversationRecord): RowScope {
    const record = sender(conversation.from);
    return {
      sender: conversation.from,
      brand: record?.brandId ?? null,
      campaign: record?.campaignId ?? null,
      conversation: conversation.id,
    };
  }

  function view(conversation: ConversationRecord, viewer: Viewer = null): Conversation {
    const record = sender(conversation.from);
    const list = store.messagesByConversation.get(conversation.id) ?? [];
    const last = list[list.length - 1];
    const lastMessage: MessagePreview | null = last
      ? {
          id: last.id,
          direction: last.direction,
          type: last.type,
          text: previewText(last),
          status: last.status,
          createdAt: last.createdAt,
          ...(last.sentBy ? { sentBy: last.sentBy } : {}),
        }
      : null;
    return {
      id: conversation.id,
      from: conversation.from,
      to: conversation.to,
      senderType: record?.type ?? (isAgentId(conversation.from) ? 'rcs_agent' : 'phone'),
      brandId: record?.brandId ?? null,
      campaignId: record?.campaignId ?? null,
      contact: store.data.contacts[conversation.to] ?? null,
      notes: conversation.notes,
      optedOut: conversation.optedOut ?? null,
      ...teamFieldsOf(store, conversation, viewer),
      lastMessage,
      lastActivityAt: conversation.lastActivityAt,
      createdAt: conversation.createdAt,
    };
  }

  function ensureConversation(from: string, to: string): ConversationRecord {
    const existing = store.conversationFor(from, to);
    if (existing) return existing;
    const now = context.nowIso();
    const record: ConversationRecord = {
      id: context.newId('conv'),
      from,
      to,
      notes: '',
      lastReadAt: null,
      createdAt: now,
      lastActivityAt: now,
    };
    store.addConversation(record);
    return record;
  }

  /**
   * A new message's `createdAt`: now, but strictly after the thread's newest message, so thread order, cursors and
   * read state never depend on two messages sharing a millisecond.
   */
  function nextCreatedAt(conversation: ConversationRecord): string {
    const list = store.messagesByConversation.get(conversation.id);
    const newest = list?.[list.length - 1];
    const now = clock.now();
    return new Date(newest ? Math.max(now, Date.parse(newest.createdAt) + 1) : now).toISOString();
  }

  function conversationOf(message: Message): ConversationRecord {
    const conversation = store.data.conversations[message.conversationId];
    if (!conversation) throw new Error(`Message ${message.id} has no conversation ${message.conversationId}`);
    return conversation;
  }

  function publishConversation(conversation: ConversationRecord): void {
    const shared = view(conversation);
    events.publish('conversation.updated', { conversation: shared }, scopeOf(conversation), {
      // Unread counts and read positions are each teammate's own; the rest is the same for everyone.
      personal: (caller) =>
        caller.kind === 'embed'
          ? { conversation: { ...shared, ...teamFieldsOf(store, conversation, caller.user) } }
          : { conversation: shared },
    });
  }

  function isLast(message: Message): boolean {
    const list = store.messagesByConversation.get(message.conversationId);
    return !!list && list[list.length - 1] === message;
  }

  return {
    sender,
    scopeOf,
    scopeOfPair,
    view,
    publishConversation,
    ensureConversation,
    nextCreatedAt,
    conversationOf,
    isLast,
  };
}
