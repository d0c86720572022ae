/**
 * `<parley-blast>`: send one message to every contact of an audience (DESIGN §6). Pick an audience (with member
 * counts), write the message (SMS, MMS or RCS with an SMS fallback, optionally scheduled), review recipients, segments
 * and the estimated total, confirm once, then follow the blast's live progress until it completes; a scheduled blast
 * can be cancelled until it starts. Self-contained and side-effect free: `src/blast.ts` registers the tag, so the
 * composer can load it on first use with `await import('@parley/embeds/blast')`.
 */
import { readTokenScopes } from '../../api/jwt.js';
import { BlastSendEvent, BlastSentEvent, BlastUpdatedEvent, type BlastSendDetail } from '../../events/blast.js';
import { ParleyErrorEvent } from '../../events/parley-error.js';
import { cancelBlast, sendBlast } from '../../api/contacts-blasts.js';
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isApiError, type ApiError } from '../../api/errors.js';
import { newIdempotencyKey } from '../../api/transport.js';
import { countSegments } from '../../core/sms-segments.js';
import { blastMessages, type BlastKey } from '../../i18n/blast.js';
import { I18nController } from '../../i18n/index.js';
import type { Blast, BlastMmsRequest, BlastRcsRequest, BlastSmsRequest } from '../../schemas/blasts.js';
import type { Audience } from '../../schemas/contacts.js';
import { ParleyElement } from '../shared/parley-element.js';
import { blastStyles } from './blast.styles.js';
import { BlastFollower, blastProgress, blastSummary, FINAL_BLAST as FINAL, loadAudiences, totalOf, type BlastEstimate } from './progress.js';

export type BlastChannel = 'SMS' | 'MMS' | 'RCS';

/**
 * Sender shapes the blast routes accept (the schemas' RCS agent id and E.164 number), checked here without zod so a
 * wrong sender is said in words before the confirm step, never as the service's validation text after it.
 */
const AGENT_ID = /^agent_[A-Za-z0-9_-]{1,60}$/;
const PHONE_NUMBER = /^\+[1-9]\d{6,14}$/;
export type BlastStep = 'edit' | 'confirm' | 'sending' | 'progress';
export type BlastAction = 'load' | 'validate' | 'send' | 'cancel';

export type { BlastDetail, BlastSendDetail } from '../../events/blast.js';
export interface BlastErrorDetail {
  action: BlastAction;
  error: ApiError;
}

/**
 * A blast to an audience, with a confirm step and live progress.
 *
 * @summary Send one message to every contact of an audience, then watch it complete.
 *
 * @event {BlastSendEvent} parley-blast-send - About to send (cancelable: `preventDefault()` vetoes it).
 * @event {BlastSentEvent} parley-blast-sent - The service accepted the blast.
 * @event {BlastUpdatedEvent} parley-blast-updated - The blast's status or counters changed.
 * @event {ParleyErrorEvent} parley-error - Loading audiences, checking, sending or cancelling failed (also shown in place).
 *
 * @csspart form - The edit step.
 * @csspart audience - The audience picker.
 * @csspart input - The message, media, fallback and schedule inputs.
 * @csspart summary - Recipients, segments and estimated total (confirm step).
 * @csspart progress - The progress bar and counters.
 * @csspart button - Every button.
 * @csspart error - An error message.
 *
 * @cssproperty --parley-blast-padding - Inner padding (default 0.75rem).
 * @cssproperty --parley-blast-gap - Space between fields (default 0.75rem).
 */
export class ParleyBlast extends ParleyElement {
  static override styles = blastStyles;

  /** The audience to preselect. @attr audience-id */
  @property({ attribute: 'audience-id' }) accessor audienceId: string | undefined;
  /** Sender: a phone number for SMS/MMS, an RCS agent id for RCS. @attr from */
  @property() accessor from = '';
  /** RCS only: the phone number the SMS fallback is sent from (no fallback without it). @attr fallback-from */
  @property({ attribute: 'fallback-from' }) accessor fallbackFrom: string | undefined;
  /** Channel. @attr channel */
  @property({ reflect: true }) accessor channel: BlastChannel = 'SMS';
  /**
   * How often the progress is re-read, ms, when it cannot follow `blast.updated` on the event stream (a token without
   * `conversations:read`, or a stream that ended for good). @attr poll-interval
   */
  @property({ type: Number, attribute: 'poll-interval' }) accessor pollInterval = 1000;

