/** A calendar date (`YYYY-MM-DD`), with the browser's date picker. */
import '../first-screen.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { isString, renderInput, str } from './common.js';
import { boundMessage, localBounds } from './dates.js';
import type { FieldKind } from './kind.js';
import { textToWire } from '../../../forms/wire.js';

function show(value: string, locale: string): string {
  const date = new Date(`${value}T00:00`);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(locale, { dateStyle: 'medium' });
}

const kind: FieldKind<FieldOf<'date'>> = {
  render: (view) => renderInput(view, { type: 'date', ltr: true, ...localBounds('date', view.field) }),
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => textToWire(raw),
  fits: isString,
  answer(_field, value, locale) {
    if (!str(value)) return '';
    const date = new Date(`${str(value)}T00:00`);
    return Number.isNaN(date.getTime()) ? str(value) : date.toLocaleDateString(locale, { dateStyle: 'long' });
  },
  message: (field, _issue, value, t, locale) =>
    boundMessage(
      localBounds('date', field),
      value,
      t,
      (a, b) => a < b,
      (v) => show(v, locale),
      t('errDate'),
    ),
};

export const createKind = () => kind;
