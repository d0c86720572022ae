/**
 * The simulated carrier: moves each outbound message through its statuses on the sandbox clock (scheduled, queued,
 * sent, delivered, read), fails deliveries to the test numbers, falls back from RCS to SMS/MMS when the send had a
 * fallback (spec, Messages table), and cancels scheduled messages. Each change is streamed and, for status changes,
 * sent as a `MESSAGE.STATUS` webhook.
 */
import { fallbackChannel, type Message } from '../../schemas/messages.js';
import type { MessageStatusEvent } from '../../schemas/webhooks.js';
import type { SandboxContext } from '../context.js';
import { problem } from '../http.js';
import type { EventHub } from './event-hub.js';
import type { MessageThreads } from './messaging-threads.js';
import { failsEveryDelivery, optedOutOf, rcsFailureText, rcsReachOf } from './reach.js';

export const DEFAULT_CARRIER_DELAYS = { sent: 300, delivered: 700, read: 2500 } as const;

export type Carrier = ReturnType<typeof createCarrier>;

/** The carrier of one sandbox: its timers run on the sandbox clock, so tests move them on by hand. */
export function createCarrier(context: SandboxContext, events: EventHub, threads: MessageThreads) {
  const { store, clock } = context;
  const { conversationOf, isLast, publishConversation, scopeOf } = threads;
  const delays = { ...DEFAULT_CARRIER_DELAYS, ...context.options.carrierDelays };
  const timers = new Map<string, unknown>();
  const statusListeners: ((message: Message) => void)[] = [];

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
          const out = optedOutOf(store, message.from, message.to);
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
    // A number not in service fails on every channel: a fallback would not have helped, and the code says so.
    if (!fallback && failsEveryDelivery(message.to))
      return fail(
        message,
        'UNDELIVERABLE',
        `RCS delivery failed: ${rcsFailureText(context, message.from, message.to)}`,
      );
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

  return {
    statusWebhook,
    updated,
    advance,
    cancelScheduled,
    /** Restarts the simulation for messages in flight (after loading a data file). */
    resume(): void {
      for (const message of Object.values(store.data.messages)) {
        if (message.direction === 'outbound') advance(message);
      }
    },
    /** Stops every pending timer (reset, close). */
    stop(): void {
      for (const timer of timers.values()) clock.clearTimeout(timer);
      timers.clear();
    },
    /** Calls `listener` after every status change of a message. */
    onStatus(listener: (message: Message) => void): void {
      statusListeners.push(listener);
    },
  };
}
