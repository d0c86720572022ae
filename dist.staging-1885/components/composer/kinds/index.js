import { buildRequest, readDraft } from '../model.js';
import { card } from './card.js';
import { carousel } from './carousel.js';
import { media } from './media.js';
import { text } from './text.js';
export const KINDS = [text, media, card, carousel];
/** The kind of a draft's `rcs` content: the first kind whose key is present, else the default. */
export const kindOf = (rcs) => KINDS.find((kind) => rcs[kind.id] !== undefined) ?? KINDS[0];
export const emptyDraft = () => ({ rcs: KINDS[0].empty() });
/** Any value (a host's, a stored draft) → a draft; never throws. Not an object → the empty draft; no `rcs` → the default kind's. */
export const toDraft = (value) => {
    const draft = readDraft(value);
    return draft ? { ...draft, rcs: draft.rcs ?? KINDS[0].empty() } : emptyDraft();
};
/** The send request a draft stands for, its `rcs` content made by the draft's kind. */
export const toRequest = (draft, from, to) => buildRequest(draft, (rcs) => kindOf(rcs).request(rcs), from, to);
/** `rcs` switched to `next`: the old kind's content dropped, what carries over carried; suggestions stay. */
export function switchKind(rcs, next) {
    const current = kindOf(rcs);
    if (next === current)
        return rcs;
    const rest = { ...rcs };
    delete rest[current.id];
    return { ...rest, ...next.fromLead(current.lead(rcs)) };
}
