/**
 * The outbox: writes (a reply, a note, a composer send, a form submission) that could not reach the service —
 * the browser offline, the network down, the service answering 5xx — kept in IndexedDB with their original
 * `Idempotency-Key` and sent later, exactly once and in order per target, when the service is back: on the
 * `online` event, on a retry with backoff, and when a later page (or another tab) opens the outbox again.
 *
 * One outbox per origin: every element of a page shares this module's instance (`getOutbox()`), and tabs share the
 * database. Each send happens under an exclusive Web Lock, after reading the item again from the database, so an
 * item another tab has sent (and deleted) or the user has cancelled is never sent; cancelling takes the same lock,
 * so it never races a send. The idempotency key makes a send the service took whose answer was lost harmless too.
 *
 * Loaded lazily: elements import it on their first write that fails for want of the service, or when
 * {@link OUTBOX_FLAG} says an earlier page left items behind. Tokens are never stored: an item waits until an
 * element of the page attaches a client for its API root.
 *
 * This file is the outbox itself: what elements call, and when and in which order it tries its items. Its parts:
 * what an item is and whose (`outbox-item.ts`), where items are stored and locked (`outbox-store.ts`), one attempt
 * at an item and what the item becomes (`outbox-attempt.ts`), and why an item waits (`outbox-reason.ts`).
 */
import { isApiError } from './errors.js';
import { KEEP_POLICY } from './keep-policy.js';
import { attempt, type Outcome } from './outbox-attempt.js';
import { sameWriter, writerOf, type OutboxChange, type OutboxItem, type OutboxWrite } from './outbox-item.js';
import { keptFor, withReason } from './outbox-reason.js';
import { exclusive, flagLeft, OutboxStore } from './outbox-store.js';
import type { ApiTransport } from './transport.js';

// Elements, the package's users and tests import these from here, where they were before they had files of their own.
export { OUTBOX_FLAG } from './outbox-flag.js';
export {
  sameWriter,
  writerOf,
  type OutboxChange,
  type OutboxItem,
  type OutboxKind,
  type OutboxWrite,
  type OutboxWriter,
} from './outbox-item.js';

const CHANNEL = 'parley-outbox';

/**
 * Whether a write's failure is kept for later (the retry policy's rule, `keep-policy.ts`): the service out of reach,
 * or answering 5xx or 429 after the client's own retries. A refusal (4xx) or a fault of the code stays the
 * element's failure.
 */
export const keepsForLater = (error: unknown): boolean => KEEP_POLICY.keepsForLater(error);

export class Outbox {
  readonly #store = new OutboxStore();
  #items: OutboxItem[] = [];
  readonly #listeners = new Set<(change: OutboxChange) => void>();
  /** The clients of the page's elements by API root: each sends the items its token's writer made. */
  readonly #clients = new Map<string, Set<ApiTransport>>();
  readonly #sending = new Set<number>();
  #channel: BroadcastChannel | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #failures = 0;
  /** The longest `Retry-After` of the last round: the next one waits at least that long. */
  #retryAfterMs = 0;
  #draining: Promise<void> | undefined;
  #again = false;
  #closed = false;

