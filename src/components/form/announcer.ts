/**
 * What the form says and where focus goes after a render: the polite live region's text (the element renders it)
 * and the control that takes focus once the next render is done (the thank-you panel, the first invalid control,
 * the next question, the summary of a failed send).
 */
import type { ReactiveController } from 'lit';
import type { ParleyForm } from './form.component.js';

export class FormAnnouncer implements ReactiveController {
  readonly #host: ParleyForm;
  #text = '';
  /** A selector in the element's root: focused once the next render is done. */
  #focus: string | undefined;

  constructor(host: ParleyForm) {
    this.#host = host;
    host.addController(this);
  }

  /** The polite live region's text. */
  get text(): string {
    return this.#text;
  }

  /** Puts these words in the polite live region. */
  say(text: string): void {
    this.#text = text;
    this.#host.requestUpdate();
  }

  /** Focuses the first match of `selector` once the next render is done. */
  focusAfterRender(selector: string): void {
    this.#focus = selector;
    this.#host.requestUpdate();
  }

  hostUpdated(): void {
    if (!this.#focus) return;
    const target = this.#host.renderRoot.querySelector<HTMLElement>(this.#focus);
    this.#focus = undefined;
    // After this update: moving focus blurs a field, whose validation is a new update of its own.
    void this.#host.updateComplete.then(() => target?.focus());
  }
}
