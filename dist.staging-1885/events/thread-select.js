export class ThreadSelectEvent extends Event {
    static eventName = 'parley-thread-select';
    detail;
    constructor(detail) {
        super(ThreadSelectEvent.eventName, { bubbles: true, composed: true });
        this.detail = detail;
    }
}
