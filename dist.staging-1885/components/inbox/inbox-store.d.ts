/**
 * The inbox's data: the thread list (filters, paging), the open thread, a small cache of recently opened threads,
 * re-sync after a gap (what a live event does is `live-events.ts`, a lazy part). Every change goes through `#reduce` (one place, as stream-chat-react's
 * `channelState.ts`), which stores the next state and asks the host to render. Loads take an `AbortSignal`:
 * a newer list load, another thread, or a newer page aborts the older one, so no stale answer lands.
 * Older pages and re-syncs of the open thread are the thread pane's (`thread-paging.ts`), stopped by `threadSignal`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ParleyClient } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import type { InboxErrorAction } from '../../events/parley-error.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import type { Note, Presence } from '../../schemas/notes.js';
import { type Filters, type PendingSend, type ThreadState, type TokenInfo } from './model.js';
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
    /** The open thread's id (`pair:from|to` while opening by numbers). */
    readonly selectedId: string | undefined;
    readonly thread: ThreadState | undefined;
    /** What the UI needs of the embed token's claims (the user, the scopes). */
    readonly claims: TokenInfo;
}
export declare function asApiError(error: unknown): ApiError;
export interface InboxStoreOptions {
    api(): ParleyClient;
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
    conversation?: {
        previous: Conversation | undefined;
        next: Conversation;
    };
    /** The other side is typing in the open thread. */
    typing?: boolean;
    /** A note of the open thread was added, edited or deleted (by anyone, this user's other tabs included). */
    note?: {
        change: 'created' | 'updated' | 'deleted';
        note: Note;
    };
    /** A teammate's presence in the open thread. */
    presence?: Presence;
    /** A conversation of the open thread's customer was created or changed (any sender or channel). */
    customer?: Conversation;
}
export declare class InboxStore implements ReactiveController {
    #private;
    private readonly host;
    private readonly options;
    constructor(host: ReactiveControllerHost, options: InboxStoreOptions);
    get state(): InboxState;
    /** The API client in use (the element's: built from its attributes or given). */
    api(): ParleyClient;
    /** Reports a failure the user caused; the element turns it into `parley-error` (or the session-lost banner). */
    fail(error: ApiError, action: InboxAction, conversationId?: string): void;
    /** The token allows `scope` (or its scopes are not known: an opaque token). Controls for scopes it lacks are hidden. */
    can(scope: string): boolean;
    /** A cached thread by id. */
    cached(id: string): ThreadState | undefined;
    /** Merges pages and live messages, once a thread view has arrived (live events before it change rows only). */
    /** Messages asked for per page. */
    readonly pageSize = 50;
    get merge(): ThreadView['merge'] | undefined;
    /** Aborted when the open thread changes or closes: loads for it (`ThreadPaging`'s) stop. */
    get threadSignal(): AbortSignal | undefined;
    /** Reads the claims of the token in use (cleared with `undefined` while another client takes over). */
    readClaims(token: string | undefined): void;
    setFilters(patch: Filters): void;
    /** Loads the list's first page; `signal` (a debounced search's) aborts it too. */
    loadList(quiet?: boolean, signal?: AbortSignal): Promise<void>;
    /** The list's next page (`size` threads: the rest of the first page after its first rows). */
    loadMore(size?: number): Promise<void>;
    upsertRow(c: Conversation): void;
    patchRow(id: string, patch: Partial<Conversation>): void;
    /** Closes the open thread (aborting its loads); the cache keeps it. */
    deselect(): void;
    /**
     * Starts opening a thread (`pair:from|to` opens by numbers): the open one's loads stop; a cached ready thread is
     * shown at once (`ready`), else a loading one whose messages `store-actions.ts` fetches (`loading`, with the signal
     * that another open aborts), ending in `opened` or `openFailed`.
     */
    beginOpen(id: string): {
        ready: ThreadState;
    } | {
        loading: ThreadState;
        signal: AbortSignal;
    };
    /** A thread opened as `id` has loaded: shown if it is still the one selected, else only cached. */
    opened(id: string, ready: ThreadState, merge: ThreadView['merge']): ThreadState | undefined;
    /** A thread opened as `id` could not be loaded: shown with its error (and Retry); reported if the user opened it. */
    openFailed(id: string, loading: ThreadState, error: unknown, report: boolean): void;
    /** Stores a thread's new state (shown if it is the open one). */
    putThread(thread: ThreadState): void;
    /** Forgets cached threads (all, or all but `keep`). */
    forget(keep?: string): void;
    /** Forgets one cached thread (to load it again). */
    drop(id: string): void;
    /** Forgets everything after a new client or a retry; the open thread is closed. */
    reset(): void;
    /** After a gap in the stream: the list's first page again, and no cached thread but the open one (whose newest page the pane's `ThreadPaging` loads again). */
    resync(): void;
    /** Notes saved: the row and the cached thread carry them (without re-rendering the open thread). */
    notesSaved(c: Conversation): void;
    hostDisconnected(): void;
}
