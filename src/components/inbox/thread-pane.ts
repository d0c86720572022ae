/**
 * The open thread's log and reply box: a chunk of its own (size budgets). The list is the inbox's first
 * screen; this is fetched in parallel with the first thread's messages (`ParleyInbox`'s `#open`), so it adds no round
 * trip, and the thread shows its skeleton until both are there. It holds what only an open thread needs: message
 * bubbles and the log's styles, older pages and re-sync (`thread-paging.ts`), the reply sender and notes autosave
 * (with their drafts), reactions, cancel/retry, the lightbox, short-link stats, canned replies, attachments and the
 * log's arrow-key navigation; what live events
 * mean for the open thread (announcements, "New messages", the New divider, typing, marking read); the opt-out note,
 * the contact panel, and the thread's English words (`i18n/inbox-thread.ts`).
 */
import { scrollWithin } from '../../core/scroll-within.js';
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import { formatDayLabel } from '../../core/format.js';
import { addEnglishWords, type I18nController } from '../../i18n/index.js';
import { inboxMessages, type InboxKey } from '../../i18n/inbox.js';
import { threadEn } from '../../i18n/inbox-thread.js';
import { teamEn } from '../../i18n/inbox-team.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { addErrorWords, errorSentence, sendReason } from './error-words.js';
import { Announcer } from './announcer.js';
import type { ParleyInbox } from './inbox.component.js';
import { asApiError, type Applied, type InboxAction, type InboxStore } from './inbox-store.js';
import { LazyController } from '../../controllers/lazy.js';
import type { InboxParts } from './lazy-parts.js';
import type { LightboxCaption, LightboxView } from './lightbox.js';
import { messageLogStyles } from './message-log.styles.js';
import { threadPaneStyles } from './thread-pane.styles.js';
import {
  messageUrls,
  renderBubble,
  scheduleLabel,
  type BubbleActions,
  type BubbleContext,
  type BubbleGroup,
} from './message-bubble.js';
import { contactName, isolate, type PendingSend, type ThreadState } from './model.js';
import { NotesAutosave } from './notes-autosave.js';
import type { ReplyAttachments } from './reply-attachments.js';
import { mergeMessages } from './merge-messages.js';
import { mergeInto, ReplySender } from './reply-sender.js';
import type { Note } from '../../schemas/notes.js';
import { TeamThread } from './team-thread.js';
import { fillTemplate, templateValues, unfilledVariables } from './templates.js';
import { ThreadHeader, type HeaderParts } from './thread-header.js';
import { ThreadPaging } from './thread-paging.js';
import { ViewState } from './view-state.js';
import { OutboxController } from '../../controllers/outbox.js';
import { VirtualWindow } from './virtual-window.js';

type Translate = (key: InboxKey, vars?: Record<string, string | number>) => string;

/** Messages from the same side this close together form one group (one timestamp, tighter spacing). */
const GROUP_MS = 5 * 60_000;
const NO_KEYS: readonly string[] = [];
/** How long "… is typing" shows after the last typing event. */
const TYPING_SHOW_MS = 6000;

/** A row of the log (the inbox's virtual window needs their keys on every update: `rows()` memoizes them). */
export type Row =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'new'; key: string }
  | { kind: 'message'; key: string; message: Message; group: BubbleGroup }
  | { kind: 'pending'; key: string; pending: PendingSend }
  | { kind: 'note'; key: string; note: Note };

/**
 * The pane's own lazy parts (declared here, not on the first screen: their loaders are bytes too), loaded by the
 * elements' one mechanism (`controllers/lazy.ts`), rendering the same element.
 */
const paneParts = {
  reactionPicker: () => import('./reaction-picker.js'),
  emojiPicker: () => import('./emoji-picker.js'),
  lightbox: () => import('./lightbox.js'),
  linkClicks: () => import('./link-clicks.js'),
  attachments: () => import('./reply-attachments.js'),
};

/** What the pane shows besides the store's data; every change renders (`ViewState`). */
interface PaneView {
  /** An error of an action in the log (reaction, cancel, retry), shown above it. */
  actionError: string | undefined;
  /** Message id whose reaction picker is open. */
  pickerFor: string | null;
  /** Message ids with a reaction, cancel or resend in flight. */
  busy: ReadonlySet<string>;
  lightbox: LightboxView | undefined;
  /** `shortUrl` → `linkId` of the team's short links (`links:read`), loaded when a message first shows a URL. */
  linkIds: ReadonlyMap<string, string> | undefined;
  /** Files are being dragged over the reply box. */
  dropping: boolean;
  cannedOpen: boolean;
  cannedActive: number;
  /** The canned replies were offered by "/" at the start of the box (filtered by what follows it). */
  cannedBySlash: boolean;
  /** The message a search result opened at: the log scrolls to it and rings it. */
  focused: string | undefined;
  /** The first message that was unread when the thread opened (or arrived while scrolled up): the "New" divider. */
  newFrom: string | undefined;
  /** Messages that arrived while the reader was scrolled up: "New messages (n)". */
  unseen: number;
  /** The other side is typing (until `TYPING_SHOW_MS` after their last typing event). */
  typing: boolean;
  /** Send was pressed with template variables left unfilled (`{{contact.firstName}}`): what to fill in. */
  unfilled: readonly string[];
}

