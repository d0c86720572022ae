/** A multi-line text answer; grows with its text (`field-sizing`, or by script where unsupported). */
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { describedBy, error, errorWords, fid, help, invalid, isString, label, str } from './common.js';
import type { FieldKind, FieldView } from './kind.js';
import { textToWire } from '../../../forms/wire.js';

function render(view: FieldView<FieldOf<'textarea'>>): TemplateResult {
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

const kind: FieldKind<FieldOf<'textarea'>> = {
  ...errorWords('textarea'),
  render,
  input(_field, control) {
    if (typeof CSS !== 'undefined' && !CSS.supports('field-sizing', 'content')) {
      control.style.height = 'auto';
      control.style.height = `${control.scrollHeight + 2}px`;
    }
    return control.value;
  },
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => textToWire(raw),
  fits: isString,
  answer: (_field, value) => str(value),
};

export const createKind = () => kind;
