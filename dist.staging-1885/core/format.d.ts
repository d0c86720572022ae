/**
 * Small Intl helpers for the elements' dates and times. Formatters are cached per locale (constructing them is
 * the expensive part when a thread renders thousands of rows). An unknown or malformed locale falls back to the
 * runtime's default rather than throwing from a render. Pure: no DOM, no Node APIs.
 */
import { type DateInput } from './relative-time.js';
export { relativeTime, type DateInput } from './relative-time.js';
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
export declare function formatDayLabel(date: DateInput, locale?: string, now?: DateInput): string;
/**
 * The time of day in the locale's convention ("3:05 PM", "15:05"), in the runtime's time zone.
 *
 * @throws RangeError when `date` is not a valid date.
 * @example
 * formatTime(new Date(2026, 2, 5, 15, 5), 'en-US'); // '3:05 PM'
 * formatTime(new Date(2026, 2, 5, 15, 5), 'de');    // '15:05'
 */
export declare function formatTime(date: DateInput, locale?: string): string;
