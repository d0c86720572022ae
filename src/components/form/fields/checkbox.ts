/** Any number of options, as a group of native checkboxes; the answer is the ticked values in the options' order. */
import '../first-screen.js';
import { html, type TemplateResult } from 'lit';
import { checkboxFromWire, checkboxToWire, pickHint } from '../../../forms/wire-checkbox.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { choiceControls, choiceStyles, group } from './choices.js';
import { errorWords, optionLabel } from './common.js';
import type { FieldKind, FieldView } from './kind.js';
import { listWords } from '../../../core/list-words.js';

type Checkbox = FieldOf<'checkbox'>;

const list = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];

function render(view: FieldView<Checkbox>): TemplateResult {
  const { field } = view;
  const chosen = list(view.value);
  const shown = { ...view, hint: pickHint(field, view.t) };
  return group(shown, html`${choiceControls(view, (v) => chosen.includes(v), { type: 'checkbox' })}`, 'choices', true);
}

const kind: FieldKind<Checkbox> = {
  ...errorWords('checkbox'),
  render,
  input(field, control, current) {
    const chosen = new Set(list(current));
    if (control.checked) chosen.add(control.value);
    else chosen.delete(control.value);
    return field.options.map((o) => o.value).filter((v) => chosen.has(v));
  },
  fromWire: checkboxFromWire,
  toWire: (_field, raw) => checkboxToWire(raw),
  fits: (raw) => Array.isArray(raw) && raw.every((v) => typeof v === 'string'),
  answer(field, value, locale) {
    const labels = list(value).map((v) => optionLabel(field, v));
    if (!labels.length) return '';
    return listWords(labels, locale);
  },
  styles: choiceStyles,
};

export const createKind = () => kind;
