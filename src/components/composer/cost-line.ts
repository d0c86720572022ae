/**
 * The composer's one cost line, in the service's own figures: the RCS message, and what the fallback would cost if it
 * is used (each from its validation call, so they never disagree with the service). With `later.ts`.
 */
import { html, nothing } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import { fallbackChannel } from '../../schemas/constants.js';
import type { SendRequest, ValidationResult } from '../../schemas/messages.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;

export function costLine(
  t: T,
  locale: string,
  rcsCheck: { result?: ValidationResult | undefined; pending: boolean },
  leg: ValidationResult | undefined,
  fallback: SendRequest['fallback'],
) {
  const rcs = rcsCheck.result;
  if (!rcs) return rcsCheck.pending ? html`<p part="validation" class="muted cost">${t('costEstimate')}</p>` : nothing;
  const money = (c: { amount: number; currency: string }) => {
    try {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: c.currency,
        maximumFractionDigits: 4,
      }).format(c.amount);
    } catch {
      return `${c.amount} ${c.currency}`;
    }
  };
  return html`<p part="validation" class="muted cost">
    ${
      fallback && leg
        ? t('costBoth', {
            rcs: money(rcs.estimatedCost),
            fallback: money(leg.estimatedCost),
            type: fallbackChannel(fallback),
          })
        : t('costRcs', { rcs: money(rcs.estimatedCost) })
    }
  </p>`;
}
