/** Styles of `<parley-blast>`: the shared tokens plus a stepped form. */
import { css } from 'lit';
import { baseStyles } from '../shared/styles.js';
import { failedListStyles } from './failed-list.styles.js';
import { splitStyles } from './split.styles.js';

export const blastStyles = [
  baseStyles,
  css`
    :host {
      --_gap: var(--parley-blast-gap, 0.75rem);
      padding: var(--parley-blast-padding, 0.75rem);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
    }
    h2 {
      font-size: 1.05em;
      margin: 0 0 var(--_gap);
    }
    .field,
    fieldset {
      display: grid;
      gap: 0.25em;
      margin: 0 0 var(--_gap);
    }
    fieldset {
      border: 0;
      padding: 0;
      display: flex;
      gap: 1em;
      flex-wrap: wrap;
    }
    legend,
    label.block,
    .label.block {
      font-weight: 600;
      font-size: 0.9em;
      padding: 0;
    }
    legend {
      margin-bottom: 0.25em;
    }
    textarea,
    input:not([type='radio']):not([type='checkbox']),
    select {
      width: 100%;
    }
    textarea {
      min-height: 5em;
      resize: vertical;
    }
    [aria-invalid='true'] {
      border-color: var(--_error);
    }
    .actions {
      display: flex;
      gap: 0.5em;
      flex-wrap: wrap;
    }
    /* A busy button keeps the focus (aria-disabled, not disabled); its words say it is busy, so they stay readable. */
    .btn[aria-disabled='true'] {
      cursor: progress;
    }
    .muted {
      color: var(--_muted);
    }
    /* Beside "Send as": why RCS is off (no agent to send it). */
    fieldset.send-as .note {
      flex-basis: 100%;
      margin: 0;
      font-size: 0.9em;
    }
    textarea.short {
      min-height: 3em;
    }
    /* The RCS agent picker: one card per agent, the chosen one outlined. */
    fieldset.agents {
      display: grid;
      gap: 0.5em;
    }
    .agent-option {
      display: flex;
      align-items: flex-start;
      gap: 0.6em;
      padding: 0.5em 0.6em;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      cursor: pointer;
    }
    .agent-option:has(input:checked) {
      border-color: var(--_primary);
      box-shadow: 0 0 0 1px var(--_primary);
    }
    .agent-option input {
      margin-block-start: 0.9em;
    }
    .agent-card,
    .agent-about {
      display: grid;
      gap: 0.2em;
      min-width: 0;
    }
    .agent-about {
      font-size: 0.88em;
      color: var(--_muted);
    }
    .agent-about .description {
      display: block;
      color: var(--_text);
    }
  `,
  failedListStyles,
  splitStyles,
];
