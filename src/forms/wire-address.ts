/** An address, raw (its parts as typed) and on the wire (an `Address`). */
import { str, type Wire } from './wire.js';

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
