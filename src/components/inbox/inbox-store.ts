/**
 * The inbox's data: the thread list (filters, paging), the open thread, a small cache of recently opened threads,
 * re-sync after a gap (what a live event does is `live-events.ts`, a lazy part). Every change goes through `#reduce` (one place, as stream-chat-react's
 * `channelState.ts`), which stores the next state and asks the host to render. Loads take an `AbortSignal`:
 * a newer list load, another thread, or a newer page aborts the older one, so no stale answer lands.
 * Older pages and re-syncs of the open thread are the thread pane's (`thread-paging.ts`), stopped by `threadSignal`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import { isApiError, ApiError } from '../../api/errors.js';
import type { InboxErrorAction } from '../../events/parley-error.js';
import type { Conversation, ConversationCounts } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import type { Note, Presence } from '../../schemas/notes.js';
import { PAGE_SIZE, activeFilters, viewFilters, type InboxView } from './list-request.js';
import { tokenInfo, type Filters, type PendingSend, type ThreadState, type TokenInfo } from './model.js';
import { listConversations } from '../../api/conversation-list.js';

export type { Filters, PendingSend, ThreadState };

/** What failed, in `parley-error`'s `action`. */
export type InboxAction = InboxErrorAction;

export interface InboxState {
  /** The list shown, newest activity first. */
  readonly threads: readonly Conversation[];
  readonly listStatus: 'idle' | 'loading' | 'ready' | 'error';
  readonly listError: ApiError | undefined;
  readonly loadingMore: boolean;
  /** Cursor of the list's next page; null at the end. */
  readonly nextCursor: string | null;
  readonly filters: Filters;
  /** The view the list shows (Open, Mine, …: `VIEWS`); its filters join `filters` in the list's requests. */
  readonly view: InboxView;
  /** How many threads each view holds for this user (`POST /conversations/counts`), once loaded. */
  readonly counts: ConversationCounts | undefined;
  /** The open thread's id (`pair:from|to` while opening by numbers). */
  readonly selectedId: string | undefined;
  readonly thread: ThreadState | undefined;
  /** What the UI needs of the embed token's claims (the user, the scopes). */
  readonly claims: TokenInfo;
}

type Action =
  | { type: 'filters'; patch: Filters }
  | { type: 'view'; view: InboxView }
  | { type: 'counts'; counts: ConversationCounts | undefined }
  | { type: 'list-loading' }
  | { type: 'list-loaded'; threads: Conversation[]; nextCursor: string | null; append: boolean }
  | { type: 'list-failed'; error: ApiError }
  | { type: 'more-loading'; on: boolean }
  | { type: 'rows'; threads: readonly Conversation[] }
  | { type: 'row-patch'; id: string; patch: Partial<Conversation> }
  | { type: 'select'; id: string | undefined; thread: ThreadState | undefined }
  | { type: 'thread'; thread: ThreadState }
  | { type: 'claims'; claims: TokenInfo }
  | { type: 'forget'; keep?: string | undefined; only?: string | undefined };

const MAX_CACHED_THREADS = 8;

export function asApiError(error: unknown): ApiError {
  return isApiError(error)
    ? error
    : new ApiError({ status: 0, kind: 'network', message: String((error as Error)?.message ?? error), cause: error });
}

export interface InboxStoreOptions {
  api(): ApiTransport;
  /** Reports a failure the user caused (the element turns it into `parley-error`). */
  fail(error: ApiError, action: InboxAction, conversationId?: string): void;
}

/** What showing a thread needs besides its messages (the inbox's thread pane): it merges pages and live messages. */
export interface ThreadView {
  merge(existing: Message[], incoming: readonly Message[]): Message[];
}

/** What a live event meant for the open thread, for the element's announcements and read state. */
export interface Applied {
  /** A new inbound message in the open thread. */
  inbound?: Message;
  /** The open thread's conversation changed (notes, unread count). */
  conversation?: { previous: Conversation | undefined; next: Conversation };
  /** The other side is typing in the open thread. */
  typing?: boolean;
  /** A note of the open thread was added, edited or deleted (by anyone, this user's other tabs included). */
  note?: { change: 'created' | 'updated' | 'deleted'; note: Note };
  /** A teammate's presence in the open thread. */
  presence?: Presence;
  /** A conversation of the open thread's customer was created or changed (any sender or channel). */
  customer?: Conversation;
}

