/** `parley-thread-select` (inbox): the user opened a thread (not fired when the host sets `conversation-id`). */
import type { Conversation } from '../schemas/conversations.js';
export interface ThreadSelectDetail {
    conversationId: string;
    /** The thread's row, when the list already had it. */
    conversation: Conversation | undefined;
}
export declare class ThreadSelectEvent extends Event {
    static readonly eventName = "parley-thread-select";
    readonly detail: ThreadSelectDetail;
    constructor(detail: ThreadSelectDetail);
}
declare global {
    interface GlobalEventHandlersEventMap {
        'parley-thread-select': ThreadSelectEvent;
    }
}
