/**
 * The composer's blast mode: the same editor sends one message (with its schedule) to every contact of an
 * audience. "Send as": the RCS message with its SMS/MMS fallback (`/messages/blast/rcs`), or an SMS/MMS message alone
 * (`/messages/blast/sms|mms`) — the draft's SMS/MMS part, edited by the fallback's fields under SMS words, so switching
 * keeps both parts. An audience picker (`POST /audiences/list`, with member counts) or the `audience-id` attribute;
 * "Review blast" shows `<parley-blast>`'s own confirm view (`blast/confirm.ts`): what is sent, when, as what and from
 * whom, to how many, the SMS leg's segments, what each contact will get (the service's estimate, `blast/split.ts`)
 * and the total; then its live progress view (`blast/steps.ts`) until COMPLETED. Review's rule and figures, following,
 * the failed list and how a failure is said are `<parley-blast>`'s pieces too (`blast/estimate.ts`,
 * `blast/progress.ts`, `blast/failures.ts`, `blast/failure.ts`). Loaded on first use: a single send never downloads it.
 *
 * @csspart send-as - Blast mode's "Send as: RCS (with SMS/MMS fallback) / SMS/MMS".
 * @csspart audience - The audience picker.
 * @csspart field - One labelled input with its counter and error.
 * @csspart error - A field's error message, and why the audiences could not be read.
 * @csspart blast-confirm - The blast's confirm: what is sent, its summary, the split, Edit and Send.
 * @csspart blast-progress - The blast's live progress: its status, counters, what each contact got, who did not.
 * @csspart progress - The progress view inside it (drawn by `blast/steps.ts`).
 * @csspart got - What each contact got: RCS, SMS, MMS and not reached (drawn by `blast/split.ts`).
 * @csspart failures - Blast mode: the list of recipients the blast did not reach, with the reason and "Open thread"
 *  (drawn by `blast/progress.ts`).
 * @csspart summary - What the blast sends, when, to whom, the SMS leg's segments and the estimated total (drawn by
 *  `blast/confirm.ts`).
 * @csspart button - The confirm's and the progress view's buttons, and Retry when the audiences could not be read
 *  (drawn by `blast/confirm.ts` and `blast/steps.ts`).
 * @csspart split - What each contact will get: RCS, SMS, MMS and not reached, with reasons and each leg's cost
 *  (drawn by `blast/split.ts`).
 */
// A part of the composer loaded on first use (`extras.ts`): through its first screen, as every lazy part of it is.
import './first-screen.js';
import { html, nothing } from 'lit';
import { cancelBlast, listBlasts, sendBlast } from '../../api/contacts-blasts.js';
import { isApiError } from '../../api/errors.js';
import { KeyPerRequest } from '../../api/idempotency-keys.js';
import { DraftStore } from '../../controllers/draft.js';
import { BlastSentEvent, BlastUpdatedEvent, type BlastSendDetail } from '../../events/blast.js';
import { ParleyErrorEvent } from '../../events/parley-error.js';
import { toError } from '../../events/to-error.js';
import { ThreadSelectEvent } from '../../events/thread-select.js';
import { blastMessages, type BlastKey } from '../../i18n/blast.js';
import { I18nController } from '../../i18n/index.js';
import type { Blast, BlastMmsRequest, BlastRcsRequest, BlastSmsRequest } from '../../schemas/blasts.js';
import type { Audience } from '../../schemas/contacts.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import { confirmStep } from '../blast/confirm.js';
import { reviewFigures } from '../blast/estimate.js';
import type { BlastT } from '../blast/checks.js';
import { failureLine, type BlastAction } from '../blast/failure.js';
import { FailedRecipients } from '../blast/failures.js';
import { BlastFollower, loadAudiences, type BlastEstimate } from '../blast/progress.js';
import { loadSenders, type BlastSender } from '../blast/senders.js';
import type { Split } from '../blast/split.js';
import type { SourcesFailure } from '../blast/sources.js';
import { loadFailed, progressStep } from '../blast/steps.js';
import { loadFailure, retryable } from '../shared/load-failure.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';
import { focusIn, type ComposerVoice, type ExtrasReach, type SendableDraft } from './extras-host.js';
import { smsPart } from '../../core/sms-part.js';
import { listSchedules } from '../../api/messages.js';
import { asSent, shortHostOf } from './as-sent.js';

