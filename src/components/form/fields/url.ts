/** A web address: `example.com` is stored as `https://example.com` (see `withScheme`). */
import '../first-screen.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { urlToWire } from '../../../forms/wire-url.js';
import { errorWords, isString, renderInput, str } from './common.js';
import type { FieldKind } from './kind.js';

const kind: FieldKind<FieldOf<'url'>> = {
  ...errorWords('url'),
  render: (view) => renderInput(view, { type: 'url', ltr: true, autocomplete: 'url' }),
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => urlToWire(raw),
  fits: isString,
  answer: (_field, value) => str(value),
};

export const createKind = () => kind;
