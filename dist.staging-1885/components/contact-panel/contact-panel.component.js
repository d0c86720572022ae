/**
 * `<parley-contact-panel>`: the contact of a conversation's recipient (DESIGN §6) — name, email, tags, description
 * and audiences — and, with `conversations:read`, the customer's threads with every sender and channel (one customer
 * across senders, DESIGN §10): choosing one fires `parley-thread-select`. Editable with `contacts:write` (validated with the service's own schema, autosaved like the inbox's
 * notes, errors shown on the field), read-only with `contacts:read`, and renders nothing without either.
 * Self-contained and side-effect free: `src/contact-panel.ts` registers the tag, so the inbox can load it on first
 * use with `await import('@parley/embeds/contact-panel')`.
 */
import { readTokenScopes } from '../../api/jwt.js';
import { ContactUpdatedEvent } from '../../events/loaded.js';
import { ThreadSelectEvent } from '../../events/thread-select.js';
import { RcsNamesController } from '../../controllers/rcs-names.js';
import { relativeTime } from '../../core/format.js';
import { ParleyErrorEvent } from '../../events/parley-error.js';
import { getContact, listAudiences, updateContact } from '../../api/contacts-blasts.js';
import { html, nothing } from 'lit';
import { isApiError } from '../../api/errors.js';
import { contactPanelMessages } from '../../i18n/contact-panel.js';
import { I18nController } from '../../i18n/index.js';
import { ContactUpdateRequest, } from '../../schemas/contacts.js';
import * as z from '../../schemas/zod.js';
import { ParleyElement } from '../shared/parley-element.js';
import { contactPanelStyles } from './contact-panel.styles.js';
const FIELDS = ['name', 'email', 'tags', 'description'];
/** Idle time after the last keystroke before a change is saved (the inbox's notes use the same feel). */
const CONTACT_SAVE_DELAY = 800;
const tagsOf = (text) => text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
/**
 * A conversation recipient's contact, editable in place.
 *
 * @summary Contact details (name, email, tags, description, audiences) with autosave.
 *
 * @event {ContactUpdatedEvent} parley-contact-updated - A change was saved; `detail.contact` is the saved record.
 * @event {ParleyErrorEvent} parley-error - Loading or saving failed (the error is also shown in place).
 * @event {ThreadSelectEvent} parley-thread-select - The user chose one of the customer's threads (`detail.conversationId`,
 *   `detail.conversation`); an inbox opens it. Not fired when the host sets `conversation-id`.
 *
 * @csspart panel - The panel's content.
 * @csspart field - One labelled field (label, input, hint, error).
 * @csspart input - An editable input or textarea.
 * @csspart error - A field's error message.
 * @csspart status - The saving / saved / not saved line.
 * @csspart audiences - The list of the contact's audiences.
 * @csspart tag - One tag or audience chip.
 * @csspart threads - The list of the customer's threads (with every sender and channel).
 * @csspart thread - One thread of that list (a button; the open one has `aria-current`).
 *
 * @cssproperty --parley-contact-panel-padding - Inner padding (default 0.75rem).
 * @cssproperty --parley-contact-panel-gap - Space between fields (default 0.75rem).
 */
