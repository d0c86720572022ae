/** `parley-change` (composer): the user edited the draft (not fired when the host sets `value`). */
import type { SendRequest } from '../schemas/messages.js';
export interface ChangeDetail {
    value: SendRequest;
}
export declare class ParleyChangeEvent extends Event {
    static readonly eventName = "parley-change";
    readonly detail: ChangeDetail;
    constructor(detail: ChangeDetail);
}
declare global {
    interface GlobalEventHandlersEventMap {
        'parley-change': ParleyChangeEvent;
    }
}
