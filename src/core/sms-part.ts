/**
 * The SMS/MMS message a send request stands for: its fallback as a message of its own, its channel by the spec's rule
 * (media, or text beyond the SMS limit, makes an MMS). One rule for every sender of SMS/MMS: the composer's
 * single-recipient SMS/MMS mode and its test send, blast mode and `<parley-blast>`. Pure.
 */
import { fallbackChannel } from '../schemas/constants.js';
import type { SendRequest } from '../schemas/messages.js';

export interface SmsPart {
  kind: 'sms' | 'mms';
  from: string;
  text?: string;
  mediaUrls?: string[];
}

/** The SMS/MMS part of `request` (its fallback), or undefined without one. */
export function smsPart(request: Pick<SendRequest, 'fallback'>): SmsPart | undefined {
  const f = request.fallback;
  if (!f) return undefined;
  const kind = fallbackChannel(f) === 'SMS' ? 'sms' : 'mms';
  return {
    kind,
    from: f.from,
    ...(f.text ? { text: f.text } : {}),
    ...(kind === 'mms' && f.mediaUrls?.length ? { mediaUrls: f.mediaUrls } : {}),
  };
}

/** `POST /send`'s body for an SMS/MMS part to one recipient (with the request's schedule, if any). */
export function smsSendRequest(part: SmsPart, to: string, scheduledTime?: string): SendRequest {
  const { kind, ...message } = part;
  return { type: kind === 'sms' ? 'SMS' : 'MMS', to, ...message, ...(scheduledTime ? { scheduledTime } : {}) };
}

/** The SMS/MMS message a phone-number sender sends for `request`: its SMS/MMS part, to its recipient, at its time. */
export const asSmsRequest = (request: SendRequest): SendRequest =>
  smsSendRequest(smsPart(request) ?? { kind: 'sms', from: request.from }, request.to, request.scheduledTime);
