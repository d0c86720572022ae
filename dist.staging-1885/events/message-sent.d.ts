/** `parley-message-sent` (inbox reply, composer send): the service accepted the message. */
import type { Message } from '../schemas/messages.js';
export interface MessageSentDetail {
    /** The message as the service stored it (its status then changes live). */
    message: Message;
    conversationId: string;
    /** The key the send used: a retry with it is never sent twice. */
    idempotencyKey: string;
}
export declare class MessageSentEvent extends Event {
    static readonly eventName = "parley-message-sent";
    readonly detail: MessageSentDetail;
    constructor(detail: MessageSentDetail);
}
declare global {
    interface GlobalEventHandlersEventMap {
        'parley-message-sent': MessageSentEvent;
    }
}
