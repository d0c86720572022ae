/** An email address (stored trimmed). */
import type { FieldOf } from '../../../schemas/forms.js';
import { textToWire } from '../../../forms/wire.js';
import { isString, renderInput, str } from './common.js';
import type { FieldKind } from './kind.js';

const kind: FieldKind<FieldOf<'email'>> = {
  render: (view) => renderInput(view, { type: 'email', ltr: true, autocomplete: 'email' }),
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => textToWire(raw, true),
  fits: isString,
  answer: (_field, value) => str(value),
  message: (_field, issue, _value, t) => (issue.code === 'too_big' ? undefined : t('errEmail')),
};

export const createKind = () => kind;
