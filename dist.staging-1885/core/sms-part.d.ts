import type { SendRequest } from '../schemas/messages.js';
export interface SmsPart {
    kind: 'sms' | 'mms';
    from: string;
    text?: string;
    mediaUrls?: string[];
}
/** The SMS/MMS part of `request` (its fallback), or undefined without one. */
export declare function smsPart(request: Pick<SendRequest, 'fallback'>): SmsPart | undefined;
/** `POST /send`'s body for an SMS/MMS part to one recipient (with the request's schedule, if any). */
export declare function smsSendRequest(part: SmsPart, to: string, scheduledTime?: string): SendRequest;
/** The SMS/MMS message a phone-number sender sends for `request`: its SMS/MMS part, to its recipient, at its time. */
export declare const asSmsRequest: (request: SendRequest) => SendRequest;
