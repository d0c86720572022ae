/**
 * `parley-mention` (inbox): a teammate mentioned the signed-in user in a note (the stream's `note.mention`, which the
 * service sends to the mentioned users only). Fired by the mentioned user's element alone, whichever thread is
 * open, so a host can turn it into a notification (the element also says it in its polite live region).
 */
import type { Note } from '../schemas/notes.js';

export interface MentionDetail {
  conversationId: string;
  /** The note, with its author (`author.name` when their token carried one) and its `mentions`. */
  note: Note;
}

export class MentionEvent extends Event {
  static readonly eventName = 'parley-mention';
  readonly detail: MentionDetail;
  constructor(detail: MentionDetail) {
    super(MentionEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'parley-mention': MentionEvent;
  }
}
