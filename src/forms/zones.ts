/**
 * The time zones a datetime answer may be read in, as a choice beside its input. A page without scripts cannot know
 * the visitor's zone, so it asks (UTC chosen until the person picks another, unless the page's language names a
 * country of one zone: `defaultZone`); the element picks the browser's zone for the same choice. One list and one
 * way of naming it for both, so the page and the element show the same control. A list of places people
 * recognise, not of UTC offsets: an offset is wrong half of the year wherever clocks change for summer, a zone's
 * rules give the right one for the date entered (`wire-datetime.ts`). Each is named as people look for theirs: its
 * country in the page's language, with a city where the country has several zones ("United States — Chicago"),
 * sorted by those names, UTC first. Runtime-agnostic.
 */
import { zoneWords, type ZoneWordKey } from '../i18n/form-zones.js';
import { baseLanguage } from '../i18n/words.js';
import { countryName } from '../core/region-names.js';

/**
 * Each listed zone: its country (ISO 3166-1), and its city's word (`i18n/form-zones.ts`) where the country has
 * several zones — Mexico, Brazil, Russia and Indonesia too, whose other zones are not listed: the country alone
 * would claim all of it.
 */
const PLACES: Readonly<Record<string, readonly [country: string, city?: ZoneWordKey]>> = {
  'Africa/Cairo': ['EG'],
  'Africa/Johannesburg': ['ZA'],
  'Africa/Lagos': ['NG'],
  'Africa/Nairobi': ['KE'],
  'America/Anchorage': ['US', 'anchorage'],
  'America/Argentina/Buenos_Aires': ['AR'],
  'America/Bogota': ['CO'],
  'America/Chicago': ['US', 'chicago'],
  'America/Denver': ['US', 'denver'],
  'America/Halifax': ['CA', 'halifax'],
  'America/Los_Angeles': ['US', 'losAngeles'],
  'America/Mexico_City': ['MX', 'mexicoCity'],
  'America/New_York': ['US', 'newYork'],
  'America/Phoenix': ['US', 'phoenix'],
  'America/Sao_Paulo': ['BR', 'saoPaulo'],
  'America/Toronto': ['CA', 'toronto'],
  'Asia/Bangkok': ['TH'],
  'Asia/Dhaka': ['BD'],
  'Asia/Dubai': ['AE'],
  'Asia/Hong_Kong': ['HK'],
  'Asia/Jakarta': ['ID', 'jakarta'],
  'Asia/Jerusalem': ['IL'],
  'Asia/Karachi': ['PK'],
  'Asia/Kolkata': ['IN'],
  'Asia/Manila': ['PH'],
  'Asia/Riyadh': ['SA'],
  'Asia/Seoul': ['KR'],
  'Asia/Shanghai': ['CN'],
  'Asia/Singapore': ['SG'],
  'Asia/Tokyo': ['JP'],
  'Atlantic/Reykjavik': ['IS'],
  'Australia/Adelaide': ['AU', 'adelaide'],
  'Australia/Brisbane': ['AU', 'brisbane'],
  'Australia/Perth': ['AU', 'perth'],
  'Australia/Sydney': ['AU', 'sydney'],
  'Europe/Amsterdam': ['NL'],
  'Europe/Athens': ['GR'],
  'Europe/Berlin': ['DE'],
  'Europe/Istanbul': ['TR'],
  'Europe/Lisbon': ['PT'],
  'Europe/London': ['GB'],
  'Europe/Madrid': ['ES'],
  'Europe/Moscow': ['RU', 'moscow'],
  'Europe/Paris': ['FR'],
  'Europe/Rome': ['IT'],
  'Pacific/Auckland': ['NZ'],
  'Pacific/Honolulu': ['US', 'honolulu'],
};

/** UTC, then the listed places; a zone not listed (the browser's own) is added where it is chosen. */
export const TIME_ZONES: readonly string[] = ['UTC', ...Object.keys(PLACES)];

const wordsOf = (locale: string) => zoneWords[baseLanguage(locale) as 'en'] ?? zoneWords.en;
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * A zone named without `Intl`'s display names: UTC and the listed cities in the page's language, else the place its
 * id ends with (`America/Argentina/Cordoba` → `Cordoba`). What the element shows until its first screen is on
 * screen (a page's first `Intl.DisplayNames` loads ICU's names: tens of milliseconds of a phone's CPU).
 */
export function zonePlace(zone: string, locale: string): string {
  const words = wordsOf(locale);
  if (zone === 'UTC') return words.utc;
  const city = own(PLACES, zone)?.[1];
  return city ? words[city] : zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
}

/** A zone as people look for it, in `locale`: "Japan", "United States — Chicago", "UTC (universal time)". */
export function zoneLabel(zone: string, locale: string): string {
  const place = own(PLACES, zone);
  const country = place && countryName(place[0], locale);
  if (!country) return zonePlace(zone, locale);
  return place[1] ? `${country} — ${wordsOf(locale)[place[1]]}` : country;
}

export interface ZoneOption {
  value: string;
  label: string;
}

const lists = new Map<string, readonly ZoneOption[]>();

/**
 * The choices, `chosen` among them (a zone outside the list, such as a browser's, is added by its place), named in
 * `locale` (`zoneLabel`), UTC first, then by name in the language's order.
 */
export function zoneOptions(chosen: string, locale: string): ZoneOption[] {
  let list = lists.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    const places = TIME_ZONES.slice(1).map((value) => ({ value, label: zoneLabel(value, locale) }));
    places.sort((a, b) => collator.compare(a.label, b.label));
    list = [{ value: 'UTC', label: zonePlace('UTC', locale) }, ...places];
    lists.set(locale, list);
  }
  return TIME_ZONES.includes(chosen) ? [...list] : [...list, { value: chosen, label: zonePlace(chosen, locale) }];
}

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

/**
 * The zone a page without scripts starts at: the listed zone of the country its language names (`es-AR` →
 * Buenos Aires, `en-GB` → London) when that country has one zone (one listed without a city), else UTC. A guess a
 * server can make from the request alone; the person sees it and may choose another.
 */
export function defaultZone(locale: string | undefined): string {
  let country: string | undefined;
  try {
    country = locale ? new Intl.Locale(locale).region : undefined;
  } catch {
    return 'UTC';
  }
  const zones = country ? Object.keys(PLACES).filter((zone) => PLACES[zone]![0] === country) : [];
  return zones.length === 1 && !PLACES[zones[0]!]![1] ? zones[0]! : 'UTC';
}
