/**
 * The address field's code, loaded on first use (only forms with an address field carry it): the combobox state,
 * its template and its styles. See `address-search.ts` and `fields/address.ts`.
 */
import { css } from 'lit';

export { AddressSearch } from './address-search.js';
export { renderAddress } from './fields/address.js';
// Loaded only after the element: reaching it makes esbuild give the element's modules one chunk (docs/decisions.md
// "Size budgets"; the inbox's lazy chunks do the same).
import './form.component.js';

export const addressStyles = css`
  .combo {
    position: relative;
  }
  [role='listbox'] {
    position: absolute;
    inset-inline: 0;
    z-index: 2;
    margin: 2px 0 0;
    padding: 4px;
    list-style: none;
    background: var(--_f-field-bg);
    border: 1px solid var(--_f-border);
    border-radius: calc(var(--_f-radius) * 0.75);
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
    max-height: 18em;
    overflow: auto;
  }
  [role='option'] {
    padding: 0.55em 0.7em;
    border-radius: calc(var(--_f-radius) * 0.5);
    cursor: pointer;
  }
  [role='option'][aria-selected='true'],
  [role='option']:hover {
    background: var(--_f-primary);
    color: var(--_f-on-primary);
  }
  .parts {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.75em;
    margin-top: 0.75em;
  }
  .part.wide {
    grid-column: 1 / -1;
  }
  .part label {
    font-weight: 500;
  }
  @media (max-width: 420px) {
    .parts {
      grid-template-columns: 1fr;
    }
  }`;
