/**
 * The form's answer model. What the inputs hold ("raw": strings as typed, a phone number as displayed, an address
 * as its parts) is kept apart from what goes on the wire (numbers, E.164, ISO 8601 with offset, `Address`), so a
 * draft restores exactly what the person typed and validation runs on the wire value with the service's own
 * schema (`fieldValueSchema`). Pure: no DOM.
 */
import type { FormMessageKey } from '../../i18n/form.js';
import { looksLikeE164, type PhoneSupport } from '../../core/phone.js';
import type { Address, Field } from '../../schemas/forms.js';
import { own } from './own.js';

export const ADDRESS_PARTS = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** An address as typed: its parts, plus the chosen place while the parts are unchanged. */
export type RawAddress = Record<AddressPart, string> & { formatted?: string; placeId?: string };

/** Raw values by field key: string for most types, string[] for checkbox, number for rating, RawAddress. */
export type RawValues = Record<string, unknown>;
/** Error messages by path: `key`, or `key.part` for an address part. */
export type FieldErrors = Record<string, string>;

export { own };

export type Translate = (key: FormMessageKey, vars?: Record<string, string | number>) => string;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:MM` (a datetime-local value, local time) → ISO 8601 with the local offset at that date. */
export function localToIso(local: string): string | null {
  const date = new Date(local);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local) || Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const abs = Math.abs(offset);
  return `${local.length === 16 ? `${local}:00` : local}${offset < 0 ? '-' : '+'}${pad(Math.trunc(abs / 60))}:${pad(abs % 60)}`;
}

/** ISO 8601 → a datetime-local value in this browser's time zone ('' if unreadable). */
export function isoToLocal(iso: unknown): string {
  const date = typeof iso === 'string' ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function emptyAddress(country = ''): RawAddress {
  return { line1: '', line2: '', city: '', region: '', postalCode: '', country };
}

function addressFromWire(value: unknown, country?: string): RawAddress {
  const raw = emptyAddress(country);
  if (!value || typeof value !== 'object') return raw;
  const wire = value as Partial<Address>;
  for (const part of ADDRESS_PARTS) if (typeof wire[part] === 'string') raw[part] = wire[part]!;
  if (wire.formatted) raw.formatted = wire.formatted;
  if (wire.placeId) raw.placeId = wire.placeId;
  return raw;
}

/** A wire value (a default, or a prior answer) as the inputs hold it. */
export function fromWire(field: Field, value: unknown, phone?: PhoneSupport): unknown {
  switch (field.type) {
    case 'checkbox':
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    case 'rating':
      return typeof value === 'number' ? value : undefined;
    case 'number':
    case 'range':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
    case 'datetime':
      return isoToLocal(value);
    case 'phone':
      return typeof value === 'string' ? (phone && looksLikeE164(value) ? phone.formatInternational(value) : value) : '';
    case 'address':
      return addressFromWire(value, field.country);
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** The raw value every field starts from: the prior answer, else the field's default. */
export function initialValues(fields: readonly Field[], prior?: Record<string, unknown> | null): RawValues {
  const values: RawValues = {};
  for (const field of fields) {
    const source = prior ? own(prior, field.key) : field.default;
    values[field.key] = fromWire(field, source);
  }
  return values;
}

/** Keeps only restored values whose shape fits the field (a draft may predate an edit of the form). */
export function mergeDraft(fields: readonly Field[], base: RawValues, draft: unknown): RawValues {
  if (!draft || typeof draft !== 'object') return base;
  const saved = draft as RawValues;
  const merged = { ...base };
  for (const field of fields) {
    const value = own(saved as Record<string, unknown>, field.key);
    if (value === undefined) continue;
    const ok =
      field.type === 'checkbox' ? Array.isArray(value) && value.every((v) => typeof v === 'string')
      : field.type === 'rating' ? value === null || typeof value === 'number'
      : field.type === 'address' ? !!value && typeof value === 'object' && ADDRESS_PARTS.every((p) => typeof (value as RawAddress)[p] === 'string')
      : typeof value === 'string';
    if (ok) merged[field.key] = value;
  }
  return merged;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Formats an address's parts on one line (used when no chosen place's text applies). */
export function formatAddress(a: RawAddress): string {
  const locality = [a.postalCode, a.city].filter(Boolean).join(' ');
  return [a.line1, a.line2, locality, a.region, a.country].map((s) => s.trim()).filter(Boolean).join(', ');
}

/** Converts one raw value to its wire value; `undefined` = not answered; a `FormMessageKey` error when unreadable. */
export function toWire(field: Field, raw: unknown, phone?: PhoneSupport, defaultCountry?: string): { value?: unknown; error?: FormMessageKey } {
  switch (field.type) {
    case 'checkbox': {
      const list = Array.isArray(raw) ? raw : [];
      return list.length ? { value: list } : {};
    }
    case 'rating':
      return typeof raw === 'number' ? { value: raw } : {};
    case 'number':
    case 'range': {
      const text = str(raw).trim();
      if (!text) return {};
      const n = Number(text);
      return Number.isFinite(n) ? { value: n } : { error: 'errNumber' };
    }
    case 'datetime': {
      const text = str(raw);
      if (!text) return {};
      const iso = localToIso(text);
      return iso ? { value: iso } : { error: 'errDate' };
    }
    case 'phone': {
      const text = str(raw).trim();
      if (!text) return {};
      const compact = text.replace(/[\s().-]/g, '');
      const e164 = phone ? phone.toE164(text, defaultCountry) : looksLikeE164(compact) ? compact : null;
      return e164 ? { value: e164 } : { error: 'errPhone' };
    }
    case 'address': {
      const a = (raw ?? emptyAddress()) as RawAddress;
      const parts = ADDRESS_PARTS.filter((p) => p !== 'country');
      if (parts.every((p) => !str(a[p]).trim())) return {};
      const value: Record<string, string> = { line1: a.line1.trim(), city: a.city.trim(), country: a.country.trim().toUpperCase() };
      for (const p of ['line2', 'region', 'postalCode'] as const) if (a[p].trim()) value[p] = a[p].trim();
      value.formatted = a.formatted ?? formatAddress(a);
      if (a.placeId) value.placeId = a.placeId;
      return { value };
    }
    case 'email':
      return str(raw).trim() ? { value: str(raw).trim() } : {};
    case 'url': {
      const text = str(raw).trim();
      if (!text) return {};
      const url = withScheme(text);
      return url ? { value: url } : { error: 'errUrl' };
    }
    default:
      return str(raw).trim() ? { value: str(raw) } : {};
  }
}

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

/** An `HH:MM` bound as the field's locale writes times ("9:00 AM" in en-US, "09:00" in es). */
export function formatTime(value: string, locale: string): string {
  const [h, m] = value.split(':').map(Number);
  if (!Number.isInteger(h) || !Number.isInteger(m)) return value;
  try {
    return new Date(2000, 0, 1, h, m).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  } catch {
    return value;
  }
}

/**
 * Splits a server's field errors (`{"data.email": [...]}` from a 400 ZodError body) into messages on fields this
 * form shows and the rest, which go to the summary at the top.
 */
export function mapServerErrors(fields: readonly Field[], fieldErrors: Record<string, string[]>): { errors: FieldErrors; other: string[] } {
  const errors: FieldErrors = Object.create(null);
  const other: string[] = [];
  const keys = new Map(fields.map((f) => [f.key, f]));
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const text = messages.join(' ');
    if (!text) continue;
    const [head, key, part] = path.split('.');
    const field = head === 'data' && key ? keys.get(key) : undefined;
    if (!field) other.push(text);
    else errors[field.type === 'address' && part && (ADDRESS_PARTS as readonly string[]).includes(part) ? `${key}.${part}` : key!] ??= text;
  }
  return { errors, other };
}
