/** A drop-down of options. */
import { html, type TemplateResult } from 'lit';
import { choiceToWire } from '../../../forms/wire.js';
import type { FieldOf } from '../../../schemas/forms.js';
import {
  describedBy,
  error,
  errorWords,
  fid,
  help,
  invalid,
  isString,
  marker,
  optionLabel,
  options,
  str,
} from './common.js';
import type { FieldKind, FieldView } from './kind.js';

function render(view: FieldView<FieldOf<'select'>>): TemplateResult {
  const { field } = view;
  const value = str(view.value);
  return html`<label part="label" for=${fid(field.key)}><span dir="auto">${field.label}</span>${marker(view)}</label>${help(view)}
    <select
      part="input"
      id=${fid(field.key)}
      name=${field.key}
      data-k=${field.key}
      data-enter="next"
      ?required=${!!field.required}
      aria-invalid=${invalid(view)}
      aria-describedby=${describedBy(view)}
    >
      <option value="" ?selected=${!value}>${view.t('choose')}</option>
      ${options(view, (v) => v === value)}
    </select>
    ${error(view)}`;
}

const kind: FieldKind<FieldOf<'select'>> = {
  ...errorWords('select'),
  render,
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => choiceToWire(raw),
  fits: isString,
  answer: (field, value) => (value === undefined || value === '' ? '' : optionLabel(field, value)),
};

export const createKind = () => kind;
