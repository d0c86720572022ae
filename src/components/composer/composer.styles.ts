/**
 * Composer layout: the editor column beside the phone previews (stacked when narrow), field, list and chip rules.
 * Colours come from the shared `--parley-*` tokens through the private `--_*` properties of `baseStyles`.
 */
import { css } from 'lit';

export const composerStyles = css`
  :host {
    --_phone-w: var(--parley-composer-phone-width, 320px);
    --_bubble: var(--parley-composer-bubble-background, var(--_bg));
    --_sms: var(--parley-composer-sms-bubble-background, #1a7f37);
    --_chip: var(--parley-composer-chip-color, var(--_primary));
    --_warn: var(--parley-color-warning, #875a00);
    container-type: inline-size;
  }
  :host([theme='dark']) {
    --_warn: var(--parley-color-warning, #e3b341);
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      --_warn: var(--parley-color-warning, #e3b341);
    }
  }
  .base {
    display: grid;
    gap: 1rem;
    grid-template-columns: minmax(0, 1fr);
    padding: 0.75rem;
  }
  .pv-toggle {
    position: sticky;
    top: 0;
    z-index: 1;
    justify-self: end;
  }
  @container (max-width: 719.9px) {
    .base:not(:has(.pv:checked)) > .previews,
    .base:has(.pv:checked) > .form {
      display: none;
    }
  }
  @container (min-width: 720px) {
    .pv-toggle {
      display: none;
    }
    .base {
      grid-template-columns: minmax(0, 1fr) calc(var(--_phone-w) + 1.5rem);
    }
    .previews {
      grid-column: 2;
      grid-row: 1 / span 2;
      align-self: start;
      position: sticky;
      top: 0;
    }
  }
  .form {
    display: grid;
    gap: 0.75rem;
    min-width: 0;
  }
  .content {
    display: grid;
    gap: 0.6rem;
  }
  fieldset {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    margin: 0;
    padding: 0.6rem 0.75rem 0.75rem;
    display: grid;
    gap: 0.6rem;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    padding: 0 0.3em;
  }
  .kind {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
  }
  .field {
    display: grid;
    gap: 0.2rem;
    grid-template-columns: 1fr auto;
  }
  .field > label {
    font-weight: 500;
  }
  .field > input,
  .field > textarea,
  .field > select,
  .field > .hint,
  .field > .error-text {
    grid-column: 1 / -1;
  }
  .field > .counter {
    grid-row: 1;
    grid-column: 2;
  }
  textarea {
    resize: vertical;
    min-height: 4.5em;
  }
  [aria-invalid='true'] {
    border-color: var(--_error);
  }
  .hint,
  .counter,
  .muted {
    color: var(--_muted);
    font-size: 0.86em;
  }
  .counter {
    font-variant-numeric: tabular-nums;
  }
  .counter.over {
    color: var(--_error);
    font-weight: 600;
  }
  .error-text {
    margin: 0;
    font-size: 0.9em;
  }
  .header p {
    margin: 0;
  }
  .check {
    display: flex;
    gap: 0.5em;
    align-items: center;
  }
  .btn.add {
    justify-self: start;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.6rem;
  }
  /* previews */
  .previews {
    display: grid;
    gap: 0.75rem;
    justify-items: center;
    align-content: start;
  }
  .phone {
    margin: 0;
    width: min(100%, var(--_phone-w));
    /* A phone: a dark bezel (outlined for dark pages) around the screen. */
    border: 10px solid #202124;
    outline: 1px solid var(--_border);
    border-radius: 36px;
    padding: 0.6rem 0.6rem 1.2rem;
    background: var(--parley-composer-preview-background, var(--_surface));
  }
  /* the phone's conversation header: the agent (or the SMS sender's number) */
  .p-head {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.35rem 0.4rem 0.5rem;
    margin: 0 -0.6rem 0.5rem;
    padding-inline: 0.9rem;
    border-bottom: 1px solid var(--_border);
    font-weight: 600;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .p-head parley-agent-identity {
    background: transparent;
  }
  .p-initial {
    display: grid;
    place-items: center;
    flex: none;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: var(--_primary);
    color: var(--_on-primary);
  }
  .p-time {
    justify-self: center;
    color: var(--_muted);
    font-size: 0.75em;
  }
  figcaption {
    color: var(--_muted);
    font-size: 0.8em;
    text-align: center;
    margin-bottom: 0.4rem;
  }
  .screen {
    display: grid;
    gap: 0.4rem;
    justify-items: start;
    align-content: start;
    min-height: 6rem;
  }
  .bubble,
  .p-card {
    background: var(--_bubble);
    border: 1px solid var(--_border);
    border-radius: 16px;
    max-width: 85%;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  .bubble,
  .p-body > * {
    white-space: pre-wrap;
    /* Each paragraph takes its direction from its own text, also inside the clamped (-webkit-box) bubbles. */
    unicode-bidi: plaintext;
  }
  /* Long texts are cut in the preview (the counters say how long they are); the phone would scroll. */
  .bubble,
  .p-body > p {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: var(--parley-composer-preview-lines, 14);
    overflow: hidden;
  }
  .bubble {
    padding: 0.45rem 0.7rem;
  }
`;
