/**
 * `<parley-form>` once its definition has arrived: the answers as typed, drafts, phone and address wiring,
 * validation, one question at a time, submitting, the thank-you panel and the theme. Part of `ready.ts`, the chunk
 * fetched in parallel with `GET /forms/{id}/render`: the element's first screen is its loading state and needs none
 * of it (docs/decisions.md "Size budgets"). One session per element, kept across reloads (the parts it loaded on
 * first use stay loaded); it reads and writes the element's reactive state, so Lit renders as before.
 */
import { html, nothing, type CSSResult, type TemplateResult } from 'lit';
import type { ParleyClient } from '../../api/client.js';
import { ApiError, isApiError } from '../../api/errors.js';
import { newIdempotencyKey } from '../../api/transport.js';
import { loadPhoneSupport, looksLikeE164, type PhoneSupport } from '../../core/phone.js';
import { DEFAULT_THEME } from '../../core/theme-rules.js';
import { resolveTheme, themeToCustomProperties } from '../../core/theme.js';
import { safeLinkUrl } from '../../core/url-safety.js';
import { DraftStore } from '../../controllers/draft.js';
import { FormSubmitEvent, FormSubmittedEvent } from '../../events/form-submit.js';
import { ParleyErrorEvent, toError } from '../../events/parley-error.js';
import type { FormMessageKey } from '../../i18n/form.js';
import type { Field, FormRender, FormSubmitResult } from '../../schemas/forms.js';
import type { ResolvedTheme } from '../../schemas/theme.js';
import type { ParleyEvent } from '../shared/parley-element.js';
import type { AddressSearch, PlacesProvider } from './address-search.js';
import { ensureContrast, hex, toRgb } from './contrast.js';
import { renderCheckbox, renderRadio, renderRating, renderSelect } from './fields/choices.js';
import type { FieldView } from './fields/common.js';
import { renderInput, renderRange, renderTextarea } from './fields/inputs.js';
import type { FormLayout, FormPhase } from './form.component.js';
import { own } from './own.js';
import { fromWire, initialValues, mapServerErrors, mergeDraft, type AddressPart, type FieldErrors, type RawAddress, type RawValues } from './values.js';

type StepsUi = typeof import('./steps.js');
type Validation = typeof import('./validation.js');
type AddressUi = typeof import('./address.js');
type PhoneUi = typeof import('./phone-country.js');
type AnswersUi = typeof import('./answers.js');

/**
 * What the session uses of `<parley-form>`: its reactive state (private there, so not public API) and the
 * `ParleyElement` services. The element passes itself.
 */
export interface FormHost extends HTMLElement {
  phase: FormPhase;
  loaded: FormRender | undefined;
  values: RawValues;
  errors: FieldErrors;
  summary: string[];
  result: FormSubmitResult | undefined;
  restored: boolean;
  announcement: string;
  step: number;
  countries: Record<string, string>;
  readonly layout: FormLayout;
  readonly headingLevel: number;
  readonly placesProvider: PlacesProvider | undefined;
  readonly navigate: (url: string) => void;
  readonly api: ParleyClient;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  t(key: FormMessageKey, vars?: Record<string, string | number>): string;
  requestUpdate(): void;
  holdUpdatesUntil(promise: Promise<unknown>): void;
  emit(event: ParleyEvent): boolean;
}

/** Where a draft keeps the phone countries chosen (not a possible field key). */
const COUNTRIES = '#countries';

export class FormSession {
  readonly #h: FormHost;
  /** The element's locale as resolved by its i18n controller. */
  readonly #locale: () => string;
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

  constructor(host: FormHost, locale: () => string) {
    this.#h = host;
    this.#locale = locale;
  }

