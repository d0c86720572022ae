/** One of several options, as a group of native radios. */
import { html, nothing, type TemplateResult } from 'lit';
import type { FieldOf } from '../../../schemas/forms.js';
import { own } from '../own.js';
import { choiceStyles, fid, group, invalid, isString, optionLabel, str } from './common.js';
import type { FieldKind, FieldView } from './kind.js';

function render(view: FieldView<FieldOf<'radio'>>): TemplateResult {
  const { field } = view;
  const value = str(view.value);
  return group(view, html`${field.options.map((o, i) => html`<label class="choice" part="choice">
      <input
        type="radio"
        id=${i === 0 ? fid(field.key) : nothing}
        name=${field.key}
        data-k=${field.key}
        data-enter="next"
        value=${o.value}
        .checked=${o.value === value}
        ?required=${!!field.required}
        aria-invalid=${invalid(view)}
        aria-describedby=${own(view.errors, field.key) ? fid(field.key, 'err') : nothing}
      /><span dir="auto">${o.label}</span></label>`)}`);
}

const kind: FieldKind<FieldOf<'radio'>> = {
  render,
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => (str(raw) ? { value: raw } : {}),
  fits: isString,
  answer: (field, value) => (value === undefined || value === '' ? '' : optionLabel(field, value)),
  styles: choiceStyles,
};

export const createKind = () => kind;
