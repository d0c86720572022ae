/**
 * Acting once per webhook delivery. The service authenticates a delivery with a static `SERVICE-SIGNING-SECRET`
 * header: it proves who sent it, but signs neither the body nor a time, so the same event re-delivered (a retry after
 * a slow 2xx, a replay by anyone who saw one request) passes every check again. The receiver therefore remembers the
 * SHA-256 of each raw body it acted on for a window and acknowledges a repeat without calling the listener again.
 * Web Crypto only, so the edge build gets the same behaviour.
 */

/**
 * Where the receiver remembers the deliveries it has acted on. `seen` must check and claim in one atomic step (Redis
 * `SET key 1 NX PX ttl`, a unique insert), so that two deliveries of one event racing on two servers call the
 * listener once.
 *
 * @example
 * ```ts
 * // node-redis v4: SET NX answers null when the key already exists.
 * const store: WebhookDedupeStore = {
 *   seen: async (key, ttlMs) => (await redis.set(key, '1', { NX: true, PX: ttlMs })) === null,
 *   release: async (key) => void (await redis.del(key)),
 * };
 * ```
 */
export interface WebhookDedupeStore {
  /**
   * True when `key` was claimed within its window (a repeat: do not act). Otherwise claims it for `ttlMs` and returns
   * false (act now).
   */
  seen(key: string, ttlMs: number): Promise<boolean>;
  /** Forgets a claim: the listener failed, so the service's retry of the same body must act. */
  release?(key: string): Promise<void>;
}

export interface WebhookDedupeOptions {
  /** How long a delivered body is remembered, ms (default 24 h: longer than the service's retries last). */
  windowMs?: number;
  /** Shared storage for several servers (default: this process's memory, see `createMemoryWebhookStore`). */
  store?: WebhookDedupeStore;
}

export interface MemoryWebhookStoreOptions {
  /** The most bodies remembered; the oldest claim is dropped first (default 10 000). */
  maxEntries?: number;
  /** The clock, ms (default `Date.now`). */
  now?: () => number;
}

export const DEFAULT_DEDUPE_WINDOW_MS = 24 * 60 * 60 * 1000;
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * A `WebhookDedupeStore` in this process's memory: bounded (the oldest claims go first), each claim expiring after
 * its window. One server only — several servers (or serverless instances) need a shared store.
 */
export function createMemoryWebhookStore(options: MemoryWebhookStoreOptions = {}): Required<WebhookDedupeStore> {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new TypeError('createMemoryWebhookStore: maxEntries must be a positive integer');
  // Insertion order is claim order: the first entries are the oldest, dropped first when full.
  const expiries = new Map<string, number>();
  return {
    async seen(key, ttlMs) {
      const at = now();
      const until = expiries.get(key);
      if (until !== undefined && until > at) return true;
      expiries.delete(key);
      for (const [oldest, expiry] of expiries) {
        if (expiries.size < maxEntries && expiry > at) break;
        expiries.delete(oldest);
      }
      expiries.set(key, at + ttlMs);
      return false;
    },
    async release(key) {
      expiries.delete(key);
    },
  };
}

/** The dedupe key of a raw body: its SHA-256, hex (the same bytes are the same event, whatever the headers). */
export async function webhookBodyKey(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return `parley:webhook:${hex}`;
}

/**
 * Runs `act` (true when it succeeded) once per key across the window. A key claimed before answers `'repeat'` at once;
 * a key another request of this process is acting on right now waits for that outcome and shares it (a failure is
 * then a failure for both, so the service retries); a failure, returned or thrown, releases the claim for the retry.
 */
export function createDeduper(options: WebhookDedupeOptions = {}) {
  const windowMs = options.windowMs ?? DEFAULT_DEDUPE_WINDOW_MS;
  if (!(windowMs > 0)) throw new TypeError('webhookHandler: dedupe.windowMs must be a positive number of ms');
  const store = options.store ?? createMemoryWebhookStore();
  if (typeof store?.seen !== 'function') throw new TypeError('webhookHandler: dedupe.store must have seen(key, ttlMs)');
  const acting = new Map<string, Promise<boolean>>();

  return async (key: string, act: () => Promise<boolean>): Promise<boolean | 'repeat'> => {
    const running = acting.get(key);
    if (running) return (await running) && 'repeat';
    const claim = store.seen(key, windowMs);
    let settle!: (ok: boolean) => void;
    const outcome = new Promise<boolean>((resolve) => (settle = resolve));
    // Registered before the store answers, so a duplicate arriving meanwhile waits instead of asking the store too.
    acting.set(key, outcome);
    try {
      if (await claim) {
        settle(true);
        return 'repeat';
      }
      let ok = false;
      try {
        ok = await act();
      } finally {
        // Not acted on (false, or an act that threw, e.g. an `onError` that throws): the service's retry must act.
        if (!ok) await store.release?.(key);
      }
      settle(ok);
      return ok;
    } catch (error) {
      settle(false);
      throw error;
    } finally {
      acting.delete(key);
    }
  };
}
