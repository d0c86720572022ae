/**
 * How an RBM client lays out a rich card, so the composer's preview shows what a phone shows and the editor can say
 * what a phone cuts. One model in density-independent pixels (dp) from Google's published figures: a card is at least
 * 112 dp and at most 344 dp tall; media is SHORT 112, MEDIUM 168 or TALL 264 dp; carousel cards are SMALL 120 or
 * MEDIUM 232 dp wide (TALL media is not available in SMALL cards); suggestion labels are at most 25 characters.
 *
 * The row heights below are chosen so that Google's budgets follow from the one model rather than being a second
 * table that could disagree with it: TALL media leaves room for a title and a description of one line each, or for
 * one suggestion; MEDIUM for at most 2 suggestions; SHORT for at most 3; only a card without media shows 4. When a
 * card does not fit, the client cuts in this order: the description (down to one line), then the title (down to one
 * line), then trailing suggestions. Lines are estimated from characters per line at the card's width (a phone's font
 * metrics are not the page's), wrapped at spaces as a phone wraps words. The model also decides the lines a text is
 * shown as (`TextFit.text`: its shown lines, a cut one's last ending in an ellipsis), so the preview draws those lines
 * instead of letting the page's fonts wrap and cut it elsewhere, and every sentence about a cut follows them.
 * Pure: no DOM.
 */

export type CardWidth = 'SMALL' | 'MEDIUM' | 'STANDALONE';
export type MediaHeight = 'SHORT' | 'MEDIUM' | 'TALL';

export const RBM_DP = {
  cardMin: 112,
  cardMax: 344,
  media: { SHORT: 112, MEDIUM: 168, TALL: 264 } as const,
  /** Carousel card widths; a standalone (vertical) card takes the conversation's width on a 360 dp phone. */
  width: { SMALL: 120, MEDIUM: 232, STANDALONE: 256 } as const,
  /** Space above and below the card's text and suggestions, once it has any. */
  padding: 24,
  titleLine: 24,
  descriptionLine: 20,
  /** One suggestion: a full-width button row of the card. */
  suggestion: 54,
  /** Horizontal padding of the text inside a card. */
  inset: 24,
} as const;

/** Suggestion labels are cut at this many characters (also the schema's limit, so a longer one is also an error). */
export const CHIP_CHARS = 25;

/** Average advance of a character in dp: the title is bold 16 sp, the description 14 sp. */
const TITLE_CHAR = 9;
const DESCRIPTION_CHAR = 7.5;

/** What of one text a card shows: `lines` of its `of` lines (`cut` when fewer), and that text as the phone shows it. */
export interface TextFit {
  lines: number;
  of: number;
  cut: boolean;
  /**
   * The text as shown, its lines joined by line breaks: all of them, or (`cut`) its first `lines`, the last holding
   * what fits of the rest of its paragraph and an ellipsis.
   */
  text: string;
}

export interface CardLayout {
  width: CardWidth;
  widthDp: number;
  /** The media's height as shown (TALL in a SMALL card is shown MEDIUM), undefined without media. */
  media: MediaHeight | undefined;
  mediaDp: number;
  /** Whether TALL media was asked for in a SMALL card (clients show it MEDIUM). */
  tallNarrowed: boolean;
  title: TextFit;
  description: TextFit;
  /** How many of the card's suggestions are shown (always the first ones). */
  suggestions: { shown: number; of: number; cut: boolean };
  /** The card's height as laid out, between 112 and 344 dp. */
  heightDp: number;
  /** Whether anything is cut. */
  cut: boolean;
}

