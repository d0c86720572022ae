/**
 * The answer summary on the thank-you screen: each question with the answer the service stored, written for people
 * (option labels, stars, dates and times in the form's locale). Loaded when a submit succeeds.
 */
import { css, html, type TemplateResult } from 'lit';
import type { Field } from '../../schemas/forms.js';
import { formatTime, own, type Translate } from './values.js';
// Loaded only after the element: reaching it makes esbuild give the element's modules one chunk (docs/decisions.md
// "Size budgets"; the inbox's lazy chunks do the same).
import './form.component.js';

export const answersStyles = css`
  .answers {
    margin: 1.25em 0 0;
    text-align: start;
  }
  .answers .subtitle {
    font-size: 1.1em;
    font-weight: 650;
  }
  .answers dl {
    margin: 0.5em 0 1em;
    display: grid;
    gap: 0.15em 1em;
  }
  .answers dt {
    font-weight: 600;
  }
  .answers dd {
    margin: 0 0 0.6em;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .answers .none {
    color: var(--_f-muted);
  }
  @media (min-width: 560px) {
    .answers dl {
      grid-template-columns: minmax(8em, 2fr) 3fr;
    }
  }
`;

/** One stored answer as text, or '' when not answered. */
export function formatAnswer(field: Field, value: unknown, locale: string, t: Translate, phone?: (e164: string) => string): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) return '';
  const label = (v: unknown) => ('options' in field ? field.options.find((o) => o.value === v)?.label : undefined) ?? String(v);
  switch (field.type) {
    case 'checkbox': {
      const labels = (value as unknown[]).map(label);
      try {
        return new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels);
      } catch {
        return labels.join(', ');
      }
    }
    case 'select':
    case 'radio':
      return label(value);
    case 'rating':
      return t('stars', { count: Number(value) });
    case 'number':
    case 'range':
      return Number(value).toLocaleString(locale);
    case 'date': {
      const date = new Date(`${String(value)}T00:00`);
      return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleDateString(locale, { dateStyle: 'long' });
    }
    case 'time':
      return formatTime(String(value), locale);
    case 'datetime': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
    }
    case 'phone':
      return phone ? phone(String(value)) : String(value);
    case 'address':
      return String((value as { formatted?: unknown }).formatted ?? '');
    default:
      return String(value);
  }
}

export function renderAnswers(
  fields: readonly Field[],
  data: Record<string, unknown>,
  options: { locale: string; t: Translate; headingLevel: number; phone?: ((e164: string) => string) | undefined },
): TemplateResult {
  const { locale, t } = options;
  return html`<section class="answers" part="answers" aria-labelledby="answers-title">
    <div id="answers-title" class="subtitle" role="heading" aria-level=${Math.min(options.headingLevel + 1, 6)}>${t('answers')}</div>
    <dl>
      ${fields.map((field) => {
        const text = formatAnswer(field, own(data, field.key), locale, t, options.phone);
        // <bdi>: each text keeps its own direction ("+20 101234567" reads left to right) while the rows stay aligned
        // with the page's direction.
        return html`<dt><bdi>${field.label}</bdi></dt><dd class=${text ? '' : 'none'}><bdi>${text || t('notAnswered')}</bdi></dd>`;
      })}
    </dl>
  </section>`;
}
