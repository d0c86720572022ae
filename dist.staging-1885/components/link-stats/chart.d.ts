/**
 * The per-day click chart, drawn as SVG by the element (no chart library: a few bars fit in well under 1 kB).
 * Pure: data in, template out. Days without clicks between the first and the last day are drawn as empty bars.
 */
import { type SVGTemplateResult } from 'lit';
import type { LinkDayClicks } from '../../schemas/links.js';
/** At most this many days are drawn (the most recent ones). */
export declare const MAX_CHART_DAYS = 31;
/** The days from the first to the last click day, gaps filled with 0, the last {@link MAX_CHART_DAYS} of them. */
export declare function fillDays(byDay: readonly LinkDayClicks[]): LinkDayClicks[];
/** The chart's size for `days` days: a slot of 20–48 px per day, so one day is one bar, never a filled box. */
export declare function chartSize(days: number): {
    width: number;
    height: number;
    slot: number;
};
/**
 * Bars of `days` (already filled) on a baseline, each with its count above it (days without clicks: a flat mark,
 * no number), and the dates under the axis: every day while they fit, else every second or third and always the
 * last. The tallest bar fills the height. `label` formats a date; the host labels the `<svg>` for screen readers.
 * `dir` is the element's writing direction: time runs from its start edge.
 */
export declare function clickBars(days: readonly LinkDayClicks[], label: (date: string) => string, dir?: 'ltr' | 'rtl'): SVGTemplateResult;
