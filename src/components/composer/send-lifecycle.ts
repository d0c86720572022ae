/**
 * The composer's send lifecycle, one controller owning it: idle → sending → sent | scheduled → cancelled, or failed
 * (the draft kept for a retry with the same Idempotency-Key). It owns where the last send stands, the message the
 * service stored (its status followed live), the request as it went out, the failure and the outbox (sends kept while
 * the service is unreachable), and renders its element again itself. The pending send's key is kept with the draft
 * (`StoredDraft`, so a reload retries with it): the lifecycle sets and clears it there. It renders what stands beside
 * Send (progress, the failure with Retry, the result panel) and does "Send another" and "Edit and resend". With
 * `later.ts`: a send waits for that chunk anyway, so none of this is on the first screen; until it arrives the
 * element reads `idle`.
 *
 * What a screen reader hears: progress and a send the service took politely (the element's live region, `voice`),
 * the same words whether it went at once, on Retry or later from the outbox, and `parley-message-sent` once per
 * Idempotency-Key on each of those paths (`events/sent-once.ts`); a failure assertively, from the region rendered
 * here beside Send (the element's first screen has no assertive region, and a failure needs this chunk anyway).
 */
import { html, nothing, type ReactiveController } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { OutboxItem } from '../../api/outbox.js';
import { isApiError } from '../../api/errors.js';
import { newIdempotencyKey } from '../../api/transport.js';
import { OutboxController } from '../../controllers/outbox-controller.js';
import { ParleyChangeEvent } from '../../events/change.js';
import { MessageSendEvent } from '../../events/message-send.js';
import { MessageSentEvent } from '../../events/message-sent.js';
import { reportSent } from '../../events/sent-once.js';
import { ParleyErrorEvent } from '../../events/parley-error.js';
import { toError } from '../../events/to-error.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';
import type { ComposerVoice, SendableDraft } from './extras-host.js';
import { emptyDraft, toDraft } from './kinds/index.js';
import { describeError, renderStatus, retryHelps } from './result.js';
import { recipientReach } from './reach-line.js';
import { checkCapability } from '../../api/reach.js';
import { isPhoneNumber } from './model.js';
import { settled, StatusTracker } from './status-tracker.js';
import type { StoredDraft } from './stored-draft.js';
import { panelText, resultPanel, type ComposerPhase, type ResultPanel } from './summary.js';
import { sendMessage } from '../../api/messages.js';
import type { ComposerKey } from '../../i18n/composer.js';
import { tokenFailureOf, type TokenFailure } from '../shared/load-failure.js';

/** The last successful send: the draft's request ("Edit and resend"), its JSON and the request as it went out. */
export interface SentRequest {
  request: SendRequest;
  body: string;
  prepared: SendRequest;
}

/**
 * Why the service refused a send (400 `{error}`, whose text is for developers and has no code): the recipient opted
 * out, when the capability check of an agent and one number says so (the reach line's answer, else asked now).
 */
async function refusedWhy(
  element: ParleyComposer,
  error: unknown,
  sent: SendRequest,
): Promise<'opted_out' | undefined> {
  const { from, to } = sent;
  if (!isApiError(error) || error.kind !== 'service' || tokenFailureOf(error)) return undefined;
  if (isPhoneNumber(from) || !isPhoneNumber(to)) return undefined;
  const known = recipientReach(element).known(from, to);
  const answer =
    known ??
    (await checkCapability(element.api, { from, phoneNumbers: [to] }).then(
      (r) => r.data[0],
      () => undefined,
    ));
  return answer?.reason === 'opted_out' ? 'opted_out' : undefined;
}

/** The token route's failures (`TokenFailure`), in the composer's words. */
const TOKEN_REASONS: Record<TokenFailure, ComposerKey> = {
  'token-failed': 'e_tokenFailed',
  'token-network': 'e_tokenNetwork',
  'token-refused': 'e_tokenRefused',
  'token-none': 'e_tokenNone',
};

export class SendLifecycle implements ReactiveController {
  /** Sends kept while the service is unreachable ("Waiting to send"), sent later with their key. */
  readonly outbox: OutboxController;
  #phase: ComposerPhase = 'idle';
  #result: Message | undefined;
  #sent: SentRequest | undefined;
  #error: unknown;
  #inflight: Promise<Message> | undefined;
  #tracker: StatusTracker | undefined;
  /** The last failure as the assertive region says it, with a serial: the same failure twice is read twice. */
  #alert: { n: number; text: string } | undefined;
  /** Why the service refused the last send, when its capability check says (the recipient opted out). */
  #why: 'opted_out' | undefined;
  /** The key of a send the outbox keeps because the service failed (not the connection): said beside Send. */
  #kept: string | undefined;
  /** What the send on its way does: sends, or schedules (said so, and by the progress). */
  #busy: 'sending' | 'scheduling' = 'sending';

