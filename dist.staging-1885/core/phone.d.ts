type Lib = typeof import('./phone-library.js');
/** What {@link loadPhoneSupport} resolves to. Country arguments are ISO 3166-1 alpha-2 codes, any case. */
export interface PhoneSupport {
    /**
     * The E.164 form (`+14155550123`) of a valid number, or `null`. National input (`(415) 555-0123`) needs
     * `defaultCountry`; international input (`+44 20 7946 0958`) does not.
     */
    toE164(input: string, defaultCountry?: string): string | null;
    /** Formats partial input while the user types: `'4155550'` → `'(415) 555-0'` with `'US'`. */
    formatAsYouType(input: string, defaultCountry?: string): string;
    /** National display form of an E.164 number (`+442079460958` → `'020 7946 0958'`); the input if unparseable. */
    formatNational(e164: string): string;
    /** International display form (`+442079460958` → `'+44 20 7946 0958'`); the input if unparseable. */
    formatInternational(e164: string): string;
    /** Whether `input` is a valid number (national input read as a number of `country`). */
    isValid(input: string, country?: string): boolean;
}
/**
 * Cheap synchronous shape check for E.164 (`+` then 7–15 digits, no leading zero); loads no library.
 * It does not know numbering plans: use {@link PhoneSupport.isValid} for that.
 *
 * @example
 * looksLikeE164('+14155550123'); // true
 * looksLikeE164('4155550123');   // false
 */
export declare function looksLikeE164(value: unknown): value is string;
/** The helpers over a loaded libphonenumber-js build (exported for tests, which also run them on other metadata sets). */
export declare function createPhoneSupport(lib: Lib): PhoneSupport;
/**
 * Loads libphonenumber-js once (later calls share the same promise) and returns the phone helpers.
 * A failed load (e.g. a network error fetching the chunk) is not cached, so the next call retries.
 *
 * @example
 * const phone = await loadPhoneSupport();
 * phone.toE164('(415) 555-0123', 'US');     // '+14155550123'
 * phone.formatAsYouType('+442079', 'GB');   // '+44 20 79'
 */
export declare function loadPhoneSupport(): Promise<PhoneSupport>;
export {};
