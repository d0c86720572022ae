/**
 * `<parley-form>` styles of its first screen: the page, the card, the loading and status panels, the primary button.
 * Colours resolve in three layers: the host's `--parley-form-*` custom properties, then the form's theme (set by the
 * element as `--_t-*` on `.page`, from `themeToCustomProperties`), then the shared `--parley-*` tokens with their
 * light/dark defaults. What only a shown form uses (its head, notes, fields and their controls, the thank-you
 * panel) is `form-body.styles.ts`, adopted by the session before the form first shows.
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
