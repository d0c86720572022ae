/**
 * Templates: the host's `templates` offered in a menu that fills the editor (with one confirmation
 * before replacing a draft that has content), and "Save as template", which names the draft and emits
 * `parley-template-save` for the host to persist (the composer stores nothing itself).
 *
 * @csspart templates - The template menu and "Save as template".
 * @csspart template-menu - The template menu.
 * @csspart template-confirm - "Replace your draft with …?".
 */
import { html, nothing } from 'lit';
import { TemplateSaveEvent } from '../../events/template-save.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';
import { focusIn, type ComposerVoice, type SendableDraft } from './extras-host.js';

/** A message to start from: `request` fills the editor (its `from`/`to` are ignored when the element has them). */
export interface ComposerTemplate {
  id: string;
  name: string;
  request: Partial<SendRequest>;
}

export class Templates {
  /** The template waiting for "Replace draft" (the draft has content). */
  pending: ComposerTemplate | undefined;
  saving = false;
  name = '';

  /** `editor` fills the draft from a template and says whether it is empty (nothing to confirm replacing). */
  constructor(
    private readonly element: ParleyComposer,
    private readonly editor: DraftEditor,
    private readonly voice: ComposerVoice,
    private readonly draft: SendableDraft,
  ) {}

  choose(id: string): void {
    const template = this.element.templates.find((t) => t.id === id);
    if (!template) return;
    if (this.editor.isEmpty()) this.#apply(template);
    else {
      this.pending = template;
      this.element.requestUpdate();
      void focusIn(this.element, '[data-replace]');
    }
  }

  #apply(template: ComposerTemplate): void {
    this.pending = undefined;
    this.editor.fill(template.request);
    this.voice.announce(this.voice.t('templateFilled', { name: template.name }));
  }

  save(): void {
    const name = this.name.trim();
    if (!name) return void focusIn(this.element, '#template-name');
    const { from: _from, to: _to, ...request } = this.draft.request();
    this.element.dispatchEvent(new TemplateSaveEvent({ name, request }));
    this.saving = false;
    this.name = '';
    this.voice.announce(this.voice.t('templateSaved', { name }));
    this.element.requestUpdate();
    void focusIn(this.element, '[data-save-template]');
  }

  render() {
    const { element } = this;
    const { t } = this.voice;
    const list = element.templates;
    return html`<div class="templates" part="templates">
      ${
        list.length
          ? html`<label for="template">${t('useTemplate')}</label>
            <select id="template" part="template-menu" @change=${(e: Event) => {
              const select = e.target as HTMLSelectElement;
              this.choose(select.value);
              select.value = '';
            }}>
              <option value="">${t('templates')}</option>
              ${list.map((t) => html`<option value=${t.id}>${t.name}</option>`)}
            </select>`
          : nothing
      }
      ${
        this.saving
          ? html`<span class="field inline">
            <label for="template-name">${t('templateName')}</label>
            <input id="template-name" .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)}
              @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && (e.preventDefault(), this.save())} />
            <button type="button" class="btn" @click=${() => this.save()}>${t('saveTemplateButton')}</button>
          </span>`
          : html`<button type="button" class="btn" data-save-template @click=${() => {
              this.saving = true;
              element.requestUpdate();
              void focusIn(element, '#template-name');
            }}>${t('saveTemplate')}</button>`
      }
      ${
        this.pending
          ? html`<div class="confirm" part="template-confirm" role="group" aria-labelledby="replace-q">
            <p id="replace-q">${t('replaceDraft', { name: this.pending.name })}</p>
            <button type="button" class="btn btn-primary" data-replace @click=${() => this.#apply(this.pending!)}>${t('replace')}</button>
            <button type="button" class="btn" @click=${() => {
              this.pending = undefined;
              element.requestUpdate();
              void focusIn(element, '#template');
            }}>${t('keepDraft')}</button>
          </div>`
          : nothing
      }
    </div>`;
  }
}
