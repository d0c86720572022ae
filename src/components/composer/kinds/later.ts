/**
 * The kinds' parts that come with `later.ts` (not on the first screen), by kind id: the one place that lists them.
 * A kind whose editor and preview are on the first screen (text) has none.
 */
import { cardLater } from './card.later.js';
import { carouselLater, carouselStyles } from './carousel.later.js';
import { mediaLater } from './media.later.js';
import type { KindLater } from './types.js';

export const kindsLater: Readonly<Record<string, KindLater>> = {
  media: mediaLater,
  card: cardLater,
  carousel: carouselLater,
};

/** The kinds' own styles, added to the composer's shadow root with the rest of `later.ts`. */
export const kindStyles = [carouselStyles];
