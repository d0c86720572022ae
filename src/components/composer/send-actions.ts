/**
 * Send and what stands beside it, at the foot of the composer's form: the button, then why it is off, then the send
 * lifecycle's status (progress, the failure with Retry, the result panel: `send-lifecycle.ts`). Its words, whether it
 * is on and why not come with the summary (`summary.ts`, sent or scheduled exactly as the editors hold it); before
 * `later.ts` arrives nothing has been sent, so Send is on and says Send or Schedule. On the first screen.
 *
 * @csspart actions - The send button and the send status.
 * @csspart send-button - The send (or schedule) button.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import type { SendState } from './summary.js';

export interface SendActions {
  t: (key: ComposerKey) => string;
  /** Send as the summary has it, once `later.ts` is in. */
  send: SendState | undefined;
  /** While a send is on its way, what it does (`SendLifecycle.busy`): Send says so; otherwise undefined. */
  busy: 'sending' | 'scheduling' | undefined;
  /** Whether the draft has a time to go at (Send says Schedule before the summary can). */
  scheduled: boolean;
  /** What the send lifecycle shows beside Send. */
  status: unknown;
}

export function renderSendActions({ t, send, busy, scheduled, status }: SendActions): TemplateResult {
  const blocked = send?.blocked;
  // Only `aria-disabled` while sending: a disabled button would drop keyboard focus to the page.
  return html`<div part="actions" class="actions">
    <button part="send-button" class="btn btn-primary" type="submit" ?disabled=${send ? !send.enabled && !busy : false} aria-disabled=${busy ? 'true' : nothing} aria-busy=${busy ? 'true' : 'false'}
      aria-describedby=${blocked ? 'already-sent' : nothing}>
      ${t(busy ?? send?.label ?? (scheduled ? 'scheduleSend' : 'send'))}
    </button>
    ${blocked ? html`<span id="already-sent" class="hint">${t(blocked)}</span>` : nothing}
    ${status}
  </div>`;
}
