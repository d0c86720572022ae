/**
 * The open thread's log and reply box: a chunk of its own (issue 12, size budgets). The list is the inbox's first
 * screen; this is fetched in parallel with the first thread's messages (`ParleyInbox`'s `#open`), so it adds no round
 * trip, and the thread shows its skeleton until both are there. It holds what only an open thread needs: message
 * bubbles and the log's styles, older pages and re-sync (`thread-paging.ts`), the reply sender and notes autosave
 * (with their drafts), reactions, cancel/retry, the lightbox, short-link stats, canned replies, attachments and the
 * log's arrow-key navigation; what live events
 * mean for the open thread (announcements, "New messages", the New divider, typing, marking read); the opt-out note,
 * the contact panel, and the thread's English words (`i18n/inbox-thread.ts`).
 */
// Loaded only by <parley-inbox>, whose module is then loaded already. Importing it puts every module of the first
// screen in the same set of importers, so esbuild emits them as a few chunks instead of a dozen (docs/decisions.md
// "Size budgets", fourth pass).
import './inbox.component.js';
import { scrollWithin } from '../../core/scroll-within.js';
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import type { ParleyClient } from '../../api/client.js';
import { formatDayLabel } from '../../core/format.js';
import type { ParleyEvent } from '../shared/parley-element.js';
import { MessageSendEvent } from '../../events/message-send.js';
import { MessageSentEvent } from '../../events/message-sent.js';
import type { ApiError } from '../../api/errors.js';
import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages, type InboxKey } from '../../i18n/inbox.js';
import { threadEn } from '../../i18n/inbox-thread.js';
import type { ContactUpdatedEvent } from '../../events/loaded.js';
import type { Contact, Conversation } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { addErrorWords, errorSentence } from './error-words.js';
import { asApiError, type Applied, type InboxAction, type InboxStore } from './inbox-store.js';
import type { LightboxView, renderLightbox } from './lightbox.js';
import { messageLogStyles } from './message-log.styles.js';
import { threadPaneStyles } from './thread-pane.styles.js';
import { messageUrls, renderBubble, resendRequest, type BubbleActions, type BubbleContext, type BubbleGroup } from './message-bubble.js';
import { contactName, isolate, type PendingSend, type ThreadState } from './model.js';
import { NotesAutosave } from './notes-autosave.js';
import type { renderNotesPanel } from './notes-panel.js';
import type { ReplyAttachments, UploadHandler } from './reply-attachments.js';
import { mergeMessages } from './merge-messages.js';
import { mergeInto, ReplySender } from './reply-sender.js';
import { ThreadPaging } from './thread-paging.js';
import type { VirtualWindow } from './virtual-window.js';

type Translate = (key: InboxKey, vars?: Record<string, string | number>) => string;

/** Messages from the same side this close together form one group (one timestamp, tighter spacing). */
const GROUP_MS = 5 * 60_000;
/** How long "… is typing" shows after the last typing event. */
const TYPING_SHOW_MS = 6000;

/** A row of the log (the inbox's virtual window needs their keys on every update: `rows()` memoizes them). */
export type Row =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'new'; key: string }
  | { kind: 'message'; key: string; message: Message; group: BubbleGroup }
  | { kind: 'pending'; key: string; pending: PendingSend };

/** What the pane reads from and asks of `<parley-inbox>` (its internals, passed in as one adapter). */
export interface PaneHost {
  element: ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment; readonly theme: string | undefined };
  store: InboxStore;
  log: VirtualWindow;
  api(): ParleyClient;
  t(): Translate;
  locale(): string;
  can(scope: string): boolean;
  fail(error: ApiError, action: InboxAction, conversationId?: string): void;
  emit(event: ParleyEvent): boolean;
  uploadHandler(): UploadHandler | undefined;
  cannedReplies(): readonly { label: string; text: string }[] | undefined;
  /** The keys of the log's rows now (the inbox's memo). */
  rowKeys(): readonly string[];
}

