/**
 * `<parley-form>`: renders a hosted form (spec: Form, Form submission; DESIGN §3 Forms) from one
 * `GET /forms/{id}/render` and submits it with `POST /forms/{id}/submit`. Side-effect free: importing this module
 * defines nothing and touches no global.
 */
import { html, nothing, type CSSResult, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ApiError, isApiError } from '../../api/errors.js';
import { newIdempotencyKey } from '../../api/transport.js';
import type { PhoneSupport } from '../../core/phone.js';
import { loadPhoneSupport, looksLikeE164 } from '../../core/phone.js';
import { safeLinkUrl } from '../../core/url-safety.js';
import { DraftStore } from '../../controllers/draft.js';
import { formMessages, type FormMessageKey } from '../../i18n/form.js';
import { I18nController } from '../../i18n/index.js';
import type { Field, FormRender, FormSubmitResult } from '../../schemas/forms.js';
import type { ResolvedTheme } from '../../schemas/theme.js';
// From their own modules, not the events barrel: a first screen that reaches every event module makes esbuild emit
// the ones lazy chunks also use as small chunks of their own.
import { FormSubmitEvent, FormSubmittedEvent } from '../../events/form-submit.js';
import { ParleyErrorEvent, toError } from '../../events/parley-error.js';
import { ParleyElement } from '../shared/parley-element.js';
import { baseStyles } from '../shared/styles.js';
import type { AddressSearch, PlacesProvider } from './address-search.js';
import type { FieldView } from './fields/common.js';
import { formStyles } from './form.styles.js';
import { own } from './own.js';
import type { AddressPart, FieldErrors, RawAddress, RawValues } from './values.js';

type StepsUi = typeof import('./steps.js');
type Validation = typeof import('./validation.js');
type AddressUi = typeof import('./address.js');
type PhoneUi = typeof import('./phone-country.js');
type AnswersUi = typeof import('./answers.js');
type ReadyUi = typeof import('./ready.js');

/** `page`: every question on one page; `steps`: one question at a time with a progress bar. */
export type FormLayout = 'page' | 'steps';

export type FormPhase = 'missing' | 'loading' | 'not-found' | 'no-access' | 'plan' | 'error' | 'ready' | 'submitting' | 'done' | 'already';

/** `detail` of `parley-form-submit`. */
export interface FormSubmitDetail {
  /** The answers about to be sent, as the wire has them (E.164 phones, ISO datetimes, structured addresses). */
  data: Record<string, unknown>;
}

/** `detail` of `parley-error`. */
export interface FormErrorDetail {
  error: unknown;
  operation: 'load' | 'submit';
}

/** Where a draft keeps the phone countries chosen (not a possible field key). */
const COUNTRIES = '#countries';

/** Properties whose change means another form, or other credentials: load again. */
const RELOAD_ON = ['formId', 'baseUrl', 'token', 'tokenUrl', 'tokenProvider', 'client', 'contextClient'] as const;

/** `ready.ts` could not be fetched (offline, or a deploy removed the old chunk): shown as "offline", with "Try again". */
class ReadyUnavailable extends Error {
  constructor(cause: unknown) {
    super('The form’s code could not be loaded', { cause });
  }
}

/**
 * The hosted-form renderer: a recipient's form from a form link, or a form embedded in your own page.
 * All 16 field types with native controls, the form's theme, E.164 phones, address autocomplete, drafts that
 * survive a reload, and edit-after-submit when the form allows it.
 *
 * @summary Renders and submits a Parley hosted form.
 *
 * @attr form-id - The form to show.
 * @attr heading-level - Level of the form title heading (default 2; the hosted page uses 1).
 * @attr layout - `page` (default): every question on one page; `steps`: one question at a time with a progress
 *   bar, as Typeform (Enter or Next advances once the question is valid, Back returns; loaded on first use).
 * @attr base-url - API root (default: the local sandbox).
 * @attr token - A recipient or embed token. Without it, the page's `?t=` query parameter is used when present.
 * @attr token-url - Your route answering `{token}`.
 * @attr locale - BCP 47 locale (en, es and ar built in; RTL follows the locale).
 * @attr theme - `light` | `dark` | `auto` (default). `dark` uses the dark tokens instead of the form theme's colours
 *   and backdrop; `light` and `auto` show a customised form theme as is (uncustomised, `auto` follows the system).
 *
 * @prop {PlacesProvider} placesProvider - Address lookup `(query, {country, signal}) => Promise<Place[]>`,
 *   replacing the service's `/forms/places/autocomplete` (e.g. with Google Places).
 * @prop {(url: string) => void} navigate - How to follow the theme's redirect after success (default `location.assign`).
 * @prop {TokenProvider} tokenProvider - Async function returning a fresh token.
 * @prop {ParleyClient} client - An API client to use instead of one built from the attributes.
 * @prop {FormPhase} phase - Read-only: what the element shows.
 *
 * @event {CustomEvent<FormSubmitDetail>} parley-form-submit - Before sending valid answers; cancelable.
 * @event {CustomEvent<FormSubmitResult>} parley-form-submitted - After the service stored the submission.
 * @event {CustomEvent<FormErrorDetail>} parley-error - Loading or sending failed.
 *
 * @csspart page - The full-width backdrop carrying the theme's background.
 * @csspart card - The centred card holding the form.
 * @csspart title - The form title.
 * @csspart description - The form description.
 * @csspart note - Notices (prior answers, restored draft).
 * @csspart error-summary - Errors not tied to a field, with a retry.
 * @csspart form - The `<form>`.
 * @csspart field - One field's wrapper.
 * @csspart group - The fieldset of a radio, checkbox, rating or address field.
 * @csspart label - Labels and legends.
 * @csspart input - Inputs, selects and textareas.
 * @csspart choice - One radio or checkbox with its label.
 * @csspart star - One rating star.
 * @csspart range-value - The value shown beside a slider.
 * @csspart help - Help texts.
 * @csspart error - A field's error text.
 * @csspart combobox - The address search.
 * @csspart listbox - The address suggestions.
 * @csspart option - One address suggestion.
 * @csspart submit - The submit button (Next in the `steps` layout).
 * @csspart back - The Back button of the `steps` layout.
 * @csspart progress - The progress bar and "Question 2 of 5" of the `steps` layout.
 * @csspart country - The country picker of a phone field.
 * @csspart answers - The answer summary on the thank-you panel.
 * @csspart success - The thank-you panel.
 * @csspart status - Loading, not-found and error panels.
 *
 * @cssproperty --parley-form-color-primary - Accent (buttons, selected stars and options); overrides the theme.
 * @cssproperty --parley-form-color-on-primary - Text on the accent.
 * @cssproperty --parley-form-color-surface - Card background.
 * @cssproperty --parley-form-color-text - Text.
 * @cssproperty --parley-form-color-muted - Help and secondary text.
 * @cssproperty --parley-form-color-border - Borders.
 * @cssproperty --parley-form-color-error - Errors.
 * @cssproperty --parley-form-color-field - Input background.
 * @cssproperty --parley-form-background - Backdrop (any `background` value).
 * @cssproperty --parley-form-radius - Corner radius.
 * @cssproperty --parley-form-font - Font family.
 * @cssproperty --parley-form-font-size - Base font size (default 16px).
 * @cssproperty --parley-form-max-width - Card width (default 640px).
 * @cssproperty --parley-form-page-padding - Space around the card.
 */
