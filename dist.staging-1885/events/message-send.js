export class MessageSendEvent extends Event {
    static eventName = 'parley-message-send';
    /** The request about to be sent. */
    detail;
    constructor(detail) {
        super(MessageSendEvent.eventName, { bubbles: true, composed: true, cancelable: true });
        this.detail = detail;
    }
}