export type BlastModeStep = 'edit' | 'confirm' | 'sending' | 'progress';
/** What a blast sends: the RCS message (with its SMS/MMS fallback), or the SMS/MMS message alone. */
export type BlastAs = 'rcs' | 'sms';

export class BlastMode {
  audiences: Audience[] | undefined;
  audienceId = '';
  #step: BlastModeStep = 'edit';
  /** While a blast is confirmed or followed, the composer's own send button steps aside (one primary action). */
  get step(): BlastModeStep {
    return this.#step;
  }
  set step(step: BlastModeStep) {
    this.#step = step;
    this.element.toggleAttribute('data-blast-step', step !== 'edit');
  }
  /** The validation's price × recipients, at review. */
  estimate: BlastEstimate | undefined;
  /** What each contact will get, estimated at review. */
  split: Split | undefined;
  /** The team's agents and numbers (`agents:read`), read at review: the confirm names the senders. */
  #senders: BlastSender[] | null = null;
  /** What failed last, said when rendered: in the language shown then, as `<parley-blast>` says it. */
  #errorWords: ((t: BlastT) => string) | undefined;
  /** Why the audiences could not be read, and whether Retry may help (with `#retrying` while it reads again). */
  #loadFailure: SourcesFailure | undefined;
  #retrying = false;
  /**
   * The Idempotency-Key of the blast reviewed (`<parley-blast>`'s rule): the same for a retry, a new one once the
   * draft, the audience or "Send as" changed, none once sent. It also tells an edit after "Review blast", which
   * reviews again.
   */
  readonly #keys = new KeyPerRequest();
  /** "Send as", kept in this browser per sender and `audience-id`, so a reload keeps it. */
  #as: BlastAs;
  readonly #asStore: DraftStore<BlastAs>;
  /** The SMS/MMS part was added by switching to SMS/MMS: switching back while it is still empty removes it again. */
  #added = false;
  readonly #i18n: I18nController<BlastKey>;
  readonly follower: BlastFollower;
  /** Who the followed blast did not reach (`<parley-blast>`'s list), read again whenever it counts another failure. */
  readonly #failures: FailedRecipients;

  /** `editor` fills the draft's SMS/MMS part in and out as "Send as" switches; `draft` is what is reviewed and sent. */
  constructor(
    private readonly element: ParleyComposer,
    private readonly editor: DraftEditor,
    private readonly voice: ComposerVoice,
    private readonly reach: ExtrasReach,
    private readonly draft: SendableDraft,
  ) {
    this.#i18n = new I18nController(element, blastMessages, voice.locale);
    this.#failures = new FailedRecipients(element, () => element.api);
    this.follower = new BlastFollower(element, {
      api: () => element.api,
      interval: () => 1000, // only without the event stream
      changed: (blast) => {
        this.#failures.show(blast);
        element.dispatchEvent(new BlastUpdatedEvent({ blast }));
        // Its status is said by the progress view's own status region (`blast/progress.ts`), not a second time here.
        element.requestUpdate();
      },
    });
    this.audienceId = element.audienceId;
    this.#asStore = new DraftStore<BlastAs>('composer-blast-as', `${element.from}|${element.audienceId}`, 0);
    this.#as = this.#asStore.load() === 'sms' ? 'sms' : 'rcs';
    this.#ensureSmsPart();
    void this.#load();
  }

  get as(): BlastAs {
    return this.#as;
  }

