/** A colour (`#rrggbb`). A colour input always shows a colour, so its value is spelled out beside it. */
import '../first-screen.js';
import { css, html } from 'lit';
import type { FieldOf } from '../../../schemas/forms.js';
import { errorWords, fid, isString, renderInput, str } from './common.js';
import type { FieldKind } from './kind.js';
import { textToWire } from '../../../forms/wire.js';

const styles = css`
  input[type='color'] {
    width: 4em;
    flex: none;
    padding: 0.2em;
  }
`;

const kind: FieldKind<FieldOf<'color'>> = {
  ...errorWords('color'),
  render: (view) =>
    renderInput(view, {
      type: 'color',
      ltr: true,
      suffix: html`<output class="value" for=${fid(view.field.key)} aria-hidden="true">${str(view.value) || view.t('notSet')}</output>`,
    }),
  fromWire: (_field, value) => str(value),
  toWire: (_field, raw) => textToWire(raw),
  fits: isString,
  answer: (_field, value) => str(value),
  styles,
};

export const createKind = () => kind;
