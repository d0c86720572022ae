/** Stars as a radio group: arrow keys move the rating, each star is named "3 stars". */
import '../first-screen.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import { ratingFromWire, ratingToWire } from '../../../forms/wire-number.js';
import type { FieldOf } from '../../../schemas/forms.js';
import { own } from '../own.js';
import { group } from './choices.js';
import { errorWords, fid, invalid } from './common.js';
import type { FieldKind, FieldView } from './kind.js';

type Rating = FieldOf<'rating'>;

const styles = css`
  .stars {
    display: flex;
    gap: 0.15em;
  }
  .star {
    margin: 0;
    font-size: 1.9em;
    line-height: 1;
    color: var(--_f-muted);
    cursor: pointer;
  }
  .star.on {
    color: var(--_f-primary);
  }
  .star:has(input:focus-visible) {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

function render(view: FieldView<Rating>): TemplateResult {
  const { field, t } = view;
  const value = typeof view.value === 'number' ? view.value : 0;
  const stars = Array.from({ length: field.max ?? 5 }, (_, i) => i + 1);
  return group(
    view,
    html`${stars.map(
      (n) => html`<label class="star ${n <= value ? 'on' : ''}" part="star">
      <input
        class="visually-hidden"
        type="radio"
        id=${n === 1 ? fid(field.key) : nothing}
        name=${field.key}
        data-k=${field.key}
        data-enter="next"
        value=${n}
        .checked=${n === value}
        ?required=${!!field.required}
        aria-invalid=${invalid(view)}
        aria-describedby=${own(view.errors, field.key) ? fid(field.key, 'err') : nothing}
      /><span aria-hidden="true">${n <= value ? '★' : '☆'}</span><span class="visually-hidden">${t('stars', { count: n })}</span></label>`,
    )}`,
    'stars',
  );
}

const kind: FieldKind<Rating> = {
  ...errorWords('rating'),
  render,
  input: (_field, control) => Number(control.value),
  fromWire: (_field, value) => ratingFromWire(value),
  toWire: (_field, raw) => ratingToWire(raw),
  fits: (raw) => raw === null || typeof raw === 'number',
  answer: (_field, value, _locale, t) => (typeof value === 'number' ? t('stars', { count: value }) : ''),
  styles,
};

export const createKind = () => kind;
