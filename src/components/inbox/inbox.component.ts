/**
 * `<parley-inbox>`: conversation threads between one sender and one recipient, with history, replies, reactions,
 * internal notes and live updates. Side-effect free: `src/inbox.ts` registers the tag.
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import type { ParleyClient } from '../../api/client.js';
import { isApiError, ApiError } from '../../api/errors.js';
import type { StreamMessage } from '../../api/sse.js';
import { newIdempotencyKey, type TokenErrorEvent } from '../../api/transport.js';
import { EventStreamController } from '../../controllers/event-stream.js';
import { DraftStore } from '../../controllers/draft.js';
import { RovingTabindexController } from '../../controllers/roving-tabindex.js';
import { formatDayLabel, relativeTime } from '../../core/format.js';
import { inboxMessages, type InboxKey } from '../../i18n/inbox.js';
import { I18nController } from '../../i18n/index.js';
import { NOTES_MAX } from '../../schemas/constants.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import { ParleyElement } from '../shared/parley-element.js';
import { inboxStyles } from './inbox.styles.js';
import { REACTION_EMOJI, renderBubble, type BubbleContext } from './message-bubble.js';
import {
  activeFilters,
  contactName,
  dayKey,
  isolate,
  matchesFilters,
  mergeMessages,
  replyRequest,
  sortThreads,
  tokenInfo,
  type Filters,
  type PendingSend,
  type ThreadState,
  type TokenInfo,
} from './model.js';
import { VirtualWindow } from './virtual-window.js';

/** What failed, in `parley-error`'s detail. */
export type InboxAction = 'list' | 'thread' | 'older' | 'send' | 'notes' | 'react' | 'schedule' | 'stream' | 'auth';

export interface InboxErrorDetail {
  error: ApiError;
  action: InboxAction;
  conversationId?: string | undefined;
}
export interface ThreadSelectDetail {
  conversationId: string;
  conversation: Conversation | undefined;
}
export interface MessageSentDetail {
  message: Message;
  conversationId: string;
  idempotencyKey: string;
}

type Row =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: Message }
  | { kind: 'pending'; key: string; pending: PendingSend };

const PAGE_SIZE = 50;
const MAX_CACHED_THREADS = 8;
const NO_ROWS: { rows: Row[]; keys: string[] } = { rows: [], keys: [] };
const TYPING_SEND_INTERVAL = 3000;
const TYPING_SHOW_MS = 6000;
const NOTES_SAVE_DELAY = 800;

function asApiError(error: unknown): ApiError {
  return isApiError(error) ? error : new ApiError({ status: 0, kind: 'network', message: String((error as Error)?.message ?? error), cause: error });
}

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
 * @event {CustomEvent<ThreadSelectDetail>} parley-thread-select - The user opened a thread.
 * @event {CustomEvent<SendRequest>} parley-message-send - The user sends a reply; cancelable (`preventDefault()` keeps the draft unsent).
 * @event {CustomEvent<MessageSentDetail>} parley-message-sent - The service accepted a reply.
 * @event {CustomEvent<InboxErrorDetail>} parley-error - Something the user did failed (send, notes, reaction, cancel, load), the live stream stopped, or the session could not be renewed. Not fired for loads caused by the host setting a property.
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
 * @csspart new-messages - The "new messages" button shown when scrolled up.
 *
 * @cssproperty --parley-inbox-height - Height of the element (default 36rem).
 * @cssproperty --parley-inbox-list-width - Width of the thread list in two-pane layout (default 20rem).
 * @cssproperty --parley-inbox-bubble-out - Background of sent bubbles (default the primary colour).
 * @cssproperty --parley-inbox-bubble-out-text - Text colour of sent bubbles (default the on-primary colour).
 * @cssproperty --parley-inbox-bubble-in - Background of received bubbles (default the surface colour).
 * @cssproperty --parley-color-primary - Accent colour (all `--parley-color-*` tokens apply).
 */
export class ParleyInbox extends ParleyElement {
  static override styles = inboxStyles;

  @property() accessor from: string | undefined;
  @property() accessor to: string | undefined;
  @property({ attribute: 'brand-id' }) accessor brandId: string | undefined;
  @property({ attribute: 'campaign-id' }) accessor campaignId: string | undefined;
  @property({ attribute: 'conversation-id' }) accessor conversationId: string | undefined;

  @state() accessor threads: Conversation[] = [];
  @state() accessor listStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  @state() accessor listError: ApiError | undefined;
  @state() accessor loadingMore = false;
  @state() accessor filters: Filters = {};
  @state() accessor filtersOpen = false;
  @state() accessor selectedId: string | undefined;
  @state() accessor thread: ThreadState | undefined;
  @state() accessor authError: ApiError | undefined;
  @state() accessor notesOpen = false;
  @state() accessor notesText = '';
  @state() accessor notesStatus: 'idle' | 'saving' | 'saved' | 'error' = 'idle';
  @state() accessor notesError: ApiError | undefined;
  @state() accessor replyText = '';
  @state() accessor pickerFor: string | null = null;
  @state() accessor typingUntil = 0;
  @state() accessor unseen = 0;
  @state() accessor announcements: { id: string; text: string }[] = [];
  @state() accessor actionError: string | undefined;
  @state() accessor now = Date.now();

