/**
 * The open thread's message log: its virtual window (only the rows near the viewport are rendered, `VirtualWindow`),
 * its rows (`log-rows.ts`), the "New" divider and "New messages (n)" while the reader is scrolled up, jumping to a
 * search match, keys (`log-keys.ts`) and the thread's read state (read once its end is seen). Bubbles are drawn by
 * `message-bubble.ts`, what they do is `MessageActions`, their click counts `LogLinkStats`. Part of the thread pane's
 * chunk.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import { scrollWithin } from '../../core/scroll-within.js';
import { markConversationReadTo } from '../../api/team.js';
import type { Message } from '../../schemas/messages.js';
import { sendReason } from './error-words.js';
import { asApiError } from './inbox-store.js';
import type { LogLinkStats } from './log-link-stats.js';
import { onLogKeydown } from './log-keys.js';
import { LogRows, type Row, type Rows } from './log-rows.js';
import type { MessageActions } from './message-actions.js';
import { renderBubble, type BubbleContext } from './message-bubble.js';
import { personName, teammateName, type PendingSend, type ThreadState } from './model.js';
import type { PaneContext } from './pane-context.js';
import type { ReplySender } from './reply-sender.js';
import { upsertRow } from './row-order.js';
import type { TeamThread } from './team-thread.js';
import type { ThreadPaging } from './thread-paging.js';
import { ViewState } from './view-state.js';
import { VirtualWindow } from './virtual-window.js';

const NO_KEYS: readonly string[] = [];

/** What the log shows besides the thread's data. */
interface LogView {
  /** The message a search result opened at: the log scrolls to it and rings it. */
  focused: string | undefined;
  /** The first message that was unread when the thread opened (or arrived while scrolled up): the "New" divider. */
  newFrom: string | undefined;
  /** Messages that arrived while the reader was scrolled up: "New messages (n)". */
  unseen: number;
  /** How many messages were new for this reader when the thread opened: the divider's "N new". */
  newCount: number;
  /** "Jump to first unread" was used (or the thread had nothing new): it is not offered again for this opening. */
  unreadSeen: boolean;
  /** The reader's read position when the thread opened (their newest message read), if the service keeps one. */
  lastRead: string | null;
}

/** The parts of the pane the log draws on. */
export interface LogParts {
  paging: ThreadPaging;
  /** The notes among the messages. */
  team: TeamThread;
  /** Pending replies, their Retry, and which failed messages were sent again. */
  reply: ReplySender;
  actions: MessageActions;
  linkStats: LogLinkStats;
}

/**
 * The bubbles' parts are drawn by `message-bubble.ts` for the log.
 *
 * @csspart messages - The scrolling message log.
 * @csspart message - A message bubble (also `message-inbound` / `message-outbound`).
 * @csspart status - Time and delivery status under a bubble.
 * @csspart status-icon - Delivery-status icon of a sent message (`sent`, `delivered`, `read`, `queued`, `scheduled`, `failed` classes).
 * @csspart media - An image or RCS media.
 * @csspart card - An RCS card; `carousel` a row of cards; `chip` a suggestion.
 * @csspart link - A link in message text.
 * @csspart reactions - Reactions of a message; `reaction` one of them; `react-button` the picker toggle; `reaction-picker` the menu.
 * @csspart emoji-picker - The searchable emoji grid ("More reactions"); `more-reactions` the item that opens it.
 * @csspart cancel-button - Cancels a scheduled message.
 * @csspart retry-button - Retries a failed send or load.
 * @csspart message-fell-back - A message that fell back to SMS/MMS; `fallback-note` its note, `rcs-attempt` the disclosure of the RCS content.
 * @csspart message-scheduled - A message not sent yet (also `message-cancelled`, `message-failed`).
 * @csspart blast-tag - "Sent by a blast".
 * @csspart sent-by - In a teammate's reply: their name (the reader's own replies carry none).
 * @csspart new-messages - "Jump to latest" (with the count of messages that arrived meanwhile), shown when scrolled up.
 * @csspart new-divider - The "N new" line above the reader's first message unread when the thread opened.
 * @csspart jump-unread - "Jump to first unread" (with how many), while that line is out of view.
 */
