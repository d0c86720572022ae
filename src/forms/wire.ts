/**
 * What a form's inputs hold ("raw": text as typed, the ticked options, a rating, an address's parts) turned into
 * what the service stores ("wire": numbers, `https://` addresses, E.164, ISO 8601 with an offset, an `Address`), and
 * back: one implementation, used by the element's field types (`components/form/fields/<type>.ts`, each importing
 * only its own conversions, so a lazy type's module carries no other type's) and by the server's reader of a posted
 * form (`answers.ts`). What differs between the two is passed in, never decided here: the time zone a datetime is
 * read in (the browser's, or UTC on a server) and the phone library (loaded or not) with the country national
 * numbers are read in. Pure and small: no rules (zod), no DOM, runtime-agnostic.
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

// ---------------------------------------------------------------- checkbox

const strings = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];

/** The ticked values: a list, or (a page's query, as prefill) comma-separated values of the field's options. */
export function checkboxFromWire(field: { options: readonly { value: string }[] }, value: unknown): string[] {
  return typeof value === 'string'
    ? value.split(',').filter((v) => field.options.some((o) => o.value === v))
    : strings(value);
}

/** As ticked (an unknown value is sent as is, for the schema to refuse). */
export const checkboxToWire = (raw: unknown): Wire => (strings(raw).length ? { value: strings(raw) } : {});

// ---------------------------------------------------------------- rating

/** A number of stars, or (a page's query) its digits. */
export const ratingFromWire = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;

export const ratingToWire = (raw: unknown): Wire => (typeof raw === 'number' ? { value: raw } : {});

// ---------------------------------------------------------------- number, range

/** A number as its input shows it, or (a page's query) its text when it reads as one. */
export function numberFromWire(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? value.trim() : '';
}

export function numberToWire(raw: unknown): Wire {
  const text = str(raw).trim();
  if (!text) return {};
  const n = Number(text);
  return Number.isFinite(n) ? { value: n } : { error: 'errNumber' };
}

// ---------------------------------------------------------------- url

/**
 * A web address as people type it: `dana.example.com` or `www.example.com/a` is stored as `https://…` (as Google
 * Forms and Typeform do). A written scheme must be http or https; anything else (`javascript:`, `ftp:`, `mailto:`)
 * is refused. A bare host must contain a dot and no spaces. Returns null when it cannot be a web address.
 */
export function withScheme(text: string): string | null {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(text);
  // `example.com:8080/x` reads as a scheme; a host followed by a port is not one.
  if (scheme && !/^[^/:]+\.[^/:]+:\d+(?:[/?#]|$)/.test(text)) return /^https?$/i.test(scheme[1]!) ? text : null;
  if (text.startsWith('//')) return null;
  const host = text.split(/[/?#]/)[0]!;
  return /^[^\s.@]+(\.[^\s.@]+)+(:\d+)?$/.test(host) && !/\s/.test(text) ? `https://${text}` : null;
}

export function urlToWire(raw: unknown): Wire {
  const text = str(raw).trim();
  if (!text) return {};
  const url = withScheme(text);
  return url ? { value: url } : { error: 'errUrl' };
}

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

// ---------------------------------------------------------------- datetime

/** The zone a `datetime-local` value is read in: the browser's own, or UTC (a server cannot know the visitor's). */
export type Zone = 'local' | 'utc';

const pad = (n: number) => String(n).padStart(2, '0');
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** `YYYY-MM-DDTHH:MM` (a datetime-local value) → ISO 8601 with the zone's offset at that date; null if unreadable. */
export function localToIso(local: string, zone: Zone = 'local'): string | null {
  if (!LOCAL.test(local)) return null;
  const seconds = local.length === 16 ? `${local}:00` : local;
  if (zone === 'utc') return Number.isNaN(Date.parse(`${seconds}Z`)) ? null : `${seconds}+00:00`;
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const abs = Math.abs(offset);
  return `${seconds}${offset < 0 ? '-' : '+'}${pad(Math.trunc(abs / 60))}:${pad(abs % 60)}`;
}

/** ISO 8601 → a datetime-local value in the zone ('' if unreadable). */
export function isoToLocal(iso: unknown, zone: Zone = 'local'): string {
  const date = typeof iso === 'string' ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  if (zone === 'utc') return date.toISOString().slice(0, 16);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function datetimeToWire(raw: unknown, zone: Zone): Wire {
  const text = str(raw).trim();
  if (!text) return {};
  const iso = localToIso(text, zone);
  return iso ? { value: iso } : { error: 'errDate' };
}

// ---------------------------------------------------------------- address

export const ADDRESS_PARTS = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** An address as typed: its parts, plus the place chosen from suggestions while the parts are unchanged. */
export type RawAddress = Record<AddressPart, string> & { formatted?: string; placeId?: string };

export const emptyAddress = (country = ''): RawAddress => ({
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country,
});

/** A stored address as its inputs show it (the field's country when it has none). */
export function addressFromWire(field: { country?: string | undefined }, value: unknown): RawAddress {
  const raw = emptyAddress(field.country);
  if (!value || typeof value !== 'object') return raw;
  const wire = value as Record<string, unknown>;
  for (const part of ADDRESS_PARTS) if (typeof wire[part] === 'string' && wire[part]) raw[part] = wire[part];
  if (typeof wire.formatted === 'string' && wire.formatted) raw.formatted = wire.formatted;
  if (typeof wire.placeId === 'string' && wire.placeId) raw.placeId = wire.placeId;
  return raw;
}

/**
 * The parts trimmed, the country upper-cased, `formatted` the chosen place's text or else the parts on one line;
 * not answered while every part but the country is blank.
 */
export function addressToWire(raw: unknown): Wire {
  const a = (raw && typeof raw === 'object' ? raw : {}) as Partial<RawAddress>;
  const part = (p: AddressPart) => str(a[p]).trim();
  if (ADDRESS_PARTS.every((p) => p === 'country' || !part(p))) return {};
  const value: Record<string, string> = {
    line1: part('line1'),
    city: part('city'),
    country: part('country').toUpperCase(),
  };
  for (const p of ['line2', 'region', 'postalCode'] as const) if (part(p)) value[p] = part(p);
  const locality = [value.postalCode, value.city].filter(Boolean).join(' ');
  value.formatted =
    str(a.formatted) || [value.line1, value.line2, locality, value.region, value.country].filter(Boolean).join(', ');
  if (str(a.placeId)) value.placeId = str(a.placeId);
  return { value };
}
