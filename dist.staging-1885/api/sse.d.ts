import type { StreamEvent } from '../schemas/events.js';
import { type RetryOptions } from './backoff.js';
import { ApiError } from './errors.js';
import type { ApiTransport } from './transport.js';
export type StreamState = 'connecting' | 'open' | 'reconnecting' | 'closed';
/** One delivered event of the stream, other than `reset` (which goes to `onReset`). */
export type StreamMessage = Exclude<StreamEvent, {
    event: 'reset';
}>;
export interface SubscribeOptions {
    /** Resume after this event id (e.g. one stored before a reload). */
    lastEventId?: string | undefined;
    /** Each event, once and in order. An exception thrown here is reported, and the stream goes on. */
    onEvent(event: StreamMessage): void;
    /** The server no longer holds events after our cursor: reload what is shown, the stream continues from now. */
    onReset(event: Extract<StreamEvent, {
        event: 'reset';
    }>): void;
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
/**
 * Subscribes to the event stream of `client`'s API.
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
export declare function subscribeEvents(client: ApiTransport, options: SubscribeOptions): EventSubscription;
