/** A carousel: 2–10 cards of one width, each with its suggestions; its editor and preview: `carousel.later.ts`. */
import { cleanCard, emptyCard } from './rich-card.js';
import type { KindModule, Obj } from './types.js';

const cardsOf = (rcs: Obj): unknown[] | undefined => {
  const cards = (rcs.carousel as Obj | undefined)?.cards;
  return Array.isArray(cards) ? cards : undefined;
};

/** Whether carried content has something in it: a text, media with a URL, a suggestion. */
const filled = (lead: Obj | undefined): lead is Obj =>
  !!lead &&
  Object.values(lead).some((v) =>
    Array.isArray(v) ? v.length > 0 : typeof v === 'object' && v !== null ? !!(v as Obj).url : !!v,
  );

export const carousel: KindModule = {
  id: 'carousel',
  empty: () => ({ carousel: { cardWidth: 'MEDIUM', cards: [emptyCard(), emptyCard()] } }),
  request: (rcs) => {
    const value = (rcs.carousel ?? {}) as Obj;
    return { carousel: { ...value, cards: cardsOf(rcs)?.map(cleanCard) ?? value.cards } };
  },
  lead: (rcs) => cardsOf(rcs)?.[0] as Obj | undefined,
  // The lead becomes the first card only when it has something in it: an empty text leaves two empty cards. The
  // carousel as it was left (its width, its other cards) comes back with it.
  fromLead: (lead, left) => {
    const before = cardsOf({ carousel: left }) ?? [];
    const first = { ...emptyCard(), ...(before[0] as Obj | undefined), ...(filled(lead) ? lead : {}) };
    return {
      carousel: {
        cardWidth: left?.cardWidth ?? 'MEDIUM',
        cards: [first, ...(before.length > 1 ? before.slice(1) : [emptyCard()])],
      },
    };
  },
  // Every card of a carousel has its width: small, else medium.
  cards: (rcs) => {
    const width = (rcs.carousel as Obj | undefined)?.cardWidth === 'SMALL' ? 'SMALL' : 'MEDIUM';
    return (cardsOf(rcs) ?? []).map((card, at) => ({
      card: (card as Obj | null) ?? {},
      width,
      name: { key: 'cardN', vars: { n: at + 1 } },
    }));
  },
  mapCards: (rcs, map) => {
    const value = (rcs.carousel ?? {}) as Obj;
    return {
      ...rcs,
      carousel: { ...value, cards: (cardsOf(rcs) ?? []).map((card) => map((card as Obj | null) ?? {})) },
    };
  },
  asText: (rcs) => ({ key: 'smsCarousel', vars: { count: cardsOf(rcs)?.length ?? 0 } }),
};
