/** `parley-change` (composer): the user edited the draft (not fired when the host sets `value`). */
import type { SendRequest } from '../schemas/messages.js';

export interface ChangeDetail {
  value: SendRequest;
}

export class ParleyChangeEvent extends Event {
  static readonly eventName = 'parley-change';
  readonly detail: ChangeDetail;
  constructor(detail: ChangeDetail) {
    super(ParleyChangeEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'parley-change': ParleyChangeEvent;
  }
}
