/**
 * The contact as the panel draws it: one editable field (label, input, hint, error), and the read-only list of the
 * whole record for a token that may only read contacts. Pure: data in, template out.
 */
import { html, nothing } from 'lit';
import type { ContactPanelKey } from '../../i18n/contact-panel.js';
import type { Contact } from '../../schemas/contacts.js';
import { audienceSummary } from './audiences.js';
import type { ContactField, FieldProblem } from './patch.js';

type T = (key: ContactPanelKey, vars?: Record<string, string | number>) => string;

/** A field with its label, the tags' hint, and its error (the input tells assistive technology of both). */
export function fieldView(
  field: ContactField,
  value: string,
  error: FieldProblem | undefined,
  onInput: (event: Event) => void,
  t: T,
) {
  const id = `f-${field}`;
  const describedBy =
    [error ? `${id}-error` : '', field === 'tags' ? `${id}-hint` : ''].filter(Boolean).join(' ') || nothing;
  const input =
    field === 'description'
      ? html`<textarea id=${id} part="input" .value=${value} aria-invalid=${error ? 'true' : 'false'} aria-describedby=${describedBy} @input=${onInput}></textarea>`
      : html`<input id=${id} part="input" type=${field === 'email' ? 'email' : 'text'} autocomplete="off" .value=${value}
          aria-invalid=${error ? 'true' : 'false'} aria-describedby=${describedBy} @input=${onInput} />`;
  return html`<div class="field" part="field">
    <label for=${id}>${t(field)}</label>
    ${input}
    ${field === 'tags' ? html`<span class="hint" id="${id}-hint">${t('tagsHint')}</span>` : nothing}
    ${error ? html`<span class="error-text" part="error" id="${id}-error">${t(error.key, error.vars)}</span>` : nothing}
  </div>`;
}

/** The record as a list of terms, a dash for what is empty (read-only: `contacts:read` without `contacts:write`). */
export function readOnlyView(contact: Contact, audienceNames: ReadonlyMap<string, string>, t: T) {
  const show = (value: string | null) => (value ? value : t('none'));
  return html`<dl>
    <dt>${t('phone')}</dt><dd><span dir="ltr">${contact.phoneNumber}</span></dd>
    <dt>${t('name')}</dt><dd>${show(contact.name)}</dd>
    <dt>${t('email')}</dt><dd>${show(contact.email)}</dd>
    <dt>${t('tags')}</dt>
    <dd>${contact.tags.length ? html`<ul class="chips">${contact.tags.map((tag) => html`<li class="chip" part="tag">${tag}</li>`)}</ul>` : t('none')}</dd>
    <dt>${t('description')}</dt><dd>${show(contact.description)}</dd>
    <dt>${t('audiences')}</dt><dd>${audienceSummary(contact.audienceIds, audienceNames, t)}</dd>
  </dl>`;
}
