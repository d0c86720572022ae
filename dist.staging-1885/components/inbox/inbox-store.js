import { isApiError, ApiError } from '../../api/errors.js';
import { FIRST_ROWS, PAGE_SIZE, activeFilters } from './list-request.js';
import { matchesFilters, sortThreads, tokenInfo, } from './model.js';
const MAX_CACHED_THREADS = 8;
export function asApiError(error) {
    return isApiError(error)
        ? error
        : new ApiError({ status: 0, kind: 'network', message: String(error?.message ?? error), cause: error });
}
/**
 * Where a test harness or bench that installed it (`globalThis[Symbol.for('parley.inboxStores')] = new WeakMap()`)
 * finds each element's store, to read what the element shows without the element or this module publishing it.
 * Nothing is recorded on a page that did not install it.
 */
const PROBE = Symbol.for('parley.inboxStores');
export class InboxStore {
    host;
    options;
    #state = {
        threads: [],
        listStatus: 'idle',
        listError: undefined,
        loadingMore: false,
        nextCursor: null,
        filters: {},
        selectedId: undefined,
        thread: undefined,
        claims: {},
    };
    /** Recently opened threads, least recently used first (the Map's order). */
    #cache = new Map();
    #listAbort;
    #threadAbort;
    /** The thread view's merge, once a view has arrived (every ready thread was opened with one). */
    #merge;
    constructor(host, options) {
        this.host = host;
        this.options = options;
        host.addController(this);
        globalThis[PROBE]?.set(host, this);
    }
    get state() {
        return this.#state;
    }
    /** The API client in use (the element's: built from its attributes or given). */
    api() {
        return this.options.api();
    }
    /** Reports a failure the user caused; the element turns it into `parley-error` (or the session-lost banner). */
    fail(error, action, conversationId) {
        this.options.fail(error, action, conversationId);
    }
    /** The token allows `scope` (or its scopes are not known: an opaque token). Controls for scopes it lacks are hidden. */
    can(scope) {
        const { scopes } = this.#state.claims;
        return !scopes || scopes.has(scope);
    }
    /** A cached thread by id. */
    cached(id) {
        return this.#cache.get(id);
    }
    /** Merges pages and live messages, once a thread view has arrived (live events before it change rows only). */
    /** Messages asked for per page. */
    pageSize = PAGE_SIZE;
    get merge() {
        return this.#merge;
    }
    /** Aborted when the open thread changes or closes: loads for it (`ThreadPaging`'s) stop. */
    get threadSignal() {
        return this.#threadAbort?.signal;
    }
    // ------------------------------------------------------------------ the one place state changes
    #reduce(action) {
        const s = this.#state;
        let next = s;
        switch (action.type) {
            case 'filters':
                next = { ...s, filters: { ...s.filters, ...action.patch } };
                break;
            case 'list-loading':
                next = { ...s, listStatus: 'loading', listError: undefined };
                break;
            case 'list-loaded': {
                const known = action.append ? new Set(s.threads.map((t) => t.id)) : undefined;
                const threads = known ? [...s.threads, ...action.threads.filter((t) => !known.has(t.id))] : action.threads;
                next = { ...s, threads, nextCursor: action.nextCursor, listStatus: 'ready' };
                break;
            }
            case 'list-failed':
                next = { ...s, listStatus: 'error', listError: action.error };
                break;
            case 'more-loading':
                next = { ...s, loadingMore: action.on };
                break;
            case 'row-upsert': {
                const c = action.conversation;
                const rest = s.threads.filter((t) => t.id !== c.id);
                if (rest.length === s.threads.length && !matchesFilters(c, s.filters))
                    return;
                next = { ...s, threads: sortThreads([c, ...rest]) };
                break;
            }
            case 'row-patch':
                next = { ...s, threads: s.threads.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t)) };
                break;
            case 'select':
                next = { ...s, selectedId: action.id, thread: action.thread };
                if (action.thread?.status === 'ready') {
                    this.#cache.delete(action.thread.id);
                    this.#cache.set(action.thread.id, action.thread);
                }
                break;
            case 'thread': {
                const t = action.thread;
                this.#cache.delete(t.id); // re-insert: the Map's order is the recently-used order
                this.#cache.set(t.id, t);
                // Keep a few threads for instant switching back, not every thread ever opened (each may hold 10 000 messages).
                for (const [id, cached] of this.#cache) {
                    if (this.#cache.size <= MAX_CACHED_THREADS)
                        break;
                    if (id !== s.selectedId && !cached.pending.length)
                        this.#cache.delete(id);
                }
                if (s.thread?.id === t.id || s.selectedId === t.id)
                    next = { ...s, thread: t };
                break;
            }
            case 'claims':
                next = { ...s, claims: action.claims };
                break;
            case 'forget':
                if (action.only !== undefined)
                    this.#cache.delete(action.only);
                else
                    for (const id of [...this.#cache.keys()])
                        if (id !== action.keep)
                            this.#cache.delete(id);
                break;
        }
        if (next !== s) {
            this.#state = next;
            this.host.requestUpdate();
        }
    }
    /** Reads the claims of the token in use (cleared with `undefined` while another client takes over). */
    readClaims(token) {
        this.#reduce({ type: 'claims', claims: tokenInfo(token) });
    }
    // ------------------------------------------------------------------ list
    setFilters(patch) {
        this.#reduce({ type: 'filters', patch });
    }
    /** Loads the list's first page; `signal` (a debounced search's) aborts it too. */
    async loadList(quiet = false, signal) {
        this.#listAbort?.abort();
        const abort = (this.#listAbort = new AbortController());
        signal?.addEventListener('abort', () => abort.abort(), { once: true });
        // Rows on screen are replaced in one answer (a reload, a filter): no list that shrinks, then grows back.
        const size = this.#state.threads.length ? PAGE_SIZE : FIRST_ROWS;
        this.#reduce({ type: 'list-loading' });
        try {
            const page = await this.options
                .api()
                .listConversations({ ...activeFilters(this.#state.filters), pageSize: size }, { signal: abort.signal });
            if (abort.signal.aborted)
                return;
            this.#reduce({ type: 'list-loaded', threads: page.data, nextCursor: page.nextCursor, append: false });
            // Before the render these rows cause: the state that shows them already has the rest on its way.
            if (size < PAGE_SIZE)
                void this.loadMore(PAGE_SIZE - size);
        }
        catch (error) {
            if (abort.signal.aborted)
                return;
            this.#reduce({ type: 'list-failed', error: asApiError(error) });
            if (!quiet)
                this.options.fail(this.#state.listError, 'list');
        }
    }
    /** The list's next page (`size` threads: the rest of the first page after its first rows). */
    async loadMore(size = PAGE_SIZE) {
        const s = this.#state;
        if (!s.nextCursor || s.loadingMore || s.listStatus !== 'ready')
            return;
        this.#reduce({ type: 'more-loading', on: true });
        const abort = this.#listAbort;
        try {
            const page = await this.options
                .api()
                .listConversations({ ...activeFilters(s.filters), pageSize: size, cursor: s.nextCursor }, { signal: abort?.signal });
            if (abort !== this.#listAbort)
                return;
            this.#reduce({ type: 'list-loaded', threads: page.data, nextCursor: page.nextCursor, append: true });
        }
        catch (error) {
            if (!abort?.signal.aborted)
                this.options.fail(asApiError(error), 'list');
        }
        finally {
            this.#reduce({ type: 'more-loading', on: false });
        }
    }
    upsertRow(c) {
        this.#reduce({ type: 'row-upsert', conversation: c });
    }
    patchRow(id, patch) {
        this.#reduce({ type: 'row-patch', id, patch });
    }
    // ------------------------------------------------------------------ threads
    /** Closes the open thread (aborting its loads); the cache keeps it. */
    deselect() {
        this.#abortThread();
        this.#reduce({ type: 'select', id: undefined, thread: undefined });
    }
    #abortThread() {
        this.#threadAbort?.abort();
    }
    /**
     * Starts opening a thread (`pair:from|to` opens by numbers): the open one's loads stop; a cached ready thread is
     * shown at once (`ready`), else a loading one whose messages `store-actions.ts` fetches (`loading`, with the signal
     * that another open aborts), ending in `opened` or `openFailed`.
     */
    beginOpen(id) {
        this.#abortThread();
        const abort = (this.#threadAbort = new AbortController());
        const cached = this.#cache.get(id);
        if (cached?.status === 'ready') {
            this.#reduce({ type: 'select', id, thread: cached });
            return { ready: cached };
        }
        const loading = {
            id,
            conversation: this.#state.threads.find((t) => t.id === id),
            messages: [],
            nextCursor: null,
            status: 'loading',
            older: 'idle',
            pending: cached?.pending ?? [],
        };
        this.#reduce({ type: 'select', id, thread: loading });
        return { loading, signal: abort.signal };
    }
    /** A thread opened as `id` has loaded: shown if it is still the one selected, else only cached. */
    opened(id, ready, merge) {
        this.#merge = merge;
        if (this.#state.selectedId !== id) {
            this.#reduce({ type: 'thread', thread: ready });
            return undefined;
        }
        this.#reduce({ type: 'select', id: ready.id, thread: ready });
        this.#reduce({ type: 'thread', thread: ready });
        return ready;
    }
    /** A thread opened as `id` could not be loaded: shown with its error (and Retry); reported if the user opened it. */
    openFailed(id, loading, error, report) {
        const failed = { ...loading, status: 'error', error: asApiError(error) };
        this.#reduce({ type: 'select', id, thread: failed });
        if (report)
            this.options.fail(failed.error, 'thread', id);
    }
    /** Stores a thread's new state (shown if it is the open one). */
    putThread(thread) {
        this.#reduce({ type: 'thread', thread });
    }
    /** Forgets cached threads (all, or all but `keep`). */
    forget(keep) {
        this.#reduce({ type: 'forget', keep });
    }
    /** Forgets one cached thread (to load it again). */
    drop(id) {
        this.#reduce({ type: 'forget', only: id });
    }
    /** Forgets everything after a new client or a retry; the open thread is closed. */
    reset() {
        this.#listAbort?.abort();
        this.#abortThread();
        this.#reduce({ type: 'forget' });
        this.#reduce({ type: 'select', id: undefined, thread: undefined });
    }
    /** After a gap in the stream: the list's first page again, and no cached thread but the open one (whose newest page the pane's `ThreadPaging` loads again). */
    resync() {
        void this.loadList(true);
        this.forget(this.#state.thread?.id);
    }
    /** Notes saved: the row and the cached thread carry them (without re-rendering the open thread). */
    notesSaved(c) {
        this.patchRow(c.id, { notes: c.notes });
        const t = this.#cache.get(c.id);
        if (t?.conversation)
            this.#cache.set(c.id, { ...t, conversation: { ...t.conversation, notes: c.notes } });
    }
    hostDisconnected() {
        this.#listAbort?.abort();
        this.#abortThread();
    }
}
