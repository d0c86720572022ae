/**
 * The composer's header, on its first screen: who sends (the agent's name once the team's agents are read, else its
 * id) and to whom (the `to` attribute, or a recipient input that normalizes to E.164), with what the extras add
 * between them (blast mode's "Send to").
 *
 * @csspart header - Sender and recipient.
 * @csspart field - One labelled input with its counter and error.
 * @csspart error - A field's error message.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { DraftEditor } from './draft-editor.js';
import { idOf } from './editors.js';

export interface HeaderView {
  /** The sender's id, and the name people know it by when the team's agents are read. */
  from: string;
  agentName: string | undefined;
  /** The recipient set by the host (`to`); without it the person types one. */
  to: string;
  /** Whether the sender is shown (an SMS/MMS blast has its sender in the message's own fields). */
  showFrom: boolean;
  /** Whether the recipient is shown (a blast's recipients are its audience). */
  showTo: boolean;
  /** What the extras add (blast mode's "Send to"), once they are there. */
  extras: unknown;
  /** The typed recipient was committed (normalized): the scheduled list follows it. */
  committed(): void;
}

export function renderHeader(h: DraftEditor, v: HeaderView): TemplateResult {
  const toId = idOf(['to']);
  const toError = h.error(['to']);
  const fromError = v.from ? h.error(['from']) : h.t('noFrom');
  const from = v.agentName
    ? html`<bdi title=${v.from}>${v.agentName}</bdi>`
    : html`<bdi dir="ltr">${v.from || '—'}</bdi>`;
  const to = v.to
    ? html`<p><span class="muted">${h.t('to')}</span> <bdi dir="ltr">${v.to}</bdi></p>${toError ? html`<p class="error-text" part="error">${toError}</p>` : nothing}`
    : html`<div class="field" part="field">
        <label for=${toId}>${h.t('recipient')}</label>
        <input id=${toId} type="tel" dir="ltr" autocomplete="tel" .value=${h.draft.to ?? ''}
          aria-describedby="${toId}-h ${toId}-reach${toError ? ` ${toId}-e` : ''}" aria-invalid=${toError ? 'true' : 'false'}
          @input=${(e: Event) => h.edit(['to'], (e.target as HTMLInputElement).value)}
          @change=${() => h.normalizePhone(['to']).then(v.committed)} />
        <span class="hint" id="${toId}-h">${h.t('phoneHint')}</span>
        ${toError ? html`<span class="error-text" part="error" id="${toId}-e">${toError}</span>` : nothing}
      </div>`;
  return html`<div part="header" class="header">
    ${
      v.showFrom
        ? html`<p><span class="muted">${h.t('from')}</span> ${from}</p>
          ${fromError ? html`<p class="error-text" part="error" id="f-from-e">${fromError}</p>` : nothing}`
        : nothing
    }
    ${v.extras}
    ${v.showTo ? to : nothing}
  </div>`;
}
