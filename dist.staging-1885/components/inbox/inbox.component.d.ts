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
import { type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { type InboxKey } from '../../i18n/inbox.js';
import { type CatalogSource } from '../../i18n/index.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import type { MessageSentDetail } from '../../events/message-sent.js';
import { type ParleyErrorDetail } from '../../events/parley-error.js';
import { type ThreadSelectDetail } from '../../events/thread-select.js';
import { ParleyElement } from '../shared/parley-element.js';
import type { UploadHandler } from './reply-attachments.js';
import { type InboxAction } from './inbox-store.js';
import type { ShortcutAction } from './shortcuts.js';
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
export declare class ParleyInbox extends ParleyElement {
    #private;
    static styles: import("lit").CSSResultGroup[];
    /**
     * Adds a language (or replaces a shipped one): a catalog of this element's messages, or a loader of one
     * (`() => import('./fr.js')`); missing keys fall back to English. Plural messages tag their forms with
     * `Intl.PluralRules` categories (`'one: {count} x|other: {count} xs'`).
     */
    static registerLanguage(language: string, catalog: CatalogSource<InboxKey>): void;
    static properties: PropertyDeclarations;
    /** Only threads of this sender (phone number or RCS agent id); with `to`, opens that thread. @attr from */
    from: string | undefined;
    /** Only threads with this recipient (E.164); with `from`, opens that thread. @attr to */
    to: string | undefined;
    /** Only threads of this brand. @attr brand-id */
    brandId: string | undefined;
    /** Only threads of this campaign. @attr campaign-id */
    campaignId: string | undefined;
    /** Opens this thread (setting it fires no `parley-thread-select`). @attr conversation-id */
    conversationId: string | undefined;
    /**
     * `contact` groups the list by customer, as a team inbox does: each customer's threads (every sender and channel)
     * together, newest first, the first row saying how many; the rows beneath it name their sender and channel. Only
     * loaded pages are grouped. @attr group-by
     */
    groupBy: 'contact' | undefined;
    /**
     * Names of your senders by id — phone number or RCS agent id (`{'+14155550100': 'Acme Coffee'}`): headers, rows
     * and filters show them instead of the id. The service names RCS agents itself (with `agents:read`); it keeps no
     * names for phone numbers, so without this a phone sender is named by its brand (with `agents:read`), else its number.
     */
    senders: Record<string, string> | undefined;
    /** Saved answers offered in the reply box (a button, or "/" at the start of the box). */
    cannedReplies: readonly {
        label: string;
        text: string;
    }[] | undefined;
    /**
     * Turns a file the user attaches (paperclip, drop, paste) into a URL the service can fetch, e.g. an upload to
     * your storage. Without it the reply box offers no attachments. Files are checked (type, size) before upload.
     */
    uploadHandler: UploadHandler | undefined;
    /**
     * Your team (`[{id, name}]`, ids as the embed tokens' `sub`): authors of notes and who else is here are shown by
     * name, `@name` in a note mentions a teammate, and `{{agent.name}}` in a canned reply is filled in when the token
     * has no `name` claim.
     */
    users: readonly InboxUser[] | undefined;
    /** Keyboard shortcuts: `false` turns them off; an object remaps some (`{next: 'ArrowDown', reply: 'a'}`). */
    shortcuts: false | Partial<Record<ShortcutAction, string>> | undefined;
    /** Renders your actions in the open thread's header (e.g. "Assign to me"). */
    renderThreadActions: ((conversation: Conversation) => unknown) | undefined;
    /** Renders badges beside a thread row's name (e.g. the assignee). */
    renderRowBadges: ((conversation: Conversation) => unknown) | undefined;
    /** Renders actions under a message of the open thread (e.g. "Create ticket"). */
    renderMessageActions: ((message: Message, conversation: Conversation) => unknown) | undefined;
    private filtersOpen;
    private authError;
    private now;
    /** Set when the RCS names have loaded (rows re-render with them). */
    private namesReady;
    /** Audience names for the filter (`audiences:read`), loaded when the filter panel first opens. */
    private audiences;
    /** The last failure in words, read out by the assertive live region (with a serial, so a repeat is read again). */
    private errorAnnouncement;
    private shortcutsOpen;
    constructor();
    connectedCallback(): void;
    disconnectedCallback(): void;
    protected willUpdate(changed: PropertyValues<this>): void;
    render(): TemplateResult;
}
