/** A rich card: title, description, media and up to 4 suggestions; its fields come with `later.ts`. */
import { loadingEditor } from '../editors.js';
import { cleanCard, emptyCard } from '../model.js';
const path = ['rcs', 'card'];
export const card = {
    id: 'card',
    empty: () => ({ card: emptyCard() }),
    request: (rcs) => ({ card: cleanCard(rcs.card) }),
    lead: (rcs) => rcs.card,
    fromLead: (lead) => ({ card: { ...emptyCard(), ...lead } }),
    editor: (h) => h.more?.cardFields(h, path, h.t('kind_card')) ?? loadingEditor(h),
    preview: (_t, rcs, parts, update) => parts?.cardView(rcs.card, update),
};
