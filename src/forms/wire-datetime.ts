/** A date and time, raw (a `datetime-local` value) and on the wire (ISO 8601 with an offset). */
import { str, type Wire } from './wire.js';

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