export class ParleyForm extends ParleyElement {
  static override styles = [baseStyles, formStyles];

  /** The form to show. @attr form-id */
  @property({ attribute: 'form-id' }) accessor formId: string | undefined;
  /** Level of the title heading. @attr heading-level */
  @property({ attribute: 'heading-level', type: Number }) accessor headingLevel = 2;
  /** One question at a time (`steps`) or all on one page (`page`). @attr layout */
  @property({ reflect: true }) accessor layout: FormLayout = 'page';
  /** Address lookup replacing `/forms/places/autocomplete`. */
  @property({ attribute: false }) accessor placesProvider: PlacesProvider | undefined;
  /** Follows the post-submit redirect (an http/https URL, checked again before the call). */
  @property({ attribute: false }) accessor navigate: (url: string) => void = (url) => location.assign(url);

  /** What the element shows (read-only). */
  @state() accessor phase: FormPhase = 'loading';
  // Internal state: private (and `@internal`), so it is not public API; tests drive the element through
  // test/browser/form/harness.ts, as a person would.
  /** @internal */
  @state() private accessor loaded: FormRender | undefined;
  /** @internal The answers as the inputs hold them (see values.ts). */
  @state() private accessor values: RawValues = {};
  /** @internal Shown errors by path (`key` or `key.part`). */
  @state() private accessor errors: FieldErrors = {};
  /** @internal Errors not tied to a field (service errors, network), shown at the top. */
  @state() private accessor summary: string[] = [];
  /** @internal */
  @state() private accessor result: FormSubmitResult | undefined;
  /** @internal */
  @state() private accessor notice = '';
  /** @internal */
  @state() private accessor restored = false;
  /** @internal The polite live region's text. */
  @state() private accessor announcement = '';
  /** @internal The question shown in the `steps` layout. */
  @state() private accessor step = 0;
  /** @internal Countries chosen in phone fields' pickers, by field key. */
  @state() private accessor countries: Record<string, string> = {};

  #i18n = new I18nController<FormMessageKey>(this, formMessages, () => this.locale);
  #load: AbortController | undefined;
  #draft: DraftStore<RawValues> | undefined;
  #draftId: string | undefined;
  /**
   * The submit in flight or last failed: its `Idempotency-Key` is reused while the answers are the same, so a retry
   * after a lost reply (even after a reload) cannot store the answers twice.
   */
  #attempt: DraftStore<{ key: string; body: string }> | undefined;
  #phone: PhoneSupport | undefined;
  #phoneLoading: Promise<PhoneSupport | undefined> | undefined;
  #theme: ResolvedTheme | undefined;
  #searches = new Map<string, AddressSearch>();
  /** Fields edited since their last validation: validated when focus leaves them. */
  #dirty = new Set<string>();
  /** Number inputs holding text the browser cannot read as a number (their `.value` is then ''). */
  #badNumber = new Set<string>();
  #focusAfterRender: string | undefined;
  // Parts loaded on first use (dynamic import), with their styles: most forms never need them.
  #stepsUi: StepsUi | undefined;
  #phoneUi: PhoneUi | undefined;
  #answersUi: AnswersUi | undefined;
  #addressUi: AddressUi | undefined;
  /** Field templates, value mapping and theme (`ready.ts`): fetched with the definition, needed once it is here. */
  #ui: ReadyUi | undefined;
  #uiLoading: Promise<ReadyUi> | undefined;

