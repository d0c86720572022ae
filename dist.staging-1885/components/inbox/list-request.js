/** Threads per page of the list. */
export const PAGE_SIZE = 50;
/**
 * Threads in an empty list's first request: more than a tall screen shows (72 px rows), so its rows are painted from
 * an answer a fraction of a page's size; the rest of that page is asked for as soon as it has arrived.
 */
export const FIRST_ROWS = 20;
/** Drops empty values, so the list request only carries filters in use. */
export function activeFilters(f) {
    const out = {};
    for (const [key, value] of Object.entries(f)) {
        if (typeof value === 'string' ? value.trim() : value)
            out[key] = typeof value === 'string' ? value.trim() : value;
    }
    return out;
}
