/**
 * The simulated messaging network, assembled: the conversations and their view (messaging-threads.ts), sends now or
 * scheduled (messaging-sends.ts), the carrier's status changes on the sandbox clock with RCS → SMS/MMS fallback
 * (messaging-carrier.ts), inbound messages and keywords (messaging-inbound.ts), and here reactions, typing, read
 * state and notes. Each change is published on the event stream and, for status changes, as a `MESSAGE.STATUS`
 * webhook.
 *
 * Test numbers (documented in docs/sandbox.md): a recipient ending in `0000` cannot receive RCS; one ending in
 * `9999` fails every delivery.
 */
import type { Conversation } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import type { MessagingService, SandboxContext } from '../context.js';
import { problem, type RowScope } from '../http.js';
import type { Viewer } from '../inbox-state.js';
import type { ConversationRecord, SenderRecord } from '../store.js';
import type { EventHub } from './event-hub.js';
import { createCarrier } from './messaging-carrier.js';
import { createInbound, type InboundRequest } from './messaging-inbound.js';
import { createMessageSends } from './messaging-sends.js';
import { createMessageThreads } from './messaging-threads.js';

export { DEFAULT_CARRIER_DELAYS } from './messaging-carrier.js';
export type { InboundRequest } from './messaging-inbound.js';
export { MAX_SCHEDULE_AHEAD_MS } from './messaging-sends.js';
export { previewText } from './messaging-threads.js';

/** Distinct reactions one message can hold (bounds a row's size). */
export const MAX_REACTIONS_PER_MESSAGE = 50;

/** Sandbox test numbers (like test cards): the rules are reach.ts's, which sends, blasts and estimates share. */
export { cannotReceiveRcs, failsEveryDelivery } from './reach.js';

export interface Messaging extends MessagingService {
  /** The sender record, or null when the team has no such sender. */
  sender(id: string): SenderRecord | null;
  /** What `res` filtering sees of a conversation (and of each of its messages and events). */
  scopeOf(conversation: ConversationRecord): RowScope;
  /** The scope a (possibly not yet existing) conversation between `from` and `to` would have. */
  scopeOfPair(from: string, to: string): RowScope;
  /**
   * The conversation as `viewer` sees it: an embed token's user (their own unread count and read position, DESIGN
   * §13), or null for a server call (what no teammate has read).
   */
  view(conversation: ConversationRecord, viewer?: Viewer): Conversation;
  /** Tells the stream the conversation changed: each subscriber receives it as they see it (their unread count). */
  publishConversation(conversation: ConversationRecord): void;
  inbound(request: InboundRequest): Message;
  /** The opt-out of `to` from sender `from` (they replied STOP or the like, and not START since), or null. */
  optOutOf(from: string, to: string): { at: string; keyword: string } | null;
  /** Adds the caller's reaction, or removes it when the same user sends the same emoji again. */
  react(message: Message, emoji: string, by: string): Message;
  cancelScheduled(message: Message): Message;
  typing(conversation: ConversationRecord, direction: 'inbound' | 'outbound', by: string | null): void;
  markRead(conversation: ConversationRecord): Conversation;
  setNotes(conversation: ConversationRecord, notes: string): Conversation;
  /** Restarts the carrier simulation for messages in flight (after loading a data file). */
  resume(): void;
  /** Stops every pending timer (reset, close). */
  stop(): void;
  /** Calls `listener` after every status change of a message (blasts count their messages with it). */
  onStatus(listener: (message: Message) => void): void;
  /** Who may send from `id`: a sender of the team of that kind, else the 400 a send from it gets. */
  requireSender(id: string, kind: SenderRecord['type'], what: string): SenderRecord;
}

export function createMessagingService(context: SandboxContext, events: EventHub): Messaging {
  const { store } = context;
  const threads = createMessageThreads(context, events);
  const carrier = createCarrier(context, events, threads);
  const sends = createMessageSends(context, events, threads, carrier);
  const inbound = createInbound(context, events, threads, sends.create);
  const { scopeOf, view, publishConversation } = threads;
  const { updated } = carrier;

  function react(message: Message, emoji: string, by: string): Message {
    const index = message.reactions.findIndex((r) => r.emoji === emoji && r.by === by);
    if (index >= 0) message.reactions.splice(index, 1);
    else {
      if (message.reactions.length >= MAX_REACTIONS_PER_MESSAGE) {
        throw problem.invalid(`A message holds at most ${MAX_REACTIONS_PER_MESSAGE} reactions`);
      }
      message.reactions.push({ emoji, by, at: context.nowIso() });
    }
    updated(message, false);
    return message;
  }

  function typing(conversation: ConversationRecord, direction: 'inbound' | 'outbound', by: string | null): void {
    events.publish(
      'typing',
      {
        conversationId: conversation.id,
        from: conversation.from,
        to: conversation.to,
        direction,
        by,
        at: context.nowIso(),
      },
      scopeOf(conversation),
    );
  }

  function markRead(conversation: ConversationRecord): Conversation {
    // Read up to the newest message (not "now"): a message arriving in the same millisecond stays unread.
    const list = store.messagesByConversation.get(conversation.id);
    const newest = list?.[list.length - 1];
    if (newest) store.markRead(conversation.id, newest.createdAt);
    publishConversation(conversation);
    context.changed();
    return view(conversation);
  }

  function setNotes(conversation: ConversationRecord, notes: string): Conversation {
    conversation.notes = notes;
    store.touch('conversations', conversation.id);
    publishConversation(conversation);
    context.changed();
    return view(conversation);
  }

  return {
    send: sends.send,
    publishConversation,
    requireSender: sends.requireSender,
    sender: threads.sender,
    scopeOf,
    scopeOfPair: threads.scopeOfPair,
    view,
    inbound,
    optOutOf: sends.optOutOf,
    react,
    cancelScheduled: carrier.cancelScheduled,
    typing,
    markRead,
    setNotes,
    resume: carrier.resume,
    stop: carrier.stop,
    onStatus: carrier.onStatus,
  };
}
