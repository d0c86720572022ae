/** A calendar date (`YYYY-MM-DD`), with the browser's date picker. */
import '../first-screen.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { errorWords, isString, renderInput, str } from './common.js';
import { localBounds } from './dates.js';
import type { FieldKind } from './kind.js';
import { textToWire } from '../../../forms/wire.js';

const kind: FieldKind<FieldOf<'date'>> = {
  ...errorWords('date'),
  render: (view) => renderInput(view, { type: 'date', ltr: true, ...localBounds('date', view.field) }),
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => textToWire(raw),
  fits: isString,
  answer(_field, value, locale) {
    if (!str(value)) return '';
    const date = new Date(`${str(value)}T00:00`);
    return Number.isNaN(date.getTime()) ? str(value) : date.toLocaleDateString(locale, { dateStyle: 'long' });
  },
};

export const createKind = () => kind;
