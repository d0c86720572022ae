/**
 * Small Intl helpers for the elements' dates and times. Formatters are cached per locale (constructing them is
 * the expensive part when a thread renders thousands of rows). An unknown or malformed locale falls back to the
 * runtime's default rather than throwing from a render. Pure: no DOM, no Node APIs.
 */

/** A `Date`, epoch milliseconds, or a string `Date` can parse (ISO 8601 on the wire). */
export type DateInput = Date | number | string;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30.436875 * DAY;
const YEAR = 365.2425 * DAY;

function toDate(value: DateInput, what: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`${what}: invalid date ${JSON.stringify(String(value))}`);
  return date;
}

const formatters = new Map<string, Intl.RelativeTimeFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.RelativeTimeFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string | undefined,
  create: (locale: string | undefined) => T,
): T {
  const key = `${kind}|${locale ?? ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    try {
      formatter = create(locale);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      formatter = create(undefined); // malformed locale tag
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

const relative = (locale: string | undefined, style: Intl.RelativeTimeFormatStyle) =>
  cached(`rtf-${style}`, locale, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto', style }));

/** Upper-cases the first letter, for labels that stand alone ("today" → "Today", "lunes" → "Lunes"). */
function capitalize(text: string, locale: string | undefined): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  try {
    return head.toLocaleUpperCase(locale) + text.slice(head.length);
  } catch {
    return head.toUpperCase() + text.slice(head.length);
  }
}

/**
 * How long ago (or until) `date` is, relative to `now`: "now" under 45 s, then minutes, hours, days, months and
 * years, rounded (thresholds as in moment.js: 45 min → hours, 22 h → days, 26 days → months, 320 days → years).
 *
 * @param style `short` ("5 min. ago", the default), `long` ("5 minutes ago") or `narrow` ("5m ago").
 * @throws RangeError when `date` or `now` is not a valid date.
 * @example
 * relativeTime('2026-03-05T10:00:00Z', '2026-03-05T10:05:00Z', 'en'); // '5 min. ago'
 * relativeTime(Date.now() + 2 * 3600e3, Date.now(), 'es');            // 'dentro de 2 h'
 */
export function relativeTime(
  date: DateInput,
  now: DateInput = Date.now(),
  locale?: string,
  style: Intl.RelativeTimeFormatStyle = 'short',
): string {
  const seconds = (toDate(date, 'relativeTime').getTime() - toDate(now, 'relativeTime (now)').getTime()) / 1000;
  const abs = Math.abs(seconds);
  const format = relative(locale, style);
  const at = (unitSeconds: number, unit: Intl.RelativeTimeFormatUnit) =>
    // At least 1 of the unit, so "0 hours ago" never shows at a threshold.
    format.format(Math.sign(seconds) * Math.max(1, Math.round(abs / unitSeconds)), unit);

  if (abs < 45) return format.format(0, 'second');
  if (abs < 45 * MINUTE) return at(MINUTE, 'minute');
  if (abs < 22 * HOUR) return at(HOUR, 'hour');
  if (abs < 26 * DAY) return at(DAY, 'day');
  if (abs < 320 * DAY) return at(MONTH, 'month');
  return at(YEAR, 'year');
}

/** Whole calendar days from `a` to `b` in the runtime's time zone (DST-safe: days of 23 or 25 hours round). */
function calendarDaysBetween(a: Date, b: Date): number {
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((start(b) - start(a)) / (DAY * 1000));
}

/**
 * A day separator label in the runtime's time zone: "Today", "Yesterday", "Tomorrow", the weekday for the
 * past week ("Monday"), else the date ("Thursday, March 5", with the year when it is not this year's).
 *
 * @throws RangeError when `date` or `now` is not a valid date.
 * @example
 * formatDayLabel(new Date(2026, 2, 5, 9), 'en', new Date(2026, 2, 5, 18)); // 'Today'
 * formatDayLabel(new Date(2026, 2, 4, 9), 'fr', new Date(2026, 2, 5, 18)); // 'Hier'
 * formatDayLabel(new Date(2025, 2, 5), 'en', new Date(2026, 2, 5));        // 'March 5, 2025'
 */
export function formatDayLabel(date: DateInput, locale?: string, now: DateInput = Date.now()): string {
  const day = toDate(date, 'formatDayLabel');
  const today = toDate(now, 'formatDayLabel (now)');
  const daysAgo = calendarDaysBetween(day, today);

  if (daysAgo >= -1 && daysAgo <= 1) return capitalize(relative(locale, 'long').format(-daysAgo, 'day'), locale);
  if (daysAgo > 1 && daysAgo < 7) {
    return capitalize(
      cached('weekday', locale, (l) => new Intl.DateTimeFormat(l, { weekday: 'long' })).format(day),
      locale,
    );
  }
  const sameYear = day.getFullYear() === today.getFullYear();
  const formatter = sameYear
    ? cached('day', locale, (l) => new Intl.DateTimeFormat(l, { weekday: 'long', month: 'long', day: 'numeric' }))
    : cached('date', locale, (l) => new Intl.DateTimeFormat(l, { year: 'numeric', month: 'long', day: 'numeric' }));
  return capitalize(formatter.format(day), locale);
}

/**
 * The time of day in the locale's convention ("3:05 PM", "15:05"), in the runtime's time zone.
 *
 * @throws RangeError when `date` is not a valid date.
 * @example
 * formatTime(new Date(2026, 2, 5, 15, 5), 'en-US'); // '3:05 PM'
 * formatTime(new Date(2026, 2, 5, 15, 5), 'de');    // '15:05'
 */
export function formatTime(date: DateInput, locale?: string): string {
  const formatter = cached('time', locale, (l) => new Intl.DateTimeFormat(l, { hour: 'numeric', minute: '2-digit' }));
  return formatter.format(toDate(date, 'formatTime'));
}
