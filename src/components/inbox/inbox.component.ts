/**
 * `<parley-inbox>`: conversation threads between one sender and one recipient, with history, replies, reactions,
 * internal notes and live updates. Side-effect free: `src/inbox.ts` registers the tag.
 *
 * The element renders and wires; the jobs live beside it: `inbox-store.ts` (threads, the open thread, paging, live
 * events, re-sync), `reply-sender.ts` (reply draft, typing, optimistic sends), `notes-autosave.ts` (notes drafts and
 * saves), `reaction-picker.ts` and `notes-panel.ts` (loaded on first use), `message-bubble.ts` (one message).
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import type { ParleyClient } from '../../api/client.js';
import type { ApiError } from '../../api/errors.js';
import type { TokenErrorEvent } from '../../api/transport.js';
import { DebouncedCall } from '../../controllers/debounce.js';
import { EventStreamController } from '../../controllers/event-stream.js';
import { RovingTabindexController } from '../../controllers/roving-tabindex.js';
import { formatDayLabel, relativeTime } from '../../core/format.js';
import { inboxMessages, type InboxKey } from '../../i18n/inbox.js';
import { I18nController, registerLanguage, type CatalogSource } from '../../i18n/index.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import { MessageSendEvent } from '../../events/message-send.js';
import { MessageSentEvent, type MessageSentDetail } from '../../events/message-sent.js';
import { ParleyErrorEvent, type ParleyErrorDetail } from '../../events/parley-error.js';
import { ThreadSelectEvent, type ThreadSelectDetail } from '../../events/thread-select.js';
import { ParleyElement } from '../shared/parley-element.js';
import { asApiError, InboxStore, type InboxAction } from './inbox-store.js';
import { inboxStyles } from './inbox.styles.js';
import type { LightboxView, renderLightbox } from './lightbox.js';
import { messageLogStyles } from './message-log.styles.js';
import { messageUrls, renderBubble, resendRequest, type BubbleActions, type BubbleContext, type BubbleGroup } from './message-bubble.js';
import { activeFilters, contactName, dayKey, isolate, type Filters, type PendingSend, type ThreadState } from './model.js';
import { NotesAutosave } from './notes-autosave.js';
import type { renderNotesPanel } from './notes-panel.js';
import { ReplySender } from './reply-sender.js';
import { VirtualWindow } from './virtual-window.js';

export type { InboxAction };

/** `parley-error`'s detail in the inbox. */
export type InboxErrorDetail = ParleyErrorDetail<InboxAction>;
export type { MessageSentDetail, ThreadSelectDetail };

type Row =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'new'; key: string }
  | { kind: 'message'; key: string; message: Message; group: BubbleGroup }
  | { kind: 'pending'; key: string; pending: PendingSend };

const NO_ROWS: { rows: Row[]; keys: string[] } = { rows: [], keys: [] };
const TYPING_SHOW_MS = 6000;
const SEARCH_DELAY = 250;
/** Messages from the same side this close together form one group (one timestamp, tighter spacing). */
const GROUP_MS = 5 * 60_000;

/** The element behind a store, for the test harness (`test/browser/inbox/harness.ts`) only. */
export const inboxStoreOf = new WeakMap<ParleyInbox, InboxStore>();

