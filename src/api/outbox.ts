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
 */
import { ApiError, isApiError } from './errors.js';
import { decodeJwtPayload } from './jwt.js';
import { KEEP_POLICY } from './keep-policy.js';
import type { ApiTransport } from './transport.js';

import { OUTBOX_FLAG } from './outbox-flag.js';

export { OUTBOX_FLAG };
const DB_NAME = 'parley-outbox';
const STORE = 'items';
const LOCK = 'parley-outbox';
const CHANNEL = 'parley-outbox';
/** One send may not hold the lock forever (a request that never answers). */
const SEND_TIMEOUT_MS = 30_000;

/** Which element's write an item is: how the element shows it and how the outbox groups it. */
export type OutboxKind = 'reply' | 'note' | 'send' | 'submit';

/** What an element hands to the outbox. */
export interface OutboxWrite {
  kind: OutboxKind;
  /** Items of one queue are sent one after another, in the order they were kept (a conversation, a form). */
  queue: string;
  method: 'POST' | 'PATCH';
  /** Path under the client's API root, e.g. `/send`. */
  path: string;
  body: unknown;
  /** The key of the first attempt: kept, so a send the service took whose answer was lost is not repeated. */
  idempotencyKey: string;
  /** A short text to show beside "Waiting to send"; default: the body's text (or card title). */
  summary?: string | undefined;
  /** Element-specific data (the conversation id of a reply). */
  meta?: Record<string, string> | undefined;
}

/**
 * Who made a kept write: the claims of the token its first attempt used (`iss` the team, `sub` the user, `name` the
 * user's display name, `scope` sorted). `null`: made without a token (an anonymous form submission).
 */
export interface OutboxWriter {
  iss?: string | undefined;
  sub: string;
  name?: string | undefined;
  scope: string;
}

/**
 * The writer a token speaks for: `null` for no token; `undefined` when the token does not say who (opaque, or no
 * `sub`): a write made with it is not kept, since nothing could tell later whether a token is that user's.
 */
export function writerOf(token: string | undefined): OutboxWriter | null | undefined {
  if (token === undefined) return null;
  const claims = decodeJwtPayload(token);
  if (!claims || typeof claims.sub !== 'string') return undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const scope = (text(claims.scope) ?? '').split(' ').filter(Boolean).sort().join(' ');
  return { iss: text(claims.iss), sub: claims.sub, name: text(claims.name), scope };
}

/** Whether a token of `now` may send, and show, a write of `writer`: the same team, user and scopes. */
export function sameWriter(writer: OutboxWriter | null | undefined, now: OutboxWriter | null | undefined): boolean {
  if (writer === undefined || now === undefined) return false;
  if (writer === null || now === null) return writer === now;
  return writer.iss === now.iss && writer.sub === now.sub && writer.scope === now.scope;
}

/**
 * A kept write. `failed`: the service refused it (4xx); it stays, with its message, until dismissed. `review`: a
 * reply held before going out because its thread moved on while it waited (`KEEP_POLICY.holdsForReview`); it stays,
 * and holds its queue, until its writer sends it anyway (`release`) or takes it back to edit (`cancel`).
 */
export interface OutboxItem extends OutboxWrite {
  seq: number;
  baseUrl: string;
  /** Who made it: only a token of this writer sends it, and only an element holding one shows it. */
  writer: OutboxWriter | null;
  createdAt: number;
  state: 'waiting' | 'sending' | 'failed' | 'review';
  /** Its writer saw why it was held and chose to send it: it is not held again. */
  reviewed?: boolean | undefined;
  attempts: number;
  error?: { status: number; kind: string; message: string } | undefined;
}

/** A change of the outbox: its items now, and the item just delivered with the service's answer, if one was. */
export interface OutboxChange {
  items: readonly OutboxItem[];
  sent?: { item: OutboxItem; result: unknown } | undefined;
}

type Stored = Omit<OutboxItem, 'state'> & { state: 'waiting' | 'failed' | 'review' };

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new DOMException('Outbox transaction aborted', 'AbortError'));
  });
}

/** Runs `task` alone across the tabs of the origin (Web Locks); without them (old browsers) within this page. */
let localChain: Promise<unknown> = Promise.resolve();
async function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return await locks.request(LOCK, { mode: 'exclusive' }, task);
  const run = localChain.then(task, task);
  localChain = run.catch(() => {});
  return run;
}

/**
 * Whether a write's failure is kept for later (the retry policy's rule, `keep-policy.ts`): the service out of reach,
 * or answering 5xx or 429 after the client's own retries. A refusal (4xx) or a fault of the code stays the
 * element's failure.
 */
export const keepsForLater = (error: unknown): boolean => KEEP_POLICY.keepsForLater(error);

