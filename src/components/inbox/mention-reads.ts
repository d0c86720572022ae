/**
 * A mention is read by opening its thread: the service counts a note mentioning the caller as unread until their read
 * position passes the note's time (DESIGN §13), and the Mentions view lists those threads. The log moves the read
 * position only when a message is new, so a mention in a thread whose messages were all read would stay unread (and
 * listed, and counted) however often it is opened. While Mentions counts any thread, opening one moves the position
 * here and counts the views again, narrowed as the list is (a read alone brings no event that says a view changed).
 * Part of the thread pane's chunk.
 */
import { countConversations, markConversationReadTo } from '../../api/team.js';
import type { InboxStore } from './inbox-store.js';

export function readMentionsIn(store: InboxStore, id: string): void {
  if (!store.state.counts?.mentions) return;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  const { from, brandId, campaignId, audienceId, tag } = store.state.filters;
  const narrowing = Object.fromEntries(
    Object.entries({ from, brandId, campaignId, audienceId, tag }).filter(([, v]) => v?.trim()),
  );
  markConversationReadTo(store.api(), id)
    .then(() => countConversations(store.api(), narrowing))
    .then(
      (counts) => store.setCounts(counts),
      () => {},
    );
}
