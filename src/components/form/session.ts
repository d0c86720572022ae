/**
 * `<parley-form>` once its definition has arrived: the answers as typed, drafts, validation, one question at a
 * time, submitting, the thank-you panel and the theme. A Lit reactive controller that owns this state and asks the
 * element to render when it changes; created after `import('./ready.js')` (the element's first screen is its
 * loading state and needs none of it: docs/decisions/016-lazy-parts.md). One session per element, kept across
 * reloads (the parts it loaded on first use stay loaded). What is particular to a field type is that type's module
 * (`fields/<type>.ts`, loaded through `fields/registry.ts`).
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { ApiError, isApiError } from '../../api/errors.js';
import { newIdempotencyKey } from '../../api/transport.js';
import { OutboxController } from '../../controllers/outbox.js';
import { DEFAULT_THEME } from '../../core/theme-rules.js';
import { resolveTheme, themeToCustomProperties } from '../../core/theme.js';
import { safeLinkUrl } from '../../core/url-safety.js';
import { DraftStore } from '../../controllers/draft.js';
import { FormSubmitEvent, FormSubmittedEvent } from '../../events/form-submit.js';
import { ParleyErrorEvent, toError } from '../../events/parley-error.js';
import type { FormMessageKey } from '../../i18n/form.js';
import type { Field, FieldType, FormRender, FormSubmitResult } from '../../schemas/forms.js';
import type { ResolvedTheme } from '../../schemas/theme.js';
import type { ParleyEvent } from '../shared/parley-element.js';
import { ensureContrast, hex, luminance, toRgb } from './contrast.js';
import type { FieldKind, FieldView, KindContext, KindModule } from './fields/kind.js';
import { COMMON_KINDS, FIELD_KINDS } from './fields/registry.js';
import type { ParleyForm } from './form.component.js';
import { FormParts } from './lazy.js';
import { fieldsInPlay, type InPlay } from './logic.js';
import { own } from './own.js';
import { mapServerErrors, type FieldErrors, type RawValues, type Translate } from './values.js';

/** The session's lazy modules: every field type's (`fields/registry.ts`), the steps layout, the rules, the answers. */
const parts = {
  ...FIELD_KINDS,
  steps: () => import('./steps.js'),
  validation: () => import('./validation.js'),
  answers: () => import('./answers.js'),
};

/** What the element gives its session beyond its public members. */
export interface SessionOptions {
  /** The element's translations (its i18n controller). */
  t: Translate;
  /** The element's locale as its i18n controller resolved it. */
  locale(): string;
  /** Dispatches one of the element's events. */
  emit(event: ParleyEvent): boolean;
}

/** What the form shows once its definition is here. */
export type SessionPhase = 'ready' | 'submitting' | 'done' | 'already';

/** The session's state: each change goes through `#patch`, which asks the element to render. */
interface SessionState {
  render: FormRender | undefined;
  phase: SessionPhase;
  /** The answers as the inputs hold them (see values.ts). */
  values: RawValues;
  /** Shown errors by path (`key` or `key.part`). */
  errors: FieldErrors;
  /** Errors not tied to a field (service errors, network), shown at the top. */
  summary: string[];
  result: FormSubmitResult | undefined;
  /** Unsent answers came back from a draft. */
  restored: boolean;
  /** The polite live region's text. */
  announcement: string;
  /** The question shown in the `steps` layout. */
  step: number;
}

/** Draft keys of what a field type keeps beside the values: `#<type>` (never a field key: keys start with a letter). */
const draftKey = (type: FieldType) => `#${type}`;

/** Forms up to this many shown fields (most forms) render whole at once. */
const WHOLE = 20;
/**
 * Longer forms render only what a viewport can show before the first frame: one field per this many pixels of the
 * viewport's height (no field is shorter: a label over a 44 px control, with its margin), at least 6, at most WHOLE;
 * the rest follow in idle time. Estimated, not measured: measuring would force a layout before the frame's own.
 */
const FIELD_MIN_PX = 80;
const firstScreen = (): number =>
  Math.max(
    6,
    Math.min(WHOLE, Math.ceil((typeof innerHeight === 'number' && innerHeight > 0 ? innerHeight : 900) / FIELD_MIN_PX)),
  );
/** Fields added per idle callback after the first screen: small enough that input is never kept waiting long. */
const BATCH = 20;

const idle = (callback: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 200 });
  else setTimeout(callback, 16);
};

