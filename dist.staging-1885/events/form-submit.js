export class FormSubmitEvent extends Event {
    static eventName = 'parley-form-submit';
    detail;
    constructor(detail) {
        super(FormSubmitEvent.eventName, { bubbles: true, composed: true, cancelable: true });
        this.detail = detail;
    }
}
export class FormSubmittedEvent extends Event {
    static eventName = 'parley-form-submitted';
    detail;
    constructor(detail) {
        super(FormSubmittedEvent.eventName, { bubbles: true, composed: true });
        this.detail = detail;
    }
}
