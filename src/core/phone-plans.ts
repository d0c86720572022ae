/**
 * Phone numbers on the numbering plans in use: libphonenumber-js's code (`phone-library.ts`) over one metadata
 * object that grows as plans arrive, one world numbering zone at a time (`phone-metadata/zone-<digit>.ts`, the
 * calling codes' first digit: 3–7 kB gzip each, against about 40 kB for every country's). A form's phone fields
 * load the plans of the countries they read national numbers in, and of any calling code a person types (`+44…`, or
 * `011 44…` after the US's international prefix) before reading the number (`NumberingPlanSet.ensure`). With the
 * plans a number needs, every helper answers as with the whole metadata (`test/node/core/phone-plans.test.ts`
 * compares them). Pure: no DOM.
 */
import { loadOnce } from './lazy.js';
import { createPhoneSupport, phoneLibrary, type PhoneSupport } from './phone.js';
import type { MetadataJson } from './phone-library.js';
import { CALLING_CODES, CODES, METADATA_VERSION, ZONES, type NumberingPlans } from './phone-metadata/index.js';

const known = new Set(CODES);
const codeOf = new Map<string, string>();
for (const [code, countries] of Object.entries(CALLING_CODES))
  for (const country of countries) codeOf.set(country, code);

/** The calling code of a country (`'GB'` → `'44'`), any case; `undefined` for one libphonenumber-js does not know. */
export function callingCodeOf(country: string | undefined): string | undefined {
  return country ? codeOf.get(country.toUpperCase()) : undefined;
}

/** Digits as libphonenumber-js reads them (Arabic-Indic, Persian and full-width digits too), and `+`. */
function digitsOf(input: string): string {
  return input
    .replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(/\uff0b/g, '+')
    .replace(/[^\d+]/g, '');
}

/** The calling code `digits` start with (calling codes are prefix-free: at most one of 1–3 digits fits). */
function leadingCode(digits: string): string | undefined {
  for (let length = 1; length <= 3; length++) if (known.has(digits.slice(0, length))) return digits.slice(0, length);
  return undefined;
}

/**
 * Numbering plans loaded so far, as one metadata object that libphonenumber-js reads at each call. The page has one
 * (`pagePlans`); tests make fresh ones, to check that the plans `ensure` loads are enough.
 */
export class NumberingPlanSet {
  readonly metadata = { version: METADATA_VERSION, country_calling_codes: {}, countries: {}, nonGeographic: {} };
  /** The zones loaded (calling codes' first digits). */
  readonly #loaded = new Set<string>();

  /**
   * The calling codes whose plans reading `input` as a number of `country` needs: the country's, and the one an
   * international input names, after `+` or after the country's international prefix (known once its plan is here,
   * so {@link ensure} asks again after loading it).
   */
  plansFor(input: string, country?: string): string[] {
    const codes = new Set<string>();
    const own = callingCodeOf(country);
    if (own) codes.add(own);
    const digits = digitsOf(typeof input === 'string' ? input : '');
    const plus = digits.indexOf('+');
    let international: string | undefined;
    if (plus >= 0) international = digits.slice(plus + 1).replace(/\+/g, '');
    else if (country) {
      // The international prefix is a plan's second entry (libphonenumber-js's compressed metadata format).
      const idd = (this.metadata.countries as Record<string, unknown[] | undefined>)[country.toUpperCase()]?.[1];
      const match = typeof idd === 'string' ? new RegExp(`^(?:${idd})`).exec(digits) : null;
      if (match) international = digits.slice(match[0].length);
    }
    const named = international && leadingCode(international);
    if (named) codes.add(named);
    return [...codes];
  }

  /** Whether the plans of a calling code (its zone's) are here. */
  has(code: string): boolean {
    return this.#loaded.has(code[0]!);
  }

  /** Loads the plans of `codes`' zones (each module once per page, as every lazy load; a failure kept until a Retry). */
  async load(codes: Iterable<string>): Promise<void> {
    const zones = new Set([...codes].filter((code) => known.has(code) && !this.has(code)).map((code) => code[0]!));
    await Promise.all(
      [...zones].map((zone) => loadOnce(ZONES[zone]!).then((module) => this.#merge(zone, module.default))),
    );
  }

  /**
   * Loads what reading `input` as a number of `country` needs and is not here yet; resolves to whether it loaded
   * anything (a person typing `+44` in a form set to the US: the input is then read and formatted again).
   */
  async ensure(input: string, country?: string): Promise<boolean> {
    let more = false;
    for (let missing; (missing = this.plansFor(input, country).filter((code) => !this.has(code))).length; more = true)
      await this.load(missing);
    return more;
  }

  #merge(zone: string, plans: NumberingPlans): void {
    if (this.#loaded.has(zone)) return;
    Object.assign(this.metadata.country_calling_codes, plans.country_calling_codes);
    Object.assign(this.metadata.countries, plans.countries);
    Object.assign(this.metadata.nonGeographic, plans.nonGeographic);
    this.#loaded.add(zone);
  }
}

/** The page's plans: every phone field's. */
export const pagePlans = new NumberingPlanSet();

let support: PhoneSupport | undefined;

/**
 * libphonenumber-js's code and the plans of `countries`' calling codes, loaded in parallel (once per page), and the
 * helpers over every plan loaded so far, now and later. Rejects when the code or a plan cannot be loaded.
 */
export function loadPhonePlans(countries: readonly (string | undefined)[]): Promise<PhoneSupport> {
  return Promise.all([
    loadOnce(phoneLibrary),
    pagePlans.load(countries.flatMap((country) => callingCodeOf(country) ?? [])),
  ]).then(([lib]) => (support ??= createPhoneSupport(lib, pagePlans.metadata as MetadataJson)));
}
