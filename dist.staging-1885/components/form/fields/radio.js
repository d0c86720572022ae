/** One of several options, as a group of native radios. */
import { html } from 'lit';
import { choiceStyles, group, isString, optionLabel, options, str } from './common.js';
function render(view) {
    const value = str(view.value);
    return group(view, html `${options(view, (v) => v === value, { type: 'radio', required: !!view.field.required })}`);
}
const kind = {
    render,
    fromWire: (_field, value) => str(value),
    toWire: (_field, raw) => (str(raw) ? { value: raw } : {}),
    fits: isString,
    answer: (field, value) => (value === undefined || value === '' ? '' : optionLabel(field, value)),
    styles: choiceStyles,
};
export const createKind = () => kind;
