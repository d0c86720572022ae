/**
 * The live event stream (`GET /events/stream`) read with fetch streaming, since `EventSource` cannot send
 * `Authorization`. Resumes with `Last-Event-ID`, reconnects with backoff and full jitter, hands `event: reset` to
 * the caller to re-sync, and treats a stream silent for longer than the heartbeat allowance as dead.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { StreamEvent } from '../schemas/events.js';
import type { sleep } from './backoff.js';
import type { ApiError } from './errors.js';
import type { CheckResult, StreamCandidate } from './response-check.types.js';
import type { backoffDelay, RetryOptions } from './retry-policy.js';
import type { ApiTransport } from './transport.js';

export type StreamState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** One delivered event of the stream, other than `reset` (which goes to `onReset`). */
export type StreamMessage = Exclude<StreamEvent, { event: 'reset' }>;

export interface SubscribeOptions {
  /** Resume after this event id (e.g. one stored before a reload). */
  lastEventId?: string | undefined;
  /** Each event, once and in order. An exception thrown here is reported, and the stream goes on. */
  onEvent(event: StreamMessage): void;
  /** The server no longer holds events after our cursor: reload what is shown, the stream continues from now. */
  onReset(event: Extract<StreamEvent, { event: 'reset' }>): void;
  onStateChange?(state: StreamState): void;
  /**
   * An error: fatal ones (401 after a refresh, 403, 404, other 4xx) end the subscription with state `closed`;
   * an unreadable event is reported and skipped.
   */
  onError?(error: ApiError): void;
  /** Closes the subscription when aborted. */
  signal?: AbortSignal | undefined;
  /** Reconnect when nothing (event or `: heartbeat` comment) arrives for this long (default 45 000 ms). */
  heartbeatTimeoutMs?: number;
  /** Reconnect timing (default base 1000 ms, max 30 000 ms); `retries` is ignored: it reconnects until closed. */
  retry?: Omit<RetryOptions, 'retries'>;
  /** Jitter source in [0, 1) (tests). */
  random?: () => number;
  /** Abortable wait (tests). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface EventSubscription {
  /** Stops reading and reconnecting; state becomes `closed`. */
  close(): void;
  /** The id of the last event delivered (or of the last reset): where a new subscription should resume. */
  readonly lastEventId: string | undefined;
  readonly state: StreamState;
}