export class ThreadPane {
  /** An error of an action in the log (reaction, cancel, retry), shown above it. */
  actionError: string | undefined;
  readonly reply: ReplySender;
  readonly notes: NotesAutosave;
  /** Older pages, paging back to a search match, re-sync after a gap in the stream. */
  readonly paging: ThreadPaging;
  /** Merges pages and live messages into a thread: the store's `ThreadView`, which it opens threads with. */
  readonly merge = mergeMessages;
  #h: PaneHost;
  #pickerFor: string | null = null;
  #busy = new Set<string>();
  #lightbox: LightboxView | undefined;
  #lightboxRender: typeof renderLightbox | undefined;
  #notesPanel: typeof renderNotesPanel | undefined;
  /** `shortUrl` → `linkId` of the team's short links (`links:read`), loaded when a message first shows a URL. */
  #linkIds: ReadonlyMap<string, string> | undefined;
  #linkLookup: { startedAt: number; pending: boolean } | undefined;
  /** The reply's attachments; its module loads with the first file. */
  #attachments: ReplyAttachments | undefined;
  /** Files are being dragged over the reply box. */
  #dropping = false;
  #cannedOpen = false;
  #cannedActive = 0;
  #cannedBySlash = false;
  /** The message a search result opened at: the log scrolls to it and rings it (issue 17 point 9). */
  #focused: string | undefined;
  /** The first message that was unread when the thread opened (or arrived while scrolled up): the "New" divider. */
  #newFrom: string | undefined;
  /** Messages that arrived while the reader was scrolled up: "New messages (n)". */
  #unseen = 0;
  #typingUntil = 0;
  #typingTimer: ReturnType<typeof setTimeout> | undefined;
  /** The last few incoming messages, read out by the inbox's live region. */
  #announcements: { id: string; text: string }[] = [];
  #rowsCache: { messages: Message[]; pending: PendingSend[]; locale: string; newFrom: string | undefined; rows: Row[]; keys: string[] } | undefined;

  constructor(host: PaneHost) {
    this.#h = host;
    // The open thread's English words arrive with this chunk.
    addEnglishWords(inboxMessages, threadEn);
    addErrorWords();
    const el = host.element;
    // In this order: the log's styles refine the pane's.
    adoptStyles(el.renderRoot, threadPaneStyles);
    adoptStyles(el.renderRoot, messageLogStyles);
    this.reply = new ReplySender(el, {
      api: host.api,
      store: host.store,
      sending: (request) => host.emit(new MessageSendEvent(request)),
      sent: (message, conversationId, idempotencyKey) => host.emit(new MessageSentEvent({ message, conversationId, idempotencyKey })),
      failed: (error, id) => host.fail(error, 'send', id),
      queued: () => {
        this.#attachments?.clear();
        host.log.scrollToEnd();
      },
    });
    this.paging = new ThreadPaging(host);
    this.notes = new NotesAutosave(el, {
      save: (id, notes) => host.api().updateConversation(id, { notes }),
      saved: (c) => host.store.notesSaved(c),
      failed: (error, id) => host.fail(error, 'notes', id),
    });
  }