  #i18n = new I18nController<InboxKey>(this, inboxMessages, () => this.locale);
  /** Locale and translator resolved once per update: the controller's own `t` walks the DOM for `lang` on every call. */
  // Empty until the first update, which always builds the translator (the resolved locale may well be 'en').
  #locale = '';
  #t: (key: InboxKey, vars?: Record<string, string | number>) => string = (key) => key;
  #nextCursor: string | null = null;
  #listAbort: AbortController | undefined;
  #threads = new Map<string, ThreadState>();
  #threadAbort: AbortController | undefined;
  @state() accessor claims: TokenInfo = {};
  #busy = new Set<string>();
  #client: ParleyClient | undefined;
  #replyDraft: DraftStore<string> | undefined;
  #notesDraft: DraftStore<string> | undefined;
  #notesTimer: ReturnType<typeof setTimeout> | undefined;
  #notesSaving: Promise<void> | undefined;
  #typingSentAt = 0;
  #typingTimer: ReturnType<typeof setTimeout> | undefined;
  #searchTimer: ReturnType<typeof setTimeout> | undefined;
  #clockTimer: ReturnType<typeof setInterval> | undefined;
  #pickerTrigger: HTMLElement | undefined;
  #rowsCache: { messages: Message[]; pending: PendingSend[]; locale: string; rows: Row[]; keys: string[] } | undefined;
  #listKeys: { threads: Conversation[]; keys: string[] } | undefined;
  #firstLoad = true;

