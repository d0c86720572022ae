/** Styles of `<parley-link-stats>`: on the shared `--parley-*` tokens, light and dark, right-to-left aware. */
import { css } from 'lit';

export const linkStatsStyles = css`
  :host {
    display: inline-block;
    position: relative;
    background: transparent;
  }
  .toggle {
    font: inherit;
    font-size: 0.85em;
    color: var(--parley-link-stats-text, var(--_text));
    background: var(--parley-link-stats-background, var(--_surface));
    border: 1px solid var(--_border);
    border-radius: 999px;
    padding: 0.1em 0.7em;
    cursor: pointer;
  }
  /* A button a finger or a shaky pointer can hit (WCAG 2.2 target size), however small the message text. */
  .toggle {
    min-block-size: 24px;
  }
  /* A popover placed by the element beside its button (fixed, in the top layer): no UA inset or margin. */
  .panel {
    position: fixed;
    inset: auto;
    margin: 0;
    box-sizing: border-box;
    width: max-content;
    min-width: min(16rem, calc(100vw - 16px));
    max-width: calc(100vw - 16px);
    max-height: calc(100vh - 16px);
    overflow: auto;
    padding: 0.75rem;
    color: var(--_text);
    background: var(--parley-link-stats-panel-background, var(--_bg));
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: 0 6px 24px rgb(0 0 0 / 0.18);
  }
  h2 {
    font-size: 1em;
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0.15rem 0;
  }
  .muted {
    color: var(--_muted);
  }
  /* The chart's title: which days its bars are (the service's UTC days). */
  .caption {
    margin-top: 0.5rem;
    font-size: 0.85em;
  }
  .caption + svg {
    margin-top: 0.25rem;
  }
  /* Drawn at its own size (one bar per day, never stretched into a block); narrower screens scale it down. */
  svg {
    display: block;
    max-width: 100%;
    height: auto;
    margin-top: 0.5rem;
    overflow: visible;
  }
  .value,
  .date {
    font-size: 10px;
    fill: var(--_text);
  }
  .date {
    fill: var(--_muted);
  }
  .axis {
    stroke: var(--_muted);
    stroke-width: 1;
  }
  .bar {
    fill: var(--parley-link-stats-bar, var(--_primary));
  }
  .bar.empty {
    fill: var(--_border);
  }
  .head {
    display: flex;
    justify-content: space-between;
    align-items: start;
    gap: 0.5rem;
  }
  .error {
    color: var(--_error);
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
