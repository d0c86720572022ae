/** Retry timing shared by requests and the event stream: exponential backoff with full jitter, `Retry-After`. */
/** How often and how patiently to retry. */
export interface RetryOptions {
    /** Retries after the first attempt (default 4). */
    retries?: number;
    /** Cap of the first delay (default 300 ms); doubles per attempt. */
    baseDelayMs?: number;
    /** Upper bound of any computed delay (default 8000 ms). */
    maxDelayMs?: number;
}
export declare const DEFAULT_RETRY: Required<RetryOptions>;
/**
 * The delay before retry number `attempt` (0-based): uniformly random in `[0, min(max, base·2^attempt))` — "full
 * jitter", which spreads a crowd of clients that failed together instead of making them retry in lockstep.
 *
 * @example
 * ```ts
 * backoffDelay(2, { baseDelayMs: 300, maxDelayMs: 8000 }, () => 0.5); // 600
 * ```
 */
export declare function backoffDelay(attempt: number, { baseDelayMs, maxDelayMs }: RetryOptions, random?: () => number): number;
/**
 * Parses a `Retry-After` header (delta seconds or an HTTP date) into milliseconds from `now`; `undefined` when
 * absent or unreadable, 0 for a date in the past.
 *
 * @example
 * ```ts
 * parseRetryAfter('2', Date.now()); // 2000
 * parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:00 GMT')); // 60000
 * ```
 */
export declare function parseRetryAfter(value: string | null | undefined, now: number): number | undefined;
/**
 * Waits `ms`, rejecting with the signal's reason as soon as `signal` aborts.
 *
 * @example
 * ```ts
 * await sleep(100, controller.signal);
 * ```
 */
export declare function sleep(ms: number, signal?: AbortSignal): Promise<void>;
