/**
 * Countries named in a locale's words, by `Intl.DisplayNames`: one per locale, made on first use and shared by every
 * part that names a country (the phone field's picker, the time-zone names, the server-rendered form). A page's first
 * `Intl.DisplayNames` loads ICU's display-name data, so it is made once, not per name.
 */
const made = new Map<string, Intl.DisplayNames | null>();

/** The locale's region names; `undefined` where the locale tag is malformed. */
export function regionNames(locale: string): Intl.DisplayNames | undefined {
  let names = made.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    made.set(locale, names);
  }
  return names ?? undefined;
}

/** A country's name in `locale`; `undefined` where the runtime has no name for it (or the code is not one). */
export function countryName(country: string, locale: string): string | undefined {
  try {
    return regionNames(locale)?.of(country);
  } catch {
    return undefined;
  }
}