export class ParleyContactPanel extends ParleyElement {
    static styles = contactPanelStyles;
    // `static properties` with `declare` fields, as every element declares its inputs (CONTRIBUTING.md); view state is
    // `private`, so the custom-elements manifest publishes only the inputs below.
    static properties = {
        contactId: { attribute: 'contact-id' },
        contact: { attribute: false },
        conversationId: { attribute: 'conversation-id' },
        customerThreads: { attribute: false },
        threads: { state: true, attribute: false },
        loaded: { state: true, attribute: false },
        loadError: { state: true, attribute: false },
        loading: { state: true, attribute: false },
        scopes: { state: true, attribute: false },
        values: { state: true, attribute: false },
        errors: { state: true, attribute: false },
        status: { state: true, attribute: false },
        saveError: { state: true, attribute: false },
        audienceNames: { state: true, attribute: false },
        audienceSelection: { state: true, attribute: false },
    };
    constructor() {
        super();
        this.loading = false;
        this.values = { name: '', email: '', tags: '', description: '' };
        this.errors = {};
        this.status = 'idle';
        this.audienceNames = new Map();
        this.audienceSelection = [];
    }
    #i18n = new I18nController(this, contactPanelMessages, () => this.locale);
    #timer;
    #saving;
    /** Fields typed into since the last save. */
    #dirty = new Set();
    #audiencesDirty = false;
    /** Sender names for the threads list (agents' names; ids where unknown). Created only with `agents:read`. */
    #names;
    /** The phone number whose threads are loaded (or loading). */
    #threadsOf;
    get #canRead() {
        return !this.scopes || this.scopes.has('contacts:read') || this.scopes.has('contacts:write');
    }
    get #canWrite() {
        return !this.scopes || this.scopes.has('contacts:write');
    }
    /** The record shown: the last one loaded or saved, else the `contact` property (read-only). */
    get current() {
        return this.loaded ?? this.contact ?? undefined;
    }
    /** Resolves when pending edits are saved (or failed). */
    async flush() {
        if (this.#timer !== undefined) {
            clearTimeout(this.#timer);
            this.#timer = undefined;
            await this.#save();
        }
        await this.#saving;
    }
    connectedCallback() {
        super.connectedCallback();
        void this.api.getToken().then((token) => (this.scopes = new Set(readTokenScopes(token))), () => (this.scopes = new Set()));
    }
    disconnectedCallback() {
        super.disconnectedCallback();
        // Leaving with a pending edit saves it rather than losing it.
        if (this.#timer !== undefined)
            void this.flush();
    }
    willUpdate(changed) {
        // Another contact id (or none): the record loaded for the old one is not shown for it.
        if (changed.has('contactId') && this.loaded && this.loaded.id !== this.contactId)
            this.loaded = undefined;
        if (changed.has('contact') && this.contact && this.contact.id !== this.loaded?.id) {
            this.loaded = undefined;
            this.#adopt(this.contact);
        }
        if ((changed.has('contactId') || changed.has('scopes')) &&
            this.scopes &&
            this.#canRead &&
            !this.contact &&
            this.contactId &&
            this.loaded?.id !== this.contactId) {
            void this.#load(this.contactId);
        }
        if (changed.has('scopes') && this.scopes?.has('audiences:read'))
            void this.#loadAudienceNames();
        if (changed.has('scopes') && this.scopes?.has('agents:read') && !this.#names) {
            this.#names = new RcsNamesController(this, () => this.api);
            void this.#names.load();
        }
        const phone = this.current?.phoneNumber;
        // Given by the host: not asked again (and asked for afresh if the host stops giving them).
        if (this.customerThreads !== undefined)
            this.#threadsOf = undefined;
        else if (phone && phone !== this.#threadsOf && this.scopes?.has('conversations:read'))
            void this.#loadThreads(phone);
    }
    async #loadThreads(phone) {
        this.#threadsOf = phone;
        this.threads = undefined;
        try {
            const page = await this.api.listConversations({ to: phone, pageSize: 100 });
            if (this.#threadsOf === phone)
                this.threads = page.data;
        }
        catch (error) {
            if (this.#threadsOf !== phone)
                return;
            this.threads = [];
            if (!isApiError(error))
                throw error;
            this.emit(new ParleyErrorEvent({ action: 'load', error }));
        }
    }
    #selectThread(conversation) {
        this.conversationId = conversation.id;
        this.emit(new ThreadSelectEvent({ conversationId: conversation.id, conversation }));
    }
    /** The customer's threads, one per sender: who wrote, on which channel, the last message and when. */
    #threadList(t) {
        if (!this.scopes?.has('conversations:read'))
            return nothing;
        const threads = this.customerThreads === undefined ? this.threads : (this.customerThreads ?? undefined);
        const now = Date.now();
        // A heading, not a region: beside the inbox, "Conversations" already names the inbox's thread list landmark.
        return html `<div class="threads">
      <h3 id="threads-title">${t('threads')}</h3>
      ${threads === undefined
            ? html `<p class="muted" role="status">${t('threadsLoading')}</p>`
            : threads.length === 0
                ? html `<p class="muted">${t('noThreads')}</p>`
                : html `<ul part="threads">
              ${threads.map((thread) => {
                    const agent = thread.senderType === 'rcs_agent';
                    const sender = agent ? (this.#names?.senderName(thread.from) ?? thread.from) : thread.from;
                    const current = thread.id === this.conversationId;
                    const preview = thread.lastMessage?.text ?? '';
                    return html `<li>
                  <button type="button" class="thread" part="thread" aria-current=${current ? 'true' : nothing} @click=${() => this.#selectThread(thread)}>
                    <span class="thread-head">
                      <span class="sender" dir=${agent ? 'auto' : 'ltr'}>${sender}</span>
                      <span class="channel">${agent ? t('channelRcs') : t('channelSms')}</span>
                    </span>
                    <span class="thread-last">
                      <span class="preview" dir="auto">${preview}</span>
                      <time datetime=${thread.lastActivityAt}>${relativeTime(thread.lastActivityAt, now, this.#i18n.locale)}</time>
                    </span>
                  </button>
                </li>`;
                })}
            </ul>`}
    </div>`;
    }
    #adopt(contact) {
        this.#dirty.clear();
        this.#audiencesDirty = false;
        this.audienceSelection = [...contact.audienceIds];
        this.errors = {};
        this.values = {
            name: contact.name ?? '',
            email: contact.email ?? '',
            tags: contact.tags.join(', '),
            description: contact.description ?? '',
        };
    }
    async #load(id) {
        this.loading = true;
        this.loadError = undefined;
        try {
            const contact = await getContact(this.api, id);
            if (this.contactId !== id)
                return;
            this.loaded = contact;
            this.#adopt(contact);
        }
        catch (error) {
            if (!isApiError(error))
                throw error;
            this.loadError = error;
            this.emit(new ParleyErrorEvent({ action: 'load', error }));
        }
        finally {
            this.loading = false;
        }
    }
    async #loadAudienceNames() {
        try {
            const names = new Map();
            let cursor = null;
            do {
                const page = await listAudiences(this.api, { pageSize: 100, cursor });
                for (const audience of page.data)
                    names.set(audience.id, audience.name);
                cursor = page.nextCursor;
            } while (cursor);
            this.audienceNames = names;
        }
        catch {
            // Names are a nicety: the ids stay visible.
        }
    }
    /** The patch for the dirty fields, or the field errors the service's own schema reports. */
    #validate() {
        const patch = {};
        for (const field of this.#dirty) {
            const value = this.values[field];
            patch[field] =
                field === 'tags' ? tagsOf(value) : value.trim() === '' ? null : field === 'description' ? value : value.trim();
        }
        if (this.#audiencesDirty)
            patch.audienceIds = [...this.audienceSelection];
        const result = z.safeParse(ContactUpdateRequest, patch);
        if (result.success)
            return { patch: result.data, errors: {} };
        const errors = {};
        for (const issue of result.error.issues) {
            const field = issue.path[0];
            if (FIELDS.includes(field))
                errors[field] ??= issue.message;
        }
        return { errors };
    }
    #onInput(field, event) {
        this.values = { ...this.values, [field]: event.target.value };
        this.#dirty.add(field);
        // "Saved" must not show while there are edits not yet saved.
        if (this.status !== 'saving')
            this.status = 'idle';
        // A field shows its error while it is wrong (re-checked on each keystroke), and saves once it is right.
        const { errors } = this.#validate();
        this.errors = errors;
        clearTimeout(this.#timer);
        this.#timer = setTimeout(() => void this.#save(), CONTACT_SAVE_DELAY);
    }
    async #save() {
        this.#timer = undefined;
        const contact = this.current;
        if (!contact || (this.#dirty.size === 0 && !this.#audiencesDirty))
            return;
        await this.#saving; // one save at a time, in order
        const { patch, errors } = this.#validate();
        this.errors = errors;
        if (!patch) {
            this.status = 'invalid';
            return;
        }
        const saved = [...this.#dirty];
        const savedAudiences = this.#audiencesDirty;
        this.#dirty.clear();
        this.#audiencesDirty = false;
        this.status = 'saving';
        this.#saving = updateContact(this.api, contact.id, patch).then((updated) => {
            this.loaded = updated;
            this.status = this.#dirty.size === 0 && !this.#audiencesDirty ? 'saved' : 'idle';
            this.emit(new ContactUpdatedEvent({ contact: updated }));
        }, (error) => {
            for (const field of saved)
                this.#dirty.add(field); // kept for the next attempt
            if (savedAudiences)
                this.#audiencesDirty = true;
            if (!isApiError(error))
                throw error;
            this.status = 'error';
            this.saveError = error;
            const fieldErrors = {};
            for (const [path, messages] of Object.entries(error.fieldErrors)) {
                if (FIELDS.includes(path) && messages[0])
                    fieldErrors[path] = messages[0];
            }
            this.errors = { ...this.errors, ...fieldErrors };
            this.emit(new ParleyErrorEvent({ action: 'save', error }));
        });
        await this.#saving;
    }
    #toggleAudience(id, checked) {
        this.audienceSelection = checked
            ? [...this.audienceSelection.filter((a) => a !== id), id]
            : this.audienceSelection.filter((a) => a !== id);
        this.#audiencesDirty = true;
        if (this.status !== 'saving')
            this.status = 'idle';
        clearTimeout(this.#timer);
        this.#timer = setTimeout(() => void this.#save(), CONTACT_SAVE_DELAY);
    }
    /** Editable memberships: every audience the token can see, ticked when the contact is in it. */
    #audiencePicker(t) {
        return html `<fieldset class="field" part="audiences">
      <legend><strong>${t('audiences')}</strong></legend>
      ${[...this.audienceNames].map(([id, name,]) => html `<label class="check"><input type="checkbox" part="input" .checked=${this.audienceSelection.includes(id)}
          @change=${(e) => this.#toggleAudience(id, e.target.checked)} /> ${name}</label>`)}
    </fieldset>`;
    }
    #field(field, label, t) {
        const id = `f-${field}`;
        const error = this.errors[field];
        const describedBy = [error ? `${id}-error` : '', field === 'tags' ? `${id}-hint` : ''].filter(Boolean).join(' ') || nothing;
        const input = field === 'description'
            ? html `<textarea id=${id} part="input" .value=${this.values[field]} aria-invalid=${error ? 'true' : 'false'} aria-describedby=${describedBy} @input=${(e) => this.#onInput(field, e)}></textarea>`
            : html `<input id=${id} part="input" type=${field === 'email' ? 'email' : 'text'} autocomplete="off" .value=${this.values[field]}
            aria-invalid=${error ? 'true' : 'false'} aria-describedby=${describedBy} @input=${(e) => this.#onInput(field, e)} />`;
        return html `<div class="field" part="field">
      <label for=${id}>${t(label)}</label>
      ${input}
      ${field === 'tags' ? html `<span class="hint" id="${id}-hint">${t('tagsHint')}</span>` : nothing}
      ${error ? html `<span class="error-text" part="error" id="${id}-error">${error}</span>` : nothing}
    </div>`;
    }
    #audiences(contact, t) {
        return contact.audienceIds.length
            ? html `<ul class="chips" part="audiences" aria-label=${t('audiences')}>
          ${contact.audienceIds.map((id) => html `<li class="chip" part="tag">${this.audienceNames.get(id) ?? id}</li>`)}
        </ul>`
            : html `<p class="muted">${t('noAudiences')}</p>`;
    }
    render() {
        if (!this.scopes || !this.#canRead)
            return nothing;
        const t = this.#i18n.t.bind(this.#i18n);
        const contact = this.current;
        if (!contact) {
            if (this.loading)
                return html `<p role="status" part="status">${t('loading')}</p>`;
            if (this.loadError) {
                return html `<p role="alert" class="error-text">${t('loadError', { reason: this.loadError.message })}</p>
          <button class="btn" @click=${() => this.contactId && this.#load(this.contactId)}>${t('retry')}</button>`;
            }
            return html `<p class="muted">${t('noContact')}</p>`;
        }
        const title = html `<h2>${t('contact')}${this.#canWrite ? nothing : html `<span class="badge">${t('readOnly')}</span>`}</h2>`;
        if (!this.#canWrite) {
            const show = (value) => (value ? value : t('none'));
            return html `<section part="panel" aria-label=${t('contact')}>
        ${title}
        <dl>
          <dt>${t('phone')}</dt><dd dir="ltr">${contact.phoneNumber}</dd>
          <dt>${t('name')}</dt><dd>${show(contact.name)}</dd>
          <dt>${t('email')}</dt><dd>${show(contact.email)}</dd>
          <dt>${t('tags')}</dt>
          <dd>${contact.tags.length ? html `<ul class="chips">${contact.tags.map((tag) => html `<li class="chip" part="tag">${tag}</li>`)}</ul>` : t('none')}</dd>
          <dt>${t('description')}</dt><dd>${show(contact.description)}</dd>
          <dt>${t('audiences')}</dt><dd>${this.#audiences(contact, t)}</dd>
        </dl>
        ${this.#threadList(t)}
      </section>`;
        }
        const statusText = this.status === 'saving'
            ? t('saving')
            : this.status === 'saved'
                ? t('saved')
                : this.status === 'invalid'
                    ? t('invalid')
                    : this.status === 'error'
                        ? t('saveError', { reason: this.saveError?.message ?? '' })
                        : '';
        return html `<section part="panel" aria-label=${t('contact')}>
      ${title}
      <p class="muted" dir="ltr">${contact.phoneNumber}</p>
      ${FIELDS.map((field) => this.#field(field, field, t))}
      ${this.audienceNames.size
            ? this.#audiencePicker(t)
            : html `<div class="field"><strong>${t('audiences')}</strong>${this.#audiences(contact, t)}</div>`}
      <p class="status ${this.status === 'error' || this.status === 'invalid' ? 'error-text' : ''}" part="status" role="status" aria-live="polite" data-status=${this.status}>${statusText}</p>
      ${this.#threadList(t)}
    </section>`;
    }
}
