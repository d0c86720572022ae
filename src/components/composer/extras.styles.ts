/** Styles of the composer's extras (sender, short links, templates, test send, blast mode): small, first-screen. */
import { css } from 'lit';
import { failedListStyles } from '../blast/failed-list.styles.js';
import { splitStyles } from '../blast/split.styles.js';

export const extrasStyles = css`
  :host([data-blast-step]) [part~='send-button'] {
    display: none;
  }
  .agent {
    display: block;
    margin-block: 0.5rem;
  }
  /* The composer's own launch warning says what this draft does (fallback or not): the identity's would repeat it. */
  .agent::part(warning) {
    display: none;
  }
  .send-to {
    border: 0;
    padding: 0;
    margin: 0.5rem 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
  }
  .send-to legend {
    font-weight: 600;
    padding: 0;
  }
  /* Locked while a blast is confirmed or followed: unchosen options fade, so the choice still reads (in dark too). */
  .send-to input:disabled:not(:checked) {
    opacity: 0.45;
  }
  .launch-warning {
    margin: 0.5rem 0;
    padding: 0.5rem 0.75rem;
    border-inline-start: 4px solid var(--parley-composer-warning, #b45309);
    background: var(--_surface);
  }
  .shorten,
  .templates,
  .test-send,
  .blast {
    margin: 0.75rem 0;
  }
  .shorten .hint {
    margin: 0.25rem 0 0;
  }
  .templates,
  .test-send .row,
  .templates .inline {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem;
  }
  .templates .confirm {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .templates .confirm p {
    margin: 0;
    flex-basis: 100%;
  }
  .test-send summary {
    cursor: pointer;
    font-weight: 600;
  }
  .test-send .field {
    flex: 0 1 18rem;
  }
  .templates {
    align-items: center;
  }
  .success-text {
    color: var(--_success);
  }
  .blast {
    padding: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .blast h3 {
    margin: 0 0 0.5rem;
    font-size: 1em;
  }
  /* The blast's confirm and progress views: <parley-blast>'s own styles (summary, split, bar, who it did not reach). */
  ${failedListStyles}
  ${splitStyles}
`;
