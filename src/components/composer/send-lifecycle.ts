/**
 * The composer's send lifecycle, one controller owning it: idle → sending → sent | scheduled → cancelled, or failed
 * (the draft kept for a retry with the same Idempotency-Key). It owns where the last send stands, the message the
 * service stored (its status followed live), the request as it went out, the pending send's key and the failure, and
 * renders its element again itself. It renders what stands beside Send (progress, the failure with Retry, the result
 * panel) and does "Send another" and "Edit and resend". With `later.ts`: a send waits for that chunk anyway, so none
 * of this is on the first screen; until it arrives the element reads `idle`.
 */
import type { ReactiveController } from 'lit';
import { isApiError } from '../../api/errors.js';
import { newIdempotencyKey } from '../../api/transport.js';
import type { OutboxController } from '../../controllers/outbox.js';
import { ParleyChangeEvent } from '../../events/change.js';
import { MessageSendEvent } from '../../events/message-send.js';
import { MessageSentEvent } from '../../events/message-sent.js';
import { ParleyErrorEvent, toError } from '../../events/parley-error.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import type { ComposerHost } from './extras-host.js';
import { emptyDraft, toDraft } from './kinds/index.js';
import { describeError, renderStatus } from './result.js';
import { settled, StatusTracker } from './status-tracker.js';
import { cardText, resultCard, type ComposerPhase, type ResultCard } from './summary.js';

/** The pending logical send: its body and Idempotency-Key, reused by a retry (kept with the draft, even over a reload). */
export type PendingSend = { body: string; key: string } | undefined;

/** The last successful send: the draft's request ("Edit and resend"), its JSON and the request as it went out. */
export interface SentRequest {
  request: SendRequest;
  body: string;
  prepared: SendRequest;
}

export class SendLifecycle implements ReactiveController {
  readonly #host: ComposerHost;
  readonly #outbox: OutboxController | undefined;
  #phase: ComposerPhase = 'idle';
  #result: Message | undefined;
  #sent: SentRequest | undefined;
  #error: unknown;
  #inflight: Promise<Message> | undefined;
  #tracker: StatusTracker | undefined;
  /** The pending send's key; the element keeps it with the draft (so a reload retries with it). */
  pending: PendingSend;

  constructor(host: ComposerHost, pending: PendingSend, outbox?: OutboxController) {
    this.#host = host;
    this.pending = pending;
    this.#outbox = outbox;
    host.element.addController(this);
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
    this.#host.element.requestUpdate();
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
    const host = this.#host;
    const { element, editor } = host;
    // Only an unsendable draft waits (for the problems to show): a sendable one turns busy in this very tick.
    const refused = host.problems(host.request()) ? await host.refuse() : undefined;
    if (refused) throw refused;
    const request = host.request();
    if (!element.dispatchEvent(new MessageSendEvent(host.wire(request)))) {
      throw new DOMException('A parley-message-send listener cancelled the send', 'AbortError');
    }
    const body = JSON.stringify(request);
    if (this.pending?.body !== body) this.pending = { body, key: newIdempotencyKey() };
    host.store('flush');
    this.#set('sending');
    host.announce(host.t('sending'));
    const key = this.pending.key;
    let prepared = request;
    let wire = request;
    try {
      prepared = await host.prepare(request, key);
      // A phone-number sender: the SMS/MMS part as its own message (`POST /send` with type SMS or MMS).
      wire = host.wire(prepared);
      const message = await element.api.send(wire, { idempotencyKey: key });
      this.pending = undefined;
      this.#result = message;
      this.#sent = { request, body, prepared };
      if (request.fallback?.from) editor.fallbackFrom = request.fallback.from;
      this.#set(message.status === 'SCHEDULED' ? 'scheduled' : 'sent');
      // The editors keep what was sent (the result panel offers "Send another" and "Edit and resend"); the stored
      // draft is dropped unless the user edited during the send, so a reload does not bring back a sent message.
      host.store(JSON.stringify(host.request()) === body ? 'clear' : 'save');
      editor.showAll = false;
      host.announce(this.#text(message));
      element.dispatchEvent(
        new MessageSentEvent({ message, conversationId: message.conversationId, idempotencyKey: key }),
      );
      if (message.status === 'SCHEDULED') host.reloadSchedules();
      else this.#track(message);
      return message;
    } catch (error) {
      // The service unreachable: the outbox keeps the send with its key and sends it once it is back.
      const kept = !!(await this.#outbox?.keep(error, {
        kind: 'send',
        queue: `${prepared.from}>${prepared.to}`,
        method: 'POST',
        path: '/send',
        body: wire,
        idempotencyKey: key,
      }));
      this.#error = error;
      if (isApiError(error)) editor.serverErrors = error.fieldErrors;
      this.#set(kept ? 'idle' : 'failed');
      if (!kept) host.announce(this.#failure());
      element.dispatchEvent(new ParleyErrorEvent<'send'>({ error: toError(error), action: 'send' }));
      throw error;
    }
  }

