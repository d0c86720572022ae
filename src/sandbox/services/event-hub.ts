/**
 * The live event stream's hub (DESIGN §3 Event stream): numbers every event with a monotonic cursor, keeps a bounded
 * backlog for `Last-Event-ID` resumption, fans each event out to the subscribers whose token `res` can see it, and
 * writes a heartbeat comment so proxies and clients know the connection is alive. Web streams only (no Node APIs),
 * so it runs wherever the sandbox does.
 */
import type { StreamEventType } from '../../schemas/events.js';
import type { SandboxContext } from '../context.js';
import { canSee, type Caller, type RowScope } from '../http.js';

export type LiveEventType = Exclude<StreamEventType, 'reset'>;

interface BacklogEntry {
  id: number;
  scope: RowScope;
  frame: Uint8Array;
  /** The user (token `sub`) the event is about and who must not receive it: their own presence. */
  exceptUser?: string;
  /** The only users (token `sub`) who receive it: a note's mentions. Server subscribers do not. */
  onlyUsers?: ReadonlySet<string>;
  /** The frame for one subscriber, when the data differs by who reads it (each teammate's unread count). */
  render?: (caller: Caller) => Uint8Array;
}

interface Subscriber {
  caller: Caller;
  controller: ReadableStreamDefaultController<Uint8Array>;
  closed: boolean;
  /** Ends the stream when the token expires. */
  expiry: unknown;
}

export interface EventHub {
  /**
   * Numbers and records an event, and sends it to every subscriber allowed to see a row with `scope`, except the
   * embed user `exceptUser` (a teammate's own presence is not news to them), or only to the embed users `onlyUsers`.
   * With `personal`, each subscriber receives `personal(caller)` as the data instead (computed when sent).
   */
  publish(
    type: LiveEventType,
    data: unknown,
    scope: RowScope,
    options?: { exceptUser?: string; onlyUsers?: readonly string[]; personal?: (caller: Caller) => unknown },
  ): void;
  /**
   * Opens one subscriber's stream: first the backlog after `lastEventId` (or `event: reset` when that id is no
   * longer in the backlog), then live events. Cancelling the stream or aborting `signal` unsubscribes. The stream
   * ends at `endAt` (epoch ms: the token's expiry), so a client reconnects with a fresh token and resumes from
   * `Last-Event-ID` instead of listening on an expired one.
   */
  open(
    caller: Caller,
    lastEventId: string | null,
    options?: { signal?: AbortSignal; endAt?: number },
  ): ReadableStream<Uint8Array>;
  /** Tells every subscriber to re-sync (the store was replaced); the cursor keeps counting up. */
  reset(reason: string): void;
  /** Ends every stream and stops the heartbeat. */
  close(): void;
  readonly subscriberCount: number;
  /** The cursor of the newest event (0 before the first). */
  readonly lastId: number;
}

/** A subscriber this far behind (queued frames) is disconnected; it resumes from the backlog on reconnect. */
const MAX_QUEUED_FRAMES = 5000;
/** Tells browsers' EventSource (and our reader) how long to wait before reconnecting. */
const RETRY_MS = 2000;

const encoder = new TextEncoder();

