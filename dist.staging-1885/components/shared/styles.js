/**
 * Design tokens and shared rules. Every element's colours come from `--parley-*` custom properties with light and
 * dark defaults, so a host restyles an element with custom properties and `::part()`, never `!important`.
 */
import { css } from 'lit';
/** The dark palette, used by `theme="dark"` and by `theme="auto"` when the system prefers dark. */
const darkPalette = css `
  --_bg: var(--parley-color-background, #0d1117);
  --_surface: var(--parley-color-surface, #161b22);
  --_text: var(--parley-color-text, #e6edf3);
  --_muted: var(--parley-color-muted, #9da7b3);
  --_border: var(--parley-color-border, #30363d);
  --_primary: var(--parley-color-primary, #8b83ff);
  --_on-primary: var(--parley-color-on-primary, #0d1117);
  --_error: var(--parley-color-error, #ff8a80);
  --_success: var(--parley-color-success, #5fd38d);
  --_focus: var(--parley-color-focus, #79c0ff);
`;
export const baseStyles = css `
  :host {
    --_bg: var(--parley-color-background, #ffffff);
    --_surface: var(--parley-color-surface, #f4f5f7);
    --_text: var(--parley-color-text, #1b1f24);
    --_muted: var(--parley-color-muted, #57606a);
    --_border: var(--parley-color-border, #d0d7de);
    --_primary: var(--parley-color-primary, #4f46e5);
    --_on-primary: var(--parley-color-on-primary, #ffffff);
    --_error: var(--parley-color-error, #b42318);
    --_success: var(--parley-color-success, #067647);
    --_radius: var(--parley-radius, 10px);
    --_font: var(--parley-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_focus: var(--parley-color-focus, #2563eb);
    display: block;
    box-sizing: border-box;
    color: var(--_text);
    background: var(--_bg);
    font-family: var(--_font);
    font-size: var(--parley-font-size, 14px);
    line-height: 1.45;
  }
  :host([theme='dark']) {
    ${darkPalette}
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      ${darkPalette}
    }
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  .btn {
    border: 1px solid var(--_border);
    background: var(--_surface);
    border-radius: calc(var(--_radius) * 0.7);
    padding: 0.4em 0.9em;
    min-height: 32px;
  }
  .btn-primary {
    background: var(--_primary);
    color: var(--_on-primary);
    border-color: transparent;
  }
  .btn:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  input,
  textarea,
  select {
    font: inherit;
    color: inherit;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.6);
    padding: 0.45em 0.6em;
  }
  .error-text {
    color: var(--_error);
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      animation: none !important;
      transition: none !important;
    }
  }
`;
