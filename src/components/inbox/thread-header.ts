/**
 * The open thread's header: who the customer is (avatar, name, number, sender and channel), who else is here, and
 * the customer's other threads ("Also with: Acme Coffee · RCS", each opening that thread), and the toggles of the contact
 * panel and the notes, which it owns. It comes with the thread pane's chunk: before the
 * pane arrives the element shows only the back button and the name, so none of this is first-screen bytes.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { I18nController } from '../../i18n/index.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { ContactUpdatedEvent } from '../../events/loaded.js';
import type { ThreadSelectEvent } from '../../events/thread-select.js';
import type { Contact, Conversation } from '../../schemas/conversations.js';
import type { ParleyInbox } from './inbox.component.js';
import type { InboxStore } from './inbox-store.js';
import type { InboxParts } from './lazy-parts.js';
import { channelOf, renderAvatar } from './model.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { ViewState } from './view-state.js';
import { CustomerThreads } from './customer-threads.js';
import { renderSnoozed, renderWork } from './header-work.js';
import { parseTarget, renderWaiting } from './waiting.js';
import type { MenuKind, WorkMenu } from './work-menu.js';

/** The switcher between the customer's threads: links in a row that wraps, each whole ("Acme Coffee · RCS"). */
const headerStyles = css`
  .also-with {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5em;
    align-items: baseline;
    margin: 0;
    font-size: 12px;
  }
  .also-thread {
    padding: 0;
    border: 0;
    background: none;
    color: var(--_primary);
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
    white-space: nowrap;
  }
  .also-thread:hover {
    text-decoration-thickness: 2px;
  }
  /* Its buttons wrap with the header's others (Contact, Notes), not as a block of their own. */
  .thread-work {
    display: contents;
  }
  #thread-title:focus {
    outline: none;
  }
  #thread-title:focus-visible {
    outline: 2px solid var(--_primary);
  }
`;

/** What the header is given when the pane is created. */
export interface HeaderParts {
  store: InboxStore;
  i18n: I18nController<InboxKey>;
  parts: InboxParts;
  /** Back to the list (one-pane layout). */
  back(): void;
  /** The sender as people know it (the host's name, the agent's or brand's, else the id). */
  senderName(c: Conversation): string;
  /** Opens another thread as the user choosing it in the list does. */
  open(id: string): Promise<void>;
  /** Runs an action of the team's work (status, assignee, unread), its part fetched on first use. */
  work(run: (work: WorkMenu) => unknown): Promise<void>;
  /** Whether the header's menu of `kind` is open. */
  menuOpen(kind: MenuKind): boolean;
  /** Counts the views again (`countViews`, the one owner of the counts: narrowed, a count on its way cancelled). */
  recount(): void;
}

interface HeaderView {
  contactOpen: boolean;
  notesOpen: boolean;
  /** Read out by the header's polite live region after switching threads from it. */
  switched: string | undefined;
}

/**
 * @csspart thread-header - Contact, numbers and the notes toggle.
 * @csspart avatar - A customer's initials (in rows and the thread header).
 * @csspart contact-toggle - Opens the contact panel; `contact` the panel (`<parley-contact-panel>`).
 * @csspart also-with - "Also with": the customer's other threads (other senders or channels); `also-thread` the
 * button opening one of them.
 * @csspart thread-actions - Around what the host renders in the header with `renderThreadActions`.
 */
export class ThreadHeader {
  readonly #host: ParleyInbox;
  readonly #p: HeaderParts;
  readonly #view: ViewState<HeaderView>;
  /** The customer's threads, shown by the switcher and the contact panel alike. */
  readonly #customer: CustomerThreads;

