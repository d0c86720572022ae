/**
 * Where the keyboard goes, and what is said, when `<parley-blast>` changes step. The controls just pressed are gone
 * once the next step is drawn, which would drop the focus to the page: it moves to the new step's heading (or its
 * first control) instead. The change is said once in a polite live region that is always there, empty until then: a
 * region inserted already filled in (the progress step's status) is not read out.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { BlastKey } from '../../i18n/blast.js';
import type { BlastT } from './checks.js';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export class StepFocus {
  /** What the live region says: the last step change. */
  #said: BlastKey | undefined;

  constructor(private readonly host: Host) {}

  /**
   * Says `say` (nothing: the region empties, so the same words said again are read again) and, once drawn, focuses
   * the first of `targets` found. Only when the focus was in the element or nowhere: a host calling `send()` from its
   * own page keeps its focus.
   */
  async moveTo(targets: string[], say: BlastKey | undefined): Promise<void> {
    const active = this.host.ownerDocument.activeElement;
    const ours = !active || active === this.host.ownerDocument.body || active === this.host;
    this.#said = say;
    this.host.requestUpdate();
    await this.host.updateComplete;
    if (!ours) return;
    for (const target of targets) {
      const el = this.host.renderRoot.querySelector<HTMLElement>(target);
      if (el) return el.focus();
    }
  }

  /** Empties the region: what it said is no longer news (an error says what happened instead). */
  hush(): void {
    this.#said = undefined;
    this.host.requestUpdate();
  }

  /** The live region, drawn with the element whatever its step. */
  region(t: BlastT): TemplateResult {
    return html`<p class="visually-hidden" role="status" aria-live="polite" id="step-said">${this.#said ? t(this.#said) : ''}</p>`;
  }
}
