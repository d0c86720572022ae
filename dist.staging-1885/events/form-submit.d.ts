/** `parley-form-submit` / `parley-form-submitted` (form): valid answers about to be sent (cancelable), then stored. */
import type { FormSubmitResult } from '../schemas/forms.js';
export interface FormSubmitDetail {
    /** The answers about to be sent, as the wire has them (E.164 phones, ISO datetimes, structured addresses). */
    data: Record<string, unknown>;
}
export declare class FormSubmitEvent extends Event {
    static readonly eventName = "parley-form-submit";
    readonly detail: FormSubmitDetail;
    constructor(detail: FormSubmitDetail);
}
export declare class FormSubmittedEvent extends Event {
    static readonly eventName = "parley-form-submitted";
    readonly detail: FormSubmitResult;
    constructor(detail: FormSubmitResult);
}
declare global {
    interface GlobalEventHandlersEventMap {
        'parley-form-submit': FormSubmitEvent;
        'parley-form-submitted': FormSubmittedEvent;
    }
}