  /** Switches what the blast sends; the draft keeps both parts (the RCS message and the SMS/MMS one). */
  setAs(as: BlastAs): void {
    if (as === this.#as) return;
    this.#as = as;
    if (as === 'sms') this.#asStore.save(as);
    else this.#asStore.clear(); // RCS is the default: nothing stored
    const request = this.draft.request();
    const f = request.fallback;
    if (as === 'rcs' && this.#added && f && !f.text && !f.mediaUrls?.length)
      this.editor.fill({ ...request, fallback: undefined });
    this.#added = false;
    this.#ensureSmsPart();
    // The scheduled list lists again by itself: its source names the audience and what the blast sends.
    this.element.requestUpdate();
  }

  /** An SMS/MMS blast edits the draft's SMS/MMS part: there is one (from the team's number) whenever this mode shows. */
  #ensureSmsPart(): void {
    if (this.#as !== 'sms' || this.draft.request().fallback) return;
    this.#added = true;
    this.editor.fill({
      ...this.draft.request(),
      fallback: { from: this.editor.lastFallbackFrom, text: '', mediaUrls: [] },
    });
  }

  #t = (key: BlastKey, vars?: Record<string, string | number>) => this.#i18n.t(key, vars);

  get selected(): Audience | undefined {
    return this.audiences?.find((a) => a.id === this.audienceId);
  }

  get blast(): Blast | undefined {
    return this.follower.blast;
  }

  async #load(): Promise<void> {
    try {
      const { audiences, selected } = await loadAudiences(this.element.api, this.audienceId);
      this.audiences = audiences;
      this.audienceId = selected ?? '';
      this.#loadFailure = undefined;
    } catch (error) {
      this.audiences = [];
      // Said where the picker goes, with Retry where trying again may help, as `<parley-blast>` says it.
      this.#loadFailure = { say: (t) => failureLine(t, 'load', error), retry: retryable(loadFailure(error)) };
      this.element.dispatchEvent(new ParleyErrorEvent({ action: 'load', error: toError(error) }));
    }
    this.element.requestUpdate();
  }

  /** Reads the audiences again; the focus then goes to the picker, or stays on Retry. */
  async #retryLoad(): Promise<void> {
    this.#retrying = true;
    this.element.requestUpdate();
    await this.#load();
    this.#retrying = false;
    this.element.requestUpdate();
    await focusIn(this.element, this.audiences?.length ? '#audience' : '#load-retry');
  }

