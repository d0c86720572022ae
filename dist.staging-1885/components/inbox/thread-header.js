/**
 * The open thread's header: who the customer is (avatar, name, number, sender and channel), who else is here, and
 * the customer's other threads ("Also with: Acme Coffee · RCS", each opening that thread), and the toggles of the contact
 * panel and the notes, which it owns. It comes with the thread pane's chunk: before the
 * pane arrives the element shows only the back button and the name, so none of this is first-screen bytes.
 */
import { css, html, nothing } from 'lit';
import { channelOf, renderAvatar } from './model.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { ViewState } from './view-state.js';
import { CustomerThreads } from './customer-threads.js';
/** The switcher between the customer's threads: links in a row that wraps, each whole ("Acme Coffee · RCS"). */
const headerStyles = css `
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
  #thread-title:focus {
    outline: none;
  }
  #thread-title:focus-visible {
    outline: 2px solid var(--_primary);
  }
`;
export class ThreadHeader {
    #host;
    #p;
    #view;
    /** The customer's threads, shown by the switcher and the contact panel alike. */
    #customer;
    constructor(host, parts) {
        this.#host = host;
        this.#p = parts;
        adoptStyles(host.renderRoot, headerStyles);
        this.#customer = new CustomerThreads(host, parts.store);
        this.#view = new ViewState(host, {
            contactOpen: false,
            notesOpen: false,
            switched: undefined,
        });
    }
    get notesOpen() {
        return this.#view.value.notesOpen;
    }
    /** A thread opens: its notes start closed (the contact panel stays as the user left it). */
    reset() {
        this.#view.set({ notesOpen: false });
    }
    /** A thread has opened: the customer's threads with every sender and channel are asked for (once per customer). */
    opened(c) {
        if (c)
            void this.#customer.load(c.to);
    }
    /** The stream changed a conversation (or created one): the customer's threads follow if it is theirs. */
    changed(c) {
        this.#customer.changed(c);
    }
    async #switchTo(other) {
        const sender = this.#sender(other);
        await this.#p.open(other.id);
        this.#view.set({ switched: this.#p.i18n.t('switchedTo', { sender }) });
        // Focus lands on the new thread's name, so a screen reader reads where the user now is.
        await this.#host.updateComplete;
        this.#host.renderRoot.querySelector('#thread-title')?.focus();
    }
    #sender(c) {
        return this.#p.i18n.t('senderChannel', { sender: this.#p.senderName(c), channel: channelOf(c) });
    }
    /** "Also with: Acme Coffee · RCS, +1 415 … · SMS": the customer's other threads, each a button opening it. */
    #renderOthers(c) {
        const t = this.#p.i18n.t;
        const { switched } = this.#view.value;
        const rest = this.#customer.of(c.to)?.filter((o) => o.id !== c.id) ?? [];
        return html `${rest.length
            ? html `<p class="also-with muted" part="also-with" role="group" aria-labelledby="also-with-label">
          <span id="also-with-label">${t('alsoWith')}</span>
          ${rest.map((o) => html `<button type="button" class="also-thread" part="also-thread" data-conversation=${o.id}
                aria-label=${t('openOther', { sender: this.#sender(o) })} @click=${() => void this.#switchTo(o)}><span dir="auto">${this.#sender(o)}</span></button>`)}
        </p>`
            : nothing}<span class="visually-hidden" aria-live="polite">${switched ?? ''}</span>`;
    }
    async toggleNotes() {
        const open = !this.#view.value.notesOpen;
        if (open)
            await this.#p.parts.load('notesPanel');
        this.#view.set({ notesOpen: open });
    }
    async #toggleContact() {
        // The panel is its own element and chunk (`@parley/embeds/contact-panel`): loaded on first use.
        const open = !this.#view.value.contactOpen;
        if (open)
            await this.#p.parts.load('contactPanel');
        this.#view.set({ contactOpen: open });
    }
    #canContact() {
        const store = this.#p.store;
        return store.can('contacts:read') || store.can('contacts:write');
    }
    /** The header, then the contact panel and the notes when open (`viewers`: who else is here; `notes`: the notes panel). */
    render(c, name, viewers, notes) {
        const t = this.#p.i18n.t;
        const store = this.#p.store;
        const { contactOpen, notesOpen } = this.#view.value;
        const host = this.#host;
        // The conversation itself may still be on its way (a thread opened by id): the name and back button only.
        if (!c)
            return html `<header class="thread-header" part="thread-header">${this.#back()}<div class="who"><h2 id="thread-title" dir="auto">${name || t('loading')}</h2>${viewers}</div></header>`;
        return html `<header class="thread-header" part="thread-header">
        ${this.#back()}
        ${renderAvatar(c)}
        <div class="who">
          <h2 id="thread-title" dir="auto" tabindex="-1">${name || t('loading')}</h2>
          <p class="muted via" part="thread-sender"><span class="via-to" dir="ltr">${c.to}</span> · <span class="via-sender" dir="auto">${this.#p.senderName(c)}</span> · <span class="via-channel">${channelOf(c)}</span></p>
          ${this.#renderOthers(c)}
          ${viewers}
        </div>
        ${this.#canContact()
            ? html `<button class="btn small" part="contact-toggle" aria-expanded=${contactOpen ? 'true' : 'false'} aria-controls="contact"
              @click=${() => void this.#toggleContact()}>${t('contact')}</button>`
            : nothing}
        ${host.renderThreadActions ? html `<div class="thread-actions" part="thread-actions">${host.renderThreadActions(c)}</div>` : nothing}
        ${store.can('conversations:notes')
            ? html `<button class="btn small" aria-expanded=${notesOpen ? 'true' : 'false'} aria-controls="notes"
              @click=${() => void this.toggleNotes()}>${t('notes')}</button>`
            : nothing}
      </header>
      ${contactOpen && this.#canContact() ? this.#renderContact(c) : nothing}
      ${notesOpen ? notes() : nothing}`;
    }
    #back() {
        return html `<button class="btn back" @click=${() => this.#p.back()} aria-label=${this.#p.i18n.t('back')}><span aria-hidden="true">‹</span></button>`;
    }
    /** The open thread's contact: editable with contacts:write, read-only with contacts:read. */
    #renderContact(c) {
        const i18n = this.#p.i18n;
        // A scrolling region of its own (it may be taller than the space above the log): focusable, so keyboards scroll it.
        return html `<parley-contact-panel id="contact" part="contact" class="contact" role="group" tabindex="0" aria-label=${i18n.t('contact')}
      .client=${this.#p.store.api()} .contact=${c.contact} .customerThreads=${this.#customer.of(c.to)} conversation-id=${c.id}
      theme=${this.#host.theme} .locale=${i18n.locale}
      @parley-contact-updated=${(e) => this.#contactSaved(c.id, e.detail.contact)}
      @parley-thread-select=${(e) => this.#panelSelected(e)}></parley-contact-panel>`;
    }
    /** A thread chosen in the contact panel opens as from the switcher; the host hears the inbox's own select event. */
    #panelSelected(e) {
        e.stopPropagation();
        const chosen = e.detail.conversation;
        if (chosen && chosen.id !== this.#p.store.state.thread?.id)
            void this.#switchTo(chosen);
    }
    #contactSaved(id, contact) {
        const store = this.#p.store;
        store.patchRow(id, { contact });
        const thread = store.cached(id);
        if (thread?.conversation)
            store.putThread({ ...thread, conversation: { ...thread.conversation, contact } });
    }
}