export class MessageLog {
  readonly #p: PaneContext;
  readonly #of: LogParts;
  readonly #view: ViewState<LogView>;
  readonly #rows = new LogRows();
  /** The log's window (only the rows near the viewport are rendered). */
  readonly #window: VirtualWindow;

  /** Made after the pane is the host's controller: the pane gives the window its keys before the window updates. */
  constructor(p: PaneContext, parts: LogParts) {
    this.#p = p;
    this.#of = parts;
    this.#view = new ViewState<LogView>(p.host, {
      focused: undefined,
      newFrom: undefined,
      unseen: 0,
      newCount: 0,
      unreadSeen: true,
      lastRead: null,
    });
    this.#window = new VirtualWindow(p.host, {
      scroller: () => p.host.renderRoot?.querySelector?.<HTMLElement>('.messages'),
      estimate: 64,
      stick: 'end',
      onNearStart: () => parts.paging.loadOlder(),
      // Opened at a search match: newer pages load below it, and its end is not the thread's.
      onNearEnd: () => parts.paging.loadNewer(),
      endIsLive: () => !parts.paging.detached,
      // Outside the update cycle: the window learns it while settling after a render.
      onPinnedChange: (pinned) => queueMicrotask(() => this.#pinnedChanged(pinned)),
    });
    this.#window.scrollToEnd();
  }

  /** The reader is at the end of the log. */
  get pinned(): boolean {
    return this.#window.pinned;
  }

  /** Before each render: the window learns the rows' keys. */
  syncKeys(): void {
    const thread = this.#p.store.state.thread;
    this.#window.keys(thread?.status === 'ready' ? this.#rowsOf(thread).keys : NO_KEYS);
  }

  scrollToEnd(): void {
    this.#window.scrollToEnd();
  }

  /** A thread opens (or none): the previous one's divider, count and match go; the log starts at its end. */
  reset(): void {
    this.#view.set({
      focused: undefined,
      unseen: 0,
      newFrom: undefined,
      newCount: 0,
      unreadSeen: true,
      lastRead: null,
    });
    this.#window.scrollToEnd();
  }

  /**
   * The thread is ready and shown: the "N new" divider goes above this reader's first unread message (after their
   * own read position, `lastReadMessageId`: a teammate's reading moves nobody else's), "N new since you left" is
   * said once, and the thread is read up to its newest message.
   */
  opened(thread: ThreadState, announce: (count: number, key: string) => void): void {
    const row = this.#p.store.state.threads.find((t) => t.id === thread.id);
    const count = row?.unreadCount ?? thread.conversation?.unreadCount ?? 0;
    const lastRead = row?.lastReadMessageId ?? thread.conversation?.lastReadMessageId ?? null;
    const newFrom = firstUnread(thread, count, lastRead);
    this.#view.set({ newFrom, newCount: newFrom ? count : 0, unreadSeen: !newFrom, lastRead });
    if (newFrom) announce(count, `${thread.id}:${lastRead ?? ''}`);
    this.markRead(thread);
  }

  /** A message came in: counted while the reader is scrolled up (the divider goes above the first), else read. */
  inbound(message: Message, thread: ThreadState): void {
    const { unseen, newFrom } = this.#view.value;
    if (!this.#window.pinned)
      this.#view.set({ unseen: unseen + 1, newFrom: !unseen && !newFrom ? message.id : newFrom });
    else this.markRead(thread);
  }

  /** The reader reached the bottom of the log (all of it is seen: the thread is read) or left it. */
  #pinnedChanged(pinned: boolean): void {
    // "Jump to latest" shows while the reader is scrolled up.
    this.#p.host.requestUpdate();
    const thread = this.#p.store.state.thread;
    if (!pinned || !thread || thread.status !== 'ready' || this.#of.paging.detached) return;
    this.#view.set({ unseen: 0 });
    this.markRead(thread);
  }

  async #jumpToLatest(): Promise<void> {
    // Opened at a search match: the newest page again first (its own end is not the thread's).
    if (this.#of.paging.detached) {
      const id = this.#p.store.state.thread?.id;
      await this.#of.paging
        .backToNewest()
        .catch((error: unknown) => this.#p.store.fail(asApiError(error), 'older', id));
      this.#view.set({ focused: undefined });
    }
    this.#view.set({ unseen: 0 });
    this.#window.scrollToEnd();
    const thread = this.#p.store.state.thread;
    if (thread) this.markRead(thread);
    // The button goes away: keep focus in the log rather than losing it to the page.
    this.#p.host.renderRoot.querySelector<HTMLElement>('.messages')?.focus({ preventScroll: true });
  }

  /**
   * The thread is read by this reader (while the page is shown) up to its newest message: their row's count goes at
   * once, and their own read position moves (`POST …/read`, the caller's only: a teammate's stays where it was).
   */
  markRead(thread: ThreadState): void {
    const store = this.#p.store;
    const row = store.state.threads.find((t) => t.id === thread.id);
    const newest = thread.messages[thread.messages.length - 1]?.id;
    const lastRead = row?.lastReadMessageId ?? thread.conversation?.lastReadMessageId;
    // A position the service keeps (a string) that stops short of the newest message moves too (a teammate's reply).
    if (
      !(row?.unreadCount ?? thread.conversation?.unreadCount) &&
      (typeof lastRead !== 'string' || lastRead === newest)
    )
      return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    if (this.#of.paging.detached) return;
    store.patchRow(thread.id, { unreadCount: 0, ...(newest ? { lastReadMessageId: newest } : {}) });
    markConversationReadTo(store.api(), thread.id).then(
      (c) => upsertRow(store, c),
      () => {},
    );
  }

  /**
   * "Jump to first unread": older pages back to the reader's read position when it is not loaded yet (the line then
   * moves to their true first unread), the line at the top of the log, its first message focused.
   */
  async #jumpToUnread(): Promise<void> {
    const { store } = this.#p;
    const { lastRead, newCount } = this.#view.value;
    this.#view.set({ unreadSeen: true });
    if (lastRead && !store.state.thread?.messages.some((m) => m.id === lastRead)) {
      const id = store.state.thread?.id;
      const back = await this.#of.paging.loadBack(lastRead).catch((error: unknown) => {
        store.fail(asApiError(error), 'older', id);
        return false;
      });
      const thread = store.state.thread;
      if (back && thread?.id === id && thread?.status === 'ready')
        this.#view.set({ newFrom: firstUnread(thread, newCount, lastRead) });
    }
    const thread = store.state.thread;
    const { newFrom } = this.#view.value;
    if (!thread || thread.status !== 'ready' || !newFrom) return;
    await this.#reveal(this.#rowsOf(thread).keys.indexOf('new'), newFrom, 'nearest');
  }

  /** Renders row `index`, scrolls `key`'s row to `block` within the log and focuses it. */
  async #reveal(index: number, key: string, block: 'nearest' | 'center'): Promise<void> {
    const el = this.#p.host;
    await el.updateComplete;
    this.#window.reveal(index);
    await el.updateComplete;
    const item = el.renderRoot.querySelector<HTMLElement>(`.messages [data-vkey="${CSS.escape(key)}"]`);
    scrollWithin(el.renderRoot.querySelector<HTMLElement>('.messages'), item, block);
    item?.focus({ preventScroll: true });
  }

  #rowsOf(thread: ThreadState): Rows {
    return this.#rows.of(thread, {
      notes: this.#of.team.notes,
      locale: this.#p.locale(),
      newFrom: this.#view.value.newFrom,
      echoed: (pending, messages) => this.#of.reply.echoed(pending, messages),
    });
  }

  /**
   * Opens the log at a search match: the history around it (one request however deep it is, `loadAround`), scrolled
   * to the middle of the log, ringed and focused; "Back to newest" returns.
   */
  async jumpTo(messageId: string): Promise<void> {
    const store = this.#p.store;
    const id = store.state.thread?.id;
    try {
      if (!(await this.#of.paging.loadAround(messageId))) return;
    } catch (error) {
      store.fail(asApiError(error), 'older', id);
      return;
    }
    const thread = store.state.thread;
    if (thread?.id !== id || thread?.status !== 'ready') return;
    this.#view.set({ focused: messageId });
    await this.#reveal(this.#rowsOf(thread).keys.indexOf(messageId), messageId, 'center');
  }

  render(thread: ThreadState, name: string): TemplateResult {
    const { host, store, i18n } = this.#p;
    const { actions, reply, linkStats } = this.#of;
    const t = i18n.t;
    const w = this.#window;
    const locale = this.#p.locale();
    const me = store.state.claims.sub;
    const { focused, unseen, newCount, unreadSeen } = this.#view.value;
    const detached = this.#of.paging.detached;
    const { pickerFor, busy } = actions;
    const linkIds = linkStats.linkIds;
    const resent = reply.resent;
    const users = host.users;
    const { rows, keys } = this.#rowsOf(thread);
    const divider = unreadSeen ? -1 : keys.indexOf('new');
    const ctx: BubbleContext = {
      t,
      locale,
      me,
      contactName: name,
      nameOf: (by) => (by === thread.conversation?.to ? name : personName(t, me, users, { id: by })),
      teammateOf: ({ sentBy }) => (sentBy && sentBy.id !== me ? teammateName(users, sentBy) : undefined),
      can: {
        react: store.can('messages:react'),
        cancel: store.can('messages:schedule'),
        send: store.can('messages:send'),
      },
      pickerFor,
      busy,
      resent,
      actions:
        host.renderMessageActions && thread.conversation
          ? (m: Message) => host.renderMessageActions!(m, thread.conversation!)
          : undefined,
      // Only with the scope in the token: an opaque token could answer 401, which reads as a lost session.
      linkStats: store.state.claims.scopes?.has('links:read') ? linkStats.render : undefined,
      on: actions.on,
    };
    const theme = host.theme;
    return html`<div class="messages-wrap">
      ${
        divider >= 0 && !w.isRendered(divider)
          ? html`<div class="unread-bar"><button class="btn small" part="jump-unread" @click=${() => this.#jumpToUnread()}>
            <span aria-hidden="true">↑</span> ${t('jumpToUnread', { count: newCount })}</button></div>`
          : nothing
      }
      <div class="messages" part="messages" tabindex="0" role="region" aria-label=${t('messagesWith', { name })} @keydown=${onLogKeydown}>
        ${thread.older === 'loading' ? html`<p class="state small" role="status">${t('loadingOlder')}</p>` : nothing}
        ${
          thread.older === 'error'
            ? html`<p class="state small error-text">${t('olderError')}
              <button class="btn small" part="retry-button" tabindex="-1" @click=${() => this.#of.paging.loadOlder()}>${t('retry')}</button></p>`
            : nothing
        }
        ${rows.length === 0 ? html`<p class="state">${t('noMessages')}</p>` : nothing}
        <div role="list">
          <div data-vpad="top"></div>
          ${repeat(
            rows.slice(w.start, w.end),
            (r) => r.key,
            (r) => {
              const m = r.kind === 'message' ? r.message : undefined;
              const picker = !!m && pickerFor === m.id;
              const data =
                r.kind === 'message'
                  ? r.message
                  : r.kind === 'pending'
                    ? r.pending
                    : r.kind === 'note'
                      ? r.note
                      : r.kind === 'day'
                        ? r.label
                        : r.key;
              const group = r.kind === 'message' ? `${r.group.prev}${r.group.next}` : '';
              return guard(
                [
                  data,
                  group,
                  locale,
                  picker,
                  !!m && busy.has(m.id),
                  !!m && resent.has(m.id),
                  me,
                  users,
                  ctx.can.react,
                  ctx.can.cancel,
                  ctx.can.send,
                  !!ctx.linkStats && linkIds,
                  !!ctx.linkStats && theme,
                  focused === r.key,
                  ctx.actions ? {} : 0,
                  r.kind === 'new' && newCount,
                ],
                () => this.#renderRow(r, ctx, focused),
              );
            },
          )}
          <div data-vpad="bottom"></div>
        </div>
      </div>
      ${
        (!w.pinned || detached) && rows.length
          ? html`<div class="jump-bar"><button class="btn btn-primary new-messages" part="new-messages" @click=${() => this.#jumpToLatest()}>
            <span aria-hidden="true">↓</span> ${detached ? t('backToNewest') : unseen > 0 ? `${t('newMessages')} (${unseen})` : t('jumpToLatest')}
          </button></div>`
          : nothing
      }
      <p class="visually-hidden" role="status" data-live="new-below">${unseen > 0 ? t('newBelow', { button: t(detached ? 'backToNewest' : 'newMessages') }) : nothing}</p>
    </div>`;
  }

  #renderRow(row: Row, ctx: BubbleContext, focused: string | undefined): TemplateResult {
    const t = ctx.t;
    if (row.kind === 'day')
      return html`<div role="listitem" class="day" data-vkey=${row.key} data-vfloat><span>${row.label}</span></div>`;
    if (row.kind === 'note')
      return html`<div role="listitem" class="item note-item" data-vkey=${row.key} tabindex="-1">${this.#of.team.renderNote(row.note, ctx.locale)}</div>`;
    if (row.kind === 'new')
      return html`<div role="listitem" class="new-divider" part="new-divider" data-vkey=${row.key} data-vfloat><span>${this.#view.value.newCount ? t('newCount', { count: this.#view.value.newCount }) : t('newDivider')}</span></div>`;
    if (row.kind === 'message') {
      return html`<div role="listitem" class="item ${row.message.direction} ${row.group.prev ? 'joined' : ''} ${focused === row.key ? 'focused' : ''}" data-vkey=${row.key} tabindex="-1">${renderBubble(row.message, ctx, row.group)}</div>`;
    }
    const p = row.pending;
    const text = p.request.text ?? p.request.rcs?.text ?? '';
    return html`<div role="listitem" class="item outbound" data-vkey=${row.key} tabindex="-1">
      <div class="bubble out ${p.state}" part="message message-outbound">
        <span class="visually-hidden">${t('you')}:</span>
        <p class="text" dir="auto">${text}</p>
        <div class="status ${p.state === 'failed' ? 'error-text' : ''}" part="status">
          ${
            p.state === 'sending'
              ? html`<span>${t('sending')}</span>`
              : html`<span>${t('notSent', { reason: sendReason(p.error, t) })}</span>
                <button class="link-btn" part="retry-button" tabindex="-1" @click=${() => this.#retrySend(p)}>${t('retry')}</button>`
          }
        </div>
      </div>
    </div>`;
  }

  /** A reply that did not go out, sent again as the same request (`ReplySender.deliver`). */
  #retrySend(pending: PendingSend): void {
    const thread = this.#p.store.state.thread;
    if (thread) void this.#of.reply.deliver(thread.id, pending);
  }
}

/**
 * Where the "N new" divider goes: the first inbound message after the reader's read position (unread counts inbound
 * messages), else — the position not loaded, or never read — the oldest of the last `unread` inbound messages.
 */
function firstUnread(thread: ThreadState, unread: number, lastRead: string | null): string | undefined {
  if (unread <= 0) return undefined;
  const at = lastRead ? thread.messages.findIndex((m) => m.id === lastRead) : -1;
  if (at >= 0) return thread.messages.slice(at + 1).find((m) => m.direction === 'inbound')?.id;
  let seen = 0;
  for (let i = thread.messages.length - 1; i >= 0; i--) {
    const m = thread.messages[i]!;
    if (m.direction === 'inbound' && ++seen === unread) return m.id;
  }
  return thread.messages.find((m) => m.direction === 'inbound')?.id;
}
