/**
 * What happened to the message just sent, in words: "Delivered as RCS to +1…", "RCS not delivered —
 * sent as SMS instead, delivered", "Failed: the recipient opted out", "Scheduled for Tomorrow, 2:30 PM". Ids only in a
 * details disclosure. And the one place the composer words a failure (`describeError`: its send, "Send a test",
 * Cancel of a scheduled message) and a send the outbox keeps (`keptText`). With `later.ts`: nothing of it is on the
 * first screen.
 *
 * @csspart status - Send progress, the result in words kept live, or the failure with Retry.
 * @csspart result - The result panel after a send (also `status`): the sentence, Details, Send another, Edit and resend.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { isApiError } from '../../api/errors.js';
import { readTokenTiming } from '../../api/jwt.js';
import type { KeptFor } from '../../api/outbox-reason.js';
import { checkCapability } from '../../api/reach.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import { tokenFailureOf, type TokenFailure } from '../shared/load-failure.js';
import { errorCategory, planFeature } from '../shared/plan-error.js';
import type { ParleyComposer } from './composer.component.js';
import { isPhoneNumber } from './model.js';
import { recipientReach } from './reach-line.js';
import { panelText, type ComposerPhase, type ResultPanel, type ResultTone } from './summary.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;

/** The page's token route (or `tokenProvider`) giving no token (`TokenFailure`): said as the route's, never the service's. */
const TOKEN_REASONS: Record<TokenFailure, ComposerKey> = {
  'token-failed': 'e_tokenFailed',
  'token-network': 'e_tokenNetwork',
  'token-refused': 'e_tokenRefused',
  'token-none': 'e_tokenNone',
};

/**
 * What a failure's words read of the client the call went through (`ApiTransport` is one): whether it can get a new
 * token by itself, and the token it holds.
 */
export interface TokenHolder {
  readonly canRefresh: boolean;
  readonly heldToken: string | undefined;
}

/**
 * A 401 from the service. A client that can refresh asked its token source again and was refused again: the session
 * is over. A token nothing can refresh (the page's `token`) was refused as it is: a lost session only once its `exp`
 * has passed (read locally, `api/jwt.ts`); otherwise the page gave a token the service does not accept, which
 * reloading may mend (the page's server mints another) and its developer must know of (the service's reason stays in
 * `parley-error`'s `error.message`).
 */
function unauthorized(t: T, holder: TokenHolder | undefined): string {
  if (!holder || holder.canRefresh) return t('e_session');
  const exp = holder.heldToken === undefined ? undefined : readTokenTiming(holder.heldToken)?.exp;
  return exp !== undefined && exp * 1000 <= Date.now() ? t('e_session') : t('e_tokenInvalid');
}

/**
 * Why a call failed, worded by its kind in the element's own words (the service's text stays in `parley-error`): the
 * one place every failure of the composer is worded (its send, "Send a test", Cancel of a scheduled message), so a
 * token the page's route would not give is said as the route's wherever it happens.
 */
export function failureReason(t: T, error: unknown, holder?: TokenHolder): string {
  const route = tokenFailureOf(error);
  if (route) return t(TOKEN_REASONS[route]);
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
            ? unauthorized(t, holder)
            : kind === 'validation' && isApiError(error) && Object.keys(error.fieldErrors).length
              ? t('e_fields')
              : kind === 'validation' || kind === 'service' || kind === 'not-found'
                ? t('e_refused')
                : t('e_other');
}

/**
 * Why the service refused a send (400 `{error}`, whose text is for developers and has no code): the recipient opted
 * out, when the capability check of an agent and one number says so (the reach line's answer, else asked now).
 */
