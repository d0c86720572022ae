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
   * prefill), with the time zones the person chose there as their type keeps them in the draft (`#<type>`: zones by
   * field key), and where the focus is, read right before the element's form replaces it.
   */
  typed(fields: readonly Field[]): RawValues {
    const shown = fields.filter((f) => !f.hidden);
    const raw = readPosted(shown, new FormData(this.#form));
    for (const field of shown) {
      const zone = this.#chosenZone(field.key);
      // The type's draft key (`field-types.ts`), not imported: that module is the `ready` chunk's, not this part's.
      const key = `#${field.type}`;
      if (zone) raw[key] = { ...(raw[key] as object), [field.key]: zone };
    }
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
   * The zone a datetime was read in on the page (`<key>.zone`) when the person chose it: the page selects UTC
   * because a server cannot know the visitor's zone, and that default must give way to the device's, but a choice
   * must not. Chosen: a selected option other than the one the page selected; a zone the page shows as chosen after
   * a post (`data-chosen`), or carries for a field of another page (a hidden input, written only when chosen).
   */
  #chosenZone(key: string): string | undefined {
    const control = this.#form.elements.namedItem(`${key}.zone`);
    if (control instanceof HTMLSelectElement) {
      const option = control.selectedOptions[0];
      return option && (!option.defaultSelected || control.dataset.chosen !== undefined) ? option.value : undefined;
    }
    return control instanceof HTMLInputElement && control.type === 'hidden' ? control.value : undefined;
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
