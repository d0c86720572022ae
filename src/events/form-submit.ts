/** `parley-form-submit` / `parley-form-submitted` (form): valid answers about to be sent (cancelable), then stored. */
import type { FormSubmitResult } from '../schemas/forms.js';

export interface FormSubmitDetail {
  /** The answers about to be sent, as the wire has them (E.164 phones, ISO datetimes, structured addresses). */
  data: Record<string, unknown>;
}

export class FormSubmitEvent extends Event {
  static readonly eventName = 'parley-form-submit';
  readonly detail: FormSubmitDetail;
  constructor(detail: FormSubmitDetail) {
    super(FormSubmitEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

export class FormSubmittedEvent extends Event {
  static readonly eventName = 'parley-form-submitted';
  readonly detail: FormSubmitResult;
  constructor(detail: FormSubmitResult) {
    super(FormSubmittedEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'parley-form-submit': FormSubmitEvent;
    'parley-form-submitted': FormSubmittedEvent;
  }
}
