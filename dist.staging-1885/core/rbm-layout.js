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
 * line), then trailing suggestions. Line counts are estimated from characters per line at the card's width (a
 * phone's font metrics are not the page's). Pure: no DOM.
 */
export const RBM_DP = {
    cardMin: 112,
    cardMax: 344,
    media: { SHORT: 112, MEDIUM: 168, TALL: 264 },
    /** Carousel card widths; a standalone (vertical) card takes the conversation's width on a 360 dp phone. */
    width: { SMALL: 120, MEDIUM: 232, STANDALONE: 256 },
    /** Space above and below the card's text and suggestions, once it has any. */
    padding: 24,
    titleLine: 24,
    descriptionLine: 20,
    /** One suggestion: a full-width button row of the card. */
    suggestion: 54,
    /** Horizontal padding of the text inside a card. */
    inset: 24,
};
/** Suggestion labels are cut at this many characters (also the schema's limit, so a longer one is also an error). */
export const CHIP_CHARS = 25;
/** Average advance of a character in dp: the title is bold 16 sp, the description 14 sp. */
const TITLE_CHAR = 9;
const DESCRIPTION_CHAR = 7.5;
const str = (value) => (typeof value === 'string' ? value : '');
/** Characters that fit on one line of text of `charDp` average width in a card `widthDp` wide (at least 1). */
export function charsPerLine(widthDp, charDp) {
    return Math.max(1, Math.floor((widthDp - RBM_DP.inset) / charDp));
}
/** Lines `text` takes at `perLine` characters per line: each paragraph wraps on its own; empty text takes none. */
export function linesOf(text, perLine) {
    if (!text)
        return 0;
    return text.split('\n').reduce((sum, paragraph) => sum + Math.max(1, Math.ceil([...paragraph].length / perLine)), 0);
}
function mediaOf(media, width) {
    if (typeof media !== 'object' || media === null)
        return { media: undefined, tallNarrowed: false };
    const asked = media.height;
    const height = asked === 'SHORT' || asked === 'TALL' ? asked : 'MEDIUM';
    if (height === 'TALL' && width === 'SMALL')
        return { media: 'MEDIUM', tallNarrowed: true };
    return { media: height, tallNarrowed: false };
}
/** A card's height in dp with `t` title lines, `d` description lines and `n` suggestions under `mediaDp` of media. */
function heightOf(mediaDp, t, d, n) {
    const rows = t * RBM_DP.titleLine + d * RBM_DP.descriptionLine + n * RBM_DP.suggestion;
    return mediaDp + (rows ? RBM_DP.padding + rows : 0);
}
/** A rich card as a phone lays it out at `width` (a standalone card, or a carousel's card width). */
export function layoutCard(card, width = 'STANDALONE') {
    const widthDp = RBM_DP.width[width];
    const { media, tallNarrowed } = mediaOf(card.media, width);
    const mediaDp = media ? RBM_DP.media[media] : 0;
    const titleOf = linesOf(str(card.title), charsPerLine(widthDp, TITLE_CHAR));
    const descriptionOf = linesOf(str(card.description), charsPerLine(widthDp, DESCRIPTION_CHAR));
    const suggestionsOf = Array.isArray(card.suggestions) ? card.suggestions.length : 0;
    let [t, d, n] = [titleOf, descriptionOf, suggestionsOf];
    const over = () => heightOf(mediaDp, t, d, n) > RBM_DP.cardMax;
    while (over() && d > 1)
        d--;
    while (over() && t > 1)
        t--;
    while (over() && n > 0)
        n--;
    const fit = (lines, of) => ({ lines, of, cut: lines < of });
    const title = fit(t, titleOf);
    const description = fit(d, descriptionOf);
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
export function layoutCarousel(carousel) {
    const width = carousel?.cardWidth === 'SMALL' ? 'SMALL' : 'MEDIUM';
    const cards = Array.isArray(carousel?.cards)
        ? carousel.cards.map((c) => layoutCard(typeof c === 'object' && c !== null ? c : {}, width))
        : [];
    return { cards, heightDp: cards.reduce((max, c) => Math.max(max, c.heightDp), 0) };
}
/** A suggestion's label as a chip shows it: at most 25 characters, the rest cut with an ellipsis. */
export function chipLabel(text) {
    const chars = [...str(text)];
    return chars.length > CHIP_CHARS
        ? { text: `${chars.slice(0, CHIP_CHARS - 1).join('')}…`, cut: true }
        : { text: chars.join(''), cut: false };
}
