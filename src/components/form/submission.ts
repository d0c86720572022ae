/**
 * Sending the answers and what follows: the submit (judged by the rules, `parley-form-submit` first, one
 * `Idempotency-Key` per set of answers so a retry after a lost reply cannot store them twice), the outbox that keeps
 * them while the service is unreachable, the errors not tied to a field (the summary with its Retry), and the
 * thank-you panel with the answer summary (`answers.ts`, loaded when a submit succeeds) or "already submitted".
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { ApiError } from '../../api/errors.js';
import { newIdempotencyKey } from '../../api/transport.js';
import { DraftStore } from '../../controllers/draft.js';
import { OutboxController } from '../../controllers/outbox-controller.js';
import { safeLinkUrl } from '../../core/url-safety.js';
import { FormSubmitEvent, FormSubmittedEvent } from '../../events/form-submit.js';
import { ParleyErrorEvent } from '../../events/parley-error.js';
import { toError } from '../../events/to-error.js';
import type { FormRender, FormSubmitResult } from '../../schemas/forms.js';
import type { FormAnnouncer } from './announcer.js';
import type { FieldTypes } from './field-types.js';
import type { ParleyForm } from './form.component.js';
import type { FormTheme } from './form-theme.js';
import type { SessionParts } from './parts.js';
import type { SessionOptions } from './session.js';
import type { TypedAnswers } from './typed.js';
import type { FormValidation } from './validation-state.js';
import { mapServerErrors, serviceError, submitFailure, type FieldErrors } from './values.js';
import { submitForm } from '../../api/forms.js';

/** What the form shows once its definition is here. */
export type SessionPhase = 'ready' | 'submitting' | 'done' | 'already';

/** The session's other parts the submission works with. */
export interface SubmissionParts {
  lazy: SessionParts;
  types: FieldTypes;
  answers: TypedAnswers;
  validation: FormValidation;
  announcer: FormAnnouncer;
  theme: FormTheme;
  /** The form shown. */
  render(): FormRender | undefined;
  /** The answers are stored: the form shown becomes `render` (with them as its prior answers, when editable). */
  stored(render: FormRender): void;
  /** Shows the errors of a judged or refused submit, on their fields. */
  showErrors(errors: FieldErrors): void;
  /** The form's title as a heading. */
  heading(text: string): TemplateResult;
}

export class Submission implements ReactiveController {
  readonly #host: ParleyForm;
  readonly #options: SessionOptions;
  readonly #p: SubmissionParts;
  #phase: SessionPhase = 'ready';
  /** Errors not tied to a field (service errors, network), shown at the top. */
  #summary: string[] = [];
  #result: FormSubmitResult | undefined;
  /**
   * The submit in flight or last failed: its `Idempotency-Key` is reused while the answers are the same, so a retry
   * after a lost reply (even after a reload) cannot store the answers twice.
   */
  #attempt: DraftStore<{ key: string; body: string }> | undefined;
  #attemptId: string | undefined;
  /** Submissions kept while the service is unreachable ("Waiting to send"). */
  readonly #outbox: OutboxController;

