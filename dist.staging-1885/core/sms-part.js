/**
 * The SMS/MMS message a send request stands for: its fallback as a message of its own, its channel by the spec's rule
 * (media, or text beyond the SMS limit, makes an MMS). One rule for every sender of SMS/MMS: the composer's
 * single-recipient SMS/MMS mode and its test send, blast mode and `<parley-blast>`. Pure.
 */
import { fallbackChannel } from '../schemas/constants.js';
/** The SMS/MMS part of `request` (its fallback), or undefined without one. */
export function smsPart(request) {
    const f = request.fallback;
    if (!f)
        return undefined;
    const kind = fallbackChannel(f) === 'SMS' ? 'sms' : 'mms';
    return {
        kind,
        from: f.from,
        ...(f.text ? { text: f.text } : {}),
        ...(kind === 'mms' && f.mediaUrls?.length ? { mediaUrls: f.mediaUrls } : {}),
    };
}
/** `POST /send`'s body for an SMS/MMS part to one recipient (with the request's schedule, if any). */
export function smsSendRequest(part, to, scheduledTime) {
    const { kind, ...message } = part;
    return { type: kind === 'sms' ? 'SMS' : 'MMS', to, ...message, ...(scheduledTime ? { scheduledTime } : {}) };
}
/** The SMS/MMS message a phone-number sender sends for `request`: its SMS/MMS part, to its recipient, at its time. */
export const asSmsRequest = (request) => smsSendRequest(smsPart(request) ?? { kind: 'sms', from: request.from }, request.to, request.scheduledTime);
