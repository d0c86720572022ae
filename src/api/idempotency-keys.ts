/**
 * The `Idempotency-Key` of a write a person reviews before sending (a blast: `<parley-blast>` and the composer's
 * blast mode): one key per request reviewed; a retry of the same request reuses it, so a send whose answer was lost
 * is replayed by the service, not made twice; a changed request gets a new one, since the service answers a reused
 * key with another body 409 (DESIGN §3), and the edited request would never go out; a request the service accepted
 * clears it, so the next one, even in the same words, is a new write.
 */
import { newIdempotencyKey } from './transport.js';

export class KeyPerRequest {
  /** The request the key is for, as JSON: what it is compared by. */
  #request: string | undefined;
  #key: string | undefined;

  /**
   * The key to send `request` with: the one it had if it is the request last given (a retry), else a new one.
   *
   * @example
   * ```ts
   * const keys = new KeyPerRequest();
   * keys.keyFor(a) === keys.keyFor(a); // true: a retry
   * keys.keyFor(b) !== keys.keyFor(a); // true: another request, another key
   * ```
   */
  keyFor(request: unknown): string {
    const json = JSON.stringify(request);
    if (this.#key === undefined || json !== this.#request) {
      this.#request = json;
      this.#key = newIdempotencyKey();
    }
    return this.#key;
  }

  /** Whether the key held is `request`'s: false once it changed since it was last given (or was sent). */
  holds(request: unknown): boolean {
    return this.#key !== undefined && JSON.stringify(request) === this.#request;
  }

  /** The service accepted the request: the next one is a new write, under a new key. */
  sent(): void {
    this.#request = this.#key = undefined;
  }
}