  #update(): void {
    this.#h.element.requestUpdate();
  }

  /** A thread opens (or none): transient state of the previous one goes, the drafts follow. */
  reset(): void {
    this.#pickerFor = null;
    this.#focused = undefined;
    this.actionError = undefined;
    this.#cannedOpen = false;
    this.#unseen = 0;
    this.#newFrom = undefined;
    this.#typingUntil = 0;
    this.#update();
  }

  /** The thread is ready and shown: its drafts, the "New" divider, read state, and the search match it opened at. */
  async opened(thread: ThreadState, match: string | undefined): Promise<void> {
    const h = this.#h;
    // The reaction picker is a chunk of its own: fetch it while the user reads, so the first open is instant.
    if (h.can('messages:react')) void import('./reaction-picker.js');
    this.switchTo(thread);
    this.#newFrom = this.firstUnread(thread, h.store.state.threads.find((t) => t.id === thread.id)?.unreadCount ?? thread.conversation?.unreadCount ?? 0);
    this.#update();
    this.#markRead(thread);
    if (match) await this.jumpTo(match);
  }

  /** The reader reached the bottom of the log (all of it is seen: the thread is read) or left it. */
  pinnedChanged(pinned: boolean): void {
    this.#update();
    const thread = this.#h.store.state.thread;
    if (!pinned || !thread || thread.status !== 'ready') return;
    this.#unseen = 0;
    this.#markRead(thread);
  }

  #jumpToLatest(): void {
    const h = this.#h;
    this.#unseen = 0;
    h.log.scrollToEnd();
    const thread = h.store.state.thread;
    if (thread) this.#markRead(thread);
    // The button goes away: keep focus in the log rather than losing it to the page.
    h.element.renderRoot.querySelector<HTMLElement>('.messages')?.focus({ preventScroll: true });
  }

  #markRead(thread: ThreadState): void {
    const { store, api } = this.#h;
    const row = store.state.threads.find((t) => t.id === thread.id);
    if (!(row?.unreadCount ?? thread.conversation?.unreadCount)) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    store.patchRow(thread.id, { unreadCount: 0 });
    api().markConversationRead(thread.id).then((c) => store.upsertRow(c), () => {});
  }

  /** What a live event meant for the open thread: an announcement, "new messages", read state, notes, typing. */
  applied(applied: Applied): void {
    const h = this.#h;
    const thread = h.store.state.thread;
    if (applied.inbound && thread) {
      this.#typingUntil = 0;
      this.#announce(applied.inbound);
      if (!h.log.pinned) {
        if (!this.#unseen++ && !this.#newFrom) this.#newFrom = applied.inbound.id;
      } else this.#markRead(thread);
    }
    if (applied.conversation && thread) {
      const { previous, next } = applied.conversation;
      // Notes changed by a teammate replace ours only when we have no edit of our own in progress.
      this.notes.remoteChange(previous?.notes, next.notes);
      // The open thread, read at the bottom, stays read.
      if (h.log.pinned && next.unreadCount) this.#markRead(thread);
    }
    if (applied.typing) {
      this.#typingUntil = Date.now() + TYPING_SHOW_MS;
      clearTimeout(this.#typingTimer);
      this.#typingTimer = setTimeout(() => {
        this.#typingUntil = 0;
        this.#update();
      }, TYPING_SHOW_MS);
    }
    this.#update();
  }

  #announce(message: Message): void {
    const t = this.#h.t();
    const name = isolate(contactName(this.#h.store.state.thread?.conversation));
    const text = message.text ?? message.rcs?.text ?? message.rcs?.card?.title ?? t('mediaMessage');
    this.#announcements = [...this.#announcements.slice(-4), { id: message.id, text: t('incoming', { name, text }) }];
  }

  /** The inbox's live region's lines: incoming messages are announced there, not by the (virtualized) log. */
  renderAnnouncements(): unknown {
    return repeat(this.#announcements, (a) => a.id, (a) => html`<p>${a.text}</p>`);
  }

  switchTo(thread: ThreadState | undefined): void {
    this.#attachments?.clear();
    this.notes.switchTo(thread);
    this.reply.switchTo(thread);
  }

  async loadNotesPanel(): Promise<void> {
    this.#notesPanel ??= (await import('./notes-panel.js')).renderNotesPanel;
  }

  /** The contact panel is its own element and chunk (`@parley/embeds/contact-panel`): loaded on first use. */
  async loadContactPanel(): Promise<void> {
    await import('../../contact-panel.js');
  }

  /** The open thread's contact (issue 13): editable with contacts:write, read-only with contacts:read. */
  renderContact(c: Conversation): TemplateResult {
    const h = this.#h;
    // A scrolling region of its own (it may be taller than the space above the log): focusable, so keyboards scroll it.
    return html`<parley-contact-panel id="contact" part="contact" class="contact" role="group" tabindex="0" aria-label=${h.t()('contact')}
      .client=${h.api()} .contact=${c.contact}
      theme=${h.element.theme} .locale=${h.locale()}
      @parley-contact-updated=${(e: ContactUpdatedEvent) => this.#contactSaved(c.id, e.detail.contact)}></parley-contact-panel>`;
  }

  #contactSaved(id: string, contact: Contact): void {
    const { store } = this.#h;
    store.patchRow(id, { contact });
    const thread = store.cached(id);
    if (thread?.conversation) store.putThread({ ...thread, conversation: { ...thread.conversation, contact } });
  }

  renderNotes(): unknown {
    return this.#notesPanel ? this.#notesPanel(this.notes, this.#h.t()) : nothing;
  }

  renderLightbox(): unknown {
    return this.#lightbox && this.#lightboxRender ? this.#lightboxRender(this.#lightbox, this.#h.t(), this.#lightboxActions) : nothing;
  }

  // ------------------------------------------------------------------ the log

  /**
   * Day separators, the "New" divider (above `newFrom`), messages and pending replies, in display order (memoized:
   * 10 000 messages is a lot of rows).
   */
  rows(thread: ThreadState, locale: string): { rows: Row[]; keys: string[] } {
    const newFrom = this.#newFrom;
    const cache = this.#rowsCache;
    if (cache && cache.messages === thread.messages && cache.pending === thread.pending && cache.locale === locale && cache.newFrom === newFrom) return cache;
    const rows: Row[] = [];
    let day = '';
    const now = Date.now();
    let last: { message: Message; group: BubbleGroup } | undefined;
    for (const message of thread.messages) {
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
    for (const pending of thread.pending) rows.push({ kind: 'pending', key: `pending:${pending.localId}`, pending });
    this.#rowsCache = { messages: thread.messages, pending: thread.pending, locale, newFrom, rows, keys: rows.map((r) => r.key) };
    return this.#rowsCache;
  }

  /** Loads history back to a search match, scrolls it to the middle of the log and focuses it. */
  async jumpTo(messageId: string): Promise<void> {
    const h = this.#h;
    const id = h.store.state.thread?.id;
    try {
      if (!(await this.paging.loadUntil(messageId))) return;
    } catch (error) {
      h.fail(asApiError(error), 'older', id);
      return;
    }
    if (h.store.state.thread?.id !== id) return;
    this.#focused = messageId;
    this.#update();
    const index = h.rowKeys().indexOf(messageId);
    const el = h.element;
    await el.updateComplete;
    h.log.reveal(index);
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

  renderMessages(thread: ThreadState, name: string, rows: readonly Row[]): TemplateResult {
    const h = this.#h;
    const t = h.t();
    const w = h.log;
    const locale = h.locale();
    const me = h.store.state.claims.sub;
    const ctx: BubbleContext = {
      t,
      locale,
      me,
      contactName: name,
      can: { react: h.can('messages:react'), cancel: h.can('messages:schedule'), send: h.can('messages:send') },
      pickerFor: this.#pickerFor,
      busy: this.#busy,
      // Only with the scope in the token: an opaque token could answer 401, which reads as a lost session.
      linkStats: h.store.state.claims.scopes?.has('links:read') ? this.#linkStats : undefined,
      on: this.#bubbleActions,
    };
    const focused = this.#focused;
    const theme = h.element.theme;
    const unseen = this.#unseen;
    return html`<div class="messages-wrap">
      <div class="messages" part="messages" tabindex="0" role="region" aria-label=${t('messagesWith', { name })} @keydown=${this.#onLogKeydown}>
        ${thread.older === 'loading' ? html`<p class="state small" role="status">${t('loadingOlder')}</p>` : nothing}
        ${thread.older === 'error'
          ? html`<p class="state small error-text">${t('olderError')}
              <button class="btn small" part="retry-button" tabindex="-1" @click=${() => this.paging.loadOlder()}>${t('retry')}</button></p>`
          : nothing}
        ${rows.length === 0 ? html`<p class="state">${t('noMessages')}</p>` : nothing}
        <div role="list">
          <div data-vpad="top"></div>
          ${repeat(rows.slice(w.start, w.end), (r) => r.key, (r) => {
            const m = r.kind === 'message' ? r.message : undefined;
            const picker = !!m && this.#pickerFor === m.id;
            const data = r.kind === 'message' ? r.message : r.kind === 'pending' ? r.pending : r.kind === 'day' ? r.label : r.key;
            const group = r.kind === 'message' ? `${r.group.prev}${r.group.next}` : '';
            return guard([data, group, locale, picker, !!m && this.#busy.has(m.id), me, ctx.can.react, ctx.can.cancel, ctx.can.send, !!ctx.linkStats && this.#linkIds, !!ctx.linkStats && theme, focused === r.key], () => this.#renderRowItem(r, ctx, focused));
          })}
          <div data-vpad="bottom"></div>
        </div>
      </div>
      ${!w.pinned && rows.length
        ? html`<button class="btn btn-primary new-messages" part="new-messages" @click=${() => this.#jumpToLatest()}>
            <span aria-hidden="true">↓</span> ${unseen > 0 ? `${t('newMessages')} (${unseen})` : t('jumpToLatest')}
          </button>`
        : nothing}
    </div>`;
  }

  #renderRowItem(row: Row, ctx: BubbleContext, focused: string | undefined): TemplateResult {
    const t = ctx.t;
    if (row.kind === 'day') return html`<div role="listitem" class="day" data-vkey=${row.key} data-vfloat><span>${row.label}</span></div>`;
    if (row.kind === 'new') return html`<div role="listitem" class="new-divider" part="new-divider" data-vkey=${row.key} data-vfloat><span>${t('newDivider')}</span></div>`;
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
          ${p.state === 'sending'
            ? html`<span>${t('sending')}</span>`
            : html`<span role="alert">${t('notSent', { reason: p.error?.kind === 'service' ? p.error.message : errorSentence(p.error, 'send', t) })}</span>
                <button class="link-btn" part="retry-button" tabindex="-1" @click=${() => this.#retrySend(p)}>${t('retry')}</button>`}
        </div>
      </div>
    </div>`;
  }

  /** Click counts of a message's short links: `<parley-link-stats>` (its own chunk), one per link. */
  #linkStats = (m: Message): unknown => {
    const urls = messageUrls(m);
    if (!urls.length) return nothing;
    const ids = this.#linkIds;
    // A message newer than the last lookup may carry links made since: look again (once per such message batch).
    if (!ids || (urls.some((u) => !ids.has(u)) && Date.parse(m.createdAt) >= (this.#linkLookup?.startedAt ?? 0))) this.#lookUpLinks();
    const found = ids ? [...new Set(urls.map((u) => ids.get(u)).filter((id): id is string => !!id))] : [];
    if (!found.length) return nothing;
    const h = this.#h;
    return html`<div class="link-clicks">
      ${found.map((id) => html`<parley-link-stats link-id=${id} toggle-tabindex="-1" .client=${h.api()} locale=${h.locale()} theme=${h.element.theme}></parley-link-stats>`)}
    </div>`;
  };

  #lookUpLinks(): void {
    const now = Date.now();
    const last = this.#linkLookup;
    if (last && (last.pending || now - last.startedAt < 2000)) return;
    const lookup: { startedAt: number; pending: boolean } = (this.#linkLookup = { startedAt: now, pending: true });
    void import('./link-clicks.js')
      .then((m) => m.shortLinkIds(this.#h.api()))
      .then(
        (ids) => void (this.#linkIds = ids),
        () => void (this.#linkIds ??= new Map()),
      )
      .finally(() => {
        lookup.pending = false;
        this.#update();
      });
  }

  // ------------------------------------------------------------------ reactions, schedules, images

  #bubbleActions: BubbleActions = {
    react: (message, emoji) => void this.#react(message, emoji),
    togglePicker: (message) => void this.#togglePicker(message),
    closePicker: () => {
      this.#pickerFor = null;
      this.#update();
    },
    cancelSchedule: (message) => void this.#busyWith(message, 'schedule', () => this.#h.api().cancelSchedule(message.id)),
    // A new message with a new idempotency key: the failed one stays in the log as it was.
    retry: (message) => void this.#busyWith(message, 'send', () => this.#h.api().send(resendRequest(message)), true),
    openImage: (message, images, index, opener) => void this.#openLightbox(message, images, index, opener),
  };

  async #openLightbox(message: Message, images: LightboxView['images'], index: number, opener: HTMLElement): Promise<void> {
    const el = this.#h.element;
    if (!this.#lightboxRender) {
      const { renderLightbox, lightboxStyles } = await import('./lightbox.js');
      adoptStyles(el.renderRoot, lightboxStyles);
      this.#lightboxRender = renderLightbox;
    }
    this.#lightbox = { messageId: message.id, images, index, opener };
    this.#update();
    await el.updateComplete;
    el.renderRoot.querySelector<HTMLDialogElement>('dialog.lightbox')?.showModal();
  }

  #lightboxActions = {
    step: (delta: number) => {
      const view = this.#lightbox;
      if (view) this.#lightbox = { ...view, index: (view.index + delta + view.images.length) % view.images.length };
      this.#update();
    },
    close: () => {
      const view = this.#lightbox;
      this.#lightbox = undefined;
      this.#update();
      if (!view) return;
      // Back to the image that is shown last (the opener, or its twin if the log re-rendered meanwhile).
      const item = this.#h.element.renderRoot.querySelector(`[data-vkey="${CSS.escape(view.messageId)}"]`);
      const target = view.opener.isConnected ? view.opener : item?.querySelector<HTMLElement>(`[data-image="${view.index}"]`);
      (target ?? item as HTMLElement | null)?.focus();
    },
  };

  async #togglePicker(message: Message): Promise<void> {
    if (this.#pickerFor === message.id) {
      this.#pickerFor = null;
      this.#update();
      return;
    }
    await import('./reaction-picker.js');
    this.#pickerFor = message.id;
    this.#update();
  }

  async #react(message: Message, emoji: string): Promise<void> {
    if (this.#pickerFor === message.id) this.#pickerFor = null;
    await this.#busyWith(message, 'react', () => this.#h.api().react({ messageId: message.id, emoji }));
  }

  async #busyWith(message: Message, action: InboxAction, call: () => Promise<Message>, reveal = false): Promise<void> {
    if (this.#busy.has(message.id)) return;
    const h = this.#h;
    this.#busy.add(message.id);
    this.actionError = undefined;
    this.#update();
    try {
      const updated = await call();
      mergeInto(h.store, updated.conversationId, [updated]);
      if (reveal) h.log.scrollToEnd();
    } catch (error) {
      const apiError = asApiError(error);
      this.actionError = errorSentence(apiError, action, h.t());
      h.fail(apiError, action, message.conversationId);
    } finally {
      this.#busy.delete(message.id);
      this.#update();
    }
  }

  /**
   * The message log is one Tab stop (issue 17: Tab used to visit every reaction control on the way to the reply
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
    const h = this.#h;
    const t = h.t();
    const c = thread.conversation;
    return html`${this.#typingUntil > 0 ? html`<p class="typing muted" role="status">${t('typing', { name: isolate(name) })}</p>` : nothing}
      ${thread.status === 'ready' && c?.optedOut
        ? html`<p class="opted-out" part="opted-out" role="note">${t('optedOut', {
            name: isolate(name),
            keyword: c.optedOut.keyword,
            date: new Date(c.optedOut.at).toLocaleDateString(h.locale(), { dateStyle: 'medium' }),
          })}</p>`
        : thread.status === 'ready' && c && h.can('messages:send') ? this.renderComposer(name) : nothing}`;
  }

  renderComposer(name: string): TemplateResult {
    const h = this.#h;
    const t = h.t();
    const canned = this.#cannedOpen ? this.#cannedMatches() : [];
    const active = Math.min(this.#cannedActive, canned.length - 1);
    const files = this.#attachments;
    const rcs = h.store.state.thread?.conversation?.senderType === 'rcs_agent';
    const ready = !!(this.reply.text.trim() || files?.urls.length) && !files?.uploading;
    return html`<form class="composer ${this.#dropping ? 'dropping' : ''}" part="composer" @submit=${(e: Event) => { e.preventDefault(); this.#sendReply(); }}
      @dragover=${this.#onDragOver} @dragleave=${() => this.#setDropping(false)} @drop=${this.#onDrop}>
      ${files?.render(t) ?? nothing}
      ${this.#dropping ? html`<p class="drop-hint" aria-hidden="true">${t('dropFiles')}</p>` : nothing}
      ${canned.length
        ? html`<div class="canned" id="canned" role="listbox" part="canned-replies" aria-label=${t('cannedReplies')}>
            ${canned.map((r, i) => html`<div role="option" id="canned-${i}" class="canned-option" aria-selected=${i === active ? 'true' : 'false'}
              @mousedown=${(e: Event) => e.preventDefault()} @click=${() => this.#insertCanned(r)}>
              <span class="canned-label" dir="auto">${r.label}</span><span class="canned-text muted" dir="auto">${r.text}</span>
            </div>`)}
          </div>`
        : nothing}
      ${h.cannedReplies()?.length
        ? html`<button class="btn icon" type="button" part="canned-button" aria-label=${t('cannedReplies')} title=${t('cannedReplies')}
            aria-expanded=${canned.length ? 'true' : 'false'} aria-controls="canned" @click=${this.#toggleCanned}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path fill="currentColor" d="M2 3h12v2H2zm0 4h12v2H2zm0 4h8v2H2z"/></svg>
          </button>`
        : nothing}
      ${h.uploadHandler()
        ? html`<button class="btn icon" type="button" part="attach-button" aria-label=${t('attach')} title=${t('attach')}
              @click=${() => h.element.renderRoot.querySelector<HTMLInputElement>('#reply-files')!.click()}>
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"
                d="M10.5 4.5 5.3 9.7a1.5 1.5 0 0 0 2.1 2.1l5.5-5.5a3 3 0 0 0-4.2-4.2L3.2 7.6a4.5 4.5 0 0 0 6.4 6.4l4.1-4.1"/></svg>
            </button>
            <input id="reply-files" type="file" hidden ?multiple=${!rcs} accept=${rcs ? 'image/*,video/mp4' : 'image/*,video/mp4,application/pdf,.vcf'}
              @change=${(e: Event) => { const input = e.target as HTMLInputElement; void this.#addFiles([...(input.files ?? [])]); input.value = ''; }} />`
        : nothing}
      <textarea part="reply-input" rows="2" dir="auto" aria-label=${t('replyTo', { name })} aria-describedby="reply-hint" placeholder=${t('placeholder')}
        aria-activedescendant=${canned.length ? `canned-${active}` : nothing}
        .value=${this.reply.text} @input=${this.#onReplyInput} @keydown=${this.#onReplyKeydown} @paste=${this.#onPaste}
        @blur=${() => this.#setCannedOpen(false)}></textarea>
      <span id="reply-hint" class="visually-hidden">${t('replyHint')}</span>
      <button class="btn btn-primary" part="send-button" type="submit" ?disabled=${!ready}>${t('send')}</button>
    </form>`;
  }

  #setDropping(on: boolean): void {
    this.#dropping = on;
    this.#update();
  }

  #setCannedOpen(open: boolean): void {
    this.#cannedOpen = open;
    this.#update();
  }

  #sendReply(): void {
    const files = this.#attachments;
    if (files?.uploading) return;
    void this.reply.send(this.#h.store.state.thread, files?.urls);
  }

  async #addFiles(files: File[]): Promise<void> {
    const h = this.#h;
    if (!h.uploadHandler() || !files.length) return;
    const { ReplyAttachments, attachmentStyles } = await import('./reply-attachments.js');
    adoptStyles(h.element.renderRoot, attachmentStyles);
    this.#attachments ??= new ReplyAttachments(h.element, h.uploadHandler);
    const rcs = h.store.state.thread?.conversation?.senderType === 'rcs_agent';
    this.#attachments.add(files, rcs ? 'rcs' : 'mms', h.t());
  }

  #onDragOver = (e: DragEvent): void => {
    if (!this.#h.uploadHandler() || !e.dataTransfer?.types.includes('Files')) return;
    e.preventDefault();
    this.#setDropping(true);
  };

  #onDrop = (e: DragEvent): void => {
    this.#setDropping(false);
    if (!this.#h.uploadHandler() || !e.dataTransfer?.files.length) return;
    e.preventDefault();
    void this.#addFiles([...e.dataTransfer.files]);
  };

  #onPaste = (e: ClipboardEvent): void => {
    const files = [...(e.clipboardData?.files ?? [])];
    if (!this.#h.uploadHandler() || !files.length) return;
    e.preventDefault();
    void this.#addFiles(files);
  };

  #onReplyInput = (e: Event): void => {
    const text = (e.target as HTMLTextAreaElement).value;
    this.reply.input(text, this.#h.store.state.thread);
    // "/" at the start of the box offers the canned replies, filtered by what follows it.
    if (this.#h.cannedReplies()?.length) {
      const slash = /^\/\S*$/.test(text);
      if (slash !== this.#cannedOpen || slash) this.#cannedActive = 0;
      this.#cannedBySlash = slash;
      this.#setCannedOpen(slash);
    }
  };

  #cannedMatches(): readonly { label: string; text: string }[] {
    const all = this.#h.cannedReplies() ?? [];
    if (!this.#cannedBySlash) return all;
    const locale = this.#h.locale();
    const q = this.reply.text.slice(1).toLocaleLowerCase(locale);
    return all.filter((r) => r.label.toLocaleLowerCase(locale).includes(q) || r.text.toLocaleLowerCase(locale).includes(q));
  }

  #toggleCanned = (): void => {
    this.#cannedBySlash = false;
    this.#cannedActive = 0;
    this.#setCannedOpen(!this.#cannedOpen);
    // Arrow keys and Enter work from the reply box (the list is its active descendant).
    if (this.#cannedOpen) this.#h.element.renderRoot.querySelector<HTMLTextAreaElement>('[part~="reply-input"]')?.focus();
  };

  #insertCanned(reply: { text: string }): void {
    const box = this.#h.element.renderRoot.querySelector<HTMLTextAreaElement>('[part~="reply-input"]');
    let text = reply.text;
    if (!this.#cannedBySlash && box) {
      const at = box.selectionStart ?? box.value.length;
      text = box.value.slice(0, at) + reply.text + box.value.slice(box.selectionEnd ?? at);
    }
    this.#cannedBySlash = false;
    this.#setCannedOpen(false);
    this.reply.input(text, this.#h.store.state.thread);
    if (box) {
      box.value = text;
      box.focus();
      box.setSelectionRange(text.length, text.length);
    }
  }

  #onReplyKeydown = (event: KeyboardEvent): void => {
    if (this.#cannedOpen && !event.isComposing) {
      const options = this.#cannedMatches();
      if (options.length && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        const active = Math.min(this.#cannedActive, options.length - 1);
        this.#cannedActive = (active + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length;
        this.#update();
        return;
      }
      if (options.length && (event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
        event.preventDefault();
        this.#insertCanned(options[Math.min(this.#cannedActive, options.length - 1)]!);
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
    const thread = this.#h.store.state.thread;
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
