/**
 * A date and time: typed in the browser's time zone (`datetime-local`), sent as ISO 8601 with that zone's offset at
 * that date, so the service stores the instant the person meant.
 */
import '../first-screen.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { datetimeToWire, isoToLocal } from '../../../forms/wire-datetime.js';
import { errorWords, isString, renderInput, str } from './common.js';
import { localBounds } from './dates.js';
import type { FieldKind } from './kind.js';

const kind: FieldKind<FieldOf<'datetime'>> = {
  ...errorWords('datetime'),
  render(view) {
    const { min, max } = localBounds('datetime', view.field);
    return renderInput(view, {
      type: 'datetime-local',
      ltr: true,
      min: min && isoToLocal(min),
      max: max && isoToLocal(max),
    });
  },
  // Typed and shown in the browser's time zone.
  fromWire: (_field, value) => isoToLocal(value, 'local'),
  toWire: (_field, raw) => datetimeToWire(raw, 'local'),
  fits: isString,
  answer(_field, value, locale) {
    if (!str(value)) return '';
    const date = new Date(str(value));
    return Number.isNaN(date.getTime())
      ? str(value)
      : date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  },
};

export const createKind = () => kind;
