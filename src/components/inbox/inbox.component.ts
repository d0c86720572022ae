/**
 * `<parley-inbox>`: conversation threads between one sender and one recipient, with history, replies, reactions,
 * internal notes and live updates. Side-effect free: `src/inbox.ts` registers the tag.
 *
 * The element renders the list and wires; the jobs live beside it: `inbox-store.ts` (threads, the open thread, paging,
 * live events, re-sync) and, in chunks: `thread-pane.ts` (the open thread's log and reply box, fetched with the first
 * thread's messages: `reply-sender.ts`, `notes-autosave.ts`, `message-bubble.ts`, `thread-paging.ts`,
 * `merge-messages.ts`), `filter-panel.ts`, `reaction-picker.ts` and `notes-panel.ts` (loaded on first use), and
 * `error-words.ts` (with the first failure shown).
 */
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import type { ParleyClient } from '../../api/client.js';
import type { ApiError } from '../../api/errors.js';
import type { TokenErrorEvent } from '../../api/transport.js';
import type { FirstRequest } from '../../api/wire.js';
import { DebouncedCall } from '../../controllers/debounce.js';
import type { EventStreamController } from '../../controllers/event-stream.js';
import { RovingTabindexController } from '../../controllers/roving-tabindex.js';
import { relativeTime } from '../../core/relative-time.js';
import { inboxMessages, type InboxKey } from '../../i18n/inbox.js';
import { I18nController, registerLanguage, type CatalogSource } from '../../i18n/index.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import type { MessageSentDetail } from '../../events/message-sent.js';
import { ParleyErrorEvent, type ParleyErrorDetail } from '../../events/parley-error.js';
import { ThreadSelectEvent, type ThreadSelectDetail } from '../../events/thread-select.js';
import { ParleyElement } from '../shared/parley-element.js';
import type { RcsNamesController } from '../../controllers/rcs-names.js';
import type { UploadHandler } from './reply-attachments.js';
import { asApiError, InboxStore, type Applied, type InboxAction } from './inbox-store.js';
import { inboxStyles } from './inbox.styles.js';
import { activeFilters, firstListRequest } from './list-request.js';
import { LazyController } from '../../controllers/lazy.js';
import { inboxParts } from './lazy-parts.js';
import { threadListStyles } from './thread-list.styles.js';
import { channelOf, contactName, highlight, isolate, renderAvatar, type Filters, type ThreadState } from './model.js';
import type { ThreadPane } from './thread-pane.js';
import type { ShortcutAction } from './shortcuts.js';
import { VirtualWindow } from './virtual-window.js';

export type { InboxAction };

/** A teammate, as the host names them (`users`). */
export interface InboxUser {
  id: string;
  name: string;
}

export type { ShortcutAction };

/** `parley-error`'s detail in the inbox. */
export type InboxErrorDetail = ParleyErrorDetail<InboxAction>;
export type { MessageSentDetail, ThreadSelectDetail };

const SEARCH_DELAY = 250;

