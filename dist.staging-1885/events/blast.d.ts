/** `<parley-blast>`'s events: `parley-blast-send` (cancelable), `parley-blast-sent`, `parley-blast-updated`. */
import type { Blast, BlastMmsRequest, BlastRcsRequest, BlastSmsRequest } from '../schemas/blasts.js';
export interface BlastSendDetail {
    kind: 'sms' | 'mms' | 'rcs';
    request: BlastSmsRequest | BlastMmsRequest | BlastRcsRequest;
}
export interface BlastDetail {
    blast: Blast;
}
/** About to send; `preventDefault()` vetoes it. */
export declare class BlastSendEvent extends Event {
    static readonly eventName = "parley-blast-send";
    readonly detail: BlastSendDetail;
    constructor(detail: BlastSendDetail);
}
/** The service accepted the blast. */
export declare class BlastSentEvent extends Event {
    static readonly eventName = "parley-blast-sent";
    readonly detail: BlastDetail;
    constructor(detail: BlastDetail);
}
/** The blast's status or counters changed. */
export declare class BlastUpdatedEvent extends Event {
    static readonly eventName = "parley-blast-updated";
    readonly detail: BlastDetail;
    constructor(detail: BlastDetail);
}
declare global {
    interface GlobalEventHandlersEventMap {
        'parley-blast-send': BlastSendEvent;
        'parley-blast-sent': BlastSentEvent;
        'parley-blast-updated': BlastUpdatedEvent;
    }
}
