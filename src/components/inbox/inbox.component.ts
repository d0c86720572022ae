/**
 * `<parley-inbox>`: conversation threads between one sender and one recipient, with history, replies, reactions,
 * internal notes and live updates. Side-effect free: `src/inbox.ts` registers the tag.
 *
 * The element holds its inputs and wires its jobs, each in a module beside it: `inbox-store.ts` (threads, the open
 * thread, paging, live events, re-sync), `thread-list.ts` (the list, its virtual window and keyboard focus),
 * `list-filters.ts` (search and filters), `views.ts` (the views' tabs), `error-surface.ts` (failures in words, their
 * Retry, the assertive region) and `part-wiring.ts` (the lazy parts as they arrive: the live stream, the thread pane,
 * names, shortcuts). In chunks (`lazy-parts.ts`): `thread-pane.ts` (the open thread's log and reply box, fetched when
 * wanted once the list has shown, or with the first thread's messages), `filter-panel.ts`, `reaction-picker.ts`, `notes-panel.ts` and `work-menu.ts` (status,
 * snooze, assignee, unread), loaded on first use, and `error-words.ts` (with the first failure shown). Each part's `@csspart` is documented in the module that renders it; the manifest gathers them
 * onto this element (custom-elements-manifest.config.mjs).
 */
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import type { FirstRequest } from '../../api/wire.js';
import { inboxMessages, type InboxKey } from '../../i18n/inbox.js';
import { I18nController, registerLanguage, type CatalogSource } from '../../i18n/index.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import type { MessageSentDetail } from '../../events/message-sent.js';
import type { ParleyErrorDetail } from '../../events/parley-error.js';
import type { ThreadSelectDetail } from '../../events/thread-select.js';
import { ParleyElement } from '../shared/parley-element.js';
import type { UploadHandler } from './reply-attachments.js';
import { InboxStore, type InboxAction } from './inbox-store.js';
import { inboxStyles } from './inbox.styles.js';
import { firstListRequest } from './list-request.js';
import { LazyController } from '../../controllers/lazy.js';
import { threadListStyles } from './thread-list.styles.js';
import { contactName, type Filters } from './model.js';
import type { ShortcutAction } from './shortcuts.js';
import { ErrorSurface } from './error-surface.js';
import type { InboxContext } from './inbox-context.js';
import { ListFilters } from './list-filters.js';
import { PartWiring } from './part-wiring.js';
import { ListViews } from './views.js';
import { renderSkeleton, ThreadList } from './thread-list.js';
// After the controllers: the manifest gathers parts in import order, so the list's come before the lazy parts'.
import { inboxParts } from './lazy-parts.js';

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

/**
 * How long the first update waits for the list's first page (on its way from the page's head start, or asked for as
 * the element binds), in ms: an answer within it is the first update's rows, with no skeleton painted before them
 * (~0.15 s of a phone's CPU that the rows would wait behind); a slower one shows the skeleton after it. Below the
 * ~0.3 s under which a loading state reads as a flash rather than as progress.
 */
const FIRST_ROWS_WAIT = 300;

