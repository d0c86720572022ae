/**
 * The composer's blast mode: the same editor sends one message (with its schedule) to every contact of an
 * audience. "Send as": the RCS message with its SMS/MMS fallback (`/messages/blast/rcs`), or an SMS/MMS message alone
 * (`/messages/blast/sms|mms`) — the draft's SMS/MMS part, edited by the fallback's fields under SMS words, so switching
 * keeps both parts. An audience picker (`POST /audiences/list`, with member counts) or the `audience-id` attribute;
 * "Review blast" shows recipients, segments, what each contact will get (the service's estimate, `blast/split.ts`,
 * as `<parley-blast>` shows it) and its total, with one confirm step; then the blast's live progress until COMPLETED. Summary, progress and following are `<parley-blast>`'s own
 * pieces (`blast/progress.ts`). Loaded on first use: a single send never downloads it.
 *
 * @csspart send-as - Blast mode's "Send as: RCS (with SMS/MMS fallback) / SMS/MMS".
 * @csspart audience - The audience picker.
 * @csspart field - One labelled input with its counter and error.
 * @csspart error - A field's error message.
 * @csspart blast-confirm - The blast's summary and confirm.
 * @csspart blast-progress - The blast's live progress.
 * @csspart failures - Blast mode: the list of recipients the blast did not reach, with the reason and "Open thread"
 *  (drawn by `blast/progress.ts`).
 * @csspart summary - The blast's recipients, segments and estimated total (drawn by `blast/progress.ts`).
 * @csspart split - What each contact will get: RCS, SMS, MMS and not reached, with reasons, segments and cost
 *  (drawn by `blast/split.ts`).
 */
