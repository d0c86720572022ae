/**
 * The times the inbox's first screen shows — a row's "5 min. ago" and a wait's "5 min" — in its catalogs' words
 * (`src/i18n/inbox*.ts`), with the thresholds of `core/time-span.ts` and the plural forms of `interpolate`. A page's
 * first Intl formatter of numbers (`RelativeTimeFormat`, `NumberFormat`, `DateTimeFormat`) loads the locale's number
 * data in one long task (~100 ms on a phone's CPU), which held the network answers of every element on the page;
 * `Intl.PluralRules`, which the words use, loads none. A language without a catalog of its own reads English's times,
 * as it reads every other word of the element in English.
 */
import { timeSpan, waitSpan, type DateInput } from '../../core/time-span.js';
import type { Translate } from './inbox-context.js';

/**
 * How long ago `date` is, relative to `now`: "now", "5 min. ago", "yesterday". A row's last activity is never later
 * than the service's clock, so a date after `now` (this device's clock behind the service's, or a message that came
 * after the list's minute tick) is "now", never "in 2 min.".
 */
export function timeAgo(date: DateInput, now: number, t: Translate): string {
  const { value, unit } = timeSpan(date, now, 'timeAgo');
  return unit === 'second' || value > 0 ? t('timeNow') : t(`${unit}Ago`, { count: -value });
}

/**
 * How long a wait that began at `since` has lasted at `now`, short: "under 1 min", "5 min", "2 hr", "3 days" — with
 * `timeAgo`'s thresholds and rounding (`waitSpan`), so a row's time and its wait never say one message two ways;
 * `shown`, the time the row says beside it (`timeAgo`'s date), picks the unit of a wait that began within one of its
 * unit, so two times hours apart are never "26 days ago" and "1 mth".
 */
export function waitTime(since: DateInput, now: number, t: Translate, shown?: DateInput): string {
  const { value, unit } = waitSpan(since, now, shown);
  return unit === 'second' ? t('waitNow') : t(`${unit}s`, { count: value });
}
