/**
 * Conversation search (DESIGN §10): case- and accent-insensitive matching — both sides folded to Unicode NFKD with
 * combining marks removed, then lower-cased — and snippets that always contain the match, with the match's
 * offsets in the snippet, so "Reykjavik" finds "Reykjavík" and a row can mark the word it was found by.
 */
const MARKS = /\p{M}/gu;
const ASCII = /^[\x00-\x7f]*$/;
const foldedChars = new Map();
/** One code point folded: NFKD, marks removed, lower case (and ß as ss, as case folding has it). */
function foldChar(char) {
    let out = foldedChars.get(char);
    if (out === undefined) {
        // Lower-casing can bring marks back (İ → i + combining dot), so marks go again after it.
        out = char
            .normalize('NFKD')
            .replace(MARKS, '')
            .toLowerCase()
            .normalize('NFKD')
            .replace(MARKS, '')
            .replace(/ß/g, 'ss');
        if (foldedChars.size < 10_000)
            foldedChars.set(char, out);
    }
    return out;
}
/** Folds `text` for matching, keeping the way back to the original's offsets. */
export function fold(text) {
    if (ASCII.test(text))
        return { folded: text.toLowerCase(), origin: null };
    let folded = '';
    const origin = [];
    for (let i = 0; i < text.length;) {
        const code = text.codePointAt(i);
        const size = code > 0xffff ? 2 : 1;
        const char = text.slice(i, i + size);
        const out = code < 0x80 ? char.toLowerCase() : foldChar(char);
        folded += out;
        for (let k = 0; k < out.length; k++)
            origin.push(i);
        i += size;
    }
    return { folded, origin };
}
/** A query as it is compared: whitespace runs as one space, trimmed, folded. Empty: no query. */
export function foldQuery(query) {
    return fold(query.trim().replace(/\s+/g, ' ')).folded;
}
/** Every occurrence of the folded `query` in `text`, as `[start, end)` ranges of `text` (UTF-16 offsets). */
export function findAll(text, query, limit = Infinity) {
    if (query === '')
        return [];
    const { folded, origin } = fold(text);
    const out = [];
    for (let at = folded.indexOf(query); at >= 0 && out.length < limit; at = folded.indexOf(query, at + query.length)) {
        out.push(originalRange(text, origin, at, at + query.length));
    }
    return out;
}
/** The first occurrence of the folded `query` in `text`, or null. */
export function findFirst(text, query) {
    return findAll(text, query, 1)[0] ?? null;
}
/** The original range of folded units `[from, to)`: whole original characters, never half of one. */
function originalRange(text, origin, from, to) {
    if (!origin)
        return { start: from, end: to };
    const start = origin[from];
    const last = origin[to - 1];
    const end = last + ((text.codePointAt(last) ?? 0) > 0xffff ? 2 : 1);
    return { start, end };
}
const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 140;
/**
 * Up to 140 characters of `text` (whitespace runs as one space) around its first occurrence of the folded `query`,
 * cut at spaces but never inside the match, with "…" where text was left out; null when the query is not there.
 */
export function snippetOf(text, query) {
    const flat = text.replace(/\s+/g, ' ').trim();
    const match = findFirst(flat, query);
    if (!match)
        return null;
    let start = Math.max(0, match.start - SNIPPET_BEFORE);
    if (start > 0) {
        const space = flat.indexOf(' ', start);
        if (space >= 0 && space < match.start)
            start = space + 1;
        else if (isLowSurrogate(flat, start))
            start++;
    }
    let end = Math.max(Math.min(flat.length, start + SNIPPET_LENGTH), match.end);
    if (end < flat.length) {
        const space = flat.lastIndexOf(' ', end);
        if (space >= match.end)
            end = space;
        else if (isLowSurrogate(flat, end))
            end++;
    }
    const prefix = start > 0 ? '…' : '';
    const body = flat.slice(start, end).trimEnd();
    const snippet = `${prefix}${body}${end < flat.length ? '…' : ''}`;
    const highlights = findAll(body, query).map((r) => ({ start: r.start + prefix.length, end: r.end + prefix.length }));
    return { snippet, highlights };
}
const isLowSurrogate = (text, at) => {
    const code = text.charCodeAt(at);
    return code >= 0xdc00 && code <= 0xdfff;
};
