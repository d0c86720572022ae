/**
 * `<parley-inbox>`'s words for what a search found (above its rows, or with Clear search when nothing matches, and
 * read out by its polite live region), in English: merged into `inboxMessages.en` when the search part loads
 * (`addEnglishWords`), so they are not first-screen bytes. Spanish and Arabic keep these keys in `inbox.es.ts` /
 * `inbox.ar.ts`. Each says what was searched: every view (the tabs), whatever the tab shown before, and (`…Filtered`)
 * under the user's filters when they narrow it ("Unread only", the filter panel's).
 */
export const searchEn = {
  noMatches: 'In all views, no conversation matches “{query}”.',
  searchFound:
    'In all views, {count} conversation matches “{query}”.|In all views, {count} conversations match “{query}”.',
  searchFoundMore: 'In all views, more than {count} conversations match “{query}”.',
  // The same with "Unread only" or a filter of the panel narrowing the search: the count is theirs, not every view's.
  noMatchesFiltered: 'In all views, with your filters, no conversation matches “{query}”.',
  searchFoundFiltered:
    'In all views, with your filters, {count} conversation matches “{query}”.|In all views, with your filters, {count} conversations match “{query}”.',
  searchFoundMoreFiltered: 'In all views, with your filters, more than {count} conversations match “{query}”.',
} as const;
