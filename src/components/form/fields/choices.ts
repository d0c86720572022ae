/**
 * Choices: select, radio group, checkbox group, and rating stars. Groups are a `fieldset` + `legend` of native
 * radios or checkboxes, so arrow keys, Space and screen-reader group semantics come from the platform.
 */
import { own } from '../values.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { FieldOf } from '../../../schemas/forms.js';
import { describedBy, error, fid, help, invalid, marker, str, type FieldView } from './common.js';

export function renderSelect(view: FieldView<FieldOf<'select'>>): TemplateResult {
  const { field } = view;
  const value = str(view.value);
  return html`<label part="label" for=${fid(field.key)}><span dir="auto">${field.label}</span>${marker(view)}</label>${help(view)}
    <select
      part="input"
      id=${fid(field.key)}
      name=${field.key}
      data-k=${field.key}
      ?required=${!!field.required}
      aria-invalid=${invalid(view)}
      aria-describedby=${describedBy(view)}
    >
      <option value="" ?selected=${!value}>${view.t('choose')}</option>
      ${field.options.map((o) => html`<option value=${o.value} ?selected=${o.value === value} dir="auto">${o.label}</option>`)}
    </select>
    ${error(view)}`;
}

/** The `fieldset` shell of a group; the group's help is its description, errors are on each control. */
function group(view: FieldView, body: TemplateResult, className = 'choices'): TemplateResult {
  return html`<fieldset part="group" aria-describedby=${describedBy({ ...view, errors: {} })}>
      <legend part="label"><span dir="auto">${view.field.label}</span>${marker(view, view.field.type === 'checkbox')}</legend>
      ${help(view)}
      <div class=${className}>${body}</div>
      ${error(view)}
    </fieldset>`;
}

export function renderRadio(view: FieldView<FieldOf<'radio'>>): TemplateResult {
  const { field } = view;
  const value = str(view.value);
  return group(view, html`${field.options.map((o, i) => html`<label class="choice" part="choice">
      <input
        type="radio"
        id=${i === 0 ? fid(field.key) : nothing}
        name=${field.key}
        data-k=${field.key}
        value=${o.value}
        .checked=${o.value === value}
        ?required=${!!field.required}
        aria-invalid=${invalid(view)}
        aria-describedby=${own(view.errors, field.key) ? fid(field.key, 'err') : nothing}
      /><span dir="auto">${o.label}</span></label>`)}`);
}

export function renderCheckbox(view: FieldView<FieldOf<'checkbox'>>): TemplateResult {
  const { field } = view;
  const chosen = Array.isArray(view.value) ? (view.value as string[]) : [];
  return group(view, html`${field.options.map((o, i) => html`<label class="choice" part="choice">
      <input
        type="checkbox"
        id=${i === 0 ? fid(field.key) : nothing}
        name=${field.key}
        data-k=${field.key}
        value=${o.value}
        .checked=${chosen.includes(o.value)}
        aria-invalid=${invalid(view)}
        aria-describedby=${own(view.errors, field.key) ? fid(field.key, 'err') : nothing}
      /><span dir="auto">${o.label}</span></label>`)}`);
}

/** Stars as a radio group: arrow keys move the rating, each star is named "3 stars". */
export function renderRating(view: FieldView<FieldOf<'rating'>>): TemplateResult {
  const { field, t } = view;
  const value = typeof view.value === 'number' ? view.value : 0;
  const stars = Array.from({ length: field.max ?? 5 }, (_, i) => i + 1);
  return group(view, html`${stars.map((n) => html`<label class="star ${n <= value ? 'on' : ''}" part="star">
      <input
        class="visually-hidden"
        type="radio"
        id=${n === 1 ? fid(field.key) : nothing}
        name=${field.key}
        data-k=${field.key}
        value=${n}
        .checked=${n === value}
        ?required=${!!field.required}
        aria-invalid=${invalid(view)}
        aria-describedby=${own(view.errors, field.key) ? fid(field.key, 'err') : nothing}
      /><span aria-hidden="true">${n <= value ? '★' : '☆'}</span><span class="visually-hidden">${t('stars', { count: n })}</span></label>`)}`, 'stars');
}
