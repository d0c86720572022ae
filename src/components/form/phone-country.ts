/**
 * The country picker of phone fields: which country national input ("(415) 555-0123") is read in, before it is
 * normalized to E.164. Its list is the calling codes' index of the numbering plans (`core/phone-metadata/index.ts`),
 * loaded with them (`phone-plans.ts`), so forms without a phone field never carry it; it is shown once the phone
 * library and the plans of the field's country have arrived. Names come from `Intl.DisplayNames` in the form's locale:
 * one per locale (`regionNames`), made once the first screen is shown — a page's first `Intl.DisplayNames` loads
 * ICU's display-name data, a tenth of a second of a phone's CPU that the render showing the fields never waits for.
 */
import { css, html, type TemplateResult } from 'lit';
import type { Translate } from './values.js';
import { countryName, regionNames } from '../../core/region-names.js';

/** The countries of each calling code (`core/phone-metadata/index.ts`, loaded with the plans: `phone-plans.ts`). */
export type CallingCodes = Readonly<Record<string, readonly string[]>>;

export interface CountryOption {
  code: string;
  label: string;
}

/**
 * The picker and the number share a row when both fit (12em each) and wrap onto two full-width rows when they do
 * not (a phone's 390 px): a country name is never cut mid-word ("United State").
 */
export const countryStyles = css`
  .row:has(.country) {
    flex-wrap: wrap;
  }
  .row select.country,
  .row .country.pending {
    flex: 1 1 12em;
    width: auto;
    min-width: 0;
  }
  .row .country.pending {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5em 0.7em;
    border: 1px solid var(--_f-control-border);
    border-radius: calc(var(--_f-radius) * 0.75);
    color: var(--_f-muted);
    /* Its name fills in after the first screen: one line, so the row keeps the height it was shown with. */
    white-space: nowrap;
    overflow: hidden;
  }
  .row .country ~ input {
    flex: 1 1 12em;
    width: auto;
    min-width: 0;
  }
`;

const lists = new Map<string, CountryOption[]>();

/** Every country the phone metadata knows, named in `locale` with its calling code, sorted by name. */
export function countryOptions(locale: string, codes: CallingCodes): CountryOption[] {
  let list = lists.get(locale);
  if (!list) {
    const named = regionNames(locale);
    const collator = new Intl.Collator(locale);
    list = Object.entries(codes)
      .flatMap(([dial, codes]) => codes.map((code) => ({ code, name: named?.of(code) ?? code, dial })))
      .sort((a, b) => collator.compare(a.name, b.name))
      // The calling code is isolated left-to-right, so "+20" never reads "20+" in a right-to-left page.
      .map(({ code, name, dial }) => ({ code, label: `${name} \u2066+${dial}\u2069` }));
    lists.set(locale, list);
  }
  return list;
}

/** The picker, before the phone input in its row; `data-country` tells the element's input handler what it is. */
export function renderCountry(
  key: string,
  country: string | undefined,
  locale: string,
  t: Translate,
  codes: CallingCodes,
): TemplateResult {
  return html`<select class="country" part="country" data-k=${key} data-country="1" aria-label=${t('phoneCountry')} autocomplete="tel-country-code">
    ${countryOptions(locale, codes).map((o) => html`<option value=${o.code} ?selected=${o.code === country}>${o.label}</option>`)}
  </select>`;
}

/**
 * Until the list arrives: the country numbers are read in, named where the picker will be, so the row has its
 * final layout from the first screen (the picker replacing it moves nothing). Not a control: nothing to choose yet.
 * The first screen passes no country: the box is there, empty (its size is its style's, not its text's), and the
 * name fills in once that screen is shown (`regionNames` is not made in the render that shows the fields).
 */
export function renderCountryPending(country: string | undefined, locale: string): TemplateResult {
  return html`<span class="country pending" aria-hidden="true">${country ? regionName(country, locale) : ''}</span>`;
}

/** A country's name, or its code where the locale's names do not take it. */
const regionName = (country: string, locale: string): string => countryName(country, locale) ?? country;
