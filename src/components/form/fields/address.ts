/**
 * The address field: the street input is an ARIA 1.2 combobox offering places (as in Shopify's and Stripe's
 * checkouts), and the other parts are plain inputs with autofill tokens, so manual entry and browser autofill
 * always work; choosing a suggestion fills every part. Each address field's lookups are an `AddressSearch` owned
 * here, one per field, created on first typing.
 */
import '../first-screen.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import {
  ADDRESS_PARTS,
  addressFromWire,
  addressToWire,
  emptyAddress,
  type AddressPart,
  type RawAddress,
} from '../../../forms/wire-address.js';
import type { FieldOf } from '../../../schemas/forms.js';
import type { FormMessageKey } from '../../../i18n/form.js';
import { AddressSearch, type PlacesProvider } from '../address-search.js';
import { describedBy, error, errorWords, fid, help, invalid, marker, str } from './common.js';
import type { FieldKind, FieldView, KindContext } from './kind.js';
import { autocompletePlaces } from '../../../api/forms.js';

type Address = FieldOf<'address'>;

const styles = css`
  /* The suggestions overflow the field: no content-visibility clipping. */
  .field:has(.address) {
    content-visibility: visible;
  }

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

function render(shown: FieldView<Address>, search: AddressSearch | undefined): TemplateResult {
  const view = { ...shown, hint: shown.t('addressHint') };
  const { field, t } = view;
  const address = (view.value as RawAddress | undefined) ?? emptyAddress(field.country);
  const line1 = `${field.key}.line1`;
  const listId = fid(field.key, 'list');
  const open = !!search?.open;
  const status =
    search?.status === 'searching'
      ? t('searching')
      : search?.status === 'failed'
        ? t('placesFailed')
        : search?.status === 'done' && !search.options.length
          ? t('noSuggestions')
          : '';
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
        ${
          open
            ? search!.options.map(
                (place, i) => html`<li
              id=${fid(field.key, `opt${i}`)}
              role="option"
              part="option"
              data-k=${field.key}
              data-i=${i}
              aria-selected=${i === search!.active ? 'true' : 'false'}
              dir="auto"
            >${place.description}</li>`,
              )
            : nothing
        }
      </ul>
      ${status ? html`<p class="help">${status}</p>` : nothing}
      ${error(view, line1)}
    </div>
    <div class="parts">${PARTS.map((p) => part(view, address, p))}</div>
  </fieldset>`;
}

export function createKind(context: KindContext): FieldKind<Address> {
  const searches = new Map<string, AddressSearch>();
  const { host, t } = context;
  const servicePlaces: PlacesProvider = async (query, { country, signal }) =>
    (await autocompletePlaces(host.api, country ? { query, country } : { query }, { signal })).data;

  const changed = (key: string): void => {
    const search = searches.get(key)!;
    if (search.status === 'done' && search.open)
      context.announce(t('suggestionCount', { count: search.options.length }));
    else if (search.status === 'done' || search.status === 'failed')
      context.announce(search.status === 'failed' ? t('placesFailed') : t('noSuggestions'));
    host.requestUpdate();
  };

  const searchOf = (key: string): AddressSearch => {
    let search = searches.get(key);
    if (!search) {
      search = new AddressSearch(
        () => host.placesProvider ?? servicePlaces,
        () => changed(key),
      );
      searches.set(key, search);
    }
    return search;
  };

  const choose = (field: Address, index: number): void => {
    const search = searches.get(field.key);
    const place = search?.options[index];
    if (!place) return;
    const a = place.address;
    const address: RawAddress = {
      line1: a.line1,
      line2: a.line2 ?? '',
      city: a.city,
      region: a.region ?? '',
      postalCode: a.postalCode ?? '',
      country: a.country,
      formatted: a.formatted || place.description,
    };
    const placeId = a.placeId ?? place.placeId;
    if (placeId) address.placeId = placeId;
    search.cancel();
    search.close();
    context.change(field, address);
    context.validate(field);
    context.announce(t('addressChosen', { address: address.formatted! }));
  };

  return {
    render: (view) => render(view, searches.get(view.field.key)),
    ...errorWords('address'),
    input(field, control, current) {
      const part = control.dataset.p as AddressPart;
      const address = {
        ...((current as RawAddress | undefined) ?? emptyAddress(field.country)),
        [part]: control.value,
      };
      // An edited part no longer matches the chosen place.
      delete address.formatted;
      delete address.placeId;
      if (part === 'line1') searchOf(field.key).input(control.value, address.country || field.country);
      return address;
    },
    fromWire: addressFromWire,
    toWire: (_field, raw) => addressToWire(raw),
    fits: (raw) =>
      !!raw && typeof raw === 'object' && ADDRESS_PARTS.every((p) => typeof (raw as RawAddress)[p] === 'string'),
    answer: (_field, value) => String((value as { formatted?: unknown } | undefined)?.formatted ?? ''),
    parts: ADDRESS_PARTS,
    styles,
    keydown(field, event) {
      const el = event.target as HTMLElement;
      if (!el.dataset.combo) return;
      const search = searchOf(field.key);
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          if (!search.options.length) return;
          event.preventDefault();
          search.move(event.key === 'ArrowDown' ? 1 : -1);
          break;
        case 'Enter':
          if (search.open && search.active >= 0) {
            event.preventDefault();
            choose(field, search.active);
          }
          break;
        case 'Escape':
          if (search.open) {
            event.preventDefault();
            search.close();
          }
          break;
      }
    },
    click(field, target) {
      const option = target.closest<HTMLElement>('[role=option]');
      if (option) choose(field, Number(option.dataset.i));
    },
    focusout(field, control) {
      if (control.dataset.combo) searches.get(field.key)?.close();
    },
    disconnect() {
      for (const search of searches.values()) search.cancel();
    },
  };
}
