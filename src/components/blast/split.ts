/**
 * What each recipient of a blast will get, and then got (DESIGN §14). Before the confirm step, the service's estimate
 * (`POST /messages/blast/{kind}/estimate`, the send's own rules): recipients by RCS, SMS, MMS and not reached, each
 * with its reasons, and what each leg costs (with its segments per message on the SMS leg). After the send, the
 * blast's own counts in the same rows: `deliveredBy` per channel, and `failed + optedOut` not reached — once it
 * completes, the same numbers.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { estimateBlast as estimateSplit } from '../../api/reach.js';
import type { ApiTransport } from '../../api/transport.js';
import type { BlastSendDetail } from '../../events/blast.js';
import type { BlastKey } from '../../i18n/blast.js';
import type {
  Blast,
  BlastEstimate as Split,
  BlastMmsRequest,
  BlastRcsRequest,
  BlastSmsRequest,
  ReasonCounts,
} from '../../schemas/blasts.js';
import { money } from '../../core/money.js';

type T = (key: BlastKey, vars?: Record<string, string | number>) => string;
type Leg = 'rcs' | 'sms' | 'mms';

export type { Split };

/** The service's split for the request the fields make (nothing is sent). */
export function loadSplit(api: ApiTransport, { kind, request }: BlastSendDetail, signal?: AbortSignal): Promise<Split> {
  return kind === 'sms'
    ? estimateSplit(api, 'sms', request as BlastSmsRequest, { signal })
    : kind === 'mms'
      ? estimateSplit(api, 'mms', request as BlastMmsRequest, { signal })
      : estimateSplit(api, 'rcs', request as BlastRcsRequest, { signal });
}

/**
 * A leg's price: what it costs in all, with its segments per message on the SMS leg; an RCS message and an MMS are one
 * message each (segments are an SMS notion, and the estimate counts them 1 there).
 */
function legPrice(t: T, locale: string, split: Split, leg: Leg): string {
  const cost = money(locale, split.cost[leg]);
  return leg === 'sms' ? t('legPrice', { count: split.segments.sms!, cost }) : t('legPriceMessage', { cost });
}

/** "their phone has no RCS: 1 · number not in service: 1", the reasons with recipients, in the service's order. */
function reasonsOf(t: T, counts: ReasonCounts): string {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => t('whyCount', { why: t(`why_${reason}` as BlastKey), count }))
    .join(' · ');
}

function row(t: T, leg: Leg | 'unreachable', count: number, why: string, price?: TemplateResult) {
  return html`<li data-leg=${leg}>
    <span class="leg">${t(`leg_${leg}`)}</span>
    <span class="count" data-count=${count}>${t('legCount', { count })}</span>
    ${why ? html`<span class="why">${why}</span>` : nothing}
    ${price ?? nothing}
  </li>`;
}

/** The confirm step's split: the legs this blast sends on (an RCS leg, its fallback's, or the SMS/MMS itself), then who is not reached. */
export function splitList(t: T, locale: string, split: Split): TemplateResult {
  const legs = (['rcs', 'sms', 'mms'] as const).filter((leg) => split.segments[leg] !== null);
  return html`<section class="split" part="split" aria-labelledby="split-title">
    <h4 id="split-title">${t('splitTitle')}</h4>
    <ul>
      ${legs.map((leg) =>
        row(
          t,
          leg,
          split[leg],
          reasonsOf(t, split.reasons[leg]),
          html`<span class="price">${legPrice(t, locale, split, leg)}</span>`,
        ),
      )}
      ${row(t, 'unreachable', split.unreachable, reasonsOf(t, split.reasons.unreachable))}
    </ul>
  </section>`;
}

/**
 * After the send, the same rows from the blast itself: delivered per channel, and not reached (failed, or skipped as
 * opted out). The legs are the split's when the element estimated it, else those the blast's type can reach.
 */
export function gotList(t: T, blast: Blast, split: Split | undefined): TemplateResult {
  const legs: Leg[] = split
    ? (['rcs', 'sms', 'mms'] as const).filter((leg) => split.segments[leg] !== null)
    : blast.type === 'RCS'
      ? ['rcs', 'sms', 'mms']
      : [blast.type === 'SMS' ? 'sms' : 'mms'];
  const missed = [
    blast.failed ? t('whyCount', { why: t('got_failed'), count: blast.failed }) : '',
    blast.optedOut ? t('whyCount', { why: t('why_opted_out'), count: blast.optedOut }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return html`<section class="split" part="got" aria-labelledby="got-title">
    <h4 id="got-title">${t('gotTitle')}</h4>
    <ul>
      ${legs.map((leg) => row(t, leg, blast.deliveredBy[leg], ''))}
      ${row(t, 'unreachable', blast.failed + blast.optedOut, missed)}
    </ul>
  </section>`;
}
