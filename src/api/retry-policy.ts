/**
 * The browser side's retry policy for requests, in one strategy object ({@link RetryPolicy}): which failures a
 * request tries again by itself (no answer, 429, 5xx; never another 4xx), how many times, how far apart (backoff with
 * full jitter, `Retry-After` honoured), and which requests may be repeated at all. The transport asks it after every
 * failed attempt and decides nothing of its own.
 *
 * Its other half, what becomes of a write that still failed (kept in the outbox, or the element's failure with
 * Retry; the outbox's own rounds; giving up), is `keep-policy.ts`, a file of its own so that it loads with the
 * outbox, off every element's first screen. Changing the policy is changing these two files and their test,
 * `test/node/api/retry-policy.test.ts`.
 */
import type { ApiError } from './errors.js';

/** How often and how patiently to retry. */
export interface RetryOptions {
  /** Retries after the first attempt (default 4). */
  retries?: number;
  /** Cap of the first delay (default 300 ms); doubles per attempt. */
  baseDelayMs?: number;
  /** Upper bound of any computed delay (default 8000 ms). */
  maxDelayMs?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { retries: 4, baseDelayMs: 300, maxDelayMs: 8000 };

/** Methods safe to repeat whatever the call: a repeat reads again or sets the same state again. */
const REPEATABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Failures that trying the same request again may cure: no answer (`network`), 429 (`rate-limited`) and 5xx
 * (`server`), judged by the status alone. Never another 4xx: the service said no and would say it again.
 */
const RETRIED_KINDS = new Set(['network', 'rate-limited', 'server']);

/** How requests retry by themselves: the transport asks it after every failed attempt. */
export interface RetryPolicy {
  /** Automatic retries after the first attempt, base and cap of the backoff. */
  readonly timing: Required<RetryOptions>;
  /** Whether a request may be sent more than once: safe methods, calls marked `idempotent`, keyed writes. */
  repeatable(method: string, idempotent: boolean | undefined, keyed: boolean): boolean;
  /**
   * The wait before automatic retry number `attempt` (0-based) of a repeatable request that failed with `error`, or
   * `undefined` to stop and fail the call: not a retried kind, out of retries, a `Retry-After` longer than the cap
   * (the caller, e.g. its outbox, hears it at once rather than hanging), or a browser that knows it is offline.
   */
  retryDelay(error: ApiError, attempt: number, random?: () => number): number | undefined;
}

/**
 * Exponential backoff with full jitter: uniformly random in `[0, min(max, base·2^attempt))` for retry number
 * `attempt` (0-based), which spreads a crowd of clients that failed together instead of retrying in lockstep.
 *
 * @example
 * ```ts
 * backoffDelay(2, { baseDelayMs: 300, maxDelayMs: 8000 }, () => 0.5); // 600
 * ```
 */
export function backoffDelay(
  attempt: number,
  { baseDelayMs = DEFAULT_RETRY.baseDelayMs, maxDelayMs = DEFAULT_RETRY.maxDelayMs }: RetryOptions,
  random: () => number = Math.random,
): number {
  const cap = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempt, 30));
  return Math.floor(Math.min(Math.max(random(), 0), 1) * cap);
}

const offline = () => globalThis.navigator?.onLine === false;
/**
 * Whether `error` is an API failure of a kind retried automatically (`ApiError.transient` answers with this). Told by
 * its `kind` rather than `instanceof`: errors.ts imports this module, and importing it back would make a cycle.
 */
export const retried = (error: unknown): boolean =>
  error instanceof Error && RETRIED_KINDS.has((error as Partial<ApiError>).kind as string);

/**
 * The request policy for `options` (the defaults where absent).
 *
 * @example
 * ```ts
 * const policy = retryPolicy({ retries: 2 });
 * policy.retryDelay(error, 0); // a wait in ms, or undefined: fail now
 * ```
 */
export function retryPolicy(options?: RetryOptions): RetryPolicy {
  const timing = { ...DEFAULT_RETRY, ...options };
  return {
    timing,
    repeatable: (method, idempotent, keyed) => keyed || (idempotent ?? REPEATABLE_METHODS.has(method)),
    retryDelay(error, attempt, random) {
      const wait = error.retryAfterMs ?? 0;
      if (!retried(error) || attempt >= timing.retries || wait > timing.maxDelayMs) return undefined;
      if (error.kind === 'network' && offline()) return undefined;
      return Math.max(wait, backoffDelay(attempt, timing, random));
    },
  };
}

/** The request policy of every client built without `retry` options. */
export const RETRY_POLICY: RetryPolicy = retryPolicy();
