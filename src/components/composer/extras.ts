/**
 * What the composer offers beyond writing one message, loaded after its first paint: the
 * sender's identity and launch warning (`sender.ts`), "Shorten links" (`link-shortening.ts`), "Send a test"
 * (`test-send.ts`), templates (`templates.ts`) and the switch to blast mode (`blast-mode.ts`).
 * The element hands it the owners it uses (itself, the draft's editor, its voice, its judgement of the draft, the
 * team's agents: `extras-host.ts` types the two small ones) and calls `header()`, `tools()`, `prepare()` and
 * `cancelScheduled()`; each part is given only what it uses, and reads the scopes and the mode from the extras, which
 * own them ({@link ExtrasReach}).
 *
 * @csspart send-to - "Send to: one recipient / an audience".
 * @csspart retry-button - Blast mode could not be fetched (offline): fetches it again.
 */
import { html, nothing, type ReactiveController } from 'lit';
import { adoptStyles } from '../shared/adopt-styles.js';
import { readTokenScopes } from '../../api/jwt.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';
import { focusIn, type ComposerVoice, type ExtrasReach, type SendableDraft } from './extras-host.js';
import { describeError } from './result.js';
import { currentState, refusedCancelKey } from './cancel-conflict.js';
import { isApiError } from '../../api/errors.js';
import { ParleyErrorEvent } from '../../events/parley-error.js';
import { toError } from '../../events/to-error.js';
import type { CancelWording, ScheduledLoader } from './scheduled-loader.js';
import type { TeamAgents } from './team-agents.js';
import type { BlastMode } from './blast-mode.js';
import { LazyController } from '../../controllers/lazy.js';
import { extrasStyles } from './extras.styles.js';
import { LinkShortening } from './link-shortening.js';
import { Sender } from './sender.js';
import { Templates } from './templates.js';
import { TestSend } from './test-send.js';
import { cancelSchedule } from '../../api/messages.js';

/** An SMS/MMS message (a blast's, or one from a phone number) is the draft's SMS/MMS part: its words say "message", never "fallback". */
const SMS_WORDS: Partial<Record<ComposerKey, ComposerKey>> = {
  fallback: 'smsMessage',
  fallbackText: 'smsText',
  fallbackEmpty: 'smsEmpty',
  checkFailed: 'smsCheckFailed',
  smsPreview: 'smsOnlyPreview',
  mmsPreview: 'mmsOnlyPreview',
  costRcs: 'smsCost',
  shortenedFallback: 'shortenedSms',
};

/** A blast's one message is priced per message: the cost line says so (the review gives the total). */
const BLAST_WORDS: Partial<Record<ComposerKey, ComposerKey>> = { costRcs: 'costRcsEach', costBoth: 'costBothEach' };

/**
 * Blast mode (`blast-mode.ts`, with `<parley-blast>`'s progress and split, and its words) is a chunk of its own: a
 * single send never needs it. Fetched when "Send to: an audience" is chosen (or the host sets `audience-id`), and as
 * the pointer or the focus comes to "Send to". One loader for the page, so every composer shares its fetch.
 */
export const extrasParts = { blast: () => import('./blast-mode.js') };

export class Extras implements ReactiveController, ExtrasReach {
  scopes = new Set<string>();
  mode: 'one' | 'audience';
  blast: BlastMode | undefined;
  readonly sender: Sender;
  readonly links: LinkShortening;
  readonly test: TestSend;
  readonly templates: Templates;
  readonly #parts: LazyController<typeof extrasParts>;

  constructor(
    private readonly element: ParleyComposer,
    private readonly editor: DraftEditor,
    private readonly voice: ComposerVoice,
    private readonly draft: SendableDraft,
    agents: TeamAgents | undefined,
  ) {
    // Their English words (`composer-extras.ts`) joined the catalog when `later.ts` loaded.
    // The extras' styles join the element's own when they load (kept off the first screen's CSS).
    if (element.shadowRoot) adoptStyles(element.shadowRoot, extrasStyles);
    // The parts read the scopes and the mode from the extras themselves (they own them).
    this.sender = new Sender(element, voice, this, draft, agents);
    this.links = new LinkShortening(element, voice, this, draft, editor);
    this.test = new TestSend(element, voice, this, draft);
    this.templates = new Templates(element, editor, voice, draft);
    this.#parts = new LazyController(element, extrasParts);
    element.addController(this);
    this.mode = 'one';
    // A host's own client may lack getToken (then no scope-gated extras show): a rejection, not a throw.
    void Promise.resolve()
      .then(() => element.api.getToken())
      .then(
        (token) => {
          this.scopes = new Set(readTokenScopes(token));
          element.requestUpdate();
        },
        () => undefined,
      );
  }

  hostConnected(): void {}

  get blasting(): boolean {
    return this.mode === 'audience';
  }

  /** A blast of the draft's SMS/MMS part alone (`/messages/blast/sms|mms`): the RCS editors step aside. */
  get smsBlast(): boolean {
    return this.blasting && this.blast?.as === 'sms';
  }

  /**
   * The draft's SMS/MMS part alone, no RCS: an SMS/MMS blast, or a message to one recipient from a phone number (the
   * editor's `smsSender`). Its words say "message", never "fallback"; there is no agent identity or launch warning.
   */
  get smsOnly(): boolean {
    return this.smsBlast || (!this.blasting && !!this.editor.view.smsSender);
  }

  /** The composer's word for `key` in this mode. */
  word(key: ComposerKey): ComposerKey {
    if (key === 'noScheduled' && this.blasting) return 'noScheduledBlast';
    return (this.smsOnly && SMS_WORDS[key]) || (this.blasting && BLAST_WORDS[key]) || key;
  }

