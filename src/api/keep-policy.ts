/**
 * The retry policy's second half (the first is `retry-policy.ts`): what becomes of a write whose requests still
 * failed — kept in the outbox and tried again (offline, no answer, 5xx, 429), or the element's own failure with
 * Retry (a refusal, a fault of the code, the page's token route failing while online) — how patiently the outbox
 * tries again, when it gives a write up, and when a kept reply is held for its writer's review instead of going out
 * (the thread moved on while it waited). The outbox and every element's "kept or failed" decision (the reply
 * sender, the composer, the form and the notes, through `OutboxController.keep`) ask {@link KEEP_POLICY}. A file of
 * its own so that it loads with the outbox, off every element's first screen; its tests are
 * `test/node/api/retry-policy.test.ts` and `keep-policy-token.test.ts`.
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
   * exception not from the client: a fault of the code is never sent again). A failure of the element's token source
   * (`ApiError.source` `token`: the page's token route answering 5xx or out of reach) is the element's too, with
   * Retry in the route's words, unless the browser is offline: the outbox's rounds would ask the same route, and its
   * words (the service's problem, the connection's) would send a developer to the wrong place.
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
  /**
   * Before a kept write goes out: the request whose answer says whether it must wait for its writer's review (a
   * reply: its thread's newest messages), or undefined when there is nothing to check (not a reply, or its writer
   * already chose to send it).
   */
  reviewCheck(write: ReviewSubject): { method: 'POST'; path: string; body: unknown } | undefined;
  /**
   * Whether that answer holds the write as "needs review": the customer or a teammate wrote in its thread after it
   * was written (the newest message its writer had then is `meta.seen`). The writer's own replies never hold it.
   */
  holdsForReview(write: ReviewSubject, answer: unknown): boolean;
}

/** What the review rule reads of a kept write (`OutboxItem`). */
export interface ReviewSubject {
  kind: string;
  meta?: Record<string, string> | undefined;
  writer: { sub: string } | null;
  /** Its writer saw what came in and chose to send it anyway. */
  reviewed?: boolean | undefined;
}

/** Messages read to decide a review: more than anyone writes in a thread while a reply waits offline. */
const REVIEW_PAGE = 50;

/** A message as the review rule reads it (a page of `POST /conversations/{id}/messages/list`, newest first). */
interface Written {
  id: string;
  direction: 'inbound' | 'outbound';
  sentBy?: { id: string } | undefined;
}

/**
 * Whether anyone but the writer wrote after the message they had last seen: newest first, up to it (all of the page
 * when it is not there: it is older than the page, or the thread had no message then).
 */
export function writtenSince(page: readonly Written[], seen: string | undefined, writer: string | undefined): boolean {
  for (const m of page) {
    if (m.id === seen) return false;
    if (m.direction === 'inbound' || m.sentBy?.id !== writer) return true;
  }
  return false;
}

const offline = () => globalThis.navigator?.onLine === false;

/** No token could be had from the element's token source (the transport marks it where the token is fetched). */
const fromTokenSource = (error: unknown) => isApiError(error) && error.source === 'token';

/**
 * The outbox's policy. Kept writes are never given up by themselves (`giveUpAfter` Infinity): they wait, with
 * Cancel, until they go or the user cancels them.
 */
export function keepPolicy(giveUpAfter = Infinity): KeepPolicy {
  const outOfReach = (error: unknown) => retried(error) || (isApiError(error) && offline());
  return {
    keepsForLater: (error) => outOfReach(error) && (!fromTokenSource(error) || offline()),
    // A write kept already waits through its token route's failure (it is not refused for it), and an aborted
    // send (its time-out, a token of another user in hand) is "not now" too.
    notNow: (error) => outOfReach(error) || (isApiError(error) && error.kind === 'aborted'),
    outboxDelay: (failures, retryAfterMs = 0, random) =>
      Math.max(OUTBOX_RETRY.minDelayMs, retryAfterMs, backoffDelay(failures, OUTBOX_RETRY, random)),
    givesUp: (attempts) => attempts >= giveUpAfter,
    reviewCheck: (write) => {
      const id = write.meta?.conversationId;
      if (write.kind !== 'reply' || write.reviewed || !id) return undefined;
      return {
        method: 'POST',
        path: `/conversations/${encodeURIComponent(id)}/messages/list`,
        body: { pageSize: REVIEW_PAGE },
      };
    },
    holdsForReview: (write, answer) => {
      const page = (answer as { data?: unknown } | null)?.data;
      return Array.isArray(page) && writtenSince(page as Written[], write.meta?.seen, write.writer?.sub);
    },
  };
}

/** The policy of the page's outbox and of every element's "kept or failed" decision. */
export const KEEP_POLICY: KeepPolicy = keepPolicy();
