/**
 * The per-day click chart, drawn as SVG by the element (no chart library: a few bars fit in well under 1 kB).
 * Pure: data in, template out. Days without clicks between the first and the last day are drawn as empty bars.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { LinkDayClicks } from '../../schemas/links.js';

/** At most this many days are drawn (the most recent ones). */
export const MAX_CHART_DAYS = 31;

/** The days from the first to the last click day, gaps filled with 0, the last {@link MAX_CHART_DAYS} of them. */
export function fillDays(byDay: readonly LinkDayClicks[]): LinkDayClicks[] {
  if (!byDay.length) return [];
  const counts = new Map(byDay.map((d) => [d.date, d.clicks]));
  const first = Date.parse(`${byDay[0]!.date}T00:00:00Z`);
  const last = Date.parse(`${byDay[byDay.length - 1]!.date}T00:00:00Z`);
  const days: LinkDayClicks[] = [];
  for (let at = Math.max(first, last - (MAX_CHART_DAYS - 1) * 86_400_000); at <= last; at += 86_400_000) {
    const date = new Date(at).toISOString().slice(0, 10);
    days.push({ date, clicks: counts.get(date) ?? 0 });
  }
  return days;
}

const WIDTH = 240;
const HEIGHT = 72;

/** Bars of `days` (already filled); the tallest bar fills the height. Decorative: the host labels the `<svg>`. */
export function clickBars(days: readonly LinkDayClicks[]): SVGTemplateResult {
  const most = Math.max(1, ...days.map((d) => d.clicks));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = Math.max(2, slot * 0.7);
  return svg`${days.map((day, i) => {
    const h = day.clicks ? Math.max(2, (day.clicks / most) * (HEIGHT - 4)) : 1;
    return svg`<rect part="chart-bar" class=${day.clicks ? 'bar' : 'bar empty'} data-date=${day.date} data-clicks=${day.clicks}
      x=${(i * slot + (slot - bar) / 2).toFixed(1)} y=${(HEIGHT - h).toFixed(1)} width=${bar.toFixed(1)} height=${h.toFixed(1)} rx="1.5"></rect>`;
  })}`;
}

export const CHART_VIEWBOX = `0 0 ${WIDTH} ${HEIGHT}`;
