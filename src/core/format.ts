/**
 * Small Intl helpers for the elements' dates and times. Formatters are cached per locale (constructing them is
 * the expensive part when a thread renders thousands of rows). An unknown or malformed locale falls back to the
 * runtime's default rather than throwing from a render. Pure: no DOM, no Node APIs.
 */

import { cached, relative } from './relative-time.js';
import { DAY, toDate, type DateInput } from './time-span.js';

export { relativeTime } from './relative-time.js';
export type { DateInput } from './time-span.js';

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
