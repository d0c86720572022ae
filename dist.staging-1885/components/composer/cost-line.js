/**
 * The composer's one cost line, in the service's own figures: the RCS message, and what the fallback would cost if it
 * is used (each from its validation call, so they never disagree with the service). With `later.ts`.
 */
import { html, nothing } from 'lit';
import { LIMITS, fallbackChannel } from '../../schemas/constants.js';
export function costLine(t, locale, rcsCheck, leg, fallback) {
    const rcs = rcsCheck.result;
    if (!rcs)
        return rcsCheck.pending ? html `<p part="validation" class="muted cost">${t('costEstimate')}</p>` : nothing;
    const money = (c) => {
        try {
            return new Intl.NumberFormat(locale, {
                style: 'currency',
                currency: c.currency,
                maximumFractionDigits: 4,
            }).format(c.amount);
        }
        catch {
            return `${c.amount} ${c.currency}`;
        }
    };
    return html `<p part="validation" class="muted cost">
    ${fallback && leg
        ? t('costBoth', {
            rcs: money(rcs.estimatedCost),
            fallback: money(leg.estimatedCost),
            type: fallbackChannel(fallback),
        })
        : t('costRcs', { rcs: money(rcs.estimatedCost) })}
  </p>`;
}
/**
 * Asks the service for the cost of the draft as it stands (each check calls again only when its body changed): the
 * RCS message with its fallback, unless it has problems or goes as SMS/MMS alone; and the fallback (or SMS/MMS
 * message) on its own, as SMS or MMS.
 */
export function requestCosts(checks, request, problems, smsOnly, api) {
    const f = request.fallback;
    const fallbackOk = f && !problems.some((p) => p.path.startsWith('fallback'));
    const body = fallbackOk ? { text: f.text, ...(f.mediaUrls ? { mediaUrls: f.mediaUrls } : {}) } : undefined;
    const kind = f?.mediaUrls?.length || (f?.text?.length ?? 0) > LIMITS.smsFallbackText ? 'mms' : 'sms';
    checks.fallback.request(JSON.stringify([kind, body]), f && body && api
        ? (signal) => kind === 'sms'
            ? api.validateMessage('sms', { from: f.from, text: body.text ?? '' }, { signal })
            : api.validateMessage('mms', { from: f.from, ...body }, { signal })
        : undefined);
    const rcsOk = !smsOnly && !problems.some((p) => p.path === '' || p.path.startsWith('rcs') || p.path.startsWith('fallback'));
    const rcsBody = { rcs: request.rcs, ...(f ? { fallback: f } : {}) };
    checks.rcs.request(JSON.stringify(rcsOk && rcsBody), rcsOk && api ? (signal) => api.validateMessage('rcs', rcsBody, { signal }) : undefined);
}
