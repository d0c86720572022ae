/** About to send; `preventDefault()` vetoes it. */
export class BlastSendEvent extends Event {
    static eventName = 'parley-blast-send';
    detail;
    constructor(detail) {
        super(BlastSendEvent.eventName, { bubbles: true, composed: true, cancelable: true });
        this.detail = detail;
    }
}
/** The service accepted the blast. */
export class BlastSentEvent extends Event {
    static eventName = 'parley-blast-sent';
    detail;
    constructor(detail) {
        super(BlastSentEvent.eventName, { bubbles: true, composed: true });
        this.detail = detail;
    }
}
/** The blast's status or counters changed. */
export class BlastUpdatedEvent extends Event {
    static eventName = 'parley-blast-updated';
    detail;
    constructor(detail) {
        super(BlastUpdatedEvent.eventName, { bubbles: true, composed: true });
        this.detail = detail;
    }
}
