/**
 * The DOM-free half of the elements' i18n: catalog types, language and direction of a locale, and `{name}`
 * interpolation with plural forms. The server-rendered form (`src/forms`, `renderFormHtml` in `@parley/embeds/node`)
 * uses these without the elements' controllers, so a server project's types need no DOM.
 */
export type Catalog = Record<string, string>;
/**
 * A shipped translation of an element's catalog: every key of its English (`K`), none optional, so a key English
 * gains fails `tsc` in each language until it is translated, and a key English drops fails it as an extra. Hosts'
 * own languages (`registerLanguage`) stay partial and fall back to English.
 */
export type Translation<K extends string> = Record<K, string>;
/** A catalog, or a loader of one (`() => import('./x.es.js')`) so that only English ships in the element's bundle. */
export type CatalogSource<K extends string> =
  Partial<Record<K, string>> | (() => Promise<{ default: Partial<Record<K, string>> }>);
/** Catalogs by base language (`en`, `es`, …); `en` is required and is the fallback for missing keys. */
export type Catalogs<K extends string> = { en: Record<K, string> } & Partial<
  Record<string, Partial<Record<K, string>>>
>;
/** Like {@link Catalogs}, but languages other than English may be loaders, so only English is bundled. */
export type LazyCatalogs<K extends string> = { en: Record<K, string> } & Partial<Record<string, CatalogSource<K>>>;

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ku', 'sd', 'ug']);

export function baseLanguage(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
}

export function isRtl(locale: string): boolean {
  return RTL_LANGUAGES.has(baseLanguage(locale));
}

const PLURAL_FORM = /^(zero|one|two|few|many|other|=\d+): ?/;

/**
 * Fills `{name}` placeholders. A message with `{count}` may hold plural forms separated by `|`, each tagged with its
 * `Intl.PluralRules` category (`"one: {count} message|other: {count} messages"`; Arabic uses all six: `zero`,
 * `one`, `two`, `few`, `many`, `other`). A form may instead name an exact count, `=2:`, for the words a language has
 * for one value that is not a plural category of its own (Spanish "anteayer", 2 days ago); it wins over the category.
 * The form of the count's category is used, else `other`. Untagged `a|b` is the short form of `one: a|other: b`.
 *
 * @example
 * ```ts
 * interpolate('one: {count} file|other: {count} files', { count: 2 }, 'en'); // '2 files'
 * interpolate('=1: yesterday|other: {count} days ago', { count: 1 }, 'en'); // 'yesterday'
 * ```
 */
export function interpolate(message: string, vars: Record<string, string | number> = {}, locale = 'en'): string {
  let text = message;
  if (text.includes('|') && typeof vars.count === 'number') {
    const parts = text.split('|');
    const forms = new Map<string, string>();
    parts.forEach((part, i) => {
      const tagged = PLURAL_FORM.exec(part);
      if (tagged) forms.set(tagged[1]!, part.slice(tagged[0].length));
      else forms.set(i === 0 && parts.length > 1 ? 'one' : 'other', part);
    });
    text =
      forms.get(`=${vars.count}`) ??
      forms.get(pluralRules(locale).select(vars.count)) ??
      forms.get('other') ??
      parts[parts.length - 1]!;
  }
  // A number of four digits or more is grouped as the locale writes it ("12,345", "12.345"); below that no locale
  // groups, and its digits stay the catalog's, with no number formatter built for a screen of small counts.
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined
      ? whole
      : typeof value == 'number' && value > 999
        ? value.toLocaleString(locale)
        : String(value);
  });
}

const rulesCache: Record<string, Intl.PluralRules> = {};
const pluralRules = (locale: string) => (rulesCache[locale] ??= new Intl.PluralRules(locale));
