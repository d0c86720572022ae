/** `parley-template-save` (composer): "Save as template" — the host persists `{name, request}`. */
import type { SendRequest } from '../schemas/messages.js';

export interface TemplateSaveDetail {
  /** The name the user gave the template. */
  name: string;
  /** The draft as a send request (sender and recipient removed: a template is reused for others). */
  request: Partial<SendRequest>;
}

export class TemplateSaveEvent extends Event {
  static readonly eventName = 'parley-template-save';
  readonly detail: TemplateSaveDetail;
  constructor(detail: TemplateSaveDetail) {
    super(TemplateSaveEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'parley-template-save': TemplateSaveEvent;
  }
}
