/**
 * The simulated messaging network: sends (now or scheduled), the carrier's status changes on the sandbox clock,
 * RCS → SMS/MMS fallback (spec, Messages table), inbound messages, reactions, typing, read state, and the
 * conversation view every route and event shares. Each change is published on the event stream and, for status
 * changes, as a `MESSAGE.STATUS` webhook.
 *
 * Test numbers (documented in docs/sandbox.md): a recipient ending in `0000` cannot receive RCS; one ending in
 * `9999` fails every delivery.
 */
import { isAgentId } from '../../schemas/common.js';
import type { Conversation, MessagePreview } from '../../schemas/conversations.js';
import {
  fallbackChannel,
  unsupportedFilesOf,
  type Fallback,
  type Message,
  type MessageType,
  type SendRequest,
} from '../../schemas/messages.js';
import type { MessageStatusEvent } from '../../schemas/webhooks.js';
import type { MessagingService, SandboxContext } from '../context.js';
import { problem, type RowScope } from '../http.js';
import type { ConversationRecord, SenderRecord } from '../store.js';
import type { EventHub } from './event-hub.js';
import { reopenOnInbound, teamFieldsOf, type Viewer } from '../inbox-state.js';
import { cannotReceiveRcs, failsEveryDelivery, optedOutOf, rcsFailureText, rcsReachOf } from './reach.js';

export const DEFAULT_CARRIER_DELAYS = { sent: 300, delivered: 700, read: 2500 } as const;
/** Furthest a message can be scheduled ahead. */
export const MAX_SCHEDULE_AHEAD_MS = 365 * 24 * 3600 * 1000;
/** Distinct reactions one message can hold (bounds a row's size). */
export const MAX_REACTIONS_PER_MESSAGE = 50;

/** Sandbox test numbers (like test cards): the rules are reach.ts's, which sends, blasts and estimates share. */
export { cannotReceiveRcs, failsEveryDelivery };

export interface InboundRequest {
  /** The recipient's phone number (who writes). */
  from: string;
  /** The team's sender (who receives). */
  to: string;
  text?: string | undefined;
  mediaUrls?: string[] | undefined;
  type?: MessageType | undefined;
}

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

/** What a send carries besides its request: the blast it belongs to, the teammate who sent it from an embed. */
type SendMeta = { blastId?: string; sentBy?: { id: string; name?: string } };

export function previewText(message: Pick<Message, 'text' | 'rcs' | 'mediaUrls'>): string | null {
  const rcs = message.rcs;
  if (message.text) return message.text;
  if (rcs) {
    const card = rcs.card ?? rcs.carousel?.cards[0];
    return rcs.text ?? card?.title ?? card?.description ?? null;
  }
  return null;
}

/** Carrier keywords (CTIA): the whole message, any case, trailing "." or "!" ignored. */
const OPT_OUT_KEYWORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const OPT_IN_KEYWORDS = new Set(['START', 'UNSTOP', 'YES']);
const HELP_KEYWORDS = new Set(['HELP', 'INFO']);

