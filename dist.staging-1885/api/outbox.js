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
import { backoffDelay } from './backoff.js';
import { ApiError, isApiError } from './errors.js';
import { decodeJwtPayload } from './jwt.js';
/** localStorage key holding how many items wait (any tab), read synchronously by elements to load the outbox early. */
export const OUTBOX_FLAG = 'parley:outbox';
const DB_NAME = 'parley-outbox';
const STORE = 'items';
const LOCK = 'parley-outbox';
const CHANNEL = 'parley-outbox';
/** Longest wait between two rounds of retries while the service stays unreachable. */
const MAX_DELAY_MS = 30_000;
/** One send may not hold the lock forever (a request that never answers). */
const SEND_TIMEOUT_MS = 30_000;
/**
 * The writer a token speaks for: `null` for no token; `undefined` when the token does not say who (opaque, or no
 * `sub`): a write made with it is not kept, since nothing could tell later whether a token is that user's.
 */
export function writerOf(token) {
    if (token === undefined)
        return null;
    const claims = decodeJwtPayload(token);
    if (!claims || typeof claims.sub !== 'string')
        return undefined;
    const text = (v) => (typeof v === 'string' ? v : undefined);
    const scope = (text(claims.scope) ?? '').split(' ').filter(Boolean).sort().join(' ');
    return { iss: text(claims.iss), sub: claims.sub, name: text(claims.name), scope };
}
/** Whether a token of `now` may send, and show, a write of `writer`: the same team, user and scopes. */
export function sameWriter(writer, now) {
    if (writer === undefined || now === undefined)
        return false;
    if (writer === null || now === null)
        return writer === now;
    return writer.iss === now.iss && writer.sub === now.sub && writer.scope === now.scope;
}
function request(req) {
    return new Promise((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
    });
}
function done(tx) {
    return new Promise((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = tx.onabort = () => reject(tx.error ?? new DOMException('Outbox transaction aborted', 'AbortError'));
    });
}
/** Runs `task` alone across the tabs of the origin (Web Locks); without them (old browsers) within this page. */
let localChain = Promise.resolve();
async function exclusive(task) {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks)
        return await locks.request(LOCK, { mode: 'exclusive' }, task);
    const run = localChain.then(task, task);
    localChain = run.catch(() => { });
    return run;
}
/**
 * Whether a first attempt's failure means "the service could not be reached" (offline, a dropped connection): keep
 * it. Only the transport's own failures count (it turns `fetch`'s rejections into kind `network`): any other
 * exception is a fault of the code, shown as an error, never kept and sent again.
 */
export function isUnreachable(error) {
    if (!isApiError(error))
        return false;
    return error.kind === 'network' || (typeof navigator !== 'undefined' && navigator.onLine === false);
}
/**
 * Whether a first attempt's failure is kept for later: the service unreachable, or answering 5xx or 429 after the
 * client's own retries (a keyed write the user was told is safe: the outbox tries it again with backoff, under the
 * same key). A refusal (4xx) or a fault of the code stays the element's failure.
 */