/** The context's members the element's controllers fill in as they are made. */
type Controllers = 'list' | 'filters' | 'views' | 'errors' | 'wiring';

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
 * @attr reply-target - How soon a customer should have a reply (`15m`, `1h`, `1h30m`): waits from 75 % of it read "Reply due", beyond it "Overdue".
 * @attr locale - BCP 47 locale (English, Spanish and Arabic ship; others fall back to English).
 * @attr theme - `light`, `dark` or `auto` (default).
 *
 * @prop {ParleyClient} client - An API client to use instead of one built from the attributes.
 * @prop {() => Promise<string | {token: string}>} tokenProvider - Returns a fresh embed token.
 *
 * @event {ThreadSelectEvent} parley-thread-select - The user opened a thread. `detail: {conversationId, conversation}`.
 * @event {MessageSendEvent} parley-message-send - The user sends a reply; cancelable (`preventDefault()` keeps the draft unsent). `detail: SendRequest`.
 * @event {MessageSentEvent} parley-message-sent - The service accepted a reply. `detail: {message, conversationId, idempotencyKey}`.
 * @event {ConversationStatusEvent} parley-status - The user marks a thread done, reopens or snoozes it; cancelable (`preventDefault()` keeps it as it is). `detail: {conversationId, conversation, status, snoozedUntil}`.
 * @event {ConversationAssignEvent} parley-assign - The user assigns a thread (to themselves or one of `users`) or unassigns it; cancelable (`preventDefault()` keeps the assignee). `detail: {conversationId, conversation, assignee}`.
 * @event {MentionEvent} parley-mention - A teammate mentioned this user in a note (any thread). `detail: {conversationId, note}`.
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
 * Escape leaves the reply box, then back to the list, ? lists them; on a layout without Latin letters (Arabic) a
 * letter or `/` is the key at its place on a US keyboard. `shortcuts = false` turns them off; `shortcuts = {reply:
 * 'a'}` remaps some.
 *
 * @csspart thread - The thread pane.
 *
 * @cssproperty [--parley-inbox-height=36rem] - Height of the element.
 * @cssproperty [--parley-inbox-list-width=clamp(20rem,28cqi,26rem)] - Width of the thread list in two-pane layout (by default 28 % of the element's width, from 20rem to 26rem).
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

  // Inputs are declared with `static properties` (as `ParleyElement`'s inputs), not decorators: compiled decorators
  // cost bytes per property on the first screen (docs/decisions/014-element-properties.md). The custom-elements
  // manifest documents them from these `declare` fields and their JSDoc; the analyzer needs `attribute: false`
  // written. View state is the controllers' own: each requests the updates its changes need.
  static override properties: PropertyDeclarations = {
    from: {},
    to: {},
    brandId: { attribute: 'brand-id' },
    campaignId: { attribute: 'campaign-id' },
    conversationId: { attribute: 'conversation-id' },
    groupBy: { attribute: 'group-by' },
    replyTarget: { attribute: 'reply-target' },
    senders: { attribute: false },
    cannedReplies: { attribute: false },
    uploadHandler: { attribute: false },
    users: { attribute: false },
    shortcuts: { attribute: false },
    renderThreadActions: { attribute: false },
    renderRowBadges: { attribute: false },
    renderMessageActions: { attribute: false },
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
   * How soon your team means to answer a waiting customer (`15m`, `2h`, `1h30m`). Rows and the thread header show
   * how long the customer has waited; with a target, a wait from 75 % of it reads "Reply due", beyond it "Overdue".
   * @attr reply-target
   */
  declare replyTarget: string | undefined;
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
   * Your team (`[{id, name}]`, ids as the embed tokens' `sub`): authors of notes and replies, assignees and who else
   * is here are shown by the name given here (over the `name` their own token carried), `@name` in a note mentions a
   * teammate, threads can be assigned to them (`conversations:manage`), and
   * `{{agent.name}}` in a canned reply is filled in when the token has no `name` claim.
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

  #i18n = new I18nController<InboxKey>(this, inboxMessages, () => this.locale);
  /** The controller's translator (rebuilt once per update). */
  #t = this.#i18n.t;
  /** The locale resolved once per update (resolving walks the DOM for `lang`); rows re-render when it changes. */
  #locale = '';
  #client: ApiTransport | undefined;
  #firstLoad = true;
  /** Everything not on the first screen (`lazy-parts.ts`), each fetched on first use. */
  #parts = new LazyController(this, inboxParts);
  #store = new InboxStore(this, {
    api: () => this.api,
    fail: (error, action, id) => this.#errors.fail(error, action, id),
  });

  /** What the controllers reach the element through; each controller joins it as it is made, below (`Controllers`). */
  #c = {
    el: this,
    store: this.#store,
    parts: this.#parts,
    i18n: this.#i18n,
    t: this.#t,
    locale: () => this.#locale,
    ready: () => this.hasCredentials,
    client: () => this.#client,
    emit: (event) => this.emit(event),
    senderName: (c) => this.#wiring.senderName(c),
    open: (id, user) => this.#wiring.open(id, user),
    loadList: (quiet, signal) => this.#loadList(quiet, signal),
    back: () => void this.#back(),
  } satisfies Omit<InboxContext, Controllers> as Omit<InboxContext, Controllers> as InboxContext;
  /** Failures in words, their Retry and the assertive live region. */
  #errors = (this.#c.errors = new ErrorSurface(this.#c));
  /** The filters above the list. */
  #filters = (this.#c.filters = new ListFilters(this.#c));
  /** The views' tabs and counts (Open, Mine, …), and the list's order. */
  #views = (this.#c.views = new ListViews(this.#c));
  /** The rows, their window, paging and keyboard focus. */
  #list = (this.#c.list = new ThreadList(this.#c));
  /** The lazy parts as they arrive: live stream, thread pane, names, shortcuts. */
  #wiring = (this.#c.wiring = new PartWiring(this.#c));

  constructor() {
    super();
    // The grouped list waits for its part (no flash of the ungrouped one); offline it shows ungrouped.
    this.beforeEachUpdate(() => {
      const parts = this.#parts;
      if (this.groupBy === 'contact' && !parts.get('groups') && !parts.failed('groups'))
        this.holdUpdatesUntil(
          parts.load('groups').then(
            (g) => g.setUpGroups(this.renderRoot),
            () => {},
          ),
        );
    });
    // With a client of its own (`token`, `token-url`: what the page's head start reads), the first update binds it
    // and asks for the list before its holds: a first page already in hand (the head start's answer, a token route's first
    // answer) is then rendered by that first update, not by the one after a skeleton. It waits for the answer a
    // moment at most, so a list still on the wire shows its skeleton.
    this.beforeEachUpdate(() => {
      if (this.hasUpdated || this.#client || this.client || this.contextClient) return;
      this.#locale = this.#i18n.locale;
      this.#store.setFilters(this.#hostFilters());
      const listed = this.#bind();
      if (listed) this.holdUpdatesUntil(Promise.race([listed, new Promise((r) => setTimeout(r, FIRST_ROWS_WAIT))]));
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
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
    this.#wiring.leave();
    this.#client?.removeEventListener('tokenerror', this.#errors.onTokenError);
    this.#client = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#locale = this.#i18n.locale;
    const filterProps = ['from', 'to', 'brandId', 'campaignId'] as const;
    const filtersChanged = filterProps.some((p) => changed.has(p));
    if (filtersChanged) this.#store.setFilters(this.#hostFilters());
    // A new client loads everything (`#bind`; the first update's was bound by its hook, in the constructor).
    if (!this.#bind() && this.#client && this.hasUpdated && (filtersChanged || changed.has('conversationId'))) {
      // Loads caused by the host setting a property show their failure but do not fire `parley-error`.
      if (filtersChanged) void this.#loadList(true);
      this.#openFromProperties(false);
    }
    this.#firstLoad = false;
    this.#list.window.keys(this.#list.shown().keys);
  }

  // ------------------------------------------------------------------ loading

  /**
   * Binds the client in use when it changed, and loads everything for it; returns the list's load then. Out of the
   * page, no client: an update that still reaches a removed inbox (its stream closing asks for one) must not load and
   * listen again for nobody; `connectedCallback` asks for the update that binds it once back.
   */
  #bind(): Promise<void> | undefined {
    const client = this.isConnected && this.hasCredentials ? this.api : undefined;
    if (client === this.#client) return undefined;
    const onTokenError = this.#errors.onTokenError;
    this.#client?.removeEventListener('tokenerror', onTokenError);
    this.#client = client;
    client?.addEventListener('tokenerror', onTokenError);
    this.#store.forget();
    this.#store.readClaims(undefined);
    if (!client) return undefined;
    const listed = this.#reloadAll(!this.#firstLoad);
    void this.#wiring.openStream();
    return listed;
  }

  #reloadAll(quiet: boolean): Promise<void> {
    this.#errors.authError = undefined;
    const selected = this.#store.state.selectedId;
    this.#store.deselect();
    const listed = this.#loadList(quiet);
    if (this.conversationId || (this.from && this.to)) this.#openFromProperties(!quiet);
    else if (selected) void this.#wiring.open(selected, false, !quiet);
    // The claims are read one task after the token and the first page have arrived: read in the same microtasks as
    // the token, their render (~130 ms on a phone's CPU) ran before the first page's request, which waits on the same
    // token, was handed to `fetch`; read before the first page (when it comes with the token), before its rows.
    const client = this.#client;
    void Promise.all([this.api.getToken(), listed.catch(() => {})]).then(
      ([token]) =>
        setTimeout(() => {
          if (client !== this.#client) return; // another client took over meanwhile: its own reload reads its claims
          this.#store.readClaims(token);
          void this.#wiring.loadNames();
          void this.#filters.loadAudiences();
        }),
      () => {},
    );
    return listed;
  }

  async #loadList(quiet = false, signal?: AbortSignal): Promise<void> {
    await this.#store.loadList(quiet, signal);
    this.#wiring.counts(0, true);
    if (this.#store.state.listStatus !== 'ready') return;
    this.#list.window.scrollToStart();
    // The list is ready (its rows render in the update this brings): the first thread's pane may come when wanted.
    this.#wiring.paneWhenWanted();
  }

  #openFromProperties(report: boolean): void {
    const open = this.conversationId ?? (this.from && this.to ? `pair:${this.from}|${this.to}` : undefined);
    if (open) void this.#wiring.open(open, false, report);
  }

  // ------------------------------------------------------------------ navigation

  async #back(): Promise<void> {
    const id = this.#store.state.selectedId;
    this.#store.deselect();
    this.#wiring.pane?.switchTo(undefined);
    // The list pane is hidden until this update renders it; focus can only land afterwards, on the thread's row or
    // the one now in its place (`focusBack` of the part that opened the thread).
    await this.updateComplete;
    this.#parts.get('storeActions')?.focusBack(this.#c, id);
  }

  // ------------------------------------------------------------------ rendering

  override render(): TemplateResult {
    const t = this.#t;
    const view = this.#store.state.selectedId ? 'thread' : 'list';
    const pane = this.#wiring.pane;
    // The live log announces incoming messages and what a search found rather than the message list itself: the list
    // is virtualized, so rows scrolled into view would otherwise be read out as if they were new. (A JS comment: an
    // HTML one would ship.) A part not here yet renders `undefined`, which Lit renders as nothing.
    return html`<div class="inbox" data-view=${view} role="region" aria-label=${t('inbox')} @keydown=${this.#wiring.onShortcut}
      @focusin=${() => this.shortcuts !== false && this.#parts.try('shortcuts')}>
      ${this.#errors.renderAuth()}
      ${this.#list.render()} ${this.#renderThread()}
      ${pane?.renderLightbox()}
      <div role="log" aria-live="polite" class="visually-hidden" data-live="messages">
        ${pane?.renderAnnouncements()}${this.#parts.get('search')?.said(this.#c)}
      </div>
      ${this.#errors.renderLive()}
      ${this.#parts.get('shortcuts')?.renderSheet(this.#c)} ${this.#wiring.renderWork()}
    </div>`;
  }

  /** The open thread: its pane's header, log and reply box once its chunk is here, else placeholders. */
  #renderThread(): TemplateResult {
    const t = this.#t;
    const { thread, selectedId } = this.#store.state;
    if (!selectedId || !thread) {
      return html`<section class="thread-pane empty" part="thread"><p class="state">${t('noThread')}</p></section>`;
    }
    const c = thread.conversation;
    const name = contactName(c);
    const pane = this.#wiring.pane;
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
          ? this.#errors.renderThread(thread.error)
          : thread.status === 'loading' || !pane
            ? renderSkeleton(t('loadingMessages'))
            : pane.renderMessages(thread, name)
      }
      ${pane?.renderFooter(thread, name)}
    </section>`;
  }
}
