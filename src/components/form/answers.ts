/**
 * The answer summary on the thank-you screen: each question with the answer the service stored, written for people
 * (option labels, stars, dates and times in the form's locale, as each field type writes them). Loaded when a
 * submit succeeds.
 */
import './first-screen.js';
import { css, html, type TemplateResult } from 'lit';
import type { Field } from '../../schemas/forms.js';
import { own, type Translate } from './values.js';

export const styles = css`
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

export function renderAnswers(
  fields: readonly Field[],
  data: Record<string, unknown>,
  options: { t: Translate; headingLevel: number; answer: (field: Field, value: unknown) => string },
): TemplateResult {
  const { t } = options;
  return html`<section class="answers" part="answers" aria-labelledby="answers-title">
    <div id="answers-title" class="subtitle" role="heading" aria-level=${Math.min(options.headingLevel + 1, 6)}>${t('answers')}</div>
    <dl>
      ${fields.map((field) => {
        const value = own(data, field.key);
        const text = value === undefined || value === null ? '' : options.answer(field, value);
        // <bdi>: each text keeps its own direction ("+20 101234567" reads left to right) while the rows stay aligned
        // with the page's direction.
        return html`<dt><bdi>${field.label}</bdi></dt><dd class=${text ? '' : 'none'}><bdi>${text || t('notAnswered')}</bdi></dd>`;
      })}
    </dl>
  </section>`;
}
