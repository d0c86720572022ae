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
 * Whether the list shows a search: a query searches every conversation, whatever its status or assignee — not only
 * the view's, as Front's and Help Scout's searches do — so a customer whose thread is done is found from Open. Each
 * row found says its status (Snoozed, Done), no view's tab is selected meanwhile, and the words say what was searched.
 */
export const searching = (f: Filters): boolean => !!f.query?.trim();

/** The id of the sentence saying what a search found (`search-results.ts`), which names the list's panel meanwhile. */
export const SEARCH_SAID = 'search-said';

/** The view's filters as the list shows them: the view's, none while searching. */
export const shownView = (view: InboxView, f: Filters): Filters => (searching(f) ? {} : (VIEWS[view] as Filters));

/**
 * The filters a view adds to the list's requests. A search and the default view (Open) add none: the service's
 * default for an embed call is every status with a `query` (or `to`), else `["open"]`, so the first request keeps the
 * body the page's head start sends.
 */
export function viewFilters(view: InboxView, f: Filters): Filters {
  const { status, ...rest } = shownView(view, f);
  return !status || (view === 'open' && !f.to?.trim()) ? {} : { status: [...status], ...rest };
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
