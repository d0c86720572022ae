/**
 * A mention is read by opening its thread: the service counts a note mentioning the caller as unread until their read
 * position passes the note's time (DESIGN §13), and the Mentions view lists those threads: the view is the user's
 * unread mentions, and its tab counts what it lists. The log moves the read position only when a message is new, so
 * a mention in a thread whose messages were all read would stay unread (and listed, and counted) however often it is
 * opened. Unless Mentions is counted as holding none, opening one moves the position here and has the views counted
 * again by their one counter (a read alone brings no event that says a view changed). Opened from the Mentions view
 * itself, the thread leaves its list as its count drops (no live event takes a row out of Mentions: only the service
 * knows whose notes mention whom), so the tab never says fewer than the list shows; a teammate mentioning the user
 * there again lists it again (`ThreadPane.mentioned`). Focus on its row (opened with Enter) moves to the row now in
 * its place, or to the thread's name when none is left. Part of the thread pane's chunk.
 */
import { markConversationReadTo } from '../../api/team.js';
import type { ParleyInbox } from './inbox.component.js';
import type { InboxStore } from './inbox-store.js';

export function readMentionsIn(host: ParleyInbox, store: InboxStore, id: string, recount: () => void): void {
  // Only a count of none skips it: with "Unread only" ticked the tabs' counts leave Mentions' out (not known), and
  // before any count came there is none to go by either.
  if (store.state.counts?.mentions === 0) return;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  markConversationReadTo(store.api(), id).then(
    () => {
      const { view, threads } = store.state;
      if (view === 'mentions' && threads.some((t) => t.id === id)) leave(host, store, id);
      recount();
    },
    () => {},
  );
}

/** Thread `id` leaves the list shown; a focused row of it hands focus on. */
function leave(host: ParleyInbox, store: InboxStore, id: string): void {
  const root = host.renderRoot as ShadowRoot;
  const row = root.activeElement?.closest<HTMLElement>('[role="option"]');
  const at = row?.dataset.vkey === id ? Number(row.dataset.row) : -1;
  const rest = store.state.threads.filter((t) => t.id !== id);
  store.setRows(rest);
  if (at < 0) return;
  void host.updateComplete.then(() =>
    (rest.length
      ? root.querySelector<HTMLElement>(`[role="option"][data-row="${Math.min(at, rest.length - 1)}"]`)
      : root.querySelector<HTMLElement>('#thread-title')
    )?.focus(),
  );
}
