/** An email address (stored trimmed). */
import type { FieldOf } from '../../../schemas/forms.js';
import { textToWire } from '../../../forms/wire.js';
import { errorWords, isString, renderInput, str } from './common.js';
import type { FieldKind } from './kind.js';

const kind: FieldKind<FieldOf<'email'>> = {
  ...errorWords('email'),
  render: (view) => renderInput(view, { type: 'email', ltr: true, autocomplete: 'email' }),
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => textToWire(raw, true),
  fits: isString,
  answer: (_field, value) => str(value),
};

export const createKind = () => kind;
