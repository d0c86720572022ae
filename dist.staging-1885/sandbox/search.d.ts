/**
 * Conversation search (DESIGN §10): case- and accent-insensitive matching — both sides folded to Unicode NFKD with
 * combining marks removed, then lower-cased — and snippets that always contain the match, with the match's
 * offsets in the snippet, so "Reykjavik" finds "Reykjavík" and a row can mark the word it was found by.
 */
/** Text folded for comparison, and for each of its UTF-16 units the index of the original unit it came from. */
export interface Folded {
    folded: string;
    /** `origin[i]` is where folded unit `i` came from in the original; null when they are the same (ASCII text). */
    origin: number[] | null;
}
/** Folds `text` for matching, keeping the way back to the original's offsets. */
export declare function fold(text: string): Folded;
/** A query as it is compared: whitespace runs as one space, trimmed, folded. Empty: no query. */
export declare function foldQuery(query: string): string;
/** Every occurrence of the folded `query` in `text`, as `[start, end)` ranges of `text` (UTF-16 offsets). */
export declare function findAll(text: string, query: string, limit?: number): {
    start: number;
    end: number;
}[];
/** The first occurrence of the folded `query` in `text`, or null. */
export declare function findFirst(text: string, query: string): {
    start: number;
    end: number;
} | null;
/** A snippet of `text` and where the query occurs in it (the match included), offsets into `snippet`. */
export interface Snippet {
    snippet: string;
    highlights: {
        start: number;
        end: number;
    }[];
}
/**
 * Up to 140 characters of `text` (whitespace runs as one space) around its first occurrence of the folded `query`,
 * cut at spaces but never inside the match, with "…" where text was left out; null when the query is not there.
 */
export declare function snippetOf(text: string, query: string): Snippet | null;