  /** Blast mode's parts, made on first use; the scheduled list follows the mode itself (its source names the audience). */
  async #openBlast(): Promise<BlastMode> {
    const { BlastMode } = await this.#parts.load('blast');
    this.blast ??= new BlastMode(this.element, this.editor, this.voice, this, this.draft);
    this.element.requestUpdate();
    return this.blast;
  }

  /** The request to send (short links when on); bound, so the parts can hold it. */
  readonly prepare = (request: SendRequest, key: string): Promise<SendRequest> => this.links.prepare(request, key);

  /** Blast mode's "Review blast" (the composer's submit while blasting). */
  async reviewBlast(): Promise<void> {
    // Blast mode's chunk could not be fetched: the picker says so, with its Retry.
    await (await this.#openBlast().catch(() => undefined))?.review();
  }

  /**
   * Cancels a scheduled message (a scheduled blast whole) from the scheduled list; a failure is worded above it.
   * `unscheduled` gets the message as it now stands (the send lifecycle's, when it is the one just sent), before the
   * list drops it and the focus moves. A refusal because it is no longer scheduled (409) is read back: cancelled
   * elsewhere is a cancellation like this one (not an error); sent meanwhile is too late (the list says so, no retry).
   */
  async cancelScheduled(
    message: Message,
    list: ScheduledLoader,
    unscheduled: (message: Message) => void,
  ): Promise<void> {
    const { element, voice } = this;
    let now: Message | undefined;
    let words: CancelWording = (t) => t('cancelled');
    try {
      const done = await (message.blastId === message.id
        ? this.cancelBlast(message.id)
        : cancelSchedule(element.api, message.id));
      now = { ...message, ...(done && typeof done === 'object' && 'status' in done ? (done as Message) : {}) };
      now.status = 'CANCELLED';
    } catch (error) {
      if (isApiError(error) && error.status === 409) now = await currentState(element.api, message);
      if (now?.status === 'SCHEDULED') now = undefined;
      const key = now && refusedCancelKey(now.status);
      words = key ? (t) => t(key) : (t) => t('cancelFailed', { reason: describeError(t, error) });
      if (now?.status !== 'CANCELLED') {
        list.cancelError = words;
        element.dispatchEvent(new ParleyErrorEvent<'schedule'>({ error: toError(error), action: 'schedule' }));
      }
      if (!now) return voice.announce(words(voice.t));
    }
    if (now.status === 'CANCELLED') list.cancelError = undefined;
    unscheduled(now);
    list.removed(message.id);
    voice.announce(words(voice.t));
    await focusIn(element, '[part~="scheduled"] button, [part~="send-button"]');
  }

  cancelBlast(id: string): Promise<unknown> {
    return this.#openBlast().then((blast) => blast.cancel(id));
  }

  /** The `audience-id` last seen: a host that sets or changes it later switches to that audience. */
  #attr = '';

  /** Sender identity, "Send to: one recipient / an audience" with the audience picker, and templates. */
  header() {
    const { element, voice } = this;
    if (element.audienceId !== this.#attr) {
      this.#attr = element.audienceId;
      if (this.#attr) {
        this.mode = 'audience';
        void this.#openBlast().then(
          (blast) => {
            if (blast.step === 'edit' && blast.audiences?.some((a) => a.id === this.#attr))
              blast.audienceId = this.#attr;
            element.requestUpdate();
          },
          () => undefined,
        );
      }
    }
    const canBlast = this.scopes.has('messages:blast') || !!element.audienceId;
    return html`${this.smsOnly ? nothing : this.sender.render()}
      ${
        canBlast
          ? html`<fieldset class="send-to" part="send-to" @pointerover=${this.#prefetch} @focusin=${this.#prefetch}>
            <legend>${voice.t('sendTo')}</legend>
            ${(['one', 'audience'] as const).map(
              (
                mode,
              ) => html`<label><input type="radio" name="send-to" value=${mode} .checked=${this.mode === mode} ?disabled=${!!this.blast && this.blast.step !== 'edit'}
                @change=${() => {
                  this.mode = mode;
                  if (mode === 'one') element.removeAttribute('data-blast-step');
                  if (mode === 'audience') void this.#openBlast().catch(() => undefined);
                  element.requestUpdate();
                }} /> ${voice.t(mode === 'one' ? 'sendToOne' : 'sendToAudience')}</label>`,
            )}
          </fieldset>`
          : nothing
      }
      ${this.blasting ? (this.blast?.picker() ?? this.#blastLoading()) : nothing}
      ${this.blasting ? (this.blast?.sendAs() ?? nothing) : nothing}
      ${this.templates.render()}`;
  }

  /** Blast mode is on its way, or its chunk could not be fetched (offline): said, with a Retry that fetches it again. */
  #blastLoading() {
    const { t } = this.voice;
    if (!this.#parts.failed('blast')) return html`<p class="muted" role="status">…</p>`;
    return html`<p role="alert"><span class="error-text">${t('blastUnloaded')}</span>
      <button type="button" class="btn" part="retry-button" @click=${() => void this.#openBlast().catch(() => undefined)}>${t('retry')}</button></p>`;
  }

  /** The pointer or the focus came to "Send to": blast mode's chunk is fetched before it is chosen. */
  readonly #prefetch = (): void => void this.#parts.try('blast');

  /** Before the send button: the launch warning, short links, test send; blast confirm and progress. */
  tools() {
    return html`${this.smsOnly ? nothing : this.sender.warning()} ${this.links.render()} ${this.test.render()}
      ${this.blasting ? (this.blast?.panel() ?? nothing) : nothing}`;
  }
}
