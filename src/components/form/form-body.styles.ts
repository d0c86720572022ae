/**
 * `<parley-form>` styles of a shown form: its head, notes and error summary, the fields with their labels, help,
 * errors and native controls, and the thank-you panel. Loaded with the session (`ready.ts`) and adopted into the
 * element's shadow root when the session is created, before the form first renders: the element's first screen
 * (its loading state, `form.styles.ts`) needs none of it. The `--_f-*` colours are set on `.page` there.
 */
import { css } from 'lit';

export const formBodyStyles = css`
  .title {
    font-size: 1.5em;
    font-weight: 650;
    line-height: 1.25;
    margin: 0 0 0.4em;
  }
  .description,
  .note,
  .done-text {
    white-space: pre-line;
    margin: 0 0 1em;
  }
  .description,
  .help,
  .value {
    color: var(--_f-muted);
  }
  .note {
    border-inline-start: 4px solid var(--_f-primary);
    padding: 0.5em 0.8em;
    background: color-mix(in srgb, var(--_f-primary) 8%, transparent);
    border-radius: calc(var(--_f-radius) * 0.5);
  }
  .summary {
    border: 2px solid var(--_f-error);
    border-radius: calc(var(--_f-radius) * 0.6);
    padding: 0.75em 1em;
    margin: 0 0 1.25em;
  }
  .summary p {
    margin: 0 0 0.4em;
  }
  /* The padding (cancelled by the margins) leaves room for focus rings: content-visibility clips painting to the
     field's padding box, which cut a ring (2px + 2px offset) down to its top edge and halved the first star. */
  .field {
    margin: -6px -6px calc(1.25em - 6px);
    padding: 6px;
  }
  /* Long forms: off-screen fields skip layout and paint (a field type whose popup overflows the field, such as the
     address suggestions, sets it back to visible in its own styles). Not the first screen's: a skipped field in view
     is laid out a frame late at its placeholder size, which moved everything below it (a layout shift on load). */
  .field:nth-child(n + 9) {
    content-visibility: auto;
    contain-intrinsic-size: auto 5em;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  label,
  legend {
    display: block;
    font-weight: 600;
    margin: 0 0 0.3em;
    padding: 0;
  }
  .req {
    color: var(--_f-error);
    margin-inline-start: 0.2em;
  }
  .help {
    font-size: 0.9em;
    margin: 0 0 0.4em;
  }
  .error {
    color: var(--_f-error);
    font-size: 0.9em;
    font-weight: 600;
    margin: 0.3em 0 0;
  }
  .error::before {
    content: '! ';
  }
  input,
  textarea,
  select {
    display: block;
    width: 100%;
    min-height: 44px;
    background: var(--_f-field-bg);
    color: var(--_f-text);
    border: 1px solid var(--_f-control-border);
    border-radius: calc(var(--_f-radius) * 0.75);
    padding: 0.5em 0.7em;
  }
  textarea {
    field-sizing: content;
    min-height: 5.5em;
    max-height: 60vh;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: var(--_f-error);
    box-shadow: 0 0 0 1px var(--_f-error);
  }
  .row {
    display: flex;
    align-items: center;
    gap: 0.75em;
  }
  .value {
    min-width: 4ch;
    font-variant-numeric: tabular-nums;
  }
  /* The thank-you panel takes focus so it is read out; it is not a control, so it shows no ring. */
  .done:focus {
    outline: none;
  }
`;
