/**
 * A list inside a sentence in the reader's language ("Carrier B, Carrier C, and other carriers"), with the locale's
 * own separators and conjunction: Arabic joins with «و», never a Latin comma. Every element names its carriers this
 * way; the formatter is `relative-time.ts`'s cache's, one per locale.
 */
import { cached } from './relative-time.js';

export const listWords = (items: readonly string[], locale: string | undefined): string =>
  cached('list', locale, (l) => new Intl.ListFormat(l, { type: 'conjunction' })).format(items);
