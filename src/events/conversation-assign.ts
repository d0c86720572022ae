/**
 * `parley-assign` (inbox): the user is about to assign a thread (to themselves or a teammate of `users`) or unassign
 * it; cancelable, `preventDefault()` keeps the assignee as it is (a host that mirrors ownership hears it here).
 */
import type { Conversation } from '../schemas/conversations.js';

export interface ConversationAssignDetail {
  conversationId: string;
  /** The thread as it is now, before the change (`conversation.assignee`: who has it). */
  conversation: Conversation;
  /** The new owner (`name` as the host's `users` or the token names them), or null to unassign. */
  assignee: { id: string; name?: string | undefined } | null;
}

export class ConversationAssignEvent extends Event {
  static readonly eventName = 'parley-assign';
  readonly detail: ConversationAssignDetail;
  constructor(detail: ConversationAssignDetail) {
    super(ConversationAssignEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'parley-assign': ConversationAssignEvent;
  }
}
