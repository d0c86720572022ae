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
  .panel {
    position: absolute;
    inset-inline-start: 0;
    top: calc(100% + 4px);
    z-index: 10;
    min-width: 16rem;
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
  svg {
    display: block;
    width: 100%;
    height: 72px;
    margin-top: 0.5rem;
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
  .close,
  .retry {
    font: inherit;
    color: var(--_primary);
    background: none;
    border: 0;
    cursor: pointer;
    padding: 0.1em 0.3em;
    text-decoration: underline;
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
