/**
 * `<parley-contact-panel>`: the contact of a conversation's recipient (DESIGN §6) — name, email, tags, description
 * and audiences — and, with `conversations:read`, the customer's threads with every sender and channel (one customer
 * across senders, DESIGN §10): choosing one fires `parley-thread-select`. Editable with `contacts:write` (validated with the service's own schema, autosaved like the inbox's
 * notes, errors shown on the field, kept and saved again after a failure), read-only with `contacts:read`, and
 * renders nothing without either; without any token, or when the token cannot be had or read or the contact cannot be
 * loaded, it says why (with a Retry only where asking again can help). Audiences are named with `audiences:read`,
 * else counted: never shown by id.
 * Self-contained and side-effect free: `src/contact-panel.ts` registers the tag, so the inbox can load it on first
 * use with `await import('@parley/embeds/contact-panel')`.
 */
import { readTokenScopes } from '../../api/jwt.js';
import { ContactUpdatedEvent } from '../../events/loaded.js';
import { ThreadSelectEvent } from '../../events/thread-select.js';
import type { Conversation } from '../../schemas/conversations.js';
import { ParleyErrorEvent } from '../../events/parley-error.js';
import { toError } from '../../events/to-error.js';
import { getContact, listAudiences, updateContact } from '../../api/contacts-blasts.js';
import { html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { ApiError, isApiError } from '../../api/errors.js';
import type { ApiTransport } from '../../api/transport.js';
import { contactPanelMessages, type ContactPanelKey } from '../../i18n/contact-panel.js';
import { I18nController } from '../../i18n/index.js';
import type { Contact } from '../../schemas/contacts.js';
import { ParleyElement } from '../shared/parley-element.js';
import { offline, retryable, tokenOf, type LoadFailure } from '../shared/load-failure.js';
import { OnlineRetry } from '../shared/online-retry.js';
import { audiencePicker, audienceSummary } from './audiences.js';
import { contactPanelStyles } from './contact-panel.styles.js';
import { failureOf, loadFailureText, reasonKey } from './failure-words.js';
import { contactPatch, fieldErrorsOf, FIELDS, type ContactField, type FieldErrors } from './patch.js';
import { CustomerThreads } from './threads.js';
import { fieldView, readOnlyView } from './views.js';

export type { ContactField } from './patch.js';
/** Idle time after the last keystroke before a change is saved (the inbox's notes use the same feel). */
const CONTACT_SAVE_DELAY = 800;

export type { ContactUpdatedDetail } from '../../events/loaded.js';
export interface ContactPanelErrorDetail {
  action: 'load' | 'save';
  error: ApiError;
}

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
  static override styles = contactPanelStyles;

  // `static properties` with `declare` fields, as every element declares its inputs (CONTRIBUTING.md); view state is
  // `private`, so the custom-elements manifest publishes only the inputs below.
  static override properties: PropertyDeclarations = {
    contactId: { attribute: 'contact-id' },
    contact: { attribute: false },
    conversationId: { attribute: 'conversation-id' },
    customerThreads: { attribute: false },
    loaded: { state: true, attribute: false },
    loadError: { state: true, attribute: false },
    tokenFailed: { state: true, attribute: false },
    loading: { state: true, attribute: false },
    scopes: { state: true, attribute: false },
    values: { state: true, attribute: false },
    errors: { state: true, attribute: false },
    status: { state: true, attribute: false },
    saveError: { state: true, attribute: false },
    audienceNames: { state: true, attribute: false },
    audienceSelection: { state: true, attribute: false },
  };

  /** The contact to show (`GET /contacts/{id}`). Ignored when `contact` is set. @attr contact-id */
  declare contactId: string | undefined;
  /** The contact record itself (a conversation's `contact`), so opening the panel costs no request. */
  declare contact: Contact | null | undefined;
  /** The thread being viewed: marked as current in the list of the customer's threads. @attr conversation-id */
  declare conversationId: string | undefined;

  /**
   * The customer's threads as the host already has them (an inbox's header shows the same list): a list, or `null`
   * while the host asks for them. Left undefined, the panel asks for them itself.
   */
  declare customerThreads: readonly Conversation[] | null | undefined;

  declare private loaded: Contact | undefined;
  declare private loadError: ApiError | undefined;
  /**
   * The token could not be had (its route failing, unreachable, refusing) or read: its scopes, and so the panel, are
   * unknown. What failed is kept beside the error: a token route's failure is said as the route's.
   */
  declare private tokenFailed: { failure: LoadFailure; error: Error } | undefined;
  declare private loading: boolean;
  declare private scopes: Set<string> | undefined;
  declare private values: Record<ContactField, string>;
  declare private errors: FieldErrors;
  declare private status: 'idle' | 'saving' | 'saved' | 'error' | 'invalid';
  declare private saveError: ApiError | undefined;
  declare private audienceNames: Map<string, string>;
  /** The audiences ticked in the editor (with contacts:write and audiences:read). */
  declare private audienceSelection: string[];

  constructor() {
    super();
    this.loading = false;
    this.values = { name: '', email: '', tags: '', description: '' };
    this.errors = {};
    this.status = 'idle';
    this.audienceNames = new Map();
    this.audienceSelection = [];
    // Back online, a load that failed for want of a network is tried again (focus moves only if it was on Retry).
    new OnlineRetry(
      this,
      () => offline(this.#loadFailure),
      () => this.#retryLoad(false),
    );
  }

  readonly #i18n = new I18nController<ContactPanelKey>(this, contactPanelMessages, () => this.locale);
  #timer: ReturnType<typeof setTimeout> | undefined;
  #saving: Promise<void> | undefined;
  /** The contact's load under way, so a Retry can wait for what replaces its button. */
  #loading: Promise<void> | undefined;
  /** Fields typed into since the last save. */
  readonly #dirty = new Set<ContactField>();
  #audiencesDirty = false;
  /** The customer's threads with every sender (`threads.ts`). */
  readonly #threads = new CustomerThreads(this, {
    api: () => this.api,
    locale: () => this.#i18n.locale,
    failed: (error) => this.emit(new ParleyErrorEvent({ action: 'load', error })),
    select: (conversation) => {
      this.conversationId = conversation.id;
      this.emit(new ThreadSelectEvent({ conversationId: conversation.id, conversation }));
    },
  });

  get #canRead(): boolean {
    return !this.scopes || this.scopes.has('contacts:read') || this.scopes.has('contacts:write');
  }
  get #canWrite(): boolean {
    return !this.scopes || this.scopes.has('contacts:write');
  }
  /** The record shown: the last one loaded or saved, else the `contact` property (read-only). */
  get current(): Contact | undefined {
    return this.loaded ?? this.contact ?? undefined;
  }
  /** Resolves when pending edits are saved (or failed). */
  async flush(): Promise<void> {
    if (this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
      await this.#save();
    }
    await this.#saving;
  }

  /** Why the panel's own load failed (the token's, else the contact's), if it did. */
  get #loadFailure(): LoadFailure | undefined {
    return this.tokenFailed?.failure ?? (this.loadError && failureOf(this.loadError));
  }

  /** The client the token was last read with: credentials or `base-url` set later read it again. */
  #scopesOf: ApiTransport | undefined;

  /** The token's scopes decide what the panel shows; without any token source there is nothing to read. */
  async #readScopes(): Promise<void> {
    const api = this.#scopesOf;
    if (!api) return;
    this.tokenFailed = undefined;
    const got = await tokenOf(api);
    if (api !== this.#scopesOf) return;
    const scopes = 'token' in got ? readTokenScopes(got.token) : undefined;
    if (scopes) {
      this.scopes = new Set(scopes);
      return;
    }
    // The route's failure is said as the route's. A token that cannot be read (not a JWT with a `scope` claim) is no
    // embed token the service accepts: the session has failed, as the service's 401 would say; never "no scopes",
    // which leaves the panel blank.
    const failed =
      'failure' in got
        ? { failure: got.failure, error: toError(got.error) }
        : {
            failure: 'session' as const,
            error: new ApiError({ status: 0, kind: 'unauthorized', message: 'The embed token cannot be read' }),
          };
    this.tokenFailed = failed;
    this.emit(new ParleyErrorEvent({ action: 'load', error: failed.error }));
  }

  /**
   * Retry of a failed load (the token or the contact). Its button is replaced while loading, so focus goes to what
   * replaces it once done: the panel's heading, or the new Retry when it failed again (its words when asking again
   * cannot help).
   */
  async #retryLoad(pressed = true): Promise<void> {
    const root = this.renderRoot as ShadowRoot;
    const hand = pressed || !!root.activeElement?.classList.contains('retry-load');
    if (this.tokenFailed) await this.#readScopes();
    else if (this.contactId) this.#loading = this.#load(this.contactId);
    await this.updateComplete; // new scopes start the contact's load in willUpdate
    await this.#loading;
    await this.updateComplete;
    if (!hand) return;
    const target = root.querySelector<HTMLElement>('.retry-load') ?? root.querySelector<HTMLElement>('section h2');
    (target ?? root.querySelector<HTMLElement>('.load-failed'))?.focus();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Leaving with a pending edit saves it rather than losing it.
    if (this.#timer !== undefined) void this.flush();
  }

  protected override willUpdate(changed: PropertyValues): void {
    // The token is read with the client the element has now: credentials or `base-url` set after the element was
    // placed (a framework's session call) read it then, and another client reads it afresh.
    const api = this.hasCredentials ? this.api : undefined;
    if (api !== this.#scopesOf) {
      this.#scopesOf = api;
      this.scopes = undefined;
      void this.#readScopes();
    }
    // Another contact id (or none): the record loaded for the old one is not shown for it.
    if (changed.has('contactId') && this.loaded && this.loaded.id !== this.contactId) this.loaded = undefined;
    if (changed.has('contact') && this.contact && this.contact.id !== this.loaded?.id) {
      this.loaded = undefined;
      this.#adopt(this.contact);
    }
    if (
      (changed.has('contactId') || changed.has('scopes')) &&
      this.scopes &&
      this.#canRead &&
      !this.contact &&
      this.contactId &&
      this.loaded?.id !== this.contactId
    ) {
      this.#loading = this.#load(this.contactId);
    }
    if (changed.has('scopes') && this.scopes?.has('audiences:read')) void this.#loadAudienceNames();
    this.#threads.follow(this.scopes, this.current?.phoneNumber, this.customerThreads);
  }

  #threadList(t: (key: ContactPanelKey, vars?: Record<string, string | number>) => string) {
    if (!this.scopes?.has('conversations:read')) return nothing;
    return this.#threads.render(t, this.customerThreads, this.conversationId);
  }

  #adopt(contact: Contact): void {
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

  async #load(id: string): Promise<void> {
    this.loading = true;
    this.loadError = undefined;
    try {
      const contact = await getContact(this.api, id);
      if (this.contactId !== id) return;
      this.loaded = contact;
      this.#adopt(contact);
    } catch (error) {
      if (!isApiError(error)) throw error;
      this.loadError = error;
      this.emit(new ParleyErrorEvent({ action: 'load', error }));
    } finally {
      this.loading = false;
    }
  }

  async #loadAudienceNames(): Promise<void> {
    try {
      const names = new Map<string, string>();
      let cursor: string | null = null;
      do {
        const page = await listAudiences(this.api, { pageSize: 100, cursor });
        for (const audience of page.data) names.set(audience.id, audience.name);
        cursor = page.nextCursor;
      } while (cursor);
      this.audienceNames = names;
    } catch {
      // Names are a nicety: without them the panel says how many audiences (never their ids).
    }
  }

  #validate() {
    return contactPatch(this.#dirty, this.values, this.#audiencesDirty ? this.audienceSelection : undefined);
  }

  #onInput(field: ContactField, event: Event): void {
    this.values = { ...this.values, [field]: (event.target as HTMLInputElement).value };
    this.#dirty.add(field);
    // "Saved" must not show while there are edits not yet saved.
    if (this.status !== 'saving') this.status = 'idle';
    // A field shows its error while it is wrong (re-checked on each keystroke), and saves once it is right.
    const { errors } = this.#validate();
    this.errors = errors;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#save(), CONTACT_SAVE_DELAY);
  }

  async #save(): Promise<void> {
    this.#timer = undefined;
    const contact = this.current;
    if (!contact || (this.#dirty.size === 0 && !this.#audiencesDirty)) return;
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
    this.#saving = updateContact(this.api, contact.id, patch).then(
      (updated) => {
        this.loaded = updated;
        this.status = this.#dirty.size === 0 && !this.#audiencesDirty ? 'saved' : 'idle';
        this.emit(new ContactUpdatedEvent({ contact: updated }));
      },
      (error: unknown) => {
        for (const field of saved) this.#dirty.add(field); // kept for the next attempt
        if (savedAudiences) this.#audiencesDirty = true;
        if (!isApiError(error)) throw error;
        this.status = 'error';
        this.saveError = error;
        this.errors = { ...this.errors, ...fieldErrorsOf(error) };
        this.emit(new ParleyErrorEvent({ action: 'save', error }));
      },
    );
    await this.#saving;
  }

  /**
   * Saves again the edit a failure kept. Focus, on the Retry that the attempt replaces, goes back to the first field
   * of that edit once saved (or when it failed again for good: no Retry then), or to the new Retry when it failed again.
   */
  async #retrySave(): Promise<void> {
    clearTimeout(this.#timer);
    const first = FIELDS.find((field) => this.#dirty.has(field));
    await this.#save();
    await this.updateComplete;
    const retry = this.status === 'error' ? this.renderRoot.querySelector<HTMLElement>('.retry-save') : null;
    (
      retry ?? this.renderRoot.querySelector<HTMLElement>(first ? `#f-${first}` : 'fieldset input, section h2')
    )?.focus();
  }

  #toggleAudience(id: string, checked: boolean): void {
    this.audienceSelection = checked
      ? [...this.audienceSelection.filter((a) => a !== id), id]
      : this.audienceSelection.filter((a) => a !== id);
    this.#audiencesDirty = true;
    if (this.status !== 'saving') this.status = 'idle';
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#save(), CONTACT_SAVE_DELAY);
  }

  /**
   * A load that failed, in the panel's words (the service's text is in the `parley-error` event): a lost session as
   * the other elements say it; a Retry only where asking again can succeed (not for a plan, a session, a gone contact).
   */
  #loadFailed(t: (key: ContactPanelKey, vars?: Record<string, string>) => string, failure: LoadFailure) {
    return html`<p role="alert" class="error-text load-failed" tabindex="-1">${loadFailureText(t, failure)}</p>
      ${retryable(failure) ? html`<button class="btn retry-load" type="button" @click=${() => void this.#retryLoad()}>${t('retry')}</button>` : nothing}`;
  }

  override render() {
    const t = this.#i18n.t.bind(this.#i18n);
    // Written without any token (as a quick start might), the panel says so instead of staying blank.
    if (!this.hasCredentials) return html`<p role="alert" class="error-text">${t('noCredentials')}</p>`;
    if (this.tokenFailed) return this.#loadFailed(t, this.tokenFailed.failure);
    if (!this.scopes || !this.#canRead) return nothing;
    const contact = this.current;
    if (!contact) {
      if (this.loading) return html`<p role="status" part="status">${t('loading')}</p>`;
      if (this.loadError) return this.#loadFailed(t, failureOf(this.loadError));
      return html`<p class="muted">${t('noContact')}</p>`;
    }
    const title = html`<h2 tabindex="-1">${t('contact')}${this.#canWrite ? nothing : html`<span class="badge">${t('readOnly')}</span>`}</h2>`;
    if (!this.#canWrite) {
      return html`<section part="panel" aria-label=${t('contact')}>
        ${title}
        ${readOnlyView(contact, this.audienceNames, t)}
        ${this.#threadList(t)}
      </section>`;
    }
    const statusText =
      this.status === 'saving'
        ? t('saving')
        : this.status === 'saved'
          ? t('saved')
          : this.status === 'invalid'
            ? t('invalid')
            : this.status === 'error'
              ? t('saveError', { reason: t(reasonKey(this.saveError)) })
              : '';
    return html`<section part="panel" aria-label=${t('contact')}>
      ${title}
      <p class="muted phone"><span dir="ltr">${contact.phoneNumber}</span></p>
      ${FIELDS.map((field) => fieldView(field, this.values[field], this.errors[field], (e) => this.#onInput(field, e), t))}
      ${
        this.audienceNames.size
          ? audiencePicker(this.audienceNames, this.audienceSelection, (id, on) => this.#toggleAudience(id, on), t)
          : html`<div class="field"><strong>${t('audiences')}</strong>${audienceSummary(contact.audienceIds, this.audienceNames, t)}</div>`
      }
      <p class="status ${this.status === 'error' || this.status === 'invalid' ? 'error-text' : ''}" part="status" role="status" aria-live="polite" data-status=${this.status}>${statusText}</p>
      ${this.status === 'error' && retryable(failureOf(this.saveError)) ? html`<button class="btn retry-save" type="button" @click=${() => void this.#retrySave()}>${t('retry')}</button>` : nothing}
      ${this.#threadList(t)}
    </section>`;
  }
}
