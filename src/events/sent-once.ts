/**
 * `parley-message-sent` exactly once per message, whichever path delivered it: its own request, a Retry under the
 * same Idempotency-Key, or the outbox flushing a kept copy (which may race the user's own Send of it). Its own module,
 * imported by the send paths only (they are lazy): the page-wide memory is no bytes of an element's first screen.
 */
import type { MessageSentEvent } from './message-sent.js';

/**
 * The keys of the sends this page has reported. A send can be answered on more than one path — its own request, a
 * Retry under the same key, the outbox flushing a kept copy (which may race the user's own Send) — and the service
 * stores it once per key, so the key says whether `parley-message-sent` already went out for it.
 */
const reported = new Set<string>();
/** How many keys are remembered: far more sends than a page makes while one of them can still be answered. */
const REMEMBERED = 500;

/**
 * Fires `event` (`parley-message-sent`) on `target` unless this page already reported the send with its
 * Idempotency-Key; returns whether it fired (the caller announces the send only then).
 */
export function reportSent(target: EventTarget, event: MessageSentEvent): boolean {
  const key = event.detail.idempotencyKey;
  if (reported.has(key)) return false;
  reported.add(key);
  if (reported.size > REMEMBERED) reported.delete(reported.values().next().value!);
  target.dispatchEvent(event);
  return true;
}