/** The loose shape the editors hold (fields may be missing or of the wrong type while typing). */
export interface CardInput {
  title?: unknown;
  description?: unknown;
  media?: unknown;
  suggestions?: unknown;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Characters that fit on one line of text of `charDp` average width in a card `widthDp` wide (at least 1). */
export function charsPerLine(widthDp: number, charDp: number): number {
  return Math.max(1, Math.floor((widthDp - RBM_DP.inset) / charDp));
}

/**
 * Where each line of `chars` starts at `perLine` characters per line, as a phone wraps text: each paragraph on its
 * own line, a line broken after its last space, a word longer than a line broken inside it. Empty text has no line.
 */
function lineStarts(chars: readonly string[], perLine: number): number[] {
  const starts: number[] = [];
  if (!chars.length) return starts;
  for (let at = 0; ;) {
    starts.push(at);
    const end = chars.indexOf('\n', at);
    const stop = end < 0 ? chars.length : end;
    if (stop - at <= perLine) {
      if (end < 0) return starts;
      at = end + 1;
      continue;
    }
    // A space just after a full line ends it too; spaces at a break hang past the line's end.
    let space = at + perLine;
    while (space > at && chars[space] !== ' ') space--;
    at = space > at ? space + 1 : at + perLine;
  }
}

/** Lines `text` takes at `perLine` characters per line (`lineStarts`); empty text takes none. */
export function linesOf(text: string, perLine: number): number {
  return lineStarts([...text], perLine).length;
}

/**
 * `text` as a phone shows it on `lines` of its lines at `perLine` characters per line, line by line: all its lines
 * when they fit, else its first lines, the last holding what fits of the rest of its paragraph before an ellipsis (as
 * a phone ends a cut text). The one place a shown text is decided: the preview draws these lines, and "cut" is said
 * of a text exactly when an ellipsis ends them.
 */
export function fitText(text: string, perLine: number, lines: number): TextFit {
  const chars = [...text];
  const starts = lineStarts(chars, perLine);
  const shown = Math.min(Math.max(0, lines), starts.length);
  const cut = shown < starts.length;
  // A line without the spaces it was broken at, nor its paragraph's line break.
  const line = (k: number) =>
    chars
      .slice(starts[k], k + 1 < starts.length ? starts[k + 1] : chars.length)
      .join('')
      .replace(/\s+$/u, '');
  const rows = Array.from({ length: shown }, (_, k) => line(k));
  if (cut && shown) {
    const last = starts[shown - 1]!;
    const paragraphEnd = chars.indexOf('\n', last);
    const end = Math.min(paragraphEnd < 0 ? chars.length : paragraphEnd, last + perLine - 1);
    rows[shown - 1] = `${chars.slice(last, end).join('').replace(/\s+$/u, '')}…`;
  }
  return { lines: shown, of: starts.length, cut, text: rows.join('\n') };
}

function mediaOf(media: unknown, width: CardWidth): { media: MediaHeight | undefined; tallNarrowed: boolean } {
  if (typeof media !== 'object' || media === null) return { media: undefined, tallNarrowed: false };
  const asked = (media as { height?: unknown }).height;
  const height: MediaHeight = asked === 'SHORT' || asked === 'TALL' ? asked : 'MEDIUM';
  if (height === 'TALL' && width === 'SMALL') return { media: 'MEDIUM', tallNarrowed: true };
  return { media: height, tallNarrowed: false };
}

/** A card's height in dp with `t` title lines, `d` description lines and `n` suggestions under `mediaDp` of media. */
function heightOf(mediaDp: number, t: number, d: number, n: number): number {
  const rows = t * RBM_DP.titleLine + d * RBM_DP.descriptionLine + n * RBM_DP.suggestion;
  return mediaDp + (rows ? RBM_DP.padding + rows : 0);
}

/** A rich card as a phone lays it out at `width` (a standalone card, or a carousel's card width). */
export function layoutCard(card: CardInput, width: CardWidth = 'STANDALONE'): CardLayout {
  const widthDp = RBM_DP.width[width];
  const { media, tallNarrowed } = mediaOf(card.media, width);
  const mediaDp = media ? RBM_DP.media[media] : 0;
  const [titleText, titlePerLine] = [str(card.title), charsPerLine(widthDp, TITLE_CHAR)];
  const [descriptionText, descriptionPerLine] = [str(card.description), charsPerLine(widthDp, DESCRIPTION_CHAR)];
  const titleOf = linesOf(titleText, titlePerLine);
  const descriptionOf = linesOf(descriptionText, descriptionPerLine);
  const suggestionsOf = Array.isArray(card.suggestions) ? card.suggestions.length : 0;
  let [t, d, n] = [titleOf, descriptionOf, suggestionsOf];
  const over = () => heightOf(mediaDp, t, d, n) > RBM_DP.cardMax;
  while (over() && d > 1) d--;
  while (over() && t > 1) t--;
  while (over() && n > 0) n--;
  const title = fitText(titleText, titlePerLine, t);
  const description = fitText(descriptionText, descriptionPerLine, d);
  const suggestions = { shown: n, of: suggestionsOf, cut: n < suggestionsOf };
  return {
    width,
    widthDp,
    media,
    mediaDp,
    tallNarrowed,
    title,
    description,
    suggestions,
    heightDp: Math.max(RBM_DP.cardMin, heightOf(mediaDp, t, d, n)),
    cut: title.cut || description.cut || suggestions.cut || tallNarrowed,
  };
}

/**
 * A carousel as a phone lays it out: each card at the carousel's width, and the carousel as tall as its tallest card
 * (after cutting). Each card keeps its own height: shorter cards are not padded out to the tallest.
 */
export function layoutCarousel(carousel: { cardWidth?: unknown; cards?: unknown } | undefined): {
  cards: CardLayout[];
  heightDp: number;
} {
  const width: CardWidth = carousel?.cardWidth === 'SMALL' ? 'SMALL' : 'MEDIUM';
  const cards = Array.isArray(carousel?.cards)
    ? (carousel.cards as unknown[]).map((c) =>
        layoutCard(typeof c === 'object' && c !== null ? (c as CardInput) : {}, width),
      )
    : [];
  return { cards, heightDp: cards.reduce((max, c) => Math.max(max, c.heightDp), 0) };
}

/** A suggestion's label as a chip shows it: at most 25 characters, the rest cut with an ellipsis. */
export function chipLabel(text: unknown): { text: string; cut: boolean } {
  const chars = [...str(text)];
  return chars.length > CHIP_CHARS
    ? { text: `${chars.slice(0, CHIP_CHARS - 1).join('')}…`, cut: true }
    : { text: chars.join(''), cut: false };
}
