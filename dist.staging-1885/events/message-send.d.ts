/** `parley-message-send` (inbox reply, composer send): about to send; cancelable, `preventDefault()` vetoes. */
import type { SendRequest } from '../schemas/messages.js';
export declare class MessageSendEvent extends Event {
    static readonly eventName = "parley-message-send";
    /** The request about to be sent. */
    readonly detail: SendRequest;
    constructor(detail: SendRequest);
}
declare global {
    interface GlobalEventHandlersEventMap {
        'parley-message-send': MessageSendEvent;
    }
}
