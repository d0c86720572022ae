/**
 * Styles of the blast's views both elements show (`<parley-blast>` and the composer's blast mode): the confirm's
 * summary and the progress counters (`dl.summary`); the confirm's message, fallback and files as written
 * (`confirm.ts`); what each recipient of a blast will get / got (`splitList` and `gotList` in split.ts): one row per
 * leg, reasons and price under the count; and the progress bar beside them (`blastProgress` in progress.ts), in the
 * element's colours (`--_primary` on `--_surface`, light and dark), not the browser's.
 */
import { css } from 'lit';

export const splitStyles = css`
  /* The confirm's summary and the progress counters: label and figure side by side, figures in even columns. */
  dl.summary {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25em 1em;
    margin: 0 0 var(--_gap, 0.75rem);
  }
  dl.summary dt {
    color: var(--_muted);
  }
  dl.summary dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  /* The confirm's message and fallback as written: line breaks kept, long ones folded after four lines. */
  /* Its own direction (dir="auto"), aligned as the page reads (Chromium resolves match-parent as start). */
  dd.said {
    text-align: left;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 4;
    line-clamp: 4;
    overflow: hidden;
  }
  :host([dir='rtl']) dd.said {
    text-align: right;
  }
  /* A URL is one long word: it folds anywhere rather than widen the page on a phone. */
  dd.url {
    overflow-wrap: anywhere;
  }
  .split h4 {
    font-size: 0.95em;
    margin: 0 0 0.4em;
  }
  .split ul {
    list-style: none;
    margin: 0 0 var(--_gap, 0.75rem);
    padding: 0;
    display: grid;
    gap: 0.4em;
  }
  .split li {
    display: grid;
    grid-template-columns: 7.5em 1fr;
    gap: 0.1em 0.75em;
    padding: 0.4em 0.6em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .split .leg {
    font-weight: 600;
    grid-row: span 3;
  }
  .split .count {
    font-variant-numeric: tabular-nums;
  }
  .split .why,
  .split .price {
    grid-column: 2;
    font-size: 0.88em;
    color: var(--_muted);
  }
  .blast-bar {
    display: grid;
    gap: 0.3em;
    margin: 0 0 var(--_gap, 0.75rem);
  }
  .blast-bar-label {
    font-size: 0.9em;
    font-variant-numeric: tabular-nums;
  }
  .blast-bar progress {
    -webkit-appearance: none;
    appearance: none;
    display: block;
    width: 100%;
    height: 0.6em;
    margin: 0;
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: var(--_surface);
    color: var(--_primary);
    overflow: hidden;
  }
  .blast-bar progress::-webkit-progress-bar {
    background: var(--_surface);
  }
  /* The value in the bar's colour (the primary), so one declaration themes it. */
  .blast-bar progress::-webkit-progress-value {
    background: currentColor;
  }
  .blast-bar progress::-moz-progress-bar {
    background: currentColor;
  }
`;