  /** The loaded form's fields. */
  get #fields(): readonly Field[] {
    return this.#h.loaded?.form.fields ?? [];
  }

  /** The element is back in a document: opens the same draft again. */
  connect(): void {
    if (this.#draftId && !this.#draft) {
      this.#draft = new DraftStore<RawValues>('form', this.#draftId);
      this.#attempt = new DraftStore('form-submit', this.#draftId, 0);
    }
  }

  /** The element left the document: stops lookups, flushes the pending draft and stops listening for `pagehide`. */
  disconnect(): void {
    for (const search of this.#searches.values()) search.cancel();
    this.#draft?.dispose();
    this.#draft = undefined;
    this.#attempt?.dispose();
    this.#attempt = undefined;
  }

  /** After each element update: the theme when another form arrived, the input borders' contrast, pending focus. */
  updated(changed: ReadonlyMap<PropertyKey, unknown>): void {
    const loaded = changed.has('loaded');
    if (loaded) this.#applyTheme();
    if (loaded || changed.has('theme')) this.#applyControlBorder();
    if (this.#focusAfterRender) {
      const target = this.#h.renderRoot.querySelector<HTMLElement>(this.#focusAfterRender);
      this.#focusAfterRender = undefined;
      // After this update: moving focus blurs a field, whose validation is a new update of its own.
      void this.#h.updateComplete.then(() => target?.focus());
    }
  }

  /** Adds a lazily loaded part's styles to the shadow root (constructable sheets, as Lit adopts its own). */
  #adopt(styles: CSSResult): void {
    const root = this.#h.renderRoot as ShadowRoot;
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
        this.#h.requestUpdate();
      },
      () => {
        this.#addressFailed = true;
        this.#h.requestUpdate();
      },
    );
  };

  #stepsLoading: Promise<void> | undefined;
  loadSteps(): Promise<void> {
    this.#stepsLoading ??= import('./steps.js').then(
      (ui) => {
        this.#stepsUi = ui;
        this.#adopt(ui.stepsStyles);
        this.#h.requestUpdate();
      },
      () => {
        this.#stepsLoading = undefined; // offline: the page layout stays usable
      },
    );
    return this.#stepsLoading;
  }

  /** A form definition has arrived: shows it, with the draft saved for it. */
  setup(render: FormRender): void {
    const { form, prior, recipient } = render;
    this.#h.loaded = render;
    this.#theme = resolveTheme(render.theme);
    this.#draft?.dispose();
    this.#draftId = `${form.id}:${recipient?.to ?? 'anonymous'}`;
    this.#draft = new DraftStore<RawValues>('form', this.#draftId);
    this.#attempt?.dispose();
    this.#attempt = new DraftStore('form-submit', this.#draftId, 0);
    const saved = this.#draft.load();
    this.#h.values = mergeDraft(form.fields, initialValues(form.fields, prior?.data), saved);
    this.#h.restored = saved !== undefined;
    this.#h.errors = {};
    this.#h.summary = [];
    this.#h.result = undefined;
    this.#searches.clear();
    this.#dirty.clear();
    this.#badNumber.clear();
    this.#h.step = 0;
    // The phone countries chosen in the draft (under a key no field can have: keys start with a letter).
    const chosen = (saved as { [COUNTRIES]?: unknown } | undefined)?.[COUNTRIES];
    this.#h.countries = Object.fromEntries(
      form.fields
        .filter((f) => f.type === 'phone')
        .map((f) => [f.key, (chosen as Record<string, unknown> | undefined)?.[f.key]])
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^[A-Z]{2}$/.test(entry[1])),
    );
    // The first render waits for the parts this form needs (no flash of another layout); one question at a time
    // validates as it moves on, so that layout waits for the rules too.
    if (this.#h.layout === 'steps' && !this.#stepsUi) this.#h.holdUpdatesUntil(this.loadSteps());
    if (this.#h.layout === 'steps' && !this.#validation) this.#h.holdUpdatesUntil(this.#loadValidation().catch(() => undefined));
    else void this.#loadValidation().catch(() => undefined);
    if (!this.#addressUi && form.fields.some((f) => f.type === 'address')) this.#h.holdUpdatesUntil(this.#loadAddress());
    this.#h.phase = 'ready';
    if (form.fields.some((f) => f.type === 'phone')) {
      void this.#loadPhone().then((phone) => this.#h.loaded === render && this.#formatPhones(phone));
      void import('./phone-country.js').then(async (ui) => {
        await ui.loadCountries();
        this.#phoneUi = ui;
        this.#adopt(ui.countryStyles);
        this.#h.requestUpdate();
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
    const values = { ...this.#h.values };
    for (const field of this.#fields) {
      const raw = own(values, field.key);
      if (field.type !== 'phone' || typeof raw !== 'string' || !raw) continue;
      values[field.key] = looksLikeE164(raw) ? fromWire(field, raw, phone) : phone.formatAsYouType(raw, this.#phoneCountry(field));
    }
    this.#h.values = values;
  }

  /** The country national phone input is read in: the field's, else the locale's region. */
  #phoneCountry = (field: Field): string | undefined => {
    const chosen = own(this.#h.countries, field.key);
    if (chosen) return chosen;
    if (field.type === 'phone' && field.defaultCountry) return field.defaultCountry.toUpperCase();
    try {
      return new Intl.Locale(this.#locale()).maximize().region;
    } catch {
      return undefined;
    }
  };

  #search(key: string): AddressSearch {
    let search = this.#searches.get(key);
    if (!search) {
      // Only address inputs call this, and they render once the address code has loaded.
      search = new this.#addressUi!.AddressSearch(() => this.#h.placesProvider ?? this.#servicePlaces, () => this.#onSearchChange(key));
      this.#searches.set(key, search);
    }
    return search;
  }

  #servicePlaces: PlacesProvider = async (query, { country, signal }) =>
    (await this.#h.api.autocompletePlaces(country ? { query, country } : { query }, { signal })).data;

  #onSearchChange(key: string): void {
    const search = this.#searches.get(key)!;
    if (search.status === 'done' && search.open) this.#h.announcement = this.#h.t('suggestionCount', { count: search.options.length });
    else if (search.status === 'done' || search.status === 'failed') this.#h.announcement = search.status === 'failed' ? this.#h.t('placesFailed') : this.#h.t('noSuggestions');
    this.#h.requestUpdate();
  }

  // ---------------------------------------------------------------- input handling (delegated)

  #fieldByKey(key: string | undefined): Field | undefined {
    return key ? this.#fields.find((f) => f.key === key) : undefined;
  }

  #onInput = (event: Event): void => {
    const el = event.target as HTMLInputElement;
    const field = this.#fieldByKey(el.dataset.k);
    if (!field) return;
    if (el.dataset.country) {
      this.#setCountry(field, el.value);
      return;
    }
    const current = own(this.#h.values, field.key);
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
    this.#h.countries = { ...this.#h.countries, [field.key]: country };
    const raw = own(this.#h.values, field.key);
    this.#draft?.save({ ...this.#h.values, [COUNTRIES]: this.#h.countries });
    if (this.#phone && typeof raw === 'string' && raw.trim() && !raw.trim().startsWith('+')) {
      this.#setValue(field, this.#phone.formatAsYouType(raw.replace(/[^\d]/g, ''), country));
    } else if (own(this.#h.errors, field.key)) this.#validateOne(field);
  }

  #setValue(field: Field, value: unknown): void {
    this.#h.values = { ...this.#h.values, [field.key]: value };
    this.#draft?.save(Object.keys(this.#h.countries).length ? { ...this.#h.values, [COUNTRIES]: this.#h.countries } : this.#h.values);
    // A shown error follows the fix as it is typed; new errors wait for blur or submit.
    if (Object.keys(this.#h.errors).some((path) => path === field.key || path.startsWith(`${field.key}.`))) this.#validateOne(field);
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
    for (const [path, text] of Object.entries(this.#h.errors)) if (path !== field.key && !path.startsWith(`${field.key}.`)) next[path] = text;
    this.#h.errors = { ...next, ...errors };
    this.#dirty.delete(field.key);
  }

  #validate(only?: string) {
    const result = this.#validation!.validate(this.#fields, this.#h.values, this.#h.t, this.#locale(), this.#phone, this.#phoneCountry, only);
    for (const key of this.#badNumber) if (only === undefined || only === key) result.errors[key] = this.#h.t('errNumber');
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
    this.#h.announcement = this.#h.t('addressChosen', { address: address.formatted! });
  }

  // ---------------------------------------------------------------- submit

  /**
   * Validates and sends the answers, as pressing the submit button does.
   * Resolves to the stored submission, or `undefined` when invalid, vetoed or failed (the element shows why).
   */
  async submit(): Promise<FormSubmitResult | undefined> {
    const render = this.#h.loaded;
    if (!render || this.#h.phase !== 'ready') return undefined;
    if (this.#fields.some((f) => f.type === 'phone')) await this.#loadPhone();
    try {
      // Loaded with the form definition, so normally already here (and then nothing is awaited before submitting).
      if (!this.#validation) await this.#loadValidation();
    } catch (error) {
      this.#submitFailed(new ApiError({ status: 0, kind: 'network', message: 'Could not load the form\'s rules', cause: error }));
      return undefined;
    }
    const { data, errors } = this.#validate();
    this.#h.summary = [];
    if (Object.keys(errors).length) {
      this.#showFieldErrors(errors);
      return undefined;
    }
    this.#h.errors = {};
    if (!this.#h.emit(new FormSubmitEvent({ data }))) {
      this.#h.announcement = this.#h.t('vetoed');
      return undefined;
    }
    this.#h.phase = 'submitting';
    this.#h.announcement = this.#h.t('sending');
    const body = JSON.stringify(data);
    let attempt = this.#attempt?.load();
    if (attempt?.body !== body) {
      attempt = { key: newIdempotencyKey(), body };
      this.#attempt?.save(attempt);
      this.#attempt?.flush();
    }
    try {
      const result = await this.#h.api.submitForm(render.form.id, { data }, { idempotencyKey: attempt.key });
      // The thank-you panel's answer summary: its code loads now (the next render waits for it).
      if (!this.#answersUi) {
        this.#h.holdUpdatesUntil(import('./answers.js').then((ui) => {
          this.#answersUi = ui;
          this.#adopt(ui.answersStyles);
        }, () => undefined));
      }
      this.#draft?.clear();
      this.#attempt?.clear();
      this.#h.result = result;
      this.#h.phase = 'done';
      if (render.form.can_update) this.#h.loaded = { ...render, prior: { data: result.submission.data, submitted_at: result.submission.submitted_at } };
      this.#h.restored = false;
      this.#focusAfterRender = '.done';
      this.#h.announcement = this.#successText();
      this.#h.emit(new FormSubmittedEvent(result));
      const target = safeLinkUrl(result.redirectUrl ?? this.#theme?.redirectUrl ?? '', ['http:', 'https:']);
      if (target) this.#h.navigate(target);
      return result;
    } catch (error) {
      this.#submitFailed(error);
      return undefined;
    }
  }

  #submitFailed(error: unknown): void {
    this.#h.phase = 'ready';
    this.#h.emit(new ParleyErrorEvent({ error: toError(error), action: 'submit', operation: 'submit' }));
    if (isApiError(error) && error.kind === 'conflict') {
      // The service keeps one submission per recipient unless the form allows edits.
      this.#draft?.clear();
      this.#attempt?.clear();
      this.#h.phase = 'already';
      this.#focusAfterRender = '.done';
      this.#h.announcement = this.#h.t('already');
      return;
    }
    if (isApiError(error) && error.kind === 'validation') {
      const { errors, other } = mapServerErrors(this.#fields, error.fieldErrors);
      if (Object.keys(errors).length) {
        this.#h.summary = other;
        this.#showFieldErrors(errors);
        return;
      }
    }
    const reason = !isApiError(error) ? String((error as Error)?.message ?? error)
      : error.kind === 'network' ? this.#h.t('offline')
      : error.kind === 'server' || error.kind === 'rate-limited' ? this.#h.t('serverBusy')
      : error.message;
    this.#h.summary = [
      isApiError(error) && error.kind === 'forbidden' ? this.#h.t('planUnavailable')
      : isApiError(error) && error.kind === 'unauthorized' ? this.#h.t('linkExpired')
      : this.#h.t('sendFailed', { reason }),
    ];
    this.#focusAfterRender = '.summary';
  }

  #showFieldErrors(errors: FieldErrors): void {
    this.#h.errors = errors;
    // One question at a time: go to the first question with an error.
    if (this.#steps) {
      const first = this.#fields.findIndex((f) => Object.keys(errors).some((path) => path === f.key || path.startsWith(`${f.key}.`)));
      if (first >= 0) this.#h.step = first;
    }
    const count = new Set(Object.keys(errors).map((path) => path.split('.')[0])).size;
    this.#h.announcement = this.#h.t('fixErrors', { count });
    // The first invalid control in the form's order.
    this.#focusAfterRender = '[aria-invalid="true"]';
  }

  #onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    this.#next();
  };

  /** Next question, or the submit on the last one (and in the page layout). */
  #next(): void {
    if (this.#steps && this.#h.step < this.#fields.length - 1) this.#advance();
    else void this.submit();
  }

  /** Whether the form shows one question at a time (the layout asked for it, and its code has loaded). */
  get #steps(): boolean {
    return this.#h.layout === 'steps' && !!this.#stepsUi && this.#fields.length > 0;
  }

  /** Next question, once this one is valid; otherwise its error shows and keeps focus. */
  #advance(): void {
    const field = this.#fields[this.#h.step];
    if (!field) return;
    this.#validateOne(field);
    if (Object.keys(this.#h.errors).some((path) => path === field.key || path.startsWith(`${field.key}.`))) {
      this.#h.announcement = this.#h.t('fixErrors', { count: 1 });
      this.#focusAfterRender = '[aria-invalid="true"]';
      return;
    }
    this.#goTo(this.#h.step + 1);
  }

  #back = (): void => {
    this.#goTo(this.#h.step - 1);
  };

  #goTo(index: number): void {
    const count = this.#fields.length;
    this.#h.step = Math.max(0, Math.min(index, count - 1));
    const field = this.#fields[this.#h.step]!;
    this.#h.announcement = `${this.#h.t('progress', { n: this.#h.step + 1, count })}: ${field.label}`;
    this.#focusAfterRender = `#f-${field.key}, #f-${field.key}-line1`;
  }

  #edit = (): void => {
    this.#h.phase = 'ready';
    this.#h.result = undefined;
    this.#h.step = 0;
    this.#focusAfterRender = 'input, select, textarea';
  };

  #successText(): string {
    return this.#h.result?.successMessage ?? this.#theme?.successMessage ?? this.#h.t(this.#h.result?.updated ? 'updated' : 'sent');
  }

  // ---------------------------------------------------------------- render


  /** The custom properties the theme set on `.page`. */
  #applied: string[] = [];

  /**
   * Puts the theme on `.page` as `--_t-*` custom properties. Every value comes from `themeToCustomProperties`,
   * which accepts only the theme grammar (validated colors, https images, plain font names), so no raw string
   * reaches CSS; set through the CSSOM, which a strict `style-src` allows. Uncustomised colors and the default
   * backdrop are left out, so the light/dark tokens apply.
   */
  #applyTheme(): void {
    const page = this.#h.renderRoot.querySelector<HTMLElement>('.page');
    if (!page) return;
    for (const name of this.#applied) page.style.removeProperty(name);
    this.#applied = [];
    const theme = this.#theme;
    if (!this.#h.loaded || !theme) return;
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
    const page = this.#h.renderRoot.querySelector<HTMLElement>('.page');
    // Before the definition (and `ready.ts`) arrive there is no input to outline.
    if (!page || typeof getComputedStyle === 'undefined') return;
    page.style.removeProperty('--_control-border');
    const style = getComputedStyle(page);
    const [border, field, text] = ['--_f-border', '--_f-field-bg', '--_f-text'].map((name) => toRgb(style.getPropertyValue(name)));
    if (!border || !field || !text) return;
    const fixed = ensureContrast(border, field, text);
    if (fixed !== border) page.style.setProperty('--_control-border', hex(fixed));
  }

  #heading(text: string): TemplateResult {
    return html`<div class="title" part="title" role="heading" aria-level=${this.#h.headingLevel} dir="auto">${text}</div>`;
  }


  done(): TemplateResult {
    const form = this.#h.loaded?.form;
    const text = this.#h.phase === 'already' ? this.#h.t('already') : this.#successText();
    const redirect = this.#h.phase === 'done' && (this.#h.result?.redirectUrl ?? this.#theme?.redirectUrl);
    return html`${form ? this.#heading(form.title ?? form.name) : nothing}
      <div class="done" part="success" tabindex="-1">
        <p class="done-text" dir="auto">${text}</p>
        ${redirect ? html`<p class="help">${this.#h.t('redirecting')}</p>` : nothing}
        ${this.#h.phase === 'done' && this.#h.result && this.#answersUi && form
          ? this.#answersUi.renderAnswers(form.fields, this.#h.result.submission.data as Record<string, unknown>, {
              locale: this.#locale(),
              t: this.#h.t,
              headingLevel: this.#h.headingLevel,
              phone: this.#phone ? (e164) => this.#phone!.formatInternational(e164) : undefined,
            })
          : nothing}
        ${this.#h.phase === 'done' && form?.can_update
          ? html`<button type="button" class="btn btn-primary" @click=${this.#edit}>${this.#h.t('edit')}</button>`
          : nothing}
      </div>`;
  }

  form(): TemplateResult {
    const { form, prior } = this.#h.loaded!;
    // Fields repeat the same texts ("3 stars", "Choose…"): translate each once per render.
    const memo = new Map<string, string>();
    const t = (key: FormMessageKey, vars?: Record<string, string | number>): string => {
      const id = vars ? `${key}${JSON.stringify(vars)}` : key;
      let text = memo.get(id);
      if (text === undefined) memo.set(id, (text = this.#h.t(key, vars)));
      return text;
    };
    const locale = this.#locale();
    const submitting = this.#h.phase === 'submitting';
    const label = prior ? t('update') : this.#theme?.submitLabel ?? t('submit');
    const steps = this.#steps ? this.#stepsUi! : undefined;
    const step = Math.min(this.#h.step, form.fields.length - 1);
    const shown = steps ? form.fields.slice(step, step + 1) : form.fields;
    const priorDate = prior ? new Date(prior.submitted_at).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' }) : '';
    return html`<div class="head">
        ${this.#heading(form.title ?? form.name)}
        ${form.description ? html`<p class="description" part="description" dir="auto">${form.description}</p>` : nothing}
      </div>
      ${prior ? html`<p class="note" part="note">${t('priorNote', { date: priorDate })}</p>` : nothing}
      ${this.#h.restored ? html`<p class="note" part="note">${t('draftNote')}</p>` : nothing}
      ${this.#h.summary.length
        ? html`<div class="summary" part="error-summary" role="alert" tabindex="-1">
            ${this.#h.summary.map((text) => html`<p>${text}</p>`)}
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
    const view: FieldView = { field, value: own(this.#h.values, field.key), errors: this.#h.errors, t, locale };
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
