/**
 * The address field: the street input is an ARIA 1.2 combobox offering places (as in Shopify's and Stripe's
 * checkouts), and the other parts are plain inputs with autofill tokens, so manual entry and browser autofill
 * always work; choosing a suggestion fills every part.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { FieldOf } from '../../../schemas/forms.js';
import type { FormMessageKey } from '../../../i18n/form.js';
import { emptyAddress, type AddressPart, type RawAddress } from '../values.js';
import { describedBy, error, fid, help, invalid, marker, type FieldView } from './common.js';

const PARTS: [AddressPart, FormMessageKey, string, string][] = [
  ['line2', 'addressLine2', 'address-line2', 'wide'],
  ['city', 'city', 'address-level2', ''],
  ['region', 'region', 'address-level1', ''],
  ['postalCode', 'postalCode', 'postal-code', ''],
  ['country', 'country', 'country', ''],
];

function part(view: FieldView, address: RawAddress, [name, label, token, cls]: (typeof PARTS)[number]): TemplateResult {
  const path = `${view.field.key}.${name}`;
  return html`<div class="part ${cls}">
    <label part="label" for=${fid(path)}>${view.t(label)}</label>
    <input
      part="input"
      id=${fid(path)}
      name=${path}
      data-k=${view.field.key}
      data-p=${name}
      .value=${address[name]}
      autocomplete=${token}
      maxlength=${name === 'country' ? 2 : nothing}
      aria-invalid=${invalid(view, path)}
      aria-describedby=${describedBy(view, path)}
    />${error(view, path)}
  </div>`;
}

export function renderAddress(view: FieldView<FieldOf<'address'>>): TemplateResult {
  const { field, t, search } = view;
  const address = (view.value as RawAddress | undefined) ?? emptyAddress(field.country);
  const line1 = `${field.key}.line1`;
  const listId = fid(field.key, 'list');
  const open = !!search?.open;
  const status = search?.status === 'searching' ? t('searching')
    : search?.status === 'failed' ? t('placesFailed')
    : search?.status === 'done' && !search.options.length ? t('noSuggestions') : '';
  return html`<fieldset part="group" class="address" aria-describedby=${describedBy({ ...view, errors: {} })}>
    <legend part="label"><span dir="auto">${field.label}</span>${marker(view, true)}</legend>
    ${help(view)}${error(view)}
    <div class="combo" part="combobox">
      <label part="label" for=${fid(line1)}>${t('addressLine1')}</label>
      <input
        part="input"
        id=${fid(line1)}
        name=${line1}
        data-k=${field.key}
        data-p="line1"
        data-combo="1"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded=${open ? 'true' : 'false'}
        aria-controls=${listId}
        aria-activedescendant=${open && search!.active >= 0 ? fid(field.key, `opt${search!.active}`) : nothing}
        autocomplete="address-line1"
        .value=${address.line1}
        aria-invalid=${invalid(view, line1)}
        aria-describedby=${describedBy(view, line1)}
      />
      <ul id=${listId} role="listbox" part="listbox" aria-label=${t('suggestions')} ?hidden=${!open}>
        ${open
          ? search!.options.map((place, i) => html`<li
              id=${fid(field.key, `opt${i}`)}
              role="option"
              part="option"
              data-k=${field.key}
              data-i=${i}
              aria-selected=${i === search!.active ? 'true' : 'false'}
              dir="auto"
            >${place.description}</li>`)
          : nothing}
      </ul>
      ${status ? html`<p class="help">${status}</p>` : nothing}
      ${error(view, line1)}
    </div>
    <div class="parts">${PARTS.map((p) => part(view, address, p))}</div>
  </fieldset>`;
}
