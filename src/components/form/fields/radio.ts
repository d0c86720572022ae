/** One of several options, as a group of native radios. */
import '../first-screen.js';
import { html, type TemplateResult } from 'lit';
import { choiceToWire } from '../../../forms/wire.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { choiceControls, choiceStyles, group } from './choices.js';
import { errorWords, isString, optionLabel, str } from './common.js';
import type { FieldKind, FieldView } from './kind.js';

function render(view: FieldView<FieldOf<'radio'>>): TemplateResult {
  const value = str(view.value);
  return group(
    view,
    html`${choiceControls(view, (v) => v === value, { type: 'radio', required: !!view.field.required })}`,
  );
}

const kind: FieldKind<FieldOf<'radio'>> = {
  ...errorWords('radio'),
  render,
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => choiceToWire(raw),
  fits: isString,
  answer: (field, value) => (value === undefined || value === '' ? '' : optionLabel(field, value)),
  styles: choiceStyles,
};

export const createKind = () => kind;
