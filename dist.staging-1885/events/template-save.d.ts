/** `parley-template-save` (composer, issue 18): "Save as template" — the host persists `{name, request}`. */
import type { SendRequest } from '../schemas/messages.js';
export interface TemplateSaveDetail {
    /** The name the user gave the template. */
    name: string;
    /** The draft as a send request (sender and recipient removed: a template is reused for others). */
    request: Partial<SendRequest>;
}
export declare class TemplateSaveEvent extends Event {
    static readonly eventName = "parley-template-save";
    readonly detail: TemplateSaveDetail;
    constructor(detail: TemplateSaveDetail);
}
declare global {
    interface GlobalEventHandlersEventMap {
        'parley-template-save': TemplateSaveEvent;
    }
}
