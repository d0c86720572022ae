/**
 * The emoji beyond the reaction picker's six (issue 17 point 13), loaded when "More reactions" is pressed: a
 * curated few hundred with English keywords for search (no emoji dataset: a full one is ~200 kB), and the
 * keyboard model of a grid — arrows move by cell and by row, Home/End go to the row's ends, ArrowDown from the
 * search box enters the grid, ArrowUp from the first row returns to it.
 */
import { type TemplateResult } from 'lit';
export interface EmojiEntry {
    emoji: string;
    keywords: string;
}
export declare const EMOJI: readonly EmojiEntry[];
/** Emoji whose keywords contain every word of `query` (in any order); all of them for an empty query. */
export declare function searchEmoji(query: string): readonly EmojiEntry[];
export declare const COLUMNS = 8;
export interface EmojiGridOptions {
    label: string;
    searchLabel: string;
    emptyLabel: string;
    query: string;
    active: number;
    labelFor(emoji: string, keywords: string): string;
    onQuery(query: string): void;
    onActive(index: number): void;
    onPick(emoji: string): void;
    onClose(): void;
}
/** Moves the active cell for a key press; returns the next index, `-1` for the search box, or undefined (not ours). */
export declare function gridMove(key: string, at: number, count: number): number | undefined;
/** The search box and the grid (rows of {@link COLUMNS}); one cell is a Tab stop, the rest by arrows. */
export declare function renderEmojiGrid(o: EmojiGridOptions): TemplateResult;
/** The grid's styles, adopted into the inbox's shadow root with this module (not on its first screen). */
export declare const emojiStyles: import("lit").CSSResult;
