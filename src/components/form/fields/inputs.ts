/** Single native inputs: text, email, url, phone, number, date, time, datetime, color, range, and textarea. */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Field, FieldOf } from '../../../schemas/forms.js';
import { isoToLocal } from '../values.js';
import { describedBy, error, fid, help, invalid, marker, str, type FieldView } from './common.js';

type InputField = FieldOf<'text' | 'email' | 'url' | 'phone' | 'number' | 'date' | 'time' | 'datetime' | 'color'>;

const INPUT_TYPE: Record<InputField['type'], string> = {
  text: 'text', email: 'email', url: 'url', phone: 'tel', number: 'number',
  date: 'date', time: 'time', datetime: 'datetime-local', color: 'color',
};

/** Autofill tokens implied by the type when the field does not name one. */
const AUTOCOMPLETE: Partial<Record<Field['type'], string>> = { email: 'email', url: 'url', phone: 'tel' };

/** Values that read left to right in every language (addresses, numbers, dates), whatever the form's direction. */
const LTR_TYPES = new Set<Field['type']>(['email', 'url', 'phone', 'number', 'date', 'time', 'datetime', 'color']);

/** The label: author text, in its own direction (an English question in an Arabic form ends with its "?"). */
const label = (view: FieldView) =>
  html`<label part="label" for=${fid(view.field.key)}><span dir="auto">${view.field.label}</span>${marker(view)}</label>`;

function bounds(field: InputField): { min?: string | undefined; max?: string | undefined; step?: string | undefined } {
  switch (field.type) {
    case 'number':
      return { min: field.min?.toString(), max: field.max?.toString(), step: field.step ? String(field.step) : 'any' };
    case 'date':
    case 'time':
      return { min: field.min, max: field.max };
    case 'datetime':
      return { min: field.min && isoToLocal(field.min), max: field.max && isoToLocal(field.max) };
    default:
      return {};
  }
}

export function renderInput(view: FieldView<InputField>): TemplateResult {
  const { field } = view;
  const value = str(view.value);
  const { min, max, step } = bounds(field);
  const length = field.type === 'text' ? field : undefined;
  const auto = (field as { autocomplete?: string }).autocomplete ?? AUTOCOMPLETE[field.type];
  // A colour input always shows a colour, so its value is spelled out next to it (and "not set" until chosen).
  const colorValue = field.type === 'color'
    ? html`<output class="value" for=${fid(field.key)} aria-hidden="true">${value || view.t('notSet')}</output>`
    : nothing;
  return html`${label(view)}${help(view)}
    <div class="row">${view.prefix ?? nothing}
      <input
        part="input"
        id=${fid(field.key)}
        name=${field.key}
        data-k=${field.key}
        type=${INPUT_TYPE[field.type]}
        dir=${LTR_TYPES.has(field.type) ? 'ltr' : 'auto'}
        .value=${value}
        placeholder=${ifDefined((field as { placeholder?: string }).placeholder)}
        autocomplete=${ifDefined(auto)}
        min=${ifDefined(min)}
        max=${ifDefined(max)}
        step=${ifDefined(step)}
        minlength=${ifDefined(length?.minLength)}
        maxlength=${ifDefined(length?.maxLength)}
        inputmode=${ifDefined(field.type === 'number' ? 'decimal' : undefined)}
        ?required=${!!field.required}
        aria-invalid=${invalid(view)}
        aria-describedby=${describedBy(view)}
      />${colorValue}
    </div>
    ${error(view)}`;
}

export function renderTextarea(view: FieldView<FieldOf<'textarea'>>): TemplateResult {
  const { field } = view;
  return html`${label(view)}${help(view)}
    <textarea
      part="input"
      id=${fid(field.key)}
      name=${field.key}
      data-k=${field.key}
      rows=${field.rows ?? 3}
      .value=${str(view.value)}
      placeholder=${ifDefined(field.placeholder)}
      autocomplete=${ifDefined(field.autocomplete)}
      minlength=${ifDefined(field.minLength)}
      maxlength=${ifDefined(field.maxLength)}
      ?required=${!!field.required}
      aria-invalid=${invalid(view)}
      aria-describedby=${describedBy(view)}
    ></textarea>
    ${error(view)}`;
}

/** A slider with its current value shown; untouched (and without a default) it is not answered. */
export function renderRange(view: FieldView<FieldOf<'range'>>): TemplateResult {
  const { field, t, locale } = view;
  const value = str(view.value);
  const shown = value === '' ? t('notSet') : Number(value).toLocaleString(locale);
  return html`${label(view)}${help(view)}
    <div class="row">
      <input
        part="input"
        id=${fid(field.key)}
        name=${field.key}
        data-k=${field.key}
        type="range"
        min=${field.min}
        max=${field.max}
        step=${field.step ?? 'any'}
        .value=${value === '' ? String((field.min + field.max) / 2) : value}
        aria-valuetext=${shown}
        ?required=${!!field.required}
        aria-invalid=${invalid(view)}
        aria-describedby=${describedBy(view)}
      /><output class="value" part="range-value" for=${fid(field.key)}>${shown}</output>
    </div>
    ${error(view)}`;
}
