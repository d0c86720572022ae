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
export type CardWidth = 'SMALL' | 'MEDIUM' | 'STANDALONE';
export type MediaHeight = 'SHORT' | 'MEDIUM' | 'TALL';
export declare const RBM_DP: {
    readonly cardMin: 112;
    readonly cardMax: 344;
    readonly media: {
        readonly SHORT: 112;
        readonly MEDIUM: 168;
        readonly TALL: 264;
    };
    /** Carousel card widths; a standalone (vertical) card takes the conversation's width on a 360 dp phone. */
    readonly width: {
        readonly SMALL: 120;
        readonly MEDIUM: 232;
        readonly STANDALONE: 256;
    };
    /** Space above and below the card's text and suggestions, once it has any. */
    readonly padding: 24;
    readonly titleLine: 24;
    readonly descriptionLine: 20;
    /** One suggestion: a full-width button row of the card. */
    readonly suggestion: 54;
    /** Horizontal padding of the text inside a card. */
    readonly inset: 24;
};
/** Suggestion labels are cut at this many characters (also the schema's limit, so a longer one is also an error). */
export declare const CHIP_CHARS = 25;
/** What of one text a card shows: `lines` of its `of` lines (`cut` when fewer). */
export interface TextFit {
    lines: number;
    of: number;
    cut: boolean;
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
    suggestions: {
        shown: number;
        of: number;
        cut: boolean;
    };
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
/** Characters that fit on one line of text of `charDp` average width in a card `widthDp` wide (at least 1). */
export declare function charsPerLine(widthDp: number, charDp: number): number;
/** Lines `text` takes at `perLine` characters per line: each paragraph wraps on its own; empty text takes none. */
export declare function linesOf(text: string, perLine: number): number;
/** A rich card as a phone lays it out at `width` (a standalone card, or a carousel's card width). */
export declare function layoutCard(card: CardInput, width?: CardWidth): CardLayout;
/**
 * A carousel as a phone lays it out: each card at the carousel's width, and the carousel as tall as its tallest card
 * (after cutting). Each card keeps its own height: shorter cards are not padded out to the tallest.
 */
export declare function layoutCarousel(carousel: {
    cardWidth?: unknown;
    cards?: unknown;
} | undefined): {
    cards: CardLayout[];
    heightDp: number;
};
/** A suggestion's label as a chip shows it: at most 25 characters, the rest cut with an ellipsis. */
export declare function chipLabel(text: unknown): {
    text: string;
    cut: boolean;
};