  constructor() {
    addEventListener('online', this.#online);
    if (typeof BroadcastChannel === 'function') {
      this.#channel = new BroadcastChannel(CHANNEL);
      this.#channel.onmessage = () => void this.#reload();
    }
    this.#ready = this.#reload().catch(() => {});
  }

  /** The first read of the database: a drain asked for before it (an element attaching at once) waits for it. */
  readonly #ready: Promise<void>;

  /** The items now, oldest first. */
  get items(): readonly OutboxItem[] {
    return this.#items;
  }

  /** Calls `listener` on every change (this tab's or another's); returns the unsubscribe function. */
  subscribe(listener: (change: OutboxChange) => void): () => void {
    this.#listeners.add(listener);
    listener({ items: this.#items });
    return () => this.#listeners.delete(listener);
  }

  /**
   * Lets the outbox send the items of `client.baseUrl` that its token's writer made through this client. Starts a
   * drain: items an earlier page left go out as soon as an element holds a token of their writer.
   */
  attach(client: ApiTransport): void {
    this.#add(client);
    this.drain();
  }

  /** Forgets a client (its element left the page). */
  detach(client: ApiTransport): void {
    this.#clients.get(client.baseUrl)?.delete(client);
  }

  /**
   * Keeps a write (its first attempt failed for want of the service, with `error`) and schedules its sending, not
   * before the error's `Retry-After`. Rejects, keeping nothing, when the client's token does not say who the writer
   * is (see {@link writerOf}).
   */
  async keep(client: ApiTransport, write: OutboxWrite, error?: unknown): Promise<OutboxItem> {
    const token = client.heldToken;
    const writer = token === undefined && client.canRefresh ? undefined : writerOf(token);
    if (writer === undefined) throw new TypeError('Outbox: the token does not say which user made this write');
    // Set before the store changes: the reload that follows may already schedule the next round.
    if (isApiError(error)) this.#retryAfterMs = Math.max(this.#retryAfterMs, error.retryAfterMs ?? 0);
    this.#add(client);
    // The same key is the same write (a Send pressed again while it waits): kept once, so "Waiting to send" counts
    // writes, not presses.
    await this.#ready;
    const kept = this.#items.find((i) => i.idempotencyKey === write.idempotencyKey && i.baseUrl === client.baseUrl);
    if (kept) return await this.#keptAgain(kept, write);
    const record = {
      ...write,
      writer,
      baseUrl: client.baseUrl,
      createdAt: Date.now(),
      state: 'waiting' as const,
      attempts: 1,
    };
    const seq = await this.#store.add(record);
    await this.#changed();
    // The first attempt has just failed: wait before the next, unless the browser says it is back online.
    this.#schedule();
    return { ...record, seq };
  }

  /** Removes a waiting item (never one being sent); resolves false when it had already gone (sent, or cancelled). */
  cancel(seq: number): Promise<boolean> {
    return this.#remove(seq);
  }

  /** Sends a reply held for review as it is: its writer read what came in meanwhile. False when it had gone. */
  async release(seq: number): Promise<boolean> {
    const found = await exclusive(() =>
      this.#store.update(seq, (item) =>
        item?.state === 'review' ? { ...item, state: 'waiting', reviewed: true } : undefined,
      ),
    );
    const released = found?.state === 'review';
    await this.#changed();
    if (released) this.drain();
    return released;
  }

  /** Forgets a failed item once the user has read why. */
  dismiss(seq: number): Promise<boolean> {
    return this.#remove(seq);
  }

  /** Tries to send every due item now (one drain at a time; a request during one runs another after it). */
  drain(): void {
    if (this.#closed) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#draining = this.#drainOnce().finally(() => {
      this.#draining = undefined;
      if (this.#again) {
        this.#again = false;
        this.drain();
      }
    });
  }

  /** Resolves when the current drain (if any) has finished: for tests and for pages about to close. */
  async settled(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  /** Stops timers and listeners and closes the database (a page going away; tests simulating a reload). */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    removeEventListener('online', this.#online);
    this.#channel?.close();
    await this.settled();
    await this.#store.close();
  }

  /**
   * The same write kept again (its Send pressed again while it waits, and failing again): still one item, but why it
   * waits follows this latest attempt, as after a round of the outbox (`outbox-attempt.ts`).
   */
  async #keptAgain(kept: OutboxItem, write: OutboxWrite): Promise<OutboxItem> {
    const why = keptFor(write);
    if (kept.state !== 'waiting' || why === undefined || keptFor(kept) === why) return kept;
    // Under the lock and read again: a round of the outbox may be sending it, or another tab have sent it. Only the
    // reason changes: the rest of the write is the one kept first.
    await exclusive(() =>
      this.#store.update(kept.seq, (item) => (item?.state === 'waiting' ? withReason(item, why) : undefined)),
    );
    await this.#changed();
    return this.#items.find((i) => i.seq === kept.seq) ?? kept;
  }

  #add(client: ApiTransport): void {
    let clients = this.#clients.get(client.baseUrl);
    if (!clients) this.#clients.set(client.baseUrl, (clients = new Set()));
    // Last in the set: the latest attached of a writer's clients sends.
    clients.delete(client);
    clients.add(client);
  }

  /** A client of the page holding (or, with a token source, able to fetch) a token of `item`'s writer. */
  async #clientFor(item: OutboxItem): Promise<ApiTransport | undefined> {
    for (const client of [...(this.#clients.get(item.baseUrl) ?? [])].reverse()) {
      const token =
        client.heldToken ?? (client.canRefresh ? await client.getToken().catch(() => undefined) : undefined);
      if (sameWriter(item.writer, writerOf(token))) return client;
    }
    return undefined;
  }

  #online = (): void => {
    this.#failures = 0;
    this.#retryAfterMs = 0;
    this.drain();
  };

