/**
 * The list's requests (`POST /conversations/list`): which filters they carry and how many threads they ask for. The
 * store sends them; the page's head start (head-start.ts) sends the first one before the element's code is here,
 * which the store adopts only if both build the very same body. Imports nothing of the element.
 */
import type { FirstRequest } from '../../api/wire.js';
import type { ConversationListRequest, INBOX_VIEWS, InboxView } from '../../schemas/conversations.js';

export type { InboxView };

export type Filters = Pick<
  ConversationListRequest,
  | 'from'
  | 'to'
  | 'brandId'
  | 'campaignId'
  | 'query'
  | 'unreadOnly'
  | 'audienceId'
  | 'tag'
  | 'status'
  | 'assignee'
  | 'mentions'
  | 'sort'
>;

/**
 * The views' filters, as the service counts them (`INBOX_VIEWS` of schemas/conversations.ts, typed to be the very
 * same: that module is zod's, which the first screen does not load).
 */
export const VIEWS: typeof INBOX_VIEWS = {
  open: { status: ['open'] },
  mine: { status: ['open'], assignee: 'me' },
  unassigned: { status: ['open'], assignee: 'none' },
  mentions: { status: ['open', 'snoozed', 'done'], mentions: 'me' },
  snoozed: { status: ['snoozed'] },
  done: { status: ['done'] },
};

/**
 * The filters a view adds to the list's requests. The default view (Open) adds none where the service's default for
 * an embed call is the same (`["open"]`, unless the request names `to` or a `query`), so the first request keeps the
 * body the page's head start sends.
 */
export function viewFilters(view: InboxView, f: Filters): Filters {
  const { status, ...rest } = VIEWS[view] as Filters;
  return view === 'open' && !f.to?.trim() && !f.query?.trim() ? {} : { status: [...status!], ...rest };
}

/**
 * Threads per page of the list, the first page included: one request fills the list and its scroll room (record 057
 * weighs it against a screenful first).
 */
export const PAGE_SIZE = 50;

/** The list's first request, under `filters` (as the store sends it: `InboxStore.loadList`). */
export const firstListRequest = (filters: Filters): FirstRequest => ({
  method: 'POST',
  path: '/conversations/list',
  body: { ...activeFilters(filters), pageSize: PAGE_SIZE },
});

/** Drops empty values, so the list request only carries filters in use. */
export function activeFilters(f: Filters): Filters {
  const out: Filters = {};
  for (const [key, value] of Object.entries(f) as [keyof Filters, Filters[keyof Filters]][]) {
    if (typeof value === 'string' ? value.trim() : value)
      (out as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}