/** What the pane is given by `<parley-inbox>`: the controllers it shares with the list, and what the header needs of it. */
export type PaneParts = HeaderParts;

/**
 * The open thread as a controller of `<parley-inbox>`, created when its chunk arrives: it owns what it shows (the
 * log's window, the New divider, the typing line, the picker, the lightbox, the canned list, announcements) and the
 * element renders its parts.
 */
export class ThreadPane implements ReactiveController {
  readonly reply: ReplySender;
  readonly notes: NotesAutosave;
  /** The thread's notes timeline and who else is here. */
  readonly team: TeamThread;
  readonly outbox: OutboxController;
  /** Older pages, paging back to a search match, re-sync after a gap in the stream. */
  readonly paging: ThreadPaging;
  /** Merges pages and live messages into a thread: the store's `ThreadView`, which it opens threads with. */
  readonly merge = mergeMessages;
  readonly #host: ParleyInbox;
  readonly #store: InboxStore;
  readonly #i18n: I18nController<InboxKey>;
  readonly #parts: LazyController<typeof paneParts>;
  /** The message log's window (only the rows near the viewport are rendered). */
  readonly #log: VirtualWindow;
  /** The element's parts (the notes panel is loaded by its toggle). */
  readonly #inboxParts: InboxParts;
  readonly #view: ViewState<PaneView>;
  /** What the polite live region says: messages in, replies out. */
  readonly #announcer: Announcer;
  #locale = '';
  #linkLookup: { startedAt: number; pending: boolean } | undefined;
  /** The reply's attachments; its module loads with the first file. */
  #attachments: ReplyAttachments | undefined;
  #typingTimer: ReturnType<typeof setTimeout> | undefined;
  #rowsCache:
    | {
        messages: Message[];
        pending: PendingSend[];
        notes: readonly Note[];
        locale: string;
        newFrom: string | undefined;
        rows: Row[];
        keys: string[];
      }
    | undefined;

  /** The header and the contact and notes toggles it owns. */
  readonly #header: ThreadHeader;

