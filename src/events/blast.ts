/** `<parley-blast>`'s events: `parley-blast-send` (cancelable), `parley-blast-sent`, `parley-blast-updated`. */
import type { Blast, BlastMmsRequest, BlastRcsRequest, BlastSmsRequest } from '../schemas/blasts.js';

export interface BlastSendDetail {
  kind: 'sms' | 'mms' | 'rcs';
  request: BlastSmsRequest | BlastMmsRequest | BlastRcsRequest;
}

export interface BlastDetail {
  blast: Blast;
}

/** About to send; `preventDefault()` vetoes it. */
export class BlastSendEvent extends Event {
  static readonly eventName = 'parley-blast-send';
  readonly detail: BlastSendDetail;
  constructor(detail: BlastSendDetail) {
    super(BlastSendEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

/** The service accepted the blast. */
export class BlastSentEvent extends Event {
  static readonly eventName = 'parley-blast-sent';
  readonly detail: BlastDetail;
  constructor(detail: BlastDetail) {
    super(BlastSentEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

/** The blast's status or counters changed. */
export class BlastUpdatedEvent extends Event {
  static readonly eventName = 'parley-blast-updated';
  readonly detail: BlastDetail;
  constructor(detail: BlastDetail) {
    super(BlastUpdatedEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'parley-blast-send': BlastSendEvent;
    'parley-blast-sent': BlastSentEvent;
    'parley-blast-updated': BlastUpdatedEvent;
  }
}