  @state() accessor step: BlastStep = 'edit';
  @state() accessor audiences: Audience[] | undefined;
  @state() accessor text = '';
  @state() accessor mediaUrl = '';
  @state() accessor fallbackText = '';
  @state() accessor scheduleAt = '';
  @state() accessor touched = false;
  @state() accessor estimate: BlastEstimate | undefined;
  @state() accessor blast: Blast | undefined;
  @state() accessor error: { action: BlastAction; error: ApiError } | undefined;
  @state() accessor scopes: Set<string> | undefined;
  /** Why the sender cannot send this blast, in words (checked on Review, before the confirm step). */
  @state() private accessor senderProblem = '';

  readonly #i18n = new I18nController<BlastKey>(this, blastMessages, () => this.locale);
  #idempotencyKey: string | undefined;
  readonly #follower = new BlastFollower(this, {
    api: () => this.api,
    interval: () => this.pollInterval,
    changed: (blast) => {
      this.blast = blast;
      this.emit(new BlastUpdatedEvent({ blast }));
    },
  });

  get selected(): Audience | undefined {
    return this.audiences?.find((a) => a.id === this.audienceId);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasCredentials) return;
    void this.api.getToken().then(
      (token) => (this.scopes = new Set(readTokenScopes(token))),
      () => (this.scopes = new Set()),
    );
    void this.#loadAudiences();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('channel') && changed.get('channel') !== undefined) this.estimate = undefined;
    // A problem of the old sender or channel is no longer true once either changes; Review checks again.
    if (changed.has('channel') || changed.has('from') || changed.has('fallbackFrom')) this.senderProblem = '';
  }

  #fail(action: BlastAction, error: unknown): void {
    if (!isApiError(error)) throw error;
    this.error = { action, error };
    this.emit(new ParleyErrorEvent({ action, error }));
  }

  async #loadAudiences(): Promise<void> {
    try {
      const { audiences, selected } = await loadAudiences(this.api, this.audienceId);
      this.audiences = audiences;
      this.audienceId = selected;
    } catch (error) {
      this.audiences = [];
      this.#fail('load', error);
    }
  }

  get #missing(): boolean {
    return !this.audienceId || (this.channel === 'MMS' ? !this.text.trim() && !this.mediaUrl.trim() : !this.text.trim());
  }

  #request(): BlastSendDetail {
    const scheduledTime = this.scheduleAt ? new Date(this.scheduleAt).toISOString() : undefined;
    const common = { audienceId: this.audienceId!, from: this.from, ...(scheduledTime && { scheduledTime }) };
    if (this.channel === 'RCS') {
      const fallback = this.fallbackFrom && this.fallbackText.trim() ? { from: this.fallbackFrom, text: this.fallbackText } : undefined;
      return { kind: 'rcs', request: { ...common, rcs: { text: this.text }, ...(fallback && { fallback }) } };
    }
    if (this.channel === 'MMS') {
      return { kind: 'mms', request: { ...common, ...(this.text.trim() && { text: this.text }), ...(this.mediaUrl.trim() && { mediaUrls: [this.mediaUrl.trim()] }) } };
    }
    return { kind: 'sms', request: { ...common, text: this.text } };
  }

  /** What is wrong with the sender for the chosen channel, in words; '' when it can send. */
  #checkSender(t: (key: BlastKey, vars?: Record<string, string | number>) => string): string {
    const from = this.from.trim();
    if (!from) return t('senderMissing');
    if (this.channel === 'RCS') {
      if (AGENT_ID.test(from)) return this.fallbackFrom && !PHONE_NUMBER.test(this.fallbackFrom) ? t('fallbackSenderNotPhone', { from: this.fallbackFrom }) : '';
      return PHONE_NUMBER.test(from) ? t('senderNotAgent', { from }) : t('senderUnknown', { from });
    }
    if (PHONE_NUMBER.test(from)) return '';
    return AGENT_ID.test(from) ? t('senderNotPhone', { from }) : t('senderUnknown', { from });
  }

  /** Edit → confirm: segments and the estimated total (the validation cost × recipients; no credits spent). */
  async review(): Promise<void> {
    this.touched = true;
    this.error = undefined;
    this.senderProblem = this.#checkSender(this.#i18n.t.bind(this.#i18n));
    if (this.senderProblem || this.#missing) return;
    const recipients = this.selected?.contactCount ?? 0;
    let segments = this.channel === 'SMS' ? countSegments(this.text).segments : 1;
    let total: { amount: number; currency: string } | null = null;
    // Validation needs messages:send; without it the segments are counted here and no price is shown.
    if (this.scopes?.has('messages:send')) {
      try {
        const result =
          this.channel === 'SMS'
            ? await this.api.validateMessage('sms', { text: this.text })
            : this.channel === 'MMS'
              ? await this.api.validateMessage('mms', { ...(this.text && { text: this.text }), ...(this.mediaUrl && { mediaUrls: [this.mediaUrl] }) })
              : await this.api.validateMessage('rcs', { rcs: { text: this.text } });
        segments = result.segments;
        total = totalOf(result.estimatedCost, recipients);
      } catch (error) {
        this.#fail('validate', error);
        return;
      }
    }
    this.estimate = { segments, total };
    this.#idempotencyKey ??= newIdempotencyKey();
    this.step = 'confirm';
  }

  /** Confirm → send (one `Idempotency-Key` per blast: a retry after a failure never sends twice). */
  async send(): Promise<Blast | undefined> {
    const detail = this.#request();
    if (!this.emit(new BlastSendEvent(detail))) return undefined;
    this.step = 'sending';
    this.error = undefined;
    try {
      const key = (this.#idempotencyKey ??= newIdempotencyKey());
      const blast =
        detail.kind === 'sms'
          ? await sendBlast(this.api, 'sms', detail.request as BlastSmsRequest, { idempotencyKey: key })
          : detail.kind === 'mms'
            ? await sendBlast(this.api, 'mms', detail.request as BlastMmsRequest, { idempotencyKey: key })
            : await sendBlast(this.api, 'rcs', detail.request as BlastRcsRequest, { idempotencyKey: key });
      this.blast = blast;
      this.step = 'progress';
      this.emit(new BlastSentEvent({ blast }));
      this.#follower.follow(blast);
      return blast;
    } catch (error) {
      this.step = 'confirm';
      this.#fail('send', error);
      return undefined;
    }
  }

  async cancelBlast(): Promise<void> {
    if (!this.blast) return;
    try {
      this.blast = await cancelBlast(this.api, this.blast.id);
      this.emit(new BlastUpdatedEvent({ blast: this.blast }));
      this.#follower.follow(this.blast);
    } catch (error) {
      this.#fail('cancel', error);
    }
  }

  #reset(): void {
    this.#follower.follow(undefined);
    this.step = 'edit';
    this.blast = undefined;
    this.estimate = undefined;
    this.touched = false;
    this.text = this.mediaUrl = this.fallbackText = this.scheduleAt = '';
    this.#idempotencyKey = undefined;
    void this.#loadAudiences();
  }

  #errorLine(t: (key: BlastKey, vars?: Record<string, string | number>) => string) {
    if (!this.error) return nothing;
    return html`<p role="alert" class="error-text" part="error">${t('error', { action: t(`action_${this.error.action}` as BlastKey), reason: this.error.error.message })}</p>`;
  }

  #editStep(t: (key: BlastKey, vars?: Record<string, string | number>) => string) {
    if (!this.audiences) return html`<p role="status">${t('loading')}</p>`;
    if (this.audiences.length === 0) return html`${this.#errorLine(t)}<p class="muted">${t('noAudiences')}</p>`;
    const invalid = (empty: boolean) => (this.touched && empty ? 'true' : 'false');
    const textMissing = this.channel === 'MMS' ? !this.text.trim() && !this.mediaUrl.trim() : !this.text.trim();
    return html`<form part="form" novalidate @submit=${(e: Event) => (e.preventDefault(), void this.review())}>
      <div class="field">
        <label class="block" for="audience">${t('audience')}</label>
        <select id="audience" part="audience" .value=${this.audienceId ?? ''} @change=${(e: Event) => (this.audienceId = (e.target as HTMLSelectElement).value)}>
          ${this.audiences.map((a) => html`<option value=${a.id} ?selected=${a.id === this.audienceId}>${a.name} — ${t('members', { count: a.contactCount })}</option>`)}
        </select>
      </div>
      <fieldset>
        <legend>${t('channel')}</legend>
        ${(['SMS', 'MMS', 'RCS'] as const).map(
          (channel) => html`<label><input type="radio" name="channel" value=${channel} .checked=${this.channel === channel} @change=${() => (this.channel = channel)} /> ${channel}</label>`,
        )}
      </fieldset>
      <div class="field">
        <label class="block" for="text">${t('message')}</label>
        <textarea id="text" part="input" .value=${this.text} aria-invalid=${invalid(textMissing)} aria-describedby=${this.touched && textMissing ? 'text-error' : nothing}
          @input=${(e: Event) => (this.text = (e.target as HTMLTextAreaElement).value)}></textarea>
        ${this.touched && textMissing ? html`<span id="text-error" class="error-text" part="error">${t('required')}</span>` : nothing}
      </div>
      ${this.channel === 'MMS'
        ? html`<div class="field"><label class="block" for="media">${t('mediaUrl')}</label>
            <input id="media" part="input" type="url" .value=${this.mediaUrl} @input=${(e: Event) => (this.mediaUrl = (e.target as HTMLInputElement).value)} /></div>`
        : nothing}
      ${this.channel === 'RCS' && this.fallbackFrom
        ? html`<div class="field"><label class="block" for="fallback">${t('fallbackText')}</label>
            <input id="fallback" part="input" .value=${this.fallbackText} @input=${(e: Event) => (this.fallbackText = (e.target as HTMLInputElement).value)} /></div>`
        : nothing}
      <div class="field">
        <label class="block" for="at">${t('schedule')}</label>
        <input id="at" part="input" type="datetime-local" .value=${this.scheduleAt} @input=${(e: Event) => (this.scheduleAt = (e.target as HTMLInputElement).value)} />
      </div>
      ${this.senderProblem ? html`<p role="alert" class="error-text" part="error" id="sender-error">${this.senderProblem}</p>` : nothing}
      ${this.#errorLine(t)}
      <div class="actions"><button class="btn btn-primary" part="button" type="submit">${t('review')}</button></div>
    </form>`;
  }

  #confirmStep(t: (key: BlastKey, vars?: Record<string, string | number>) => string) {
    const recipients = this.selected?.contactCount ?? 0;
    return html`<section aria-labelledby="confirm-title">
      <h3 id="confirm-title">${t('confirmTitle', { count: recipients })}</h3>
      ${blastSummary(t, this.#i18n.locale, this.selected?.name ?? this.audienceId ?? '', recipients, this.estimate)}
      ${this.#errorLine(t)}
      <div class="actions">
        <button class="btn" part="button" ?disabled=${this.step === 'sending'} @click=${() => ((this.step = 'edit'), (this.error = undefined))}>${t('edit')}</button>
        <button class="btn btn-primary" part="button" ?disabled=${this.step === 'sending'} @click=${() => void this.send()}>
          ${this.step === 'sending' ? t('sending') : this.scheduleAt ? t('scheduleIt') : t('sendNow')}
        </button>
      </div>
    </section>`;
  }

  #progressStep(t: (key: BlastKey, vars?: Record<string, string | number>) => string) {
    const blast = this.blast!;
    return html`<section part="progress" aria-labelledby="progress-title">
      <h3 id="progress-title">${t('progress')}</h3>
      ${blastProgress(t, this.#i18n.locale, blast)}
      ${this.#errorLine(t)}
      <div class="actions">
        ${blast.status === 'SCHEDULED' && this.scopes?.has('messages:schedule')
          ? html`<button class="btn" part="button" @click=${() => void this.cancelBlast()}>${t('cancel')}</button>`
          : nothing}
        ${FINAL.has(blast.status) ? html`<button class="btn" part="button" @click=${() => this.#reset()}>${t('newBlast')}</button>` : nothing}
      </div>
    </section>`;
  }

  override render() {
    const t = this.#i18n.t.bind(this.#i18n);
    if (!this.hasCredentials) return html`<p role="alert" class="error-text">${t('noCredentials')}</p>`;
    if (this.scopes && !this.scopes.has('messages:blast')) return html`<p class="muted">${t('noScope')}</p>`;
    return html`<h2>${t('blast')}</h2>
      ${this.step === 'edit' ? this.#editStep(t) : this.step === 'progress' ? this.#progressStep(t) : this.#confirmStep(t)}`;
  }
}