  constructor(host: ParleyInbox, given: PaneParts) {
    const { store, i18n, parts } = given;
    this.#host = host;
    this.#store = store;
    this.#i18n = i18n;
    this.#parts = new LazyController(host, paneParts);
    this.#inboxParts = parts;
    this.#header = new ThreadHeader(host, given);
    this.#view = new ViewState<PaneView>(host, {
      actionError: undefined,
      pickerFor: null,
      busy: new Set(),
      lightbox: undefined,
      linkIds: undefined,
      dropping: false,
      cannedOpen: false,
      cannedActive: 0,
      cannedBySlash: false,
      focused: undefined,
      newFrom: undefined,
      unseen: 0,
      typing: false,
      unfilled: [],
    });
    // The open thread's English words arrive with this chunk.
    addEnglishWords(inboxMessages, { ...threadEn, ...teamEn });
    addErrorWords();
    // In this order: the log's styles refine the pane's.
    adoptStyles(host.renderRoot, threadPaneStyles);
    adoptStyles(host.renderRoot, messageLogStyles);
    host.addController(this);
    this.#log = new VirtualWindow(host, {
      scroller: () => host.renderRoot?.querySelector?.<HTMLElement>('.messages'),
      estimate: 64,
      stick: 'end',
      onNearStart: () => this.paging.loadOlder(),
      // Outside the update cycle: the window learns it while settling after a render.
      onPinnedChange: (pinned) => queueMicrotask(() => this.#pinnedChanged(pinned)),
    });
    this.#log.scrollToEnd();
    this.#announcer = new Announcer(host, store, i18n);
    this.reply = new ReplySender(host, store, this.#announcer, () => {
      this.#attachments?.clear();
      this.#log.scrollToEnd();
    });
    this.paging = new ThreadPaging(store);
    this.notes = new NotesAutosave(host, store);
    this.team = new TeamThread(host, store, i18n);
    // Replies and notes kept while the service is unreachable, shown above the reply box of their thread.
    this.outbox =
      this.reply.outbox =
      this.team.outbox =
        new OutboxController(host, {
          client: () => store.api(),
          mine: (i) => (i.kind === 'reply' || i.kind === 'note') && i.meta?.conversationId === store.state.thread?.id,
          // A reply kept in another thread is still reported when it goes out; a note only matters to its thread.
          owns: (i) => i.kind === 'reply' || (i.kind === 'note' && i.meta?.conversationId === store.state.thread?.id),
          sent: (i, result) =>
            i.kind === 'reply'
              ? this.reply.flushed(i, result as Message)
              : this.team.applied({ note: { change: 'created', note: result as Note } }),
          locale: () => this.#locale,
        });
  }

  /** An error of an action in the log (reaction, cancel, retry), shown above it. */
  get actionError(): string | undefined {
    return this.#view.value.actionError;
  }

  /** Before each render: the locale of this update, and the log's rows for its window. */
  hostUpdate(): void {
    this.#locale = this.#i18n.locale;
    const thread = this.#store.state.thread;
    this.#log.keys(thread?.status === 'ready' ? this.rows(thread).keys : NO_KEYS);
  }

  /** A thread opens (or none): transient state of the previous one goes, the drafts follow; the log starts at its end. */
  reset(): void {
    this.#view.set({
      pickerFor: null,
      focused: undefined,
      actionError: undefined,
      cannedOpen: false,
      unseen: 0,
      newFrom: undefined,
      typing: false,
      unfilled: [],
    });
    this.#header.reset();
    this.#log.scrollToEnd();
  }

  /** The thread is ready and shown: its drafts, the "New" divider, read state, and the search match it opened at. */
  async opened(thread: ThreadState, match: string | undefined): Promise<void> {
    const store = this.#store;
    // The reaction picker is a chunk of its own: fetch it while the user reads, so the first open is instant.
    if (store.can('messages:react')) this.#parts.load('reactionPicker').catch(() => {});
    this.switchTo(thread);
    this.#header.opened(thread.conversation);
    this.#view.set({
      newFrom: this.firstUnread(
        thread,
        store.state.threads.find((t) => t.id === thread.id)?.unreadCount ?? thread.conversation?.unreadCount ?? 0,
      ),
    });
    this.#markRead(thread);
    if (match) await this.jumpTo(match);
  }

  /** The reader reached the bottom of the log (all of it is seen: the thread is read) or left it. */
  #pinnedChanged(pinned: boolean): void {
    // "Jump to latest" shows while the reader is scrolled up.
    this.#host.requestUpdate();
    const thread = this.#store.state.thread;
    if (!pinned || !thread || thread.status !== 'ready') return;
    this.#view.set({ unseen: 0 });
    this.#markRead(thread);
  }

  #jumpToLatest(): void {
    this.#view.set({ unseen: 0 });
    this.#log.scrollToEnd();
    const thread = this.#store.state.thread;
    if (thread) this.#markRead(thread);
    // The button goes away: keep focus in the log rather than losing it to the page.
    this.#host.renderRoot.querySelector<HTMLElement>('.messages')?.focus({ preventScroll: true });
  }

  #markRead(thread: ThreadState): void {
    const store = this.#store;
    const row = store.state.threads.find((t) => t.id === thread.id);
    if (!(row?.unreadCount ?? thread.conversation?.unreadCount)) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    store.patchRow(thread.id, { unreadCount: 0 });
    store
      .api()
      .markConversationRead(thread.id)
      .then(
        (c) => store.upsertRow(c),
        () => {},
      );
  }

  /** What a live event meant for the open thread: an announcement, "new messages", read state, notes, typing. */
  applied(applied: Applied): void {
    const thread = this.#store.state.thread;
    const view = this.#view;
    if (applied.inbound && thread) {
      const { unseen, newFrom } = view.value;
      view.set({ typing: false });
      this.#announcer.inbound(applied.inbound);
      if (!this.#log.pinned)
        view.set({ unseen: unseen + 1, newFrom: !unseen && !newFrom ? applied.inbound.id : newFrom });
      else this.#markRead(thread);
    }
    if (applied.conversation && thread) {
      const { previous, next } = applied.conversation;
      // Notes changed by a teammate replace ours only when we have no edit of our own in progress.
      this.notes.remoteChange(previous?.notes, next.notes);
      // The open thread, read at the bottom, stays read.
      if (this.#log.pinned && next.unreadCount) this.#markRead(thread);
    }
    if (applied.note || applied.presence) this.team.applied(applied);
    if (applied.customer) this.#header.changed(applied.customer);
    if (applied.typing) {
      view.set({ typing: true });
      clearTimeout(this.#typingTimer);
      this.#typingTimer = setTimeout(() => view.set({ typing: false }), TYPING_SHOW_MS);
    }
  }

  /** The inbox's polite live region's lines (`announcer.ts`): the (virtualized) log is never read out. */
  renderAnnouncements(): unknown {
    return this.#announcer.render();
  }

  switchTo(thread: ThreadState | undefined): void {
    this.#attachments?.clear();
    this.notes.switchTo(thread);
    this.reply.switchTo(thread);
    this.team.open(thread);
  }

  /** The thread's header (who, who else is here, actions), with the contact panel and the notes when open. */
  renderHeader(c: Conversation | undefined, name: string): TemplateResult {
    return this.#header.render(c, name, this.team.renderViewers(), () => this.#renderNotes());
  }

  /** Opens the notes (if closed), for the `n` shortcut. */
  async openNotes(): Promise<void> {
    if (!this.#header.notesOpen) await this.#header.toggleNotes();
  }

  #renderNotes(): unknown {
    const panel = this.#inboxParts.get('notesPanel');
    return panel
      ? html`${panel.renderNotesPanel(this.notes, this.#i18n.t)}${this.#store.can('conversations:notes') ? this.team.renderAddNote() : nothing}`
      : nothing;
  }

  renderLightbox(): unknown {
    const lightbox = this.#view.value.lightbox;
    const part = this.#parts.get('lightbox');
    if (!lightbox || !part) return nothing;
    return part.renderLightbox(lightbox, this.#caption(lightbox.messageId), this.#i18n.t, this.#lightboxActions);
  }

  /** The lightbox's words about its message, in this update's language. */
  #caption(messageId: string): LightboxCaption {
    const t = this.#i18n.t;
    const thread = this.#store.state.thread;
    const message = thread?.messages.find((m) => m.id === messageId);
    if (!message) return { text: undefined, sender: '', at: '', when: '' };
    const at = message.sentAt ?? message.createdAt;
    return {
      text: message.text ?? message.rcs?.text ?? message.rcs?.card?.title ?? undefined,
      // Outbound messages carry no author: the sending number or agent is who the customer saw it from.
      sender:
        message.direction === 'inbound'
          ? contactName(thread?.conversation) || message.from
          : t('lightboxFrom', { from: message.from }),
      at,
      when: scheduleLabel(at, this.#locale),
    };
  }

  // ------------------------------------------------------------------ the log

  /**
   * Day separators, the "New" divider (above `newFrom`), messages and pending replies, in display order (memoized:
   * 10 000 messages is a lot of rows).
   */
  rows(thread: ThreadState): { rows: Row[]; keys: string[] } {
    const locale = this.#locale;
    const newFrom = this.#view.value.newFrom;
    const notes = this.team.notes;
    const cache = this.#rowsCache;
    if (
      cache &&
      cache.messages === thread.messages &&
      cache.pending === thread.pending &&
      cache.notes === notes &&
      cache.locale === locale &&
      cache.newFrom === newFrom
    )
      return cache;
    const rows: Row[] = [];
    let day = '';
    const now = Date.now();
    let last: { message: Message; group: BubbleGroup } | undefined;
    // Notes sit among the messages by time (those older than the oldest message loaded wait for their page).
    const oldest = thread.nextCursor ? thread.messages[0]?.createdAt : undefined;
    let n = 0;
    while (n < notes.length && oldest && notes[n]!.createdAt < oldest) n++;
    const placeNotes = (until: string | undefined) => {
      for (; n < notes.length && (until === undefined || notes[n]!.createdAt <= until); n++) {
        const note = notes[n]!;
        const key = dayKey(note.createdAt);
        if (key !== day) {
          day = key;
          rows.push({ kind: 'day', key: `day:${key}`, label: formatDayLabel(note.createdAt, locale, now) });
        }
        rows.push({ kind: 'note', key: `note:${note.id}`, note });
        last = undefined;
      }
    };
    for (const message of thread.messages) {
      placeNotes(message.createdAt);
      const key = dayKey(message.createdAt);
      if (key !== day) {
        day = key;
        rows.push({ kind: 'day', key: `day:${key}`, label: formatDayLabel(message.createdAt, locale, now) });
        last = undefined;
      }
      if (message.id === newFrom) {
        rows.push({ kind: 'new', key: 'new' });
        last = undefined;
      }
      const joined = !!last && joins(last.message, message);
      const row = { kind: 'message' as const, key: message.id, message, group: { prev: joined, next: false } };
      if (joined) last!.group.next = true;
      rows.push(row);
      last = row;
    }
    placeNotes(undefined);
    for (const pending of thread.pending)
      if (!this.reply.echoed(pending, thread.messages))
        rows.push({ kind: 'pending', key: `pending:${pending.localId}`, pending });
    this.#rowsCache = {
      messages: thread.messages,
      pending: thread.pending,
      notes,
      locale,
      newFrom,
      rows,
      keys: rows.map((r) => r.key),
    };
    return this.#rowsCache;
  }

  /** Loads history back to a search match, scrolls it to the middle of the log and focuses it. */
  async jumpTo(messageId: string): Promise<void> {
    const store = this.#store;
    const id = store.state.thread?.id;
    try {
      if (!(await this.paging.loadUntil(messageId))) return;
    } catch (error) {
      store.fail(asApiError(error), 'older', id);
      return;
    }
    const thread = store.state.thread;
    if (thread?.id !== id || thread?.status !== 'ready') return;
    this.#view.set({ focused: messageId });
    const index = this.rows(thread).keys.indexOf(messageId);
    const el = this.#host;
    await el.updateComplete;
    this.#log.reveal(index);
    await el.updateComplete;
    const item = el.renderRoot.querySelector<HTMLElement>(`.messages [data-vkey="${CSS.escape(messageId)}"]`);
    scrollWithin(el.renderRoot.querySelector<HTMLElement>('.messages'), item, 'center');
    item?.focus({ preventScroll: true });
  }

  /** The oldest of the last `unread` inbound messages: where the "New" divider goes. */
  firstUnread(thread: ThreadState, unread: number): string | undefined {
    if (unread <= 0) return undefined;
    let seen = 0;
    for (let i = thread.messages.length - 1; i >= 0; i--) {
      const m = thread.messages[i]!;
      if (m.direction === 'inbound' && ++seen === unread) return m.id;
    }
    return thread.messages.find((m) => m.direction === 'inbound')?.id;
  }

  renderMessages(thread: ThreadState, name: string): TemplateResult {
    const store = this.#store;
    const t = this.#i18n.t;
    const w = this.#log;
    const locale = this.#locale;
    const me = store.state.claims.sub;
    const { pickerFor, busy, focused, unseen, linkIds } = this.#view.value;
    const resent = this.reply.resent;
    const users = this.#host.users;
    const rows = this.rows(thread).rows;
    const ctx: BubbleContext = {
      t,
      locale,
      me,
      contactName: name,
      nameOf: (by) =>
        by === me ? t('you') : by === thread.conversation?.to ? name : (users?.find((u) => u.id === by)?.name ?? by),
      can: {
        react: store.can('messages:react'),
        cancel: store.can('messages:schedule'),
        send: store.can('messages:send'),
      },
      pickerFor,
      busy,
      resent,
      actions:
        this.#host.renderMessageActions && thread.conversation
          ? (m: Message) => this.#host.renderMessageActions!(m, thread.conversation!)
          : undefined,
      // Only with the scope in the token: an opaque token could answer 401, which reads as a lost session.
      linkStats: store.state.claims.scopes?.has('links:read') ? this.#linkStats : undefined,
      on: this.#bubbleActions,
    };
    const theme = this.#host.theme;
    return html`<div class="messages-wrap">
      <div class="messages" part="messages" tabindex="0" role="region" aria-label=${t('messagesWith', { name })} @keydown=${this.#onLogKeydown}>
        ${thread.older === 'loading' ? html`<p class="state small" role="status">${t('loadingOlder')}</p>` : nothing}
        ${
          thread.older === 'error'
            ? html`<p class="state small error-text">${t('olderError')}
              <button class="btn small" part="retry-button" tabindex="-1" @click=${() => this.paging.loadOlder()}>${t('retry')}</button></p>`
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
                ],
                () => this.#renderRowItem(r, ctx, focused),
              );
            },
          )}
          <div data-vpad="bottom"></div>
        </div>
      </div>
      ${
        !w.pinned && rows.length
          ? html`<div class="jump-bar"><button class="btn btn-primary new-messages" part="new-messages" @click=${() => this.#jumpToLatest()}>
            <span aria-hidden="true">↓</span> ${unseen > 0 ? `${t('newMessages')} (${unseen})` : t('jumpToLatest')}
          </button></div>`
          : nothing
      }
      <p class="visually-hidden" role="status" data-live="new-below">${unseen > 0 ? t('newBelow') : nothing}</p>
    </div>`;
  }

  #renderRowItem(row: Row, ctx: BubbleContext, focused: string | undefined): TemplateResult {
    const t = ctx.t;
    if (row.kind === 'day')
      return html`<div role="listitem" class="day" data-vkey=${row.key} data-vfloat><span>${row.label}</span></div>`;
    if (row.kind === 'note')
      return html`<div role="listitem" class="item note-item" data-vkey=${row.key} tabindex="-1">${this.team.renderNote(row.note, ctx.locale)}</div>`;
    if (row.kind === 'new')
      return html`<div role="listitem" class="new-divider" part="new-divider" data-vkey=${row.key} data-vfloat><span>${t('newDivider')}</span></div>`;
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

  /** Click counts of a message's short links: `<parley-link-stats>` (its own chunk), one per link. */
  #linkStats = (m: Message): unknown => {
    const urls = messageUrls(m);
    if (!urls.length) return nothing;
    const ids = this.#view.value.linkIds;
    // A message newer than the last lookup may carry links made since: look again (once per such message batch).
    if (!ids || (urls.some((u) => !ids.has(u)) && Date.parse(m.createdAt) >= (this.#linkLookup?.startedAt ?? 0)))
      this.#lookUpLinks();
    const found = ids ? [...new Set(urls.map((u) => ids.get(u)).filter((id): id is string => !!id))] : [];
    if (!found.length) return nothing;
    return html`<div class="link-clicks">
      ${found.map((id) => html`<parley-link-stats link-id=${id} toggle-tabindex="-1" .client=${this.#store.api()} locale=${this.#locale} theme=${this.#host.theme}></parley-link-stats>`)}
    </div>`;
  };

  #lookUpLinks(): void {
    const now = Date.now();
    const last = this.#linkLookup;
    if (last && (last.pending || now - last.startedAt < 2000)) return;
    const lookup: { startedAt: number; pending: boolean } = (this.#linkLookup = { startedAt: now, pending: true });
    void this.#parts
      .load('linkClicks')
      .then((m) => m.shortLinkIds(this.#store.api()))
      .then(
        (ids) => this.#view.set({ linkIds: ids }),
        () => this.#view.set({ linkIds: this.#view.value.linkIds ?? new Map() }),
      )
      .finally(() => {
        lookup.pending = false;
      });
  }

  // ------------------------------------------------------------------ reactions, schedules, images

  #bubbleActions: BubbleActions = {
    react: (message, emoji) => void this.#react(message, emoji),
    togglePicker: (message) => void this.#togglePicker(message),
    closePicker: () => this.#view.set({ pickerFor: null }),
    cancelSchedule: (message) =>
      void this.#busyWith(message, 'schedule', () => this.#store.api().cancelSchedule(message.id)),
    retry: (message) => void this.#busyWith(message, 'send', () => this.reply.resend(message), true),
    openImage: (message, images, index, opener) => void this.#openLightbox(message, images, index, opener),
    loadEmojiGrid: () => this.#parts.load('emojiPicker'),
  };

  async #openLightbox(
    message: Message,
    images: LightboxView['images'],
    index: number,
    opener: HTMLElement,
  ): Promise<void> {
    const el = this.#host;
    const { lightboxStyles } = await this.#parts.load('lightbox');
    adoptStyles(el.renderRoot, lightboxStyles);
    this.#view.set({ lightbox: { messageId: message.id, images, index, opener } });
    await el.updateComplete;
    el.renderRoot.querySelector<HTMLDialogElement>('dialog.lightbox')?.showModal();
  }

  #lightboxActions = {
    step: (delta: number) => {
      const view = this.#view.value.lightbox;
      if (view)
        this.#view.set({
          lightbox: { ...view, index: (view.index + delta + view.images.length) % view.images.length },
        });
    },
    close: () => {
      const view = this.#view.value.lightbox;
      this.#view.set({ lightbox: undefined });
      if (!view) return;
      // Back to the image that is shown last (the opener, or its twin if the log re-rendered meanwhile).
      const item = this.#host.renderRoot.querySelector(`[data-vkey="${CSS.escape(view.messageId)}"]`);
      const target = view.opener.isConnected
        ? view.opener
        : item?.querySelector<HTMLElement>(`[data-image="${view.index}"]`);
      (target ?? (item as HTMLElement | null))?.focus();
    },
  };

  async #togglePicker(message: Message): Promise<void> {
    if (this.#view.value.pickerFor === message.id) {
      this.#view.set({ pickerFor: null });
      return;
    }
    await this.#parts.load('reactionPicker');
    this.#view.set({ pickerFor: message.id });
  }

  async #react(message: Message, emoji: string): Promise<void> {
    if (this.#view.value.pickerFor === message.id) this.#view.set({ pickerFor: null });
    await this.#busyWith(message, 'react', () => this.#store.api().react({ messageId: message.id, emoji }));
  }

  /** One request about a message at a time (its controls are disabled meanwhile); a failure shows above the log. */
  async #busyWith(message: Message, action: InboxAction, call: () => Promise<Message>, reveal = false): Promise<void> {
    const view = this.#view;
    if (view.value.busy.has(message.id)) return;
    view.set({ busy: new Set([...view.value.busy, message.id]), actionError: undefined });
    try {
      const updated = await call();
      mergeInto(this.#store, updated.conversationId, [updated]);
      if (reveal) this.#log.scrollToEnd();
    } catch (error) {
      const apiError = asApiError(error);
      view.set({ actionError: errorSentence(apiError, action, this.#i18n.t) });
      this.#store.fail(apiError, action, message.conversationId);
    } finally {
      view.set({ busy: new Set([...view.value.busy].filter((id) => id !== message.id)) });
    }
  }

  /**
   * The message log is one Tab stop (not a stop at every reaction control on the way to the reply
   * box). Inside it, ArrowUp/ArrowDown move through messages and their controls in reading order, Home/End go to
   * the first/last one rendered, Escape returns to the log. Keys the reaction picker handled are left alone.
   */
  #onLogKeydown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape'].includes(event.key)) return;
    const log = event.currentTarget as HTMLElement;
    const target = event.composedPath()[0] as HTMLElement;
    if (target.closest('parley-reaction-picker')) return;
    if (event.key === 'Escape') {
      if (target !== log) log.focus();
      return;
    }
    const stops = [
      ...log.querySelectorAll<HTMLElement>(
        '[role="listitem"][data-vkey]:not([data-vfloat]), [data-vkey] a[href], [data-vkey] button:not([disabled]), [data-vkey] summary, [data-vkey] parley-link-stats, [part~="carousel"], [part~="retry-button"]',
      ),
      // Controls inside a closed disclosure (the RCS attempt of a fallback) are not shown, so not stops.
    ].filter((el) => el.checkVisibility());
    if (!stops.length) return;
    // The innermost stop on the event's path (a control inside a sub-element's shadow root counts as that element).
    const path = event.composedPath();
    const hit = path.find((node) => stops.includes(node as HTMLElement));
    const at = hit ? stops.indexOf(hit as HTMLElement) : -1;
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = stops.length - 1;
    // From the log itself, reading starts at the newest message (the log is pinned at the end).
    else if (at < 0) next = stops.length - 1;
    else next = event.key === 'ArrowUp' ? Math.max(0, at - 1) : Math.min(stops.length - 1, at + 1);
    event.preventDefault();
    stops[next]!.focus({ preventScroll: true });
    scrollWithin(event.currentTarget as HTMLElement, stops[next], 'nearest');
  };

  // ------------------------------------------------------------------ the reply box

  /** Under the log: "… is typing", then the reply box, or in its place the opt-out notice (the customer replied STOP). */
  renderFooter(thread: ThreadState, name: string): TemplateResult {
    const t = this.#i18n.t;
    const c = thread.conversation;
    return html`${this.#view.value.typing ? html`<p class="typing muted" role="status">${t('typing', { name: isolate(name) })}</p>` : nothing}
      ${
        thread.status === 'ready' && c?.optedOut
          ? html`<p class="opted-out" part="opted-out" role="note">${t('optedOut', {
              name: isolate(name),
              keyword: c.optedOut.keyword,
              date: new Date(c.optedOut.at).toLocaleDateString(this.#locale, { dateStyle: 'medium' }),
            })}</p>`
          : thread.status === 'ready' && c && this.#store.can('messages:send')
            ? html`${this.team.renderAboveReply(Date.now(), this.#locale, () => this.#sendReply(true))}${this.outbox.render()}${this.renderComposer(name)}`
            : nothing
      }`;
  }

  renderComposer(name: string): TemplateResult {
    const host = this.#host;
    const t = this.#i18n.t;
    const { cannedOpen, cannedActive, dropping } = this.#view.value;
    const canned = cannedOpen ? this.#cannedMatches() : [];
    const active = Math.min(cannedActive, canned.length - 1);
    const files = this.#attachments;
    const rcs = this.#store.state.thread?.conversation?.senderType === 'rcs_agent';
    const ready = !!(this.reply.text.trim() || files?.urls.length) && !files?.uploading;
    const values = this.#templateValues();
    const unfilled = this.#view.value.unfilled;
    return html`<form class="composer ${dropping ? 'dropping' : ''}" part="composer" @submit=${(e: Event) => {
      e.preventDefault();
      this.#sendReply();
    }}
      @dragover=${this.#onDragOver} @dragleave=${() => this.#setDropping(false)} @drop=${this.#onDrop}>
      ${files?.render(t) ?? nothing}
      ${dropping ? html`<p class="drop-hint" aria-hidden="true">${t('dropFiles')}</p>` : nothing}
      ${
        canned.length
          ? html`<div class="canned" id="canned" role="listbox" part="canned-replies" aria-label=${t('cannedReplies')}>
            ${canned.map((r, i) => {
              // The filled text is the preview; variables without a value are flagged before the reply is sent.
              const filled = fillTemplate(r.text, values);
              return html`<div role="option" id="canned-${i}" class="canned-option" aria-selected=${i === active ? 'true' : 'false'}
              @mousedown=${(e: Event) => e.preventDefault()} @click=${() => this.#insertCanned(r)}>
              <span class="canned-label" dir="auto">${r.label}</span><span class="canned-text muted" dir="auto">${filled.text}</span>
              ${filled.missing.length ? html`<span class="canned-missing error-text">${t('templateMissingShort', { names: filled.missing.map((n) => `{{${n}}}`).join(', ') })}</span>` : nothing}
            </div>`;
            })}
          </div>`
          : nothing
      }
      ${
        host.cannedReplies?.length
          ? html`<button class="btn icon" type="button" part="canned-button" aria-label=${t('cannedReplies')} title=${t('cannedReplies')}
            aria-expanded=${canned.length ? 'true' : 'false'} aria-controls="canned" @click=${this.#toggleCanned}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path fill="currentColor" d="M2 3h12v2H2zm0 4h12v2H2zm0 4h8v2H2z"/></svg>
          </button>`
          : nothing
      }
      ${
        host.uploadHandler
          ? html`<button class="btn icon" type="button" part="attach-button" aria-label=${t('attach')} title=${t('attach')}
              @click=${() => host.renderRoot.querySelector<HTMLInputElement>('#reply-files')!.click()}>
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"
                d="M10.5 4.5 5.3 9.7a1.5 1.5 0 0 0 2.1 2.1l5.5-5.5a3 3 0 0 0-4.2-4.2L3.2 7.6a4.5 4.5 0 0 0 6.4 6.4l4.1-4.1"/></svg>
            </button>
            <input id="reply-files" type="file" hidden ?multiple=${!rcs} accept=${rcs ? 'image/*,video/mp4' : 'image/*,video/mp4,application/pdf,.vcf'}
              @change=${(e: Event) => {
                const input = e.target as HTMLInputElement;
                void this.#addFiles([...(input.files ?? [])]);
                input.value = '';
              }} />`
          : nothing
      }
      ${
        unfilled.length
          ? html`<p class="template-missing error-text" id="reply-error" part="reply-error" role="alert">${t('templateMissing', { names: unfilled.map((n) => `{{${n}}}`).join(', ') })}</p>`
          : nothing
      }
      <textarea part="reply-input" rows="2" dir="auto" aria-label=${t('replyTo', { name })} aria-describedby=${unfilled.length ? 'reply-error reply-hint' : 'reply-hint'}
        aria-invalid=${unfilled.length ? 'true' : 'false'} placeholder=${t('placeholder')}
        aria-activedescendant=${canned.length ? `canned-${active}` : nothing}
        .value=${this.reply.text} @input=${this.#onReplyInput} @keydown=${this.#onReplyKeydown} @paste=${this.#onPaste}
        @blur=${() => this.#setCannedOpen(false)}></textarea>
      <span id="reply-hint" class="visually-hidden">${t('replyHint')}</span>
      <button class="btn btn-primary" part="send-button" type="submit" ?disabled=${!ready}>${t('send')}</button>
    </form>`;
  }

  #setDropping(on: boolean): void {
    this.#view.set({ dropping: on });
  }

  #setCannedOpen(open: boolean): void {
    this.#view.set({ cannedOpen: open });
  }

  #sendReply(confirmed = false): void {
    const files = this.#attachments;
    if (files?.uploading) return;
    const thread = this.#store.state.thread;
    // A teammate replied since this user started typing: ask first.
    if (thread && !this.team.maySend(thread, (m) => this.reply.isMine(m, thread), confirmed)) return;
    // A canned reply's variable without a value ("Hi {{contact.firstName}}") is never sent as written.
    const unfilled = unfilledVariables(this.reply.text);
    this.#view.set({ unfilled });
    if (unfilled.length) return;
    void this.reply.send(thread, files?.urls).then((queued) => queued && this.team.sent());
  }

  /** What canned-reply templates fill in: the open thread's contact and the signed-in teammate's name. */
  #templateValues(): Record<string, string | undefined> {
    const { sub, name } = this.#store.state.claims;
    return templateValues(
      this.#store.state.thread?.conversation,
      name ?? this.#host.users?.find((u) => u.id === sub)?.name,
    );
  }

  async #addFiles(files: File[]): Promise<void> {
    const host = this.#host;
    if (!host.uploadHandler || !files.length) return;
    const { ReplyAttachments, attachmentStyles } = await this.#parts.load('attachments');
    adoptStyles(host.renderRoot, attachmentStyles);
    this.#attachments ??= new ReplyAttachments(host, () => host.uploadHandler);
    const rcs = this.#store.state.thread?.conversation?.senderType === 'rcs_agent';
    this.#attachments.add(files, rcs ? 'rcs' : 'mms', this.#i18n.t);
  }

  #onDragOver = (e: DragEvent): void => {
    if (!this.#host.uploadHandler || !e.dataTransfer?.types.includes('Files')) return;
    e.preventDefault();
    this.#setDropping(true);
  };

  #onDrop = (e: DragEvent): void => {
    this.#setDropping(false);
    if (!this.#host.uploadHandler || !e.dataTransfer?.files.length) return;
    e.preventDefault();
    void this.#addFiles([...e.dataTransfer.files]);
  };

  #onPaste = (e: ClipboardEvent): void => {
    const files = [...(e.clipboardData?.files ?? [])];
    if (!this.#host.uploadHandler || !files.length) return;
    e.preventDefault();
    void this.#addFiles(files);
  };

  #onReplyInput = (e: Event): void => {
    const text = (e.target as HTMLTextAreaElement).value;
    this.reply.input(text, this.#store.state.thread);
    if (this.#view.value.unfilled.length) this.#view.set({ unfilled: unfilledVariables(text) });
    this.team.typed(text);
    // "/" at the start of the box offers the canned replies, filtered by what follows it.
    if (this.#host.cannedReplies?.length) {
      const slash = /^\/\S*$/.test(text);
      const { cannedOpen, cannedActive } = this.#view.value;
      this.#view.set({
        cannedActive: slash !== cannedOpen || slash ? 0 : cannedActive,
        cannedBySlash: slash,
        cannedOpen: slash,
      });
    }
  };

  #cannedMatches(): readonly { label: string; text: string }[] {
    const all = this.#host.cannedReplies ?? [];
    if (!this.#view.value.cannedBySlash) return all;
    const locale = this.#locale;
    const q = this.reply.text.slice(1).toLocaleLowerCase(locale);
    return all.filter(
      (r) => r.label.toLocaleLowerCase(locale).includes(q) || r.text.toLocaleLowerCase(locale).includes(q),
    );
  }

  #toggleCanned = (): void => {
    const open = !this.#view.value.cannedOpen;
    this.#view.set({ cannedBySlash: false, cannedActive: 0, cannedOpen: open });
    // Arrow keys and Enter work from the reply box (the list is its active descendant).
    if (open) this.#host.renderRoot.querySelector<HTMLTextAreaElement>('[part~="reply-input"]')?.focus();
  };

  #insertCanned(reply: { text: string }): void {
    const box = this.#host.renderRoot.querySelector<HTMLTextAreaElement>('[part~="reply-input"]');
    const filled = fillTemplate(reply.text, this.#templateValues()).text;
    let text = filled;
    if (!this.#view.value.cannedBySlash && box) {
      const at = box.selectionStart ?? box.value.length;
      text = box.value.slice(0, at) + filled + box.value.slice(box.selectionEnd ?? at);
    }
    this.#view.set({ cannedBySlash: false, cannedOpen: false });
    this.reply.input(text, this.#store.state.thread);
    if (box) {
      box.value = text;
      box.focus();
      box.setSelectionRange(text.length, text.length);
    }
  }

  #onReplyKeydown = (event: KeyboardEvent): void => {
    const { cannedOpen, cannedActive } = this.#view.value;
    if (cannedOpen && !event.isComposing) {
      const options = this.#cannedMatches();
      if (options.length && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        const active = Math.min(cannedActive, options.length - 1);
        this.#view.set({
          cannedActive: (active + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length,
        });
        return;
      }
      if (options.length && (event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
        event.preventDefault();
        this.#insertCanned(options[Math.min(cannedActive, options.length - 1)]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        this.#setCannedOpen(false);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      this.#sendReply();
    }
  };

  #retrySend(pending: PendingSend): void {
    const thread = this.#store.state.thread;
    if (thread) void this.reply.deliver(thread.id, pending);
  }
}

/** Consecutive messages from the same side a few minutes apart read as one group. */
function joins(a: Message, b: Message): boolean {
  return a.direction === b.direction && Date.parse(b.createdAt) - Date.parse(a.createdAt) < GROUP_MS;
}

/** Local calendar day of an ISO timestamp, as a key for date separators. */
function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}
