/**
 * Where a thread announced live (`conversation.updated`, a status or assignee set here, a read position moved) goes in
 * the list shown: kept, moved to its place in the list's order, added, or taken out when it left the view. Only the
 * lazy parts that apply such changes use it (`store-actions.ts`, the thread pane, `work-menu.ts`), so the first screen
 * does not carry it; the store stores the rows it computes (`InboxStore.setRows`).
 */
import type { Conversation } from '../../schemas/conversations.js';
import type { InboxStore } from './inbox-store.js';
import { shownView, type Filters } from './list-request.js';

/** Newest activity first (ties by id, as the service pages them). */
const byRecent = (a: Conversation, b: Conversation): number =>
  a.lastActivityAt === b.lastActivityAt ? (a.id < b.id ? 1 : -1) : a.lastActivityAt < b.lastActivityAt ? 1 : -1;

/**
 * Threads in the list's order: newest activity first, or (`waiting`) waiting customers first, the longest waiting
 * first, then the others newest first — the service's orders, so a live row lands where a reload would put it.
 */
export function sortThreads(list: Conversation[], sort?: Filters['sort']): Conversation[] {
  return list.sort((a, b) => {
    const [x, y] = [a.waitingSince ?? '', b.waitingSince ?? ''];
    if (sort !== 'waiting' || x === y) return byRecent(a, b);
    return !x || !y ? (x ? -1 : 1) : x < y ? -1 : 1;
  });
}

/**
 * Whether a thread belongs to the view's statuses and assignee (`me`: the token's user). A thread that leaves them
 * leaves the list (marked done in Open, assigned in Unassigned); mentions are known to the service only.
 */
export function inView(c: Conversation, f: Filters, me: string | undefined): boolean {
  if (f.status && !f.status.includes(c.status ?? 'open')) return false;
  const who = c.assignee?.id;
  return !f.assignee || (f.assignee === 'none' ? !who : who === (f.assignee === 'me' ? me : f.assignee));
}

/** Whether a thread announced live belongs in the list shown (the service applied the same filters to pages). */
export function matchesFilters(c: Conversation, f: Filters): boolean {
  if (f.from && c.from !== f.from) return false;
  if (f.to && c.to !== f.to) return false;
  if (f.brandId && c.brandId !== f.brandId) return false;
  if (f.campaignId && c.campaignId !== f.campaignId) return false;
  if (f.unreadOnly && c.unreadCount === 0) return false;
  if (f.audienceId && !c.contact?.audienceIds.includes(f.audienceId)) return false;
  if (f.tag && !c.contact?.tags.includes(f.tag)) return false;
  const q = f.query?.trim().toLowerCase();
  if (q) {
    const hay = [c.contact?.name, c.to, c.from, c.lastMessage?.text].filter(Boolean).join('\n').toLowerCase();
    if (!hay.includes(q)) return false;
  }
  return true;
}

/** Puts `c` in the list where it belongs, or out of it (a thread that left the view: done, snoozed, assigned away). */
export function upsertRow(store: InboxStore, c: Conversation): void {
  const s = store.state;
  const rest = s.threads.filter((t) => t.id !== c.id);
  const known = rest.length < s.threads.length;
  const view: Filters = { ...s.filters, ...shownView(s.view, s.filters) };
  if (!inView(c, view, s.claims.sub)) {
    if (known) store.setRows(rest);
    return;
  }
  // One that joins the view is added, unless only the service can tell (whose notes mention whom).
  if (!known && (!matchesFilters(c, s.filters) || view.mentions)) return;
  store.setRows(sortThreads([c, ...rest], s.filters.sort));
}
