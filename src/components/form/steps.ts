/**
 * The one-question-at-a-time layout (`layout="steps"`, as Typeform): a progress bar and Back / Next. Loaded on first
 * use with its styles, so forms shown as one page never carry it: its templates, and moving between questions
 * (`advance`, `goTo`, `firstErrorStep`). The element (`stepper.ts`) keeps which question shows.
 */
import './first-screen.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Field } from '../../schemas/forms.js';
import type { FormAnnouncer } from './announcer.js';
import type { FormValidation } from './validation-state.js';
import type { FieldErrors, Translate } from './values.js';

/** What moving between questions reads and does: the questions shown now, their validation, the live region. */
export interface StepMoves {
  shown: readonly Field[];
  validation: FormValidation;
  announcer: FormAnnouncer;
  t: Translate;
}

/** The question with the first of `errors`, of those shown (-1: none). */
export function firstErrorStep(shown: readonly Field[], errors: FieldErrors): number {
  const paths = Object.keys(errors);
  return shown.findIndex((f) => paths.some((path) => path === f.key || path.startsWith(`${f.key}.`)));
}

/** The question after asking for the next one from `step`: the next once this one is valid; else `step`, its error shown. */
export function advance(moves: StepMoves, step: number): number {
  const field = moves.shown[step];
  if (!field) return step;
  moves.validation.one(field);
  if (moves.validation.has(field)) {
    moves.announcer.focusAfterRender('[aria-invalid="true"]');
    moves.announcer.say(moves.t('fixErrors', { count: 1 }));
    return step;
  }
  return goTo(moves, step + 1);
}

/** Goes to the question at `index` of those shown now, focused and said with the progress; returns it. */
export function goTo(moves: StepMoves, index: number): number {
  const { shown } = moves;
  const count = shown.length;
  const step = Math.max(0, Math.min(index, count - 1));
  const field = shown[step]!;
  moves.announcer.focusAfterRender(`#f-${field.key}, #f-${field.key}-line1`);
  moves.announcer.say(`${moves.t('progress', { n: step + 1, count })}: ${field.label}`);
  return step;
}

export const styles = css`
  .progress {
    margin: 0 0 1.25em;
  }
  .progress progress {
    display: block;
    width: 100%;
    height: 8px;
    appearance: none;
    border: 0;
    border-radius: 4px;
    overflow: hidden;
    background: color-mix(in srgb, var(--_f-control-border) 35%, transparent);
    accent-color: var(--_f-primary);
  }
  .progress progress::-webkit-progress-bar {
    background: transparent;
  }
  .progress progress::-webkit-progress-value {
    background: var(--_f-primary);
    border-radius: 4px;
    transition: width 0.2s ease;
  }
  .progress progress::-moz-progress-bar {
    background: var(--_f-primary);
  }
  .progress p {
    margin: 0.4em 0 0;
    color: var(--_f-muted);
    font-size: 0.9em;
  }
  .step-nav {
    display: flex;
    gap: 0.75em;
    align-items: center;
  }
  .step-nav .btn {
    min-height: 44px;
    padding: 0.6em 1.4em;
  }
  .step-nav .btn-primary {
    margin-inline-start: auto;
  }
  .steps .field {
    content-visibility: visible;
    min-height: 8em;
  }
`;

/** "Question 2 of 5" with a bar; the bar is a native `<progress>` (a progressbar to assistive technology). */
export function renderProgress(index: number, count: number, t: Translate): TemplateResult {
  const text = t('progress', { n: index + 1, count });
  return html`<div class="progress" part="progress">
    <progress max=${count} .value=${index + 1} aria-label=${text}></progress>
    <p aria-hidden="true">${text}</p>
  </div>`;
}

/** Back (not on the first question) and Next, which is the form's submit button (so Enter advances). */
export function renderStepNav(
  index: number,
  count: number,
  options: { submitLabel: string; submitting: boolean; t: Translate; back: () => void },
): TemplateResult {
  const last = index >= count - 1;
  return html`<div class="step-nav">
    ${index > 0 ? html`<button type="button" class="btn" part="back" @click=${options.back}>${options.t('back')}</button>` : nothing}
    <button type="submit" class="btn btn-primary" part="submit" aria-disabled=${options.submitting ? 'true' : 'false'}>
      ${options.submitting ? options.t('sending') : last ? options.submitLabel : options.t('next')}
    </button>
  </div>`;
}