/** The list's rows as shown, for the store's `threads` and the grouping part in use. */
interface ShownRows {
  threads: readonly Conversation[];
  groups: unknown;
  rows: readonly Conversation[];
  keys: string[];
  /** Grouped: the group's size on a customer's first row, 0 on the rows beneath it. */
  size: ReadonlyMap<string, number> | undefined;
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
 * @attr group-by - `contact`: one customer's threads together (every sender and channel), the first row with their count.
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
 * Extension points for what your product owns (assignment, status, CRM links) are render hooks, called with the row's,
 * thread's or message's data: `renderThreadActions(conversation)` (the thread header's actions), `renderRowBadges(conversation)`
 * (beside a row's name) and `renderMessageActions(message, conversation)` (under a bubble). They return a Lit template
 * or DOM nodes; re-render after your state changes with `inbox.requestUpdate()`. For example, "Assign to me":
 *
 * ```js
 * const assigned = new Map(); // conversationId → user id, in your product
 * inbox.renderThreadActions = (c) => html`<button class="btn small" ?disabled=${assigned.get(c.id) === me}
 *   @click=${() => { assigned.set(c.id, me); inbox.requestUpdate(); }}>Assign to me</button>`;
 * inbox.renderRowBadges = (c) => (assigned.get(c.id) === me ? html`<span class="tag">Mine</span>` : null);
 * ```
 *
 * Keyboard shortcuts (outside text fields): j/k next/previous conversation, Enter opens it, r reply, n note, / search,
 * Escape back to the list, ? lists them. `shortcuts = false` turns them off; `shortcuts = {reply: 'a'}` remaps some.
 *
 * @csspart list - The thread list pane; `search` its search box; `clear-search` the box's clear button.
 * @csspart skeleton - The placeholder rows shown while the list or a thread loads.
 * @csspart no-matches - "No conversations match …" with its Clear search button.
 * @csspart thread-row - One thread in the list (`thread-row-selected` on the open one).
 * @csspart avatar - A customer's initials (in rows and the thread header).
 * @csspart thread-sender - The sender and channel ("Acme Coffee · SMS") of a row or of the thread header.
 * @csspart match - A search result's snippet (the match in `<mark>`).
 * @csspart unread-badge - Unread count of a thread.
 * @csspart group-count - With `group-by="contact"`: how many threads the row's customer has (on their first row).
 * @csspart thread - The thread pane.
 * @csspart thread-header - Contact, numbers and the notes toggle.
 * @csspart contact-toggle - Opens the contact panel; `contact` the panel (`<parley-contact-panel>`).
 * @csspart canned-button - Offers the canned replies; `canned-replies` their list.
 * @csspart attach-button - Opens the file picker; `attachments` the strip of files, `attachment` one of them, `attachment-remove` its remove button.
 * @csspart emoji-picker - The searchable emoji grid ("More reactions"); `more-reactions` the item that opens it.
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
  // The open thread's styles come with the thread pane's chunk (`thread-pane.styles.ts`, `message-log.styles.ts`).
  static override styles = [ParleyElement.styles, inboxStyles, threadListStyles];

  /**
   * Adds a language (or replaces a shipped one): a catalog of this element's messages, or a loader of one
   * (`() => import('./fr.js')`); missing keys fall back to English. Plural messages tag their forms with
   * `Intl.PluralRules` categories (`'one: {count} x|other: {count} xs'`).
   */
  static registerLanguage(language: string, catalog: CatalogSource<InboxKey>): void {
    registerLanguage(inboxMessages, language, catalog);
  }

  // Inputs and view state are declared with `static properties` (as `ParleyElement`'s inputs), not decorators:
  // compiled decorators cost bytes per property on the first screen (docs/decisions/014-element-properties.md). The
  // custom-elements manifest documents the inputs from these `declare` fields and their JSDoc. `attribute: false` is
  // Lit's default for state; the manifest's analyzer needs it written.
  static override properties: PropertyDeclarations = {
    from: {},
    to: {},
    brandId: { attribute: 'brand-id' },
    campaignId: { attribute: 'campaign-id' },
    conversationId: { attribute: 'conversation-id' },
    groupBy: { attribute: 'group-by' },
    senders: { attribute: false },
    cannedReplies: { attribute: false },
    uploadHandler: { attribute: false },
    users: { attribute: false },
    shortcuts: { attribute: false },
    renderThreadActions: { attribute: false },
    renderRowBadges: { attribute: false },
    renderMessageActions: { attribute: false },
    errorAnnouncement: { state: true, attribute: false },
    shortcutsOpen: { state: true, attribute: false },
    filtersOpen: { state: true, attribute: false },
    authError: { state: true, attribute: false },
    now: { state: true, attribute: false },
    namesReady: { state: true, attribute: false },
    audiences: { state: true, attribute: false },
  };
  /** Only threads of this sender (phone number or RCS agent id); with `to`, opens that thread. @attr from */
  declare from: string | undefined;
  /** Only threads with this recipient (E.164); with `from`, opens that thread. @attr to */
  declare to: string | undefined;
  /** Only threads of this brand. @attr brand-id */
  declare brandId: string | undefined;
  /** Only threads of this campaign. @attr campaign-id */
  declare campaignId: string | undefined;
  /** Opens this thread (setting it fires no `parley-thread-select`). @attr conversation-id */
  declare conversationId: string | undefined;
  /**
   * `contact` groups the list by customer, as a team inbox does: each customer's threads (every sender and channel)
   * together, newest first, the first row saying how many; the rows beneath it name their sender and channel. Only
   * loaded pages are grouped. @attr group-by
   */
  declare groupBy: 'contact' | undefined;
  /**
   * Names of your senders by id — phone number or RCS agent id (`{'+14155550100': 'Acme Coffee'}`): headers, rows
   * and filters show them instead of the id. The service names RCS agents itself (with `agents:read`); it keeps no
   * names for phone numbers, so without this a phone sender is named by its brand (with `agents:read`), else its number.
   */
  declare senders: Record<string, string> | undefined;
  /** Saved answers offered in the reply box (a button, or "/" at the start of the box). */
  declare cannedReplies: readonly { label: string; text: string }[] | undefined;
  /**
   * Turns a file the user attaches (paperclip, drop, paste) into a URL the service can fetch, e.g. an upload to
   * your storage. Without it the reply box offers no attachments. Files are checked (type, size) before upload.
   */
  declare uploadHandler: UploadHandler | undefined;
  /**
   * Your team (`[{id, name}]`, ids as the embed tokens' `sub`): authors of notes and who else is here are shown by
   * name, `@name` in a note mentions a teammate, and `{{agent.name}}` in a canned reply is filled in when the token
   * has no `name` claim.
   */
  declare users: readonly InboxUser[] | undefined;
  /** Keyboard shortcuts: `false` turns them off; an object remaps some (`{next: 'ArrowDown', reply: 'a'}`). */
  declare shortcuts: false | Partial<Record<ShortcutAction, string>> | undefined;
  /** Renders your actions in the open thread's header (e.g. "Assign to me"). */
  declare renderThreadActions: ((conversation: Conversation) => unknown) | undefined;
  /** Renders badges beside a thread row's name (e.g. the assignee). */
  declare renderRowBadges: ((conversation: Conversation) => unknown) | undefined;
  /** Renders actions under a message of the open thread (e.g. "Create ticket"). */
  declare renderMessageActions: ((message: Message, conversation: Conversation) => unknown) | undefined;

  // View state only: the data lives in the store.
  declare private filtersOpen: boolean;
  declare private authError: ApiError | undefined;
  declare private now: number;
  /** Set when the RCS names have loaded (rows re-render with them). */
  declare private namesReady: boolean;
  /** Audience names for the filter (`audiences:read`), loaded when the filter panel first opens. */
  declare private audiences: { id: string; name: string }[] | undefined;
  /** The last failure in words, read out by the assertive live region (with a serial, so a repeat is read again). */
  declare private errorAnnouncement: { n: number; text: string } | undefined;
  declare private shortcutsOpen: boolean;

  #i18n = new I18nController<InboxKey>(this, inboxMessages, () => this.locale);
  /** The controller's translator (rebuilt once per update). */
  #t = this.#i18n.t;
  /** The locale resolved once per update (resolving walks the DOM for `lang`); rows re-render when it changes. */
  #locale = '';
  #client: ParleyClient | undefined;
  #search = new DebouncedCall(SEARCH_DELAY);
  #clockTimer: ReturnType<typeof setInterval> | undefined;
  /** The rows as shown (grouped by customer or not) and their keys, rebuilt when the list or the grouping changes. */
  #rows: ShownRows | undefined;
  #firstLoad = true;
  /** RCS agent, brand and campaign names (`agents:read`); its module loads once the token shows the scope. */
  #names: RcsNamesController | undefined;
  /** Everything not on the first screen (`lazy-parts.ts`), each fetched on first use. */
  #parts = new LazyController(this, inboxParts);

  #store = new InboxStore(this, {
    api: () => this.api,
    fail: (error, action, id) => this.#fail(error, action, id),
  });
  /** The open thread's log and reply box: a controller created when its chunk arrives with the first thread (`#loadPane`). */
  #pane: ThreadPane | undefined;