export function createMessagingService(context: SandboxContext, events: EventHub): Messaging {
  const { store, clock } = context;
  const delays = { ...DEFAULT_CARRIER_DELAYS, ...context.options.carrierDelays };
  const timers = new Map<string, unknown>();
  const statusListeners: ((message: Message) => void)[] = [];

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

  function statusWebhook(message: Message): void {
    const conversation = conversationOf(message);
    const snapshot = structuredClone(message);
    const event: MessageStatusEvent = {
      type: 'MESSAGE.STATUS',
      sender: message.from,
      conversation: { id: conversation.id, from: conversation.from, to: conversation.to },
      message: snapshot,
      fallbackMessage: snapshot.fallbackMessage,
      changedAt: context.nowIso(),
    };
    context.webhooks.emit(message.direction === 'outbound' ? message.from : message.to, event);
  }

  /** A message changed: stream it, refresh the thread row when it is the newest, and tell webhooks of status changes. */
  function updated(message: Message, statusChanged: boolean): void {
    store.touch('messages', message.id);
    const conversation = conversationOf(message);
    events.publish('message.updated', { message }, scopeOf(conversation));
    if (isLast(message)) publishConversation(conversation);
    if (statusChanged) statusWebhook(message);
    if (statusChanged) for (const listener of statusListeners) listener(message);
    context.changed();
  }

  function later(message: Message, ms: number, step: () => void): void {
    const previous = timers.get(message.id);
    if (previous !== undefined) clock.clearTimeout(previous);
    timers.set(
      message.id,
      clock.setTimeout(
        () => {
          timers.delete(message.id);
          // The store may have been reset or the message cancelled meanwhile.
          if (store.data.messages[message.id] === message) step();
        },
        Math.max(0, ms),
      ),
    );
  }

  function fail(message: Message, code: string, text: string): void {
    message.status = 'FAILED';
    message.error = { code, message: text };
    delete store.data.fallbacks[message.id];
    updated(message, true);
  }

  /** Moves a message one carrier step on from its current state, then schedules the next step. */
  function advance(message: Message): void {
    switch (message.status) {
      case 'SCHEDULED':
        return later(message, Date.parse(message.scheduledTime!) - clock.now(), () => {
          store.scheduledIds.delete(message.id);
          // Scheduled before the recipient replied STOP: the carrier refuses it now.
          const out = optOutOf(message.from, message.to);
          if (out)
            return fail(
              message,
              'OPTED_OUT',
              `${message.to} opted out of messages from ${message.from} (replied ${out.keyword})`,
            );
          message.status = 'QUEUED';
          updated(message, true);
          advance(message);
        });
      case 'QUEUED':
        return later(message, delays.sent, () => {
          // The rule a capability check and a blast estimate report (reach.ts): RCS, else the fallback.
          if (message.type === 'RCS' && rcsReachOf(context, message.from, message.to) !== 'capable')
            return rcsFailed(message);
          // The RCS leg went through: its fallback will not be needed.
          delete store.data.fallbacks[message.id];
          message.status = 'SENT';
          message.sentAt = context.nowIso();
          updated(message, true);
          advance(message);
        });
      case 'SENT':
        return later(message, delays.delivered, () => {
          if (failsEveryDelivery(message.to)) {
            return fail(
              message,
              'UNDELIVERABLE',
              `The carrier could not deliver to ${message.to} (sandbox test number ending in 9999)`,
            );
          }
          message.status = 'DELIVERED';
          updated(message, true);
          advance(message);
        });
      case 'DELIVERED':
        if (message.type !== 'RCS') return;
        return later(message, delays.read, () => {
          message.status = 'READ';
          updated(message, true);
        });
      case 'FALLBACK_SENT': {
        const leg = message.fallbackMessage;
        if (!leg || leg.status !== 'SENT') return;
        return later(message, delays.delivered, () => {
          if (failsEveryDelivery(leg.to)) {
            leg.status = 'FAILED';
            return fail(
              message,
              'UNDELIVERABLE',
              `RCS and the ${leg.type} fallback could not be delivered to ${leg.to} (sandbox test number ending in 9999)`,
            );
          }
          leg.status = 'DELIVERED';
          updated(message, true);
        });
      }
      default:
        return;
    }
  }

  /** RCS delivery failed: resend as SMS or MMS when the request had a fallback (spec, Messages table), else FAILED. */
  function rcsFailed(message: Message): void {
    const fallback = store.data.fallbacks[message.id];
    if (!fallback) {
      return fail(
        message,
        'RCS_UNDELIVERABLE',
        `RCS delivery failed: ${rcsFailureText(context, message.from, message.to)}, and the message had no fallback`,
      );
    }
    delete store.data.fallbacks[message.id];
    const now = context.nowIso();
    message.status = 'FALLBACK_SENT';
    message.sentAt = now;
    message.fallbackMessage = {
      id: context.newId('msg'),
      type: fallbackChannel(fallback),
      from: fallback.from,
      to: message.to,
      text: fallback.text ?? null,
      mediaUrls: fallback.mediaUrls ?? [],
      status: 'SENT',
      sentAt: now,
    };
    updated(message, true);
    advance(message);
  }

  /** Who may send from `id`: a sender of the team, of the right kind. */
  function requireSender(id: string, kind: SenderRecord['type'], what: string): SenderRecord {
    const record = sender(id);
    if (!record) {
      const known = Object.keys(store.data.senders).filter((s) => sender(s)!.type === kind);
      throw problem.invalid(
        `${what} ${id} is not a sender of team ${context.options.team}${known.length ? ` (its ${kind === 'phone' ? 'phone numbers' : 'RCS agents'}: ${known.slice(0, 5).join(', ')})` : ''}`,
      );
    }
    if (record.type !== kind)
      throw problem.invalid(
        `${what} ${id} is ${record.type === 'phone' ? 'a phone number' : 'an RCS agent'}, not ${kind === 'phone' ? 'a phone number' : 'an RCS agent'}`,
      );
    return record;
  }

  /** The opt-out of `to` from sender `from`, if they replied STOP (or the like) and not START since. */
  function optOutOf(from: string, to: string): { at: string; keyword: string } | null {
    return optedOutOf(store, from, to);
  }

  function refuseOptedOut(from: string, to: string): void {
    const out = optOutOf(from, to);
    if (out) {
      throw problem.invalid(
        `${to} opted out of messages from ${from} (replied ${out.keyword} on ${out.at}); sends are refused until they reply START`,
      );
    }
  }

  function send(request: SendRequest, meta?: SendMeta): Message {
    requireSender(request.from, request.type === 'RCS' ? 'rcs_agent' : 'phone', 'from:');
    if (request.fallback) requireSender(request.fallback.from, 'phone', 'fallback.from:');
    // Carriers block messages to a recipient who replied STOP to that sender; the service refuses them up front.
    refuseOptedOut(request.from, request.to);
    if (request.fallback) refuseOptedOut(request.fallback.from, request.to);
    return create(request, meta);
  }

  /** Stores and starts delivering an outbound message (checked by `send`, or an automatic carrier reply). */
  function create(request: SendRequest, meta?: SendMeta): Message {
    // What /messages/validate/* flags is refused here (one rule set: unsupportedFilesOf), for every send path.
    const unsupported = unsupportedFilesOf(request);
    if (unsupported.length) {
      throw problem.invalid(
        `Unsupported media: ${unsupported
          .slice(0, 3)
          .map((f) => `${f.url}: ${f.reason}`)
          .join('; ')}${unsupported.length > 3 ? `; and ${unsupported.length - 3} more` : ''}`,
      );
    }
    const nowMs = clock.now();
    let scheduledTime: string | null = null;
    if (request.scheduledTime !== undefined) {
      const at = Date.parse(request.scheduledTime);
      if (at <= nowMs)
        throw problem.invalid(`scheduledTime ${request.scheduledTime} is in the past; omit it to send now`);
      if (at - nowMs > MAX_SCHEDULE_AHEAD_MS) throw problem.invalid('scheduledTime is more than 365 days ahead');
      scheduledTime = new Date(at).toISOString();
    }

    const conversation = ensureConversation(request.from, request.to);
    const now = nextCreatedAt(conversation);
    const message: Message = {
      id: context.newId('msg'),
      conversationId: conversation.id,
      direction: 'outbound',
      type: request.type,
      from: request.from,
      to: request.to,
      text: request.text ?? null,
      mediaUrls: request.mediaUrls ?? [],
      rcs: request.rcs ?? null,
      status: scheduledTime ? 'SCHEDULED' : 'QUEUED',
      fallbackMessage: null,
      reactions: [],
      scheduledTime,
      sentAt: null,
      createdAt: now,
      error: null,
      ...(meta?.blastId ? { blastId: meta.blastId } : {}),
      ...(meta?.sentBy ? { sentBy: meta.sentBy } : {}),
    };
    store.addMessage(message);
    if (request.fallback) store.data.fallbacks[message.id] = request.fallback as Fallback;
    conversation.lastActivityAt = now;
    store.touch('conversations', conversation.id);
    events.publish('message.created', { message }, scopeOf(conversation));
    publishConversation(conversation);
    statusWebhook(message);
    context.changed();
    advance(message);
    return message;
  }

  function inbound(request: InboundRequest): Message {
    const record = sender(request.to);
    if (!record) throw problem.invalid(`to: ${request.to} is not a sender of team ${context.options.team}`);
    const type: MessageType =
      request.type ?? (record.type === 'rcs_agent' ? 'RCS' : request.mediaUrls?.length ? 'MMS' : 'SMS');
    if (type === 'RCS' && record.type !== 'rcs_agent')
      throw problem.invalid(`to: ${request.to} is a phone number; RCS goes to an RCS agent`);
    if (type !== 'RCS' && record.type === 'rcs_agent')
      throw problem.invalid(`to: ${request.to} is an RCS agent; it receives RCS only`);
    if (type === 'SMS' && request.mediaUrls?.length) throw problem.invalid('An SMS cannot carry media; use type MMS');
    if (type === 'RCS' && !request.text) throw problem.invalid('An inbound RCS message needs text');
    if (!request.text && !request.mediaUrls?.length)
      throw problem.invalid('An inbound message needs text or mediaUrls');

    const conversation = ensureConversation(request.to, request.from);
    const now = nextCreatedAt(conversation);
    const message: Message = {
      id: context.newId('msg'),
      conversationId: conversation.id,
      direction: 'inbound',
      type,
      from: request.from,
      to: request.to,
      text: type === 'RCS' ? null : (request.text ?? null),
      mediaUrls: type === 'RCS' ? [] : (request.mediaUrls ?? []),
      rcs: type === 'RCS' ? { text: request.text! } : null,
      status: 'RECEIVED',
      fallbackMessage: null,
      reactions: [],
      scheduledTime: null,
      sentAt: now,
      createdAt: now,
      error: null,
    };
    store.addMessage(message);
    conversation.lastActivityAt = now;
    // The customer wrote: a done or snoozed thread is open again (DESIGN §13).
    reopenOnInbound(store, conversation);
    store.touch('conversations', conversation.id);
    events.publish('message.created', { message }, scopeOf(conversation));
    keywordReply(conversation, request.text);
    publishConversation(conversation);
    context.changed();
    return message;
  }

  /**
   * What carriers do with the standard keywords (CTIA), the keyword alone in the message, any case: STOP, STOPALL,
   * UNSUBSCRIBE, CANCEL, END, QUIT opt the recipient out of this sender; START, UNSTOP, YES opt back in; HELP and
   * INFO are answered. Each is confirmed by an automatic reply from the sender.
   */
  function keywordReply(conversation: ConversationRecord, text: string | undefined): void {
    const word =
      text
        ?.trim()
        .replace(/[.!]+$/, '')
        .toUpperCase() ?? '';
    const name = sender(conversation.from)?.name ?? conversation.from;
    let reply: string | undefined;
    if (OPT_OUT_KEYWORDS.has(word)) {
      if (conversation.optedOut) return;
      conversation.optedOut = { at: context.nowIso(), keyword: word };
      store.touch('conversations', conversation.id);
      reply = `${name}: You are unsubscribed and will receive no more messages. Reply START to resubscribe.`;
    } else if (OPT_IN_KEYWORDS.has(word)) {
      if (!conversation.optedOut) return;
      conversation.optedOut = null;
      store.touch('conversations', conversation.id);
      reply = `${name}: You are resubscribed. Reply STOP to unsubscribe, HELP for help.`;
    } else if (HELP_KEYWORDS.has(word)) {
      reply = `${name}: Msg & data rates may apply. Reply STOP to unsubscribe.`;
    }
    if (!reply) return;
    const rcs = sender(conversation.from)?.type === 'rcs_agent';
    create(
      rcs
        ? { type: 'RCS', from: conversation.from, to: conversation.to, rcs: { text: reply } }
        : { type: 'SMS', from: conversation.from, to: conversation.to, text: reply },
    );
  }

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

  function cancelScheduled(message: Message): Message {
    if (message.status !== 'SCHEDULED') {
      throw problem.conflict(`Message ${message.id} is ${message.status}, no longer scheduled; it cannot be cancelled`);
    }
    const timer = timers.get(message.id);
    if (timer !== undefined) clock.clearTimeout(timer);
    timers.delete(message.id);
    store.scheduledIds.delete(message.id);
    delete store.data.fallbacks[message.id];
    message.status = 'CANCELLED';
    updated(message, true);
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
    send,
    publishConversation,
    requireSender,
    sender,
    scopeOf,
    scopeOfPair,
    view,
    inbound,
    optOutOf,
    react,
    cancelScheduled,
    typing,
    markRead,
    setNotes,
    resume() {
      for (const message of Object.values(store.data.messages)) {
        if (message.direction === 'outbound') advance(message);
      }
    },
    stop() {
      for (const timer of timers.values()) clock.clearTimeout(timer);
      timers.clear();
    },
    onStatus(listener) {
      statusListeners.push(listener);
    },
  };
}
