/**
 * `<parley-inbox>`'s words for the filter panel, in English: merged into `inboxMessages.en` when the panel's part
 * renders (`addEnglishWords`), so they are not first-screen bytes. Spanish and Arabic keep these keys in
 * `inbox.es.ts` / `inbox.ar.ts`.
 */
export const filtersEn = {
  audience: 'Audience',
  tag: 'Tag',
  sender: 'Sender',
  recipient: 'Recipient',
  brand: 'Brand',
  campaign: 'Campaign',
  any: 'Any',
  sortBy: 'Order',
  sortRecent: 'Newest first',
  sortWaiting: 'Longest waiting',
} as const;
