/**
 * `<parley-form>` once its definition has arrived: the coordinator of the controllers that each own one job of a
 * shown form, asking the element to render when their state changes. Created after `import('./ready.js')` (the
 * element's first screen is its loading state and needs none of it: docs/decisions/016-lazy-parts.md). One session
 * per element, kept across reloads (the parts it loaded on first use stay loaded).
 *
 * - `field-types.ts`: the field types' modules in use (`fields/<type>.ts`, loaded through `fields/registry.ts`);
 * - `typed.ts`: the answers as typed, their draft, and the fields they put in play;
 * - `validation-state.ts`: the errors shown and when fields are judged (rules: `validation.ts`, lazy);
 * - `stepper.ts`: one question at a time (templates: `steps.ts`, lazy);
 * - `batches.ts`: long forms inserted in idle-time batches;
 * - `submission.ts`: sending, the outbox, the error summary and the thank-you panel (`answers.ts`, lazy);
 * - `draft-actions.ts`: "Save and finish later" and "Text me a link to finish" with a link's token;
 * - `announcer.ts`: the live region's text and where focus goes after a render;
 * - `form-theme.ts`: the form's theme and its contrast fix.
 *
 * The session holds the definition shown, hands the field types their context, delegates the form's input events
 * to the field types and renders the form.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { formMessages, type FormMessageKey } from '../../i18n/form.js';
import { formFirstMessages } from '../../i18n/form-first.js';
import { addEnglishWords } from '../../i18n/index.js';
import type { Field, FormRender, FormSubmitResult } from '../../schemas/forms.js';
import type { ParleyEvent } from '../shared/parley-element.js';
import { FormAnnouncer } from './announcer.js';
import { FieldBatches, idle } from './batches.js';
import { DraftActions, draftActionStyles } from './draft-actions.js';
import { FieldTypes } from './field-types.js';
import { formBodyStyles } from './form-body.styles.js';
import type { FieldView } from './fields/kind.js';
import type { ParleyForm } from './form.component.js';
import { FormTheme } from './form-theme.js';
import { FormParts } from './lazy.js';
import { parts, type SessionParts } from './parts.js';
import { Stepper } from './stepper.js';
import { Submission, type SessionPhase } from './submission.js';
import type { Takeover } from './takeover.js';
import { TypedAnswers } from './typed.js';
import { FormValidation } from './validation-state.js';
import type { FieldErrors, Translate } from './values.js';

/** What the element gives its session beyond its public members. */
export interface SessionOptions {
  /** The element's translations (its i18n controller). */
  t: Translate;
  /** The element's locale as its i18n controller resolved it. */
  locale(): string;
  /** Dispatches one of the element's events. */
  emit(event: ParleyEvent): boolean;
}

export class FormSession implements ReactiveController {
  readonly #host: ParleyForm;
  readonly #options: SessionOptions;
  readonly #lazy: SessionParts;
  /** The definition shown. */
  #render: FormRender | undefined;
  readonly #announcer: FormAnnouncer;
  readonly #types: FieldTypes;
  readonly #answers: TypedAnswers;
  readonly #validation: FormValidation;
  readonly #steps: Stepper;
  readonly #theme: FormTheme;
  readonly #batches: FieldBatches;
  readonly #submission: Submission;
  readonly #later: DraftActions;

