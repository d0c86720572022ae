export class MessageSentEvent extends Event {
    static eventName = 'parley-message-sent';
    detail;
    constructor(detail) {
        super(MessageSentEvent.eventName, { bubbles: true, composed: true });
        this.detail = detail;
    }
}
