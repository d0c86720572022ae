/**
 * Composer layout: the editor column beside the phone previews (stacked when narrow), field and list rules. The
 * previews' own styles come with them (`preview-parts.styles.ts`, in `later.ts`).
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
  /* In the flow at the composer's top, never stuck: a stuck bar covered whatever scrolled under it (the message's
     label and counter while typing), and a switch may never hide the content it switches. */
  .pv-toggle {
    display: flex;
    justify-content: flex-end;
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
  /* Every column of the editor may shrink to the composer's width (minmax(0, …)): no content, such as a folded
     card's one-line title, widens it past the page or under the previews. */
  .form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
    min-width: 0;
  }
  .content {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.6rem;
  }
  fieldset {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    margin: 0;
    padding: 0.6rem 0.75rem 0.75rem;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
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
    grid-template-columns: minmax(0, 1fr) auto;
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
  /* Send while sending: off, yet still focusable (a disabled button would drop keyboard focus to the page). */
  .btn[aria-disabled='true'] {
    opacity: 0.55;
    cursor: progress;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.6rem;
  }
`;