export class Outbox {
  #db: Promise<IDBDatabase> | undefined;
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
    if (kept) return kept;
    const record = {
      ...write,
      writer,
      baseUrl: client.baseUrl,
      createdAt: Date.now(),
      state: 'waiting' as const,
      attempts: 1,
    };
    const db = await this.#open();
    const tx = db.transaction(STORE, 'readwrite');
    const finished = done(tx);
    const seq = await request(tx.objectStore(STORE).add(record));
    await finished;
    await this.#changed();
    // The first attempt has just failed: wait before the next, unless the browser says it is back online.
    this.#schedule();
    return { ...record, seq: seq as number };
  }

  /** Removes a waiting item (never one being sent); resolves false when it had already gone (sent, or cancelled). */
  cancel(seq: number): Promise<boolean> {
    return this.#remove(seq);
  }

  /** Sends a reply held for review as it is: its writer read what came in meanwhile. False when it had gone. */
  async release(seq: number): Promise<boolean> {
    const released = await exclusive(async () => {
      const db = await this.#open();
      const tx = db.transaction(STORE, 'readwrite');
      const finished = done(tx);
      const store = tx.objectStore(STORE);
      const found = (await request(store.get(seq))) as Stored | undefined;
      if (found?.state === 'review') store.put({ ...found, state: 'waiting', reviewed: true });
      await finished;
      return found?.state === 'review';
    });
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
    if (this.#db) (await this.#db).close();
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
  async #sendOne(client: ApiTransport, seq: number): Promise<'sent' | 'unreachable' | 'refused' | 'held' | 'gone'> {
    const db = await this.#open();
    const item = (await request(db.transaction(STORE).objectStore(STORE).get(seq))) as Stored | undefined;
    if (!item || item.state !== 'waiting') {
      await this.#reload();
      return 'gone';
    }
    this.#sending.add(seq);
    this.#emit();
    let result: unknown;
    let outcome: 'sent' | 'unreachable' | 'refused' | 'held';
    let error: ApiError | undefined;
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
      if (check && KEEP_POLICY.holdsForReview(item, answer)) outcome = 'held';
      else {
        result = await client.request(item.method, item.path, {
          body: item.body,
          idempotencyKey: item.idempotencyKey,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          acceptToken,
        });
        outcome = 'sent';
      }
    } catch (caught) {
      error = isApiError(caught) ? caught : new ApiError({ status: 0, kind: 'network', message: String(caught) });
      // Out of reach again: it waits for the next round, unless the policy gives it up (shown as refused).
      outcome = KEEP_POLICY.notNow(caught) && !KEEP_POLICY.givesUp(item.attempts + 1) ? 'unreachable' : 'refused';
      if (outcome === 'unreachable') this.#retryAfterMs = Math.max(this.#retryAfterMs, error.retryAfterMs ?? 0);
    } finally {
      this.#sending.delete(seq);
    }
    const tx = db.transaction(STORE, 'readwrite');
    const finished = done(tx);
    const store = tx.objectStore(STORE);
    if (outcome === 'sent') store.delete(seq);
    else if (outcome === 'held') store.put({ ...item, state: 'review' });
    else if (outcome === 'refused')
      store.put({
        ...item,
        state: 'failed',
        attempts: item.attempts + 1,
        error: { status: error!.status, kind: error!.kind, message: error!.message },
      });
    else store.put({ ...item, attempts: item.attempts + 1 });
    await finished;
    await this.#changed(outcome === 'sent' ? { item: { ...item, state: 'sending' }, result } : undefined);
    return outcome;
  }

  async #remove(seq: number): Promise<boolean> {
    const removed = await exclusive(async () => {
      const db = await this.#open();
      const tx = db.transaction(STORE, 'readwrite');
      const finished = done(tx);
      const store = tx.objectStore(STORE);
      const found = await request(store.get(seq));
      if (found) store.delete(seq);
      await finished;
      return found !== undefined;
    });
    await this.#changed();
    return removed;
  }

  /** After a write: read the store, tell this tab's listeners and the other tabs, update the flag. */
  async #changed(sent?: OutboxChange['sent']): Promise<void> {
    await this.#reload(sent);
    if (!this.#closed) this.#channel?.postMessage('changed');
  }

  async #reload(sent?: OutboxChange['sent']): Promise<void> {
    if (this.#closed) return;
    const db = await this.#open();
    const stored = (await request(db.transaction(STORE).objectStore(STORE).getAll())) as Stored[];
    this.#items = stored.map((i) => ({ ...i, state: this.#sending.has(i.seq) ? 'sending' : i.state }));
    try {
      const waiting = stored.filter((i) => i.state === 'waiting').length;
      if (stored.length) localStorage.setItem(OUTBOX_FLAG, String(waiting || stored.length));
      else localStorage.removeItem(OUTBOX_FLAG);
    } catch {
      // Storage refused (private mode): the outbox then loads with the first failed write only.
    }
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

  #open(): Promise<IDBDatabase> {
    return (this.#db ??= new Promise((resolve, reject) => {
      // Version 2: items record their writer. Version 1's items cannot say whose they are, so none of them is kept.
      const open = indexedDB.open(DB_NAME, 2);
      open.onupgradeneeded = (event) => {
        if (event.oldVersion >= 1) open.result.deleteObjectStore(STORE);
        open.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    }));
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