  /** Why the send failed, in words. */
  #failure(): string {
    return this.#host.t('failed', { reason: describeError(this.#host.t, this.#error) });
  }

  /** The result card's sentence for `m` in the current phase (the card shows the same: `deriveSummary`). */
  #text(m: Message): string {
    const card = resultCard(this.#phase, m, this.#host.locale);
    return card ? cardText(this.#host.t, card) : '';
  }

  #track(message: Message): void {
    const host = this.#host;
    // Settled already, or the element left the page (connecting again tracks it again).
    if (settled(message) || !host.element.isConnected) return;
    this.#tracker ??= new StatusTracker(host.element, {
      api: () => host.element.api,
      update: (m) => {
        const before = this.#result && this.#text(this.#result);
        this.#result = m;
        host.element.requestUpdate();
        const now = this.#text(m);
        if (before !== now) host.announce(now);
      },
    });
    void this.#tracker.track(message);
  }

  /**
   * A scheduled message was cancelled (from the scheduled list): when it is the one just sent, the result says so and
   * offers "Edit and reschedule"; the draft, unchanged, can be scheduled again.
   */
  cancelled(message: Message): void {
    if (this.#result?.id !== message.id) return;
    this.#result = { ...this.#result, ...message };
    this.#set('cancelled');
  }

  /** "Send another": an empty composer; the fallback box unticked (its sender is offered again when ticked). */
  #again(): void {
    this.#host.editor.draft = emptyDraft();
    this.#reset();
    this.#host.store('clear');
  }

  /** "Edit and resend": what was sent back in the editors, to change and send as a new message. */
  #reuse(): void {
    const { editor, element } = this.#host;
    if (this.#sent) editor.draft = toDraft({ ...this.#sent.request, ...(element.to ? { to: undefined } : {}) });
    this.#reset();
    this.#host.store('save');
  }

  /** The host set a new draft (`value`): a pending key belonged to the old one. */
  forget(): void {
    this.pending = undefined;
  }

  #reset(): void {
    const { editor, element } = this.#host;
    editor.untouch();
    editor.showAll = false;
    this.pending = undefined;
    this.#set('idle');
    element.dispatchEvent(new ParleyChangeEvent({ value: element.value }));
    void element.updateComplete.then(() =>
      element.renderRoot.querySelector<HTMLElement>('.content input, .content textarea, #f-to')?.focus(),
    );
  }

  /** Beside Send: progress, the failure with Retry, or the result panel saying `card` (the summary's, of this phase). */
  render(card: ResultCard | undefined) {
    return renderStatus({
      t: this.#host.t,
      phase: this.#phase,
      message: this.#result,
      card,
      failure: this.#phase === 'failed' ? this.#failure() : '',
      retry: () => void this.send().catch(() => {}),
      again: () => this.#again(),
      reuse: () => this.#reuse(),
    });
  }
}