  constructor(host: ParleyForm, options: SessionOptions, parts: SubmissionParts) {
    this.#host = host;
    this.#options = options;
    this.#p = parts;
    this.#outbox = new OutboxController(host, {
      client: () => host.api,
      mine: (i) => i.kind === 'submit' && i.meta?.formId === parts.render()?.form.id,
      sent: (_, result) => {
        const render = parts.render();
        if (render) this.#submitted(render, result as FormSubmitResult);
      },
      locale: () => options.locale(),
      // Below the form's title, whatever level the page gives it.
      headingLevel: () => Math.min(host.headingLevel + 1, 6),
      view: () => import('./outbox-view.js'),
    });
    host.addController(this);
  }

  get phase(): SessionPhase {
    return this.#phase;
  }

  /** A form arrived: nothing sent yet (or, `answered`, already sent through a one-time link); its attempt store. */
  start(draftId: string, answered: boolean): void {
    this.#attempt?.dispose();
    this.#attemptId = draftId;
    this.#attempt = new DraftStore('form-submit', draftId, 0);
    this.#set({ phase: answered ? 'already' : 'ready', summary: [], result: undefined });
  }

  /** The element is back in a document: opens the same attempt again. */
  hostConnected(): void {
    if (this.#attemptId && !this.#attempt) this.#attempt = new DraftStore('form-submit', this.#attemptId, 0);
  }

  /** The element left the document: flushes the attempt and stops listening for `pagehide`. */
  hostDisconnected(): void {
    this.#attempt?.dispose();
    this.#attempt = undefined;
  }

  /** "Edit" on the thank-you panel: the form again, with the answers sent. */
  reopen(): void {
    this.#set({ phase: 'ready', result: undefined });
  }

  #set(change: { phase?: SessionPhase; summary?: string[]; result?: FormSubmitResult | undefined }): void {
    if (change.phase !== undefined) this.#phase = change.phase;
    if (change.summary !== undefined) this.#summary = change.summary;
    if ('result' in change) this.#result = change.result;
    this.#host.requestUpdate();
  }

  /**
   * Validates and sends the answers, as pressing the submit button does.
   * Resolves to the stored submission, or `undefined` when invalid, vetoed or failed (the element shows why).
   */
  async submit(): Promise<FormSubmitResult | undefined> {
    const { validation, announcer } = this.#p;
    const render = this.#p.render();
    if (!render || this.#phase !== 'ready') return undefined;
    // The last failure's message goes at once: a pressed Retry never shows the old error as the outcome.
    if (this.#summary.length) this.#set({ summary: [] });
    // Only what is still loading is awaited: a form whose code is all here goes to `submitting` in this same task,
    // so no one sees (or acts on) a `ready` form between the press and the send.
    const pending = this.#p.types.pending();
    if (pending.length) await Promise.all(pending);
    let rules;
    try {
      rules = await validation.rules();
    } catch (error) {
      this.#failed(
        new ApiError({ status: 0, kind: 'network', message: "Could not load the form's rules", cause: error }),
      );
      return undefined;
    }
    const { data, errors } = validation.judge(rules);
    this.#set({ summary: [] });
    if (Object.keys(errors).length) {
      this.#p.showErrors(errors);
      return undefined;
    }
    validation.show({});
    if (!this.#options.emit(new FormSubmitEvent({ data }))) {
      announcer.say(this.#options.t('vetoed'));
      return undefined;
    }
    this.#set({ phase: 'submitting' });
    announcer.say(this.#options.t('sending'));
    const body = JSON.stringify(data);
    let attempt = this.#attempt?.load();
    if (attempt?.body !== body) {
      attempt = { key: newIdempotencyKey(), body };
      this.#attempt?.save(attempt);
      this.#attempt?.flush();
    }
    try {
      const result = await submitForm(this.#host.api, render.form.id, { data }, { idempotencyKey: attempt.key });
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
      if (await this.#outbox.keep(error, write)) this.#set({ phase: 'ready' });
      else this.#failed(error);
      return undefined;
    }
  }

  /** The answers are stored (now, or later by the outbox): the thank-you panel, the event, the redirect. */
  #submitted(render: FormRender, result: FormSubmitResult): void {
    const { lazy, announcer } = this.#p;
    // The thank-you panel's answer summary: its code loads now (the next render waits for it).
    if (!lazy.get('answers')) this.#host.holdUpdatesUntil(lazy.load('answers').catch(() => undefined));
    this.#p.answers.discardDraft();
    this.#attempt?.clear();
    announcer.focusAfterRender('.done');
    this.#set({ result, phase: 'done' });
    this.#p.stored(
      render.form.can_update
        ? { ...render, prior: { data: result.submission.data, submitted_at: result.submission.submitted_at } }
        : render,
    );
    announcer.say(this.#successText());
    this.#options.emit(new FormSubmittedEvent(result));
    const target = safeLinkUrl(result.redirectUrl ?? this.#p.theme.resolved?.redirectUrl ?? '', ['http:', 'https:']);
    if (target) this.#host.navigate(target);
  }

  #failed(error: unknown): void {
    const { announcer } = this.#p;
    const t = this.#options.t;
    this.#set({ phase: 'ready' });
    this.#options.emit(new ParleyErrorEvent({ error: toError(error), action: 'submit', operation: 'submit' }));
    const service = serviceError(error);
    if (service?.kind === 'conflict') {
      // The service keeps one submission per recipient unless the form allows edits.
      this.#p.answers.discardDraft();
      this.#attempt?.clear();
      announcer.focusAfterRender('.done');
      this.#set({ phase: 'already' });
      announcer.say(t('already'));
      return;
    }
    if (service?.kind === 'validation') {
      const fields = this.#p.render()?.form.fields ?? [];
      const { errors, other } = mapServerErrors(fields, service.fieldErrors, (field) => this.#p.types.of(field).parts);
      if (Object.keys(errors).length) {
        this.#set({ summary: other });
        this.#p.showErrors(errors);
        return;
      }
    }
    announcer.focusAfterRender('.summary');
    this.#set({ summary: [submitFailure(error, t)] });
  }

  #successText(): string {
    return (
      this.#result?.successMessage ??
      this.#p.theme.resolved?.successMessage ??
      this.#options.t(this.#result?.updated ? 'updated' : 'sent')
    );
  }

  #onRetry = (): void => {
    this.#p.lazy.retry(); // what could not be fetched (the rules, the phone library) is fetched again
    void this.submit();
  };

  /** The errors not tied to a field, with a Retry (nothing when there are none). */
  summary(t = this.#options.t): TemplateResult | typeof nothing {
    return this.#summary.length
      ? html`<div class="summary" part="error-summary" role="alert" tabindex="-1">
          ${this.#summary.map((text) => html`<p>${text}</p>`)}
          <button type="button" class="btn btn-primary" @click=${this.#onRetry}>${t('retry')}</button>
        </div>`
      : nothing;
  }

  /** "Waiting to send" under the form, for answers the outbox keeps. */
  outbox(): unknown {
    return this.#outbox.render();
  }

  /** The thank-you panel (`done`) or "already submitted" (`already`); `edit` reopens an editable form. */
  done(edit: () => void): TemplateResult {
    const t = this.#options.t;
    const render = this.#p.render();
    const phase = this.#phase;
    const result = this.#result;
    const form = render?.form;
    const locale = this.#options.locale();
    // Reopened one-time link: when, and what, was answered (read-only). After a refused submit: "already".
    const earlier = phase === 'already' && !form?.can_update ? render?.prior : undefined;
    const text = earlier
      ? t('answeredOn', {
          date: new Date(earlier.submitted_at).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' }),
        })
      : phase === 'already'
        ? t('already')
        : this.#successText();
    const shownAnswers = phase === 'done' ? result?.submission.data : earlier?.data;
    const redirect = phase === 'done' && (result?.redirectUrl ?? this.#p.theme.resolved?.redirectUrl);
    const answers = this.#p.lazy.get('answers');
    return html`${form ? this.#p.heading(form.title ?? form.name) : nothing}
      <div class="done" part="success" tabindex="-1">
        <p class="done-text" dir="auto">${text}</p>
        ${redirect ? html`<p class="help">${t('redirecting')}</p>` : nothing}
        ${
          shownAnswers && answers && form
            ? answers.renderAnswers(
                form.fields.filter((f) => !f.hidden && (!f.showWhen || Object.hasOwn(shownAnswers, f.key))),
                shownAnswers,
                {
                  t,
                  headingLevel: this.#host.headingLevel,
                  answer: (field, value) => this.#p.types.of(field).answer(field, value, locale, t),
                },
              )
            : nothing
        }
        ${
          phase === 'done' && form?.can_update
            ? html`<button type="button" class="btn btn-primary" @click=${edit}>${t('edit')}</button>`
            : nothing
        }
      </div>`;
  }
}
