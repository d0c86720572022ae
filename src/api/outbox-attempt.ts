/**
 * One attempt of the outbox at a kept write (`outbox.ts` runs it under the lock, once it has read the item again):
 * the review check of a reply, then the write itself under its first Idempotency-Key, and what the item becomes
 * after it: gone (sent), held for its writer's review, refused ("Not sent", until dismissed), or still kept, one
 * attempt more, waiting for the reason this attempt failed.
 */
import { ApiError, isApiError } from './errors.js';
import { KEEP_POLICY } from './keep-policy.js';
import { sameWriter, writerOf, type Stored } from './outbox-item.js';
import { keptWrite } from './outbox-reason.js';
import type { ApiTransport } from './transport.js';

/** One send may not hold the lock forever (a request that never answers). */
const SEND_TIMEOUT_MS = 30_000;

/** How an attempt ended: `unreachable` is "not now" (the item waits for the next round). */
export type Outcome = 'sent' | 'unreachable' | 'refused' | 'held';

export interface Attempt {
  outcome: Outcome;
  /** The service's answer to the write, when it went. */
  result?: unknown;
  /** Why it did not go, when it did not. */
  error?: ApiError | undefined;
  /** The item to store in its place; `null` when it went (it leaves the outbox). */
  next: Stored | null;
}

/** Tries `item` once through `client` (a client holding a token of its writer). Never rejects. */
export async function attempt(client: ApiTransport, item: Stored): Promise<Attempt> {
  // Checked again at the wire (a refresh may bring another user's token): never sent under someone else's.
  const acceptToken = (token: string | undefined) => sameWriter(item.writer, writerOf(token));
  try {
    // A reply whose thread moved on while it waited (the customer or a teammate wrote) waits for its writer.
    const check = KEEP_POLICY.reviewCheck(item);
    const answer = check
      ? await client.request(check.method, check.path, {
          body: check.body,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          acceptToken,
        })
      : undefined;
    if (check && KEEP_POLICY.holdsForReview(item, answer))
      return { outcome: 'held', next: { ...item, state: 'review' } };
    const result = await client.request(item.method, item.path, {
      body: item.body,
      idempotencyKey: item.idempotencyKey,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      acceptToken,
    });
    return { outcome: 'sent', result, next: null };
  } catch (caught) {
    const error = isApiError(caught) ? caught : new ApiError({ status: 0, kind: 'network', message: String(caught) });
    const attempts = item.attempts + 1;
    // Out of reach again: it waits for the next round, unless the policy gives it up (shown as refused). Why it
    // waits follows this attempt, not the first: a write kept offline that now meets a 5xx waits for the service.
    if (KEEP_POLICY.notNow(caught) && !KEEP_POLICY.givesUp(attempts))
      return { outcome: 'unreachable', error, next: keptWrite({ ...item, attempts }, error) };
    const { status, kind, message } = error;
    return {
      outcome: 'refused',
      error,
      next: { ...item, state: 'failed', attempts, error: { status, kind, message } },
    };
  }
}
