/** A slider with its current value shown; untouched (and without a default) it is not answered. */
import '../first-screen.js';
import { css, html, type TemplateResult } from 'lit';
import type { FieldOf } from '../../../schemas/forms.js';
import { describedBy, error, errorWords, fid, help, invalid, isString, label, str } from './common.js';
import type { FieldKind, FieldView } from './kind.js';
import { numberKind } from './numeric.js';

function render(view: FieldView<FieldOf<'range'>>): TemplateResult {
  const { field, t, locale } = view;
  const value = str(view.value);
  const shown = value === '' ? t('notSet') : Number(value).toLocaleString(locale);
  return html`${label(view)}${help(view)}
    <div class="row">
      <input
        part="input"
        id=${fid(field.key)}
        name=${field.key}
        data-k=${field.key}
        type="range"
        min=${field.min}
        max=${field.max}
        step=${field.step ?? 'any'}
        .value=${value === '' ? String((field.min + field.max) / 2) : value}
        aria-valuetext=${shown}
        ?required=${!!field.required}
        aria-invalid=${invalid(view)}
        aria-describedby=${describedBy(view)}
      /><output class="value" part="range-value" for=${fid(field.key)}>${shown}</output>
    </div>
    ${error(view)}`;
}

const styles = css`
  input[type='range'] {
    flex: 1;
    padding: 0;
    border: 0;
    box-shadow: none;
    accent-color: var(--_f-primary);
    background: transparent;
  }
`;

const kind: FieldKind<FieldOf<'range'>> = { ...numberKind, ...errorWords('range'), render, fits: isString, styles };

export const createKind = () => kind;
