/**
 * `<parley-blast>`: send one message to every contact of an audience (DESIGN §6). Pick an audience (with member
 * counts), say what it is sent as ("RCS (with SMS/MMS fallback)" or "SMS/MMS", the composer's blast mode words) and
 * from which of the team's agents or numbers, write it (optionally scheduled); Review checks everything — sender,
 * audience, content and cost — in words before the one confirm step, which says what will be sent, when, from whom and
 * to how many; then the blast's live progress until it completes, with the recipients who did not get it, why, and a
 * way to their threads. A scheduled blast can be cancelled until it starts. RCS is offered with an agent to send it (one
 * of the team's, or without `agents:read` the one the host gave); else it is off, with what is missing said beside it.
 * Self-contained and side-effect free: `src/blast.ts` registers the tag.
 */
import { BlastSendEvent, BlastSentEvent, BlastUpdatedEvent, type BlastSendDetail } from '../../events/blast.js';
import { ParleyErrorEvent } from '../../events/parley-error.js';
import { ThreadSelectEvent } from '../../events/thread-select.js';
import { cancelBlast } from '../../api/contacts-blasts.js';
import { html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { isApiError, type ApiError } from '../../api/errors.js';
import { KeyPerRequest } from '../../api/idempotency-keys.js';
import { blastMessages, type BlastKey } from '../../i18n/blast.js';
import { I18nController } from '../../i18n/index.js';
import type { Blast } from '../../schemas/blasts.js';
import type { Audience } from '../../schemas/contacts.js';
import { ParleyElement } from '../shared/parley-element.js';
import { blastStyles } from './blast.styles.js';
import { checkBlast, type BlastT as T, type Problems } from './checks.js';
import { blastRequest, reviewFigures, sendRequest } from './estimate.js';
import { editStep } from './edit-step.js';
import { failureLine, type BlastAction } from './failure.js';
import { FailedRecipients } from './failures.js';
import { BlastFollower, type BlastEstimate } from './progress.js';
import { AGENT_ID, agentChoices, offeredSenders, sendersFor } from './senders.js';
import { BlastSources } from './sources.js';
import type { Split } from './split.js';
import { StepFocus } from './step-focus.js';
import { confirmStep } from './confirm.js';
import { progressStep } from './steps.js';

/** `RCS`, or `SMS`/`MMS` — both mean "SMS/MMS": it goes as MMS when it carries a media URL, else as SMS. */
export type BlastChannel = 'SMS' | 'MMS' | 'RCS';
export type BlastStep = 'edit' | 'confirm' | 'sending' | 'progress';
export type { BlastAction } from './failure.js';

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
 * @event {ThreadSelectEvent} parley-thread-select - The user asked to open the thread of a recipient the blast did not
 *   reach (`detail.conversationId`); not fired when `thread-href` makes those links.
 * @event {ParleyErrorEvent} parley-error - Loading audiences, checking, sending or cancelling failed (also shown in place).
 *
 * @csspart form - The edit step.
 * @csspart audience - The audience picker.
 * @csspart input - The message, sender, media, fallback and schedule inputs.
 * @csspart summary - What is sent, when, to whom, the SMS leg's segments and the estimated total (confirm step).
 * @csspart agents - The RCS agent picker (each agent by name, logo and launch per carrier).
 * @csspart agent-option - One agent of the picker.
 * @csspart agent-launch - An agent's launch per carrier, in words.
 * @csspart agent-description - An agent's description.
 * @csspart split - What each recipient will get: RCS, SMS, MMS and not reached, with reasons and each leg's cost
 *   (confirm step).
 * @csspart got - What each recipient got, in the same rows (progress).
 * @csspart progress - The progress bar and counters.
 * @csspart failures - The list of recipients the blast did not reach.
 * @csspart failure - One of them (name, number, reason, thread link).
 * @csspart thread-link - The link or button to a recipient's thread.
 * @csspart button - Every button.
 * @csspart error - An error message.
 *
 * @cssproperty --parley-blast-padding - Inner padding (default 0.75rem).
 * @cssproperty --parley-blast-gap - Space between fields (default 0.75rem).
 */
export class ParleyBlast extends ParleyElement {
  static override styles = blastStyles;

  // `static properties` with `declare` fields, as every element declares its inputs (CONTRIBUTING.md); view state is
  // `private`, so the custom-elements manifest publishes only the inputs below.
  static override properties: PropertyDeclarations = {
    audienceId: { attribute: 'audience-id' },
    from: {},
    fallbackFrom: { attribute: 'fallback-from' },
    channel: { reflect: true },
    pollInterval: { type: Number, attribute: 'poll-interval' },
    threadHref: { attribute: 'thread-href' },
    step: { state: true, attribute: false },
    text: { state: true, attribute: false },
    mediaUrl: { state: true, attribute: false },
    fallbackText: { state: true, attribute: false },
    scheduleAt: { state: true, attribute: false },
    problems: { state: true, attribute: false },
    estimate: { state: true, attribute: false },
    split: { state: true, attribute: false },
    current: { state: true, attribute: false },
    error: { state: true, attribute: false },
    reviewing: { state: true, attribute: false },
  };

  /** The audience to preselect. @attr audience-id */
  declare audienceId: string | undefined;
  /** Who the blast comes from: an RCS agent id for RCS, a phone number for SMS/MMS; the user picks among the team's. @attr from */
  declare from: string;
  /**
   * RCS only: the phone number the SMS/MMS fallback is sent from; without it the blast goes as RCS alone (the user
   * ticks or unticks the fallback box). @attr fallback-from
   */
  declare fallbackFrom: string | undefined;
  /** What the blast is sent as: `RCS`, or `SMS`/`MMS` (both "SMS/MMS": MMS when it has a media URL). @attr channel */
  declare channel: BlastChannel;
  /**
   * How often the progress is re-read, ms, when it cannot follow `blast.updated` on the event stream (a token without
   * `conversations:read`, or a stream that ended for good). @attr poll-interval
   */
  declare pollInterval: number;
  /**
   * The address of a thread, `{conversationId}` replaced (`/inbox?c={conversationId}`): failed recipients link to
   * their threads. Without it they are buttons firing `parley-thread-select`. @attr thread-href
   */
  declare threadHref: string | undefined;

  declare private step: BlastStep;
  declare private text: string;
  declare private mediaUrl: string;
  declare private fallbackText: string;
  declare private scheduleAt: string;
  declare private problems: Problems | undefined;
  declare private estimate: BlastEstimate | undefined;
  /** What each recipient will get (the service's estimate), shown before the confirm and beside the progress. */
  declare private split: Split | undefined;
  declare private current: Blast | undefined;
  declare private error: { action: BlastAction; error: ApiError } | undefined;
  /** Review is asking the service: its button is busy, and pressing it again does nothing. */
  declare private reviewing: boolean;

  readonly #i18n = new I18nController<BlastKey>(this, blastMessages, () => this.locale);
  /** The blast's Idempotency-Key: kept for a retry of the same blast, new once it is edited, cleared once sent. */
  readonly #keys = new KeyPerRequest();
  /** The fallback number before the box was unticked: ticking it again offers it. */
  #lastFallbackFrom: string | undefined;
  /** The last agent the host gave (`from`): without `agents:read`, the one agent to choose. */
  #givenAgent: string | undefined;
  /** The scopes, audiences and senders to choose from (`sources.ts`). */
  readonly #sources = new BlastSources(this, {
    api: () => this.api,
    audienceId: () => this.audienceId,
    select: (id) => (this.audienceId = id),
    // Said in place by `#editStep` (with Retry), from what the sources know; the host hears of it too.
    failed: (error) => isApiError(error) && this.emit(new ParleyErrorEvent({ action: 'load', error })),
  });
  readonly #steps = new StepFocus(this);
  /** The recipients the blast shown did not reach (`failures.ts`). */
  readonly #failures = new FailedRecipients(this, () => this.api);
  readonly #follower = new BlastFollower(this, {
    api: () => this.api,
    interval: () => this.pollInterval,
    changed: (blast) => {
      this.#show(blast);
      this.emit(new BlastUpdatedEvent({ blast }));
    },
  });

  constructor() {
    super();
    this.from = '';
    this.channel = 'SMS';
    this.pollInterval = 1000;
    this.step = 'edit';
    this.reviewing = false;
    this.text = this.mediaUrl = this.fallbackText = this.scheduleAt = '';
  }

  /** The blast sent last, kept live until it completes or is cancelled (`undefined` before a send). */
  get blast(): Blast | undefined {
    return this.current;
  }

  get #selected(): Audience | undefined {
    return this.#sources.audiences?.find((a) => a.id === this.audienceId);
  }

  get #rcs(): boolean {
    return this.channel === 'RCS';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasCredentials) return;
    this.#sources.load();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('from') && AGENT_ID.test(this.from.trim())) this.#givenAgent = this.from.trim();
    if (changed.has('channel') && changed.get('channel') !== undefined) this.estimate = undefined;
    // What Review found is no longer true once the sender, the channel or the audience changes; Review checks again.
    if (['channel', 'from', 'fallbackFrom', 'audienceId'].some((p) => changed.has(p as keyof ParleyBlast)))
      this.problems = undefined;
  }

  /** The blast as last heard of; its failed recipients are read again whenever it counts another failure. */
  #show(blast: Blast): void {
    this.current = blast;
    this.#failures.show(blast);
  }

  #fail(action: BlastAction, error: unknown): void {
    if (!isApiError(error)) throw error;
    this.error = { action, error };
    this.emit(new ParleyErrorEvent({ action, error }));
  }

  /** The RCS agents to choose from, or why there is none (`senders.ts`). */
  get #agents() {
    return agentChoices(this.#sources.senders, this.#givenAgent);
  }

  /** "Send as" changed: the senders follow (`senders.ts`); without `agents:read`, to and from the host's agent. */
  #sendAs(rcs: boolean): void {
    this.channel = rcs ? 'RCS' : 'SMS';
    const senders = sendersFor(rcs, this.#sources.senders ?? this.#agents.agents, this);
    if (senders) ({ from: this.from, fallbackFrom: this.fallbackFrom } = senders);
  }

  #request(): BlastSendDetail {
    const { from, fallbackFrom, text, mediaUrl, fallbackText, scheduleAt } = this;
    const fields = { from, fallbackFrom, text, mediaUrl, fallbackText, scheduleAt };
    return blastRequest({ ...fields, rcs: this.#rcs, audienceId: this.audienceId! });
  }

  /**
   * Edit → confirm, only when nothing can fail late: sender, audience and content checked here, then the service
   * validates one message (segments, unsupported files and its price × recipients; no credits spent).
   */
  async review(): Promise<void> {
    if (this.reviewing) return;
    this.error = undefined;
    const problems = checkBlast({
      rcs: this.#rcs,
      from: this.from,
      fallbackFrom: this.fallbackFrom,
      audience: this.#selected,
      another: !!this.#sources.audiences?.some((a) => a.id !== this.audienceId && a.contactCount > 0),
      agents: this.#agents.missing ?? 'pick',
      text: this.text,
      mediaUrl: this.mediaUrl,
      fallbackText: this.fallbackText,
    });
    this.problems = problems;
    if (Object.keys(problems).length) return this.#focusProblem();
    const recipients = this.#selected?.contactCount ?? 0;
    this.reviewing = true;
    const validate = !!this.#sources.scopes?.has('messages:send');
    const found = await reviewFigures(this.api, this.#request(), recipients, validate).finally(() => {
      this.reviewing = false;
    });
    if ('problems' in found) {
      this.problems = found.problems;
      if (found.error) this.emit(new ParleyErrorEvent({ action: 'validate', error: found.error }));
      return this.#focusProblem();
    }
    ({ estimate: this.estimate, split: this.split } = found);
    this.step = 'confirm';
    await this.#steps.moveTo(['#confirm-title'], 'stepConfirm');
  }

  async #focusProblem(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  /**
   * Confirm → send, under the blast's `Idempotency-Key`: the same blast sent again after a failure has the same key (the
   * service replays it, never sends twice); a blast edited since has another (the old key with another body is a 409).
   */
  async send(): Promise<Blast | undefined> {
    if (this.step === 'sending') return undefined;
    const detail = this.#request();
    if (!this.emit(new BlastSendEvent(detail))) return undefined;
    this.step = 'sending';
    this.error = undefined;
    void this.#steps.moveTo([], 'sending');
    try {
      const blast = await sendRequest(this.api, detail, this.#keys.keyFor(detail));
      this.#keys.sent();
      this.#failures.clear();
      this.#show(blast);
      this.step = 'progress';
      void this.#steps.moveTo(['#progress-title'], detail.request.scheduledTime ? 'stepScheduled' : 'stepSent');
      this.emit(new BlastSentEvent({ blast }));
      this.#follower.follow(blast);
      return blast;
    } catch (error) {
      this.step = 'confirm';
      this.#steps.hush();
      this.#fail('send', error);
      return undefined;
    }
  }

  /** Cancels the scheduled blast before it starts. */
  async cancelBlast(): Promise<void> {
    if (!this.current) return;
    try {
      this.#show(await cancelBlast(this.api, this.current.id));
      this.emit(new BlastUpdatedEvent({ blast: this.current }));
      this.#follower.follow(this.current);
      // The Cancel button is gone; the progress step's own status says "Cancelled".
      await this.#steps.moveTo(['#progress-title'], undefined);
    } catch (error) {
      this.#fail('cancel', error);
      // Refused because it changed (409): read it, so "Scheduled" and its Cancel do not stand beside the refusal.
      if (isApiError(error) && error.status === 409) await this.#follower.readNow();
    }
  }

  #reset(): void {
    this.#follower.follow(undefined);
    this.step = 'edit';
    this.current = this.estimate = this.problems = this.split = undefined;
    this.#failures.clear();
    this.text = this.mediaUrl = this.fallbackText = this.scheduleAt = '';
    void this.#sources.loadAudiences();
    void this.#steps.moveTo(['#audience', '#load-retry', '#blast-title'], 'stepNew');
  }

  /** Reads again what could not be read; the focus then goes to the audience, or stays on Retry. */
  async #retryLoad(): Promise<void> {
    await this.#sources.retry();
    await this.#steps.moveTo(['#audience', '#load-retry', '#blast-title'], undefined);
  }

  #errorLine(t: T) {
    if (!this.error) return nothing;
    return html`<p role="alert" class="error-text" part="error">${failureLine(t, this.error.action, this.error.error)}</p>`;
  }

  /** The fallback box ticked or unticked: ticked again, the number it had (else the team's first) comes back. */
  #toggleFallback(on: boolean): void {
    if (!on) this.#lastFallbackFrom = this.fallbackFrom;
    this.fallbackFrom = on
      ? this.#lastFallbackFrom || offeredSenders(this.#sources.senders, false, undefined)[0]?.id || ''
      : undefined;
  }

  #editStep(t: T) {
    const { audienceId, from, fallbackFrom, text, mediaUrl, fallbackText, scheduleAt } = this;
    return editStep({
      t,
      locale: this.#i18n.locale,
      theme: this.theme,
      sources: this.#sources,
      fields: { rcs: this.#rcs, audienceId, from, fallbackFrom, text, mediaUrl, fallbackText, scheduleAt },
      agents: this.#agents,
      problems: this.problems,
      reviewing: this.reviewing,
      errorLine: this.#errorLine(t),
      set: (changed) => Object.assign(this, changed),
      sendAs: (rcs) => this.#sendAs(rcs),
      toggleFallback: (on) => this.#toggleFallback(on),
      review: () => void this.review(),
      retryLoad: () => void this.#retryLoad(),
    });
  }

  #confirmStep(t: T) {
    return confirmStep({
      t,
      locale: this.#i18n.locale,
      detail: this.#request(),
      audience: this.#selected?.name ?? this.audienceId ?? '',
      recipients: this.#selected?.contactCount ?? 0,
      senders: this.#sources.senders,
      estimate: this.estimate,
      split: this.split,
      sending: this.step === 'sending',
      errorLine: this.#errorLine(t),
      edit: () => {
        this.step = 'edit';
        this.error = undefined;
        void this.#steps.moveTo(['#audience'], 'stepEdit');
      },
      send: () => void this.send(),
    });
  }

  #progressStep(t: T) {
    return progressStep({
      t,
      locale: this.#i18n.locale,
      blast: this.current!,
      split: this.split,
      failures: this.#failures.list,
      threadHref: this.threadHref,
      open: (r) => this.emit(new ThreadSelectEvent({ conversationId: r.conversationId, conversation: undefined })),
      canCancel: !!this.#sources.scopes?.has('messages:schedule'),
      leaveScheduled: false,
      errorLine: this.#errorLine(t),
      cancel: () => void this.cancelBlast(),
      reset: () => this.#reset(),
    });
  }

  override render() {
    const t: T = this.#i18n.t.bind(this.#i18n);
    if (!this.hasCredentials) return html`<p role="alert" class="error-text">${t('noCredentials')}</p>`;
    if (this.#sources.scopes && !this.#sources.scopes.has('messages:blast'))
      return html`<p class="muted">${t('noScope')}</p>`;
    return html`<h2 id="blast-title" tabindex="-1">${t('blast')}</h2>
      ${this.step === 'edit' ? this.#editStep(t) : this.step === 'progress' ? this.#progressStep(t) : this.#confirmStep(t)}
      ${this.#steps.region(t)}`;
  }
}