  #listWindow = new VirtualWindow(this, {
    // While the list loads, its skeleton holds the list's place: its height is the viewport the first rows fill.
    scroller: () => this.renderRoot?.querySelector?.<HTMLElement>('.thread-list,.list-pane>.skeleton'),
    estimate: 72,
    onNearEnd: () => void this.#store.loadMore(),
  });
  #listRoving = new RovingTabindexController(this, {
    count: () => this.#store.state.threads.length,
    item: (i) =>
      this.#listWindow.isRendered(i) ? this.renderRoot.querySelector<HTMLElement>(`[data-row="${i}"]`) : null,
    reveal: (i) => this.#listWindow.reveal(i),
  });
  /** The live stream: its controller is a lazy part, created once the inbox has a client (`#openStream`). */
  #stream: EventStreamController | undefined;

  constructor() {
    super();
    // Defaults through Lit's accessors, so the first update sees them.
    this.filtersOpen = false;
    this.now = Date.now();
    this.namesReady = false;
    this.shortcutsOpen = false;
    // An update that shows a failure waits for its words: no flash of other words, and `updateComplete` covers them.
    // If they cannot be fetched (offline), failures read as a lost connection until a Retry fetches them again.
    this.beforeEachUpdate(() => {
      const s = this.#store.state;
      const parts = this.#parts;
      // The grouped list waits for its part (no flash of the ungrouped one); offline it shows ungrouped.
      if (this.groupBy === 'contact' && !parts.get('groups') && !parts.failed('groups'))
        this.holdUpdatesUntil(
          parts.load('groups').then(
            (g) => g.setUpGroups(this.renderRoot),
            () => {},
          ),
        );
      if (parts.get('errorWords') || parts.failed('errorWords')) return;
      if (s.listStatus === 'error' || s.thread?.status === 'error' || (parts.failed('pane') && !this.#pane))
        this.holdUpdatesUntil(parts.try('errorWords'));
    });
  }

  /** A failure as a sentence ("Could not load …: {reason}"). */
  #errorSentence(error: ApiError | undefined, action: InboxAction, lead: 'listError' | 'threadError'): string {
    const t = this.#t;
    const words = this.#parts.get('errorWords');
    return words ? words.errorSentence(error, action, t, lead) : t(lead, { reason: t('errNetwork') });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#clockTimer = setInterval(() => (this.now = Date.now()), 60_000);
    // The stream's part is fetched while the token and the first page are, so live updates start with the list.
    void this.#parts.try('storeActions');
    // Re-attached after a move in the DOM: loads were aborted on disconnect, so bind the client and load again.
    this.requestUpdate();
  }

  /** The list's first page, which the token route may answer beside the first token. */
  protected override firstRequest(): FirstRequest {
    return firstListRequest(this.#hostFilters());
  }

  /** The filters the host sets (attributes or properties), in the order the list's requests carry them. */
  #hostFilters(): Filters {
    return { from: this.from, to: this.to, brandId: this.brandId, campaignId: this.campaignId };
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
    if (filtersChanged) this.#store.setFilters(this.#hostFilters());
    const client = this.hasCredentials ? this.api : undefined;
    if (client !== this.#client) {
      this.#client?.removeEventListener('tokenerror', this.#onTokenError);
      this.#client = client;
      client?.addEventListener('tokenerror', this.#onTokenError);
      this.#store.forget();
      this.#store.readClaims(undefined);
      if (client) {
        this.#reloadAll(!this.#firstLoad);
        void this.#openStream();
      }
    } else if (client && (filtersChanged || changed.has('conversationId'))) {
      // Loads caused by the host setting a property show their failure but do not fire `parley-error`.
      if (filtersChanged) void this.#loadList(true);
      this.#openFromProperties(false);
    }
    this.#firstLoad = false;
    this.#listWindow.keys(this.#threadKeys());
  }

  // ------------------------------------------------------------------ wiring the store

  #reloadAll(quiet: boolean): void {
    this.authError = undefined;
    const selected = this.#store.state.selectedId;
    this.#store.deselect();
    const listed = this.#loadList(quiet);
    if (this.conversationId || (this.from && this.to)) this.#openFromProperties(!quiet);
    else if (selected) void this.#open(selected, false, !quiet);
    // The rows' time formatter, made in a task of its own while the token (and the first page) are on the wire: its
    // first construction (the locale's data, ~40 ms on a phone's CPU) was in the render of the first rows, and then,
    // once the first page came with the token (`firstRequest`), in the task before it.
    setTimeout(() => relativeTime(0, 0, this.#locale));
    // The claims are read one task after the token and the first page have arrived: read in the same microtasks as
    // the token, their render (~130 ms on a phone's CPU) ran before the first page's request, which waits on the same
    // token, was handed to `fetch`; read before the first page (when it comes with the token), before its rows.
    const client = this.#client;
    void Promise.all([this.api.getToken(), listed.catch(() => {})]).then(
      ([token]) =>
        setTimeout(() => {
          if (client !== this.#client) return; // another client took over meanwhile: its own reload reads its claims
          this.#store.readClaims(token);
          void this.#loadNames();
          void this.#loadAudiences();
        }),
      () => {},
    );
  }

  /**
   * Live updates are not needed to show the list: the stream's controller is fetched beside the first page and
   * subscribes when it arrives (it follows later client changes itself).
   */
  async #openStream(): Promise<void> {
    if (this.#stream) return;
    const part = await this.#parts.try('storeActions');
    if (!part) return; // offline: Retry fetches it again
    const { EventStreamController, applyLiveEvent } = part;
    this.#stream ??= new EventStreamController(this, {
      client: () => (this.hasCredentials && !this.authError ? this.api : undefined),
      onEvent: (event) => this.#applied(applyLiveEvent(this.#store, event)),
      onResync: () => {
        if (!this.#client) return;
        this.#store.resync();
        this.#pane?.paging.resync();
      },
      onError: (error) => this.#fail(error, 'stream'),
    });
  }

  async #loadNames(): Promise<void> {
    if (this.#names || !this.#can('agents:read') || !this.#store.state.claims.scopes) return;
    const { RcsNamesController } = await this.#parts.load('rcsNames');
    this.#names ??= new RcsNamesController(this, () => this.#client);
    await this.#names.load();
    this.namesReady = true;
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
    this.#pane?.reset();
    const match = user && s.filters.query ? s.threads.find((t) => t.id === id)?.match : undefined;
    if (user) {
      const conversation = s.threads.find((t) => t.id === id) ?? this.#store.cached(id)?.conversation;
      this.emit(new ThreadSelectEvent({ conversationId: id, conversation }));
    }
    const pair = id.startsWith('pair:') && this.from && this.to ? { from: this.from, to: this.to } : undefined;
    // The pane's chunk is fetched in parallel with the first page: the skeleton shows until both are there.
    const view = this.#loadPane();
    const start = this.#store.beginOpen(id);
    const ready =
      'ready' in start
        ? start.ready
        : await this.#parts.load('storeActions').then(
            (a) => a.loadThread(this.#store, id, start, pair, report, view),
            (error: unknown) => {
              if (!start.signal.aborted) this.#store.openFailed(id, start.loading, error, report);
              return undefined;
            },
          );
    if (!ready) return;
    try {
      // A thread already cached opens at once; its view may still be on its way.
      await view;
    } catch {
      return;
    }
    await this.#pane!.opened(ready, match?.messageId);
  }

  #switchDrafts(thread: ThreadState | undefined): void {
    this.#pane?.switchTo(thread);
  }

  /** The thread pane: its chunk fetched once (a failed fetch again only after a Retry), its controller made once. */
  async #loadPane(): Promise<ThreadPane> {
    const { ThreadPane } = await this.#parts.load('pane');
    return (this.#pane ??= new ThreadPane(this, {
      store: this.#store,
      i18n: this.#i18n,
      parts: this.#parts,
      back: () => void this.#back(),
      senderName: (c) => this.#senderName(c),
      open: (id) => this.#open(id, true),
    }));
  }

  /** What a live event meant for the open thread: the pane announces, counts, marks read, shows typing. */
  #applied(applied: Applied): void {
    if (!Object.keys(applied).length) return;
    // Only an open thread yields these; its pane may still be on its way (typing while the first thread loads).
    if (this.#pane) this.#pane.applied(applied);
    else
      void this.#loadPane().then(
        (pane) => pane.applied(applied),
        () => {},
      );
  }

  // ------------------------------------------------------------------ errors

  #fail(error: ApiError, action: InboxAction, conversationId?: string): void {
    if (error.kind === 'aborted') return;
    if (error.kind === 'unauthorized' && action !== 'auth') return this.#authFailed(error);
    this.#announceError(error, action);
    this.emit(new ParleyErrorEvent<InboxAction>({ error, action, conversationId }));
  }

  /** Every failure is read out by the assertive live region, in the words the screen shows. */
  #announceError(error: ApiError, action: InboxAction): void {
    const n = (this.errorAnnouncement?.n ?? 0) + 1;
    const announce = (text: string) => (this.errorAnnouncement = { n, text });
    this.#parts.load('errorWords').then(
      (w) => announce(w.errorSentence(error, action, this.#t)),
      () => announce(this.#t('listError', { reason: this.#t('errNetwork') })),
    );
  }

  #onTokenError = (event: Event): void => this.#authFailed((event as TokenErrorEvent).error);

  #authFailed(error: ApiError): void {
    if (this.authError) return;
    this.authError = error;
    this.errorAnnouncement = { n: (this.errorAnnouncement?.n ?? 0) + 1, text: this.#t('authError') };
    this.emit(new ParleyErrorEvent<InboxAction>({ error, action: 'auth' }));
  }

  #retryAll(): void {
    // A Retry fetches again what could not be fetched (the failures' words, the thread pane…): nothing else does,
    // so no update waits for, and no event fetches, a chunk that cannot come.
    this.#parts.retry();
    this.authError = undefined;
    const selected = this.#store.state.selectedId;
    this.#store.reset();
    void this.#loadList();
    if (selected) void this.#open(selected, false);
    if (this.#stream) this.#stream.restart();
    else void this.#openStream();
  }

  #retryThread(): void {
    this.#parts.retry();
    const id = this.#store.state.selectedId;
    if (!id) return;
    this.#store.drop(id);
    this.#store.deselect();
    void this.#open(id, true);
  }
  // ------------------------------------------------------------------ filters, navigation

  #setFilters(patch: Filters, debounce = false): void {
    this.#store.setFilters(patch);
    this.#search.schedule((signal) => this.#loadList(false, signal), debounce ? SEARCH_DELAY : 0);
  }

  async #back(): Promise<void> {
    const s = this.#store.state;
    const index = this.#shown().rows.findIndex((t) => t.id === s.selectedId);
    this.#store.deselect();
    this.#switchDrafts(undefined);
    // The list pane is hidden until this update renders it; focus can only land afterwards.
    await this.updateComplete;
    if (index >= 0) await this.#listRoving.focus(index);
  }

  // ------------------------------------------------------------------ rendering

  #threadKeys(): string[] {
    return this.#shown().keys;
  }

  /** The list's rows in display order: the store's, or grouped by customer (`group-by`) once that part is here. */
  #shown(): ShownRows {
    const threads = this.#store.state.threads;
    const groups = this.groupBy === 'contact' ? this.#parts.get('groups') : undefined;
    if (this.#rows?.threads !== threads || this.#rows.groups !== groups) {
      const { rows, size } = groups ? groups.groupByContact(threads) : { rows: threads, size: undefined };
      this.#rows = { threads, groups, rows, keys: rows.map((t) => t.id), size };
    }
    return this.#rows;
  }

  override render(): TemplateResult {
    const t = this.#t;
    const view = this.#store.state.selectedId ? 'thread' : 'list';
    // The live log announces incoming messages rather than the message list itself: the list is virtualized, so rows
    // scrolled into view would otherwise be read out as if they were new. (A JS comment: an HTML one would ship.)
    return html`<div class="inbox" data-view=${view} role="region" aria-label=${t('inbox')} @keydown=${this.#onShortcut}
      @focusin=${() => this.shortcuts !== false && this.#parts.try('shortcuts')}>
      ${this.authError ? this.#renderAuthError() : nothing}
      ${this.#renderList()} ${this.#renderThread()}
      ${this.#pane?.renderLightbox() ?? nothing}
      <div role="log" aria-live="polite" class="visually-hidden" data-live="messages">
        ${this.#pane?.renderAnnouncements() ?? nothing}
      </div>
      <div aria-live="assertive" aria-atomic="true" class="visually-hidden" data-live="errors">${
        // Keyed by the serial (with `repeat`, already on the first screen): a repeated failure is a new node, read again.
        this.errorAnnouncement
          ? repeat(
              [this.errorAnnouncement],
              (a) => a.n,
              (a) => html`<p>${a.text}</p>`,
            )
          : nothing
      }</div>
      ${this.shortcutsOpen ? (this.#parts.get('shortcutsSheet')?.renderShortcutsSheet(this.shortcuts, t, () => (this.shortcutsOpen = false)) ?? nothing) : nothing}
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
    let body: unknown;
    if (!this.hasCredentials) body = html`<p class="state">${t('noCredentials')}</p>`;
    else if (s.listStatus === 'error')
      body = html`<div class="state" role="alert">
        <p>${this.#errorSentence(s.listError, 'list', 'listError')}</p>
        ${s.listError?.kind === 'forbidden' ? nothing : html`<button class="btn" part="retry-button" @click=${() => (this.#parts.retry(), this.#loadList())}>${t('retry')}</button>`}
      </div>`;
    else if (s.listStatus === 'ready' && s.threads.length === 0)
      body = f.query?.trim()
        ? html`<div class="state" part="no-matches">
            <p>${t('noMatches', { query: isolate(f.query.trim()) })}</p>
            <button class="btn" @click=${() => this.#clearSearch()}>${t('clearSearch')}</button>
          </div>`
        : html`<div class="state"><slot name="empty">${t(filtered ? 'emptyFiltered' : 'empty')}</slot></div>`;
    else if (s.listStatus !== 'ready') body = this.#renderSkeleton(t('loadingConversations'));

    const w = this.#listWindow;
    const active = this.#listRoving.active;
    const busy = this.hasCredentials && (s.listStatus === 'loading' || s.listStatus === 'idle');
    return html`<section class="list-pane" part="list" aria-label=${t('conversations')} aria-busy=${busy ? 'true' : 'false'}>
      <div class="filters">
        <div class="search">
          <input type="search" part="search" aria-label=${t('search')} placeholder=${t('search')} .value=${f.query ?? ''}
            maxlength="200" @input=${(e: Event) => this.#setFilters({ query: (e.target as HTMLInputElement).value }, true)}
            @keydown=${(e: KeyboardEvent) => {
              if (e.key === 'Escape' && f.query) {
                e.preventDefault();
                this.#clearSearch();
              }
            }} />
          ${
            f.query
              ? html`<button class="clear" part="clear-search" type="button" aria-label=${t('clearSearch')} title=${t('clearSearch')}
                @click=${() => this.#clearSearch()}><span aria-hidden="true">×</span></button>`
              : nothing
          }
        </div>
        <div class="filter-row">
          <label class="check"><input type="checkbox" .checked=${!!f.unreadOnly}
            @change=${(e: Event) => this.#setFilters({ unreadOnly: (e.target as HTMLInputElement).checked })} />${t('unreadOnly')}</label>
          <button class="btn small" aria-expanded=${this.filtersOpen ? 'true' : 'false'} aria-controls="filter-panel"
            @click=${() => this.#toggleFilters()}>${t('filters')}</button>
        </div>
        <div id="filter-panel" class="filter-panel" ?hidden=${!this.filtersOpen}>${
          this.filtersOpen && this.#parts.get('filterPanel')
            ? this.#parts.get('filterPanel')!.renderFilterPanel({
                root: this.renderRoot,
                t,
                locale: this.#locale,
                state: s,
                names: this.#names,
                audiences: this.audiences,
                contacts: this.#can('contacts:read') || this.#can('contacts:write'),
                sender: (c) => t('senderChannel', { sender: this.#senderName(c), channel: channelOf(c) }),
                set: (patch) => this.#setFilters(patch),
              })
            : nothing
        }</div>
      </div>
      ${
        body ??
        html`<div class="thread-list" role="listbox" aria-label=${t('conversations')} @keydown=${this.#onListKeydown}>
        <div data-vpad="top"></div>
        ${repeat(
          this.#shown().rows.slice(w.start, w.end),
          (c) => c.id,
          // Rows re-render only when their own inputs change, not on every update of the element.
          (c, j) =>
            guard(
              [
                c,
                w.start + j,
                active === w.start + j,
                s.selectedId === c.id,
                this.now,
                this.#locale,
                s.nextCursor === null,
                this.senders,
                this.namesReady,
                this.renderRowBadges ? {} : 0,
                this.#rows?.size?.get(c.id),
              ],
              () => this.#renderRow(c, w.start + j, active),
            ),
        )}
        <div data-vpad="bottom"></div>
        ${s.loadingMore ? html`<p class="state small" role="status">${t('loading')}</p>` : nothing}
      </div>`
      }
    </section>`;
  }

  /** Placeholder rows shaped like real ones while the list loads, announced once. */
  #renderSkeleton(label: string): TemplateResult {
    return html`<div class="skeleton" part="skeleton">
      <p class="visually-hidden" role="status">${label}</p>
      ${[0, 1, 2, 3, 4, 5].map(
        () => html`<div class="skeleton-row" aria-hidden="true">
        <span class="avatar"></span><span class="lines"><span></span><span></span><span></span></span>
      </div>`,
      )}
    </div>`;
  }

  async #toggleFilters(): Promise<void> {
    try {
      // The panel is a chunk of its own, loaded the first time it opens.
      if (!this.#parts.get('filterPanel')) await this.#parts.load('filterPanel');
    } catch (error) {
      this.#fail(asApiError(error), 'list');
      return;
    }
    this.filtersOpen = !this.filtersOpen;
    await this.#loadAudiences();
  }

  /** The audiences' names, once the panel is open and the token's claims say it may read them (either may come first). */
  async #loadAudiences(): Promise<void> {
    if (!this.filtersOpen || this.audiences || !this.#can('audiences:read') || !this.#store.state.claims.scopes) return;
    try {
      this.audiences = await this.#parts.get('filterPanel')!.audienceOptions(this.api);
    } catch (error) {
      this.#fail(asApiError(error), 'list');
    }
  }

  #clearSearch(): void {
    this.#setFilters({ query: undefined });
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLInputElement>('[part~="search"]')?.focus());
  }

  /** The sender as people know it: the host's name for a number, the RCS agent's name, the brand's, else the id. */
  #senderName(c: Conversation): string {
    const named = this.senders?.[c.from];
    if (named) return named;
    const names = this.#names;
    if (!names) return c.from;
    if (c.senderType === 'rcs_agent') return names.senderName(c.from);
    return c.brandId && names.brandName(c.brandId) !== c.brandId ? names.brandName(c.brandId) : c.from;
  }

  #onListKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      if (this.#shown().rows[this.#listRoving.active]) event.preventDefault();
      this.#openActive();
      return;
    }
    this.#listRoving.onKeydown(event);
  };

  #openActive(): void {
    const c = this.#shown().rows[this.#listRoving.active];
    if (c) void this.#open(c.id, true).then(() => this.#focusThread());
  }

  /**
   * Keyboard shortcuts, unless the host turned them off. What the keys do (and which keys count: none typed in fields)
   * is a lazy part (`shortcuts.ts`), fetched when focus first enters the inbox (so it is usually there by the first
   * key), else on the first key pressed (which it then handles).
   */
  #onShortcut = (event: KeyboardEvent): void => {
    if (this.shortcuts === false) return;
    const origin = event.composedPath()[0];
    const run = (p: { runShortcut: typeof import('./shortcuts.js').runShortcut }) =>
      p.runShortcut(event, {
        origin,
        element: this,
        store: this.#store,
        list: this.#listRoving,
        pane: this.#pane,
        openActive: () => this.#openActive(),
        back: () => void this.#back(),
        help: () => void this.#parts.load('shortcutsSheet').then(() => (this.shortcutsOpen = true)),
      });
    const part = this.#parts.get('shortcuts');
    if (part) run(part);
    else void this.#parts.load('shortcuts').then(run, () => {});
  };

  /** In one-pane layout the list disappears: move focus into the thread (its back button). */
  async #focusThread(): Promise<void> {
    await this.updateComplete;
    const back = this.renderRoot.querySelector<HTMLElement>('.back');
    if (back && back.offsetParent !== null) back.focus();
  }

  /** A grouped row's sender and channel on one line: the sender gives way (ellipsis), the channel always shows. */
  #subName(c: Conversation, name: string): TemplateResult {
    const [before, after] = this.#t('senderChannel', { sender: '\0', channel: channelOf(c) }).split('\0');
    return html`<span class="name" part="thread-sender" dir="auto"><span class="visually-hidden">${name}, </span>${before}<bdi class="sub-sender">${this.#senderName(c)}</bdi>${after}</span>`;
  }

  #renderRow(c: Conversation, i: number, active: number): TemplateResult {
    const t = this.#t;
    const s = this.#store.state;
    const selected = c.id === s.selectedId;
    const name = contactName(c);
    const match = c.match && s.filters.query ? c.match : undefined;
    const last = c.lastMessage;
    const preview = last?.text ?? (last ? t('mediaMessage') : '');
    const sender = t('senderChannel', { sender: isolate(this.#senderName(c)), channel: channelOf(c) });
    // Grouped by customer: their first row counts their threads (beside the preview, which gives way before the
    // name does); the rows beneath name the sender and channel in the name's place (the name stays for screen
    // readers, which read each option alone).
    const size = this.#rows?.size?.get(c.id);
    const sub = size === 0;
    return html`<div role="option" class="row ${selected ? 'selected' : ''} ${sub ? 'sub' : ''}" part="thread-row${selected ? ' thread-row-selected' : ''}"
      data-vkey=${c.id} data-row=${i} aria-selected=${selected ? 'true' : 'false'} aria-posinset=${i + 1}
      aria-setsize=${s.nextCursor ? -1 : s.threads.length} tabindex=${i === active ? 0 : -1}
      @focus=${() => this.#listRoving.setActive(i)} @click=${() => {
        this.#listRoving.setActive(i);
        void this.#open(c.id, true).then(() => this.#focusThread());
      }}>
      ${sub ? nothing : renderAvatar(c)}
      <span class="row-main">
        <span class="row-top">
          ${sub ? this.#subName(c, name) : html`<span class="name" dir="auto">${name}</span>`}
          ${c.optedOut ? html`<span class="tag" part="opted-out-tag">${t('optedOutTag')}</span>` : nothing}
          ${this.renderRowBadges ? html`<span class="row-badges" part="row-badges">${this.renderRowBadges(c)}</span>` : nothing}
          <time class="muted" datetime=${c.lastActivityAt}>${relativeTime(c.lastActivityAt, this.now, this.#locale)}</time>
        </span>
        ${sub ? nothing : html`<span class="row-sender muted" part="thread-sender" dir="auto">${sender}</span>`}
        <span class="row-bottom">
          ${
            match
              ? html`<span class="preview muted" part="match"><span class="preview-text" dir="auto">${highlight(match.snippet, s.filters.query!, match.highlights)}</span></span>`
              : html`<span class="preview muted">${last?.direction === 'outbound' ? html`<span class="you">${t('you')}:&nbsp;</span>` : nothing}<span class="preview-text" dir="auto">${preview}</span></span>`
          }
          ${size! > 1 ? html`<span class="tag" part="group-count">${t('groupCount', { count: size! })}</span>` : nothing}
          ${last?.status === 'FAILED' ? html`<span class="tag failed" part="failed-tag"><span aria-hidden="true">⚠ </span>${t('FAILED')}</span>` : nothing}
          ${
            c.unreadCount
              ? html`<span class="badge" part="unread-badge" aria-hidden="true">${c.unreadCount}</span>
                <span class="visually-hidden">${t('unread', { count: c.unreadCount })}</span>`
              : nothing
          }
        </span>
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
    const pane = this.#pane;
    return html`<section class="thread-pane" part="thread" aria-labelledby="thread-title" aria-busy=${thread.status === 'loading' ? 'true' : 'false'}>
      ${
        pane
          ? pane.renderHeader(c, name)
          : html`<header class="thread-header" part="thread-header">
            <button class="btn back" @click=${() => void this.#back()} aria-label=${t('back')}><span aria-hidden="true">‹</span></button>
            <div class="who"><h2 id="thread-title" dir="auto">${name || t('loading')}</h2></div>
          </header>`
      }
      ${pane?.actionError ? html`<p class="banner error-text" role="alert">${pane.actionError}</p>` : nothing}
      ${
        thread.status === 'error' || (!pane && this.#parts.failed('pane'))
          ? html`<div class="state" role="alert">
            <p>${this.#errorSentence(thread.error ?? asApiError('offline'), 'thread', 'threadError')}</p>
            ${thread.error?.kind === 'forbidden' ? nothing : html`<button class="btn" part="retry-button" @click=${() => this.#retryThread()}>${t('retry')}</button>`}
          </div>`
          : thread.status === 'loading' || !pane
            ? this.#renderSkeleton(t('loadingMessages'))
            : pane.renderMessages(thread, name)
      }
      ${pane?.renderFooter(thread, name) ?? nothing}
    </section>`;
  }

  /** Controls for scopes the token lacks are hidden: the service would answer 401, which reads as a lost session. */
  #can(scope: string): boolean {
    return this.#store.can(scope);
  }
}
