/**
 * `<parley-inbox>`'s words for what a search found (shown when nothing matches, and read out by its polite live
 * region), in English: merged into `inboxMessages.en` when the search part loads (`addEnglishWords`), so they are not
 * first-screen bytes. Spanish and Arabic keep these keys in `inbox.es.ts` / `inbox.ar.ts`.
 */
export const searchEn = {
  noMatches: 'No conversations match “{query}”.',
  searchFound: '{count} conversation matches “{query}”.|{count} conversations match “{query}”.',
  searchFoundMore: 'More than {count} conversations match “{query}”.',
} as const;
