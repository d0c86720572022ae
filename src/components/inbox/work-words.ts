/**
 * Words of the team's work shared by the thread header's controls and the actions menu: snooze times and their
 * presets (who a thread is assigned to is `teammateName`, `model.ts`). Pure: no element state.
 */
import { cached } from '../../core/relative-time.js';
import type { Translate } from './inbox-context.js';

/** From this far on, a weekday alone could name two days: "Mon" a week on, beside "Mon" today. */
const WEEK_AHEAD_MS = 6 * 86_400_000;

/**
 * A snooze time as people read it: "Tue 9:00 AM" within the coming days, and with its date from six days on ("Mon,
 * Dec 7, 9:00 AM"), where the weekday alone would read as this week's (next week's Monday beside today's "Later").
 */
export function timeWords(at: Date | string, locale: string, now = Date.now()): string {
  const date = new Date(at);
  const far = date.getTime() - now >= WEEK_AHEAD_MS;
  return cached(far ? 'snooze-dated' : 'snooze', locale, (l) =>
    far
      ? new Intl.DateTimeFormat(l, {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        })
      : new Intl.DateTimeFormat(l, { weekday: 'short', hour: 'numeric', minute: '2-digit' }),
  ).format(date);
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
    .map((p) => ({ label: `${t(p.key)} · ${timeWords(p.at, locale, now.getTime())}`, at: p.at }));
}

/** Tomorrow at 9:00 local time (the custom time's first value). */
export const tomorrowMorning = (now: Date): Date => at(now, 1, 9);
