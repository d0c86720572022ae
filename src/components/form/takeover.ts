/**
 * Taking over a server-rendered form (`renderFormHtml`, the hosted page): `<parley-form>` holding a light-DOM
 * `<form data-parley-form>` shows it (a `<slot>`) while its own code and definition load, then renders its own
 * form in the same frame with what was typed there, the focus moved to the same control (its ids are the
 * element's) with its caret, and the focused control kept where it was on screen. Small: on the element's first
 * screen (the raw values are read by `forms/posted.ts`, which carries no rules).
 */
import { readPosted } from '../../forms/posted.js';
import type { Field } from '../../schemas/forms.js';
import type { RawValues } from './values.js';

export class Takeover {
  readonly #form: HTMLFormElement;
  /** The focused control's id, caret and position on screen when the element's form replaced the page's. */
  #focus: { id: string; start: number | null; end: number | null; top: number } | undefined;

  private constructor(form: HTMLFormElement) {
    this.#form = form;
  }

  /** The server-rendered form a host holds, if any. */
  static of(host: HTMLElement): Takeover | undefined {
    const form = host.querySelector<HTMLFormElement>('form[data-parley-form]');
    return form ? new Takeover(form) : undefined;
  }

  /**
   * What was typed in the page's form, as the element's raw values (fields it shows; `hidden` ones come from the
   * prefill), and where the focus is, read right before the element's form replaces it.
   */
  typed(fields: readonly Field[]): RawValues {
    const raw = readPosted(
      fields.filter((f) => !f.hidden),
      new FormData(this.#form) as unknown as Iterable<[string, unknown]>,
    );
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.id && this.#form.contains(active)) {
      const field = active as HTMLInputElement;
      const caret = typeof field.selectionStart === 'number';
      this.#focus = {
        id: active.id,
        start: caret ? field.selectionStart : null,
        end: caret ? field.selectionEnd : null,
        top: active.getBoundingClientRect().top,
      };
    }
    return raw;
  }

  /** After the element's form is rendered: the focus on the same control, at the same place on screen. */
  finish(root: ShadowRoot | HTMLElement | DocumentFragment): void {
    const focus = this.#focus;
    if (!focus) return;
    const target = (root as ParentNode).querySelector<HTMLInputElement>(`#${CSS.escape(focus.id)}`);
    if (!target) return;
    const moved = target.getBoundingClientRect().top - focus.top;
    if (moved) window.scrollBy(0, moved);
    target.focus({ preventScroll: true });
    if (focus.start !== null) {
      try {
        target.setSelectionRange(focus.start, focus.end);
      } catch {
        // Inputs without a caret (date, number, color) keep the browser's own.
      }
    }
  }
}
