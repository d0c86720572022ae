import { css } from 'lit';

/**
 * Buttons that read as links in the small elements' text (link stats' Retry and Close, agent identity's Retry):
 * one rule for both, apart from the base styles so no other element's first screen carries it.
 */
export const linkButtonStyles = css`
  .close,
  .retry {
    font: inherit;
    color: var(--_primary);
    background: none;
    border: 0;
    cursor: pointer;
    padding: 0.1em 0.3em;
    text-decoration: underline;
    /* One a finger or a shaky pointer can hit (WCAG 2.2 target size), however small the text around it. */
    min-block-size: 24px;
  }
`;
