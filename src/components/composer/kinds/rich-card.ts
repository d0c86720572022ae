/**
 * The rich card, the content of two kinds: the card kind is one of them, a carousel is 2–10 of them. Its empty value,
 * its request (optional fields left empty are dropped) and how an iPhone draws it; its editor and preview are in
 * `rich-card.later.ts`.
 */
import { cleanSuggestions } from '../model.js';
import type { Obj } from './types.js';

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

export const emptyCard = (): Obj => ({ title: '', description: '' });

/**
 * A card as phones lay it out: media without a URL is no media (an empty media field shows nothing). The editor's
 * hints, the preview and the phone comparison's losses all lay a card out from it.
 */
export const laidOutCard = (card: Obj | null | undefined): Obj =>
  card && isObj(card.media) && card.media.url ? card : { ...card, media: undefined };

/**
 * A card as the iPhone's RCS client draws it (as RBM providers document Apple's client): every media height at the one
 * standard (medium) height, its several buttons as one menu labelled `menu`. The card's editor (its fields' "shown as
 * N lines", `rich-card.later.ts`) and the phone comparison (the iPhone's pane and its losses, `phone-views.ts`) both
 * lay the iPhone's card out from it, so they cannot disagree.
 */
export function iosCard(card: Obj, menu = ''): Obj {
  const buttons = Array.isArray(card.suggestions) ? card.suggestions.length : 0;
  return {
    ...card,
    ...(isObj(card.media) ? { media: { ...card.media, height: 'MEDIUM' } } : {}),
    ...(buttons > 1 ? { suggestions: [{ type: 'reply', text: menu }] } : {}),
  };
}

/** A card as the request carries it: empty title, description or media dropped, suggestions cleaned. */
export function cleanCard(card: unknown): unknown {
  if (!isObj(card)) return card;
  const out: Obj = {};
  if (card.title) out.title = card.title;
  if (card.description) out.description = card.description;
  if (isObj(card.media) && card.media.url)
    out.media = card.media.height ? { url: card.media.url, height: card.media.height } : { url: card.media.url };
  if (Array.isArray(card.suggestions) && card.suggestions.length) out.suggestions = cleanSuggestions(card.suggestions);
  return out;
}
