/**
 * `parley-error`: something the user did failed, for all three elements, with one shape: `detail.error` (an
 * `ApiError` for service failures) and `detail.action` (what failed). Not fired for loads the host caused by
 * setting a property.
 */
import type { ApiError } from '../api/errors.js';

/** What failed in `<parley-inbox>`: its loads (`list`, `thread`, `older`, `stream`, `auth`) and its actions. */
export type InboxErrorAction =
  | 'list'
  | 'thread'
  | 'older'
  | 'send'
  | 'notes'
  | 'react'
  | 'schedule'
  | 'stream'
  | 'auth'
  // A thread's status (done, reopen, snooze), its assignee, or the user's read position ("mark as unread").
  | 'status'
  | 'assign'
  | 'read';

/**
 * What failed: the inbox's loads and actions, the composer's `send` / `schedule`, the form's `load` / `submit`, the
 * contact panel's `load` / `save`, the blast element's `load` / `validate` / `send` / `cancel`.
 */
export type ParleyErrorAction = InboxErrorAction | 'load' | 'submit' | 'save' | 'validate' | 'cancel';

export interface ParleyErrorDetail<A extends ParleyErrorAction = ParleyErrorAction> {
  /**
   * An `ApiError` (stable `kind`, `status`, `fieldErrors`, `source`) when the call failed at the service or for want
   * of a token. `source` says whose failure it is: `service` (the messaging service answered so or could not be
   * reached) or `token` (the element's token source — the page's `token-url` route or its `tokenProvider` — gave no
   * token, for the first call or a refresh later), so a developer looks at the right side.
   *
   * @example
   * ```ts
   * el.addEventListener('parley-error', ({ detail: { error } }) => {
   *   if (isApiError(error) && error.source === 'token') reportTokenRoute(error.kind, error.status);
   * });
   * ```
   */
  error: ApiError | Error;
  action: A;
  /** The inbox thread concerned, if any. */
  conversationId?: string | undefined;
  /** @deprecated The form's former name of `action`; kept for existing listeners. */
  operation?: 'load' | 'submit' | undefined;
}

/** @example el.addEventListener('parley-error', (e) => report(e.detail.error, e.detail.action)); */
export class ParleyErrorEvent<A extends ParleyErrorAction = ParleyErrorAction> extends Event {
  static readonly eventName = 'parley-error';
  readonly detail: ParleyErrorDetail<A>;
  constructor(detail: ParleyErrorDetail<A>) {
    super(ParleyErrorEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'parley-error': ParleyErrorEvent;
  }
}
