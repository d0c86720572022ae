/**
 * One question at a time (`layout="steps"`): which question shows, moving on once it is valid, Back, and where an
 * error sends the person. The layout's code (`steps.ts`: the progress bar and Back / Next, and the moves between
 * questions) loads on first use; until it arrives the form shows as one page.
 */
import type { Field } from '../../schemas/forms.js';
import type { FormAnnouncer } from './announcer.js';
import type { ParleyForm } from './form.component.js';
import type { SessionParts } from './parts.js';
import type { StepMoves } from './steps.js';
import type { FormValidation } from './validation-state.js';
import type { FieldErrors, Translate } from './values.js';

export class Stepper {
  readonly #host: ParleyForm;
  readonly #lazy: SessionParts;
  readonly #validation: FormValidation;
  readonly #announcer: FormAnnouncer;
  readonly #shown: () => readonly Field[];
  readonly #t: Translate;
  /** The question shown, of those shown now. */
  #step = 0;

  constructor(
    host: ParleyForm,
    lazy: SessionParts,
    parts: { validation: FormValidation; announcer: FormAnnouncer; shown: () => readonly Field[]; t: Translate },
  ) {
    this.#host = host;
    this.#lazy = lazy;
    this.#validation = parts.validation;
    this.#announcer = parts.announcer;
    this.#shown = parts.shown;
    this.#t = parts.t;
  }

  /** Whether the form shows one question at a time (the layout asked for it, and its code has loaded). */
  get on(): boolean {
    return this.#host.layout === 'steps' && !!this.#lazy.get('steps') && this.#shown().length > 0;
  }

  /** The layout's templates while it is `on`. */
  get view(): typeof import('./steps.js') | undefined {
    return this.on ? this.#lazy.get('steps') : undefined;
  }

  /** The question shown (not past the last one shown now). */
  get index(): number {
    return Math.min(this.#step, this.#shown().length - 1);
  }

  /** Whether a question follows the one shown. */
  get more(): boolean {
    return this.#step < this.#shown().length - 1;
  }

  /** Its code starts loading when the layout is chosen (offline: the page layout stays usable). */
  load(): Promise<unknown> {
    return this.#lazy.load('steps').catch(() => undefined);
  }

  /** Back at the first question (another form, or editing sent answers). */
  reset(): void {
    this.#step = 0;
    this.#host.requestUpdate();
  }

  /** Shows the first question with one of `errors`. */
  toFirstError(errors: FieldErrors): void {
    const view = this.view;
    if (!view) return;
    const first = view.firstErrorStep(this.#shown(), errors);
    if (first < 0) return;
    this.#step = first;
    this.#host.requestUpdate();
  }

  /** Next question, once this one is valid; otherwise its error shows and keeps focus (`steps.ts`). */
  advance(): void {
    const view = this.view;
    if (view) this.#step = view.advance(this.#moves(), this.#step);
  }

  back = (): void => {
    const view = this.view;
    if (view) this.#step = view.goTo(this.#moves(), this.#step - 1);
  };

  #moves(): StepMoves {
    return { shown: this.#shown(), validation: this.#validation, announcer: this.#announcer, t: this.#t };
  }
}
