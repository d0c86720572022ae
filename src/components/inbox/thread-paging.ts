/**
 * The open thread's history beyond its first page: older pages (the log scrolled near its top, Retry), the history
 * around a search match with newer pages below it and "Back to newest", and re-sync after a gap in the live stream. A part of the thread pane's chunk (size
 * budgets): none of it can run before a thread is ready, and a thread is ready only once the pane has arrived.
 *
 * Older pages and re-syncs run one at a time (a new run aborts the one in flight), and every run is aborted when the
 * open thread changes or closes (`InboxStore.threadSignal`), so an answer for a thread left behind never lands.
 */
import { listMessagesAround, listMessagesFrom } from '../../api/team.js';
import { asApiError, type InboxStore } from './inbox-store.js';
import { PAGE_SIZE } from './list-request.js';
import { mergeMessages } from './merge-messages.js';
import { getConversation, listMessages } from '../../api/conversations.js';

/** Messages loaded around a search match: about a screen and a half each side of it on a large display. */
const AROUND_SIZE = 50;

export class ThreadPaging {
  readonly #store: InboxStore;
  #older: AbortController | undefined;
  #resync: AbortController | undefined;
  #newer: AbortController | undefined;
  /** The thread shown from a search match, and the cursor of the messages newer than those loaded (null: none). */
  #detached: { id: string; cursor: string | null } | undefined;

  constructor(store: InboxStore) {
    this.#store = store;
  }