  /** @internal */
  private t = (key: FormMessageKey, vars?: Record<string, string | number>) => this.#i18n.t(key, vars);

  /** @internal The loaded form's fields. */
  private get fields(): readonly Field[] {
    return this.loaded?.form.fields ?? [];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The hosted page carries the recipient token as `?t=`; read it only now (never at import), and only when the
    // page did not give a token itself.
    if (!this.token && typeof location !== 'undefined') {
      const t = new URLSearchParams(location.search).get('t');
      if (t) this.token = t;
    }
    if (this.hasUpdated && (this.phase === 'loading' || !this.loaded)) this.#reload();
    else if (this.#draftId && !this.#draft) {
      this.#draft = new DraftStore<RawValues>('form', this.#draftId);
      this.#attempt = new DraftStore('form-submit', this.#draftId, 0);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#load?.abort();
    for (const search of this.#searches.values()) search.cancel();
    // Flushes the pending draft and stops listening for `pagehide`; reconnecting opens the same draft again.
    this.#draft?.dispose();
    this.#draft = undefined;
    this.#attempt?.dispose();
    this.#attempt = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((!this.hasUpdated || RELOAD_ON.some((key) => changed.has(key))) && this.isConnected) this.#reload();
    if (changed.has('layout') && this.layout === 'steps' && !this.#stepsUi) void this.#loadSteps();
  }

  /** Adds a lazily loaded part's styles to the shadow root (constructable sheets, as Lit adopts its own). */
  #adopt(styles: CSSResult): void {
    const root = this.renderRoot as ShadowRoot;
    const sheet = styles.styleSheet;
    if (!sheet || !root.adoptedStyleSheets || root.adoptedStyleSheets.includes(sheet)) return;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }

  #addressFailed = false;
  /** The address field's code; if it cannot load (offline), the field says so and offers to try again. */
  #loadAddress = (): Promise<void> => {
    this.#addressFailed = false;
    return import('./address.js').then(
      (ui) => {
        this.#addressUi = ui;
        this.#adopt(ui.addressStyles);
        this.requestUpdate();
      },
      () => {
        this.#addressFailed = true;
        this.requestUpdate();
      },
    );
  };

  #loadReady(): Promise<ReadyUi> {
    this.#uiLoading ??= import('./ready.js').then(
      (ui) => (this.#ui = ui),
      (error: unknown) => {
        this.#uiLoading = undefined; // offline: "Try again" loads it again
        throw new ReadyUnavailable(error);
      },
    );
    return this.#uiLoading;
  }