/**
 * The embeddable inbox: a thread list (filters, search, unread-only, live order) and a thread view (virtualized
 * history with zero-jump loading of older pages, optimistic replies with retry, reactions, notes, typing).
 *
 * @summary Conversation threads with history, replies, reactions, internal notes and live updates.
 *
 * @attr base-url - API root (default: the local sandbox).
 * @attr token - A static embed token.
 * @attr token-url - Your backend route answering `{token}`.
 * @attr from - Only threads of this sender (phone number or RCS agent id); with `to`, opens that thread.
 * @attr to - Only threads with this recipient; with `from`, opens that thread.
 * @attr brand-id - Only threads of this brand.
 * @attr campaign-id - Only threads of this campaign.
 * @attr conversation-id - Opens this thread.
 * @attr locale - BCP 47 locale (English, Spanish and Arabic ship; others fall back to English).
 * @attr theme - `light`, `dark` or `auto` (default).
 *
 * @prop {ParleyClient} client - An API client to use instead of one built from the attributes.
 * @prop {() => Promise<string | {token: string}>} tokenProvider - Returns a fresh embed token.
 *
 * @event {ThreadSelectEvent} parley-thread-select - The user opened a thread. `detail: {conversationId, conversation}`.
 * @event {MessageSendEvent} parley-message-send - The user sends a reply; cancelable (`preventDefault()` keeps the draft unsent). `detail: SendRequest`.
 * @event {MessageSentEvent} parley-message-sent - The service accepted a reply. `detail: {message, conversationId, idempotencyKey}`.
 * @event {ParleyErrorEvent} parley-error - `detail: {error, action, conversationId?}`. Something the user did failed (send, notes, reaction, cancel, load), the live stream stopped, or the session could not be renewed. Not fired for loads caused by the host setting a property.
 *
 * @slot empty - Shown instead of the built-in text when there are no conversations.
 *
 * @csspart list - The thread list pane; `search` its search box.
 * @csspart thread-row - One thread in the list (`thread-row-selected` on the open one).
 * @csspart unread-badge - Unread count of a thread.
 * @csspart thread - The thread pane.
 * @csspart thread-header - Contact, numbers and the notes toggle.
 * @csspart messages - The scrolling message log.
 * @csspart message - A message bubble (also `message-inbound` / `message-outbound`).
 * @csspart status - Time and delivery status under a bubble.
 * @csspart media - An image or RCS media.
 * @csspart card - An RCS card; `carousel` a row of cards; `chip` a suggestion.
 * @csspart link - A link in message text.
 * @csspart reactions - Reactions of a message; `reaction` one of them; `react-button` the picker toggle; `reaction-picker` the menu.
 * @csspart cancel-button - Cancels a scheduled message.
 * @csspart composer - The reply area; `reply-input` its textbox; `send-button` its button.
 * @csspart retry-button - Retries a failed send or load.
 * @csspart notes - The internal notes panel.
 * @csspart new-messages - "Jump to latest" (with the count of messages that arrived meanwhile), shown when scrolled up.
 * @csspart new-divider - The "New" line above the first message unread when the thread opened.
 * @csspart status-icon - Delivery-status icon of a sent message (`sent`, `delivered`, `read`, `queued`, `scheduled`, `failed` classes).
 * @csspart message-fell-back - A message that fell back to SMS/MMS; `fallback-note` its note, `rcs-attempt` the disclosure of the RCS content.
 * @csspart message-scheduled - A message not sent yet (also `message-cancelled`, `message-failed`).
 * @csspart blast-tag - "Sent by a blast".
 * @csspart lightbox - The image viewer dialog.
 *
 * @cssproperty [--parley-inbox-height=36rem] - Height of the element.
 * @cssproperty [--parley-inbox-list-width=20rem] - Width of the thread list in two-pane layout.
 * @cssproperty --parley-inbox-bubble-out - Background of sent bubbles (default the primary colour).
 * @cssproperty --parley-inbox-bubble-out-text - Text colour of sent bubbles (default the on-primary colour).
 * @cssproperty --parley-inbox-bubble-in - Background of received bubbles (default the surface colour).
 */
export class ParleyInbox extends ParleyElement {
  static override styles = [ParleyElement.styles, inboxStyles, messageLogStyles];

  /**
   * Adds a language (or replaces a shipped one): a catalog of this element's messages, or a loader of one
   * (`() => import('./fr.js')`); missing keys fall back to English. Plural messages tag their forms with
   * `Intl.PluralRules` categories (`'one: {count} x|other: {count} xs'`).
   */
  static registerLanguage(language: string, catalog: CatalogSource<InboxKey>): void {
    registerLanguage(inboxMessages, language, catalog);
  }

  /** Only threads of this sender (phone number or RCS agent id); with `to`, opens that thread. @attr from */
  @property() accessor from: string | undefined;
  /** Only threads with this recipient (E.164); with `from`, opens that thread. @attr to */
  @property() accessor to: string | undefined;
  /** Only threads of this brand. @attr brand-id */
  @property({ attribute: 'brand-id' }) accessor brandId: string | undefined;
  /** Only threads of this campaign. @attr campaign-id */
  @property({ attribute: 'campaign-id' }) accessor campaignId: string | undefined;
  /** Opens this thread (setting it fires no `parley-thread-select`). @attr conversation-id */
  @property({ attribute: 'conversation-id' }) accessor conversationId: string | undefined;

  // View state only: the data lives in the store.
  @state() private accessor filtersOpen = false;
  @state() private accessor authError: ApiError | undefined;
  @state() private accessor notesOpen = false;
  @state() private accessor pickerFor: string | null = null;
  @state() private accessor typingUntil = 0;
  @state() private accessor unseen = 0;
  @state() private accessor announcements: { id: string; text: string }[] = [];
  @state() private accessor actionError: string | undefined;
  @state() private accessor now = Date.now();
  /** The first message that was unread when the thread opened (or arrived while scrolled up): the "New" divider. */
  @state() private accessor newFrom: string | undefined;
  @state() private accessor lightbox: LightboxView | undefined;
  /** `shortUrl` → `linkId` of the team's short links (`links:read`), loaded when a message first shows a URL. */
  @state() private accessor linkIds: ReadonlyMap<string, string> | undefined;

  #i18n = new I18nController<InboxKey>(this, inboxMessages, () => this.locale);
  /** The controller's translator (rebuilt once per update). */
  #t = this.#i18n.t;
  /** The locale resolved once per update (resolving walks the DOM for `lang`); rows re-render when it changes. */
  #locale = '';
  #busy = new Set<string>();
  #client: ParleyClient | undefined;
  #typingTimer: ReturnType<typeof setTimeout> | undefined;
  #search = new DebouncedCall(SEARCH_DELAY);
  #clockTimer: ReturnType<typeof setInterval> | undefined;
  #notesPanel: typeof renderNotesPanel | undefined;
  #rowsCache: { messages: Message[]; pending: PendingSend[]; locale: string; newFrom: string | undefined; rows: Row[]; keys: string[] } | undefined;
  #lightbox: typeof renderLightbox | undefined;
  #linkLookup: { startedAt: number; pending: boolean } | undefined;
  #listKeys: { threads: readonly Conversation[]; keys: string[] } | undefined;
  #firstLoad = true;

