/** Styles of the list of recipients a blast did not reach (`failedList` in progress.ts), in every element showing it. */
import { css } from 'lit';

export const failedListStyles = css`
  .failures h4 {
    font-size: 1em;
    margin: 0 0 0.5em;
  }
  .failures ul {
    list-style: none;
    margin: 0 0 var(--_gap, 0.75rem);
    padding: 0;
    display: grid;
    gap: 0.5em;
  }
  .failures li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.1em 0.75em;
    align-items: center;
    padding: 0.5em 0.75em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .failures .reason {
    grid-column: 1;
    color: var(--_muted);
    font-size: 0.9em;
  }
  .failures a,
  .failures button {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
  /* The theme's link colour, not the browser's (#0000ee is unreadable on the dark background). */
  .failures a {
    color: var(--_primary);
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  .failures .muted {
    color: var(--_muted);
  }
`;
