/**
 * The open thread's history beyond its first page: older pages (the log scrolled near its top, Retry), paging back to
 * a search match, and re-sync after a gap in the live stream. A part of the thread pane's chunk (size
 * budgets): none of it can run before a thread is ready, and a thread is ready only once the pane has arrived.
 *
 * Older pages and re-syncs run one at a time (a new run aborts the one in flight), and every run is aborted when the
 * open thread changes or closes (`InboxStore.threadSignal`), so an answer for a thread left behind never lands.
 */
import { asApiError, type InboxStore } from './inbox-store.js';
import { PAGE_SIZE } from './list-request.js';
import { mergeMessages } from './merge-messages.js';

export class ThreadPaging {
  readonly #store: InboxStore;
  #older: AbortController | undefined;
  #resync: AbortController | undefined;

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
    store
      .api()
      .listMessages(id, { pageSize: PAGE_SIZE, cursor }, { signal })
      .then(
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
    store
      .api()
      .getConversation(id, { signal })
      .then(
        ({ messages, ...conversation }) => {
          const current = store.cached(id);
          if (signal.aborted || !current) return;
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
   * Pages older messages of the open thread until `messageId` is loaded (a search match deep in its history; the
   * service has no "messages around" route). Resolves whether it is there; a thread switch stops it.
   */
  async loadUntil(messageId: string, maxPages = 200): Promise<boolean> {
    const store = this.#store;
    const signal = store.threadSignal;
    for (let i = 0; i <= maxPages; i++) {
      const thread = store.state.thread;
      if (!thread || thread.status !== 'ready' || signal !== store.threadSignal || signal?.aborted) return false;
      if (thread.messages.some((m) => m.id === messageId)) return true;
      if (!thread.nextCursor || i === maxPages) return false;
      const page = await store.api().listMessages(thread.id, { pageSize: 100, cursor: thread.nextCursor }, { signal });
      const current = store.cached(thread.id);
      if (!current || signal?.aborted) return false;
      store.putThread({
        ...current,
        messages: mergeMessages(current.messages, page.data),
        nextCursor: page.nextCursor,
      });
    }
    return false;
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