  /** What failed is said in place when rendered, and told to the host as `<parley-blast>` tells it (`parley-error`). */
  #fail(action: BlastAction, error: unknown): void {
    this.#errorWords = (t) => failureLine(t, action, error);
    this.element.dispatchEvent(new ParleyErrorEvent({ action, error: toError(error) }));
  }

  /** What is reviewed and sent: a change to any of it is another blast. */
  #reviewed(request = this.draft.request()): unknown {
    return [this.audienceId, this.#as, request];
  }

  /** The blast a request makes: without its recipient, with the audience; the RCS message or its SMS/MMS part. */
  #detail(request: SendRequest): BlastSendDetail {
    const { to: _to, type: _type, ...rest } = request;
    const common = {
      audienceId: this.audienceId,
      ...(rest.scheduledTime ? { scheduledTime: rest.scheduledTime } : {}),
    };
    const sms = this.#as === 'sms' ? smsPart(rest as SendRequest) : undefined;
    if (!sms) return { kind: 'rcs', request: { ...rest, audienceId: this.audienceId, rcs: rest.rcs! } };
    const { kind, ...message } = sms;
    return kind === 'sms'
      ? { kind, request: { ...common, from: message.from, text: message.text ?? '' } }
      : { kind, request: { ...common, ...message } as BlastMmsRequest };
  }

  /** Sends the blast the draft makes, links shortened. */
  async #sendBody(key: string): Promise<Blast> {
    const { kind, request } = this.#detail(await this.draft.prepare(this.draft.request(), key));
    const { api } = this.element;
    const opts = { idempotencyKey: key };
    return kind === 'rcs'
      ? sendBlast(api, 'rcs', request as BlastRcsRequest, opts)
      : kind === 'sms'
        ? sendBlast(api, 'sms', request as BlastSmsRequest, opts)
        : sendBlast(api, 'mms', request as BlastMmsRequest, opts);
  }

  /**
   * Edit → confirm, by `<parley-blast>`'s rule (`reviewFigures`): the draft must be sendable; then, at once, the
   * service's price of one message × recipients and what each contact will get (the split, by the send's own rules),
   * and the team's senders to name. Without the price or the split the blast stays here with the reason: a confirm
   * for thousands of messages is not asked without them.
   */
  async review(): Promise<void> {
    this.#ensureSmsPart();
    if (await this.draft.refuse()) return;
    if (!this.audienceId) return void focusIn(this.element, '#audience');
    this.#errorWords = undefined;
    const request = this.draft.request();
    const { api } = this.element;
    const { scopes } = this.reach;
    const recipients = this.selected?.contactCount ?? 0;
    // Estimated as it will be sent (`as-sent.ts`: its links as short links), the text the segments and price are of.
    const sent = asSent(request, shortHostOf(this.element));
    const [found, senders] = await Promise.all([
      reviewFigures(api, this.#detail(sent), recipients, scopes.has('messages:send')),
      scopes.has('agents:read') ? loadSenders(api).catch(() => null) : null,
    ]);
    if ('problems' in found) {
      // Said by the panel's alert beside the send button (`panel()`); the focus stays on it, to review again.
      const { problems } = found;
      this.#errorWords = (t) =>
        Object.values(problems)
          .map((say) => say(t))
          .join(' ');
      // A call that failed (not a file the service cannot send) is the host's to hear of, as `<parley-blast>` says it.
      if (found.error) this.element.dispatchEvent(new ParleyErrorEvent({ action: 'validate', error: found.error }));
      return this.element.requestUpdate();
    }
    ({ estimate: this.estimate, split: this.split } = found);
    this.#senders = senders;
    this.#keys.keyFor(this.#reviewed(request));
    this.step = 'confirm';
    this.element.requestUpdate();
    await focusIn(this.element, '#confirm-title');
  }

  async send(): Promise<void> {
    // Edited since the summary: what is confirmed must be what is sent.
    const reviewed = this.#reviewed();
    if (!this.#keys.holds(reviewed)) return this.review();
    const key = this.#keys.keyFor(reviewed);
    this.step = 'sending';
    this.#errorWords = undefined;
    this.element.requestUpdate();
    try {
      const blast = await this.#sendBody(key);
      this.#keys.sent();
      this.step = 'progress';
      this.#failures.clear();
      this.#failures.show(blast);
      this.follower.follow(blast);
      // The progress view says its status (its own status region): nothing is announced twice.
      this.element.dispatchEvent(new BlastSentEvent({ blast }));
    } catch (error) {
      // Said by the panel's alert (`panel()`), once.
      this.step = 'confirm';
      this.#fail('send', error);
    }
    this.element.requestUpdate();
    await focusIn(this.element, this.step === 'progress' ? '#progress-title' : '#confirm-title');
  }

  /** Cancels a scheduled blast (from the progress view or the scheduled list). */
  async cancel(id: string): Promise<Blast> {
    const blast = await cancelBlast(this.element.api, id);
    if (this.blast?.id === id) this.follower.follow(blast);
    this.element.dispatchEvent(new BlastUpdatedEvent({ blast }));
    this.element.requestUpdate();
    return blast;
  }

  /**
   * The scheduled blasts of the chosen audience from this agent or its SMS/MMS number, for the composer's scheduled
   * list: one entry per blast (its first message, for the content), to the audience's name, cancelled by the blast's id.
   */
  async listScheduled(from: string, signal: AbortSignal): Promise<{ items: Message[]; cursor: null }> {
    const senders = new Set([from, this.draft.request().fallback?.from].filter((s): s is string => !!s));
    const blasts = await listBlasts(
      this.element.api,
      { status: 'SCHEDULED', audienceId: this.audienceId, pageSize: 100 },
      { signal },
    );
    const mine = blasts.data.filter((b) => senders.has(b.from));
    const froms = [...new Set(mine.map((b) => b.from))];
    const pages = await Promise.all(
      froms.map((f) => listSchedules(this.element.api, { from: f, pageSize: 100 }, { signal })),
    );
    const messages = pages.flatMap((p) => p.data);
    const name = this.selected?.name ?? this.audienceId;
    const items = mine.flatMap((b) => {
      const first = messages.find((m) => m.blastId === b.id);
      return first ? [{ ...first, id: b.id, to: name }] : [];
    });
    return { items, cursor: null };
  }

  /** The audience picker (in the header). */
  picker() {
    const t = this.#t;
    if (!this.audiences) return html`<p class="muted" role="status">${t('loading')}</p>`;
    if (this.#loadFailure) return loadFailed(t, this.#loadFailure, this.#retrying, () => void this.#retryLoad());
    if (!this.audiences.length) return html`<p class="muted">${t('noAudiences')}</p>`;
    return html`<div class="field" part="field">
      <label for="audience">${t('audience')}</label>
      <select id="audience" part="audience" ?disabled=${this.step !== 'edit'} @change=${(e: Event) => {
        this.audienceId = (e.target as HTMLSelectElement).value;
        this.element.requestUpdate();
      }}>
        ${this.audiences.map((a) => html`<option value=${a.id} ?selected=${a.id === this.audienceId}>${a.name} — ${t('members', { count: a.contactCount })}</option>`)}
      </select>
    </div>`;
  }

  /** "Send as: RCS (with SMS/MMS fallback) | SMS/MMS" (in the header, under the audience). */
  sendAs() {
    const { t } = this.voice;
    return html`<fieldset class="send-to" part="send-as">
      <legend>${t('sendAs')}</legend>
      ${(['rcs', 'sms'] as const).map(
        (
          as,
        ) => html`<label><input type="radio" name="send-as" value=${as} .checked=${this.#as === as} ?disabled=${this.step !== 'edit'}
          @change=${() => this.setAs(as)} /> ${t(as === 'rcs' ? (this.editor.summary?.sendAsRcs ?? 'sendAsRcs') : 'sendAsSms')}</label>`,
      )}
    </fieldset>`;
  }

  /** Confirm, sending and progress (beside the send button); nothing while editing. */
  panel() {
    const t = this.#t;
    const error = this.#errorWords
      ? html`<p role="alert" class="error-text" part="error">${this.#errorWords(t)}</p>`
      : nothing;
    if (this.step === 'edit') return this.audiences?.length ? error : nothing;
    const locale = this.#i18n.locale;
    // `<parley-blast>`'s progress view (`blast/steps.ts`). The composer has no thread address of its own: "Open
    // thread" asks the host (`parley-thread-select`); a scheduled blast may be left for a new one, as the scheduled
    // list cancels it.
    if (this.step === 'progress' && this.blast) {
      const blast = this.blast;
      return html`<div class="blast" part="blast-progress">${progressStep({
        t,
        locale,
        blast,
        split: this.split,
        failures: this.#failures.list,
        threadHref: undefined,
        open: (r) =>
          this.element.dispatchEvent(
            new ThreadSelectEvent({ conversationId: r.conversationId, conversation: undefined }),
          ),
        canCancel: this.reach.scopes.has('messages:schedule'),
        leaveScheduled: true,
        errorLine: error,
        // The scheduled list's Cancel says its own failures (`extras.ts`); this one is said here and to the host.
        cancel: () =>
          void this.cancel(blast.id).catch((e: unknown) => {
            this.#fail('cancel', e);
            this.element.requestUpdate();
            // Refused because it changed (409): read it, so the view stops saying "Scheduled" with a Cancel.
            if (isApiError(e) && e.status === 409) void this.follower.readNow();
          }),
        reset: () => {
          this.follower.follow(undefined);
          this.#failures.clear();
          this.step = 'edit';
          this.element.requestUpdate();
          void focusIn(this.element, '#audience');
        },
      })}</div>`;
    }
    // `<parley-blast>`'s confirm view (`blast/confirm.ts`): the same rows and words; Edit returns to the composer.
    return html`<div class="blast" part="blast-confirm">${confirmStep({
      t,
      locale,
      detail: this.#detail(this.draft.request()),
      audience: this.selected?.name ?? this.audienceId,
      recipients: this.selected?.contactCount ?? 0,
      senders: this.#senders,
      estimate: this.estimate,
      split: this.split,
      sending: this.step === 'sending',
      errorLine: error,
      edit: () => {
        this.step = 'edit';
        this.#errorWords = undefined;
        this.element.requestUpdate();
        void focusIn(this.element, '#audience');
      },
      send: () => void this.send(),
    })}</div>`;
  }
}