  #schedule(): void {
    if (this.#closed || this.#timer !== undefined) return;
    if (!this.#items.some((i) => i.state === 'waiting')) return;
    const delay = KEEP_POLICY.outboxDelay(this.#failures, this.#retryAfterMs);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.drain();
    }, delay);
  }

  async #drainOnce(): Promise<void> {
    await this.#ready;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return; // the `online` event starts the next one
    // A reply held for review holds what was written after it in its queue: they go out in the order written.
    const blocked = new Set<string>(this.#items.filter((i) => i.state === 'review').map((i) => i.queue));
    let unreachable = false;
    this.#retryAfterMs = 0;
    for (;;) {
      // The first waiting item of each queue not blocked yet, whose API root has a client on this page.
      const next = this.#items.find((i) => i.state === 'waiting' && !blocked.has(i.queue) && !this.#sending.has(i.seq));
      if (!next) break;
      // Another user's item stays put: it waits for an element holding its writer's token (here or on a later page).
      const client = await this.#clientFor(next);
      if (!client) {
        blocked.add(next.queue);
        continue;
      }
      const outcome = await exclusive(() => this.#sendOne(client, next.seq));
      if (outcome === 'unreachable') {
        unreachable = true;
        blocked.add(next.queue);
      }
      if (outcome === 'held') blocked.add(next.queue);
    }
    this.#failures = unreachable ? this.#failures + 1 : 0;
    if (unreachable) this.#schedule();
  }

  /** Sends one item, holding the lock: read again first (another tab may have sent or cancelled it). */
  async #sendOne(client: ApiTransport, seq: number): Promise<Outcome | 'gone'> {
    const item = await this.#store.get(seq);
    if (!item || item.state !== 'waiting') {
      await this.#reload();
      return 'gone';
    }
    this.#sending.add(seq);
    this.#emit();
    const tried = await attempt(client, item).finally(() => this.#sending.delete(seq));
    const { outcome, error, next } = tried;
    if (outcome === 'unreachable') this.#retryAfterMs = Math.max(this.#retryAfterMs, error?.retryAfterMs ?? 0);
    await this.#store.update(seq, () => next);
    await this.#changed(outcome === 'sent' ? { item: { ...item, state: 'sending' }, result: tried.result } : undefined);
    return outcome;
  }

  async #remove(seq: number): Promise<boolean> {
    const found = await exclusive(() => this.#store.update(seq, (item) => (item ? null : undefined)));
    await this.#changed();
    return found !== undefined;
  }

  /** After a write: read the store, tell this tab's listeners and the other tabs, update the flag. */
  async #changed(sent?: OutboxChange['sent']): Promise<void> {
    await this.#reload(sent);
    if (!this.#closed) this.#channel?.postMessage('changed');
  }

  async #reload(sent?: OutboxChange['sent']): Promise<void> {
    if (this.#closed) return;
    const stored = await this.#store.all();
    this.#items = stored.map((i) => ({ ...i, state: this.#sending.has(i.seq) ? 'sending' : i.state }));
    flagLeft(stored);
    this.#emit(sent);
    // Another tab kept an item: this one may be the one with a client for it.
    if (!sent && this.#items.some((i) => i.state === 'waiting') && this.#timer === undefined && !this.#draining)
      this.#schedule();
  }

  #emit(sent?: OutboxChange['sent']): void {
    this.#items = this.#items.map((i) => ({
      ...i,
      state: this.#sending.has(i.seq) ? 'sending' : i.state === 'sending' ? 'waiting' : i.state,
    }));
    for (const listener of this.#listeners) listener({ items: this.#items, sent });
  }
}

let shared: Outbox | undefined;

/**
 * The page's outbox (created on first use).
 *
 * @example
 * ```ts
 * const outbox = getOutbox();
 * outbox.attach(client);
 * const stop = outbox.subscribe(({ items }) => render(items));
 * ```
 */
export function getOutbox(): Outbox {
  return (shared ??= new Outbox());
}

/** Closes the page's outbox and forgets it, as a page unload would: the next `getOutbox()` reads the database anew. */
export async function closeOutbox(): Promise<void> {
  const closing = shared;
  shared = undefined;
  await closing?.close();
}
