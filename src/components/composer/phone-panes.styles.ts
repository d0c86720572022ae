/**
 * The phone comparison's styles (with `phone-panes.ts`, adopted when it first shows): three phones side by side in a
 * column that then takes the room of three phones beside the editor, or a tab bar above one phone. The phones
 * themselves are the previews' (`preview-parts.styles.ts`), at a pane's width.
 */
import { css } from 'lit';

export const phonePaneStyles = css`
  /* Side by side: the previews' column takes three phones' room beside the editor (the composer is wide: 1240 px+). */
  .base:has(> .previews .phone-panes.side) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  .phone-panes {
    --_pane-w: min(100%, 300px);
    width: 100%;
    display: grid;
    gap: 0.75rem;
    justify-items: center;
  }
  .phone-panes.side {
    grid-template-columns: repeat(3, 300px);
    align-items: start;
  }
  .pane {
    display: grid;
    gap: 0.5rem;
    width: var(--_pane-w);
    align-content: start;
    min-width: 0;
  }
  .pane[hidden] {
    display: none;
  }
  .pane:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 4px;
    border-radius: var(--_radius);
  }
  .pane .phone {
    width: 100%;
    box-sizing: border-box;
  }
  .phone.none .screen {
    place-items: center;
    align-content: center;
  }
  .nothing {
    color: var(--_muted);
    margin: 0;
  }
  .pane-figures {
    margin: 0;
    font-size: 0.86em;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  .losses {
    font-size: 0.86em;
    border-top: 1px solid var(--_border);
    padding-top: 0.4rem;
  }
  .losses ul {
    margin: 0.3rem 0 0;
    padding-inline-start: 1.1rem;
    display: grid;
    gap: 0.25rem;
  }
  .losses p {
    margin: 0.3rem 0 0;
    color: var(--_muted);
  }
  .losses li {
    overflow-wrap: anywhere;
  }
  .tablist {
    display: flex;
    width: 100%;
    border-bottom: 1px solid var(--_border);
  }
  .tab {
    flex: 1;
    min-width: 0;
    font: inherit;
    font-size: 0.86em;
    color: var(--_muted);
    background: none;
    border: 0;
    border-bottom: 3px solid transparent;
    padding: 0.5rem 0.25rem;
    cursor: pointer;
  }
  .tab[aria-selected='true'] {
    color: var(--_text);
    border-bottom-color: var(--_primary);
    font-weight: 600;
  }
  .tab:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
`;
