/** Styles of `<parley-contact-panel>`: the shared tokens plus a compact labelled form. */
import { css } from 'lit';
import { baseStyles } from '../shared/styles.js';

export const contactPanelStyles = [
  baseStyles,
  css`
    :host {
      --_gap: var(--parley-contact-panel-gap, 0.75rem);
      padding: var(--parley-contact-panel-padding, 0.75rem);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
    }
    h2 {
      font-size: 1em;
      margin: 0 0 var(--_gap);
      display: flex;
      gap: 0.5em;
      align-items: baseline;
      justify-content: space-between;
    }
    .badge {
      font-size: 0.85em;
      font-weight: normal;
      color: var(--_muted);
    }
    .field {
      display: grid;
      gap: 0.25em;
      margin-bottom: var(--_gap);
    }
    label,
    dt {
      font-weight: 600;
      font-size: 0.9em;
    }
    dl {
      margin: 0;
    }
    dd {
      margin: 0 0 var(--_gap);
      overflow-wrap: anywhere;
      white-space: pre-wrap;
    }
    input:not([type='checkbox']),
    textarea {
      width: 100%;
    }
    textarea {
      min-height: 4.5em;
      resize: vertical;
    }
    [aria-invalid='true'] {
      border-color: var(--_error);
    }
    .hint,
    .muted {
      color: var(--_muted);
      font-size: 0.85em;
    }
    .chips {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35em;
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .chip {
      border: 1px solid var(--_border);
      background: var(--_surface);
      border-radius: 999px;
      padding: 0.1em 0.6em;
      font-size: 0.85em;
      overflow-wrap: anywhere;
    }
    fieldset {
      border: 0;
      padding: 0;
      margin: 0 0 var(--_gap);
    }
    legend {
      padding: 0;
      margin-bottom: 0.25em;
      font-size: 0.9em;
    }
    /* Each audience is a 24 px high row whose label takes the click, and the box itself is at least 20 px with rows
       of 24 px or more between centres: a target a finger or a shaky pointer can hit (WCAG 2.2 target size). */
    label.check {
      display: flex;
      gap: 0.5em;
      align-items: center;
      min-block-size: 24px;
      padding-block: 2px;
      font-weight: normal;
      cursor: pointer;
    }
    label.check input {
      flex: none;
      inline-size: 20px;
      block-size: 20px;
      margin: 0;
    }
    .status {
      min-height: 1.4em;
      font-size: 0.85em;
      color: var(--_muted);
    }
    /* A failed or refused save is an error, not a hint: the theme's error colour at the text's size (the rule above
       would otherwise win over the shared .error-text, being later). */
    .status.error-text {
      font-size: 1em;
      color: var(--_error);
    }
    /* A load that failed is the panel's only content: no gap around it but before its Retry. */
    .load-failed {
      margin: 0;
    }
    .load-failed + .btn {
      margin-top: var(--_gap);
    }
    .count {
      margin: 0;
    }
    /* Audiences without a name to show, counted after the named ones. */
    .chips .more {
      align-self: center;
      color: var(--_muted);
      font-size: 0.85em;
    }
    /* "Audiences" above the count, as big as the labels of the fields above it. */
    .field > strong {
      font-size: 0.9em;
    }
    .threads h3 {
      font-size: 0.95em;
      margin: var(--_gap) 0 0.5em;
    }
    .threads ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.25rem;
    }
    .thread {
      display: grid;
      gap: 0.15em;
      inline-size: 100%;
      text-align: start;
      font: inherit;
      color: inherit;
      background: transparent;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: 0.4em 0.6em;
      cursor: pointer;
    }
    .thread:hover {
      background: color-mix(in srgb, currentColor 6%, transparent);
    }
    .thread:focus-visible {
      outline: 2px solid var(--_focus);
      outline-offset: 1px;
    }
    .thread[aria-current='true'] {
      border-color: var(--_primary);
      border-inline-start: 4px solid var(--_primary);
    }
    .thread-head,
    .thread-last {
      display: flex;
      gap: 0.5em;
      justify-content: space-between;
      min-inline-size: 0;
    }
    .sender,
    .preview {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      min-inline-size: 0;
    }
    .channel,
    .thread-last {
      font-size: 0.85em;
      color: var(--_muted);
      font-weight: normal;
    }
    .channel {
      flex: none;
    }
    time {
      flex: none;
    }
`,
];
