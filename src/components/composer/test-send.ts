/**
 * "Send a test": sends the current draft (a blast's too) to the user's own number — remembered in this browser — with
 * short links as a real send would have, and says in words what happened. The draft is not cleared, the
 * composer's own send state (result, pending Idempotency-Key) is not touched.
 *
 * @csspart test-send - "Send a test" with the number field.
 * @csspart field - One labelled input with its counter and error.
 * @csspart test-send-button - The "Send test" button.
 * @csspart test-result - The test send's result in words.
 */
import { html, nothing } from 'lit';
import { newIdempotencyKey } from '../../api/transport.js';
import type { ParleyComposer } from './composer.component.js';
import type { ComposerVoice, ExtrasReach, SendableDraft } from './extras-host.js';
import { describeError } from './result.js';
import { smsPart, smsSendRequest } from '../../core/sms-part.js';
import { sendMessage } from '../../api/messages.js';

const STORE_KEY = 'parley-composer-test-number';
const E164 = /^\+[1-9]\d{6,14}$/;

function remembered(): string {
  try {
    return localStorage.getItem(STORE_KEY) ?? '';
  } catch {
    return '';
  }
}

export class TestSend {
  number = remembered();
  state: { phase: 'idle' | 'sending' | 'sent' | 'failed'; text: string } = { phase: 'idle', text: '' };

  constructor(
    private readonly element: ParleyComposer,
    private readonly voice: ComposerVoice,
    private readonly reach: ExtrasReach,
    private readonly draft: SendableDraft,
  ) {}

  async send(): Promise<void> {
    // One test at a time: while one is sending, its button is only `aria-disabled` (keyboard focus stays on it).
    if (this.state.phase === 'sending') return;
    const { t } = this.voice;
    const { draft } = this;
    const to = this.number.trim();
    if (!E164.test(to)) return this.#show('failed', t('testFailed', { reason: t('phone') }));
    try {
      localStorage.setItem(STORE_KEY, to);
    } catch {
      /* private mode: the number is not remembered */
    }
    const request = { ...draft.request(), to };
    delete request.scheduledTime; // a test goes now
    const problems = draft.problems(request);
    if (problems) return this.#show('failed', t('cannotSend', { count: problems }));
    this.#show('sending', t('testSending'));
    try {
      const key = newIdempotencyKey();
      const prepared = await draft.prepare(request, key);
      // An SMS/MMS blast is tried as that SMS/MMS message.
      const sms = this.reach.smsOnly ? smsPart(prepared) : undefined;
      await sendMessage(this.element.api, sms ? smsSendRequest(sms, to) : prepared, { idempotencyKey: key });
      this.#show('sent', t('testSent', { to }));
    } catch (error) {
      this.#show('failed', t('testFailed', { reason: describeError(t, error, { holder: this.element.api }) }));
    }
  }

  #show(phase: TestSend['state']['phase'], text: string): void {
    this.state = { phase, text };
    this.voice.announce(text);
    this.element.requestUpdate();
  }

  render() {
    const { state } = this;
    const { t } = this.voice;
    if (!this.reach.scopes.has('messages:send')) return nothing;
    return html`<details class="test-send" part="test-send" ?open=${state.phase !== 'idle'}>
      <summary>${t('testSend')}</summary>
      <div class="row">
        <div class="field" part="field">
          <label for="test-to">${t('testNumber')}</label>
          <input id="test-to" type="tel" dir="ltr" autocomplete="tel" .value=${this.number}
            @input=${(e: Event) => (this.number = (e.target as HTMLInputElement).value)}
            @keydown=${(e: KeyboardEvent) => {
              // Enter here sends the test, not the message.
              if (e.key === 'Enter') {
                e.preventDefault();
                void this.send();
              }
            }} />
        </div>
        <button type="button" class="btn" part="test-send-button" aria-disabled=${state.phase === 'sending' ? 'true' : 'false'}
          @click=${() => void this.send()}>${t('testSendButton')}</button>
      </div>
      ${
        state.phase === 'idle' || state.phase === 'sending'
          ? nothing
          : html`<p part="test-result" class=${state.phase === 'failed' ? 'error-text' : 'success-text'} data-phase=${state.phase}>${state.text}</p>`
      }
    </details>`;
  }
}
