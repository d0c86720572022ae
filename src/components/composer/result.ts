/**
 * What happened to the message just sent, in words (issue 18.1): "Delivered as RCS to +1…", "RCS not delivered —
 * sent as SMS instead, delivered", "Failed: the recipient opted out", "Scheduled for Tomorrow, 2:30 PM". Ids only in a
 * details disclosure. With `later.ts`: nothing of it is on the first screen.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { isApiError } from '../../api/errors.js';
import { formatDayLabel, formatTime } from '../../core/format.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { Message } from '../../schemas/messages.js';
import { errorCategory, planFeature } from '../shared/plan-error.js';
import type { ComposerPhase } from './summary.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;

/** How the result reads at a glance: done, done another way, still on its way, or failed. */
export type ResultTone = 'ok' | 'warn' | 'pending' | 'error';

/** A date as the inbox shows it: its day label ("Today", "Thursday, March 5") and the time of day. */
export const whenText = (iso: string, locale: string): string =>
  `${formatDayLabel(iso, locale)}, ${formatTime(iso, locale)}`;

const FAILURES = new Set(['OPTED_OUT', 'UNDELIVERABLE', 'RCS_UNDELIVERABLE']);
/** A delivery failure's reason in words, from its code (the service's own text is for developers). */
const reasonOf = (t: T, m: Message): string =>
  t(m.error && FAILURES.has(m.error.code) ? (`fail_${m.error.code}` as ComposerKey) : 'fail_other');

/** One sentence for where the message stands, and its tone. */
export function summarize(t: T, locale: string, m: Message): { tone: ResultTone; text: string } {
  // Isolated (FSI … PDI) so a phone number keeps its "+" in front inside right-to-left sentences.
  const to = `\u2068${m.to}\u2069`;
  const leg = m.fallbackMessage;
  // An SMS/MMS message (a phone-number sender's) says what it went as.
  const rcs = m.type === 'RCS';
  switch (m.status) {
    case 'SCHEDULED':
      return { tone: 'ok', text: t('r_scheduled', { time: m.scheduledTime ? whenText(m.scheduledTime, locale) : '' }) };
    case 'QUEUED':
    case 'SENT':
      return { tone: 'pending', text: t(rcs ? 'r_sending' : 'r_sendingSms', { to, type: m.type }) };
    case 'DELIVERED':
      return { tone: 'ok', text: t(rcs ? 'r_delivered' : 'r_deliveredSms', { to, type: m.type }) };
    case 'READ':
      return { tone: 'ok', text: t(rcs ? 'r_read' : 'r_readSms', { to, type: m.type }) };
    case 'CANCELLED':
      return { tone: 'warn', text: t('r_cancelled') };
    case 'FAILED':
      return { tone: 'error', text: t('r_failed', { reason: reasonOf(t, m) }) };
    case 'FALLBACK_SENT': {
      const type = leg?.type ?? 'SMS';
      if (leg?.status === 'DELIVERED' || leg?.status === 'READ')
        return { tone: 'warn', text: t('r_fellBackDelivered', { type, to }) };
      if (leg?.status === 'FAILED') return { tone: 'error', text: t('r_fellBackFailed', { type }) };
      return { tone: 'pending', text: t('r_fellBack', { type, to }) };
    }
    default:
      return { tone: 'pending', text: t(`status_${m.status}` as ComposerKey) };
  }
}

/** Why a call failed, worded by kind; the service's own text only where it is written for people (a 400 `{error}`). */
export function failureReason(t: T, error: unknown): string {
  const kind = isApiError(error) ? error.kind : 'other';
  return kind === 'network'
    ? t('e_network')
    : kind === 'server' || kind === 'bad-response'
      ? t('e_server')
      : kind === 'rate-limited'
        ? t('e_busy')
        : kind === 'forbidden'
          ? t('e_plan')
          : kind === 'unauthorized'
            ? t('e_session')
            : kind === 'validation' && isApiError(error) && Object.keys(error.fieldErrors).length
              ? t('e_fields')
              : (kind === 'validation' || kind === 'service') && isApiError(error)
                ? error.message
                : t('e_other');
}

/**
 * An error in words: a 403 names what the plan lacks (never "session expired"); the rest is worded by kind, never the
 * service's raw text.
 */
export function describeError(t: T, error: unknown): string {
  if (errorCategory(error) !== 'plan') return failureReason(t, error);
  const feature = planFeature(error);
  const text = t('planError', { feature: t(`feature_${feature}`) });
  return feature === 'links' ? `${text} ${t('planLinksHint')}` : text;
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

export interface StatusView extends Omit<ResultView, 'message'> {
  phase: ComposerPhase;
  message: Message | undefined;
  /** Why the send failed, worded. */
  failure: string;
  retry(): void;
}

/** Beside the send button: progress while sending, the failure with Retry, or the result panel. */
export function renderStatus(view: StatusView): TemplateResult | typeof nothing {
  const { t, phase, message } = view;
  if (phase === 'sending')
    return html`<span part="status" class="status"><progress aria-label=${t('sending')}></progress></span>`;
  if (phase === 'failed')
    return html`<span part="status" class="status error-text">${view.failure}
      <button type="button" class="btn" @click=${view.retry}>${t('retry')}</button></span>`;
  return (phase === 'sent' || phase === 'scheduled' || phase === 'cancelled') && message
    ? renderResult({ ...view, message })
    : nothing;
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
        ${
          leg
            ? html`<dt>${t('r_fallbackLeg')}</dt><dd><bdi dir="ltr">${leg.id}</bdi> · ${leg.type} · ${t(`status_${leg.status}` as ComposerKey)}</dd>`
            : nothing
        }
        ${m.error ? html`<dt>${t('r_error')}</dt><dd dir="auto">${m.error.code}</dd>` : nothing}
      </dl>
    </details>
    <div class="result-actions">
      <button type="button" class="btn" data-action="again" @click=${again}>${t('sendAnother')}</button>
      ${
        m.status === 'SCHEDULED' // not sent yet: nothing to resend (the scheduled list cancels it)
          ? nothing
          : html`<button type="button" class="btn" data-action="reuse" @click=${reuse}>${t(m.status === 'CANCELLED' ? 'editReschedule' : 'editResend')}</button>`
      }
    </div>
  </div>`;
}

/** The result panel's styles, added to the composer's shadow root when this module loads (off the first screen). */
export const resultStyles = css`
  .result {
    --_tone: var(--_muted);
    flex: 1 1 100%;
    display: grid;
    gap: 0.4rem;
    border: 1px solid var(--_border);
    border-inline-start: 4px solid var(--_tone);
    border-radius: var(--_radius);
    padding: 0.6rem 0.75rem;
    background: var(--_surface);
  }
  .result.ok {
    --_tone: var(--_success);
  }
  .result.warn {
    --_tone: var(--_warn);
  }
  .result.error {
    --_tone: var(--_error);
  }
  .result-head {
    margin: 0;
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
    font-weight: 600;
  }
  .result-icon {
    color: var(--_tone);
    font-weight: 700;
    min-width: 1em;
  }
  .result-details summary {
    cursor: pointer;
    color: var(--_muted);
    font-size: 0.9em;
  }
  .result-details dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem 0.75rem;
    margin: 0.3rem 0 0;
    font-size: 0.9em;
  }
  .result-details dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .result-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;
