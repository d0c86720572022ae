/** A carousel: 2–10 cards of one width, each with its suggestions; its editor comes with `later.ts`. */
import { loadingEditor } from '../editors.js';
import { cleanCard, emptyCard } from '../model.js';
const path = ['rcs', 'carousel'];
const cardsOf = (rcs) => {
    const cards = rcs.carousel?.cards;
    return Array.isArray(cards) ? cards : undefined;
};
export const carousel = {
    id: 'carousel',
    empty: () => ({ carousel: { cardWidth: 'MEDIUM', cards: [emptyCard(), emptyCard()] } }),
    request: (rcs) => {
        const value = (rcs.carousel ?? {});
        return { carousel: { ...value, cards: cardsOf(rcs)?.map(cleanCard) ?? value.cards } };
    },
    lead: (rcs) => cardsOf(rcs)?.[0],
    // The lead becomes the first card only when it has something in it: an empty text leaves two empty cards.
    fromLead: (lead) => ({
        carousel: {
            cardWidth: 'MEDIUM',
            cards: [lead && Object.values(lead).some((v) => v) ? { ...emptyCard(), ...lead } : emptyCard(), emptyCard()],
        },
    }),
    editor: (h) => h.more?.carouselEditor(h, path) ?? loadingEditor(h),
    preview: (t, rcs, parts, update) => parts?.carouselView(t('kind_carousel'), rcs.carousel, update),
};
