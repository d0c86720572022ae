export class ParleyChangeEvent extends Event {
    static eventName = 'parley-change';
    detail;
    constructor(detail) {
        super(ParleyChangeEvent.eventName, { bubbles: true, composed: true });
        this.detail = detail;
    }
}
