/**
 * A list inside a sentence in the reader's language ("Carrier B, Carrier C, and other carriers"; "JPG, PNG, or GIF"),
 * with the locale's own separators and conjunction: Arabic joins with «و» (or «أو»), never a Latin comma. Every
 * element words its lists this way; the formatter is `relative-time.ts`'s cache's, one per locale and type.
 */
import { cached } from './relative-time.js';

export const listWords = (
  items: readonly string[],
  locale: string | undefined,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string => cached(`list-${type}`, locale, (l) => new Intl.ListFormat(l, { type })).format(items);
