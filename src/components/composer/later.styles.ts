/**
 * The composer's styles that its first screen (an empty text message) does not use: list items and their tools,
 * uploads, the send status, cost line and problem summary (the card, media, carousel, chip and SMS previews are in `preview-parts.styles.ts`, the scheduled list's in
 * `scheduled-section.ts`). Adopted with `later.ts` (size budgets), which every state that shows them waits for.
 */
import { css } from 'lit';

export const laterStyles = css`
  .item {
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    padding: 0.5rem 0.6rem;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.5rem;
    background: var(--_surface);
  }
  .item-head {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    min-width: 0;
  }
  .tools {
    margin-inline-start: auto;
    display: flex;
    gap: 0.25rem;
  }
  .btn.icon {
    min-width: 32px;
    padding: 0.2em 0.5em;
  }
  .cards {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.6rem;
  }
  .handle {
    cursor: grab;
    user-select: none;
    color: var(--_muted);
    padding: 0 0.2em;
  }
  .row {
    display: flex;
    gap: 0.4rem;
    align-items: end;
  }
  .row > .field {
    flex: 1;
    min-width: 0;
  }
  .upload {
    grid-column: 1 / -1;
    margin-top: 0.2rem;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.6rem;
  }
  .upload progress {
    flex: 1 1 8rem;
    accent-color: var(--_primary);
  }
  .text-offer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.6rem;
    margin: 0;
  }
  .channel,
  .confirmed {
    margin: 0;
  }
  .status {
    display: inline-flex;
    gap: 0.5rem;
    align-items: center;
  }
  .cost {
    margin: 0;
  }
  .link {
    border: 0;
    background: none;
    padding: 0;
    color: inherit;
    text-decoration: underline;
  }
  .errors ul {
    margin: 0.2em 0 0;
    padding-inline-start: 1.2em;
  }
`;
