/**
 * Phone numbers: E.164 normalization and as-you-type formatting on libphonenumber-js ("max" metadata: the full
 * numbering-plan rules; chosen by measured accuracy against size, figures in docs/decisions/017-phone-metadata.md).
 * The library and its metadata load on first use through dynamic imports, so bundles that never format a phone
 * number do not carry them (DESIGN §5: the form's first screen within its budget, with the phone library and its plans loaded lazily). `loadPhoneSupport()`
 * reads every country's numbers; a form's phone fields load only the numbering plans in use (`phone-plans.ts`).
 * Pure: no DOM, no Node APIs.
 */
import { E164 } from './e164.js';
import { loadOnce } from './lazy.js';
import type { CountryCode, MetadataJson } from './phone-library.js';

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
export function looksLikeE164(value: unknown): value is string {
  return typeof value === 'string' && E164.test(value);
}

/**
 * The helpers over libphonenumber-js's functions and a metadata object (exported for tests, which also run them on
 * other metadata sets). `metadata` is read at each call: numbering plans merged into it later are used from then on
 * (`phone-plans.ts`). Unknown or malformed country codes, and countries whose plans it lacks, are ignored (as if none
 * was given) rather than thrown on.
 */
export function createPhoneSupport(lib: Lib, metadata: MetadataJson): PhoneSupport {
  const country = (code: string | undefined): CountryCode | undefined => {
    const upper = code?.toUpperCase() as CountryCode | undefined;
    return upper && lib.isSupportedCountry(upper, metadata) ? upper : undefined;
  };
  const parse = (input: string, defaultCountry?: string) =>
    typeof input === 'string'
      ? lib.parsePhoneNumberFromString(input, { defaultCountry: country(defaultCountry) }, metadata)
      : undefined;

  return {
    toE164(input, defaultCountry) {
      const number = parse(input, defaultCountry);
      // The library's "valid" can still be longer than E.164 allows (an international prefix read as national
      // digits): never hand out a value the E.164 shape check (and the server) would refuse.
      return number?.isValid() && looksLikeE164(number.number) ? number.number : null;
    },
    formatAsYouType(input, defaultCountry) {
      return typeof input === 'string' ? new lib.AsYouType(country(defaultCountry), metadata).input(input) : '';
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

/** The phone library's one loader: the page's record of lazy code (`lazy.ts`) knows it by this function. */
export const phoneLibrary = (): Promise<Lib> => import('./phone-library.js');

/** Every numbering plan at once (`phone-metadata-all.ts`). */
const allPlans = (): Promise<{ default: MetadataJson }> => import('./phone-metadata-all.js');

let support: PhoneSupport | undefined;

/**
 * Loads libphonenumber-js with every country's numbering plans once per page and returns the phone helpers.
 * A failed load (e.g. a network error fetching the chunk) is remembered, as every lazy load is, until an element's
 * Retry (`retryLoads`) forgets it.
 *
 * @example
 * const phone = await loadPhoneSupport();
 * phone.toE164('(415) 555-0123', 'US');     // '+14155550123'
 * phone.formatAsYouType('+442079', 'GB');   // '+44 20 79'
 */
export function loadPhoneSupport(): Promise<PhoneSupport> {
  return Promise.all([loadOnce(phoneLibrary), loadOnce(allPlans)]).then(
    ([lib, plans]) => (support ??= createPhoneSupport(lib, plans.default)),
    (error: unknown) => {
      throw new Error('Could not load phone number support (libphonenumber-js)', { cause: error });
    },
  );
}