export async function refusedWhy(
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

/**
 * Whether sending the very same request again can succeed: after a failure to reach the service, a fault of the
 * service or of the page, yes; after a refusal (400, a plan's 403, 404) or a lost session, no: the message, the plan
 * or the page must change first.
 */
export const retryHelps = (error: unknown): boolean =>
  !isApiError(error) || !['validation', 'service', 'forbidden', 'unauthorized', 'not-found'].includes(error.kind);

/**
 * An error in words: the token route's failure as the route's; a 403 names what the plan lacks (never "session
 * expired"); a refusal because the recipient opted out says so (`why`, from the service's capability check); a 401
 * by what `holder`'s token says (`unauthorized`); the rest is worded by kind, never the service's raw text.
 */
export function describeError(
  t: T,
  error: unknown,
  { why, holder }: { why?: 'opted_out' | undefined; holder?: TokenHolder | undefined } = {},
): string {
  if (why === 'opted_out' && !tokenFailureOf(error)) return t('e_optedOut');
  if (errorCategory(error) !== 'plan' || tokenFailureOf(error)) return failureReason(t, error, holder);
  const feature = planFeature(error);
  const text = t('planError', { feature: t(`feature_${feature}`) });
  return feature === 'links' ? `${text} ${t('planLinksHint')}` : text;
}

export interface ResultView {
  t: T;
  /** The message, for the ids and statuses in Details. */
  message: Message;
  /** What the panel says (`deriveSummary`): its words come from the lifecycle's phase, never decided here. */
  panel: ResultPanel;
  /** Clears the composer for a new message. */
  again(): void;
  /** Puts what was sent back into the editors. */
  reuse(): void;
}

export interface StatusView extends Omit<ResultView, 'message' | 'panel'> {
  phase: ComposerPhase;
  message: Message | undefined;
  /** The result panel, when the summary has one (after a send: sent, scheduled or cancelled). */
  panel: ResultPanel | undefined;
  /** Why the send failed, worded. */
  failure: string;
  /** What the progress says while the send is on its way: sending, or scheduling. */
  busy: 'sending' | 'scheduling';
  /** Sends it again: offered only when that can succeed (`retryHelps`), not after a refusal. */
  retry: (() => void) | undefined;
  /** A send the outbox keeps after the service failed: what happened, and Cancel (it is retried by itself). */
  kept: { text: string; retry(): void; cancel(): void } | undefined;
  /** What became of an earlier send the user stopped or replaced (`keptCancelled`, `keptReplacedUnsure`), or empty. */
  note: string;
}

/**
 * What a send kept after its press met the service failing says beside Send, by why its item waits now (the outbox
 * records it after every attempt: `keptFor`). Not "not sent": the service may have done it before its answer was
 * lost. It is tried again under the same Idempotency-Key, which the service answers once, so it goes once at most.
 */
export const keptText = (t: T, why: KeptFor | undefined): string =>
  t(why === 'connection' ? 'keptConnection' : 'keptFault');

/** Beside the send button: the status, then what became of an earlier send stopped or replaced (not live: said once). */
export function renderStatus(view: StatusView): TemplateResult {
  return html`${status(view)}${view.note ? html`<p class="hint kept-note" data-note>${view.note}</p>` : nothing}`;
}

/** Progress, the failure (with Retry when it can help), a kept send, or the result panel. */
function status(view: StatusView): TemplateResult | typeof nothing {
  const { t, phase, message, panel, kept } = view;
  if (phase === 'sending')
    return html`<span part="status" class="status"><progress aria-label=${t(view.busy)}></progress></span>`;
  if (phase === 'failed')
    return html`<span part="status" class="status error-text">${view.failure}
      ${view.retry ? html`<button type="button" class="btn" @click=${view.retry}>${t('retry')}</button>` : nothing}</span>`;
  if (kept)
    return html`<span part="status" class="status error-text" data-kept>${kept.text}
      <button type="button" class="btn" data-retry @click=${kept.retry}>${t('retry')}</button>
      <button type="button" class="btn" data-cancel @click=${kept.cancel}>${t('keptCancel')}</button></span>`;
  return panel && message ? renderResult({ ...view, message, panel }) : nothing;
}

const ICONS: Record<ResultTone, string> = { ok: '✓', warn: '!', pending: '…', error: '✕' };

/** The result panel: the sentence, a details disclosure with the ids and statuses, and what to do next. */
export function renderResult({ t, message: m, panel, again, reuse }: ResultView): TemplateResult {
  const { tone } = panel;
  const leg = m.fallbackMessage;
  return html`<div part="status result" class="result ${tone}" data-status=${panel.status} data-tone=${tone}>
    <p class="result-head"><span class="result-icon" aria-hidden="true">${ICONS[tone]}</span><span>${panelText(t, panel)}</span></p>
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
      ${panel.edit ? html`<button type="button" class="btn" data-action="reuse" @click=${reuse}>${t(panel.edit)}</button>` : nothing}
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
  .kept-note {
    flex: 1 1 100%;
    margin: 0;
  }
`;
