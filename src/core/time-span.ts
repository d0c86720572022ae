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
/** Each unit's length in seconds; a span in seconds is only "now" (0). */
const SIZE = { second: 0, minute: MINUTE, hour: HOUR, day: DAY, month: 30.436875 * DAY, year: 365.2425 * DAY };

export function toDate(value: DateInput, what: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (isNaN(+date)) throw new RangeError(`${what}: invalid date ${JSON.stringify(String(value))}`);
  return date;
}

/** The units a time is said in relative to now; `second` only as "now" (0). */
export type TimeUnit = keyof typeof SIZE;

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
 * 22 hours within one day is hours. `unit`: said in that unit rather than its own (`waitSpan`: a wait in its row's).
 *
 * @throws RangeError when `date` or `now` is not a valid date (naming `what`).
 */
export function timeSpan(
  date: DateInput,
  now: DateInput = Date.now(),
  what = 'timeSpan',
  unit?: TimeUnit | false,
): TimeSpan {
  const at = toDate(date, what);
  const from = toDate(now, `${what} (now)`);
  const seconds = (+at - +from) / 1000;
  const abs = Math.abs(seconds);
  unit ||=
    abs < 45
      ? 'second'
      : abs < 45 * MINUTE
        ? 'minute'
        : abs < 22 * HOUR
          ? 'hour'
          : abs < 26 * DAY
            ? 'day'
            : abs < 320 * DAY
              ? 'month'
              : 'year';
  if (unit == 'day') {
    // Midnight to midnight in milliseconds, rounded: a day of 23 or 25 hours (daylight saving) still counts one.
    const days = Math.round((new Date(at).setHours(0, 0, 0, 0) - new Date(from).setHours(0, 0, 0, 0)) / 864e5);
    if (days) return { value: days, unit };
    unit = 'hour';
  }
  const size = SIZE[unit];
  return { value: size && Math.sign(seconds) * Math.max(1, Math.round(abs / size)), unit };
}

/**
 * How long a wait that began at `since` has lasted at `now`: `timeSpan`'s span of `since`, as a length (positive), so
 * with its very thresholds and rounding: a row that says its customer's message came "1 hr. ago" says they have waited
 * "1 hr", never "47 min", and beside "now" a wait "under 1 min", never "1 min". A `since` later than `now` (this
 * device's clock behind the service's) has not begun: 0 seconds, as `timeSpan` says such a time "now".
 *
 * `shown`: the time the row says beside the wait (its last activity, at or after the wait began). Any threshold puts
 * two times either side of it in two units however close they are ("26 days ago" and "1 mth" for times 5 hours
 * apart), so the row picks the unit once: a wait that began less than one of the row's unit from its time is said
 * in that unit ("26 days ago", waiting "27 days"), and only a wait longer by a whole unit says a larger
 * one. In seconds ("now") that is within a second: such a wait is under 46 s, "under 1 min".
 *
 * @throws RangeError when `since`, `now` or `shown` is not a valid date.
 */
export function waitSpan(since: DateInput, now: DateInput, shown?: DateInput): TimeSpan {
  const row = shown !== undefined && timeSpan(shown, now, 'waitSpan').unit;
  // Milliseconds apart (an invalid `since` is NaN apart, and `timeSpan` names it).
  const near = row && Math.abs(+new Date(shown!) - +new Date(since)) < (SIZE[row] || 1) * 1e3 && row;
  const { value, unit } = timeSpan(since, now, 'waitSpan', near);
  return value < 0 ? { value: -value, unit } : { value: 0, unit: 'second' };
}
