/**
 * Outbound messages: who may send from a sender, the opt-outs that refuse a send up front, checking its media and
 * scheduled time, and storing the message before the carrier takes it on.
 */
import { unsupportedFilesOf, type Fallback, type Message, type SendRequest } from '../../schemas/messages.js';
import type { SandboxContext } from '../context.js';
import { problem } from '../http.js';
import type { SenderRecord } from '../store.js';
import type { EventHub } from './event-hub.js';
import type { Carrier } from './messaging-carrier.js';
import type { MessageThreads } from './messaging-threads.js';
import { optedOutOf } from './reach.js';

/** Furthest a message can be scheduled ahead. */
export const MAX_SCHEDULE_AHEAD_MS = 365 * 24 * 3600 * 1000;

/** What a send carries besides its request: the blast it belongs to, the teammate who sent it from an embed. */
export type SendMeta = { blastId?: string; sentBy?: { id: string; name?: string } };

export type MessageSends = ReturnType<typeof createMessageSends>;

/** The send path of one sandbox; each message stored is handed to `carrier`. */
export function createMessageSends(
  context: SandboxContext,
  events: EventHub,
  threads: MessageThreads,
  carrier: Carrier,
) {
  const { store, clock } = context;
  const { sender, scopeOf, ensureConversation, nextCreatedAt, publishConversation } = threads;
  const { statusWebhook, advance } = carrier;

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

  return { requireSender, optOutOf, send, create };
}
