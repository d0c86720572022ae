/**
 * Templates (issue 18): the host's `templates` offered in a menu that fills the editor (with one confirmation
 * before replacing a draft that has content), and "Save as template", which names the draft and emits
 * `parley-template-save` for the host to persist (the composer stores nothing itself).
 */
import { html, nothing } from 'lit';
import { TemplateSaveEvent } from '../../events/template-save.js';
import type { SendRequest } from '../../schemas/messages.js';
import { focusIn, type ComposerHost } from './extras-host.js';

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

  constructor(private readonly host: ComposerHost) {}

  choose(id: string): void {
    const template = this.host.element.templates.find((t) => t.id === id);
    if (!template) return;
    if (this.host.editor.isEmpty()) this.#apply(template);
    else {
      this.pending = template;
      this.host.element.requestUpdate();
      void focusIn(this.host.element, '[data-replace]');
    }
  }

  #apply(template: ComposerTemplate): void {
    this.pending = undefined;
    this.host.editor.fill(template.request);
    this.host.announce(this.host.t('templateFilled', { name: template.name }));
  }

  save(): void {
    const name = this.name.trim();
    if (!name) return void focusIn(this.host.element, '#template-name');
    const { from: _from, to: _to, ...request } = this.host.request();
    this.host.element.dispatchEvent(new TemplateSaveEvent({ name, request }));
    this.saving = false;
    this.name = '';
    this.host.announce(this.host.t('templateSaved', { name }));
    this.host.element.requestUpdate();
    void focusIn(this.host.element, '[data-save-template]');
  }

  render() {
    const { host } = this;
    const list = host.element.templates;
    return html`<div class="templates" part="templates">
      ${
        list.length
          ? html`<label for="template">${host.t('useTemplate')}</label>
            <select id="template" part="template-menu" @change=${(e: Event) => {
              const select = e.target as HTMLSelectElement;
              this.choose(select.value);
              select.value = '';
            }}>
              <option value="">${host.t('templates')}</option>
              ${list.map((t) => html`<option value=${t.id}>${t.name}</option>`)}
            </select>`
          : nothing
      }
      ${
        this.saving
          ? html`<span class="field inline">
            <label for="template-name">${host.t('templateName')}</label>
            <input id="template-name" .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)}
              @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && (e.preventDefault(), this.save())} />
            <button type="button" class="btn" @click=${() => this.save()}>${host.t('saveTemplateButton')}</button>
          </span>`
          : html`<button type="button" class="btn" data-save-template @click=${() => {
              this.saving = true;
              host.element.requestUpdate();
              void focusIn(this.host.element, '#template-name');
            }}>${host.t('saveTemplate')}</button>`
      }
      ${
        this.pending
          ? html`<div class="confirm" part="template-confirm" role="group" aria-labelledby="replace-q">
            <p id="replace-q">${host.t('replaceDraft', { name: this.pending.name })}</p>
            <button type="button" class="btn btn-primary" data-replace @click=${() => this.#apply(this.pending!)}>${host.t('replace')}</button>
            <button type="button" class="btn" @click=${() => {
              this.pending = undefined;
              host.element.requestUpdate();
              void focusIn(this.host.element, '#template');
            }}>${host.t('keepDraft')}</button>
          </div>`
          : nothing
      }
    </div>`;
  }
}
