/**
 * What the inbox's polite live region (`data-live="messages"`, which `<parley-inbox>` renders) reads out for the
 * thread pane: a message that came in, and a reply the service took (sent at once, on Retry, or later from the
 * outbox, in whichever thread it was written), "N new since you left" when a thread opens, a teammate's mention of
 * this user, a note this user added, what someone else changed in the open thread's status or assignee, and, from
 * the list, customers writing in other threads and threads assigned to this user by someone else. The log itself is
 * virtualized and never read out. The last few lines stay, each keyed, so a new line is a new node and is read once.
 * A reply that failed is read by the element's assertive region instead, through `store.fail` (worded by
 * `error-words.ts`).
 */
import { html, type ReactiveControllerHost } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { I18nController } from '../../i18n/index.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import type { InboxStore } from './inbox-store.js';
import { contactName, isolate } from './model.js';

interface Line {
  id: string;
  text: string;
}

/** Messages that come within this long of the first of a burst are one line ("3 new messages"). */
const BURST_MS = 1500;
/** At least this long between two lines about other threads' messages: a busy inbox is summed up, not recited. */
const QUIET_MS = 6000;

export class Announcer {
  #lines: readonly Line[] = [];
  /** What was said once (`newSince`), by key. */
  readonly #once = new Set<string>();
  #serial = 0;
  /** Customers' messages in other threads not said yet: how many, by thread. */
  readonly #arrived = new Map<string, number>();
  #arrivalTimer: ReturnType<typeof setTimeout> | undefined;
  #quietUntil = 0;
  /** The list's rows as last seen, by thread: its newest message, its time, and its assignee. */
  readonly #rows = new Map<string, { last?: string | undefined; at: string; assignee: string | null }>();
  #shown: readonly Conversation[] | undefined;
  /** The newest message time in any row seen: a thread new to the list is news only after it. */
  #newest = '';
  /** A page of the list was loading since the rows were last looked at: what it brings is not news. */
  #loaded = true;
  /** Threads this tab assigned (its own `parley-assign`), not to be told back to the user. */
  readonly #assigning = new Set<string>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly store: InboxStore,
    private readonly i18n: I18nController<InboxKey>,
  ) {}

  /** A note this user added to the open thread. */
  noteAdded(id: string): void {
    this.#say(`note:${id}`, this.i18n.t('noteAdded'));
  }

  /** A new inbound message of the open thread. */
  inbound(message: Message): void {
    const t = this.i18n.t;
    const text = message.text ?? message.rcs?.text ?? message.rcs?.card?.title ?? t('mediaMessage');
    this.#say(message.id, t('incoming', { name: this.#name(message), text }));
  }

  /**
   * A reply of this user the service took. Into a thread that is done or snoozed it stays so (only the customer's
   * message reopens one, DESIGN §13), and the line says so rather than let "sent" suggest the thread is being worked.
   */
  sent(message: Message): void {
    const id = message.conversationId;
    const status = (this.store.cached(id)?.conversation ?? this.store.state.threads.find((t) => t.id === id))?.status;
    const key = status === 'done' ? 'replySentDone' : status === 'snoozed' ? 'replySentSnoozed' : 'replySent';
    this.#say(`sent:${message.id}`, this.i18n.t(key, { name: this.#name(message) }));
  }

  /**
   * "N new since you left", once per thread and read position however often the thread is opened meanwhile; only
   * when the reader has read the thread before (`readBefore`: a read position of theirs), else "N unread messages".
   */
  newSince(count: number, key: string, readBefore: boolean): void {
    if (this.#once.has(key)) return;
    this.#once.add(key);
    this.#say(`since:${key}`, this.i18n.t(readBefore ? 'newSinceLeft' : 'unread', { count }));
  }

  /** A teammate mentioned this user in a note (in any thread). */
  mentioned(id: string, name: string, text: string): void {
    this.#say(`mention:${id}`, this.i18n.t('mentionedYou', { name: isolate(name), text }));
  }

  /** Someone else changed the open thread's status or assignee (`header-work.ts` `workChange` words it). */
  work(text: string): void {
    this.#say(`work:${++this.#serial}`, text);
  }

  /** This tab assigns thread `id` (its `parley-assign`): the change that follows is the user's own, not news. */
  assigning(id: string): void {
    this.#assigning.add(id);
  }

  /**
   * Looks at the list's rows (before each render) for news from other threads: a customer's new message (a new
   * thread, a reply, a snoozed or done thread the customer reopened), and a thread assigned to this user by someone
   * else. Only live changes count: a page the list loads (another view, a search, the next page, a re-sync) brings
   * rows that are not news, and a thread this tab assigned is the user's own doing. `open`: the open thread, whose
   * messages `inbound` says and whose changes its notice says.
   */
  watchList(open: string | undefined): void {
    const s = this.store.state;
    if (s.listStatus !== 'ready' || s.loadingMore) this.#loaded = true;
    if (s.threads === this.#shown || s.listStatus !== 'ready') return;
    const live = !this.#loaded && !!this.#shown;
    this.#shown = s.threads;
    this.#loaded = false;
    const me = s.claims.sub;
    for (const row of s.threads) {
      const was = this.#rows.get(row.id);
      const last = row.lastMessage;
      const at = last?.createdAt ?? '';
      const assignee = row.assignee?.id ?? null;
      if (live && row.id !== open) {
        const news = last?.direction === 'inbound' && (was ? was.last !== last.id && at > was.at : at > this.#newest);
        if (news) this.#arrival(row.id);
        if (was && me && assignee === me && was.assignee !== me && !this.#assigning.has(row.id))
          this.#say(`assigned:${++this.#serial}`, this.i18n.t('listAssignedYou', { name: isolate(contactName(row)) }));
      }
      if (was?.assignee !== assignee) this.#assigning.delete(row.id);
      this.#rows.set(row.id, { last: last?.id, at, assignee });
      if (at > this.#newest) this.#newest = at;
    }
  }

  /** The lines, for the element's polite region. */
  render(): unknown {
    return repeat(
      this.#lines,
      (a) => a.id,
      (a) => html`<p>${a.text}</p>`,
    );
  }

  /** A customer wrote in another thread: said with the others of its burst, and not sooner than `QUIET_MS` apart. */
  #arrival(id: string): void {
    this.#arrived.set(id, (this.#arrived.get(id) ?? 0) + 1);
    if (this.#arrivalTimer) return;
    const wait = Math.max(BURST_MS, this.#quietUntil - Date.now());
    this.#arrivalTimer = setTimeout(() => this.#sayArrivals(), wait);
  }

  #sayArrivals(): void {
    this.#arrivalTimer = undefined;
    const t = this.i18n.t;
    const threads = [...this.#arrived];
    this.#arrived.clear();
    const count = threads.reduce((sum, [, n]) => sum + n, 0);
    if (!count) return;
    this.#quietUntil = Date.now() + QUIET_MS;
    const row = threads.length === 1 ? this.store.state.threads.find((c) => c.id === threads[0]![0]) : undefined;
    const name = row ? isolate(contactName(row)) : '';
    const text =
      threads.length > 1 || !name
        ? t('arrivedMany', { count })
        : count === 1
          ? t('arrivedOne', { name })
          : t('arrivedFrom', { count, name });
    this.#say(`arrived:${++this.#serial}`, text);
  }

  #say(id: string, text: string): void {
    if (this.#lines.some((l) => l.id === id)) return;
    this.#lines = [...this.#lines.slice(-4), { id, text }];
    this.host.requestUpdate();
  }

  /** The customer as the list names them: the message's thread may not be the open one (a reply from the outbox). */
  #name(message: Message): string {
    const { store } = this;
    const id = message.conversationId;
    const conversation = store.state.threads.find((t) => t.id === id) ?? store.cached(id)?.conversation;
    const other = message.direction === 'inbound' ? message.from : message.to;
    return isolate(contactName(conversation) || other);
  }
}
