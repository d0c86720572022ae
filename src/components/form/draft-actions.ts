/**
 * The link's draft actions under the form, as the hosted page without scripts has them (DESIGN §15): "Save and
 * finish later" keeps the answers on the service now (the element also saves them as typing pauses), and "Text me
 * a link to finish" (when the link was sent to a phone number: `recipient` in the render) texts the same link again
 * into the same conversation (`POST /forms/{id}/draft/link`), after saving. Shown with a link's token only: the
 * service keeps drafts per link. What happened is shown under the buttons and said in the form's live region.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { FormRender } from '../../schemas/forms.js';
import type { FormAnnouncer } from './announcer.js';
import type { ParleyForm } from './form.component.js';
import { readableIfLoaded } from './phone-loaded.js';
import type { SessionOptions } from './session.js';
import type { TypedAnswers } from './typed.js';
import { failureReason, type Translate } from './values.js';

/** Link-like buttons (secondary to the submit), each a 44 px target, in a row that wraps. */
export const draftActionStyles = css`
  .later {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.5em;
    margin-top: 0.75em;
  }
  .link {
    font: inherit;
    color: var(--_f-text);
    background: none;
    border: 0;
    padding: 0.5em 0;
    min-height: 44px;
    text-decoration: underline;
    text-underline-offset: 0.15em;
    cursor: pointer;
  }
  .link[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
  .later-note {
    flex-basis: 100%;
    margin: 0.25em 0 0;
  }
`;

type Action = 'save' | 'text';

export interface DraftActionParts {
  answers: TypedAnswers;
  announcer: FormAnnouncer;
  /** The form shown. */
  render(): FormRender | undefined;
}

export class DraftActions {
  readonly #host: ParleyForm;
  readonly #options: SessionOptions;
  readonly #p: DraftActionParts;
  /** The action in flight. */
  #busy: Action | undefined;
  /** What the last action did, shown under the buttons. */
  #notice = '';

  constructor(host: ParleyForm, options: SessionOptions, parts: DraftActionParts) {
    this.#host = host;
    this.#options = options;
    this.#p = parts;
  }

  /** Another form (or the same one again): nothing done yet. */
  reset(): void {
    this.#notice = '';
    this.#busy = undefined;
  }

  async #run(action: Action): Promise<void> {
    const render = this.#p.render();
    if (!render || this.#busy) return;
    const t = this.#options.t;
    this.#busy = action;
    this.#host.requestUpdate();
    let text: string;
    try {
      await this.#p.answers.saveNow();
      if (action === 'text') {
        const sent = (await this.#host.api.request('POST', `/forms/${encodeURIComponent(render.form.id)}/draft/link`, {
          body: {},
        })) as { to?: unknown };
        text = t('linkTexted', {
          to: readableIfLoaded(typeof sent?.to === 'string' ? sent.to : (render.recipient?.to ?? '')),
        });
      } else text = t('draftSaved');
    } catch (error) {
      const reason = failureReason(error, t);
      text = t('laterFailed', { reason });
    }
    this.#busy = undefined;
    this.#notice = text;
    this.#p.announcer.say(text);
  }

  #save = (): void => void this.#run('save');
  #text = (): void => void this.#run('text');

  /** The buttons (with a link's token) and what the last one did; nothing otherwise. */
  render(t: Translate): TemplateResult | typeof nothing {
    const render = this.#p.render();
    if (!render || !this.#host.token) return nothing;
    const busy = (action: Action) => (this.#busy === action ? 'true' : 'false');
    // The note is not a live region: the form's own says it once (`announcer`).
    return html`<div class="later" part="later">
      <button type="button" class="link" part="save-draft" aria-disabled=${busy('save')} @click=${this.#save}>
        ${t('saveDraft')}
      </button>
      ${
        render.recipient
          ? html`<button type="button" class="link" part="text-link" aria-disabled=${busy('text')} @click=${this.#text}>
            ${t('textLink')}
          </button>`
          : nothing
      }
      ${this.#notice ? html`<p class="later-note help" part="note">${this.#notice}</p>` : nothing}
    </div>`;
  }
}
