/** Retry timing shared by requests and the event stream: exponential backoff with full jitter, `Retry-After`. */
export const DEFAULT_RETRY = { retries: 4, baseDelayMs: 300, maxDelayMs: 8000 };
/**
 * The delay before retry number `attempt` (0-based): uniformly random in `[0, min(max, base·2^attempt))` — "full
 * jitter", which spreads a crowd of clients that failed together instead of making them retry in lockstep.
 *
 * @example
 * ```ts
 * backoffDelay(2, { baseDelayMs: 300, maxDelayMs: 8000 }, () => 0.5); // 600
 * ```
 */
export function backoffDelay(attempt, { baseDelayMs = DEFAULT_RETRY.baseDelayMs, maxDelayMs = DEFAULT_RETRY.maxDelayMs }, random = Math.random) {
    const cap = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempt, 30));
    return Math.floor(Math.min(Math.max(random(), 0), 1) * cap);
}
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
export function parseRetryAfter(value, now) {
    if (value == null)
        return undefined;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    // HTTP dates always name the month; without this, Date.parse would read "-1" as the year -1.
    const date = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/**
 * Waits `ms`, rejecting with the signal's reason as soon as `signal` aborts.
 *
 * @example
 * ```ts
 * await sleep(100, controller.signal);
 * ```
 */
export function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal.reason);
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
