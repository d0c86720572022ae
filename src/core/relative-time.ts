/**
 * How long ago a date is in Intl's words (`relativeTime`, over `time-span.ts`'s thresholds), and the formatter cache
 * the other Intl helpers share (`format.ts`, `list-words.ts`, the inbox's `work-words.ts`). Not on the inbox's first screen, which says its times with its catalogs' words: a page's first
 * Intl formatter of numbers loads the locale's number data (~100 ms on a phone's CPU). Pure: no DOM, no Node APIs.
 */
import { timeSpan, type DateInput } from './time-span.js';

type Formatter = Intl.RelativeTimeFormat | Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat;

const formatters = new Map<string, Formatter>();

export function cached<T extends Formatter>(
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

/**
 * How long ago (or until) `date` is, relative to `now`, in `Intl.RelativeTimeFormat`'s words: "now" under 45 s, then
 * minutes, hours, days, months and years (`timeSpan`'s thresholds).
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
  const { value, unit } = timeSpan(date, now, 'relativeTime');
  return relative(locale, style).format(value, unit);
}
