/** A rich card: title, description, media and up to 4 suggestions; its editor and preview: `card.later.ts`. */
import { cleanCard, emptyCard } from './rich-card.js';
import type { KindModule } from './types.js';

export const card: KindModule = {
  id: 'card',
  empty: () => ({ card: emptyCard() }),
  request: (rcs) => ({ card: cleanCard(rcs.card) }),
  lead: (rcs) => rcs.card as Record<string, unknown> | undefined,
  fromLead: (lead) => ({ card: { ...emptyCard(), ...lead } }),
};