// A part of the composer loaded on first use (`extras.ts`): through its first screen, as every lazy part of it is.
import './first-screen.js';
import { html, nothing } from 'lit';
import { cancelBlast, listBlastRecipients, listBlasts, sendBlast } from '../../api/contacts-blasts.js';
import { DraftStore } from '../../controllers/draft.js';
import { newIdempotencyKey } from '../../api/transport.js';
import { BlastSentEvent, BlastUpdatedEvent, type BlastSendDetail } from '../../events/blast.js';
import { ThreadSelectEvent } from '../../events/thread-select.js';
import { blastMessages, type BlastKey } from '../../i18n/blast.js';
import { I18nController } from '../../i18n/index.js';
import type { Blast, BlastMmsRequest, BlastRcsRequest, BlastRecipient, BlastSmsRequest } from '../../schemas/blasts.js';
import type { Audience } from '../../schemas/contacts.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import {
  BlastFollower,
  blastProgress,
  blastSummary,
  failedList,
  FINAL_BLAST,
  loadAudiences,
  totalOf,
  type BlastEstimate,
} from '../blast/progress.js';
import { loadSplit, splitList, type Split } from '../blast/split.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';
import { focusIn, type ComposerVoice, type ExtrasReach, type SendableDraft } from './extras-host.js';
import { describeError } from './result.js';
import { smsPart } from '../../core/sms-part.js';
import { listSchedules, validateMessage } from '../../api/messages.js';

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
  estimate: BlastEstimate | undefined;
  /** What each contact will get, estimated at review. */
  split: Split | undefined;
  error = '';
  /** One Idempotency-Key per blast: a retry after a failure never sends it twice. */
  #key: string | undefined;
  /** The draft and audience the summary was made for: an edit after "Review blast" reviews again. */
  #reviewed = '';
  /** "Send as", kept in this browser per sender and `audience-id`, so a reload keeps it. */
  #as: BlastAs;
  readonly #asStore: DraftStore<BlastAs>;
  /** The SMS/MMS part was added by switching to SMS/MMS: switching back while it is still empty removes it again. */
  #added = false;
  readonly #i18n: I18nController<BlastKey>;
  readonly follower: BlastFollower;
  /** Who the followed blast did not reach (`<parley-blast>`'s list), read again whenever it counts another failure. */
  #failures: { data: BlastRecipient[]; more: boolean; of: string } | undefined;

  /** `editor` fills the draft's SMS/MMS part in and out as "Send as" switches; `draft` is what is reviewed and sent. */
  constructor(
    private readonly element: ParleyComposer,
    private readonly editor: DraftEditor,
    private readonly voice: ComposerVoice,
    private readonly reach: ExtrasReach,
    private readonly draft: SendableDraft,
  ) {
    this.#i18n = new I18nController(element, blastMessages, voice.locale);
    this.follower = new BlastFollower(element, {
      api: () => element.api,
      interval: () => 1000, // only without the event stream
      changed: (blast) => {
        if (blast.failed > 0 && this.#failures?.of !== `${blast.id}:${blast.failed}`) void this.#loadFailures(blast);
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
    } catch (error) {
      this.audiences = [];
      this.error = this.#t('error', { action: this.#t('action_load'), reason: describeError(this.voice.t, error) });
    }
    this.element.requestUpdate();
  }

  async #loadFailures(blast: Blast): Promise<void> {
    const of = `${blast.id}:${blast.failed}`;
    try {
      const page = await listBlastRecipients(this.element.api, blast.id, { status: 'FAILED', pageSize: 100 });
      if (this.blast?.id !== blast.id) return;
      this.#failures = { data: page.data, more: page.nextCursor !== null, of };
      this.element.requestUpdate();
    } catch {
      // The counters still say how many failed; the list comes with the next change.
    }
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

  /** What one message of the blast costs, by the service's validation. */
  #validate(request: SendRequest) {
    const sms = this.#as === 'sms' ? smsPart(request) : undefined;
    if (!sms)
      return validateMessage(this.element.api, 'rcs', {
        rcs: request.rcs!,
        ...(request.fallback ? { fallback: request.fallback } : {}),
      });
    const { kind, ...message } = sms;
    return kind === 'sms'
      ? validateMessage(this.element.api, 'sms', { from: message.from, text: message.text ?? '' })
      : validateMessage(this.element.api, 'mms', message);
  }

  /** Edit → confirm: the draft must be sendable; the service prices one message, × recipients. */
  async review(): Promise<void> {
    this.#ensureSmsPart();
    if (await this.draft.refuse()) return;
    if (!this.audienceId) return void focusIn(this.element, '#audience');
    this.error = '';
    const request = this.draft.request();
    const recipients = this.selected?.contactCount ?? 0;
    let estimate: BlastEstimate = { segments: 1, total: null };
    if (this.reach.scopes.has('messages:send')) {
      try {
        const result = await this.#validate(request);
        estimate = { segments: result.segments, total: totalOf(result.estimatedCost, recipients) };
      } catch (error) {
        this.error = this.#t('error', {
          action: this.#t('action_validate'),
          reason: describeError(this.voice.t, error),
        });
      }
    }
    // What each contact will get (the service's estimate, by the send's own rules), as `<parley-blast>` shows it;
    // the confirmed total is the split's, each leg priced by whom it reaches.
    this.split = undefined;
    if (this.reach.scopes.has('messages:blast')) {
      try {
        this.split = await loadSplit(this.element.api, this.#detail(request));
        estimate = { ...estimate, total: this.split.cost.total };
      } catch {
        // Without the split, the validation's price × recipients stands.
      }
    }
    this.estimate = estimate;
    const reviewed = JSON.stringify([this.audienceId, this.#as, request]);
    // Another message is another blast: a new key (the old one would be a 409 with another body).
    if (reviewed !== this.#reviewed) this.#key = newIdempotencyKey();
    this.#reviewed = reviewed;
    this.step = 'confirm';
    this.element.requestUpdate();
    await focusIn(this.element, '#blast-confirm-title');
  }

  async send(): Promise<void> {
    // Edited since the summary: what is confirmed must be what is sent.
    if (JSON.stringify([this.audienceId, this.#as, this.draft.request()]) !== this.#reviewed) return this.review();
    const key = (this.#key ??= newIdempotencyKey());
    this.step = 'sending';
    this.error = '';
    this.element.requestUpdate();
    try {
      const blast = await this.#sendBody(key);
      this.#key = undefined;
      this.step = 'progress';
      this.follower.follow(blast);
      // The progress view says its status (its own status region): nothing is announced twice.
      this.element.dispatchEvent(new BlastSentEvent({ blast }));
    } catch (error) {
      // Said by the panel's alert (`panel()`), once.
      this.step = 'confirm';
      this.error = this.#t('error', { action: this.#t('action_send'), reason: describeError(this.voice.t, error) });
    }
    this.element.requestUpdate();
    await focusIn(this.element, this.step === 'progress' ? '#blast-progress-title' : '#blast-confirm-title');
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
    if (!this.audiences.length) return html`<p class="muted">${this.error || t('noAudiences')}</p>`;
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
    const error = this.error ? html`<p role="alert" class="error-text" part="error">${this.error}</p>` : nothing;
    if (this.step === 'edit') return this.audiences?.length ? error : nothing;
    const locale = this.#i18n.locale;
    if (this.step === 'progress' && this.blast) {
      const blast = this.blast;
      return html`<section class="blast" part="blast-progress" aria-labelledby="blast-progress-title">
        <h3 id="blast-progress-title" tabindex="-1">${t('progress')} — ${this.selected?.name ?? blast.audienceId}</h3>
        ${blastProgress(t, locale, blast)}
        ${
          // The composer has no thread address of its own: "Open thread" asks the host (`parley-thread-select`).
          failedList(t, this.#failures?.of.startsWith(`${blast.id}:`) ? this.#failures : undefined, {
            href: () => null,
            open: (r) =>
              this.element.dispatchEvent(
                new ThreadSelectEvent({ conversationId: r.conversationId, conversation: undefined }),
              ),
          })
        }
        ${error}
        <div class="row">
          ${
            blast.status === 'SCHEDULED' && this.reach.scopes.has('messages:schedule')
              ? html`<button type="button" class="btn" @click=${() =>
                  void this.cancel(blast.id).catch((e: unknown) => {
                    this.error = this.#t('error', {
                      action: this.#t('action_cancel'),
                      reason: describeError(this.voice.t, e),
                    });
                    this.element.requestUpdate();
                  })}>${t('cancel')}</button>`
              : nothing
          }
          ${
            FINAL_BLAST.has(blast.status) || blast.status === 'SCHEDULED'
              ? html`<button type="button" class="btn" @click=${() => {
                  this.follower.follow(undefined);
                  this.step = 'edit';
                  this.element.requestUpdate();
                  void focusIn(this.element, '#audience');
                }}>${t('newBlast')}</button>`
              : nothing
          }
        </div>
      </section>`;
    }
    const recipients = this.selected?.contactCount ?? 0;
    const sending = this.step === 'sending';
    const scheduled = !!this.draft.request().scheduledTime;
    return html`<section class="blast" part="blast-confirm" aria-labelledby="blast-confirm-title">
      <h3 id="blast-confirm-title" tabindex="-1">${t('confirmTitle', { count: recipients })}</h3>
      ${blastSummary(t, locale, this.selected?.name ?? this.audienceId, recipients, this.estimate)}
      ${this.split ? splitList(t, locale, this.split) : nothing} ${error}
      <div class="row">
        <button type="button" class="btn" ?disabled=${sending} @click=${() => {
          this.step = 'edit';
          this.error = '';
          this.element.requestUpdate();
        }}>${t('edit')}</button>
        <button type="button" class="btn btn-primary" data-confirm ?disabled=${sending} aria-busy=${sending ? 'true' : 'false'} @click=${() => void this.send()}>
          ${sending ? t('sending') : scheduled ? t('scheduleIt') : t('sendNow')}
        </button>
      </div>
    </section>`;
  }
}
