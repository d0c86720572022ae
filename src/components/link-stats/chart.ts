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

/** Width the bars may share (CSS px: the chart is drawn at its own size, never stretched). */
const ROOM = 288;
/** Height of the tallest bar; above it a line for the values, below it the axis with the dates. */
const BARS = 64;
const TOP = 14;
const BOTTOM = 18;
/** Room at both ends for the first and last dates, centred under their bars. */
const PAD = 16;

/** Size of the date labels (CSS px; `.date` in link-stats.styles.ts) and the least space kept between two of them. */
const LABEL_FONT = 10;
const LABEL_GAP = 6;

/**
 * A date label's width, estimated from its characters at {@link LABEL_FONT}, on the wide side of common UI fonts
 * (digits ~0.56 em, spaces ~0.3 em, letters of any script ~0.62 em): the chart is a template drawn before layout,
 * so it cannot measure, and a label a little narrower than estimated only leaves more room.
 */
export function labelWidth(text: string): number {
  let em = 0;
  for (const char of text) em += /\p{Nd}/u.test(char) ? 0.56 : /\s/u.test(char) ? 0.3 : /\p{M}/u.test(char) ? 0 : 0.62;
  return em * LABEL_FONT;
}

/** Every how many days a date is written so that no two labels touch: from the widest label, in any language. */
export function labelStep(labels: readonly string[], slot: number): number {
  const widest = Math.max(0, ...labels.map(labelWidth));
  return Math.max(1, Math.ceil((widest + LABEL_GAP) / slot));
}

/** The chart's size for `days` days: a slot of 20–48 px per day, so one day is one bar, never a filled box. */
export function chartSize(days: number): { width: number; height: number; slot: number } {
  const slot = Math.max(20, Math.min(48, Math.floor(ROOM / Math.max(1, days))));
  return { width: slot * Math.max(1, days) + 2 * PAD, height: TOP + BARS + BOTTOM, slot };
}

/**
 * Bars of `days` (already filled) on a baseline, each with its count above it (days without clicks: a flat mark,
 * no number), and the dates under the axis: every day while they fit, else every n-th as their width needs
 * (`labelStep`), always the last, and none so close before the last that the two would touch. The tallest bar fills
 * the height. `label` formats a date and `value` says a count: the host's catalog words (`t()` with a numeric
 * `{count}`), so a count reads as its language writes numbers; the host labels the `<svg>` for screen readers.
 * `dir` is the element's writing direction: time runs from its start edge.
 */
export function clickBars(
  days: readonly LinkDayClicks[],
  label: (date: string) => string,
  value: (clicks: number) => string,
  dir: 'ltr' | 'rtl' = 'ltr',
): SVGTemplateResult {
  const most = Math.max(1, ...days.map((d) => d.clicks));
  const { width, slot } = chartSize(days.length);
  const bar = Math.min(28, Math.round(slot * 0.6));
  const labels = days.map((day) => label(day.date));
  const step = labelStep(labels, slot);
  const last = days.length - 1;
  const base = TOP + BARS;
  return svg`${days.map((day, i) => {
    const h = day.clicks ? Math.max(2, (day.clicks / most) * BARS) : 1;
    // Time runs in the reading direction: in right-to-left layouts the first day is on the right (as an Arabic
    // reader's timelines and progress bars run), so dates read in order from the start edge.
    const mid = PAD + (dir === 'rtl' ? days.length - 1 - i : i) * slot + slot / 2;
    const dated = i === last || (i % step === 0 && last - i >= step);
    return svg`<rect part="chart-bar" class=${day.clicks ? 'bar' : 'bar empty'} data-date=${day.date} data-clicks=${day.clicks}
        x=${(mid - bar / 2).toFixed(1)} y=${(base - h).toFixed(1)} width=${bar} height=${h.toFixed(1)} rx="1.5"></rect>
      ${day.clicks ? svg`<text class="value" part="chart-value" x=${mid} y=${(base - h - 3).toFixed(1)} text-anchor="middle">${value(day.clicks)}</text>` : ''}
      ${dated ? svg`<text class="date" part="chart-date" x=${mid} y=${base + 14} text-anchor="middle">${labels[i]}</text>` : ''}`;
  })}
    <line class="axis" part="chart-axis" x1=${PAD / 2} x2=${width - PAD / 2} y1=${base + 0.5} y2=${base + 0.5}></line>`;
}
