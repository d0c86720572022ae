/**
 * What a form's inputs hold ("raw": text as typed, the ticked options, a rating, an address's parts) turned into
 * what the service stores ("wire": numbers, `https://` addresses, E.164, ISO 8601 with an offset, an `Address`), and
 * back: one implementation, used by the element's field types (`components/form/fields/<type>.ts`) and by the
 * server's reader of a posted form (`answers.ts`). This module has what the common types (`COMMON_KINDS`) use; the
 * other types' conversions are modules of their own (`wire-<type>.ts`), since a bundler keeps a module whole in one
 * chunk: here, they would travel with every form's `ready` chunk rather than with their type's module. What differs between the two is passed in, never decided here: the time zone a datetime is
 * read in (the browser's, or UTC on a server) and the phone library (loaded or not) with the country national
 * numbers are read in. Pure and small: no rules (`core/field-rules.ts`), no DOM, runtime-agnostic.
 */
import { looksLikeE164, type PhoneSupport } from '../core/phone.js';
import type { FormMessageKey } from '../i18n/form.js';

/** A raw value read for the wire: `value` undefined = not answered; `error` = unreadable as typed. */
export interface Wire {
  value?: unknown;
  error?: FormMessageKey;
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Text as typed (text, textarea, date, time, colour): not answered when blank; `trim` for an email address. */
export function textToWire(raw: unknown, trim = false): Wire {
  const text = str(raw);
  return text.trim() ? { value: trim ? text.trim() : text } : {};
}

/** One option (select, radio): its value as chosen. */
export const choiceToWire = (raw: unknown): Wire => (str(raw) ? { value: str(raw) } : {});

// ---------------------------------------------------------------- phone

/**
 * The country national input is read in: the one chosen in the field's picker, else the field's `defaultCountry`,
 * else the locale's region.
 */
export function phoneCountry(
  field: { defaultCountry?: string | undefined },
  locale: string,
  chosen?: string,
): string | undefined {
  if (chosen) return chosen;
  if (field.defaultCountry) return field.defaultCountry.toUpperCase();
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * A number as typed, read in `country` by the phone library when it is loaded (`support`); without it only
 * international E.164 is readable (spaces, dots, dashes and brackets aside).
 */
export function phoneToWire(raw: unknown, country: string | undefined, support: PhoneSupport | undefined): Wire {
  const text = str(raw).trim();
  if (!text) return {};
  const compact = text.replace(/[\s().-]/g, '');
  const e164 = support ? support.toE164(text, country) : looksLikeE164(compact) ? compact : null;
  return e164 ? { value: e164 } : { error: 'errPhone' };
}
