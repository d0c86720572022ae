/** A time of day (`HH:MM`), with the browser's time picker. */
import '../first-screen.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { formatTime } from '../values.js';
import { errorWords, isString, renderInput, str } from './common.js';
import { localBounds } from './dates.js';
import type { FieldKind } from './kind.js';
import { textToWire } from '../../../forms/wire.js';

const kind: FieldKind<FieldOf<'time'>> = {
  ...errorWords('time'),
  render: (view) => renderInput(view, { type: 'time', ltr: true, ...localBounds('time', view.field) }),
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => textToWire(raw),
  fits: isString,
  answer: (_field, value, locale) => (str(value) ? formatTime(str(value), locale) : ''),
};

export const createKind = () => kind;
