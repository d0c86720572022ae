/**
 * Why a kept write waits, the one rule for it: the outbox records it with the item when the write is kept and again
 * after every attempt that leaves it kept (`outbox.ts`, `outbox-attempt.ts`), its panel says it
 * (`controllers/outbox-view.ts`), and the composer decides by it whether a kept send is said beside Send as the
 * service's fault.
 */
import { isApiError } from './errors.js';

/**
 * `service` when the service answered the attempt (a 5xx, a 429, an answer the client could not read), `connection`
 * when nothing came back (offline, the network down, a request that timed out). Kept with the item, since the words
 * must still be right on the next page, which never saw the error.
 */
export type KeptFor = 'service' | 'connection';

/**
 * Why a write whose latest attempt failed with `error` waits: an answer came back (an HTTP status) or none did.
 * Decided by the status, not the kind, so that every kind with no answer (`network`, `aborted` by a time-out) reads
 * alike.
 */
export function keptReason(error: unknown): KeptFor {
  return isApiError(error) && error.status > 0 ? 'service' : 'connection';
}

/**
 * Where a kept item remembers why it waits: a key of its `meta`, which the outbox otherwise stores as given, so an
 * item stays the shape every version of the outbox reads. Items kept before it was written have none.
 */
const KEPT_FOR = 'keptFor';

type WithMeta = { meta?: Record<string, string> | undefined };

/** `write` with why it waits after its latest attempt failed with `error` ({@link keptReason}). */
export function keptWrite<W extends WithMeta>(write: W, error: unknown): W {
  return withReason(write, keptReason(error));
}

/** `write` recording `why` it waits, the rest of its `meta` as it was. */
export function withReason<W extends WithMeta>(write: W, why: KeptFor): W {
  return { ...write, meta: { ...write.meta, [KEPT_FOR]: why } };
}

/** Why a kept item waits, or undefined for one kept before the reason was recorded. */
export function keptFor(item: WithMeta): KeptFor | undefined {
  const why = item.meta?.[KEPT_FOR];
  return why === 'service' || why === 'connection' ? why : undefined;
}
