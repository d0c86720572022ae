/** A one-line text answer. */
import type { FieldOf } from '../../../schemas/forms.js';
import { errorWords, isString, renderInput, str } from './common.js';
import type { FieldKind } from './kind.js';
import { textToWire } from '../../../forms/wire.js';

const kind: FieldKind<FieldOf<'text'>> = {
  ...errorWords('text'),
  render: (view) => renderInput(view, { type: 'text' }),
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => textToWire(raw),
  fits: isString,
  answer: (_field, value) => str(value),
};

export const createKind = () => kind;
