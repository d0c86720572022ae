export class TemplateSaveEvent extends Event {
    static eventName = 'parley-template-save';
    detail;
    constructor(detail) {
        super(TemplateSaveEvent.eventName, { bubbles: true, composed: true });
        this.detail = detail;
    }
}