  constructor(host: ParleyForm, options: SessionOptions) {
    this.#host = host;
    this.#options = options;
    // The English a shown form says joins the first screen's (the element's next render uses it).
    addEnglishWords(formFirstMessages, formMessages.en);
    const lazy = (this.#lazy = new FormParts(host, parts));
    // The shown form's styles, here before it first renders (the first screen, the loading state, has its own).
    lazy.adopt(formBodyStyles);
    const announcer = (this.#announcer = new FormAnnouncer(host));
    const t = options.t;
    this.#types = new FieldTypes(lazy, {
      host,
      t,
      locale: () => options.locale(),
      value: (key) => this.#answers.value(key),
      change: (field, raw) => {
        this.#validation.edited(field);
        this.#change(field, raw);
      },
      validate: (field) => this.#validation.one(field),
      announce: (text) => announcer.say(text),
      afterFirstScreen: (callback) => void host.updateComplete.then(() => idle(callback)),
    });
    const answers = (this.#answers = new TypedAnswers(host, this.#types));
    const validation = (this.#validation = new FormValidation(host, lazy, this.#types, {
      fields: () => this.#fields,
      values: () => answers.values,
      active: () => answers.inPlay(this.#fields).active,
      t,
      locale: () => options.locale(),
    }));
    this.#steps = new Stepper(host, lazy, { validation, announcer, shown: () => this.#shown, t });
    const theme = (this.#theme = new FormTheme(host, () => this.#render));
    this.#batches = new FieldBatches(host, {
      shown: () => this.#shown.length,
      filling: () => this.phase === 'ready' || this.phase === 'submitting',
      steps: () => this.#steps.on,
    });
    this.#submission = new Submission(host, options, {
      lazy,
      types: this.#types,
      answers,
      validation,
      announcer,
      theme,
      render: () => this.#render,
      stored: (render) => this.#show(render),
      showErrors: (errors) => this.#showFieldErrors(errors),
      heading: (text) => this.#heading(text),
    });
    this.#later = new DraftActions(host, options, { answers, announcer, render: () => this.#render });
    lazy.adopt(draftActionStyles);
    host.addController(this);
  }

  get phase(): SessionPhase {
    return this.#submission.phase;
  }

  get announcement(): string {
    return this.#announcer.text;
  }

  get #fields(): readonly Field[] {
    return this.#render?.form.fields ?? [];
  }

  /** The fields a person sees: in play and not `hidden`, in the form's order. */
  get #shown(): readonly Field[] {
    return this.#answers.inPlay(this.#fields).shown;
  }

  #show(render: FormRender): void {
    this.#render = render;
    this.#host.requestUpdate();
  }

  /** The element left the document: stops the field types' lookups (the controllers flush their own stores). */
  hostDisconnected(): void {
    this.#types.disconnect();
  }

  /** Set while the element updates (from `hostUpdate` to `hostUpdated`): see `#onFocusOut`. */
  #updating = false;

  hostUpdate(): void {
    this.#updating = true;
  }

  hostUpdated(): void {
    this.#updating = false;
    if (this.#host.phase !== 'loading') this.#settingUp = false;
  }

  /** Resolves once every shown field is in the DOM (the idle-time batches included), or the form shows no fields. */
  allFieldsRendered(): Promise<void> {
    return this.#batches.allRendered();
  }

  // ---------------------------------------------------------------- setup

  /**
   * A form definition has arrived: loads its field types' code (and the steps layout and the rules when the form
   * needs them first), then shows it with the draft saved for it and what was typed in the server-rendered form it
   * takes over (`takeover`). Rejects when that code cannot be fetched.
   */
  async setup(render: FormRender, prefill: Readonly<Record<string, unknown>> = {}, takeover?: Takeover): Promise<void> {
    this.#settingUp = true;
    // Kept after success until the element's next render (`hostUpdated`), the one its `ready` phase asks for.
    await this.#setup(render, prefill, takeover).catch((error: unknown) => {
      this.#settingUp = false;
      throw error;
    });
  }

  #settingUp = false;

  /**
   * Between a definition's arrival and its form on screen: a render then would draw the loading state again (a field
   * type's code arriving asks for one), so the element skips the renders no property asked for (`shouldUpdate`) and
   * its first render with the definition draws the first step's inputs.
   */
  get settingUp(): boolean {
    return this.#settingUp;
  }

  async #setup(render: FormRender, prefill: Readonly<Record<string, unknown>>, takeover?: Takeover): Promise<void> {
    const { form, prior, recipient } = render;
    // A one-time link opened again: the answers, read-only, at once (the service would refuse a second submit).
    const answered = !!prior && !form.can_update;
    const steps = this.#host.layout === 'steps';
    await Promise.all([
      this.#types.load(form.fields.map((f) => f.type)),
      // One question at a time validates as it moves on, and shows its progress at once: wait for both (rules that
      // could not be fetched are fetched again by the submit's Retry).
      steps ? this.#steps.load() : undefined,
      steps ? this.#lazy.load('validation').catch(() => undefined) : undefined,
      answered ? this.#lazy.load('answers').catch(() => undefined) : undefined,
    ]);
    this.#theme.use(render);
    const draftId = `${form.id}:${recipient?.to ?? 'anonymous'}`;
    // What was typed in a server-rendered form this element takes over: read now, once its code has loaded, so
    // nothing typed while it loaded is lost.
    this.#answers.start(render, prefill, draftId, answered, takeover?.typed(form.fields));
    this.#submission.start(draftId, answered);
    this.#later.reset();
    this.#validation.reset();
    this.#steps.reset();
    // Short forms whole; long ones what the viewport shows first, the rest in idle time.
    this.#batches.start(form.fields.length);
    this.#show(render);
    // The page layout needs its rules only when a field is left or the form sent, so they load once the first screen
    // is painted rather than beside it; leaving a field or sending before they arrive waits for them.
    void this.#host.updateComplete.then(() => idle(() => this.#validation.preload()));
  }

  /** One question at a time: its code starts loading when the layout is chosen. */
  loadSteps(): void {
    void this.#steps.load();
  }

  /**
   * Validates and sends the answers, as pressing the submit button does.
   * Resolves to the stored submission, or `undefined` when invalid, vetoed or failed (the element shows why).
   */
  submit(): Promise<FormSubmitResult | undefined> {
    return this.#submission.submit();
  }

  // ---------------------------------------------------------------- answers and errors

  /** A field's value as the person changed it; a shown error follows the fix as it is typed (new ones wait). */
  #change(field: Field, value: unknown): void {
    this.#answers.set(field, value);
    if (this.#validation.has(field)) this.#validation.one(field);
  }

  /** Errors of a judged or refused submit: shown, with focus on the first invalid control in the form's order. */
  #showFieldErrors(errors: FieldErrors): void {
    // One question at a time: go to the first question with an error.
    this.#steps.toFirstError(errors);
    // The first invalid control must be in the DOM to take focus.
    this.#batches.all();
    const count = new Set(Object.keys(errors).map((path) => path.split('.')[0])).size;
    this.#announcer.focusAfterRender('[aria-invalid="true"]');
    this.#validation.show(errors);
    this.#announcer.say(this.#options.t('fixErrors', { count }));
  }

  /** Next question, or the submit on the last one (and in the page layout). */
  #next(): void {
    if (this.#steps.on && this.#steps.more) this.#steps.advance();
    else void this.submit();
  }

  /** "Edit" on the thank-you panel: the answers sent, from the first question. */
  #edit = (): void => {
    this.#announcer.focusAfterRender('input, select, textarea');
    this.#submission.reopen();
    this.#steps.reset();
  };

  // ---------------------------------------------------------------- input handling (delegated)

  #fieldByKey(key: string | undefined): Field | undefined {
    return key ? this.#fields.find((f) => f.key === key) : undefined;
  }

  #onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    this.#next();
  };

  #onInput = (event: Event): void => {
    const el = event.target as HTMLInputElement;
    const field = this.#fieldByKey(el.dataset.k);
    if (!field) return;
    const kind = this.#types.of(field);
    const value = kind.input ? kind.input(field, el, this.#answers.value(field.key), event) : el.value;
    this.#validation.edited(field);
    this.#change(field, value);
  };

  #onFocusIn = (event: FocusEvent): void => {
    const el = event.target as HTMLElement;
    const field = this.#fieldByKey(el.dataset.k);
    if (field) this.#types.of(field).focusin?.(field, el);
  };

  #onFocusOut = (event: FocusEvent): void => {
    const el = event.target as HTMLElement;
    const field = this.#fieldByKey(el.dataset.k);
    if (!field) return;
    this.#types.of(field).focusout?.(field, el);
    // Moving within a group (radios, checkboxes, address parts) is not leaving the field. Nor is a render taking the
    // focused field off the screen (another form, the thank-you panel): judging it then would ask for an update
    // while this one is under way, a second render of the same state.
    const next = event.relatedTarget as HTMLElement | null;
    if (this.#updating || next?.dataset?.k === field.key || !this.#validation.edits(field)) return;
    this.#validation.one(field);
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    const el = event.target as HTMLElement;
    // One question at a time: Enter on a drop-down, a star, a radio or a checkbox moves on too (text inputs submit
    // the form natively, which moves on).
    if (this.#steps.on && event.key === 'Enter' && !event.defaultPrevented && el.dataset.enter === 'next') {
      event.preventDefault();
      this.#next();
      return;
    }
    const field = this.#fieldByKey(el.dataset.k);
    if (field) this.#types.of(field).keydown?.(field, event);
  };

  #onClick = (event: Event): void => {
    const target = event.target as HTMLElement;
    const field = this.#fieldByKey(target.closest<HTMLElement>('[data-k]')?.dataset.k);
    if (field) this.#types.of(field).click?.(field, target);
  };

  /** Clicking a suggestion must not blur the combobox first (which would close the list under the pointer). */
  #keepFocus = (event: MouseEvent): void => {
    if ((event.target as HTMLElement).closest('[role=option]')) event.preventDefault();
  };

  // ---------------------------------------------------------------- render

  #heading(text: string): TemplateResult {
    return html`<div class="title" part="title" role="heading" aria-level=${this.#host.headingLevel} dir="auto">${text}</div>`;
  }

  /** The thank-you panel (`done`) or "already submitted" (`already`). */
  done(): TemplateResult {
    return this.#submission.done(this.#edit);
  }

  /** The form: its head, notices, the fields (or the current question) and the submit. */
  form(): TemplateResult {
    const { form, prior } = this.#render!;
    // Fields repeat the same texts ("3 stars", "Choose…"): translate each once per render.
    const memo = new Map<string, string>();
    const t: Translate = (key: FormMessageKey, vars?: Record<string, string | number>): string => {
      const id = vars ? `${key}${JSON.stringify(vars)}` : key;
      let text = memo.get(id);
      if (text === undefined) memo.set(id, (text = this.#options.t(key, vars)));
      return text;
    };
    const locale = this.#options.locale();
    const submitting = this.phase === 'submitting';
    const label = prior ? t('update') : (this.#theme.resolved?.submitLabel ?? t('submit'));
    const steps = this.#steps.view;
    const all = this.#shown;
    const step = this.#steps.index;
    // One question at a time; or the page, its first screen now and the rest as the browser is idle.
    const shown = steps ? all.slice(step, step + 1) : all.slice(0, this.#batches.limit);
    const priorDate = prior
      ? new Date(prior.submitted_at).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' })
      : '';
    return html`<div class="head">
        ${this.#heading(form.title ?? form.name)}
        ${form.description ? html`<p class="description" part="description" dir="auto">${form.description}</p>` : nothing}
      </div>
      ${prior ? html`<p class="note" part="note">${t('priorNote', { date: priorDate })}</p>` : nothing}
      ${this.#answers.restored ? html`<p class="note" part="note">${t('draftNote')}</p>` : nothing}
      ${this.#submission.summary(t)}
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
            ? steps.renderStepNav(step, all.length, { submitLabel: label, submitting, t, back: this.#steps.back })
            : html`<button type="submit" class="btn btn-primary" part="submit" aria-disabled=${submitting ? 'true' : 'false'}>
              ${submitting ? t('sending') : label}
            </button>`
        }
        ${this.#later.render(t)}
      </form>
      ${this.#submission.outbox()}`;
  }

  #renderField(field: Field, locale: string, t: Translate): TemplateResult {
    const view: FieldView = {
      field,
      value: this.#answers.value(field.key),
      errors: this.#validation.errors,
      t,
      locale,
    };
    return this.#types.of(field).render(view);
  }
}
