/**
 * The open customer's threads with every sender and channel (`conversations/list {to}`, DESIGN §10): asked for once
 * per customer opened and kept current by the event stream. The header's "Also with" and the contact panel both show
 * this one copy, so they never disagree and the customer costs one request. Only the open customer's threads are
 * kept: events are followed for them alone, so a copy of another customer's could go stale unseen.
 * It comes with the thread pane's chunk.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Conversation } from '../../schemas/conversations.js';
import type { InboxStore } from './inbox-store.js';
import { listConversations } from '../../api/conversations.js';

interface Entry {
  to: string;
  /** Newest activity first; undefined while asked for. */
  threads: readonly Conversation[] | undefined;
  failed: boolean;
  abort: AbortController;
  /** Changes the stream brought while the list was being asked for, applied to the answer. */
  pending: Conversation[];
}

/** Puts `c` in `threads` (replacing the same id), newest activity first, as the service lists them. */
function upsert(threads: readonly Conversation[], c: Conversation): Conversation[] {
  return [...threads.filter((t) => t.id !== c.id), c].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
}

export class CustomerThreads implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #store: InboxStore;
  #entry: Entry | undefined;

  constructor(host: ReactiveControllerHost, store: InboxStore) {
    this.#host = host;
    this.#store = store;
    host.addController(this);
  }

  /** Another customer's thread is open, or none: their threads are let go (and an unanswered request dropped). */
  hostUpdate(): void {
    const entry = this.#entry;
    if (!entry) return;
    const thread = this.#store.state.thread;
    // A thread opened by id has no conversation until it loads: it may be the same customer's, so the copy stays.
    if (thread && (!thread.conversation || thread.conversation.to === entry.to)) return;
    entry.abort.abort();
    this.#entry = undefined;
  }

  /**
   * The customer's threads: a list (the open one included), `null` while asked for (or about to be: the thread has
   * just opened), `undefined` when they cannot be had (no `conversations:read`, or the request failed).
   */
  of(to: string): readonly Conversation[] | null | undefined {
    const entry = this.#entry;
    if (!this.#store.can('conversations:read') || (entry?.to === to && entry.failed)) return undefined;
    return (entry?.to === to && entry.threads) || null;
  }

  /** A thread of customer `to` is open: their threads are asked for unless already known (a failure is asked again). */
  async load(to: string): Promise<void> {
    const store = this.#store;
    if ((this.#entry?.to === to && !this.#entry.failed) || !store.can('conversations:read')) return;
    this.#entry?.abort.abort();
    const entry: Entry = { to, threads: undefined, failed: false, abort: new AbortController(), pending: [] };
    this.#entry = entry;
    this.#host.requestUpdate();
    try {
      const page = await listConversations(store.api(), { to, pageSize: 100 }, { signal: entry.abort.signal });
      entry.threads = entry.pending.reduce(upsert, page.data);
    } catch {
      // The header leaves its switcher out; the contact panel, given nothing, asks for itself and shows its own error.
      entry.failed = true;
    }
    entry.pending = [];
    if (this.#entry === entry) this.#host.requestUpdate();
  }

  /** The stream says a conversation was created or changed: if it is this customer's, the list follows. */
  changed(c: Conversation): void {
    const entry = this.#entry;
    if (entry?.to !== c.to) return;
    if (!entry.threads) {
      entry.pending.push(c);
      return;
    }
    entry.threads = upsert(entry.threads, c);
    this.#host.requestUpdate();
  }
}
