/**
 * The form element's words (`i18n/form*.ts`) for pages rendered on a server: the same catalogs, all three at once
 * (a server renders any visitor's language; the element loads only its own), and the element's interpolation.
 * Runtime-agnostic.
 */
import { loadPhoneSupport } from '../core/phone.js';
import { formMessages, type FormMessageKey } from '../i18n/form.js';
import ar from '../i18n/form.ar.js';
import es from '../i18n/form.es.js';
import { formPageMessages, type FormPageMessageKey } from '../i18n/form-page.js';
import { baseLanguage, interpolate, isRtl } from '../i18n/words.js';

export type PageMessageKey = FormMessageKey | FormPageMessageKey;
export type ServerTranslate = (key: PageMessageKey, vars?: Record<string, string | number>) => string;

const CATALOGS: Record<string, Record<PageMessageKey, string>> = {
  en: { ...formMessages.en, ...formPageMessages.en },
  es: { ...es, ...formPageMessages.es },
  ar: { ...ar, ...formPageMessages.ar },
};

/** The locale the page is written in: one of the built-in languages (else English). */
export function pageLocale(locale: string | undefined): string {
  const base = baseLanguage(locale ?? 'en');
  return base in CATALOGS ? (locale ?? 'en') : 'en';
}

/** A translator for `locale` (English for a key the language lacks). */
export function translator(locale: string): ServerTranslate {
  const catalog = CATALOGS[baseLanguage(locale)] ?? CATALOGS.en!;
  return (key, vars) => interpolate(catalog[key] ?? CATALOGS.en![key], vars, locale);
}

/** `rtl` for right-to-left languages (Arabic), else `ltr`. */
export const directionOf = (locale: string): 'rtl' | 'ltr' => (isRtl(locale) ? 'rtl' : 'ltr');

/**
 * The first language of an `Accept-Language` header that the form speaks, else `en`.
 *
 * @example
 * localeFromHeader('ar-EG,ar;q=0.9,en;q=0.8'); // 'ar-EG'
 */
export function localeFromHeader(header: string | null | undefined): string {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim();
    if (tag && tag !== '*' && baseLanguage(tag) in CATALOGS) return tag;
  }
  return 'en';
}

/**
 * A phone number as people read it in a sentence (`+14155550795` → `+1 415 555 0795`: the phone library's
 * international form, as the element shows numbers), isolated left to right so a right-to-left sentence keeps its
 * `+` before the digits; as given when the library cannot load. For the words of a page such as `linkTexted`.
 *
 * @example
 * t('linkTexted', { to: await readablePhone(sent.to) }); // 'We texted the link to +1 415 555 0795. …'
 */
export async function readablePhone(number: string): Promise<string> {
  const support = await loadPhoneSupport().catch(() => undefined);
  return `\u2066${support ? support.formatInternational(number) : number}\u2069`;
}
