/**
 * Place autocomplete over the offline address data set (`POST /forms/places/autocomplete`): every word of the
 * query must start a word of the address (accents and case ignored), so "fried 43 ber" finds
 * "Friedrichstraße 43, 10117 Berlin". Addresses starting with the query come first.
 */
import type { Place } from '../schemas/forms.js';
export declare const MAX_PLACES = 8;
/** Lowercase, accents removed (ß as ss), punctuation as spaces. */
export declare function normalizeForSearch(text: string): string;
/**
 * Up to {@link MAX_PLACES} places matching `query`, optionally in one country (ISO 3166-1 alpha-2).
 *
 * @example
 * searchPlaces('baker street lon')[0].address.city; // 'London'
 */
export declare function searchPlaces(query: string, country?: string, limit?: number): Place[];
