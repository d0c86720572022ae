/**
 * Words of the team's work shared by the thread header's controls and the actions menu: snooze times and their
 * presets (who a thread is assigned to is `teammateName`, `model.ts`). Pure: no element state.
 */
import { cached } from '../../core/relative-time.js';
import type { Translate } from './inbox-context.js';

/** A snooze time as people read it: "Tue 9:00 AM" (the weekday, since a snooze is at most days away). */
export function timeWords(at: Date | string, locale: string): string {
  return cached(
    'snooze',
    locale,
    (l) => new Intl.DateTimeFormat(l, { weekday: 'short', hour: 'numeric', minute: '2-digit' }),
  ).format(new Date(at));
}

/** `now` moved to `days` later at `hour`:00 local time. */
function at(now: Date, days: number, hour: number): Date {
  const d = new Date(now);
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d;
}

/**
 * The snooze presets from `now`, each with its time in words: later today (three hours on, to the hour; only while
 * that is still today), tomorrow at 9:00, and next week (Monday at 9:00).
 */
export function snoozePresets(now: Date, locale: string, t: Translate): { label: string; at: Date }[] {
  const later = new Date(now);
  later.setHours(later.getHours() + 3, 0, 0, 0);
  const presets = [
    { key: 'snoozeLater', at: later },
    { key: 'snoozeTomorrow', at: tomorrowMorning(now) },
    { key: 'snoozeNextWeek', at: at(now, (8 - now.getDay()) % 7 || 7, 9) },
  ] as const;
  return presets
    .filter((p) => p.key !== 'snoozeLater' || p.at.getDate() === now.getDate())
    .map((p) => ({ label: `${t(p.key)} · ${timeWords(p.at, locale)}`, at: p.at }));
}

/** Tomorrow at 9:00 local time (the custom time's first value). */
export const tomorrowMorning = (now: Date): Date => at(now, 1, 9);
