/**
 * How long ago a date is, and the shared pieces of `format.ts` (the date parser and the formatter cache). Its own
 * module because the inbox's thread list needs only this on its first screen; day labels and times of day
 * (`format.ts`) come with the open thread. Pure: no DOM, no Node APIs.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const MONTH = 30.436875 * DAY;
const YEAR = 365.2425 * DAY;
export function toDate(value, what) {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime()))
        throw new RangeError(`${what}: invalid date ${JSON.stringify(String(value))}`);
    return date;
}
const formatters = new Map();
export function cached(kind, locale, create) {
    const key = `${kind}|${locale ?? ''}`;
    let formatter = formatters.get(key);
    if (!formatter) {
        try {
            formatter = create(locale);
        }
        catch (error) {
            if (!(error instanceof RangeError))
                throw error;
            formatter = create(undefined); // malformed locale tag
        }
        formatters.set(key, formatter);
    }
    return formatter;
}
export const relative = (locale, style) => cached(`rtf-${style}`, locale, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto', style }));
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
export function relativeTime(date, now = Date.now(), locale, style = 'short') {
    const seconds = (toDate(date, 'relativeTime').getTime() - toDate(now, 'relativeTime (now)').getTime()) / 1000;
    const abs = Math.abs(seconds);
    const format = relative(locale, style);
    const at = (unitSeconds, unit) => 
    // At least 1 of the unit, so "0 hours ago" never shows at a threshold.
    format.format(Math.sign(seconds) * Math.max(1, Math.round(abs / unitSeconds)), unit);
    if (abs < 45)
        return format.format(0, 'second');
    if (abs < 45 * MINUTE)
        return at(MINUTE, 'minute');
    if (abs < 22 * HOUR)
        return at(HOUR, 'hour');
    if (abs < 26 * DAY)
        return at(DAY, 'day');
    if (abs < 320 * DAY)
        return at(MONTH, 'month');
    return at(YEAR, 'year');
}
