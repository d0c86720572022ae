/**
 * The list's requests (`POST /conversations/list`): which filters they carry and how many threads they ask for. The
 * store sends them; the page's head start (head-start.ts) sends the first one before the element's code is here,
 * which the store adopts only if both build the very same body. Imports nothing of the element.
 */
import type { ConversationListRequest } from '../../schemas/conversations.js';
export type Filters = Pick<ConversationListRequest, 'from' | 'to' | 'brandId' | 'campaignId' | 'query' | 'unreadOnly' | 'audienceId' | 'tag'>;
/** Threads per page of the list. */
export declare const PAGE_SIZE = 50;
/**
 * Threads in an empty list's first request: more than a tall screen shows (72 px rows), so its rows are painted from
 * an answer a fraction of a page's size; the rest of that page is asked for as soon as it has arrived.
 */
export declare const FIRST_ROWS = 20;
/** Drops empty values, so the list request only carries filters in use. */
export declare function activeFilters(f: Filters): Filters;