  /**
   * `stored` keeps the pending send (its key) with the draft, so a reload retries with it; `draft` is the element's
   * judgement of the draft (what is sent, and whether it may be).
   */
  constructor(
    private readonly element: ParleyComposer,
    private readonly editor: DraftEditor,
    private readonly voice: ComposerVoice,
    private readonly draft: SendableDraft,
    private readonly stored: StoredDraft,
  ) {
    const sends = (i: OutboxItem) => i.kind === 'send' && i.baseUrl === element.api.baseUrl;
    this.outbox = new OutboxController(element, {
      client: () => element.api,
      // A send kept after the service failed is said beside Send (`#keptView`), not as one waiting for a connection.
      mine: (i) => sends(i) && !(i.idempotencyKey === this.#kept && i.state !== 'failed'),
      owns: sends,
      sent: (item, result) => this.#flushed(item, result as Message),
      locale: voice.locale,
      view: () => import('./outbox-view.js'),
    });
    element.addController(this);
  }

  /** What the send on its way does, as Send and the progress say it while sending: sends, or schedules. */
  get busy(): 'sending' | 'scheduling' {
    return this.#busy;
  }

  /** Where the last send stands. */
  get phase(): ComposerPhase {
    return this.#phase;
  }

  /** The last message sent, its status kept live. */
  get result(): Message | undefined {
    return this.#result;
  }

  /** The last successful send while the lifecycle has one (the summary compares the draft with it). */
  get sent(): SentRequest | undefined {
    return this.#sent;
  }

  #set(phase: ComposerPhase): void {
    this.#phase = phase;
    this.element.requestUpdate();
  }