export class FormSession implements ReactiveController {
  readonly #host: ParleyForm;
  readonly #options: SessionOptions;
  readonly #lazy: FormParts<typeof parts>;
  /** What a field type's module may use of this form. */
  readonly #context: KindContext;
  #s: SessionState = {
    render: undefined,
    phase: 'ready',
    values: {},
    errors: {},
    summary: [],
    result: undefined,
    restored: false,
    announcement: '',
    step: 0,
  };
  #draft: DraftStore<RawValues> | undefined;
  #draftId: string | undefined;
  /**
   * The submit in flight or last failed: its `Idempotency-Key` is reused while the answers are the same, so a retry
   * after a lost reply (even after a reload) cannot store the answers twice.
   */
  #attempt: DraftStore<{ key: string; body: string }> | undefined;
  /** Submissions kept while the service is unreachable ("Waiting to send"). */
  readonly #outbox: OutboxController;
  #theme: ResolvedTheme | undefined;
  /** The field types' modules in use, created once per element. */
  readonly #kinds = new Map<FieldType, FieldKind>();
  /** Fields edited since their last validation: validated when focus leaves them. */
  readonly #dirty = new Set<string>();
  #focusAfterRender: string | undefined;
  /** The theme (another form arrived) or the element's colour scheme changed since the last render. */
  #themeApplied: FormRender | undefined;
  #schemeApplied: string | undefined;
  /** How many of the shown fields are rendered: the first screen at once, the rest in idle time. */
  #limit = WHOLE;
  #growing = false;
  /** The wire values of the answers and the fields in play, for the values they were computed from. */
  #logic: (InPlay & { values: RawValues; render: FormRender | undefined }) | undefined;

  constructor(host: ParleyForm, options: SessionOptions) {
    this.#host = host;
    this.#options = options;
    this.#lazy = new FormParts(host, parts);
    this.#context = {
      host,
      t: (key, vars) => this.#t(key, vars),
      locale: () => this.#options.locale(),
      value: (key) => own(this.#s.values, key),
      change: (field, raw) => {
        this.#dirty.add(field.key);
        this.#setValue(field, raw);
      },
      validate: (field) => this.#validateOne(field),
      announce: (text) => this.#patch({ announcement: text }),
      afterFirstScreen: (callback) => void host.updateComplete.then(() => idle(callback)),
    };
    this.#outbox = new OutboxController(host, {
      client: () => host.api,
      mine: (i) => i.kind === 'submit' && i.meta?.formId === this.#s.render?.form.id,
      sent: (_, result) => this.#s.render && this.#submitted(this.#s.render, result as FormSubmitResult),
      locale: () => options.locale(),
      // Below the form's title, whatever level the page gives it.
      headingLevel: () => Math.min(host.headingLevel + 1, 6),
    });
    host.addController(this);
  }

  #patch(change: Partial<SessionState>): void {
    this.#s = { ...this.#s, ...change };
    this.#host.requestUpdate();
  }

  get phase(): SessionPhase {
    return this.#s.phase;
  }

  get announcement(): string {
    return this.#s.announcement;
  }

  get #fields(): readonly Field[] {
    return this.#s.render?.form.fields ?? [];
  }

  #t: Translate = (key, vars) => this.#options.t(key, vars);

  /** The element is back in a document: opens the same draft again. */
  hostConnected(): void {
    if (this.#draftId && !this.#draft) {
      this.#draft = new DraftStore<RawValues>('form', this.#draftId);
      this.#attempt = new DraftStore('form-submit', this.#draftId, 0);
    }
  }

  /** The element left the document: stops lookups, flushes the pending draft and stops listening for `pagehide`. */
  hostDisconnected(): void {
    for (const kind of this.#kinds.values()) kind.disconnect?.();
    this.#draft?.dispose();
    this.#draft = undefined;
    this.#attempt?.dispose();
    this.#attempt = undefined;
  }

  /** Set while the element updates (from `hostUpdate` to `hostUpdated`): see `#onFocusOut`. */
  #updating = false;

  hostUpdate(): void {
    this.#updating = true;
    this.#errorsInTheseWords();
  }

  /** The words of the update in which the shown errors were last judged (one message stands for the catalog). */
  #errorWords: string | undefined;

  /**
   * The errors on screen in the element's language: after a change of `locale` (or of the page's `lang`) the fields
   * showing an error are judged again, in this update, so no error stays in the old language beside labels and
   * buttons in the new one. An error the rules do not find there (the service's own, in its words) stays as it is.
   */
  #errorsInTheseWords(): void {
    const words = this.#t('errRequired');
    const changed = this.#errorWords !== undefined && words !== this.#errorWords;
    this.#errorWords = words;
    const validation = this.#lazy.get('validation');
    if (!changed || !validation || !Object.keys(this.#s.errors).length) return;
    const errors = { ...this.#s.errors };
    for (const key of new Set(Object.keys(errors).map((path) => path.split('.')[0]!))) {
      const again = this.#validate(validation, key).errors;
      if (!Object.keys(again).length) continue;
      for (const path of Object.keys(errors)) if (path === key || path.startsWith(`${key}.`)) delete errors[path];
      Object.assign(errors, again);
    }
    // Set without asking for an update: this one renders it.
    this.#s = { ...this.#s, errors };
  }

  /** After each render: the theme when another form arrived, the input borders' contrast, pending focus. */
  hostUpdated(): void {
    this.#updating = false;
    const render = this.#s.render;
    const themeChanged = render !== this.#themeApplied;
    if (themeChanged && this.#applyTheme()) this.#themeApplied = render;
    if (themeChanged || this.#host.theme !== this.#schemeApplied) {
      this.#schemeApplied = this.#host.theme;
      this.#applyControlBorder();
    }
    this.#grow();
    if (this.#focusAfterRender) {
      const target = this.#host.renderRoot.querySelector<HTMLElement>(this.#focusAfterRender);
      this.#focusAfterRender = undefined;
      // After this update: moving focus blurs a field, whose validation is a new update of its own.
      void this.#host.updateComplete.then(() => target?.focus());
    }
  }

  /** Renders the next batch of fields when the browser is idle, until every shown field is in the DOM. */
  #grow(): void {
    // One question at a time shows one field, whatever the limit.
    if (
      this.#steps ||
      this.#growing ||
      this.#limit >= this.#shown.length ||
      (this.#s.phase !== 'ready' && this.#s.phase !== 'submitting')
    )
      return;
    this.#growing = true;
    idle(() => {
      this.#growing = false;
      this.#limit += BATCH;
      this.#host.requestUpdate();
      const waiting = this.#batchWaiters.splice(0);
      for (const resolve of waiting) resolve();
    });
  }

  /** Who waits in `allFieldsRendered` for the next idle-time batch. */
  readonly #batchWaiters: (() => void)[] = [];

  /** Resolves once every shown field is in the DOM (the idle-time batches included), or the form shows no fields. */
  async allFieldsRendered(): Promise<void> {
    for (;;) {
      await this.#host.updateComplete;
      if (this.#limit >= this.#shown.length || (this.#s.phase !== 'ready' && this.#s.phase !== 'submitting')) return;
      if (!this.#growing) return;
      await new Promise<void>((resolve) => this.#batchWaiters.push(resolve));
    }
  }

  // ---------------------------------------------------------------- form logic

  /** The fields in play (conditions hold on the answers) and those shown (in play and not `hidden`). */
  #computeLogic(): InPlay {
    const { values, render } = this.#s;
    if (this.#logic?.values !== values || this.#logic.render !== render) {
      this.#logic = { values, render, ...fieldsInPlay(this.#fields, values, (field) => this.#kindOf(field)) };
    }
    return this.#logic;
  }

  get #shown(): readonly Field[] {
    return this.#computeLogic().shown;
  }

  get #active(): ReadonlySet<string> {
    return this.#computeLogic().active;
  }

  // ---------------------------------------------------------------- field types

  /** The module of a field's type (loaded before the form shows). */
  #kindOf(field: Field): FieldKind {
    return this.#kinds.get(field.type)!;
  }

  /** Loads and creates the modules of these field types (once each); rejects when one cannot be fetched. */
  async #loadKinds(types: Iterable<FieldType>): Promise<void> {
    await Promise.all(
      [...new Set(types)]
        .filter((type) => !this.#kinds.has(type))
        .map(async (type) => {
          const module = (COMMON_KINDS[type] ?? (await this.#lazy.load(type))) as KindModule;
          if (this.#kinds.has(type)) return;
          const kind = module.createKind(this.#context);
          this.#lazy.adopt(kind.styles);
          this.#kinds.set(type, kind);
        }),
    );
  }

  // ---------------------------------------------------------------- setup

  /**
   * A form definition has arrived: loads its field types' code (and the steps layout and the rules when the form
   * needs them first), then shows it with the draft saved for it. Rejects when that code cannot be fetched.
   */
  async setup(render: FormRender, prefill: Readonly<Record<string, unknown>> = {}): Promise<void> {
    const { form, prior, recipient } = render;
    // A one-time link opened again: the answers, read-only, at once (the service would refuse a second submit).
    const answered = !!prior && !form.can_update;
    const steps = this.#host.layout === 'steps';
    await Promise.all([
      this.#loadKinds(form.fields.map((f) => f.type)),
      // One question at a time validates as it moves on, and shows its progress at once: wait for both (rules that
      // could not be fetched are fetched again by the submit's Retry).
      steps ? this.#lazy.load('steps').catch(() => undefined) : undefined,
      steps ? this.#lazy.load('validation').catch(() => undefined) : undefined,
      answered ? this.#lazy.load('answers').catch(() => undefined) : undefined,
    ]);
    this.#theme = resolveTheme(render.theme);
    this.#draft?.dispose();
    this.#draftId = `${form.id}:${recipient?.to ?? 'anonymous'}`;
    this.#draft = new DraftStore<RawValues>('form', this.#draftId);
    this.#attempt?.dispose();
    this.#attempt = new DraftStore('form-submit', this.#draftId, 0);
    const saved = this.#draft.load();
    const values: RawValues = {};
    for (const field of form.fields) {
      const kind = this.#kindOf(field);
      // The recipient's own earlier answer, else the page's prefill, else the default; a `hidden` field (never
      // typed in) takes the prefill first. What the person typed and did not send yet (the draft) wins over all.
      const given = own(prefill, field.key);
      const earlier = prior ? own(prior.data, field.key) : undefined;
      const wire = field.hidden
        ? (given ?? earlier)
        : prior
          ? (earlier ?? (Object.hasOwn(prior.data, field.key) ? undefined : given))
          : (given ?? field.default);
      values[field.key] = kind.fromWire(field, wire);
      const restored = !field.hidden && saved && typeof saved === 'object' ? own(saved, field.key) : undefined;
      if (restored !== undefined && kind.fits(restored)) values[field.key] = restored;
    }
    for (const [type, kind] of this.#kinds) {
      kind.restore?.(
        form.fields.filter((f) => f.type === type),
        saved && typeof saved === 'object' ? own(saved, draftKey(type)) : undefined,
      );
    }
    this.#dirty.clear();
    // Short forms whole; long ones what the viewport shows first, the rest in idle time (`#grow`).
    this.#limit = form.fields.length > WHOLE ? firstScreen() : WHOLE;
    this.#patch({
      render,
      phase: answered ? 'already' : 'ready',
      values,
      restored: saved !== undefined && !answered,
      errors: {},
      summary: [],
      result: undefined,
      step: 0,
    });
    // The page layout needs its rules only when a field is left or the form sent. They are the largest code the form
    // runs (zod and the value schemas: hundreds of ms to evaluate on a phone's CPU), so they load once the first
    // screen is painted rather than beside it; leaving a field or sending before they arrive waits for them.
    this.#context.afterFirstScreen(() => void this.#lazy.load('validation').catch(() => undefined));
  }

  /** One question at a time: its code starts loading when the layout is chosen. */
  loadSteps(): void {
    this.#lazy.load('steps').catch(() => undefined); // offline: the page layout stays usable
  }

  // ---------------------------------------------------------------- input handling (delegated)

  #fieldByKey(key: string | undefined): Field | undefined {
    return key ? this.#fields.find((f) => f.key === key) : undefined;
  }

  #onInput = (event: Event): void => {
    const el = event.target as HTMLInputElement;
    const field = this.#fieldByKey(el.dataset.k);
    if (!field) return;
    const kind = this.#kindOf(field);
    const value = kind.input ? kind.input(field, el, own(this.#s.values, field.key), event) : el.value;
    this.#dirty.add(field.key);
    this.#setValue(field, value);
  };

  #setValue(field: Field, value: unknown): void {
    this.#patch({ values: { ...this.#s.values, [field.key]: value } });
    this.#saveDraft();
    // A shown error follows the fix as it is typed; new errors wait for blur or submit.
    if (this.#hasError(field)) this.#validateOne(field);
  }

  #saveDraft(): void {
    const draft: RawValues = { ...this.#s.values };
    for (const [type, kind] of this.#kinds) {
      const extra = kind.saved?.();
      if (extra !== undefined) draft[draftKey(type)] = extra;
    }
    this.#draft?.save(draft);
  }

  #hasError(field: Field): boolean {
    return Object.keys(this.#s.errors).some((path) => path === field.key || path.startsWith(`${field.key}.`));
  }

  #onFocusIn = (event: FocusEvent): void => {
    const el = event.target as HTMLElement;
    const field = this.#fieldByKey(el.dataset.k);
    if (field) this.#kindOf(field).focusin?.(field, el);
  };

  #onFocusOut = (event: FocusEvent): void => {
    const el = event.target as HTMLElement;
    const field = this.#fieldByKey(el.dataset.k);
    if (!field) return;
    this.#kindOf(field).focusout?.(field, el);
    // Moving within a group (radios, checkboxes, address parts) is not leaving the field. Nor is a render taking the
    // focused field off the screen (another form, the thank-you panel): judging it then would ask for an update
    // while this one is under way, a second render of the same state.
    const next = event.relatedTarget as HTMLElement | null;
    if (this.#updating || next?.dataset?.k === field.key || !this.#dirty.has(field.key)) return;
    this.#validateOne(field);
  };

  #validateOne(field: Field): void {
    const validation = this.#lazy.get('validation');
    if (!validation) {
      // Left before the rules arrived (they load after the first screen): judged as soon as they have.
      this.#lazy.load('validation').then(
        () => this.#validateOne(field),
        () => undefined,
      );
      return;
    }
    const { errors } = this.#validate(validation, field.key);
    const next: FieldErrors = {};
    for (const [path, text] of Object.entries(this.#s.errors))
      if (path !== field.key && !path.startsWith(`${field.key}.`)) next[path] = text;
    this.#dirty.delete(field.key);
    this.#patch({ errors: { ...next, ...errors } });
  }

  #validate(validation: typeof import('./validation.js'), only?: string) {
    return validation.validate(
      this.#fields,
      this.#s.values,
      (field) => this.#kindOf(field),
      this.#t,
      this.#options.locale(),
      only,
      this.#active,
    );
  }

  #onKeyDown = (event: KeyboardEvent): void => {
    const el = event.target as HTMLElement;
    // One question at a time: Enter on a drop-down, a star, a radio or a checkbox moves on too (text inputs submit
    // the form natively, which moves on).
    if (this.#steps && event.key === 'Enter' && !event.defaultPrevented && el.dataset.enter === 'next') {
      event.preventDefault();
      this.#next();
      return;
    }
    const field = this.#fieldByKey(el.dataset.k);
    if (field) this.#kindOf(field).keydown?.(field, event);
  };

  #onClick = (event: Event): void => {
    const target = event.target as HTMLElement;
    const field = this.#fieldByKey(target.closest<HTMLElement>('[data-k]')?.dataset.k);
    if (field) this.#kindOf(field).click?.(field, target);
  };

  /** Clicking a suggestion must not blur the combobox first (which would close the list under the pointer). */
  #keepFocus = (event: MouseEvent): void => {
    if ((event.target as HTMLElement).closest('[role=option]')) event.preventDefault();
  };

  // ---------------------------------------------------------------- submit

  /**
   * Validates and sends the answers, as pressing the submit button does.
   * Resolves to the stored submission, or `undefined` when invalid, vetoed or failed (the element shows why).
   */
  async submit(): Promise<FormSubmitResult | undefined> {
    const render = this.#s.render;
    if (!render || this.#s.phase !== 'ready') return undefined;
    // The last failure's message goes at once: a pressed Retry never shows the old error as the outcome.
    if (this.#s.summary.length) this.#patch({ summary: [] });
    // Only what is still loading is awaited: a form whose code is all here goes to `submitting` in this same task,
    // so no one sees (or acts on) a `ready` form between the press and the send.
    const pending = [...this.#kinds.values()].map((kind) => kind.settled?.()).filter((p) => p !== undefined);
    if (pending.length) await Promise.all(pending);
    let validation = this.#lazy.get('validation');
    try {
      // Loaded after the first screen, so normally already here (and then nothing is awaited before submitting).
      validation ??= await this.#lazy.load('validation');
    } catch (error) {
      this.#submitFailed(
        new ApiError({ status: 0, kind: 'network', message: "Could not load the form's rules", cause: error }),
      );
      return undefined;
    }
    const { data, errors } = this.#validate(validation);
    this.#patch({ summary: [] });
    if (Object.keys(errors).length) {
      this.#showFieldErrors(errors);
      return undefined;
    }
    this.#patch({ errors: {} });
    if (!this.#options.emit(new FormSubmitEvent({ data }))) {
      this.#patch({ announcement: this.#t('vetoed') });
      return undefined;
    }
    this.#patch({ phase: 'submitting', announcement: this.#t('sending') });
    const body = JSON.stringify(data);
    let attempt = this.#attempt?.load();
    if (attempt?.body !== body) {
      attempt = { key: newIdempotencyKey(), body };
      this.#attempt?.save(attempt);
      this.#attempt?.flush();
    }
    try {
      const result = await this.#host.api.submitForm(render.form.id, { data }, { idempotencyKey: attempt.key });
      this.#submitted(render, result);
      return result;
    } catch (error) {
      // Signal lost: the outbox keeps the answers with their key ("Waiting to send" under the button) and sends them later.
      const id = render.form.id;
      const write = {
        kind: 'submit',
        queue: `form:${id}`,
        method: 'POST',
        path: `/forms/${encodeURIComponent(id)}/submit`,
        body: { data },
        idempotencyKey: attempt.key,
        meta: { formId: id },
      } as const;
      if (await this.#outbox.keep(error, write)) this.#patch({ phase: 'ready' });
      else this.#submitFailed(error);
      return undefined;
    }
  }

  /** The answers are stored (now, or later by the outbox): the thank-you panel, the event, the redirect. */
  #submitted(render: FormRender, result: FormSubmitResult): void {
    // The thank-you panel's answer summary: its code loads now (the next render waits for it).
    if (!this.#lazy.get('answers')) this.#host.holdUpdatesUntil(this.#lazy.load('answers').catch(() => undefined));
    this.#draft?.clear();
    this.#attempt?.clear();
    this.#focusAfterRender = '.done';
    this.#patch({
      result,
      phase: 'done',
      render: render.form.can_update
        ? { ...render, prior: { data: result.submission.data, submitted_at: result.submission.submitted_at } }
        : render,
      restored: false,
    });
    this.#patch({ announcement: this.#successText() });
    this.#options.emit(new FormSubmittedEvent(result));
    const target = safeLinkUrl(result.redirectUrl ?? this.#theme?.redirectUrl ?? '', ['http:', 'https:']);
    if (target) this.#host.navigate(target);
  }

  #submitFailed(error: unknown): void {
    this.#patch({ phase: 'ready' });
    this.#options.emit(new ParleyErrorEvent({ error: toError(error), action: 'submit', operation: 'submit' }));
    if (isApiError(error) && error.kind === 'conflict') {
      // The service keeps one submission per recipient unless the form allows edits.
      this.#draft?.clear();
      this.#attempt?.clear();
      this.#focusAfterRender = '.done';
      this.#patch({ phase: 'already', announcement: this.#t('already') });
      return;
    }
    if (isApiError(error) && error.kind === 'validation') {
      const { errors, other } = mapServerErrors(this.#fields, error.fieldErrors, (field) => this.#kindOf(field).parts);
      if (Object.keys(errors).length) {
        this.#patch({ summary: other });
        this.#showFieldErrors(errors);
        return;
      }
    }
    const t = this.#t;
    const reason = !isApiError(error)
      ? String((error as Error)?.message ?? error)
      : error.kind === 'network'
        ? t('offline')
        : error.kind === 'server' || error.kind === 'rate-limited'
          ? t('serverBusy')
          : error.message;
    this.#focusAfterRender = '.summary';
    this.#patch({
      summary: [
        isApiError(error) && error.kind === 'forbidden'
          ? t('planUnavailable')
          : isApiError(error) && error.kind === 'unauthorized'
            ? t('linkExpired')
            : t('sendFailed', { reason }),
      ],
    });
  }

  #showFieldErrors(errors: FieldErrors): void {
    let step = this.#s.step;
    // One question at a time: go to the first question with an error.
    if (this.#steps) {
      const first = this.#shown.findIndex((f) =>
        Object.keys(errors).some((path) => path === f.key || path.startsWith(`${f.key}.`)),
      );
      if (first >= 0) step = first;
    }
    // The first invalid control must be in the DOM to take focus.
    this.#limit = Infinity;
    const count = new Set(Object.keys(errors).map((path) => path.split('.')[0])).size;
    // The first invalid control in the form's order.
    this.#focusAfterRender = '[aria-invalid="true"]';
    this.#patch({ errors, step, announcement: this.#t('fixErrors', { count }) });
  }

  #onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    this.#next();
  };

  /** Next question, or the submit on the last one (and in the page layout). */
  #next(): void {
    if (this.#steps && this.#s.step < this.#shown.length - 1) this.#advance();
    else void this.submit();
  }

  /** Whether the form shows one question at a time (the layout asked for it, and its code has loaded). */
  get #steps(): boolean {
    return this.#host.layout === 'steps' && !!this.#lazy.get('steps') && this.#shown.length > 0;
  }

  /** Next question, once this one is valid; otherwise its error shows and keeps focus. */
  #advance(): void {
    const field = this.#shown[this.#s.step];
    if (!field) return;
    this.#validateOne(field);
    if (this.#hasError(field)) {
      this.#focusAfterRender = '[aria-invalid="true"]';
      this.#patch({ announcement: this.#t('fixErrors', { count: 1 }) });
      return;
    }
    this.#goTo(this.#s.step + 1);
  }

  #back = (): void => {
    this.#goTo(this.#s.step - 1);
  };

  /** Goes to the question at `index` of those shown now (steps whose fields are all hidden are skipped). */
  #goTo(index: number): void {
    const shown = this.#shown;
    const count = shown.length;
    const step = Math.max(0, Math.min(index, count - 1));
    const field = shown[step]!;
    this.#focusAfterRender = `#f-${field.key}, #f-${field.key}-line1`;
    this.#patch({ step, announcement: `${this.#t('progress', { n: step + 1, count })}: ${field.label}` });
  }

  #edit = (): void => {
    this.#focusAfterRender = 'input, select, textarea';
    this.#patch({ phase: 'ready', result: undefined, step: 0 });
  };

  #successText(): string {
    return (
      this.#s.result?.successMessage ??
      this.#theme?.successMessage ??
      this.#t(this.#s.result?.updated ? 'updated' : 'sent')
    );
  }

  // ---------------------------------------------------------------- theme

  /** The custom properties the theme set on `.page`. */
  #applied: string[] = [];

  /**
   * Puts the theme on `.page` as `--_t-*` custom properties (false when there is no `.page` yet). Every value comes
   * from `themeToCustomProperties`, which accepts only the theme grammar (validated colors, https images, plain font
   * names), so no raw string reaches CSS; set through the CSSOM, which a strict `style-src` allows. Uncustomised
   * colors and the default backdrop are left out, so the light/dark tokens apply.
   */
  #applyTheme(): boolean {
    const page = this.#host.renderRoot.querySelector<HTMLElement>('.page');
    if (!page) return false;
    for (const name of this.#applied) page.style.removeProperty(name);
    this.#applied = [];
    const theme = this.#theme;
    if (!this.#s.render || !theme) return true;
    const customColors = (Object.keys(DEFAULT_THEME.colors) as (keyof ResolvedTheme['colors'])[]).some(
      (k) => theme.colors[k] !== DEFAULT_THEME.colors[k],
    );
    const bg = theme.background;
    const defaultBackground = bg.type === 'solid' && bg.color === DEFAULT_THEME.colors.background;
    for (const [name, value] of Object.entries(themeToCustomProperties(theme))) {
      const keep = name.startsWith('--parley-form-color-')
        ? customColors
        : name !== '--parley-form-background' || customColors || !defaultBackground;
      if (!keep) continue;
      const local = name.replace('--parley-form-', '--_t-');
      page.style.setProperty(local, value);
      this.#applied.push(local);
    }
    return true;
  }

  /**
   * Input boundaries need 3:1 against the field (WCAG 1.4.11), whatever the cascade resolved: reads the resolved
   * border, field and text colours and sets `--_control-border` to the border raised to 3:1 when it is fainter.
   */
  #applyControlBorder(): void {
    const page = this.#host.renderRoot.querySelector<HTMLElement>('.page');
    if (!page || typeof getComputedStyle === 'undefined') return;
    page.style.removeProperty('--_control-border');
    const style = getComputedStyle(page);
    const [border, field, text, surface] = ['--_f-border', '--_f-field-bg', '--_f-text', '--_f-surface'].map((name) =>
      toRgb(style.getPropertyValue(name)),
    );
    // Native controls (radios, date and time pickers) drawn for the card's own colours, whatever the page's scheme.
    page.style.colorScheme = surface ? (luminance(surface) < 0.35 ? 'dark' : 'light') : '';
    if (!border || !field || !text) return;
    const fixed = ensureContrast(border, field, text);
    if (fixed !== border) page.style.setProperty('--_control-border', hex(fixed));
  }

  // ---------------------------------------------------------------- render

  #heading(text: string): TemplateResult {
    return html`<div class="title" part="title" role="heading" aria-level=${this.#host.headingLevel} dir="auto">${text}</div>`;
  }

  /** The thank-you panel (`done`) or "already submitted" (`already`). */
  done(): TemplateResult {
    const { render, phase, result } = this.#s;
    const form = render?.form;
    const locale = this.#options.locale();
    // Reopened one-time link: when, and what, was answered (read-only). After a refused submit: "already".
    const earlier = phase === 'already' && !form?.can_update ? render?.prior : undefined;
    const text = earlier
      ? this.#t('answeredOn', {
          date: new Date(earlier.submitted_at).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' }),
        })
      : phase === 'already'
        ? this.#t('already')
        : this.#successText();
    const shownAnswers = phase === 'done' ? result?.submission.data : earlier?.data;
    const redirect = phase === 'done' && (result?.redirectUrl ?? this.#theme?.redirectUrl);
    const answers = this.#lazy.get('answers');
    return html`${form ? this.#heading(form.title ?? form.name) : nothing}
      <div class="done" part="success" tabindex="-1">
        <p class="done-text" dir="auto">${text}</p>
        ${redirect ? html`<p class="help">${this.#t('redirecting')}</p>` : nothing}
        ${
          shownAnswers && answers && form
            ? answers.renderAnswers(
                form.fields.filter((f) => !f.hidden && (!f.showWhen || Object.hasOwn(shownAnswers, f.key))),
                shownAnswers,
                {
                  t: this.#t,
                  headingLevel: this.#host.headingLevel,
                  answer: (field, value) => this.#kindOf(field).answer(field, value, locale, this.#t),
                },
              )
            : nothing
        }
        ${
          phase === 'done' && form?.can_update
            ? html`<button type="button" class="btn btn-primary" @click=${this.#edit}>${this.#t('edit')}</button>`
            : nothing
        }
      </div>`;
  }

  /** The form: its head, notices, the fields (or the current question) and the submit. */
  form(): TemplateResult {
    const { form, prior } = this.#s.render!;
    // Fields repeat the same texts ("3 stars", "Choose…"): translate each once per render.
    const memo = new Map<string, string>();
    const t: Translate = (key: FormMessageKey, vars?: Record<string, string | number>): string => {
      const id = vars ? `${key}${JSON.stringify(vars)}` : key;
      let text = memo.get(id);
      if (text === undefined) memo.set(id, (text = this.#t(key, vars)));
      return text;
    };
    const locale = this.#options.locale();
    const submitting = this.#s.phase === 'submitting';
    const label = prior ? t('update') : (this.#theme?.submitLabel ?? t('submit'));
    const steps = this.#steps ? this.#lazy.get('steps') : undefined;
    const all = this.#shown;
    const step = Math.min(this.#s.step, all.length - 1);
    // One question at a time; or the page, its first screen now and the rest as the browser is idle.
    const shown = steps ? all.slice(step, step + 1) : all.slice(0, this.#limit);
    const priorDate = prior
      ? new Date(prior.submitted_at).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' })
      : '';
    return html`<div class="head">
        ${this.#heading(form.title ?? form.name)}
        ${form.description ? html`<p class="description" part="description" dir="auto">${form.description}</p>` : nothing}
      </div>
      ${prior ? html`<p class="note" part="note">${t('priorNote', { date: priorDate })}</p>` : nothing}
      ${this.#s.restored ? html`<p class="note" part="note">${t('draftNote')}</p>` : nothing}
      ${
        this.#s.summary.length
          ? html`<div class="summary" part="error-summary" role="alert" tabindex="-1">
            ${this.#s.summary.map((text) => html`<p>${text}</p>`)}
            <button type="button" class="btn btn-primary" @click=${this.#onRetry}>${t('retry')}</button>
          </div>`
          : nothing
      }
      <form
        part="form"
        class=${steps ? 'steps' : ''}
        novalidate
        @submit=${this.#onSubmit}
        @input=${this.#onInput}
        @focusin=${this.#onFocusIn}
        @focusout=${this.#onFocusOut}
        @keydown=${this.#onKeyDown}
        @click=${this.#onClick}
        @mousedown=${this.#keepFocus}
      >
        ${steps ? steps.renderProgress(step, all.length, t) : nothing}
        ${shown.map((field) => html`<div class="field" part="field">${this.#renderField(field, locale, t)}</div>`)}
        ${
          steps
            ? steps.renderStepNav(step, all.length, { submitLabel: label, submitting, t, back: this.#back })
            : html`<button type="submit" class="btn btn-primary" part="submit" aria-disabled=${submitting ? 'true' : 'false'}>
              ${submitting ? t('sending') : label}
            </button>`
        }
      </form>
      ${this.#outbox.render()}`;
  }

  #onRetry = (): void => {
    this.#lazy.retry(); // what could not be fetched (the rules, the phone library) is fetched again
    void this.submit();
  };

  #renderField(field: Field, locale: string, t: Translate): TemplateResult {
    const view: FieldView = { field, value: own(this.#s.values, field.key), errors: this.#s.errors, t, locale };
    return this.#kindOf(field).render(view);
  }
}
