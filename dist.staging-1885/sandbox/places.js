import { buildAddresses } from './data/addresses.js';
export const MAX_PLACES = 8;
let index;
/** Lowercase, accents removed (ß as ss), punctuation as spaces. */
export function normalizeForSearch(text) {
    return text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/ß/g, 'ss')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
}
function places() {
    // Built on first use: the data set costs nothing for sandboxes that never autocomplete.
    index ??= buildAddresses().map(({ placeId, address }) => {
        const text = normalizeForSearch(address.formatted);
        const words = normalizeForSearch(`${address.formatted} ${address.region ?? ''}`).split(' ');
        return { place: { placeId, description: address.formatted, address: { ...address, placeId } }, text, words };
    });
    return index;
}
/**
 * Up to {@link MAX_PLACES} places matching `query`, optionally in one country (ISO 3166-1 alpha-2).
 *
 * @example
 * searchPlaces('baker street lon')[0].address.city; // 'London'
 */
export function searchPlaces(query, country, limit = MAX_PLACES) {
    const normalized = normalizeForSearch(query);
    const terms = normalized.split(' ').filter(Boolean);
    if (terms.length === 0)
        return [];
    const starts = [];
    const others = [];
    for (const entry of places()) {
        if (country && entry.place.address.country !== country)
            continue;
        if (!terms.every((term) => entry.words.some((word) => word.startsWith(term))))
            continue;
        (entry.text.startsWith(normalized) ? starts : others).push(entry.place);
        if (starts.length >= limit)
            break;
    }
    return [...starts, ...others].slice(0, limit).map((place) => structuredClone(place));
}