  hostConnected(): void {
    // Connected again while a sent message was still on its way: follow it again.
    if (this.#result && this.#phase === 'sent') this.#track(this.#result);
  }

  /** The sender changed: a failed send's error belonged to the old one. */
  senderChanged(): void {
    if (this.#phase === 'failed') this.#set('idle');
  }

  /** One send at a time: a second call while sending joins the first. */
  send(): Promise<Message> {
    this.#inflight ??= this.#send().finally(() => (this.#inflight = undefined));
    return this.#inflight;
  }

  async #send(): Promise<Message> {
    const { element, editor, voice, draft, stored } = this;
    // Only an unsendable draft waits (for the problems to show): a sendable one turns busy in this very tick.
    const refused = draft.problems(draft.request()) ? await draft.refuse() : undefined;
    if (refused) throw refused;
    const request = draft.request();
    if (!element.dispatchEvent(new MessageSendEvent(draft.wire(request)))) {
      throw new DOMException('A parley-message-send listener cancelled the send', 'AbortError');
    }
    const body = JSON.stringify(request);
    if (stored.pending?.body !== body) stored.pending = { body, key: newIdempotencyKey() };
    stored.flush();
    this.#busy = request.scheduledTime ? 'scheduling' : 'sending';
    this.#set('sending');
    voice.announce(voice.t(this.#busy));
    const key = stored.pending.key;
    let prepared = request;
    let wire = request;
    try {
      prepared = await draft.prepare(request, key);
      // A phone-number sender: the SMS/MMS part as its own message (`POST /send` with type SMS or MMS).
      wire = draft.wire(prepared);
      const message = await sendMessage(element.api, wire, { idempotencyKey: key });
      stored.pending = undefined;
      this.#result = message;
      this.#sent = { request, body, prepared };
      if (request.fallback?.from) editor.fallbackFrom = request.fallback.from;
      const onSend = this.#sendFocused();
      this.#set(message.status === 'SCHEDULED' ? 'scheduled' : 'sent');
      if (onSend) void this.#focusResult();
      // The editors keep what was sent (the result panel offers "Send another" and "Edit and resend"); the stored
      // draft is dropped unless the user edited during the send, so a reload does not bring back a sent message.
      if (JSON.stringify(draft.request()) === body) stored.clear();
      else stored.save();
      editor.showAll = false;
      voice.announce(this.#text(message));
      reportSent(
        element,
        new MessageSentEvent({ message, conversationId: message.conversationId, idempotencyKey: key }),
      );
      // A scheduled one joins the scheduled list, which lists again on this event (`scheduled-loader.ts`).
      if (message.status !== 'SCHEDULED') this.#track(message);
      return message;
    } catch (error) {
      // The service unreachable: the outbox keeps the send with its key and sends it once it is back.
      const kept = !!(await this.outbox.keep(error, {
        kind: 'send',
        queue: `${prepared.from}>${prepared.to}`,
        method: 'POST',
        path: '/send',
        body: wire,
        idempotencyKey: key,
      }));
      this.#error = error;
      this.#why = kept ? undefined : await refusedWhy(element, error, wire);
      // (A token route's answer has nothing to say of the draft's fields.)
      if (isApiError(error) && !tokenFailureOf(error)) editor.serverErrors = error.fieldErrors;
      // Kept after the service failed (a 5xx, 429, an unreadable answer): said politely, with Retry (`#keptView`).
      this.#kept = kept && (await import('./outbox-view.js')).keptReason(error) === 'service' ? key : undefined;
      this.#set(kept ? 'idle' : 'failed');
      if (this.#kept) voice.announce(voice.t('keptFault'));
      const said = retryHelps(error) ? 'failedSaid' : 'failedFinal';
      if (!kept) this.#alert = { n: (this.#alert?.n ?? 0) + 1, text: this.#failure(said) };
      element.dispatchEvent(new ParleyErrorEvent<'send'>({ error: toError(error), action: 'send' }));
      throw error;
    }
  }

  /** Whether keyboard focus is on Send (kept there while sending: it is only `aria-disabled` then). */
  #sendFocused(): boolean {
    const root = this.element.shadowRoot;
    return !!root?.activeElement?.matches('[part~="send-button"]');
  }

  /**
   * Once the result stands beside it, Send is off (the draft is what just went) and focus on it would fall to the
   * page: it moves to what the result offers next ("Send another"), unless the user has put it somewhere else. The
   * result itself is said once, by the live region, not again as the button's description.
   */
  async #focusResult(): Promise<void> {
    const { element } = this;
    await element.updateComplete;
    const root = element.renderRoot as ShadowRoot;
    const send = root.querySelector<HTMLButtonElement>('[part~="send-button"]');
    // Still on Send, or dropped to the page as Send turned off (not moved by the user to another part of it).
    const page = element.getRootNode() as Document | ShadowRoot;
    const dropped = !root.activeElement && (!page.activeElement || page.activeElement === document.body);
    if (!send?.disabled || !(root.activeElement === send || dropped)) return;
    root.querySelector<HTMLElement>('[part~="result"] [data-action="again"]')?.focus();
  }

  /**
   * Why the send failed, in words: as shown, or as said (naming Retry when it is offered). No token from the page's
   * token route (on the refresh the send needed) is said as the route's, never as the service's.
   */
  #failure(key: 'failed' | 'failedSaid' | 'failedFinal' = 'failed'): string {
    const { t } = this.voice;
    const token = tokenFailureOf(this.#error);
    return t(key, { reason: token ? t(TOKEN_REASONS[token]) : describeError(t, this.#error, this.#why) });
  }

  /**
   * The send the outbox keeps after the service failed, while it waits there: what happened, Retry (sends it now,
   * taken out of the outbox first so that it goes once) and Cancel (it is not sent).
   */
  #keptView() {
    const item = this.outbox.all.find((i) => i.idempotencyKey === this.#kept && i.state !== 'failed');
    if (!item || this.#phase !== 'idle') return undefined;
    const take = async (): Promise<boolean> => (await import('./outbox-view.js')).getOutbox().cancel(item.seq);
    return {
      text: this.voice.t('keptFault'),
      retry: () =>
        void take().then((taken) => {
          if (taken) this.send().catch(() => {});
        }),
      cancel: () =>
        void take().then((taken) => {
          if (!taken) return;
          // Its key stays with the draft: should the service have stored it, sending it again is not a second message.
          this.#kept = undefined;
          this.voice.announce(this.voice.t('keptCancelled'));
          this.element.requestUpdate();
        }),
    };
  }

  /**
   * A send the outbox kept went out (this page's drain sent it): reported and said as one sent at once, unless its
   * key was already reported (the user's own Send of the same draft reached the service first).
   */
  #flushed(item: OutboxItem, message: Message): void {
    const { voice, stored } = this;
    const { idempotencyKey } = item;
    const event = new MessageSentEvent({ message, conversationId: message.conversationId, idempotencyKey });
    if (!reportSent(this.element, event)) return;
    const phase = message.status === 'SCHEDULED' ? 'scheduled' : 'sent';
    // This element's own draft went (it still holds the send's key): shown as a send that went at once, with its
    // result and its status followed live, not only said.
    const pending = stored.pending;
    if (pending?.key === idempotencyKey && this.#phase === 'idle') {
      const request = JSON.parse(pending.body) as SendRequest;
      stored.pending = undefined;
      this.#result = message;
      this.#sent = { request, body: pending.body, prepared: request };
      const onSend = this.#sendFocused();
      this.#set(phase);
      if (onSend) void this.#focusResult();
      if (JSON.stringify(this.draft.request()) === pending.body) stored.clear();
      else stored.save();
      this.editor.showAll = false;
      if (phase === 'sent') this.#track(message);
    }
    const panel = resultPanel(phase, message, voice.locale());
    if (panel) voice.announce(panelText(voice.t, panel));
  }

  /** The result panel's sentence for `m` in the current phase (the panel shows the same: `deriveSummary`). */
  #text(m: Message): string {
    const panel = resultPanel(this.#phase, m, this.voice.locale());
    return panel ? panelText(this.voice.t, panel) : '';
  }

  #track(message: Message): void {
    const { element } = this;
    // Settled already, or the element left the page (connecting again tracks it again).
    if (settled(message) || !element.isConnected) return;
    this.#tracker ??= new StatusTracker(element, {
      api: () => element.api,
      update: (m) => {
        const before = this.#result && this.#text(this.#result);
        this.#result = m;
        element.requestUpdate();
        const now = this.#text(m);
        if (before !== now) this.voice.announce(now);
      },
    });
    void this.#tracker.track(message);
  }

  /**
   * A scheduled message is no longer scheduled (from the scheduled list): cancelled, or sent before its cancellation
   * arrived. When it is the one just sent, the result says so: cancelled offers "Edit and reschedule" (the draft,
   * unchanged, can be scheduled again); sent shows its real status, followed live like any sent message.
   */
  unscheduled(message: Message): void {
    if (this.#result?.id !== message.id) return;
    this.#result = { ...this.#result, ...message };
    if (message.status === 'CANCELLED') return this.#set('cancelled');
    this.#set('sent');
    this.#track(this.#result);
  }

  /** "Send another": an empty composer; the fallback box unticked (its sender is offered again when ticked). */
  #again(): void {
    this.editor.draft = emptyDraft();
    this.#reset();
    this.stored.clear();
  }

  /** "Edit and resend": what was sent back in the editors, to change and send as a new message. */
  #reuse(): void {
    const { editor, element } = this;
    if (this.#sent) editor.draft = toDraft({ ...this.#sent.request, ...(element.to ? { to: undefined } : {}) });
    this.#reset();
    this.stored.save();
  }

  #reset(): void {
    const { editor, element } = this;
    editor.untouch();
    editor.showAll = false;
    this.stored.pending = undefined;
    this.#set('idle');
    element.dispatchEvent(new ParleyChangeEvent({ value: element.value }));
    void element.updateComplete.then(() =>
      element.renderRoot.querySelector<HTMLElement>('.content input, .content textarea, #f-to')?.focus(),
    );
  }

  /** Beside Send: progress, the failure with Retry, or the result panel saying `panel` (the summary's, of this phase). */
  render(panel: ResultPanel | undefined) {
    const alert = this.#alert;
    // Keyed by the serial: a repeated failure is a new node, read again.
    return html`${this.#status(panel)}<div class="visually-hidden" aria-live="assertive" aria-atomic="true" data-live="errors">${
      alert && this.#phase === 'failed' ? keyed(alert.n, html`<p>${alert.text}</p>`) : nothing
    }</div>`;
  }

  #status(panel: ResultPanel | undefined) {
    return renderStatus({
      t: this.voice.t,
      phase: this.#phase,
      message: this.#result,
      panel,
      failure: this.#phase === 'failed' ? this.#failure() : '',
      busy: this.#busy,
      retry: retryHelps(this.#error) ? () => void this.send().catch(() => {}) : undefined,
      kept: this.#keptView(),
      again: () => this.#again(),
      reuse: () => this.#reuse(),
    });
  }
}