  #store = new InboxStore(this, {
    api: () => this.api,
    fail: (error, action, id) => this.#fail(error, action, id),
  });
  #reply = new ReplySender(this, {
    api: () => this.api,
    store: this.#store,
    sending: (request) => this.emit(new MessageSendEvent(request)),
    sent: (message, conversationId, idempotencyKey) => this.emit(new MessageSentEvent({ message, conversationId, idempotencyKey })),
    failed: (error, id) => this.#fail(error, 'send', id),
    queued: () => this.#messageWindow.scrollToEnd(),
  });
  #notes = new NotesAutosave(this, {
    save: (id, notes) => this.api.updateConversation(id, { notes }),
    saved: (c) => this.#store.notesSaved(c),
    failed: (error, id) => this.#fail(error, 'notes', id),
  });

  #listWindow = new VirtualWindow(this, {
    scroller: () => this.renderRoot?.querySelector?.<HTMLElement>('.thread-list'),
    estimate: 72,
    onNearEnd: () => void this.#store.loadMore(),
  });
  #messageWindow = new VirtualWindow(this, {
    scroller: () => this.renderRoot?.querySelector?.<HTMLElement>('.messages'),
    estimate: 64,
    stick: 'end',
    onNearStart: () => this.#store.loadOlder(),
    // Outside the update cycle: the window learns it while settling after a render.
    onPinnedChange: (pinned) => queueMicrotask(() => this.#pinnedChanged(pinned)),
  });
  #listRoving = new RovingTabindexController(this, {
    count: () => this.#store.state.threads.length,
    item: (i) => this.#listWindow.isRendered(i) ? this.renderRoot.querySelector<HTMLElement>(`[data-row="${i}"]`) : null,
    reveal: (i) => this.#listWindow.reveal(i),
  });
  #stream = new EventStreamController(this, {
    client: () => (this.hasCredentials && !this.authError ? this.api : undefined),
    onEvent: (event) => this.#applied(this.#store.apply(event)),
    onResync: () => {
      if (this.#client) this.#store.resync();
    },
    onError: (error) => this.#fail(error, 'stream'),
  });

  constructor() {
    super();
    inboxStoreOf.set(this, this.#store);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#clockTimer = setInterval(() => (this.now = Date.now()), 60_000);
    // Re-attached after a move in the DOM: loads were aborted on disconnect, so bind the client and load again.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.#clockTimer);
    this.#search.cancel();
    this.#client?.removeEventListener('tokenerror', this.#onTokenError);
    this.#client = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#locale = this.#i18n.locale;
    const filterProps = ['from', 'to', 'brandId', 'campaignId'] as const;
    const filtersChanged = filterProps.some((p) => changed.has(p));
    if (filtersChanged) this.#store.setFilters({ from: this.from, to: this.to, brandId: this.brandId, campaignId: this.campaignId });
    const client = this.hasCredentials ? this.api : undefined;
    if (client !== this.#client) {
      this.#client?.removeEventListener('tokenerror', this.#onTokenError);
      this.#client = client;
      client?.addEventListener('tokenerror', this.#onTokenError);
      this.#store.forget();
      this.#store.readClaims(undefined);
      if (client) this.#reloadAll(!this.#firstLoad);
    } else if (client && (filtersChanged || changed.has('conversationId'))) {
      // Loads caused by the host setting a property show their failure but do not fire `parley-error`.
      if (filtersChanged) void this.#loadList(true);
      this.#openFromProperties(false);
    }
    this.#firstLoad = false;
    this.#listWindow.keys(this.#threadKeys());
    this.#messageWindow.keys(this.#rows().keys);
  }

  // ------------------------------------------------------------------ wiring the store

  #reloadAll(quiet: boolean): void {
    this.authError = undefined;
    const selected = this.#store.state.selectedId;
    this.#store.deselect();
    void this.#loadList(quiet);
    if (this.conversationId || (this.from && this.to)) this.#openFromProperties(!quiet);
    else if (selected) void this.#open(selected, false, !quiet);
    void this.api.getToken().then((token) => this.#store.readClaims(token), () => {});
  }

  async #loadList(quiet = false, signal?: AbortSignal): Promise<void> {
    await this.#store.loadList(quiet, signal);
    if (this.#store.state.listStatus === 'ready') this.#listWindow.scrollToStart();
  }

  #openFromProperties(report: boolean): void {
    if (this.conversationId) void this.#open(this.conversationId, false, report);
    else if (this.from && this.to) void this.#open(`pair:${this.from}|${this.to}`, false, report);
  }

  /** Opens a thread (`user`: the user chose it, so `parley-thread-select` fires). */
  async #open(id: string, user: boolean, report = user): Promise<void> {
    const s = this.#store.state;
    if (id === s.selectedId && s.thread?.status !== 'error') return;
    this.#switchDrafts(undefined);
    this.pickerFor = null;
    this.unseen = 0;
    this.newFrom = undefined;
    this.typingUntil = 0;
    this.actionError = undefined;
    this.notesOpen = false;
    if (user) {
      const conversation = s.threads.find((t) => t.id === id) ?? this.#store.cached(id)?.conversation;
      this.emit(new ThreadSelectEvent({ conversationId: id, conversation }));
    }
    this.#messageWindow.scrollToEnd();
    const pair = id.startsWith('pair:') && this.from && this.to ? { from: this.from, to: this.to } : undefined;
    const ready = await this.#store.open(id, pair, report);
    if (!ready) return;
    // The reaction picker is a chunk of its own: fetch it while the user reads, so the first open is instant.
    if (this.#can('messages:react')) void import('./reaction-picker.js');
    this.#switchDrafts(ready);
    this.newFrom = firstUnread(ready, this.#store.state.threads.find((t) => t.id === ready.id)?.unreadCount ?? ready.conversation?.unreadCount ?? 0);
    this.#markRead(ready);
  }

  /** The reader reached the bottom of the log (all of it is seen: the thread is read) or left it. */
  #pinnedChanged(pinned: boolean): void {
    this.requestUpdate();
    const thread = this.#store.state.thread;
    if (!pinned || !thread || thread.status !== 'ready') return;
    this.unseen = 0;
    this.#markRead(thread);
  }

  /** Click counts of a message's short links: `<parley-link-stats>` (its own chunk), one per link. */
  #linkStats = (m: Message): unknown => {
    const urls = messageUrls(m);
    if (!urls.length) return nothing;
    const ids = this.linkIds;
    // A message newer than the last lookup may carry links made since: look again (once per such message batch).
    if (!ids || (urls.some((u) => !ids.has(u)) && Date.parse(m.createdAt) >= (this.#linkLookup?.startedAt ?? 0))) this.#lookUpLinks();
    const found = ids ? [...new Set(urls.map((u) => ids.get(u)).filter((id): id is string => !!id))] : [];
    if (!found.length) return nothing;
    return html`<div class="link-clicks">
      ${found.map((id) => html`<parley-link-stats link-id=${id} toggle-tabindex="-1" .client=${this.api} locale=${this.#locale} theme=${this.theme}></parley-link-stats>`)}
    </div>`;
  };

  #lookUpLinks(): void {
    const now = Date.now();
    const last = this.#linkLookup;
    if (last && (last.pending || now - last.startedAt < 2000)) return;
    const lookup: { startedAt: number; pending: boolean } = (this.#linkLookup = { startedAt: now, pending: true });
    void import('./link-clicks.js')
      .then((m) => m.shortLinkIds(this.api))
      .then(
        (ids) => void (this.linkIds = ids),
        () => void (this.linkIds ??= new Map()),
      )
      .finally(() => (lookup.pending = false));
  }

  #jumpToLatest(): void {
    this.unseen = 0;
    this.#messageWindow.scrollToEnd();
    const thread = this.#store.state.thread;
    if (thread) this.#markRead(thread);
    // The button goes away: keep focus in the log rather than losing it to the page.
    this.renderRoot.querySelector<HTMLElement>('.messages')?.focus({ preventScroll: true });
  }

  #switchDrafts(thread: ThreadState | undefined): void {
    this.#notes.switchTo(thread);
    this.#reply.switchTo(thread);
  }

  #markRead(thread: ThreadState): void {
    const row = this.#store.state.threads.find((t) => t.id === thread.id);
    if (!(row?.unreadCount ?? thread.conversation?.unreadCount)) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    this.#store.patchRow(thread.id, { unreadCount: 0 });
    this.api.markConversationRead(thread.id).then((c) => this.#store.upsertRow(c), () => {});
  }

  /** What a live event meant for the open thread: an announcement, "new messages", read state, notes, typing. */
  #applied(applied: ReturnType<InboxStore['apply']>): void {
    const thread = this.#store.state.thread;
    if (applied.inbound && thread) {
      this.typingUntil = 0;
      this.#announce(applied.inbound);
      if (!this.#messageWindow.pinned) {
        if (!this.unseen++ && !this.newFrom) this.newFrom = applied.inbound.id;
      } else this.#markRead(thread);
    }
    if (applied.conversation && thread) {
      const { previous, next } = applied.conversation;
      // Notes changed by a teammate replace ours only when we have no edit of our own in progress.
      this.#notes.remoteChange(previous?.notes, next.notes);
      // The open thread, read at the bottom, stays read.
      if (this.#messageWindow.pinned && next.unreadCount) this.#markRead(thread);
    }
    if (applied.typing) {
      this.typingUntil = Date.now() + TYPING_SHOW_MS;
      clearTimeout(this.#typingTimer);
      this.#typingTimer = setTimeout(() => (this.typingUntil = 0), TYPING_SHOW_MS);
    }
  }

  #announce(message: Message): void {
    const name = isolate(contactName(this.#store.state.thread?.conversation));
    const text = message.text ?? message.rcs?.text ?? message.rcs?.card?.title ?? this.#t('mediaMessage');
    this.announcements = [...this.announcements.slice(-4), { id: message.id, text: this.#t('incoming', { name, text }) }];
  }

  // ------------------------------------------------------------------ errors

  #fail(error: ApiError, action: InboxAction, conversationId?: string): void {
    if (error.kind === 'aborted') return;
    if (error.kind === 'unauthorized' && action !== 'auth') return this.#authFailed(error);
    this.emit(new ParleyErrorEvent<InboxAction>({ error, action, conversationId }));
  }

  #onTokenError = (event: Event): void => this.#authFailed((event as TokenErrorEvent).error);

  #authFailed(error: ApiError): void {
    if (this.authError) return;
    this.authError = error;
    this.emit(new ParleyErrorEvent<InboxAction>({ error, action: 'auth' }));
  }

  #retryAll(): void {
    this.authError = undefined;
    const selected = this.#store.state.selectedId;
    this.#store.reset();
    void this.#loadList();
    if (selected) void this.#open(selected, false);
    this.#stream.restart();
  }

  #retryThread(): void {
    const id = this.#store.state.selectedId;
    if (!id) return;
    this.#store.drop(id);
    this.#store.deselect();
    void this.#open(id, true);
  }

  // ------------------------------------------------------------------ reactions, schedules

  #bubbleActions: BubbleActions = {
    react: (message, emoji) => void this.#react(message, emoji),
    togglePicker: (message) => void this.#togglePicker(message),
    closePicker: () => (this.pickerFor = null),
    cancelSchedule: (message) => void this.#busyWith(message, 'schedule', () => this.api.cancelSchedule(message.id)),
    // A new message with a new idempotency key: the failed one stays in the log as it was.
    retry: (message) => void this.#busyWith(message, 'send', () => this.api.send(resendRequest(message)), true),
    openImage: (message, images, index, opener) => void this.#openLightbox(message, images, index, opener),
  };

  async #openLightbox(message: Message, images: LightboxView['images'], index: number, opener: HTMLElement): Promise<void> {
    if (!this.#lightbox) {
      const { renderLightbox, lightboxStyles } = await import('./lightbox.js');
      const root = this.renderRoot as ShadowRoot;
      if (lightboxStyles.styleSheet && root.adoptedStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, lightboxStyles.styleSheet];
      this.#lightbox = renderLightbox;
    }
    this.lightbox = { messageId: message.id, images, index, opener };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLDialogElement>('dialog.lightbox')?.showModal();
  }

  #lightboxActions = {
    step: (delta: number) => {
      const view = this.lightbox;
      if (view) this.lightbox = { ...view, index: (view.index + delta + view.images.length) % view.images.length };
    },
    close: () => {
      const view = this.lightbox;
      this.lightbox = undefined;
      if (!view) return;
      // Back to the image that is shown last (the opener, or its twin if the log re-rendered meanwhile).
      const item = this.renderRoot.querySelector(`[data-vkey="${CSS.escape(view.messageId)}"]`);
      const target = view.opener.isConnected ? view.opener : item?.querySelector<HTMLElement>(`[data-image="${view.index}"]`);
      (target ?? item as HTMLElement | null)?.focus();
    },
  };

  async #togglePicker(message: Message): Promise<void> {
    if (this.pickerFor === message.id) {
      this.pickerFor = null;
      return;
    }
    await import('./reaction-picker.js');
    this.pickerFor = message.id;
  }

  async #react(message: Message, emoji: string): Promise<void> {
    if (this.pickerFor === message.id) this.pickerFor = null;
    await this.#busyWith(message, 'react', () => this.api.react({ messageId: message.id, emoji }));
  }

  async #busyWith(message: Message, action: InboxAction, call: () => Promise<Message>, reveal = false): Promise<void> {
    if (this.#busy.has(message.id)) return;
    this.#busy.add(message.id);
    this.actionError = undefined;
    this.requestUpdate();
    try {
      const updated = await call();
      this.#store.mergeInto(updated.conversationId, [updated]);
      if (reveal) this.#messageWindow.scrollToEnd();
    } catch (error) {
      const apiError = asApiError(error);
      this.actionError = apiError.message;
      this.#fail(apiError, action, message.conversationId);
    } finally {
      this.#busy.delete(message.id);
      this.requestUpdate();
    }
  }

  // ------------------------------------------------------------------ filters, navigation

  #setFilters(patch: Filters, debounce = false): void {
    this.#store.setFilters(patch);
    this.#search.schedule((signal) => this.#loadList(false, signal), debounce ? SEARCH_DELAY : 0);
  }

  async #toggleNotes(): Promise<void> {
    if (!this.notesOpen && !this.#notesPanel) this.#notesPanel = (await import('./notes-panel.js')).renderNotesPanel;
    this.notesOpen = !this.notesOpen;
  }

  async #back(): Promise<void> {
    const s = this.#store.state;
    const index = s.threads.findIndex((t) => t.id === s.selectedId);
    this.#store.deselect();
    this.#switchDrafts(undefined);
    // The list pane is hidden until this update renders it; focus can only land afterwards.
    await this.updateComplete;
    if (index >= 0) await this.#listRoving.focus(index);
  }

  // ------------------------------------------------------------------ rendering

  #threadKeys(): string[] {
    const threads = this.#store.state.threads;
    if (this.#listKeys?.threads !== threads) this.#listKeys = { threads, keys: threads.map((t) => t.id) };
    return this.#listKeys.keys;
  }

  /** Day separators, messages and pending replies, in display order (memoized: 10 000 messages is a lot of rows). */
  #rows(): { rows: Row[]; keys: string[] } {
    const thread = this.#store.state.thread;
    if (!thread || thread.status !== 'ready') return NO_ROWS;
    const locale = this.#locale;
    const cache = this.#rowsCache;
    const newFrom = this.newFrom;
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

  override render(): TemplateResult {
    const t = this.#t;
    const view = this.#store.state.selectedId ? 'thread' : 'list';
    return html`<div class="inbox" data-view=${view} role="region" aria-label=${t('inbox')}>
      ${this.authError ? this.#renderAuthError() : nothing}
      ${this.#renderList()} ${this.#renderThread()}
      ${this.lightbox && this.#lightbox ? this.#lightbox(this.lightbox, this.#t, this.#lightboxActions) : nothing}
      <!-- Incoming messages are announced here rather than by the message list itself: the list is virtualized,
           so rows scrolled into view would otherwise be read out as if they were new. -->
      <div role="log" aria-live="polite" class="visually-hidden">
        ${repeat(this.announcements, (a) => a.id, (a) => html`<p>${a.text}</p>`)}
      </div>
    </div>`;
  }

  #renderAuthError(): TemplateResult {
    return html`<div class="banner error-text" role="alert">
      <span>${this.#t('authError')}</span>
      <button class="btn" part="retry-button" @click=${() => this.#retryAll()}>${this.#t('retry')}</button>
    </div>`;
  }

  #renderList(): TemplateResult {
    const t = this.#t;
    const s = this.#store.state;
    const f = s.filters;
    const filtered = Object.keys(activeFilters(f)).length > 0;
    const options = (values: (string | null | undefined)[], current: string | undefined) =>
      [...new Set([current, ...values].filter((v): v is string => !!v))].sort().map((v) => html`<option value=${v} ?selected=${v === current}>${v}</option>`);
    let body: unknown;
    if (!this.hasCredentials) body = html`<p class="state">${t('noCredentials')}</p>`;
    else if (s.listStatus === 'error')
      body = html`<div class="state" role="alert">
        <p>${t('listError', { reason: s.listError?.message ?? '' })}</p>
        <button class="btn" part="retry-button" @click=${() => this.#loadList()}>${t('retry')}</button>
      </div>`;
    else if (s.listStatus === 'ready' && s.threads.length === 0)
      body = html`<div class="state"><slot name="empty">${t(filtered ? 'emptyFiltered' : 'empty')}</slot></div>`;
    else if (s.listStatus !== 'ready') body = html`<p class="state" role="status">${t('loading')}</p>`;

    const w = this.#listWindow;
    const active = this.#listRoving.active;
    const busy = this.hasCredentials && (s.listStatus === 'loading' || s.listStatus === 'idle');
    return html`<section class="list-pane" part="list" aria-label=${t('conversations')} aria-busy=${busy ? 'true' : 'false'}>
      <div class="filters">
        <input type="search" part="search" aria-label=${t('search')} placeholder=${t('search')} .value=${f.query ?? ''}
          maxlength="200" @input=${(e: Event) => this.#setFilters({ query: (e.target as HTMLInputElement).value }, true)} />
        <div class="filter-row">
          <label class="check"><input type="checkbox" .checked=${!!f.unreadOnly}
            @change=${(e: Event) => this.#setFilters({ unreadOnly: (e.target as HTMLInputElement).checked })} />${t('unreadOnly')}</label>
          <button class="btn small" aria-expanded=${this.filtersOpen ? 'true' : 'false'} aria-controls="filter-panel"
            @click=${() => (this.filtersOpen = !this.filtersOpen)}>${t('filters')}</button>
        </div>
        <div id="filter-panel" class="filter-panel" ?hidden=${!this.filtersOpen}>
          ${(
            [
              ['from', 'sender', s.threads.map((x) => x.from)],
              ['brandId', 'brand', s.threads.map((x) => x.brandId)],
              ['campaignId', 'campaign', s.threads.map((x) => x.campaignId)],
            ] as const
          ).map(
            ([key, label, values]) => html`<label>${t(label)}
              <select @change=${(e: Event) => this.#setFilters({ [key]: (e.target as HTMLSelectElement).value || undefined })}>
                <option value="" ?selected=${!f[key]}>${t('any')}</option>
                ${options(values, f[key])}
              </select>
            </label>`,
          )}
          <label>${t('recipient')}
            <input type="tel" .value=${f.to ?? ''} placeholder="+14155550123"
              @change=${(e: Event) => this.#setFilters({ to: (e.target as HTMLInputElement).value || undefined })} />
          </label>
        </div>
      </div>
      ${body ??
      html`<div class="thread-list" role="listbox" aria-label=${t('conversations')} @keydown=${this.#onListKeydown}>
        <div data-vpad="top"></div>
        ${repeat(
          s.threads.slice(w.start, w.end),
          (c) => c.id,
          // Rows re-render only when their own inputs change, not on every update of the element.
          (c, j) => guard([c, w.start + j, active === w.start + j, s.selectedId === c.id, this.now, this.#locale, s.nextCursor === null], () => this.#renderRow(c, w.start + j, active)),
        )}
        <div data-vpad="bottom"></div>
        ${s.loadingMore ? html`<p class="state small" role="status">${t('loading')}</p>` : nothing}
      </div>`}
    </section>`;
  }

  #onListKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      const c = this.#store.state.threads[this.#listRoving.active];
      if (c) {
        event.preventDefault();
        void this.#open(c.id, true).then(() => this.#focusThread());
      }
      return;
    }
    this.#listRoving.onKeydown(event);
  };

  /** In one-pane layout the list disappears: move focus into the thread (its back button). */
  async #focusThread(): Promise<void> {
    await this.updateComplete;
    const back = this.renderRoot.querySelector<HTMLElement>('.back');
    if (back && back.offsetParent !== null) back.focus();
  }

  #renderRow(c: Conversation, i: number, active: number): TemplateResult {
    const t = this.#t;
    const s = this.#store.state;
    const selected = c.id === s.selectedId;
    const preview = c.lastMessage?.text ?? (c.lastMessage ? t('mediaMessage') : '');
    return html`<div role="option" class="row ${selected ? 'selected' : ''}" part="thread-row${selected ? ' thread-row-selected' : ''}"
      data-vkey=${c.id} data-row=${i} aria-selected=${selected ? 'true' : 'false'} aria-posinset=${i + 1}
      aria-setsize=${s.nextCursor ? -1 : s.threads.length} tabindex=${i === active ? 0 : -1}
      @focus=${() => this.#listRoving.setActive(i)} @click=${() => { this.#listRoving.setActive(i); void this.#open(c.id, true).then(() => this.#focusThread()); }}>
      <span class="row-top">
        <bdi class="name">${contactName(c)}</bdi>
        ${c.optedOut ? html`<span class="tag" part="opted-out-tag">${t('optedOutTag')}</span>` : nothing}
        <time class="muted" datetime=${c.lastActivityAt}>${relativeTime(c.lastActivityAt, this.now, this.#locale)}</time>
      </span>
      <span class="row-bottom">
        <span class="preview muted">${c.lastMessage?.direction === 'outbound' ? `${t('you')}: ` : ''}<bdi>${preview}</bdi></span>
        ${c.lastMessage?.status === 'FAILED' ? html`<span class="tag failed" part="failed-tag"><span aria-hidden="true">⚠ </span>${t('FAILED')}</span>` : nothing}
        ${c.unreadCount
          ? html`<span class="badge" part="unread-badge" aria-hidden="true">${c.unreadCount}</span>
              <span class="visually-hidden">${t('unread', { count: c.unreadCount })}</span>`
          : nothing}
      </span>
    </div>`;
  }

  #renderThread(): TemplateResult {
    const t = this.#t;
    const { thread, selectedId } = this.#store.state;
    if (!selectedId || !thread) {
      return html`<section class="thread-pane empty" part="thread"><p class="state">${t('noThread')}</p></section>`;
    }
    const c = thread.conversation;
    const name = contactName(c);
    return html`<section class="thread-pane" part="thread" aria-labelledby="thread-title" aria-busy=${thread.status === 'loading' ? 'true' : 'false'}>
      <header class="thread-header" part="thread-header">
        <button class="btn back" @click=${() => void this.#back()} aria-label=${t('back')}><span aria-hidden="true">‹</span></button>
        <div class="who">
          <h2 id="thread-title"><bdi>${name || t('loading')}</bdi></h2>
          ${c ? html`<p class="muted">${t('fromTo', { to: isolate(c.to), from: isolate(c.from) })}</p>` : nothing}
        </div>
        ${c && this.#can('conversations:notes')
          ? html`<button class="btn small" aria-expanded=${this.notesOpen ? 'true' : 'false'} aria-controls="notes"
              @click=${() => void this.#toggleNotes()}>${t('notes')}</button>`
          : nothing}
      </header>
      ${this.notesOpen && c && this.#notesPanel ? this.#notesPanel(this.#notes, t) : nothing}
      ${this.actionError ? html`<p class="banner error-text" role="alert">${this.actionError}</p>` : nothing}
      ${thread.status === 'error'
        ? html`<div class="state" role="alert">
            <p>${t('threadError', { reason: thread.error?.message ?? '' })}</p>
            <button class="btn" part="retry-button" @click=${() => this.#retryThread()}>${t('retry')}</button>
          </div>`
        : thread.status === 'loading'
          ? html`<p class="state" role="status">${t('loading')}</p>`
          : this.#renderMessages(thread, name)}
      ${this.typingUntil > 0 ? html`<p class="typing muted" role="status">${t('typing', { name: isolate(name) })}</p>` : nothing}
      ${thread.status === 'ready' && c?.optedOut
        ? html`<p class="opted-out" part="opted-out" role="note">${t('optedOut', {
            name: isolate(name),
            keyword: c.optedOut.keyword,
            date: new Date(c.optedOut.at).toLocaleDateString(this.#locale, { dateStyle: 'medium' }),
          })}</p>`
        : thread.status === 'ready' && c && this.#can('messages:send') ? this.#renderComposer(name) : nothing}
    </section>`;
  }

  /** Controls for scopes the token lacks are hidden: the service would answer 401, which reads as a lost session. */
  #can(scope: string): boolean {
    const { scopes } = this.#store.state.claims;
    return !scopes || scopes.has(scope);
  }

  #renderMessages(thread: ThreadState, name: string): TemplateResult {
    const t = this.#t;
    const { rows } = this.#rows();
    const w = this.#messageWindow;
    const ctx: BubbleContext = {
      t,
      locale: this.#locale,
      me: this.#store.state.claims.sub,
      contactName: name,
      can: { react: this.#can('messages:react'), cancel: this.#can('messages:schedule'), send: this.#can('messages:send') },
      pickerFor: this.pickerFor,
      busy: this.#busy,
      // Only with the scope in the token: an opaque token could answer 401, which reads as a lost session.
      linkStats: this.#store.state.claims.scopes?.has('links:read') ? this.#linkStats : undefined,
      on: this.#bubbleActions,
    };
    return html`<div class="messages-wrap">
      <div class="messages" part="messages" tabindex="0" role="region" aria-label=${t('messagesWith', { name })} @keydown=${this.#onLogKeydown}>
        ${thread.older === 'loading' ? html`<p class="state small" role="status">${t('loadingOlder')}</p>` : nothing}
        ${thread.older === 'error'
          ? html`<p class="state small error-text">${t('olderError')}
              <button class="btn small" part="retry-button" tabindex="-1" @click=${() => this.#store.loadOlder()}>${t('retry')}</button></p>`
          : nothing}
        ${rows.length === 0 ? html`<p class="state">${t('noMessages')}</p>` : nothing}
        <div role="list">
          <div data-vpad="top"></div>
          ${repeat(rows.slice(w.start, w.end), (r) => r.key, (r) => {
            const m = r.kind === 'message' ? r.message : undefined;
            const picker = !!m && this.pickerFor === m.id;
            const data = r.kind === 'message' ? r.message : r.kind === 'pending' ? r.pending : r.kind === 'day' ? r.label : r.key;
            const group = r.kind === 'message' ? `${r.group.prev}${r.group.next}` : '';
            return guard([data, group, this.#locale, picker, !!m && this.#busy.has(m.id), ctx.me, ctx.can.react, ctx.can.cancel, ctx.can.send, !!ctx.linkStats && this.linkIds, !!ctx.linkStats && this.theme], () => this.#renderRowItem(r, ctx));
          })}
          <div data-vpad="bottom"></div>
        </div>
      </div>
      ${!w.pinned && rows.length
        ? html`<button class="btn btn-primary new-messages" part="new-messages" @click=${() => this.#jumpToLatest()}>
            <span aria-hidden="true">↓</span> ${this.unseen > 0 ? `${t('newMessages')} (${this.unseen})` : t('jumpToLatest')}
          </button>`
        : nothing}
    </div>`;
  }

  #renderRowItem(row: Row, ctx: BubbleContext): TemplateResult {
    const t = this.#t;
    if (row.kind === 'day') return html`<div role="listitem" class="day" data-vkey=${row.key} data-vfloat><span>${row.label}</span></div>`;
    if (row.kind === 'new') return html`<div role="listitem" class="new-divider" part="new-divider" data-vkey=${row.key} data-vfloat><span>${t('newDivider')}</span></div>`;
    if (row.kind === 'message') {
      return html`<div role="listitem" class="item ${row.message.direction} ${row.group.prev ? 'joined' : ''}" data-vkey=${row.key} tabindex="-1">${renderBubble(row.message, ctx, row.group)}</div>`;
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
            : html`<span role="alert">${t('notSent', { reason: p.error?.message ?? '' })}</span>
                <button class="link-btn" part="retry-button" tabindex="-1" @click=${() => this.#retrySend(p)}>${t('retry')}</button>`}
        </div>
      </div>
    </div>`;
  }

  #renderComposer(name: string): TemplateResult {
    const t = this.#t;
    return html`<form class="composer" part="composer" @submit=${(e: Event) => { e.preventDefault(); void this.#reply.send(this.#store.state.thread); }}>
      <textarea part="reply-input" rows="2" dir="auto" aria-label=${t('replyTo', { name })} aria-describedby="reply-hint" placeholder=${t('placeholder')}
        .value=${this.#reply.text} @input=${(e: Event) => this.#reply.input((e.target as HTMLTextAreaElement).value, this.#store.state.thread)}
        @keydown=${this.#onReplyKeydown}></textarea>
      <span id="reply-hint" class="visually-hidden">${t('replyHint')}</span>
      <button class="btn btn-primary" part="send-button" type="submit" ?disabled=${!this.#reply.text.trim()}>${t('send')}</button>
    </form>`;
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
    stops[next]!.focus();
    stops[next]!.scrollIntoView?.({ block: 'nearest' });
  };

  #onReplyKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      void this.#reply.send(this.#store.state.thread);
    }
  };

  #retrySend(pending: PendingSend): void {
    const thread = this.#store.state.thread;
    if (thread) void this.#reply.deliver(thread.id, pending);
  }
}

/** Consecutive messages from the same side a few minutes apart read as one group. */
function joins(a: Message, b: Message): boolean {
  return a.direction === b.direction && Date.parse(b.createdAt) - Date.parse(a.createdAt) < GROUP_MS;
}

/** The oldest of the last `unread` inbound messages: where the "New" divider goes. */
function firstUnread(thread: ThreadState, unread: number): string | undefined {
  if (unread <= 0) return undefined;
  let seen = 0;
  for (let i = thread.messages.length - 1; i >= 0; i--) {
    const m = thread.messages[i]!;
    if (m.direction === 'inbound' && ++seen === unread) return m.id;
  }
  return thread.messages.find((m) => m.direction === 'inbound')?.id;
}
