/**
 * A mention is read by opening its thread: the service counts a note mentioning the caller as unread until their read
 * position passes the note's time (DESIGN §13), and the Mentions view lists those threads. The log moves the read
 * position only when a message is new, so a mention in a thread whose messages were all read would stay unread (and
 * listed, and counted) however often it is opened. While Mentions counts any thread, opening one moves the position
 * here and has the views counted again by their one counter (a read alone brings no event that says a view changed).
 * Part of the thread pane's chunk.
 */
import { markConversationReadTo } from '../../api/team.js';
import type { InboxStore } from './inbox-store.js';

export function readMentionsIn(store: InboxStore, id: string, recount: () => void): void {
  if (!store.state.counts?.mentions) return;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  markConversationReadTo(store.api(), id).then(recount, () => {});
}
