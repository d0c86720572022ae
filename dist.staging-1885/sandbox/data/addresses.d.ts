/**
 * The sandbox's offline address data set for place autocomplete: real street names and postal codes of 24 cities
 * in six countries, combined deterministically into several hundred addresses (same list on every run, so tests
 * and stories can rely on them). The streets exist; the house-number/postal-code pairings are plausible, not
 * surveyed.
 */
import type { Address } from '../../schemas/forms.js';
interface City {
    name: string;
    /** State / province / region as the country's addresses write it (US/CA abbreviations). */
    region: string;
    postalCodes: readonly string[];
    streets: readonly string[];
}
interface CountryData {
    code: 'US' | 'GB' | 'ES' | 'DE' | 'FR' | 'CA';
    name: string;
    /** House number before the street (`12 Main St`) or after it (`Hauptstraße 12`). */
    numberFirst: boolean;
    cities: readonly City[];
}
export declare const ADDRESS_COUNTRIES: readonly CountryData[];
export interface AddressEntry {
    placeId: string;
    address: Address;
}
/** Every address of the data set: two house numbers on each street of each city, in a stable order. */
export declare function buildAddresses(): AddressEntry[];
export {};