/** Remembers the most recent ids, so an event replayed by an overlapping resume is not delivered twice. */
class RecentIds {
  readonly #ids = new Set<string>();
  constructor(readonly limit: number) {}
  has(id: string): boolean {
    return this.#ids.has(id);
  }
  clear(): void {
    this.#ids.clear();
  }
  add(id: string): void {
    this.#ids.add(id);
    if (this.#ids.size > this.limit) this.#ids.delete(this.#ids.values().next().value as string);
  }
}

const FATAL_KINDS = new Set(['unauthorized', 'forbidden', 'not-found', 'validation', 'service', 'conflict']);

/**
 * What the reader needs of the client's modules, handed over by its loader (`events.ts`) instead of imported: this
 * module loads on first use, and a module it imported that every element's first screen also loads (the errors, the
 * retry policy) would be split off by a bundler into a small file of its own on that first screen (a bundler puts a
 * module in the chunk of the set of entry points that reach it). `test/node/structure/first-screens.test.ts` holds it.
 */
export interface ReaderKit {
  ApiError: typeof ApiError;
  backoffDelay: typeof backoffDelay;
  sleep: typeof sleep;
}

/** Surfaces a listener's exception (console, `window.onerror`) without stopping the stream. */
/**
 * What routing needs of an event, where no schema checks it (production builds): an event name, a cursor and an
 * object payload; anything else is reported, never delivered.
 */
function routable(candidate: StreamCandidate): CheckResult<StreamEvent> {
  const { id, event, data } = candidate;
  return typeof id === 'string' && typeof event === 'string' && typeof data === 'object' && data !== null
    ? { ok: true, value: candidate as StreamEvent }
    : { ok: false, problems: [`event ${event ?? '(none)'} without a cursor or an object payload`] };
}

function report(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

/**
 * Subscribes to the event stream of `client`'s API. Called through `subscribeEvents` of `events.ts`, which loads this
 * module on first use and hands it its `kit`.
 *
 * @example
 * ```ts
 * const subscription = subscribeEvents(client, {
 *   lastEventId: sessionStorage.getItem('parley-cursor') ?? undefined,
 *   onEvent: (event) => { if (event.event === 'message.created') this.add(event.data.message); },
 *   onReset: () => this.reload(),
 *   onStateChange: (state) => (this.live = state === 'open'),
 *   signal: this.abortController.signal,
 * });
 * ```
 */
export function subscribeEvents(
  client: ApiTransport,
  options: SubscribeOptions,
  { ApiError, backoffDelay, sleep }: ReaderKit,
): EventSubscription {
  const closing = new AbortController();
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 45_000;
  const retry = { baseDelayMs: 1000, maxDelayMs: 30_000, ...options.retry };
  const random = options.random ?? Math.random;
  const wait = options.sleep ?? sleep;
  const seen = new RecentIds(1000);
  let lastEventId = options.lastEventId;
  let state: StreamState = 'connecting';
  // A connection that ends before any event id leaves no cursor: what is published until the next connection is
  // not replayed, so the caller re-syncs once that connection is open (a sandbox stream ends at each token's exp).
  let resyncOnOpen = false;

  const setState = (next: StreamState) => {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  };

  const deliver = (message: EventSourceMessage) => {
    const id = message.id;
    // `ready` only hands a fresh subscription the current cursor; it is not an event for the caller.
    if (message.event === 'ready') {
      if (id !== undefined) lastEventId = id;
      return;
    }
    if (id !== undefined && seen.has(id)) return;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      data = undefined;
    }
    const candidate = { id, event: message.event, data };
    const parsed = client.checkStreamEvent(candidate) ?? routable(candidate);
    if (!parsed.ok) {
      options.onError?.(
        new ApiError({
          status: 200,
          kind: 'bad-response',
          message: `Unreadable stream event ${id ?? ''} (${message.event ?? 'message'})`,
          cause: parsed.problems,
        }),
      );
    } else {
      try {
        if (parsed.value.event === 'reset') {
          // The server's cursors may have started over (e.g. a sandbox reset): old ids say nothing any more.
          seen.clear();
          options.onReset(parsed.value);
        } else {
          options.onEvent(parsed.value);
        }
      } catch (error) {
        report(error);
      }
    }
    // Advance past an unreadable event too: asking for it again would only loop.
    if (id !== undefined) {
      seen.add(id);
      lastEventId = id;
    }
  };

  /** Reads one connection until it ends; resolves true if anything arrived. */
  const readConnection = async (connection: AbortController): Promise<boolean> => {
    let received = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Any bytes (events or `: heartbeat` comments) prove the stream alive; silence past the allowance (also while
    // waiting for the response) means a dead connection that TCP has not noticed, so cut it and reconnect.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => connection.abort(new Error('No heartbeat')), heartbeatTimeoutMs);
    };
    arm();
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
      const response = await client.openStream('/events/stream', { headers, signal: connection.signal });
      const type = response.headers.get('Content-Type') ?? '';
      if (!response.body || !type.startsWith('text/event-stream')) {
        void response.body?.cancel().catch(() => {});
        throw new ApiError({
          status: response.status,
          kind: 'bad-response',
          message: `Expected text/event-stream, got "${type}"`,
        });
      }
      setState('open');
      if (resyncOnOpen) {
        resyncOnOpen = false;
        try {
          options.onReset({
            id: '',
            event: 'reset',
            data: { reason: 'The stream was cut before it gave an event id to resume from' },
          });
        } catch (error) {
          report(error);
        }
      }
      const parser = createParser({ onEvent: deliver });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return received;
        received = true;
        arm();
        parser.feed(value);
      }
    } catch (error) {
      if (received && !closing.signal.aborted) return true;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  const run = async () => {
    let failures = 0;
    while (!closing.signal.aborted) {
      const connection = new AbortController();
      const stop = () => connection.abort(closing.signal.reason);
      closing.signal.addEventListener('abort', stop, { once: true });
      let retryAfterMs = 0;
      try {
        if (await readConnection(connection)) failures = 0;
      } catch (error) {
        if (closing.signal.aborted) break;
        const failure = error instanceof ApiError ? error : undefined;
        if (failure && FATAL_KINDS.has(failure.kind)) {
          options.onError?.(failure);
          break;
        }
        retryAfterMs = failure?.retryAfterMs || 0;
      } finally {
        closing.signal.removeEventListener('abort', stop);
      }
      if (closing.signal.aborted) break;
      if (state === 'open' && lastEventId === undefined) resyncOnOpen = true;
      setState('reconnecting');
      try {
        await wait(Math.max(retryAfterMs, backoffDelay(failures++, retry, random)), closing.signal);
      } catch {
        break;
      }
    }
    setState('closed');
  };

  const outer = options.signal;
  if (outer?.aborted) closing.abort(outer.reason);
  else outer?.addEventListener('abort', () => closing.abort(outer.reason), { once: true });
  options.onStateChange?.('connecting');
  void run();

  return {
    close: () => closing.abort(),
    get lastEventId() {
      return lastEventId;
    },
    get state() {
      return state;
    },
  };
}