/**
 * Where a test harness or bench that installed it (`globalThis[Symbol.for('parley.inboxStores')] = new WeakMap()`)
 * finds each element's store, to read what the element shows without the element or this module publishing it.
 * Nothing is recorded on a page that did not install it.
 */
const PROBE = Symbol.for('parley.inboxStores');

export class InboxStore implements ReactiveController {
  #state: InboxState = {
    threads: [],
    listStatus: 'idle',
    listError: undefined,
    loadingMore: false,
    nextCursor: null,
    filters: {},
    view: 'open',
    counts: undefined,
    selectedId: undefined,
    thread: undefined,
    claims: {},
  };
  /** Recently opened threads, least recently used first (the Map's order). */
  readonly #cache = new Map<string, ThreadState>();
  #listAbort: AbortController | undefined;
  #threadAbort: AbortController | undefined;
  /** The thread view's merge, once a view has arrived (every ready thread was opened with one). */
  #merge: ThreadView['merge'] | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: InboxStoreOptions,
  ) {
    host.addController(this);
    (globalThis as { [PROBE]?: WeakMap<object, InboxStore> })[PROBE]?.set(host, this);
  }

  get state(): InboxState {
    return this.#state;
  }

  /** The API client in use (the element's: built from its attributes or given). */
  api(): ApiTransport {
    return this.options.api();
  }

  /** Reports a failure the user caused; the element turns it into `parley-error` (or the session-lost banner). */
  fail(error: ApiError, action: InboxAction, conversationId?: string): void {
    this.options.fail(error, action, conversationId);
  }

  /** The token allows `scope` (or its scopes are not known: an opaque token). Controls for scopes it lacks are hidden. */
  can(scope: string): boolean {
    const { scopes } = this.#state.claims;
    return !scopes || scopes.has(scope);
  }

  /** A cached thread by id. */
  cached(id: string): ThreadState | undefined {
    return this.#cache.get(id);
  }

  /** Messages asked for per page. */
  readonly pageSize = PAGE_SIZE;

  /** Merges pages and live messages, once a thread view has arrived (live events before it change rows only). */
  get merge(): ThreadView['merge'] | undefined {
    return this.#merge;
  }

  /** Aborted when the open thread changes or closes: loads for it (`ThreadPaging`'s) stop. */
  get threadSignal(): AbortSignal | undefined {
    return this.#threadAbort?.signal;
  }

  // ------------------------------------------------------------------ the one place state changes

  #reduce(action: Action): void {
    const s = this.#state;
    let next: InboxState = s;
    switch (action.type) {
      case 'filters':
        next = { ...s, filters: { ...s.filters, ...action.patch } };
        break;
      case 'view':
        next = { ...s, view: action.view };
        break;
      case 'counts':
        next = { ...s, counts: action.counts };
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
      case 'rows':
        next = { ...s, threads: action.threads };
        break;
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
          if (this.#cache.size <= MAX_CACHED_THREADS) break;
          if (id !== s.selectedId && !cached.pending.length) this.#cache.delete(id);
        }
        if (s.thread?.id === t.id || s.selectedId === t.id) next = { ...s, thread: t };
        break;
      }
      case 'claims':
        next = { ...s, claims: action.claims };
        break;
      case 'forget':
        if (action.only !== undefined) this.#cache.delete(action.only);
        else for (const id of [...this.#cache.keys()]) if (id !== action.keep) this.#cache.delete(id);
        break;
    }
    if (next !== s) {
      this.#state = next;
      this.host.requestUpdate();
    }
  }

  /** Reads the claims of the token in use (cleared with `undefined` while another client takes over). */
  readClaims(token: string | undefined): void {
    this.#reduce({ type: 'claims', claims: tokenInfo(token) });
  }

  // ------------------------------------------------------------------ list

  setFilters(patch: Filters): void {
    this.#reduce({ type: 'filters', patch });
  }

  /** Shows another view (Open, Mine, …); the list loads for it (`loadList`). */
  setView(view: InboxView): void {
    this.#reduce({ type: 'view', view });
  }

  setCounts(counts: ConversationCounts | undefined): void {
    this.#reduce({ type: 'counts', counts });
  }

  /** The list's request filters: the user's and the host's, with the view's. */
  #request(): Filters {
    const s = this.#state;
    return { ...activeFilters(s.filters), ...viewFilters(s.view, s.filters) };
  }

  /** Loads the list's first page; `signal` (a debounced search's) aborts it too. */
  async loadList(quiet = false, signal?: AbortSignal): Promise<void> {
    this.#listAbort?.abort();
    const abort = (this.#listAbort = new AbortController());
    signal?.addEventListener('abort', () => abort.abort(), { once: true });
    this.#reduce({ type: 'list-loading' });
    try {
      // One request per load, the page's head start's (or token route's) answer adopted for the first: the same body.
      const page = await listConversations(
        this.options.api(),
        { ...this.#request(), pageSize: PAGE_SIZE },
        { signal: abort.signal },
      );
      if (abort.signal.aborted) return;
      this.#reduce({ type: 'list-loaded', threads: page.data, nextCursor: page.nextCursor, append: false });
    } catch (error) {
      if (abort.signal.aborted) return;
      this.#reduce({ type: 'list-failed', error: asApiError(error) });
      if (!quiet) this.options.fail(this.#state.listError!, 'list');
    }
  }

  /** The list's next page (when its end comes near). */
  async loadMore(): Promise<void> {
    const s = this.#state;
    if (!s.nextCursor || s.loadingMore || s.listStatus !== 'ready') return;
    this.#reduce({ type: 'more-loading', on: true });
    const abort = this.#listAbort;
    try {
      const page = await listConversations(
        this.options.api(),
        { ...this.#request(), pageSize: PAGE_SIZE, cursor: s.nextCursor },
        { signal: abort?.signal },
      );
      if (abort !== this.#listAbort) return;
      this.#reduce({ type: 'list-loaded', threads: page.data, nextCursor: page.nextCursor, append: true });
    } catch (error) {
      if (!abort?.signal.aborted) this.options.fail(asApiError(error), 'list');
    } finally {
      this.#reduce({ type: 'more-loading', on: false });
    }
  }

  /** The list's rows as a live change left them (`row-order.ts` `upsertRow`: where a changed thread goes). */
  setRows(threads: readonly Conversation[]): void {
    this.#reduce({ type: 'rows', threads });
  }

  patchRow(id: string, patch: Partial<Conversation>): void {
    this.#reduce({ type: 'row-patch', id, patch });
  }

  // ------------------------------------------------------------------ threads

  /** Closes the open thread (aborting its loads); the cache keeps it. */
  deselect(): void {
    this.#abortThread();
    this.#reduce({ type: 'select', id: undefined, thread: undefined });
  }

  #abortThread(): void {
    this.#threadAbort?.abort();
  }

  /**
   * Starts opening a thread (`pair:from|to` opens by numbers): the open one's loads stop; a cached ready thread is
   * shown at once (`ready`), else a loading one whose messages `store-actions.ts` fetches (`loading`, with the signal
   * that another open aborts), ending in `opened` or `openFailed`.
   */
  beginOpen(id: string): { ready: ThreadState } | { loading: ThreadState; signal: AbortSignal } {
    this.#abortThread();
    const abort = (this.#threadAbort = new AbortController());
    const cached = this.#cache.get(id);
    if (cached?.status === 'ready') {
      this.#reduce({ type: 'select', id, thread: cached });
      return { ready: cached };
    }
    const loading: ThreadState = {
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
  opened(id: string, ready: ThreadState, merge: ThreadView['merge']): ThreadState | undefined {
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
  openFailed(id: string, loading: ThreadState, error: unknown, report: boolean): void {
    const failed: ThreadState = { ...loading, status: 'error', error: asApiError(error) };
    this.#reduce({ type: 'select', id, thread: failed });
    if (report) this.options.fail(failed.error!, 'thread', id);
  }

  /** Stores a thread's new state (shown if it is the open one). */
  putThread(thread: ThreadState): void {
    this.#reduce({ type: 'thread', thread });
  }

  /** Forgets cached threads (all, or all but `keep`). */
  forget(keep?: string): void {
    this.#reduce({ type: 'forget', keep });
  }

  /** Forgets one cached thread (to load it again). */
  drop(id: string): void {
    this.#reduce({ type: 'forget', only: id });
  }

  /** Forgets everything after a new client or a retry; the open thread is closed. */
  reset(): void {
    this.#listAbort?.abort();
    this.#abortThread();
    this.#reduce({ type: 'forget' });
    this.#reduce({ type: 'select', id: undefined, thread: undefined });
  }

  /** After a gap in the stream: the list's first page again, and no cached thread but the open one (whose newest page the pane's `ThreadPaging` loads again). */
  resync(): void {
    void this.loadList(true);
    this.forget(this.#state.thread?.id);
  }

  hostDisconnected(): void {
    this.#listAbort?.abort();
    this.#abortThread();
  }
}
