/** The rich card kind's editor and preview (with `later.ts`): one card (`rich-card.later.ts`), named after the kind. */
import { cardFields, cardView } from './rich-card.later.js';
import type { KindLater, Obj } from './types.js';

export const cardLater: KindLater = {
  editor: (h, path) => cardFields(h, path, h.t('kind_card')),
  preview: (_t, value: Obj | undefined, update) => cardView(value, update),
  // A standalone card's fields are named after it ("Rich card · Title").
  problems: { names: { card: 'kind_card' } },
};