  /** The open thread's next older page (one at a time; a thread switch aborts it). */
  loadOlder(): void {
    const store = this.#store;
    const thread = store.state.thread;
    if (!thread || thread.status !== 'ready' || !thread.nextCursor || thread.older === 'loading') return;
    const { id, nextCursor: cursor } = thread;
    store.putThread({ ...thread, older: 'loading' });
    const { signal } = (this.#older = this.#start(this.#older));
    listMessages(store.api(), id, { pageSize: PAGE_SIZE, cursor }, { signal }).then(
      (page) => {
        const current = store.cached(id);
        if (!signal.aborted && current)
          store.putThread({
            ...current,
            messages: mergeMessages(current.messages, page.data),
            nextCursor: page.nextCursor,
            older: 'idle',
          });
      },
      (error: unknown) => {
        const current = store.cached(id);
        if (current?.older === 'loading') store.putThread({ ...current, older: signal.aborted ? 'idle' : 'error' });
        if (!signal.aborted) store.fail(asApiError(error), 'older', id);
      },
    );
  }

  /** After a gap in the stream: the open thread's newest page again (the store reloads the list). */
  resync(): void {
    const store = this.#store;
    const thread = store.state.thread;
    if (thread?.status !== 'ready') return;
    const { id } = thread;
    const { signal } = (this.#resync = this.#start(this.#resync));
    getConversation(store.api(), id, { signal }).then(
      ({ messages, ...conversation }) => {
        const current = store.cached(id);
        if (signal.aborted || !current) return;
        // A log opened at a search match keeps its stretch: the newest page would leave a hole above it.
        if (this.detached) return store.putThread({ ...current, conversation });
        const page = messages?.data ?? [];
        const overlaps = page.some((m) => current.messages.some((x) => x.id === m.id)) || !current.messages.length;
        // Without overlap there may be a hole between what we show and the new page: start again from it.
        store.putThread({
          ...current,
          conversation,
          messages: overlaps ? mergeMessages(current.messages, page) : mergeMessages([], page),
          nextCursor: overlaps ? current.nextCursor : (messages?.nextCursor ?? null),
        });
      },
      () => {
        // The next event or re-sync tries again.
      },
    );
  }

  /**
   * Pages older messages of the open thread until `messageId` is loaded, for at most `maxPages` pages of 100 (the
   * reader's first unread a few pages back). Resolves whether it is there; a thread switch stops it.
   */
  async loadBack(messageId: string, maxPages = 4): Promise<boolean> {
    const store = this.#store;
    const signal = store.threadSignal;
    for (let i = 0; ; i++) {
      const thread = store.state.thread;
      if (!thread || thread.status !== 'ready' || signal !== store.threadSignal || signal?.aborted) return false;
      if (thread.messages.some((m) => m.id === messageId)) return true;
      if (!thread.nextCursor || i === maxPages) return false;
      const page = await listMessages(store.api(), thread.id, { pageSize: 100, cursor: thread.nextCursor }, { signal });
      const current = store.cached(thread.id);
      if (!current || signal?.aborted) return false;
      store.putThread({
        ...current,
        messages: mergeMessages(current.messages, page.data),
        nextCursor: page.nextCursor,
      });
    }
  }

  /**
   * Shows the history around `messageId` (a search match, however deep in the thread: one request, not a page walk
   * back to it) in place of the newest messages, which "Back to newest" brings again. Resolves whether it is there;
   * a thread switch stops it. Newer pages then load as the reader scrolls down (`loadNewer`).
   */
  async loadAround(messageId: string): Promise<boolean> {
    const store = this.#store;
    const thread = store.state.thread;
    if (!thread || thread.status !== 'ready') return false;
    if (thread.messages.some((m) => m.id === messageId)) return true;
    const { id } = thread;
    const { signal } = (this.#older = this.#start(this.#older));
    this.#newer?.abort();
    const page = await listMessagesAround(store.api(), id, messageId, AROUND_SIZE, { signal });
    const current = store.cached(id);
    if (!current || signal.aborted || !page.data.some((m) => m.id === messageId)) return false;
    this.#detached = { id, cursor: page.prevCursor ?? null };
    store.putThread({ ...current, messages: mergeMessages([], page.data), nextCursor: page.nextCursor, older: 'idle' });
    return true;
  }

  /**
   * Whether the log shows a stretch of the open thread's history that stops short of its newest message (opened at a
   * search match): its end is not the thread's end, so reaching it neither reads the thread nor sticks to it.
   */
  get detached(): boolean {
    const d = this.#detached;
    return !!d && d.cursor !== null && d.id === this.#store.state.thread?.id;
  }

  /** The next newer page of a detached log (one at a time); the log is the thread's end again after the last. */
  loadNewer(): void {
    const store = this.#store;
    const d = this.#detached;
    const thread = store.state.thread;
    if (!d?.cursor || thread?.id !== d.id || thread.status !== 'ready' || this.#newer) return;
    const newer = (this.#newer = this.#start(undefined));
    const { signal } = newer;
    listMessagesFrom(store.api(), d.id, d.cursor, PAGE_SIZE, { signal })
      .then(
        (page) => {
          const current = store.cached(d.id);
          if (signal.aborted || !current || this.#detached !== d) return;
          this.#detached = { id: d.id, cursor: page.prevCursor ?? null };
          store.putThread({ ...current, messages: mergeMessages(current.messages, page.data) });
        },
        (error: unknown) => {
          if (!signal.aborted) store.fail(asApiError(error), 'older', d.id);
        },
      )
      .finally(() => {
        if (this.#newer === newer) this.#newer = undefined;
      });
  }

  /** "Back to newest": the open thread's newest page in place of the stretch a search match opened. */
  async backToNewest(): Promise<void> {
    const store = this.#store;
    const thread = store.state.thread;
    if (thread?.status !== 'ready') return;
    const { id } = thread;
    const { signal } = (this.#older = this.#start(this.#older));
    this.#newer?.abort();
    const { messages, ...conversation } = await getConversation(store.api(), id, { signal });
    const current = store.cached(id);
    if (signal.aborted || !current) return;
    this.#detached = undefined;
    store.putThread({
      ...current,
      conversation,
      messages: mergeMessages([], messages?.data ?? []),
      nextCursor: messages?.nextCursor ?? null,
      older: 'idle',
    });
  }

  /** Aborts the previous run of a kind; the next one is aborted too when the open thread changes or closes. */
  #start(previous: AbortController | undefined): AbortController {
    previous?.abort();
    const run = new AbortController();
    const thread = this.#store.threadSignal;
    if (thread?.aborted) run.abort();
    else thread?.addEventListener('abort', () => run.abort(), { once: true });
    return run;
  }
}
