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
 * here beside Send (the element's first screen has no assertive region, and a failure needs this chunk anyway); and
 * never "Sending…" once the send has stopped. A kept send is "not confirmed": the service may have done it
 * (`keptText`). Send while one waits takes it out of the outbox first, as Retry does: the same draft goes again under
 * its key, an edited one in its place, saying what that leaves of the earlier version.
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
import { describeError, keptText, refusedWhy, renderStatus, retryHelps } from './result.js';
import { settled, StatusTracker } from './status-tracker.js';
import type { StoredDraft } from './stored-draft.js';
import { panelText, resultPanel, type ComposerPhase, type ResultPanel } from './summary.js';
import { sendMessage } from '../../api/messages.js';
import type { ComposerKey } from '../../i18n/composer.js';
import { tokenFailureOf } from '../shared/load-failure.js';

type View = typeof import('./outbox-view.js');
type KeptFor = NonNullable<ReturnType<View['keptFor']>>;

/** The last successful send: the draft's request ("Edit and resend"), its JSON and the request as it went out. */
export interface SentRequest {
  request: SendRequest;
  body: string;
  prepared: SendRequest;
}

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
  /** This composer's send kept after its press met the service failing: said beside Send (`#keptView`), its key. */
  #kept: string | undefined;
  /** Why the line beside Send last said its item waits: said again when the outbox records another reason. */
  #keptSaid: KeptFor | undefined;
  /** What became of an earlier send the user stopped ("Don't send") or replaced with an edit, shown beside Send. */
  #note: ComposerKey | undefined;
  /** The outbox's view, once loaded (it is, whenever this composer has a kept send). */
  #view: View | undefined;
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
      // A send kept after the service failed is said beside Send (`#keptView`), not as one waiting for a connection;
      // nor is the one on its way listed while its press decides where it is said.
      mine: (i) => sends(i) && !(this.#saidBesideSend(i.idempotencyKey) && i.state !== 'failed'),
      owns: sends,
      sent: (item, result) => this.#flushed(item, result as Message),
      locale: voice.locale,
      view: () => import('./outbox-view.js').then((view) => (this.#view = view)),
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

  /** The line beside Send follows why its item waits (the outbox records it after every attempt): said when it changes. */
  hostUpdate(): void {
    const item = this.#phase === 'idle' ? this.#keptItem(this.#kept) : undefined;
    const why = item && this.#view?.keptFor(item);
    if (why && this.#keptSaid && why !== this.#keptSaid) this.voice.announce(keptText(this.voice.t, why));
    if (why) this.#keptSaid = why;
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
    // The waiting send this press takes the place of is taken out of the outbox first (only then does the send turn
    // busy): the one said beside Send (this draft's earlier version), or the same message pressed again. One in the
    // outbox's panel (kept for the connection) and since edited stays queued there, with its Cancel: another message.
    const pending = stored.pending;
    const replaces = this.#keptItem(pending?.key) && (this.#kept === pending!.key || pending!.body === body);
    const earlier = replaces && (await this.#withdraw(pending!.key));
    // It left before it could be taken: its result stands (`#flushed`), and the edited draft waits for its own Send.
    if (earlier === 'went' && this.#result) return this.#result;
    const fresh = stored.pending?.body !== body;
    if (fresh) stored.pending = { body, key: newIdempotencyKey() };
    stored.flush();
    // An edited draft in the earlier one's place: what that leaves of the earlier one (it may have gone).
    this.#note = fresh && earlier && earlier !== 'went' ? earlier : undefined;
    this.#busy = request.scheduledTime ? 'scheduling' : 'sending';
    this.#set('sending');
    voice.announce([this.#note && voice.t(this.#note), voice.t(this.#busy)].filter(Boolean).join(' '));
    const key = stored.pending!.key;
    let prepared = request;
    let wire = request;
    try {
      prepared = await draft.prepare(request, key);
      // A phone-number sender: the SMS/MMS part as its own message (`POST /send` with type SMS or MMS).
      wire = draft.wire(prepared);
      const message = await sendMessage(element.api, wire, { idempotencyKey: key });
      this.#shown(message, { request, body, prepared });
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
      // Kept after the service failed (a 5xx, 429, an unreadable answer, as its item records): said beside Send, with
      // Retry (`#keptView`); kept for want of a connection, the outbox panel says it.
      const item = kept ? this.#keptItem(key) : undefined;
      this.#keptSaid = item && this.#view?.keptFor(item) === 'service' ? 'service' : undefined;
      this.#kept = this.#keptSaid && key;
      this.#set(kept ? 'idle' : 'failed');
      // "Sending…" is over: the polite region says the line beside Send, or nothing (the outbox panel's heading
      // and the assertive region say theirs).
      voice.announce(this.#keptSaid ? keptText(voice.t, this.#keptSaid) : '');
      const words = retryHelps(error) ? 'failedSaid' : 'failedFinal';
      if (!kept) this.#alert = { n: (this.#alert?.n ?? 0) + 1, text: this.#failure(words) };
      element.dispatchEvent(new ParleyErrorEvent<'send'>({ error: toError(error), action: 'send' }));
      throw error;
    }
  }

  /**
   * This composer's earlier send (`key`), if the outbox keeps it, taken out under the outbox's lock (never while a
   * round sends it): `went` when it left first (sent; `#flushed` shows it), else how to say its withdrawal to an
   * edited draft sent in its place: an attempt at it reached the service (it is said beside Send after the service
   * failed), which may have kept it.
   */
  async #withdraw(key: string): Promise<ComposerKey | 'went' | undefined> {
    const item = this.#keptItem(key);
    const outbox = this.#view?.getOutbox();
    if (!item || !outbox) return undefined;
    if (!(await outbox.cancel(item.seq))) return this.#phase === 'idle' ? undefined : 'went';
    this.#kept = undefined;
    return 'keptReplacedUnsure';
  }

  /** Whether the kept send with `key` is said beside Send: this composer's, kept after the service failed, or on its way. */
  #saidBesideSend(key: string): boolean {
    return key === this.#kept || (this.#phase === 'sending' && key === this.stored.pending?.key);
  }

  /** This composer's send with `key` waiting in the outbox (the one said beside Send is `#kept`'s). */
  #keptItem(key: string | undefined): OutboxItem | undefined {
    if (key === undefined) return undefined;
    const { baseUrl } = this.element.api;
    return this.outbox.all.find((i) => i.idempotencyKey === key && i.baseUrl === baseUrl && i.state !== 'failed');
  }

  /**
   * `message` went (its own request, or the outbox sending it): shown as a send that went, with its result, and said;
   * the stored draft is dropped unless the user edited during the send, so a reload does not bring back a sent
   * message. The editors keep what was sent ("Send another", "Edit and resend").
   */
  #shown(message: Message, sent: SentRequest): void {
    const { editor, voice, stored } = this;
    stored.pending = undefined;
    this.#kept = undefined;
    this.#result = message;
    this.#sent = sent;
    if (sent.request.fallback?.from) editor.fallbackFrom = sent.request.fallback.from;
    const onSend = this.#sendFocused();
    this.#set(message.status === 'SCHEDULED' ? 'scheduled' : 'sent');
    if (onSend) void this.#focusResult();
    if (JSON.stringify(this.draft.request()) === sent.body) stored.clear();
    else stored.save();
    editor.showAll = false;
    voice.announce(this.#text(message));
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
   * Why the send failed, in words: as shown, or as said (naming Retry when it is offered). Worded where every failure
   * of the composer is (`describeError`): the token route's as the route's, a refused token by what it says.
   */
  #failure(key: 'failed' | 'failedSaid' | 'failedFinal' = 'failed'): string {
    const { t } = this.voice;
    return t(key, { reason: describeError(t, this.#error, { why: this.#why, holder: this.element.api }) });
  }

  /**
   * The send the outbox keeps after its press met the service failing, while it waits there: why, as its item records
   * it now; Retry (sends it now, taken out of the outbox first so that it goes once) and "Don't send" (stops the
   * retries, saying what that leaves: it may have been received already).
   */
  #keptView() {
    const item = this.#keptItem(this.#kept);
    const view = this.#view;
    if (!item || !view || this.#phase !== 'idle') return undefined;
    return {
      text: keptText(this.voice.t, view.keptFor(item)),
      retry: () => void this.send().catch(() => {}),
      cancel: () =>
        void view
          .getOutbox()
          .cancel(item.seq)
          .then((taken) => {
            if (!taken) return;
            // Its key stays with the draft: should the service have stored it, sending it again is not a second message.
            this.#kept = undefined;
            this.#note = 'keptCancelled';
            this.voice.announce(this.voice.t('keptCancelled'));
            this.element.requestUpdate();
          }),
    };
  }

  /**
   * A send the outbox kept went out (this page's drain sent it, under the key of its first attempt: a send the
   * service took whose answer was lost is answered with that first answer): reported and said as one sent at once,
   * unless its key was already reported (the user's own Send of the same draft reached the service first).
   */
  #flushed(item: OutboxItem, message: Message): void {
    const { voice, stored } = this;
    const { idempotencyKey } = item;
    const event = new MessageSentEvent({ message, conversationId: message.conversationId, idempotencyKey });
    if (!reportSent(this.element, event)) return;
    // This element's own draft went (it still holds the send's key): shown as a send that went at once, with its
    // result and its status followed live, not only said.
    const pending = stored.pending;
    if (pending?.key === idempotencyKey && this.#phase === 'idle') {
      const request = JSON.parse(pending.body) as SendRequest;
      this.#shown(message, { request, body: pending.body, prepared: request });
      if (message.status !== 'SCHEDULED') this.#track(message);
      return;
    }
    const panel = resultPanel(message.status === 'SCHEDULED' ? 'scheduled' : 'sent', message, voice.locale());
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
    this.#note = undefined;
    this.#set('idle');
    element.dispatchEvent(new ParleyChangeEvent({ value: element.value }));
    void element.updateComplete.then(() =>
      element.renderRoot.querySelector<HTMLElement>('.content input, .content textarea, #f-to')?.focus(),
    );
  }

  /**
   * Beside Send: progress, the failure with Retry, a kept send, or the result panel saying `panel` (the summary's, of
   * this phase); then what became of an earlier send stopped or replaced.
   */
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
      note: this.#note ? this.voice.t(this.#note) : '',
      again: () => this.#again(),
      reuse: () => this.#reuse(),
    });
  }
}
