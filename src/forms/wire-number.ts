/** Numbers (number, range) and ratings, raw and on the wire (`wire.ts`, the conversions of the common types). */
import { str, type Wire } from './wire.js';

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