  #listWindow = new VirtualWindow(this, {
    scroller: () => this.renderRoot?.querySelector?.<HTMLElement>('.thread-list'),
    estimate: 72,
    onNearEnd: () => void this.#loadMore(),
  });
  #messageWindow = new VirtualWindow(this, {
    scroller: () => this.renderRoot?.querySelector?.<HTMLElement>('.messages'),
    estimate: 64,
    stick: 'end',
    onNearStart: () => void this.#loadOlder(),
  });
  #listRoving = new RovingTabindexController(this, {
    count: () => this.threads.length,
    item: (i) => this.#listWindow.isRendered(i) ? this.renderRoot.querySelector<HTMLElement>(`[data-row="${i}"]`) : null,
    reveal: (i) => this.#listWindow.reveal(i),
  });
  #pickerRoving = new RovingTabindexController(this, {
    count: () => REACTION_EMOJI.length,
    item: (i) => this.renderRoot.querySelector<HTMLElement>(`[data-emoji-i="${i}"]`),
    orientation: 'both',
    wrap: true,
  });
  #stream = new EventStreamController(this, {
    client: () => (this.hasCredentials && !this.authError ? this.api : undefined),
    onEvent: (event) => this.#apply(event),
    onResync: () => this.#resync(),
    onError: (error) => this.#fail(error, 'stream'),
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.#clockTimer = setInterval(() => (this.now = Date.now()), 60_000);
    // Re-attached after a move in the DOM: loads were aborted on disconnect, so bind the client and load again.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.#clockTimer);
    clearTimeout(this.#searchTimer);
    this.#listAbort?.abort();
    this.#threadAbort?.abort();
    this.#flushNotes();
    this.#replyDraft?.dispose();
    this.#notesDraft?.dispose();
    this.#client?.removeEventListener('tokenerror', this.#onTokenError);
    this.#client = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const locale = this.#i18n.locale;
    if (locale !== this.#locale || changed.has('locale')) {
      this.#locale = locale;
      this.#t = this.#i18n.translator();
    }
    const filterProps = ['from', 'to', 'brandId', 'campaignId'] as const;
    if (filterProps.some((p) => changed.has(p))) {
      this.filters = { ...this.filters, from: this.from, to: this.to, brandId: this.brandId, campaignId: this.campaignId };
    }
    const client = this.hasCredentials ? this.api : undefined;
    if (client !== this.#client) {
      this.#client?.removeEventListener('tokenerror', this.#onTokenError);
      this.#client = client;
      client?.addEventListener('tokenerror', this.#onTokenError);
      this.#threads.clear();
      this.claims = {};
      if (client) this.#reloadAll(!this.#firstLoad);
    } else if (client && (filterProps.some((p) => changed.has(p)) || changed.has('conversationId'))) {
      // Loads caused by the host setting a property show their failure but do not fire `parley-error`.
      if (filterProps.some((p) => changed.has(p))) void this.#loadList(true);
      this.#openFromProperties(false);
    }
    this.#firstLoad = false;
    this.#listWindow.keys(this.#threadKeys());
    this.#messageWindow.keys(this.#rows().keys);
  }

  // ------------------------------------------------------------------ loading

  #reloadAll(quiet: boolean): void {
    this.authError = undefined;
    const selected = this.selectedId;
    this.selectedId = undefined;
    void this.#loadList(quiet);
    if (this.conversationId || (this.from && this.to)) this.#openFromProperties(!quiet);
    else if (selected) void this.#open(selected, false, !quiet);
    void this.api.getToken().then((token) => (this.claims = tokenInfo(token)), () => {});
  }

  #openFromProperties(report: boolean): void {
    if (this.conversationId) void this.#open(this.conversationId, false, report);
    else if (this.from && this.to) void this.#open(`pair:${this.from}|${this.to}`, false, report);
  }

  async #loadList(quiet = false): Promise<void> {
    this.#listAbort?.abort();
    const abort = (this.#listAbort = new AbortController());
    this.listStatus = 'loading';
    this.listError = undefined;
    try {
      const page = await this.api.listConversations({ ...activeFilters(this.filters), pageSize: PAGE_SIZE }, { signal: abort.signal });
      this.threads = page.data;
      this.#nextCursor = page.nextCursor;
      this.listStatus = 'ready';
      this.#listWindow.scrollToStart();
    } catch (error) {
      if (abort.signal.aborted) return;
      this.listError = asApiError(error);
      this.listStatus = 'error';
      if (!quiet) this.#fail(this.listError, 'list');
    }
  }

  async #loadMore(): Promise<void> {
    if (!this.#nextCursor || this.loadingMore || this.listStatus !== 'ready') return;
    this.loadingMore = true;
    const abort = this.#listAbort;
    try {
      const page = await this.api.listConversations(
        { ...activeFilters(this.filters), pageSize: PAGE_SIZE, cursor: this.#nextCursor },
        { signal: abort?.signal },
      );
      if (abort !== this.#listAbort) return;
      const known = new Set(this.threads.map((t) => t.id));
      this.threads = [...this.threads, ...page.data.filter((t) => !known.has(t.id))];
      this.#nextCursor = page.nextCursor;
    } catch (error) {
      if (!abort?.signal.aborted) this.#fail(asApiError(error), 'list');
    } finally {
      this.loadingMore = false;
    }
  }

  /** Opens a thread: one request for the conversation and its newest page. `pair:from|to` opens by numbers. */
  async #open(id: string, user: boolean, report = user): Promise<void> {
    if (id === this.selectedId && this.thread?.status !== 'error') return;
    this.#switchDrafts(undefined);
    this.#threadAbort?.abort();
    const abort = (this.#threadAbort = new AbortController());
    this.selectedId = id;
    this.pickerFor = null;
    this.unseen = 0;
    this.typingUntil = 0;
    this.actionError = undefined;
    this.notesOpen = false;
    const cached = this.#threads.get(id);
    const known = this.threads.find((t) => t.id === id);
    if (user) this.emit<ThreadSelectDetail>('parley-thread-select', { conversationId: id, conversation: known ?? cached?.conversation });
    this.#messageWindow.scrollToEnd();
    if (cached?.status === 'ready') {
      this.thread = cached;
      this.#switchDrafts(cached);
      this.#markRead(cached);
      return;
    }
    const thread: ThreadState = { id, conversation: known, messages: [], nextCursor: null, status: 'loading', older: 'idle', pending: cached?.pending ?? [] };
    this.thread = thread;
    try {
      const detail = id.startsWith('pair:')
        ? await this.api.getConversationByPair({ from: this.from!, to: this.to! }, { signal: abort.signal })
        : await this.api.getConversation(id, { signal: abort.signal });
      const { messages, ...conversation } = detail;
      // Services that leave the page out get a second request; the sandbox and the service include it.
      const page = messages ?? (await this.api.listMessages(conversation.id, { pageSize: PAGE_SIZE }, { signal: abort.signal }));
      const ready: ThreadState = {
        ...thread,
        id: conversation.id,
        conversation,
        messages: mergeMessages([], page.data),
        nextCursor: page.nextCursor,
        status: 'ready',
      };
      this.#threads.set(conversation.id, ready);
      if (this.selectedId !== id) return;
      this.selectedId = conversation.id;
      this.#setThread(ready);
      this.#switchDrafts(ready);
      this.#markRead(ready);
    } catch (error) {
      if (abort.signal.aborted) return;
      const failed = { ...thread, status: 'error' as const, error: asApiError(error) };
      this.thread = failed;
      if (report) this.#fail(failed.error, 'thread', id);
    }
  }

  async #loadOlder(): Promise<void> {
    const thread = this.thread;
    if (!thread || thread.status !== 'ready' || !thread.nextCursor || thread.older === 'loading') return;
    this.#setThread({ ...thread, older: 'loading' });
    try {
      const page = await this.api.listMessages(thread.id, { pageSize: PAGE_SIZE, cursor: thread.nextCursor });
      const current = this.#threads.get(thread.id) ?? thread;
      this.#setThread({ ...current, messages: mergeMessages(current.messages, page.data), nextCursor: page.nextCursor, older: 'idle' });
    } catch (error) {
      const current = this.#threads.get(thread.id) ?? thread;
      this.#setThread({ ...current, older: 'error' });
      this.#fail(asApiError(error), 'older', thread.id);
    }
  }

  /** Stores a thread's new state and shows it if it is the open one. */
  #setThread(next: ThreadState): void {
    this.#threads.delete(next.id); // re-insert: the Map's order is the recently-used order
    this.#threads.set(next.id, next);
    // Keep a few threads for instant switching back, not every thread ever opened (each may hold 10 000 messages).
    for (const [id, t] of this.#threads) {
      if (this.#threads.size <= MAX_CACHED_THREADS) break;
      if (id !== this.selectedId && !t.pending.length) this.#threads.delete(id);
    }
    if (this.thread?.id === next.id || this.selectedId === next.id) this.thread = next;
  }

  #markRead(thread: ThreadState): void {
    const row = this.threads.find((t) => t.id === thread.id);
    if (!(row?.unreadCount ?? thread.conversation?.unreadCount)) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    this.#patchRow(thread.id, { unreadCount: 0 });
    this.api.markConversationRead(thread.id).then((c) => this.#upsertRow(c), () => {});
  }

  /** After a gap in the stream: reload the list's first page and the open thread's newest page. */
  #resync(): void {
    if (!this.#client) return;
    void this.#loadList(true);
    const thread = this.thread;
    for (const id of [...this.#threads.keys()]) if (id !== thread?.id) this.#threads.delete(id);
    if (!thread || thread.status !== 'ready') return;
    this.api.getConversation(thread.id).then(
      ({ messages, ...conversation }) => {
        const current = this.#threads.get(thread.id) ?? thread;
        const page = messages?.data ?? [];
        const overlaps = page.some((m) => current.messages.some((x) => x.id === m.id)) || !current.messages.length;
        // Without overlap there may be a hole between what we show and the new page: start again from it.
        this.#setThread({
          ...current,
          conversation,
          messages: overlaps ? mergeMessages(current.messages, page) : mergeMessages([], page),
          nextCursor: overlaps ? current.nextCursor : (messages?.nextCursor ?? null),
        });
      },
      () => {},
    );
  }

  // ------------------------------------------------------------------ live events

  #apply(event: StreamMessage): void {
    switch (event.event) {
      case 'message.created':
      case 'message.updated': {
        const message = event.data.message;
        const thread = this.#threads.get(message.conversationId);
        const open = this.thread?.id === message.conversationId;
        if (thread && thread.status === 'ready') {
          const isNew = !thread.messages.some((m) => m.id === message.id);
          this.#setThread({ ...thread, messages: mergeMessages(thread.messages, [message]) });
          if (open && isNew && event.event === 'message.created' && message.direction === 'inbound') {
            this.typingUntil = 0;
            this.#announce(message);
            if (!this.#messageWindow.pinned) this.unseen++;
            else this.#markRead(this.#threads.get(message.conversationId)!);
          }
        }
        break;
      }
      case 'conversation.updated': {
        const c = event.data.conversation;
        const open = this.thread?.id === c.id;
        this.#upsertRow(c);
        const thread = this.#threads.get(c.id);
        if (!thread) break;
        // Notes changed by a teammate replace ours only when we have no edit of our own in progress.
        if (open && this.#notesTimer === undefined && this.notesStatus !== 'saving' && this.notesText === thread.conversation?.notes) this.notesText = c.notes;
        this.#setThread({ ...thread, conversation: c });
        // The open thread, read at the bottom, stays read.
        if (open && this.#messageWindow.pinned && c.unreadCount) this.#markRead({ ...thread, conversation: c });
        break;
      }
      case 'typing': {
        const d = event.data;
        if (d.direction === 'inbound' && d.conversationId === this.thread?.id) {
          this.typingUntil = Date.now() + TYPING_SHOW_MS;
          clearTimeout(this.#typingTimer);
          this.#typingTimer = setTimeout(() => (this.typingUntil = 0), TYPING_SHOW_MS);
        }
        break;
      }
    }
  }

  #upsertRow(c: Conversation): void {
    const rest = this.threads.filter((t) => t.id !== c.id);
    const present = rest.length !== this.threads.length;
    if (!present && !matchesFilters(c, this.filters)) return;
    this.threads = sortThreads([c, ...rest]);
  }

  #patchRow(id: string, patch: Partial<Conversation>): void {
    this.threads = this.threads.map((t) => (t.id === id ? { ...t, ...patch } : t));
  }

  #announce(message: Message): void {
    const name = isolate(contactName(this.thread?.conversation));
    const text = message.text ?? message.rcs?.text ?? message.rcs?.card?.title ?? this.#t('mediaMessage');
    this.announcements = [...this.announcements.slice(-4), { id: message.id, text: this.#t('incoming', { name, text }) }];
  }

  // ------------------------------------------------------------------ errors

  #fail(error: ApiError, action: InboxAction, conversationId?: string): void {
    if (error.kind === 'aborted') return;
    if (error.kind === 'unauthorized' && action !== 'auth') return this.#authFailed(error);
    this.emit<InboxErrorDetail>('parley-error', { error, action, conversationId });
  }

  #onTokenError = (event: Event): void => this.#authFailed((event as TokenErrorEvent).error);

  #authFailed(error: ApiError): void {
    if (this.authError) return;
    this.authError = error;
    this.emit<InboxErrorDetail>('parley-error', { error, action: 'auth' });
  }

  #retryAll(): void {
    this.authError = undefined;
    this.#threads.clear();
    const selected = this.selectedId;
    this.selectedId = undefined;
    this.#loadList();
    if (selected) void this.#open(selected, false);
    this.#stream.restart();
  }

  // ------------------------------------------------------------------ replies

  #switchDrafts(thread: ThreadState | undefined): void {
    this.#flushNotes();
    this.#replyDraft?.dispose();
    this.#notesDraft?.dispose();
    this.#replyDraft = this.#notesDraft = undefined;
    clearTimeout(this.#notesTimer);
    this.notesStatus = 'idle';
    this.notesError = undefined;
    this.replyText = '';
    this.notesText = '';
    if (!thread?.conversation) return;
    this.#replyDraft = new DraftStore<string>('inbox-reply', thread.id);
    this.#notesDraft = new DraftStore<string>('inbox-notes', thread.id);
    this.replyText = this.#replyDraft.load() ?? '';
    const draft = this.#notesDraft.load();
    this.notesText = draft ?? thread.conversation.notes;
    // A draft left by a reload before its save finished: save it now.
    if (draft !== undefined && draft !== thread.conversation.notes) this.#scheduleNotesSave(0);
  }

  #onReplyInput(event: Event): void {
    this.replyText = (event.target as HTMLTextAreaElement).value;
    this.#replyDraft?.save(this.replyText);
    const c = this.thread?.conversation;
    if (c && this.replyText && Date.now() - this.#typingSentAt > TYPING_SEND_INTERVAL) {
      this.#typingSentAt = Date.now();
      this.api.sendTyping({ from: c.from, to: c.to }).catch(() => {});
    }
  }

  #onReplyKeydown(event: KeyboardEvent): void {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      void this.#sendReply();
    }
  }

  async #sendReply(): Promise<void> {
    const thread = this.thread;
    const text = this.replyText.trim();
    if (!thread?.conversation || !text) return;
    const request = replyRequest(thread.conversation, text);
    if (!this.emit('parley-message-send', request, { cancelable: true })) return;
    const pending: PendingSend = {
      localId: newIdempotencyKey(),
      idempotencyKey: newIdempotencyKey(),
      request,
      createdAt: new Date().toISOString(),
      state: 'sending',
    };
    this.#setThread({ ...thread, pending: [...thread.pending, pending] });
    this.replyText = '';
    this.#replyDraft?.clear();
    this.#messageWindow.scrollToEnd();
    await this.#deliver(thread.id, pending);
  }

  /** Sends (or re-sends, with the same key) a pending reply; on failure it stays, marked, with Retry. */
  async #deliver(threadId: string, pending: PendingSend): Promise<void> {
    const update = (change: (list: PendingSend[]) => PendingSend[], messages: Message[] = []) => {
      const t = this.#threads.get(threadId);
      if (t) this.#setThread({ ...t, pending: change(t.pending), messages: mergeMessages(t.messages, messages) });
    };
    update((list) => list.map((p) => (p.localId === pending.localId ? { ...p, state: 'sending', error: undefined } : p)));
    try {
      const message = await this.api.send(pending.request, { idempotencyKey: pending.idempotencyKey });
      update((list) => list.filter((p) => p.localId !== pending.localId), [message]);
      this.emit<MessageSentDetail>('parley-message-sent', { message, conversationId: threadId, idempotencyKey: pending.idempotencyKey });
    } catch (error) {
      const apiError = asApiError(error);
      update((list) => list.map((p) => (p.localId === pending.localId ? { ...p, state: 'failed', error: apiError } : p)));
      this.#fail(apiError, 'send', threadId);
    }
  }

  #retrySend(pending: PendingSend): void {
    if (this.thread) void this.#deliver(this.thread.id, pending);
  }

  // ------------------------------------------------------------------ notes

  #onNotesInput(event: Event): void {
    this.notesText = (event.target as HTMLTextAreaElement).value;
    this.#notesDraft?.save(this.notesText);
    this.#scheduleNotesSave(NOTES_SAVE_DELAY);
  }

  #scheduleNotesSave(delay: number): void {
    clearTimeout(this.#notesTimer);
    this.#notesTimer = setTimeout(() => void this.#saveNotes(), delay);
  }

  #flushNotes(): void {
    if (this.#notesTimer === undefined) return;
    clearTimeout(this.#notesTimer);
    this.#notesTimer = undefined;
    this.#notesDraft?.flush();
  }

  async #saveNotes(): Promise<void> {
    this.#notesTimer = undefined;
    const thread = this.thread;
    const draft = this.#notesDraft;
    if (!thread || !draft) return;
    await this.#notesSaving; // one save at a time, in order
    const text = this.notesText;
    this.notesStatus = 'saving';
    const saving = this.api.updateConversation(thread.id, { notes: text }).then(
      (c) => {
        if (this.#notesDraft !== draft) return;
        if (this.notesText === text) {
          draft.clear();
          this.notesStatus = 'saved';
        }
        this.#patchRow(c.id, { notes: c.notes });
        const t = this.#threads.get(c.id);
        if (t?.conversation) this.#threads.set(c.id, { ...t, conversation: { ...t.conversation, notes: c.notes } });
      },
      (error) => {
        if (this.#notesDraft !== draft) return;
        this.notesStatus = 'error';
        this.notesError = asApiError(error);
        this.#fail(this.notesError, 'notes', thread.id);
      },
    );
    this.#notesSaving = saving;
    await saving;
  }

  // ------------------------------------------------------------------ reactions, schedules

  #togglePicker(message: Message, trigger: HTMLElement): void {
    if (this.pickerFor === message.id) return this.#closePicker();
    this.pickerFor = message.id;
    this.#pickerTrigger = trigger;
    void this.#pickerRoving.focus(0);
  }

  #closePicker(): void {
    this.pickerFor = null;
    this.#pickerTrigger?.focus();
  }

  #onPickerKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      this.#closePicker();
      return;
    }
    this.#pickerRoving.onKeydown(event);
  };

  async #react(message: Message, emoji: string): Promise<void> {
    const fromPicker = this.pickerFor === message.id;
    if (fromPicker) this.#closePicker();
    await this.#busyWith(message, 'react', () => this.api.react({ messageId: message.id, emoji }));
  }

  async #cancelSchedule(message: Message): Promise<void> {
    await this.#busyWith(message, 'schedule', () => this.api.cancelSchedule(message.id));
  }

  async #busyWith(message: Message, action: InboxAction, call: () => Promise<Message>): Promise<void> {
    if (this.#busy.has(message.id)) return;
    this.#busy.add(message.id);
    this.actionError = undefined;
    this.requestUpdate();
    try {
      const updated = await call();
      const t = this.#threads.get(updated.conversationId);
      if (t) this.#setThread({ ...t, messages: mergeMessages(t.messages, [updated]) });
    } catch (error) {
      const apiError = asApiError(error);
      this.actionError = apiError.message;
      this.#fail(apiError, action, message.conversationId);
    } finally {
      this.#busy.delete(message.id);
      this.requestUpdate();
    }
  }

  // ------------------------------------------------------------------ filters

  #setFilters(patch: Filters, debounce = false): void {
    this.filters = { ...this.filters, ...patch };
    clearTimeout(this.#searchTimer);
    if (debounce) this.#searchTimer = setTimeout(() => void this.#loadList(), 250);
    else void this.#loadList();
  }

  async #back(): Promise<void> {
    const index = this.threads.findIndex((t) => t.id === this.selectedId);
    this.selectedId = undefined;
    this.#switchDrafts(undefined);
    // The list pane is hidden until this update renders it; focus can only land afterwards.
    await this.updateComplete;
    if (index >= 0) await this.#listRoving.focus(index);
  }

  // ------------------------------------------------------------------ rendering

  #threadKeys(): string[] {
    if (this.#listKeys?.threads !== this.threads) this.#listKeys = { threads: this.threads, keys: this.threads.map((t) => t.id) };
    return this.#listKeys.keys;
  }

  /** Day separators, messages and pending replies, in display order (memoized: 10 000 messages is a lot of rows). */
  #rows(): { rows: Row[]; keys: string[] } {
    const thread = this.thread;
    if (!thread || thread.status !== 'ready') return NO_ROWS;
    const locale = this.#locale;
    const cache = this.#rowsCache;
    if (cache && cache.messages === thread.messages && cache.pending === thread.pending && cache.locale === locale) return cache;
    const rows: Row[] = [];
    let day = '';
    const now = Date.now();
    for (const message of thread.messages) {
      const key = dayKey(message.createdAt);
      if (key !== day) {
        day = key;
        rows.push({ kind: 'day', key: `day:${key}`, label: formatDayLabel(message.createdAt, locale, now) });
      }
      rows.push({ kind: 'message', key: message.id, message });
    }
    for (const pending of thread.pending) rows.push({ kind: 'pending', key: `pending:${pending.localId}`, pending });
    this.#rowsCache = { messages: thread.messages, pending: thread.pending, locale, rows, keys: rows.map((r) => r.key) };
    return this.#rowsCache;
  }

  override render(): TemplateResult {
    const t = this.#t;
    const view = this.selectedId ? 'thread' : 'list';
    return html`<div class="inbox" data-view=${view} role="region" aria-label=${t('inbox')}>
      ${this.authError ? this.#renderAuthError() : nothing}
      ${this.#renderList()} ${this.#renderThread()}
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
    const f = this.filters;
    const filtered = Object.keys(activeFilters(f)).length > 0;
    const options = (values: (string | null | undefined)[], current: string | undefined) =>
      [...new Set([current, ...values].filter((v): v is string => !!v))].sort().map((v) => html`<option value=${v} ?selected=${v === current}>${v}</option>`);
    let body: unknown;
    if (!this.hasCredentials) body = html`<p class="state">${t('noCredentials')}</p>`;
    else if (this.listStatus === 'error')
      body = html`<div class="state" role="alert">
        <p>${t('listError', { reason: this.listError?.message ?? '' })}</p>
        <button class="btn" part="retry-button" @click=${() => this.#loadList()}>${t('retry')}</button>
      </div>`;
    else if (this.listStatus === 'ready' && this.threads.length === 0)
      body = html`<div class="state"><slot name="empty">${t(filtered ? 'emptyFiltered' : 'empty')}</slot></div>`;
    else if (this.listStatus !== 'ready') body = html`<p class="state" role="status">${t('loading')}</p>`;

    const w = this.#listWindow;
    const active = this.#listRoving.active;
    return html`<section class="list-pane" part="list" aria-label=${t('conversations')}>
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
              ['from', 'sender', this.threads.map((x) => x.from)],
              ['brandId', 'brand', this.threads.map((x) => x.brandId)],
              ['campaignId', 'campaign', this.threads.map((x) => x.campaignId)],
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
          this.threads.slice(w.start, w.end),
          (c) => c.id,
          // Rows re-render only when their own inputs change, not on every update of the element.
          (c, j) => guard([c, w.start + j, active === w.start + j, this.selectedId === c.id, this.now, this.#locale, this.#nextCursor === null], () => this.#renderRow(c, w.start + j, active)),
        )}
        <div data-vpad="bottom"></div>
        ${this.loadingMore ? html`<p class="state small" role="status">${t('loading')}</p>` : nothing}
      </div>`}
    </section>`;
  }

  #onListKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      const c = this.threads[this.#listRoving.active];
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
    const selected = c.id === this.selectedId;
    const preview = c.lastMessage?.text ?? (c.lastMessage ? t('mediaMessage') : '');
    return html`<div role="option" class="row ${selected ? 'selected' : ''}" part="thread-row${selected ? ' thread-row-selected' : ''}"
      data-vkey=${c.id} data-row=${i} aria-selected=${selected ? 'true' : 'false'} aria-posinset=${i + 1}
      aria-setsize=${this.#nextCursor ? -1 : this.threads.length} tabindex=${i === active ? 0 : -1}
      @focus=${() => this.#listRoving.setActive(i)} @click=${() => { this.#listRoving.setActive(i); void this.#open(c.id, true).then(() => this.#focusThread()); }}>
      <span class="row-top">
        <bdi class="name">${contactName(c)}</bdi>
        <time class="muted" datetime=${c.lastActivityAt}>${relativeTime(c.lastActivityAt, this.now, this.#locale)}</time>
      </span>
      <span class="row-bottom">
        <span class="preview muted">${c.lastMessage?.direction === 'outbound' ? `${t('you')}: ` : ''}<bdi>${preview}</bdi></span>
        ${c.unreadCount
          ? html`<span class="badge" part="unread-badge" aria-hidden="true">${c.unreadCount}</span>
              <span class="visually-hidden">${t('unread', { count: c.unreadCount })}</span>`
          : nothing}
      </span>
    </div>`;
  }

  #renderThread(): TemplateResult {
    const t = this.#t;
    const thread = this.thread;
    if (!this.selectedId || !thread) {
      return html`<section class="thread-pane empty" part="thread"><p class="state">${t('noThread')}</p></section>`;
    }
    const c = thread.conversation;
    const name = contactName(c);
    return html`<section class="thread-pane" part="thread" aria-labelledby="thread-title">
      <header class="thread-header" part="thread-header">
        <button class="btn back" @click=${() => void this.#back()} aria-label=${t('back')}><span aria-hidden="true">‹</span></button>
        <div class="who">
          <h2 id="thread-title"><bdi>${name || t('loading')}</bdi></h2>
          ${c ? html`<p class="muted">${t('fromTo', { to: isolate(c.to), from: isolate(c.from) })}</p>` : nothing}
        </div>
        ${c && this.#can('conversations:notes')
          ? html`<button class="btn small" aria-expanded=${this.notesOpen ? 'true' : 'false'} aria-controls="notes"
              @click=${() => (this.notesOpen = !this.notesOpen)}>${t('notes')}</button>`
          : nothing}
      </header>
      ${this.notesOpen && c ? this.#renderNotes() : nothing}
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
      ${thread.status === 'ready' && c && this.#can('messages:send') ? this.#renderComposer(name) : nothing}
    </section>`;
  }

  /** Controls for scopes the token lacks are hidden: the service would answer 401, which reads as a lost session. */
  #can(scope: string): boolean {
    return !this.claims.scopes || this.claims.scopes.has(scope);
  }

  #retryThread(): void {
    const id = this.selectedId;
    if (!id) return;
    this.#threads.delete(id);
    this.selectedId = undefined;
    void this.#open(id, true);
  }

  #renderMessages(thread: ThreadState, name: string): TemplateResult {
    const t = this.#t;
    const { rows } = this.#rows();
    const w = this.#messageWindow;
    const ctx: BubbleContext = {
      t,
      locale: this.#locale,
      me: this.claims.sub,
      contactName: name,
      canReact: this.#can('messages:react'),
      canCancel: this.#can('messages:schedule'),
      pickerFor: this.pickerFor,
      busy: this.#busy,
      onReact: (m, emoji) => void this.#react(m, emoji),
      onTogglePicker: (m, trigger) => this.#togglePicker(m, trigger),
      onPickerKeydown: this.#onPickerKeydown,
      pickerTabIndex: (i) => this.#pickerRoving.tabIndex(i),
      onCancelSchedule: (m) => void this.#cancelSchedule(m),
    };
    return html`<div class="messages-wrap">
      <div class="messages" part="messages" tabindex="0" role="region" aria-label=${t('messagesWith', { name })}>
        ${thread.older === 'loading' ? html`<p class="state small" role="status">${t('loadingOlder')}</p>` : nothing}
        ${thread.older === 'error'
          ? html`<p class="state small error-text">${t('olderError')}
              <button class="btn small" part="retry-button" @click=${() => void this.#loadOlder()}>${t('retry')}</button></p>`
          : nothing}
        ${rows.length === 0 ? html`<p class="state">${t('noMessages')}</p>` : nothing}
        <div role="list">
          <div data-vpad="top"></div>
          ${repeat(rows.slice(w.start, w.end), (r) => r.key, (r) => {
            const m = r.kind === 'message' ? r.message : undefined;
            const picker = !!m && this.pickerFor === m.id;
            const data = r.kind === 'message' ? r.message : r.kind === 'pending' ? r.pending : r.label;
            return guard([data, this.#locale, picker, picker && this.#pickerRoving.active, !!m && this.#busy.has(m.id), ctx.me, ctx.canReact, ctx.canCancel], () => this.#renderRowItem(r, ctx));
          })}
          <div data-vpad="bottom"></div>
        </div>
      </div>
      ${this.unseen > 0 && !w.pinned
        ? html`<button class="btn btn-primary new-messages" part="new-messages" @click=${() => { this.unseen = 0; w.scrollToEnd(); }}>
            ${t('newMessages')} (${this.unseen})
          </button>`
        : nothing}
    </div>`;
  }

  #renderRowItem(row: Row, ctx: BubbleContext): TemplateResult {
    const t = this.#t;
    if (row.kind === 'day') return html`<div role="listitem" class="day" data-vkey=${row.key} data-vfloat><span>${row.label}</span></div>`;
    if (row.kind === 'message') {
      return html`<div role="listitem" class="item ${row.message.direction}" data-vkey=${row.key}>${renderBubble(row.message, ctx)}</div>`;
    }
    const p = row.pending;
    const text = p.request.text ?? p.request.rcs?.text ?? '';
    return html`<div role="listitem" class="item outbound" data-vkey=${row.key}>
      <div class="bubble out ${p.state}" part="message message-outbound">
        <span class="visually-hidden">${t('you')}:</span>
        <p class="text" dir="auto">${text}</p>
        <div class="status ${p.state === 'failed' ? 'error-text' : ''}" part="status">
          ${p.state === 'sending'
            ? html`<span>${t('sending')}</span>`
            : html`<span role="alert">${t('notSent', { reason: p.error?.message ?? '' })}</span>
                <button class="link-btn" part="retry-button" @click=${() => this.#retrySend(p)}>${t('retry')}</button>`}
        </div>
      </div>
    </div>`;
  }

  #renderComposer(name: string): TemplateResult {
    const t = this.#t;
    return html`<form class="composer" part="composer" @submit=${(e: Event) => { e.preventDefault(); void this.#sendReply(); }}>
      <textarea part="reply-input" rows="2" dir="auto" aria-label=${t('replyTo', { name })} aria-describedby="reply-hint" placeholder=${t('placeholder')}
        .value=${this.replyText} @input=${this.#onReplyInput} @keydown=${this.#onReplyKeydown}></textarea>
      <span id="reply-hint" class="visually-hidden">${t('replyHint')}</span>
      <button class="btn btn-primary" part="send-button" type="submit" ?disabled=${!this.replyText.trim()}>${t('send')}</button>
    </form>`;
  }

  #renderNotes(): TemplateResult {
    const t = this.#t;
    const status =
      this.notesStatus === 'saving' ? t('saving') : this.notesStatus === 'saved' ? t('saved') : this.notesStatus === 'error' ? t('notSaved', { reason: this.notesError?.message ?? '' }) : '';
    return html`<div class="notes" id="notes" part="notes">
      <label for="notes-input">${t('notesLabel')}</label>
      <textarea id="notes-input" rows="4" dir="auto" maxlength=${NOTES_MAX} .value=${this.notesText} @input=${this.#onNotesInput}></textarea>
      <div class="notes-status">
        <span role="status" class=${this.notesStatus === 'error' ? 'error-text' : 'muted'}>${status}</span>
        ${this.notesStatus === 'error'
          ? html`<button class="link-btn" part="retry-button" @click=${() => this.#scheduleNotesSave(0)}>${t('retry')}</button>`
          : nothing}
      </div>
    </div>`;
  }
}
