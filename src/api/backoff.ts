/**
 * Time helpers of retries: reading `Retry-After` and an abortable wait. What is retried, how often and how far apart
 * is the retry policy's (`retry-policy.ts`).
 */

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
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
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
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