export function keepsForLater(error) {
    return isUnreachable(error) || (isApiError(error) && error.transient);
}
/** While draining, an aborted send (time-out, a token of another user in hand) also means "not now". */
function isNotNow(error) {
    return keepsForLater(error) || (isApiError(error) && error.kind === 'aborted');
}
export class Outbox {
    #db;
    #items = [];
    #listeners = new Set();
    /** The clients of the page's elements by API root: each sends the items its token's writer made. */
    #clients = new Map();
    #sending = new Set();
    #channel;
    #timer;
    #failures = 0;
    #draining;
    #again = false;
    #closed = false;
    constructor() {
        addEventListener('online', this.#online);
        if (typeof BroadcastChannel === 'function') {
            this.#channel = new BroadcastChannel(CHANNEL);
            this.#channel.onmessage = () => void this.#reload();
        }
        this.#ready = this.#reload().catch(() => { });
    }
    /** The first read of the database: a drain asked for before it (an element attaching at once) waits for it. */
    #ready;
    /** The items now, oldest first. */
    get items() {
        return this.#items;
    }
    /** Calls `listener` on every change (this tab's or another's); returns the unsubscribe function. */
    subscribe(listener) {
        this.#listeners.add(listener);
        listener({ items: this.#items });
        return () => this.#listeners.delete(listener);
    }
    /**
     * Lets the outbox send the items of `client.baseUrl` that its token's writer made through this client. Starts a
     * drain: items an earlier page left go out as soon as an element holds a token of their writer.
     */
    attach(client) {
        this.#add(client);
        this.drain();
    }
    /** Forgets a client (its element left the page). */
    detach(client) {
        this.#clients.get(client.baseUrl)?.delete(client);
    }
    /**
     * Keeps a write (its first attempt failed for want of the service) and schedules its sending. Rejects, keeping
     * nothing, when the client's token does not say who the writer is (see {@link writerOf}).
     */
    async keep(client, write) {
        const token = client.heldToken;
        const writer = token === undefined && client.canRefresh ? undefined : writerOf(token);
        if (writer === undefined)
            throw new TypeError('Outbox: the token does not say which user made this write');
        this.#add(client);
        const record = {
            ...write,
            writer,
            baseUrl: client.baseUrl,
            createdAt: Date.now(),
            state: 'waiting',
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
        return { ...record, seq: seq };
    }
    /** Removes a waiting item (never one being sent); resolves false when it had already gone (sent, or cancelled). */
    cancel(seq) {
        return this.#remove(seq);
    }
    /** Forgets a failed item once the user has read why. */
    dismiss(seq) {
        return this.#remove(seq);
    }
    /** Tries to send every due item now (one drain at a time; a request during one runs another after it). */
    drain() {
        if (this.#closed)
            return;
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
    async settled() {
        while (this.#draining)
            await this.#draining;
    }
    /** Stops timers and listeners and closes the database (a page going away; tests simulating a reload). */
    async close() {
        this.#closed = true;
        clearTimeout(this.#timer);
        removeEventListener('online', this.#online);
        this.#channel?.close();
        await this.settled();
        if (this.#db)
            (await this.#db).close();
    }
    #add(client) {
        let clients = this.#clients.get(client.baseUrl);
        if (!clients)
            this.#clients.set(client.baseUrl, (clients = new Set()));
        // Last in the set: the latest attached of a writer's clients sends.
        clients.delete(client);
        clients.add(client);
    }
    /** A client of the page holding (or, with a token source, able to fetch) a token of `item`'s writer. */
    async #clientFor(item) {
        for (const client of [...(this.#clients.get(item.baseUrl) ?? [])].reverse()) {
            const token = client.heldToken ?? (client.canRefresh ? await client.getToken().catch(() => undefined) : undefined);
            if (sameWriter(item.writer, writerOf(token)))
                return client;
        }
        return undefined;
    }
    #online = () => {
        this.#failures = 0;
        this.drain();
    };
    #schedule() {
        if (this.#closed || this.#timer !== undefined)
            return;
        if (!this.#items.some((i) => i.state === 'waiting'))
            return;
        const delay = Math.max(1000, backoffDelay(this.#failures, { baseDelayMs: 2000, maxDelayMs: MAX_DELAY_MS }));
        this.#timer = setTimeout(() => {
            this.#timer = undefined;
            this.drain();
        }, delay);
    }
    async #drainOnce() {
        await this.#ready;
        if (typeof navigator !== 'undefined' && navigator.onLine === false)
            return; // the `online` event starts the next one
        const blocked = new Set();
        let unreachable = false;
        for (;;) {
            // The first waiting item of each queue not blocked yet, whose API root has a client on this page.
            const next = this.#items.find((i) => i.state === 'waiting' && !blocked.has(i.queue) && !this.#sending.has(i.seq));
            if (!next)
                break;
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
        }
        this.#failures = unreachable ? this.#failures + 1 : 0;
        if (unreachable)
            this.#schedule();
    }
    /** Sends one item, holding the lock: read again first (another tab may have sent or cancelled it). */
    async #sendOne(client, seq) {
        const db = await this.#open();
        const item = (await request(db.transaction(STORE).objectStore(STORE).get(seq)));
        if (!item || item.state !== 'waiting') {
            await this.#reload();
            return 'gone';
        }
        this.#sending.add(seq);
        this.#emit();
        let result;
        let outcome;
        let error;
        try {
            result = await client.request(item.method, item.path, {
                body: item.body,
                idempotencyKey: item.idempotencyKey,
                signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
                // Checked again at the wire (a refresh may bring another user's token): never sent under someone else's.
                acceptToken: (token) => sameWriter(item.writer, writerOf(token)),
            });
            outcome = 'sent';
        }
        catch (caught) {
            outcome = isNotNow(caught) ? 'unreachable' : 'refused';
            error = isApiError(caught) ? caught : new ApiError({ status: 0, kind: 'network', message: String(caught) });
        }
        finally {
            this.#sending.delete(seq);
        }
        const tx = db.transaction(STORE, 'readwrite');
        const finished = done(tx);
        const store = tx.objectStore(STORE);
        if (outcome === 'sent')
            store.delete(seq);
        else if (outcome === 'refused')
            store.put({
                ...item,
                state: 'failed',
                attempts: item.attempts + 1,
                error: { status: error.status, kind: error.kind, message: error.message },
            });
        else
            store.put({ ...item, attempts: item.attempts + 1 });
        await finished;
        await this.#changed(outcome === 'sent' ? { item: { ...item, state: 'sending' }, result } : undefined);
        return outcome;
    }
    async #remove(seq) {
        const removed = await exclusive(async () => {
            const db = await this.#open();
            const tx = db.transaction(STORE, 'readwrite');
            const finished = done(tx);
            const store = tx.objectStore(STORE);
            const found = await request(store.get(seq));
            if (found)
                store.delete(seq);
            await finished;
            return found !== undefined;
        });
        await this.#changed();
        return removed;
    }
    /** After a write: read the store, tell this tab's listeners and the other tabs, update the flag. */
    async #changed(sent) {
        await this.#reload(sent);
        if (!this.#closed)
            this.#channel?.postMessage('changed');
    }
    async #reload(sent) {
        if (this.#closed)
            return;
        const db = await this.#open();
        const stored = (await request(db.transaction(STORE).objectStore(STORE).getAll()));
        this.#items = stored.map((i) => ({ ...i, state: this.#sending.has(i.seq) ? 'sending' : i.state }));
        try {
            const waiting = stored.filter((i) => i.state === 'waiting').length;
            if (stored.length)
                localStorage.setItem(OUTBOX_FLAG, String(waiting || stored.length));
            else
                localStorage.removeItem(OUTBOX_FLAG);
        }
        catch {
            // Storage refused (private mode): the outbox then loads with the first failed write only.
        }
        this.#emit(sent);
        // Another tab kept an item: this one may be the one with a client for it.
        if (!sent && this.#items.some((i) => i.state === 'waiting') && this.#timer === undefined && !this.#draining)
            this.#schedule();
    }
    #emit(sent) {
        this.#items = this.#items.map((i) => ({
            ...i,
            state: this.#sending.has(i.seq) ? 'sending' : i.state === 'sending' ? 'waiting' : i.state,
        }));
        for (const listener of this.#listeners)
            listener({ items: this.#items, sent });
    }
    #open() {
        return (this.#db ??= new Promise((resolve, reject) => {
            // Version 2: items record their writer. Version 1's items cannot say whose they are, so none of them is kept.
            const open = indexedDB.open(DB_NAME, 2);
            open.onupgradeneeded = (event) => {
                if (event.oldVersion >= 1)
                    open.result.deleteObjectStore(STORE);
                open.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
            };
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
        }));
    }
}
let shared;
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
export function getOutbox() {
    return (shared ??= new Outbox());
}
/** Closes the page's outbox and forgets it, as a page unload would: the next `getOutbox()` reads the database anew. */
export async function closeOutbox() {
    const closing = shared;
    shared = undefined;
    await closing?.close();
}
