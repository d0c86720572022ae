/** What the number and range types share: a decimal as typed, a number on the wire, steps. */
import { numberFromWire, numberToWire } from '../../../forms/wire-number.js';
import type { Field } from '../../../schemas/forms.js';
import type { FieldKind } from './kind.js';

type Numeric = Field & { min?: number | undefined; max?: number | undefined; step?: number | undefined };

export const numberKind: Omit<FieldKind<Numeric>, 'render' | 'fits'> = {
  fromWire: (_field, value) => numberFromWire(value),
  toWire: (_field, raw) => numberToWire(raw),
  answer: (_field, value, locale) =>
    value === undefined || value === null || value === '' ? '' : Number(value).toLocaleString(locale),
};
