/**
 * `<parley-form>` styles. Colours resolve in three layers: the host's `--parley-form-*` custom properties, then the
 * form's theme (set by the element as `--_t-*` on `.page`, from `themeToCustomProperties`), then the shared
 * `--parley-*` tokens with their light/dark defaults.
 */
import { css } from 'lit';

export const formStyles = css`
  :host {
    background: transparent;
  }
  .page {
    --_f-primary: var(--parley-form-color-primary, var(--_t-color-primary, var(--_primary)));
    --_f-on-primary: var(--parley-form-color-on-primary, var(--_t-color-on-primary, var(--_on-primary)));
    --_f-surface: var(--parley-form-color-surface, var(--_t-color-surface, var(--_bg)));
    --_f-text: var(--parley-form-color-text, var(--_t-color-text, var(--_text)));
    --_f-muted: var(--parley-form-color-muted, var(--_t-color-muted, var(--_muted)));
    --_f-border: var(--parley-form-color-border, var(--_t-color-border, var(--_border)));
    --_f-error: var(--parley-form-color-error, var(--_t-color-error, var(--_error)));
    --_f-field-bg: var(--parley-form-color-field, var(--_t-color-surface, var(--_bg)));
    --_f-radius: var(--parley-form-radius, var(--_t-radius, var(--_radius)));
    /* Input boundaries: the border colour raised to 3:1 against the field (set by the element, see contrast.ts). */
    --_f-control-border: var(--_control-border, var(--_f-border));
    min-height: inherit;
    display: flex;
    justify-content: center;
    align-items: flex-start;
    padding: var(--parley-form-page-padding, clamp(12px, 4vw, 48px) clamp(8px, 3vw, 24px));
    background: var(--parley-form-background, var(--_t-background, var(--_surface)));
    color: var(--_f-text);
    font-family: var(--parley-form-font, var(--_t-font, var(--_font)));
    font-size: var(--parley-form-font-size, 16px);
    /* Native controls follow the card, not the page: a dark page must not draw dark radios on a light card. The
       session sets it from the resolved card colour once the theme is known. */
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) .page {
      color-scheme: dark;
    }
  }
  /* A customised light theme in dark mode (the element's "auto"): the dark tokens with the theme's accent, lightened
     for the dark card (form-theme.ts sets --_t-dark-*); a customised dark theme shows as made. */
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) .page[data-follows-scheme] {
      --_f-primary: var(--parley-form-color-primary, var(--_t-dark-primary, var(--_primary)));
      --_f-on-primary: var(--parley-form-color-on-primary, var(--_bg));
      --_f-surface: var(--parley-form-color-surface, var(--_bg));
      --_f-text: var(--parley-form-color-text, var(--_text));
      --_f-muted: var(--parley-form-color-muted, var(--_muted));
      --_f-border: var(--parley-form-color-border, var(--_border));
      --_f-error: var(--parley-form-color-error, var(--_error));
      --_f-field-bg: var(--parley-form-color-field, var(--_bg));
      background: var(--parley-form-background, var(--_t-dark-background, var(--_surface)));
      color-scheme: dark;
    }
  }
  /* An explicit dark theme is the host's choice for its page: the dark tokens replace the form's light colours
     and backdrop (font and corner radius stay). "auto" keeps a customised form theme as its owner made it. */
  :host([theme='dark']) .page {
    --_f-primary: var(--parley-form-color-primary, var(--_primary));
    --_f-on-primary: var(--parley-form-color-on-primary, var(--_on-primary));
    --_f-surface: var(--parley-form-color-surface, var(--_bg));
    --_f-text: var(--parley-form-color-text, var(--_text));
    --_f-muted: var(--parley-form-color-muted, var(--_muted));
    --_f-border: var(--parley-form-color-border, var(--_border));
    --_f-error: var(--parley-form-color-error, var(--_error));
    --_f-field-bg: var(--parley-form-color-field, var(--_bg));
    background: var(--parley-form-background, var(--_surface));
    color-scheme: dark;
  }
  .card {
    width: 100%;
    max-width: var(--parley-form-max-width, 640px);
    background: var(--_f-surface);
    border: 1px solid var(--_f-border);
    border-radius: var(--_f-radius);
    padding: clamp(16px, 4vw, 32px);
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.06), 0 8px 24px rgb(0 0 0 / 0.06);
  }
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
  .btn-primary {
    background: var(--_f-primary);
    color: var(--_f-on-primary);
    border-radius: calc(var(--_f-radius) * 0.75);
    min-height: 44px;
    padding: 0.6em 1.4em;
    font-weight: 600;
  }
  .btn[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
  /* The thank-you panel takes focus so it is read out; it is not a control, so it shows no ring. */
  .done:focus {
    outline: none;
  }
  .state {
    text-align: center;
    padding: 1.5em 0;
  }
  .spinner {
    display: inline-block;
    width: 1.5em;
    height: 1.5em;
    border: 3px solid var(--_f-border);
    border-top-color: var(--_f-primary);
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
    vertical-align: middle;
    margin-inline-end: 0.5em;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