export function createEventHub(context: SandboxContext): EventHub {
  const limit = Math.max(1, context.options.eventBacklog);
  const heartbeatMs = context.options.heartbeatMs;
  const subscribers = new Set<Subscriber>();
  // A ring of the newest `limit` events; ids are consecutive, so an id maps to an index by subtraction.
  let backlog: BacklogEntry[] = [];
  let head = 0;
  let lastId = context.store.data.seq['event'] ?? 0;
  let heartbeat: unknown = null;
  const heartbeatFrame = encoder.encode(': heartbeat\n\n');

  const receives = (caller: Caller, entry: BacklogEntry) =>
    canSee(caller, entry.scope) &&
    !(entry.exceptUser !== undefined && caller.kind === 'embed' && caller.user === entry.exceptUser) &&
    (entry.onlyUsers === undefined || (caller.kind === 'embed' && entry.onlyUsers.has(caller.user)));
  const frameFor = (caller: Caller, entry: BacklogEntry) => (entry.render ? entry.render(caller) : entry.frame);

  const oldestId = () => (head < backlog.length ? backlog[head]!.id : lastId + 1);

  function send(subscriber: Subscriber, frame: Uint8Array): void {
    if (subscriber.closed) return;
    const desired = subscriber.controller.desiredSize;
    if (desired !== null && desired < -MAX_QUEUED_FRAMES) {
      drop(subscriber, true);
      return;
    }
    try {
      subscriber.controller.enqueue(frame);
    } catch {
      drop(subscriber, false);
    }
  }

  function drop(subscriber: Subscriber, closeStream: boolean): void {
    if (subscriber.closed) return;
    subscriber.closed = true;
    subscribers.delete(subscriber);
    if (subscriber.expiry !== null) context.clock.clearTimeout(subscriber.expiry);
    if (closeStream) {
      try {
        subscriber.controller.close();
      } catch {
        // already closed or errored by the consumer
      }
    }
    if (subscribers.size === 0) stopHeartbeat();
  }

  function scheduleHeartbeat(): void {
    if (heartbeat !== null || heartbeatMs <= 0 || subscribers.size === 0) return;
    heartbeat = context.clock.setTimeout(() => {
      heartbeat = null;
      for (const subscriber of [...subscribers]) send(subscriber, heartbeatFrame);
      scheduleHeartbeat();
    }, heartbeatMs);
  }

  function stopHeartbeat(): void {
    if (heartbeat === null) return;
    context.clock.clearTimeout(heartbeat);
    heartbeat = null;
  }

  function resetFrame(reason: string): Uint8Array {
    return encoder.encode(`id: ${lastId}\nevent: reset\ndata: ${JSON.stringify({ reason })}\n\n`);
  }

  return {
    get subscriberCount() {
      return subscribers.size;
    },
    get lastId() {
      return lastId;
    },

    publish(type, data, scope, options) {
      const id = ++lastId;
      context.store.data.seq['event'] = id;
      const entry: BacklogEntry = {
        id,
        scope,
        frame: encoder.encode(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
      };
      if (options?.exceptUser !== undefined) entry.exceptUser = options.exceptUser;
      if (options?.onlyUsers !== undefined) entry.onlyUsers = new Set(options.onlyUsers);
      const personal = options?.personal;
      if (personal)
        entry.render = (caller) =>
          encoder.encode(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(personal(caller))}\n\n`);
      backlog.push(entry);
      if (backlog.length - head > limit) head++;
      if (head > limit) {
        backlog = backlog.slice(head);
        head = 0;
      }
      for (const subscriber of [...subscribers]) {
        if (receives(subscriber.caller, entry)) send(subscriber, frameFor(subscriber.caller, entry));
      }
    },

    open(caller, lastEventId, { signal, endAt } = {}) {
      let subscriber: Subscriber | null = null;
      return new ReadableStream<Uint8Array>(
        {
          start(controller) {
            subscriber = { caller, controller, closed: false, expiry: null };
            controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n: connected\n\n`));
            if (lastEventId === null) {
              // A fresh subscription learns the cursor at once, so a cut before its first event still resumes exactly.
              controller.enqueue(encoder.encode(`id: ${lastId}\nevent: ready\ndata: {}\n\n`));
            } else {
              const n = /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : NaN;
              if (!(n <= lastId && n >= oldestId() - 1)) {
                // Unknown, newer than ours (another sandbox run) or older than the backlog: the client must re-sync.
                const why = Number.isNaN(n)
                  ? 'Last-Event-ID is not a cursor of this stream'
                  : 'Last-Event-ID is older than the backlog or unknown';
                controller.enqueue(resetFrame(why));
              } else {
                for (let i = head + (n + 1 - oldestId()); i < backlog.length; i++) {
                  const entry = backlog[i]!;
                  if (receives(caller, entry)) controller.enqueue(frameFor(caller, entry));
                }
              }
            }
            if (signal?.aborted) {
              controller.close();
              return;
            }
            subscribers.add(subscriber);
            scheduleHeartbeat();
            const current = subscriber;
            signal?.addEventListener('abort', () => drop(current, true), { once: true });
            if (endAt !== undefined)
              current.expiry = context.clock.setTimeout(() => drop(current, true), endAt - context.clock.now());
          },
          cancel() {
            if (subscriber) drop(subscriber, false);
          },
        },
        new CountQueuingStrategy({ highWaterMark: 64 }),
      );
    },

    reset(reason) {
      backlog = [];
      head = 0;
      context.store.data.seq['event'] = lastId;
      const frame = resetFrame(reason);
      for (const subscriber of [...subscribers]) send(subscriber, frame);
    },

    close() {
      stopHeartbeat();
      for (const subscriber of [...subscribers]) drop(subscriber, true);
    },
  };
}
