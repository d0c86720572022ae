/**
 * Taking over a server-rendered form (`renderFormHtml`, the hosted page): `<parley-form>` holding a light-DOM
 * `<form data-parley-form>` shows it (a `<slot>`) while its own code and definition load, then renders its own
 * form in the same frame with what was typed there, the focus moved to the same control (its ids are the
 * element's) with its caret, and the focused control kept where it was on screen; the page's form, no longer
 * slotted and so no longer laid out, then leaves the document (nothing moves). A part of its own, fetched beside the
 * session (`ready.ts`) only by an element holding such a form: the element's first screen only finds the form, and
 * none of this runs before the form's definition is here.
 */
import './first-screen.js';
import { readPosted } from '../../forms/posted.js';
import type { Field } from '../../schemas/forms.js';
import type { RawValues } from './values.js';

export class Takeover {
  readonly #host: HTMLElement;
  readonly #form: HTMLFormElement;
  /** The focused control's id, caret and position on screen when the element's form replaced the page's. */
  #focus: { id: string; start: number | null; end: number | null; top: number } | undefined;

  /** `form`: the server-rendered form `host` holds (`form[data-parley-form]`). */
  constructor(host: HTMLElement, form: HTMLFormElement) {
    this.#host = host;
    this.#form = form;
  }

  /**
   * What was typed in the page's form, as the element's raw values (fields it shows; `hidden` ones come from the
   * prefill), and where the focus is, read right before the element's form replaces it.
   */
  typed(fields: readonly Field[]): RawValues {
    const raw = readPosted(
      fields.filter((f) => !f.hidden),
      new FormData(this.#form),
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

  /**
   * After the element's form is rendered: the focus on the same control, at the same place on screen; then the
   * page's form goes. It is no longer slotted (so not laid out: removing it moves nothing), and kept it would leave
   * a second set of controls with the element's ids, names and autofill tokens in the document.
   */
  finish(root: ShadowRoot | HTMLElement | DocumentFragment): void {
    const focus = this.#focus;
    const target = focus && (root as ParentNode).querySelector<HTMLInputElement>(`#${CSS.escape(focus.id)}`);
    if (focus && target) {
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
    // The host's child holding the form (`renderFormHtml` wraps it in its page and card).
    let node: Element = this.#form;
    while (node.parentElement && node.parentElement !== this.#host) node = node.parentElement;
    if (node.parentElement === this.#host) node.remove();
  }
}
