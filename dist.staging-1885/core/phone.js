const E164 = /^\+[1-9]\d{6,14}$/;
/**
 * Cheap synchronous shape check for E.164 (`+` then 7–15 digits, no leading zero); loads no library.
 * It does not know numbering plans: use {@link PhoneSupport.isValid} for that.
 *
 * @example
 * looksLikeE164('+14155550123'); // true
 * looksLikeE164('4155550123');   // false
 */
export function looksLikeE164(value) {
    return typeof value === 'string' && E164.test(value);
}
/** Unknown or malformed country codes are ignored (as if none was given) rather than thrown on. */
function country(lib, code) {
    if (!code)
        return undefined;
    const upper = code.toUpperCase();
    return lib.isSupportedCountry(upper) ? upper : undefined;
}
/** The helpers over a loaded libphonenumber-js build (exported for tests, which also run them on other metadata sets). */
export function createPhoneSupport(lib) {
    const parse = (input, defaultCountry) => typeof input === 'string' ? lib.parsePhoneNumberFromString(input, country(lib, defaultCountry)) : undefined;
    return {
        toE164(input, defaultCountry) {
            const number = parse(input, defaultCountry);
            // The library's "valid" can still be longer than E.164 allows (an international prefix read as national
            // digits): never hand out a value the E.164 shape check (and the server) would refuse.
            return number?.isValid() && looksLikeE164(number.number) ? number.number : null;
        },
        formatAsYouType(input, defaultCountry) {
            return typeof input === 'string' ? new lib.AsYouType(country(lib, defaultCountry)).input(input) : '';
        },
        formatNational(e164) {
            return parse(e164)?.formatNational() ?? e164;
        },
        formatInternational(e164) {
            return parse(e164)?.formatInternational() ?? e164;
        },
        isValid(input, countryCode) {
            const number = parse(input, countryCode);
            return !!number?.isValid() && looksLikeE164(number.number);
        },
    };
}
let loading;
/**
 * Loads libphonenumber-js once (later calls share the same promise) and returns the phone helpers.
 * A failed load (e.g. a network error fetching the chunk) is not cached, so the next call retries.
 *
 * @example
 * const phone = await loadPhoneSupport();
 * phone.toE164('(415) 555-0123', 'US');     // '+14155550123'
 * phone.formatAsYouType('+442079', 'GB');   // '+44 20 79'
 */
export function loadPhoneSupport() {
    loading ??= import('./phone-library.js').then(createPhoneSupport, (error) => {
        loading = undefined;
        throw new Error('Could not load phone number support (libphonenumber-js)', { cause: error });
    });
    return loading;
}
