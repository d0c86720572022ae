/** A date and time, raw (a `datetime-local` value) and on the wire (ISO 8601 with an offset). */
import { str, type Wire } from './wire.js';

/**
 * The zone a `datetime-local` value is read in: the browser's own, UTC, or an IANA zone the person chose (a server
 * cannot know the visitor's, so its page asks: `forms/zones.ts`).
 */
export type Zone = 'local' | 'utc' | (string & {});

const pad = (n: number) => String(n).padStart(2, '0');
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** `YYYY-MM-DDTHH:MM` (a datetime-local value) → ISO 8601 with the zone's offset at that date; null if unreadable. */
export function localToIso(local: string, zone: Zone = 'local'): string | null {
  if (!LOCAL.test(local)) return null;
  const seconds = local.length === 16 ? `${local}:00` : local;
  if (zone === 'utc') return Number.isNaN(Date.parse(`${seconds}Z`)) ? null : `${seconds}+00:00`;
  let offset: number;
  if (zone === 'local') {
    const date = new Date(local);
    if (Number.isNaN(date.getTime())) return null;
    offset = -date.getTimezoneOffset();
  } else {
    const wall = Date.parse(`${seconds}Z`);
    if (Number.isNaN(wall)) return null;
    // The zone's offset at that wall time: the offset at the wall time read as UTC, corrected once (which settles
    // it for a time near a daylight-saving change too).
    try {
      offset = offsetAt(wall - offsetAt(wall, zone) * 60_000, zone);
    } catch {
      return null; // not a zone this runtime knows
    }
  }
  const abs = Math.abs(offset);
  return `${seconds}${offset < 0 ? '-' : '+'}${pad(Math.trunc(abs / 60))}:${pad(abs % 60)}`;
}

/** Minutes `timeZone` is ahead of UTC at the instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(ms);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** ISO 8601 → a datetime-local value in the zone ('' if unreadable). */
export function isoToLocal(iso: unknown, zone: Zone = 'local'): string {
  const date = typeof iso === 'string' ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  if (zone === 'utc' || zone === 'UTC') return date.toISOString().slice(0, 16);
  if (zone !== 'local') {
    // The wall time in a named zone: the instant moved by that zone's offset then, read as UTC.
    try {
      return new Date(date.getTime() + offsetAt(date.getTime(), zone) * 60_000).toISOString().slice(0, 16);
    } catch {
      return ''; // not a zone this runtime knows
    }
  }
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function datetimeToWire(raw: unknown, zone: Zone): Wire {
  const text = str(raw).trim();
  if (!text) return {};
  const iso = localToIso(text, zone);
  return iso ? { value: iso } : { error: 'errDate' };
}
