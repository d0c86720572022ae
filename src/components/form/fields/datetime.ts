/**
 * A date and time: typed in the browser's time zone (`datetime-local`), sent as ISO 8601 with that zone's offset at
 * that date, so the service stores the instant the person meant.
 */
import '../first-screen.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { isoToLocal, localToIso } from '../values.js';
import { isString, renderInput, str } from './common.js';
import { boundMessage, localBounds } from './dates.js';
import type { FieldKind } from './kind.js';

function show(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

const kind: FieldKind<FieldOf<'datetime'>> = {
  render(view) {
    const { min, max } = localBounds('datetime', view.field);
    return renderInput(view, {
      type: 'datetime-local',
      ltr: true,
      min: min && isoToLocal(min),
      max: max && isoToLocal(max),
    });
  },
  fromWire: (_field, value) => isoToLocal(value),
  toWire(_field, raw) {
    const text = str(raw);
    if (!text) return {};
    const iso = localToIso(text);
    return iso ? { value: iso } : { error: 'errDate' };
  },
  fits: isString,
  answer(_field, value, locale) {
    if (!str(value)) return '';
    const date = new Date(str(value));
    return Number.isNaN(date.getTime())
      ? str(value)
      : date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  },
  message: (field, _issue, value, t, locale) =>
    boundMessage(
      localBounds('datetime', field),
      value,
      t,
      (a, b) => Date.parse(a) < Date.parse(b),
      (v) => show(v, locale),
      t('errDate'),
    ),
};

export const createKind = () => kind;
