/**
 * How long ago a date is, and the shared pieces of `format.ts` (the date parser and the formatter cache). Its own
 * module because the inbox's thread list needs only this on its first screen; day labels and times of day
 * (`format.ts`) come with the open thread. Pure: no DOM, no Node APIs.
 */
/** A `Date`, epoch milliseconds, or a string `Date` can parse (ISO 8601 on the wire). */
export type DateInput = Date | number | string;
export declare const DAY: number;
export declare function toDate(value: DateInput, what: string): Date;
export declare function cached<T extends Intl.RelativeTimeFormat | Intl.DateTimeFormat>(kind: string, locale: string | undefined, create: (locale: string | undefined) => T): T;
export declare const relative: (locale: string | undefined, style: Intl.RelativeTimeFormatStyle) => Intl.RelativeTimeFormat;
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
export declare function relativeTime(date: DateInput, now?: DateInput, locale?: string, style?: Intl.RelativeTimeFormatStyle): string;
