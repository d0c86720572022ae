/**
 * The country picker of phone fields: which country national input ("(415) 555-0123") is read in, before it is
 * normalized to E.164. Loaded on first use with the phone library (libphonenumber-js, already lazy), so forms without
 * a phone field never carry the country list. Names come from `Intl.DisplayNames` in the form's locale.
 */
import { type TemplateResult } from 'lit';
import type { Translate } from './values.js';
/**
 * Loads the country list from the phone library (`core/phone-library.ts`, the one module that names
 * libphonenumber-js and its metadata). A dynamic import, as everywhere: it is its own lazy chunk (the CDN's
 * `parley-phone.js`); the element has asked for it already (`loadPhoneSupport`), so this shares the chunk and request.
 */
export declare function loadCountries(): Promise<void>;
export interface CountryOption {
    code: string;
    label: string;
}
export declare const countryStyles: import("lit").CSSResult;
/** Every country the phone metadata knows, named in `locale` with its calling code, sorted by name. */
export declare function countryOptions(locale: string): CountryOption[];
/** The picker, before the phone input in its row; `data-country` tells the element's input handler what it is. */
export declare function renderCountry(key: string, country: string | undefined, locale: string, t: Translate): TemplateResult;
