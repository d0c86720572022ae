/**
 * The retry policy's second half (the first is `retry-policy.ts`): what becomes of a write whose requests still
 * failed — kept in the outbox and tried again (offline, no answer, 5xx, 429), or the element's own failure with
 * Retry (a refusal, a fault of the code) — how patiently the outbox tries again, and when it gives a write up. The
 * outbox and every element's "kept or failed" decision (the reply sender, the composer, the form and the notes,
 * through `OutboxController.keep`) ask {@link KEEP_POLICY}. A file of its own so that it loads with the outbox, off
 * every element's first screen; its test is `test/node/api/retry-policy.test.ts`.
 */
import { isApiError } from './errors.js';
import { backoffDelay, retried } from './retry-policy.js';

/** The outbox's rounds while the service stays out of reach: 2 s base, 30 s cap, never sooner than 1 s. */
const OUTBOX_RETRY = { baseDelayMs: 2000, maxDelayMs: 30_000, minDelayMs: 1000 };

/** What becomes of a write whose requests failed: kept in the outbox and tried again, or the element's failure. */
export interface KeepPolicy {
  /**
   * Whether a write that failed with `error` goes to the outbox (the service out of reach: no answer, offline, 5xx
   * or 429 after the automatic retries) rather than staying the element's failure with Retry (a refusal, or any
   * exception not from the client: a fault of the code is never sent again).
   */
  keepsForLater(error: unknown): boolean;
  /** While the outbox sends a kept write: whether `error` means "not now" (it waits for the next round). */
  notNow(error: unknown): boolean;
  /**
   * The wait before the outbox's next round after `failures` rounds in a row that could not reach the service: 1–30 s
   * with full jitter, and never less than the service's `Retry-After` (honoured here as by the requests).
   */
  outboxDelay(failures: number, retryAfterMs?: number, random?: () => number): number;
  /**
   * Whether a kept write tried `attempts` times (its first request and each outbox round, each with its own
   * automatic retries), still out of reach, is given up: shown "Not sent" with Dismiss, as a refusal is.
   */
  givesUp(attempts: number): boolean;
}

const offline = () => globalThis.navigator?.onLine === false;

/**
 * The outbox's policy. Kept writes are never given up by themselves (`giveUpAfter` Infinity): they wait, with
 * Cancel, until they go or the user cancels them.
 */
export function keepPolicy(giveUpAfter = Infinity): KeepPolicy {
  const keepsForLater = (error: unknown) => retried(error) || (isApiError(error) && offline());
  return {
    keepsForLater,
    // An aborted send (its time-out, a token of another user in hand) is "not now" too.
    notNow: (error) => keepsForLater(error) || (isApiError(error) && error.kind === 'aborted'),
    outboxDelay: (failures, retryAfterMs = 0, random) =>
      Math.max(OUTBOX_RETRY.minDelayMs, retryAfterMs, backoffDelay(failures, OUTBOX_RETRY, random)),
    givesUp: (attempts) => attempts >= giveUpAfter,
  };
}

/** The policy of the page's outbox and of every element's "kept or failed" decision. */
export const KEEP_POLICY: KeepPolicy = keepPolicy();
