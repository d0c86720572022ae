/**
 * `parley-status` (inbox): the user is about to mark a thread done, reopen it, or snooze it; cancelable,
 * `preventDefault()` keeps the thread as it is (a host that mirrors status in its own product hears it here).
 */
import type { Conversation, ConversationStatus } from '../schemas/conversations.js';

export interface ConversationStatusDetail {
  conversationId: string;
  /** The thread as it is now, before the change. */
  conversation: Conversation;
  status: ConversationStatus;
  /** While `snoozed`: when it reopens (ISO 8601); null otherwise. */
  snoozedUntil: string | null;
}

export class ConversationStatusEvent extends Event {
  static readonly eventName = 'parley-status';
  readonly detail: ConversationStatusDetail;
  constructor(detail: ConversationStatusDetail) {
    super(ConversationStatusEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'parley-status': ConversationStatusEvent;
  }
}
