/**
 * How long ago a date is, and the shared pieces of `format.ts` (the date parser and the formatter cache). Its own
 * module because the inbox's thread list needs only this on its first screen; day labels and times of day
 * (`format.ts`) come with the open thread. Pure: no DOM, no Node APIs.
 */

/** A `Date`, epoch milliseconds, or a string `Date` can parse (ISO 8601 on the wire). */
export type DateInput = Date | number | string;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const MONTH = 30.436875 * DAY;
const YEAR = 365.2425 * DAY;

export function toDate(value: DateInput, what: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`${what}: invalid date ${JSON.stringify(String(value))}`);
  return date;
}

const formatters = new Map<string, Intl.RelativeTimeFormat | Intl.DateTimeFormat | Intl.NumberFormat>();

export function cached<T extends Intl.RelativeTimeFormat | Intl.DateTimeFormat | Intl.NumberFormat>(
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

export const relative = (locale: string | undefined, style: Intl.RelativeTimeFormatStyle) =>
  cached(`rtf-${style}`, locale, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto', style }));

/** The units a wait is said in ("5 min", "2 hr", "3 days"), short. */
export type WaitUnit = 'minute' | 'hour' | 'day';

/** A number in `unit`, short ("5 min"), in the locale's words. */
export const unitFormat = (locale: string | undefined, unit: WaitUnit) =>
  cached(`unit-${unit}`, locale, (l) => new Intl.NumberFormat(l, { style: 'unit', unit, unitDisplay: 'short' }));

/**
 * Makes the formatters a list of threads shows its rows with — how long ago (`relativeTime`, short) and how long a
 * customer has waited (`unitFormat`) — in a task of its own, while the rows' data is on its way. A page's first Intl
 * formatter loads the locale's data (~200 ms on a phone's CPU, the first unit formatter ~30 ms more); made in the
 * render of the first rows, it was paid between their data's arrival and their first frame. The inbox calls it as it
 * binds, while its first update waits for the first page.
 */
export function prepareRowFormats(locale: string | undefined): void {
  setTimeout(() => {
    relative(locale, 'short');
    for (const unit of ['minute', 'hour', 'day'] as const) unitFormat(locale, unit);
  });
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
