/**
 * Every answer the composer shows about its draft, derived once per update from the state the element owns (the
 * draft, the send lifecycle, the sender's agent, the short-link choice): the SMS/MMS figures (channel, characters,
 * segments, encoding — of the text as it will be sent, so short links are counted once), the warning about carriers
 * where the agent is not launched, blast mode's "Send as", the preview's request and time, whether Send is on and
 * why not, and the result card's words. The editors, the preview, the short-link note, blast mode and the result read
 * these answers; none recomputes its own, so no two parts of the screen can disagree. Pure: no DOM, no Lit (with
 * `later.ts`).
 */
import { formatDayLabel, formatTime } from '../../core/format.js';
import { countSegments } from '../../core/sms-segments.js';
import { previewShortened } from '../../core/short-links.js';
import { CARRIERS } from '../../schemas/campaigns.js';
import { fallbackChannel } from '../../schemas/constants.js';
/** A date as the inbox shows it: its day label ("Today", "Thursday, March 5") and the time of day. */
export const whenText = (iso, locale) => `${formatDayLabel(iso, locale)}, ${formatTime(iso, locale)}`;
export function smsFigures(f, shortHost) {
    if (!f)
        return undefined;
    const typed = f.text ?? '';
    const text = shortHost ? previewShortened(typed, shortHost) : typed;
    const info = countSegments(text);
    return {
        channel: fallbackChannel({ ...f, text }),
        text,
        characters: info.characters,
        segments: info.segments,
        encoding: info.encoding,
        shortened: text !== typed,
    };
}
/** The carrier of a recipient when it is known (the sandbox's launch-first test numbers, DESIGN §8), else undefined. */
export function carrierOf(phone) {
    return /^\+\d+7777$/.test(phone) ? 'CARRIER_B' : undefined;
}
/**
 * The one warning about carriers where the agent is not launched, consistent with the draft: with a fallback those
 * recipients get it, without one they get nothing. A known carrier (a test number) narrows it to that recipient.
 */
export function launchWarning(agent, request, blasting, name, join) {
    if (!agent || agent.agentId !== request.from)
        return undefined;
    const missing = CARRIERS.filter((c) => agent.carrierLaunches.carriers[c] !== 'LAUNCHED');
    if (!missing.length)
        return undefined;
    const fallback = !!request.fallback;
    const carrier = blasting ? undefined : carrierOf(request.to ?? '');
    if (carrier) {
        if (!missing.includes(carrier))
            return undefined;
        return { key: fallback ? 'launchRecipient' : 'launchRecipientNoFallback', vars: { carrier: name(carrier) } };
    }
    return { key: fallback ? 'launchSome' : 'launchSomeNoFallback', vars: { carriers: join(missing.map(name)) } };
}
/** The card's sentence in `t`'s language (also what is announced when it changes). */
export const cardText = (t, card) => t(card.words.key, card.reason ? { ...card.words.vars, reason: t(card.reason) } : card.words.vars);
const FAILURES = new Set(['OPTED_OUT', 'UNDELIVERABLE', 'RCS_UNDELIVERABLE']);
/**
 * Where the last send stands, in one sentence: a function of the lifecycle's phase and the message it holds, so the
 * card cannot say "Scheduled" of a cancelled message. Only after a send (sent, scheduled or cancelled), else undefined.
 */
export function resultCard(phase, m, locale) {
    if (!m || !(phase === 'sent' || phase === 'scheduled' || phase === 'cancelled'))
        return undefined;
    const status = phase === 'sent' ? m.status : phase === 'scheduled' ? 'SCHEDULED' : 'CANCELLED';
    const card = (tone, key, vars, reason) => ({
        tone,
        words: { key, ...(vars ? { vars } : {}) },
        status,
        edit: status === 'SCHEDULED' ? undefined : status === 'CANCELLED' ? 'editReschedule' : 'editResend',
        ...(reason ? { reason } : {}),
    });
    // Isolated (FSI … PDI) so a phone number keeps its "+" in front inside right-to-left sentences.
    const to = `\u2068${m.to}\u2069`;
    const leg = m.fallbackMessage;
    // An SMS/MMS message (a phone-number sender's) says what it went as.
    const rcs = m.type === 'RCS';
    switch (status) {
        case 'SCHEDULED':
            return card('ok', 'r_scheduled', { time: m.scheduledTime ? whenText(m.scheduledTime, locale) : '' });
        case 'QUEUED':
        case 'SENT':
            return card('pending', rcs ? 'r_sending' : 'r_sendingSms', { to, type: m.type });
        case 'DELIVERED':
            return card('ok', rcs ? 'r_delivered' : 'r_deliveredSms', { to, type: m.type });
        case 'READ':
            return card('ok', rcs ? 'r_read' : 'r_readSms', { to, type: m.type });
        case 'CANCELLED':
            return card('warn', 'r_cancelled');
        case 'FAILED': {
            const code = m.error && FAILURES.has(m.error.code) ? m.error.code : 'other';
            return card('error', 'r_failed', undefined, `fail_${code}`);
        }
        case 'FALLBACK_SENT': {
            const type = leg?.type ?? 'SMS';
            if (leg?.status === 'DELIVERED' || leg?.status === 'READ')
                return card('warn', 'r_fellBackDelivered', { type, to });
            if (leg?.status === 'FAILED')
                return card('error', 'r_fellBackFailed', { type });
            return card('pending', 'r_fellBack', { type, to });
        }
        default:
            return card('pending', `status_${status}`);
    }
}
export function deriveSummary(input) {
    const { request, phase, sent, shortHost, blasting, locale } = input;
    const unchanged = !!sent && sent.body === JSON.stringify(request) && !blasting;
    const shown = unchanged && (phase === 'sent' || phase === 'scheduled') ? sent.prepared : request;
    const result = resultCard(phase, input.message, locale);
    // Send's reason is read off the card beside it, so the two cannot disagree: "Already scheduled" beside "Scheduled
    // for …", "Already sent" beside a sent message, and nothing once it is cancelled (Schedule is on again).
    const blocked = unchanged && result && result.status !== 'CANCELLED'
        ? result.status === 'SCHEDULED'
            ? 'alreadyScheduled'
            : 'alreadySent'
        : undefined;
    return {
        sms: smsFigures(request.fallback, shortHost),
        shown,
        when: shown.scheduledTime && !Number.isNaN(Date.parse(shown.scheduledTime))
            ? whenText(shown.scheduledTime, locale)
            : undefined,
        send: {
            label: phase === 'sending' ? 'sending' : blasting ? 'reviewBlast' : request.scheduledTime ? 'scheduleSend' : 'send',
            enabled: phase !== 'sending' && !blocked,
            blocked,
        },
        result,
        sendAsRcs: request.fallback ? 'sendAsRcs' : 'sendAsRcsOnly',
        rcsText: typeof request.rcs?.text === 'string' ? request.rcs.text : '',
    };
}
