/** A rich card: title, description, media and up to 4 suggestions; its editor and preview: `card.later.ts`. */
import { cleanCard, emptyCard } from './rich-card.js';
import type { KindModule, Obj } from './types.js';

export const card: KindModule = {
  id: 'card',
  empty: () => ({ card: emptyCard() }),
  request: (rcs) => ({ card: cleanCard(rcs.card) }),
  lead: (rcs) => rcs.card as Record<string, unknown> | undefined,
  fromLead: (lead) => ({ card: { ...emptyCard(), ...lead } }),
  cards: (rcs) => [{ card: (rcs.card as Obj | undefined) ?? {}, width: 'STANDALONE', name: { key: 'kind_card' } }],
  mapCards: (rcs, map) => ({ ...rcs, card: map((rcs.card as Obj | undefined) ?? {}) }),
  asText: () => ({ key: 'smsCard' }),
};