  #stepsLoading: Promise<void> | undefined;
  #loadSteps(): Promise<void> {
    this.#stepsLoading ??= import('./steps.js').then(
      (ui) => {
        this.#stepsUi = ui;
        this.#adopt(ui.stepsStyles);
        this.requestUpdate();
      },
      () => {
        this.#stepsLoading = undefined; // offline: the page layout stays usable
      },
    );
    return this.#stepsLoading;
  }

  protected override updated(changed: PropertyValues<this>): void {
    // `loaded` is private, so not among PropertyValues<this>' keys.
    const loaded = (changed as Map<PropertyKey, unknown>).has('loaded');
    if (loaded) this.#applyTheme();
    if (loaded || changed.has('theme')) this.#applyControlBorder();
    if (this.#focusAfterRender) {
      const target = this.renderRoot.querySelector<HTMLElement>(this.#focusAfterRender);
      this.#focusAfterRender = undefined;
      // After this update: moving focus blurs a field, whose validation is a new update of its own.
      void this.updateComplete.then(() => target?.focus());
    }
  }

  /** Loads the form again (e.g. after a network error). */
  reload(): void {
    this.#reload();
  }

  #reload(): void {
    this.#load?.abort();
    if (!this.formId) {
      this.phase = 'missing';
      return;
    }
    const abort = (this.#load = new AbortController());
    const id = this.formId;
    this.phase = 'loading';
    // The definition and the code that shows it travel in parallel.
    Promise.all([this.api.renderForm(id, { signal: abort.signal }), this.#loadReady()]).then(
      ([render]) => {
        if (!abort.signal.aborted) this.#setup(render);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const kind = isApiError(error) ? error.kind : undefined;
        // 403: the team's plan lacks hosted forms — not an expired link (issue 14).
        this.phase = kind === 'not-found' ? 'not-found' : kind === 'forbidden' ? 'plan' : kind === 'unauthorized' ? 'no-access' : 'error';
        this.notice = error instanceof ReadyUnavailable ? this.t('offline') : error instanceof Error ? error.message : String(error);
        this.emit(new ParleyErrorEvent({ error: toError(error), action: 'load', operation: 'load' }));
      },
    );
  }

  #setup(render: FormRender): void {
    const { form, prior, recipient } = render;
    const { resolveTheme, mergeDraft, initialValues } = this.#ui!;
    this.loaded = render;
    this.#theme = resolveTheme(render.theme);
    this.#draft?.dispose();
    this.#draftId = `${form.id}:${recipient?.to ?? 'anonymous'}`;
    this.#draft = new DraftStore<RawValues>('form', this.#draftId);
    this.#attempt?.dispose();
    this.#attempt = new DraftStore('form-submit', this.#draftId, 0);
    const saved = this.#draft.load();
    this.values = mergeDraft(form.fields, initialValues(form.fields, prior?.data), saved);
    this.restored = saved !== undefined;
    this.errors = {};
    this.summary = [];
    this.result = undefined;
    this.#searches.clear();
    this.#dirty.clear();
    this.#badNumber.clear();
    this.step = 0;
    // The phone countries chosen in the draft (under a key no field can have: keys start with a letter).
    const chosen = (saved as { [COUNTRIES]?: unknown } | undefined)?.[COUNTRIES];
    this.countries = Object.fromEntries(
      form.fields
        .filter((f) => f.type === 'phone')
        .map((f) => [f.key, (chosen as Record<string, unknown> | undefined)?.[f.key]])
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^[A-Z]{2}$/.test(entry[1])),
    );
    // The first render waits for the parts this form needs (no flash of another layout); one question at a time
    // validates as it moves on, so that layout waits for the rules too.
    if (this.layout === 'steps' && !this.#stepsUi) this.holdUpdatesUntil(this.#loadSteps());
    if (this.layout === 'steps' && !this.#validation) this.holdUpdatesUntil(this.#loadValidation().catch(() => undefined));
    else void this.#loadValidation().catch(() => undefined);
    if (!this.#addressUi && form.fields.some((f) => f.type === 'address')) this.holdUpdatesUntil(this.#loadAddress());
    this.phase = 'ready';
    if (form.fields.some((f) => f.type === 'phone')) {
      void this.#loadPhone().then((phone) => this.loaded === render && this.#formatPhones(phone));
      void import('./phone-country.js').then(async (ui) => {
        await ui.loadCountries();
        this.#phoneUi = ui;
        this.#adopt(ui.countryStyles);
        this.requestUpdate();
      }, () => undefined);
    }
  }

  #validation: Validation | undefined;
  #validationLoading: Promise<Validation> | undefined;

  /**
   * The field rules (the service's value schemas, zod) are a chunk of their own, fetched with the form definition:
   * the first screen does not wait for them, leaving a field or submitting does. A failed fetch is retried next time.
   */
  #loadValidation(): Promise<Validation> {
    this.#validationLoading ??= import('./validation.js').then(
      (module) => (this.#validation = module),
      (error: unknown) => {
        this.#validationLoading = undefined;
        throw error;
      },
    );
    return this.#validationLoading;
  }

  /** libphonenumber-js is fetched only for forms with a phone field; until then (or if it fails) E.164 is required. */
  #loadPhone(): Promise<PhoneSupport | undefined> {
    this.#phoneLoading ??= loadPhoneSupport().then(
      (phone) => (this.#phone = phone),
      () => {
        this.#phoneLoading = undefined;
        return undefined;
      },
    );
    return this.#phoneLoading;
  }

  /**
   * Prior answers and defaults arrive as E.164, and typing may have begun before the library arrived: shows both
   * the way people read them.
   */
  #formatPhones(phone: PhoneSupport | undefined): void {
    if (!phone) return;
    const values = { ...this.values };
    for (const field of this.fields) {
      const raw = own(values, field.key);
      if (field.type !== 'phone' || typeof raw !== 'string' || !raw) continue;
      values[field.key] = looksLikeE164(raw) ? this.#ui!.fromWire(field, raw, phone) : phone.formatAsYouType(raw, this.#phoneCountry(field));
    }
    this.values = values;
  }

  /** The country national phone input is read in: the field's, else the locale's region. */
  #phoneCountry = (field: Field): string | undefined => {
    const chosen = own(this.countries, field.key);
    if (chosen) return chosen;
    if (field.type === 'phone' && field.defaultCountry) return field.defaultCountry.toUpperCase();
    try {
      return new Intl.Locale(this.#i18n.locale).maximize().region;
    } catch {
      return undefined;
    }
  };

  #search(key: string): AddressSearch {
    let search = this.#searches.get(key);
    if (!search) {
      // Only address inputs call this, and they render once the address code has loaded.
      search = new this.#addressUi!.AddressSearch(() => this.placesProvider ?? this.#servicePlaces, () => this.#onSearchChange(key));
      this.#searches.set(key, search);
    }
    return search;
  }

  #servicePlaces: PlacesProvider = async (query, { country, signal }) =>
    (await this.api.autocompletePlaces(country ? { query, country } : { query }, { signal })).data;

  #onSearchChange(key: string): void {
    const search = this.#searches.get(key)!;
    if (search.status === 'done' && search.open) this.announcement = this.t('suggestionCount', { count: search.options.length });
    else if (search.status === 'done' || search.status === 'failed') this.announcement = search.status === 'failed' ? this.t('placesFailed') : this.t('noSuggestions');
    this.requestUpdate();
  }

  // ---------------------------------------------------------------- input handling (delegated)

  #fieldByKey(key: string | undefined): Field | undefined {
    return key ? this.fields.find((f) => f.key === key) : undefined;
  }

  #onInput = (event: Event): void => {
    const el = event.target as HTMLInputElement;
    const field = this.#fieldByKey(el.dataset.k);
    if (!field) return;
    if (el.dataset.country) {
      this.#setCountry(field, el.value);
      return;
    }
    const current = own(this.values, field.key);
    let value: unknown = el.value;
    switch (field.type) {
      case 'checkbox': {
        const chosen = new Set(Array.isArray(current) ? (current as string[]) : []);
        if (el.checked) chosen.add(el.value);
        else chosen.delete(el.value);
        value = field.options.map((o) => o.value).filter((v) => chosen.has(v));
        break;
      }
      case 'rating':
        value = Number(el.value);
        break;
      case 'number':
        if (el.validity.badInput) this.#badNumber.add(field.key);
        else this.#badNumber.delete(field.key);
        break;
      case 'phone': {
        // Format while typing at the end; never while deleting (it would re-insert what was just removed) or
        // editing mid-number (the caret would jump).
        const typing = !(event as InputEvent).inputType?.startsWith('delete') && el.selectionStart === el.value.length;
        if (this.#phone && typing) value = this.#phone.formatAsYouType(el.value, this.#phoneCountry(field));
        break;
      }
      case 'textarea':
        if (typeof CSS !== 'undefined' && !CSS.supports('field-sizing', 'content')) {
          el.style.height = 'auto';
          el.style.height = `${el.scrollHeight + 2}px`;
        }
        break;
      case 'address': {
        const part = el.dataset.p as AddressPart;
        const address = { ...(current as RawAddress), [part]: el.value };
        // An edited part no longer matches the chosen place.
        delete address.formatted;
        delete address.placeId;
        value = address;
        if (part === 'line1') this.#search(field.key).input(el.value, address.country || field.country);
        break;
      }
    }
    this.#dirty.add(field.key);
    this.#setValue(field, value);
  };

  /** A phone field's country changed: national input is read (and shown) as that country's from now on. */
  #setCountry(field: Field, country: string): void {
    this.countries = { ...this.countries, [field.key]: country };
    const raw = own(this.values, field.key);
    this.#draft?.save({ ...this.values, [COUNTRIES]: this.countries });
    if (this.#phone && typeof raw === 'string' && raw.trim() && !raw.trim().startsWith('+')) {
      this.#setValue(field, this.#phone.formatAsYouType(raw.replace(/[^\d]/g, ''), country));
    } else if (own(this.errors, field.key)) this.#validateOne(field);
  }

  #setValue(field: Field, value: unknown): void {
    this.values = { ...this.values, [field.key]: value };
    this.#draft?.save(Object.keys(this.countries).length ? { ...this.values, [COUNTRIES]: this.countries } : this.values);
    // A shown error follows the fix as it is typed; new errors wait for blur or submit.
    if (Object.keys(this.errors).some((path) => path === field.key || path.startsWith(`${field.key}.`))) this.#validateOne(field);
  }

  #onFocusOut = (event: FocusEvent): void => {
    const el = event.target as HTMLElement;
    const key = el.dataset.k;
    if (el.dataset.combo) this.#searches.get(key!)?.close();
    const field = this.#fieldByKey(key);
    // Moving within a group (radios, checkboxes, address parts) is not leaving the field.
    const next = event.relatedTarget as HTMLElement | null;
    if (!field || next?.dataset?.k === key || !this.#dirty.has(field.key)) return;
    this.#validateOne(field);
  };

  #validateOne(field: Field): void {
    if (!this.#validation) {
      // Left before the rules arrived (they load with the form definition): judged as soon as they have.
      void this.#loadValidation().then(() => this.#validateOne(field), () => undefined);
      return;
    }
    const { errors } = this.#validate(field.key);
    const next: FieldErrors = {};
    for (const [path, text] of Object.entries(this.errors)) if (path !== field.key && !path.startsWith(`${field.key}.`)) next[path] = text;
    this.errors = { ...next, ...errors };
    this.#dirty.delete(field.key);
  }

  #validate(only?: string) {
    const result = this.#validation!.validate(this.fields, this.values, this.t, this.#i18n.locale, this.#phone, this.#phoneCountry, only);
    for (const key of this.#badNumber) if (only === undefined || only === key) result.errors[key] = this.t('errNumber');
    return result;
  }

  #onKeyDown = (event: KeyboardEvent): void => {
    const el = event.target as HTMLInputElement;
    // One question at a time: Enter on a drop-down, a star, a radio or a checkbox moves on too (text inputs submit
    // the form natively, which moves on).
    if (this.#steps && event.key === 'Enter' && !event.defaultPrevented && (el.localName === 'select' || el.type === 'radio' || el.type === 'checkbox')) {
      event.preventDefault();
      this.#next();
      return;
    }
    if (!el.dataset.combo) return;
    const key = el.dataset.k!;
    const search = this.#search(key);
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!search.options.length) return;
        event.preventDefault();
        search.move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (search.open && search.active >= 0) {
          event.preventDefault();
          this.#choose(key, search.active);
        }
        break;
      case 'Escape':
        if (search.open) {
          event.preventDefault();
          search.close();
        }
        break;
    }
  };

  #onClick = (event: Event): void => {
    const option = (event.target as HTMLElement).closest<HTMLElement>('[role=option]');
    if (option?.dataset.k) this.#choose(option.dataset.k, Number(option.dataset.i));
  };

  #choose(key: string, index: number): void {
    const field = this.#fieldByKey(key);
    const search = this.#searches.get(key);
    const place = search?.options[index];
    if (!field || !place) return;
    const a = place.address;
    const address: RawAddress = {
      line1: a.line1, line2: a.line2 ?? '', city: a.city, region: a.region ?? '', postalCode: a.postalCode ?? '', country: a.country,
      formatted: a.formatted || place.description,
    };
    const placeId = a.placeId ?? place.placeId;
    if (placeId) address.placeId = placeId;
    search.cancel();
    search.close();
    this.#dirty.add(key);
    this.#setValue(field, address);
    this.#validateOne(field);
    this.announcement = this.t('addressChosen', { address: address.formatted! });
  }

  // ---------------------------------------------------------------- submit

  /**
   * Validates and sends the answers, as pressing the submit button does.
   * Resolves to the stored submission, or `undefined` when invalid, vetoed or failed (the element shows why).
   */
  async submit(): Promise<FormSubmitResult | undefined> {
    const render = this.loaded;
    if (!render || this.phase !== 'ready') return undefined;
    if (this.fields.some((f) => f.type === 'phone')) await this.#loadPhone();
    try {
      // Loaded with the form definition, so normally already here (and then nothing is awaited before submitting).
      if (!this.#validation) await this.#loadValidation();
    } catch (error) {
      this.#submitFailed(new ApiError({ status: 0, kind: 'network', message: 'Could not load the form\'s rules', cause: error }));
      return undefined;
    }
    const { data, errors } = this.#validate();
    this.summary = [];
    if (Object.keys(errors).length) {
      this.#showFieldErrors(errors);
      return undefined;
    }
    this.errors = {};
    if (!this.emit(new FormSubmitEvent({ data }))) {
      this.announcement = this.t('vetoed');
      return undefined;
    }
    this.phase = 'submitting';
    this.announcement = this.t('sending');
    const body = JSON.stringify(data);
    let attempt = this.#attempt?.load();
    if (attempt?.body !== body) {
      attempt = { key: newIdempotencyKey(), body };
      this.#attempt?.save(attempt);
      this.#attempt?.flush();
    }
    try {
      const result = await this.api.submitForm(render.form.id, { data }, { idempotencyKey: attempt.key });
      // The thank-you panel's answer summary: its code loads now (the next render waits for it).
      if (!this.#answersUi) {
        this.holdUpdatesUntil(import('./answers.js').then((ui) => {
          this.#answersUi = ui;
          this.#adopt(ui.answersStyles);
        }, () => undefined));
      }
      this.#draft?.clear();
      this.#attempt?.clear();
      this.result = result;
      this.phase = 'done';
      if (render.form.can_update) this.loaded = { ...render, prior: { data: result.submission.data, submitted_at: result.submission.submitted_at } };
      this.restored = false;
      this.#focusAfterRender = '.done';
      this.announcement = this.#successText();
      this.emit(new FormSubmittedEvent(result));
      const target = safeLinkUrl(result.redirectUrl ?? this.#theme?.redirectUrl ?? '', ['http:', 'https:']);
      if (target) this.navigate(target);
      return result;
    } catch (error) {
      this.#submitFailed(error);
      return undefined;
    }
  }

  #submitFailed(error: unknown): void {
    this.phase = 'ready';
    this.emit(new ParleyErrorEvent({ error: toError(error), action: 'submit', operation: 'submit' }));
    if (isApiError(error) && error.kind === 'conflict') {
      // The service keeps one submission per recipient unless the form allows edits.
      this.#draft?.clear();
      this.#attempt?.clear();
      this.phase = 'already';
      this.#focusAfterRender = '.done';
      this.announcement = this.t('already');
      return;
    }
    if (isApiError(error) && error.kind === 'validation') {
      const { errors, other } = this.#ui!.mapServerErrors(this.fields, error.fieldErrors);
      if (Object.keys(errors).length) {
        this.summary = other;
        this.#showFieldErrors(errors);
        return;
      }
    }
    const reason = !isApiError(error) ? String((error as Error)?.message ?? error)
      : error.kind === 'network' ? this.t('offline')
      : error.kind === 'server' || error.kind === 'rate-limited' ? this.t('serverBusy')
      : error.message;
    this.summary = [
      isApiError(error) && error.kind === 'forbidden' ? this.t('planUnavailable')
      : isApiError(error) && error.kind === 'unauthorized' ? this.t('linkExpired')
      : this.t('sendFailed', { reason }),
    ];
    this.#focusAfterRender = '.summary';
  }

  #showFieldErrors(errors: FieldErrors): void {
    this.errors = errors;
    // One question at a time: go to the first question with an error.
    if (this.#steps) {
      const first = this.fields.findIndex((f) => Object.keys(errors).some((path) => path === f.key || path.startsWith(`${f.key}.`)));
      if (first >= 0) this.step = first;
    }
    const count = new Set(Object.keys(errors).map((path) => path.split('.')[0])).size;
    this.announcement = this.t('fixErrors', { count });
    // The first invalid control in the form's order.
    this.#focusAfterRender = '[aria-invalid="true"]';
  }

  #onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    this.#next();
  };

  /** Next question, or the submit on the last one (and in the page layout). */
  #next(): void {
    if (this.#steps && this.step < this.fields.length - 1) this.#advance();
    else void this.submit();
  }

  /** Whether the form shows one question at a time (the layout asked for it, and its code has loaded). */
  get #steps(): boolean {
    return this.layout === 'steps' && !!this.#stepsUi && this.fields.length > 0;
  }

  /** Next question, once this one is valid; otherwise its error shows and keeps focus. */
  #advance(): void {
    const field = this.fields[this.step];
    if (!field) return;
    this.#validateOne(field);
    if (Object.keys(this.errors).some((path) => path === field.key || path.startsWith(`${field.key}.`))) {
      this.announcement = this.t('fixErrors', { count: 1 });
      this.#focusAfterRender = '[aria-invalid="true"]';
      return;
    }
    this.#goTo(this.step + 1);
  }

  #back = (): void => {
    this.#goTo(this.step - 1);
  };

  #goTo(index: number): void {
    const count = this.fields.length;
    this.step = Math.max(0, Math.min(index, count - 1));
    const field = this.fields[this.step]!;
    this.announcement = `${this.t('progress', { n: this.step + 1, count })}: ${field.label}`;
    this.#focusAfterRender = `#f-${field.key}, #f-${field.key}-line1`;
  }

  #edit = (): void => {
    this.phase = 'ready';
    this.result = undefined;
    this.step = 0;
    this.#focusAfterRender = 'input, select, textarea';
  };

  #successText(): string {
    return this.result?.successMessage ?? this.#theme?.successMessage ?? this.t(this.result?.updated ? 'updated' : 'sent');
  }

  // ---------------------------------------------------------------- render

  protected override render(): TemplateResult {
    return html`<div class="page" part="page">
      <div class="card" part="card" aria-busy=${this.phase === 'loading' || this.phase === 'submitting' ? 'true' : 'false'}>${this.#body()}</div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
    </div>`;
  }

  #applied: string[] = [];

  /**
   * Puts the theme on `.page` as `--_t-*` custom properties. Every value comes from `themeToCustomProperties`,
   * which accepts only the theme grammar (validated colors, https images, plain font names), so no raw string
   * reaches CSS; set through the CSSOM, which a strict `style-src` allows. Uncustomised colors and the default
   * backdrop are left out, so the light/dark tokens apply.
   */
  #applyTheme(): void {
    const page = this.renderRoot.querySelector<HTMLElement>('.page');
    if (!page) return;
    for (const name of this.#applied) page.style.removeProperty(name);
    this.#applied = [];
    const theme = this.#theme;
    if (!this.loaded || !theme || !this.#ui) return;
    const { DEFAULT_THEME, themeToCustomProperties } = this.#ui;
    const customColors = (Object.keys(DEFAULT_THEME.colors) as (keyof ResolvedTheme['colors'])[]).some((k) => theme.colors[k] !== DEFAULT_THEME.colors[k]);
    const bg = theme.background;
    const defaultBackground = bg.type === 'solid' && bg.color === DEFAULT_THEME.colors.background;
    for (const [name, value] of Object.entries(themeToCustomProperties(theme))) {
      const keep = name.startsWith('--parley-form-color-') ? customColors : name !== '--parley-form-background' || customColors || !defaultBackground;
      if (!keep) continue;
      const local = name.replace('--parley-form-', '--_t-');
      page.style.setProperty(local, value);
      this.#applied.push(local);
    }
  }

  /**
   * Input boundaries need 3:1 against the field (WCAG 1.4.11), whatever the cascade resolved: reads the resolved
   * border, field and text colours and sets `--_control-border` to the border raised to 3:1 when it is fainter.
   */
  #applyControlBorder(): void {
    const page = this.renderRoot.querySelector<HTMLElement>('.page');
    // Before the definition (and `ready.ts`) arrive there is no input to outline.
    if (!page || typeof getComputedStyle === 'undefined' || !this.#ui) return;
    const { ensureContrast, hex, toRgb } = this.#ui;
    page.style.removeProperty('--_control-border');
    const style = getComputedStyle(page);
    const [border, field, text] = ['--_f-border', '--_f-field-bg', '--_f-text'].map((name) => toRgb(style.getPropertyValue(name)));
    if (!border || !field || !text) return;
    const fixed = ensureContrast(border, field, text);
    if (fixed !== border) page.style.setProperty('--_control-border', hex(fixed));
  }

  #heading(text: string): TemplateResult {
    return html`<div class="title" part="title" role="heading" aria-level=${this.headingLevel} dir="auto">${text}</div>`;
  }

  #body(): TemplateResult {
    const t = this.t;
    switch (this.phase) {
      case 'missing':
        return html`<p class="state" part="status">${t('missingId')}</p>`;
      case 'loading':
        return html`<p class="state" part="status"><span class="spinner" aria-hidden="true"></span>${t('loading')}</p>`;
      case 'not-found':
      case 'no-access':
        return html`<p class="state" part="status">${t(this.phase === 'not-found' ? 'notFound' : 'noAccess')}</p>`;
      case 'plan':
        return html`<p class="state" part="status">${t('planUnavailable')}</p>`;
      case 'error':
        return html`<div class="state" part="status">
          <p>${t('loadError', { reason: this.notice })}</p>
          <button type="button" class="btn btn-primary" @click=${this.reload}>${t('retry')}</button>
        </div>`;
      case 'done':
      case 'already':
        return this.#done();
      default:
        return this.#form();
    }
  }

  #done(): TemplateResult {
    const form = this.loaded?.form;
    const text = this.phase === 'already' ? this.t('already') : this.#successText();
    const redirect = this.phase === 'done' && (this.result?.redirectUrl ?? this.#theme?.redirectUrl);
    return html`${form ? this.#heading(form.title ?? form.name) : nothing}
      <div class="done" part="success" tabindex="-1">
        <p class="done-text" dir="auto">${text}</p>
        ${redirect ? html`<p class="help">${this.t('redirecting')}</p>` : nothing}
        ${this.phase === 'done' && this.result && this.#answersUi && form
          ? this.#answersUi.renderAnswers(form.fields, this.result.submission.data as Record<string, unknown>, {
              locale: this.#i18n.locale,
              t: this.t,
              headingLevel: this.headingLevel,
              phone: this.#phone ? (e164) => this.#phone!.formatInternational(e164) : undefined,
            })
          : nothing}
        ${this.phase === 'done' && form?.can_update
          ? html`<button type="button" class="btn btn-primary" @click=${this.#edit}>${this.t('edit')}</button>`
          : nothing}
      </div>`;
  }

  #form(): TemplateResult {
    const { form, prior } = this.loaded!;
    // Fields repeat the same texts ("3 stars", "Choose…"): translate each once per render.
    const memo = new Map<string, string>();
    const t = (key: FormMessageKey, vars?: Record<string, string | number>): string => {
      const id = vars ? `${key}${JSON.stringify(vars)}` : key;
      let text = memo.get(id);
      if (text === undefined) memo.set(id, (text = this.t(key, vars)));
      return text;
    };
    const locale = this.#i18n.locale;
    const submitting = this.phase === 'submitting';
    const label = prior ? t('update') : this.#theme?.submitLabel ?? t('submit');
    const steps = this.#steps ? this.#stepsUi! : undefined;
    const step = Math.min(this.step, form.fields.length - 1);
    const shown = steps ? form.fields.slice(step, step + 1) : form.fields;
    const priorDate = prior ? new Date(prior.submitted_at).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' }) : '';
    return html`<div class="head">
        ${this.#heading(form.title ?? form.name)}
        ${form.description ? html`<p class="description" part="description" dir="auto">${form.description}</p>` : nothing}
      </div>
      ${prior ? html`<p class="note" part="note">${t('priorNote', { date: priorDate })}</p>` : nothing}
      ${this.restored ? html`<p class="note" part="note">${t('draftNote')}</p>` : nothing}
      ${this.summary.length
        ? html`<div class="summary" part="error-summary" role="alert" tabindex="-1">
            ${this.summary.map((text) => html`<p>${text}</p>`)}
            <button type="button" class="btn btn-primary" @click=${this.#onRetry}>${t('retry')}</button>
          </div>`
        : nothing}
      <form
        part="form"
        class=${steps ? 'steps' : ''}
        novalidate
        @submit=${this.#onSubmit}
        @input=${this.#onInput}
        @focusout=${this.#onFocusOut}
        @keydown=${this.#onKeyDown}
        @click=${this.#onClick}
        @mousedown=${this.#keepFocus}
      >
        ${steps ? steps.renderProgress(step, form.fields.length, t) : nothing}
        ${shown.map((field) => html`<div class="field" part="field" data-type=${field.type}>${this.#renderField(field, locale, t)}</div>`)}
        ${steps
          ? steps.renderStepNav(step, form.fields.length, { submitLabel: label, submitting, t, back: this.#back })
          : html`<button type="submit" class="btn btn-primary" part="submit" aria-disabled=${submitting ? 'true' : 'false'}>
              ${submitting ? t('sending') : label}
            </button>`}
      </form>`;
  }

  #onRetry = (): void => {
    void this.submit();
  };

  /** Clicking a suggestion must not blur the combobox first (which would close the list under the pointer). */
  #keepFocus = (event: MouseEvent): void => {
    if ((event.target as HTMLElement).closest('[role=option]')) event.preventDefault();
  };

  #renderField(field: Field, locale: string, t: FieldView['t']): TemplateResult {
    const view: FieldView = { field, value: own(this.values, field.key), errors: this.errors, t, locale };
    const { renderCheckbox, renderInput, renderRadio, renderRange, renderRating, renderSelect, renderTextarea } = this.#ui!;
    switch (field.type) {
      case 'textarea':
        return renderTextarea(view as FieldView<typeof field>);
      case 'range':
        return renderRange(view as FieldView<typeof field>);
      case 'rating':
        return renderRating(view as FieldView<typeof field>);
      case 'select':
        return renderSelect(view as FieldView<typeof field>);
      case 'radio':
        return renderRadio(view as FieldView<typeof field>);
      case 'checkbox':
        return renderCheckbox(view as FieldView<typeof field>);
      case 'address':
        if (!this.#addressUi) {
          return this.#addressFailed
            ? html`<p class="help" role="alert">${field.label}: ${t('loadError', { reason: t('offline') })}</p>
                <button type="button" class="btn" @click=${this.#loadAddress}>${t('retry')}</button>`
            : html`<p class="help">${t('loading')}</p>`;
        }
        return this.#addressUi.renderAddress({ ...view, search: this.#searches.get(field.key) } as FieldView<typeof field>);
      case 'phone': {
        const country = this.#phoneUi?.renderCountry(field.key, this.#phoneCountry(field), locale, t);
        return renderInput({ ...view, prefix: country } as FieldView<typeof field>);
      }
      default:
        return renderInput(view as FieldView<typeof field>);
    }
  }
}

