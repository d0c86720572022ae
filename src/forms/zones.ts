/**
 * The time zones a datetime answer may be read in, as a choice beside its input. A page without scripts cannot know
 * the visitor's zone, so it asks (UTC chosen until the person picks another); the element picks the browser's zone
 * for the same choice. One list for both, so the page and the element show the same control. A list of places people
 * recognise, not of UTC offsets: an offset is wrong half of the year wherever clocks change for summer, a zone's rules
 * give the right one for the date entered (`wire-datetime.ts`). Runtime-agnostic.
 */

/** UTC, then by region and place; a zone not listed (the browser's own) is added where it is chosen. */
export const TIME_ZONES: readonly string[] = [
  'UTC',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'Africa/Nairobi',
  'America/Anchorage',
  'America/Argentina/Buenos_Aires',
  'America/Bogota',
  'America/Chicago',
  'America/Denver',
  'America/Halifax',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/New_York',
  'America/Phoenix',
  'America/Sao_Paulo',
  'America/Toronto',
  'Asia/Bangkok',
  'Asia/Dhaka',
  'Asia/Dubai',
  'Asia/Hong_Kong',
  'Asia/Jakarta',
  'Asia/Jerusalem',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Manila',
  'Asia/Riyadh',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Atlantic/Reykjavik',
  'Australia/Adelaide',
  'Australia/Brisbane',
  'Australia/Perth',
  'Australia/Sydney',
  'Europe/Amsterdam',
  'Europe/Athens',
  'Europe/Berlin',
  'Europe/Istanbul',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Moscow',
  'Europe/Paris',
  'Europe/Rome',
  'Pacific/Auckland',
  'Pacific/Honolulu',
];

/** The zone's id as a place reads: `America/New_York` → `America/New York`. */
export const zoneLabel = (zone: string): string => zone.replace(/_/g, ' ');

/** `zone` when this runtime knows it as an IANA zone (a posted choice is checked before it is used), else undefined. */
export function knownZone(zone: unknown): string | undefined {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return undefined;
  if (TIME_ZONES.includes(zone)) return zone;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The list with `chosen` in it (a zone outside the list, such as a browser's, is added in its place by name). */
export function zoneChoices(chosen: string): string[] {
  return TIME_ZONES.includes(chosen)
    ? [...TIME_ZONES]
    : [...TIME_ZONES, chosen].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a < b ? -1 : 1));
}