  constructor(host: ParleyInbox, parts: HeaderParts) {
    this.#host = host;
    this.#p = parts;
    adoptStyles(host.renderRoot, headerStyles);
    this.#customer = new CustomerThreads(host, parts.store);
    this.#view = new ViewState<HeaderView>(host, {
      contactOpen: false,
      notesOpen: false,
      switched: undefined,
    });
  }

  get notesOpen(): boolean {
    return this.#view.value.notesOpen;
  }

  /** A thread opens: its notes start closed (the contact panel stays as the user left it). */
  reset(): void {
    this.#view.set({ notesOpen: false });
  }

  /** A thread has opened: the customer's threads with every sender and channel are asked for (once per customer). */
  opened(c: Conversation | undefined): void {
    if (c) void this.#customer.load(c.to);
  }

  /** The stream changed a conversation (or created one): the customer's threads follow if it is theirs. */
  changed(c: Conversation): void {
    this.#customer.changed(c);
  }

  async #switchTo(other: Conversation): Promise<void> {
    const sender = this.#sender(other);
    await this.#p.open(other.id);
    this.#view.set({ switched: this.#p.i18n.t('switchedTo', { sender }) });
    // Focus lands on the new thread's name, so a screen reader reads where the user now is.
    await this.#host.updateComplete;
    this.#host.renderRoot.querySelector<HTMLElement>('#thread-title')?.focus();
  }

  #sender(c: Conversation): string {
    return this.#p.i18n.t('senderChannel', { sender: this.#p.senderName(c), channel: channelOf(c) });
  }

  /** "Also with: Acme Coffee · RCS, +1 415 … · SMS": the customer's other threads, each a button opening it. */
  #renderOthers(c: Conversation): unknown {
    const t = this.#p.i18n.t;
    const { switched } = this.#view.value;
    const rest = this.#customer.of(c.to)?.filter((o) => o.id !== c.id) ?? [];
    return html`${
      rest.length
        ? html`<p class="also-with muted" part="also-with" role="group" aria-labelledby="also-with-label">
          <span id="also-with-label">${t('alsoWith')}</span>
          ${rest.map(
            (o) =>
              html`<button type="button" class="also-thread" part="also-thread" data-conversation=${o.id}
                aria-label=${t('openOther', { sender: this.#sender(o) })} @click=${() => void this.#switchTo(o)}><span dir="auto">${this.#sender(o)}</span></button>`,
          )}
        </p>`
        : nothing
    }<span class="visually-hidden" aria-live="polite">${switched ?? ''}</span>`;
  }

  async toggleNotes(): Promise<void> {
    const open = !this.#view.value.notesOpen;
    if (open) await this.#p.parts.load('notesPanel');
    this.#view.set({ notesOpen: open });
  }

  async #toggleContact(): Promise<void> {
    // The panel is its own element and chunk (`@parley/embeds/contact-panel`): loaded on first use.
    const open = !this.#view.value.contactOpen;
    if (open) await this.#p.parts.load('contactPanel');
    this.#view.set({ contactOpen: open });
  }

  #canContact(): boolean {
    const store = this.#p.store;
    return store.can('contacts:read') || store.can('contacts:write');
  }

  /** The header, then the contact panel and the notes when open (`viewers`: who else is here; `notes`: the notes panel). */
  render(c: Conversation | undefined, name: string, viewers: unknown, notes: () => unknown): TemplateResult {
    const t = this.#p.i18n.t;
    const store = this.#p.store;
    const { contactOpen, notesOpen } = this.#view.value;
    const host = this.#host;
    // The conversation itself may still be on its way (a thread opened by id): the name and back button only.
    if (!c)
      return html`<header class="thread-header" part="thread-header">${this.#back()}<div class="who"><h2 id="thread-title" dir="auto">${name || t('loading')}</h2>${viewers}</div></header>`;
    return html`<header class="thread-header" part="thread-header">
        ${this.#back()}
        ${renderAvatar(c)}
        <div class="who">
          <h2 id="thread-title" dir="auto" tabindex="-1">${name || t('loading')}</h2>
          <p class="muted via" part="thread-sender"><span class="via-to" dir="ltr">${c.to}</span> · <span class="via-sender" dir="auto">${this.#p.senderName(c)}</span> · <span class="via-channel">${channelOf(c)}</span></p>
          ${renderWaiting(c, Date.now(), parseTarget(host.replyTarget), t)} ${renderSnoozed(c, this.#p)}
          ${this.#renderOthers(c)}
          ${viewers}
        </div>
        ${
          this.#canContact()
            ? html`<button class="btn small" part="contact-toggle" aria-expanded=${contactOpen ? 'true' : 'false'} aria-controls="contact"
              @click=${() => void this.#toggleContact()}>${t('contact')}</button>`
            : nothing
        }
        ${renderWork(c, this.#p, host)}
        ${host.renderThreadActions ? html`<div class="thread-actions" part="thread-actions">${host.renderThreadActions(c)}</div>` : nothing}
        ${
          store.can('conversations:notes')
            ? html`<button class="btn small" aria-expanded=${notesOpen ? 'true' : 'false'} aria-controls="notes"
              @click=${() => void this.toggleNotes()}>${t('notes')}</button>`
            : nothing
        }
      </header>
      ${contactOpen && this.#canContact() ? this.#renderContact(c) : nothing}
      ${notesOpen ? notes() : nothing}`;
  }

  #back(): TemplateResult {
    return html`<button class="btn back" @click=${() => this.#p.back()} aria-label=${this.#p.i18n.t('back')}><span aria-hidden="true">‹</span></button>`;
  }

  /** The open thread's contact: editable with contacts:write, read-only with contacts:read. */
  #renderContact(c: Conversation): TemplateResult {
    const i18n = this.#p.i18n;
    // A scrolling region of its own (it may be taller than the space above the log): focusable, so keyboards scroll it.
    return html`<parley-contact-panel id="contact" part="contact" class="contact" role="group" tabindex="0" aria-label=${i18n.t('contact')}
      .client=${this.#p.store.api()} .contact=${c.contact} .customerThreads=${this.#customer.of(c.to)} conversation-id=${c.id}
      theme=${this.#host.theme} .locale=${i18n.locale}
      @parley-contact-updated=${(e: ContactUpdatedEvent) => this.#contactSaved(c.id, e.detail.contact)}
      @parley-thread-select=${(e: ThreadSelectEvent) => this.#panelSelected(e)}></parley-contact-panel>`;
  }

  /** A thread chosen in the contact panel opens as from the switcher; the host hears the inbox's own select event. */
  #panelSelected(e: ThreadSelectEvent): void {
    e.stopPropagation();
    const chosen = e.detail.conversation;
    if (chosen && chosen.id !== this.#p.store.state.thread?.id) void this.#switchTo(chosen);
  }

  #contactSaved(id: string, contact: Contact): void {
    const store = this.#p.store;
    store.patchRow(id, { contact });
    const thread = store.cached(id);
    if (thread?.conversation) store.putThread({ ...thread, conversation: { ...thread.conversation, contact } });
  }
}
