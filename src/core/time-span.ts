/**
 * The one place of the thresholds a time is said with: how long ago (or until) a date is, as a whole number of one
 * unit (`timeSpan`), and how long a wait that began at a date has lasted (`waitSpan`, the same span: one rule), with
 * the date parser they share. `relative-time.ts` says a span with Intl; the inbox's first screen says it with its
 * catalogs' words (`components/inbox/time-words.ts`), so this module has no Intl in it: it is first-screen code. Pure:
 * no DOM, no Node APIs.
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

/** The units a time is said in relative to now; `second` only as "now" (0). */
export type TimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** A time as a whole number of one unit: negative in the past ("5 min. ago" is `{ value: -5, unit: 'minute' }`). */
export interface TimeSpan<U extends TimeUnit = TimeUnit> {
  value: number;
  unit: U;
}

/**
 * How long ago (or until) `date` is, relative to `now`, with moment.js's thresholds: 0 seconds ("now") under 45 s,
 * then minutes, hours from 45 min, days from 22 h, months from 26 days, years from 320 days, rounded, and at least
 * 1 of the unit, so "0 hours ago" never shows at a threshold. Days are calendar days of the device's time zone, as
 * a log's day separators count them: 26 hours before 01:00 on Monday is 2 days ago (Saturday), not "yesterday", and
 * 22 hours within one day is hours.
 *
 * @throws RangeError when `date` or `now` is not a valid date (naming `what`).
 */
export function timeSpan(date: DateInput, now: DateInput = Date.now(), what = 'timeSpan'): TimeSpan {
  const at = toDate(date, what);
  const from = toDate(now, `${what} (now)`);
  const seconds = (at.getTime() - from.getTime()) / 1000;
  const abs = Math.abs(seconds);
  let [unit, size]: [TimeUnit, number] =
    abs < 45
      ? ['second', 0]
      : abs < 45 * MINUTE
        ? ['minute', MINUTE]
        : abs < 22 * HOUR
          ? ['hour', HOUR]
          : abs < 26 * DAY
            ? ['day', DAY]
            : abs < 320 * DAY
              ? ['month', MONTH]
              : ['year', YEAR];
  if (unit == 'day') {
    // Midnight to midnight in milliseconds, rounded: a day of 23 or 25 hours (daylight saving) still counts one.
    const days = Math.round((new Date(at).setHours(0, 0, 0, 0) - new Date(from).setHours(0, 0, 0, 0)) / 864e5);
    if (days) return { value: days, unit };
    [unit, size] = ['hour', HOUR];
  }
  return { value: size && Math.sign(seconds) * Math.max(1, Math.round(abs / size)), unit };
}

/**
 * How long a wait that began at `since` has lasted at `now`: `timeSpan`'s span of `since`, as a length (positive), so
 * with its very thresholds and rounding: a row that says its customer's message came "1 hr. ago" says they have waited
 * "1 hr", never "47 min", and beside "now" a wait "under 1 min", never "1 min". A `since` later than `now` (this
 * device's clock behind the service's) has not begun: 0 seconds, as `timeSpan` says such a time "now".
 *
 * @throws RangeError when `since` or `now` is not a valid date.
 */
export function waitSpan(since: DateInput, now: DateInput): TimeSpan {
  const { value, unit } = timeSpan(since, now, 'waitSpan');
  return value < 0 ? { value: -value, unit } : { value: 0, unit: 'second' };
}
