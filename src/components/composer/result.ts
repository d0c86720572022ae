/**
 * What happened to the message just sent, in words (issue 18.1): "Delivered as RCS to +1…", "RCS not delivered —
 * sent as SMS instead, delivered", "Failed: the recipient opted out", "Scheduled for Tomorrow, 2:30 PM". Ids only in a
 * details disclosure. Loaded when a send starts (`import()`): nothing of it is on the first screen.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatDayLabel, formatTime } from '../../core/format.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { Message } from '../../schemas/messages.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;

/** How the result reads at a glance: done, done another way, still on its way, or failed. */
export type ResultTone = 'ok' | 'warn' | 'pending' | 'error';

/** A date as the inbox shows it: its day label ("Today", "Thursday, March 5") and the time of day. */
export const whenText = (iso: string, locale: string): string => `${formatDayLabel(iso, locale)}, ${formatTime(iso, locale)}`;

const FAILURES = new Set(['OPTED_OUT', 'UNDELIVERABLE', 'RCS_UNDELIVERABLE']);
/** A delivery failure's reason in words, from its code (the service's own text is for developers). */
const reasonOf = (t: T, m: Message): string =>
  t(m.error && FAILURES.has(m.error.code) ? (`fail_${m.error.code}` as ComposerKey) : 'fail_other');

/** One sentence for where the message stands, and its tone. */
export function summarize(t: T, locale: string, m: Message): { tone: ResultTone; text: string } {
  const to = m.to;
  const leg = m.fallbackMessage;
  switch (m.status) {
    case 'SCHEDULED':
      return { tone: 'ok', text: t('r_scheduled', { time: m.scheduledTime ? whenText(m.scheduledTime, locale) : '' }) };
    case 'QUEUED':
    case 'SENT':
      return { tone: 'pending', text: t('r_sending', { to }) };
    case 'DELIVERED':
      return { tone: 'ok', text: t('r_delivered', { to }) };
    case 'READ':
      return { tone: 'ok', text: t('r_read', { to }) };
    case 'CANCELLED':
      return { tone: 'warn', text: t('r_cancelled') };
    case 'FAILED':
      return { tone: 'error', text: t('r_failed', { reason: reasonOf(t, m) }) };
    case 'FALLBACK_SENT': {
      const type = leg?.type ?? 'SMS';
      if (leg?.status === 'DELIVERED' || leg?.status === 'READ') return { tone: 'warn', text: t('r_fellBackDelivered', { type, to }) };
      if (leg?.status === 'FAILED') return { tone: 'error', text: t('r_fellBackFailed', { type }) };
      return { tone: 'pending', text: t('r_fellBack', { type, to }) };
    }
    default:
      return { tone: 'pending', text: t(`status_${m.status}` as ComposerKey) };
  }
}

export interface ResultView {
  t: T;
  locale: string;
  message: Message;
  /** Clears the composer for a new message. */
  again(): void;
  /** Puts what was sent back into the editors. */
  reuse(): void;
}

const ICONS: Record<ResultTone, string> = { ok: '✓', warn: '!', pending: '…', error: '✕' };

/** The result panel: the sentence, a details disclosure with the ids and statuses, and what to do next. */
export function renderResult({ t, locale, message: m, again, reuse }: ResultView): TemplateResult {
  const { tone, text } = summarize(t, locale, m);
  const leg = m.fallbackMessage;
  return html`<div part="status result" class="result ${tone}" data-status=${m.status} data-tone=${tone}>
    <p class="result-head"><span class="result-icon" aria-hidden="true">${ICONS[tone]}</span><span>${text}</span></p>
    <details class="result-details">
      <summary>${t('details')}</summary>
      <dl>
        <dt>${t('r_message')}</dt><dd><bdi dir="ltr">${m.id}</bdi> · ${m.type} · ${t(`status_${m.status}` as ComposerKey)}</dd>
        ${leg
          ? html`<dt>${t('r_fallbackLeg')}</dt><dd><bdi dir="ltr">${leg.id}</bdi> · ${leg.type} · ${t(`status_${leg.status}` as ComposerKey)}</dd>`
          : nothing}
        ${m.error ? html`<dt>${t('r_error')}</dt><dd dir="auto">${m.error.code}</dd>` : nothing}
      </dl>
    </details>
    <div class="result-actions">
      <button type="button" class="btn" data-action="again" @click=${again}>${t('sendAnother')}</button>
      <button type="button" class="btn" data-action="reuse" @click=${reuse}>${t('editResend')}</button>
    </div>
  </div>`;
}
