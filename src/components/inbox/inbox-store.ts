/**
 * The inbox's data: the thread list (filters, paging), the open thread, a small cache of recently opened threads,
 * re-sync after a gap (what a live event does is `live-events.ts`, a lazy part). Every change of state goes through
 * `#set` (one place, as stream-chat-react's `channelState.ts`), which stores the next state and asks the host to
 * render; each change is a method of its own (a switch over action objects cost the first screen ~1.1 kB minified,
 * 0.26 kB gzip). Loads take an `AbortSignal`:
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
  /**
   * The search the rows shown answer: the box's query is set as it is typed, and asked for a moment later, so until
   * its answer is in the rows are those of the one before.
   */
  readonly listQuery?: string | undefined;
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

  /** Stores the next state, `patch` over the current one, and asks the host to render. */
  #set(patch: Partial<InboxState>): void {
    this.#state = { ...this.#state, ...patch };
    this.host.requestUpdate();
  }

  /** Keeps `thread` as the most recently used (the Map's order is the recently-used order). */
  #touch(thread: ThreadState): void {
    this.#cache.delete(thread.id);
    this.#cache.set(thread.id, thread);
  }

  /** Reads the claims of the token in use (cleared with `undefined` while another client takes over). */
  readClaims(token: string | undefined): void {
    this.#set({ claims: tokenInfo(token) });
  }

  // ------------------------------------------------------------------ list

  setFilters(patch: Filters): void {
    this.#set({ filters: { ...this.#state.filters, ...patch } });
  }

  /** Shows another view (Open, Mine, …); the list loads for it (`loadList`). */
  setView(view: InboxView): void {
    this.#set({ view });
  }

  setCounts(counts: ConversationCounts | undefined): void {
    this.#set({ counts });
  }

  /** The list's request filters: the user's and the host's, with the view's. */
  #request(): Filters {
    const s = this.#state;
    return { ...activeFilters(s.filters), ...viewFilters(s.view, s.filters) };
  }

  /**
   * A page of the list has loaded: the list (`append`: its rows after those shown, none twice), answering `listQuery`.
   */
  #loaded(
    page: { data: Conversation[]; nextCursor: string | null },
    append: boolean,
    listQuery = this.#state.listQuery,
  ): void {
    const s = this.#state;
    const known = append ? new Set(s.threads.map((t) => t.id)) : undefined;
    const threads = known ? [...s.threads, ...page.data.filter((t) => !known.has(t.id))] : page.data;
    this.#set({ threads, nextCursor: page.nextCursor, listStatus: 'ready', listQuery });
  }

  /** Loads the list's first page; `signal` (a debounced search's) aborts it too. */
  async loadList(quiet = false, signal?: AbortSignal): Promise<void> {
    this.#listAbort?.abort();
    const abort = (this.#listAbort = new AbortController());
    signal?.addEventListener('abort', () => abort.abort(), { once: true });
    this.#set({ listStatus: 'loading', listError: undefined });
    try {
      // One request per load, the page's head start's (or token route's) answer adopted for the first: the same body.
      const request = this.#request();
      const page = await listConversations(
        this.options.api(),
        { ...request, pageSize: PAGE_SIZE },
        { signal: abort.signal },
      );
      if (abort.signal.aborted) return;
      this.#loaded(page, false, request.query);
    } catch (error) {
      if (abort.signal.aborted) return;
      this.#set({ listStatus: 'error', listError: asApiError(error) });
      if (!quiet) this.options.fail(this.#state.listError!, 'list');
    }
  }

  /** The list's next page (when its end comes near). */
  async loadMore(): Promise<void> {
    const s = this.#state;
    if (!s.nextCursor || s.loadingMore || s.listStatus !== 'ready') return;
    this.#set({ loadingMore: true });
    const abort = this.#listAbort;
    try {
      const page = await listConversations(
        this.options.api(),
        { ...this.#request(), pageSize: PAGE_SIZE, cursor: s.nextCursor },
        { signal: abort?.signal },
      );
      if (abort !== this.#listAbort) return;
      this.#loaded(page, true);
    } catch (error) {
      if (!abort?.signal.aborted) this.options.fail(asApiError(error), 'list');
    } finally {
      this.#set({ loadingMore: false });
    }
  }

  /** The list's rows as a live change left them (`row-order.ts` `upsertRow`: where a changed thread goes). */
  setRows(threads: readonly Conversation[]): void {
    this.#set({ threads });
  }

  patchRow(id: string, patch: Partial<Conversation>): void {
    this.#set({ threads: this.#state.threads.map((t) => (t.id === id ? { ...t, ...patch } : t)) });
  }

  // ------------------------------------------------------------------ threads

  /** Shows `thread` as the open one (`id`), or none; a ready one is the most recently used. */
  #select(id: string | undefined, thread: ThreadState | undefined): void {
    this.#set({ selectedId: id, thread });
    if (thread?.status === 'ready') this.#touch(thread);
  }

  /** Closes the open thread (aborting its loads); the cache keeps it. */
  deselect(): void {
    this.#abortThread();
    this.#select(undefined, undefined);
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
      this.#select(id, cached);
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
    this.#select(id, loading);
    return { loading, signal: abort.signal };
  }

  /** A thread opened as `id` has loaded: shown if it is still the one selected, else only cached. */
  opened(id: string, ready: ThreadState, merge: ThreadView['merge']): ThreadState | undefined {
    this.#merge = merge;
    if (this.#state.selectedId !== id) {
      this.putThread(ready);
      return undefined;
    }
    this.#select(ready.id, ready);
    this.putThread(ready);
    return ready;
  }

  /** A thread opened as `id` could not be loaded: shown with its error (and Retry); reported if the user opened it. */
  openFailed(id: string, loading: ThreadState, error: unknown, report: boolean): void {
    const failed: ThreadState = { ...loading, status: 'error', error: asApiError(error) };
    this.#select(id, failed);
    if (report) this.options.fail(failed.error!, 'thread', id);
  }

  /** Stores a thread's new state (shown if it is the open one). */
  putThread(thread: ThreadState): void {
    const s = this.#state;
    this.#touch(thread);
    // Keep a few threads for instant switching back, not every thread ever opened (each may hold 10 000 messages).
    for (const [id, cached] of this.#cache) {
      if (this.#cache.size <= MAX_CACHED_THREADS) break;
      if (id !== s.selectedId && !cached.pending.length) this.#cache.delete(id);
    }
    if (s.thread?.id === thread.id || s.selectedId === thread.id) this.#set({ thread });
  }

  /** Forgets cached threads (all, or all but `keep`). */
  forget(keep?: string): void {
    for (const id of [...this.#cache.keys()]) if (id !== keep) this.#cache.delete(id);
  }

  /** Forgets one cached thread (to load it again). */
  drop(id: string): void {
    this.#cache.delete(id);
  }

  /** Forgets everything after a new client or a retry; the open thread is closed. */
  reset(): void {
    this.#listAbort?.abort();
    this.#abortThread();
    this.forget();
    this.#select(undefined, undefined);
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
