/**
 * A number. The browser's `.value` of a number input holding text it cannot read is '', so such input is
 * remembered and reported as "Enter a number" instead of as unanswered.
 */
import '../first-screen.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { errorWords, isString, renderInput } from './common.js';
import type { FieldKind } from './kind.js';
import { numberKind } from './numeric.js';

/** Raw value of a number input the browser cannot read. */
const UNREADABLE = '\u0000';

const kind: FieldKind<FieldOf<'number'>> = {
  ...errorWords('number'),
  ...numberKind,
  render: (view) =>
    renderInput(
      { ...view, value: view.value === UNREADABLE ? '' : view.value },
      {
        type: 'number',
        ltr: true,
        inputmode: 'decimal',
        min: view.field.min?.toString(),
        max: view.field.max?.toString(),
        step: view.field.step ? String(view.field.step) : 'any',
      },
    ),
  input: (_field, control) => (control.validity.badInput ? UNREADABLE : control.value),
  toWire: (field, raw) => (raw === UNREADABLE ? { error: 'errNumber' } : numberKind.toWire(field, raw)),
  fits: (raw) => isString(raw) && raw !== UNREADABLE,
};

export const createKind = () => kind;
