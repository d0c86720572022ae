/**
 * The internal-notes panel of an open thread: a textarea autosaved by `NotesAutosave`, its save status and Retry.
 * Loaded on first use (`import()`), since most sessions never open notes.
 */
import './first-screen.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { InboxKey } from '../../i18n/inbox.js';
import { NOTES_MAX } from '../../schemas/constants.js';
import type { NotesAutosave } from './notes-autosave.js';

type Translate = (key: InboxKey, vars?: Record<string, string | number>) => string;

export function renderNotesPanel(notes: NotesAutosave, t: Translate): TemplateResult {
  const status =
    notes.status === 'saving'
      ? t('saving')
      : notes.status === 'saved'
        ? t('saved')
        : notes.status === 'error'
          ? t('notSaved', { reason: notes.error?.message ?? '' })
          : '';
  return html`<div class="notes" id="notes" part="notes">
    <label for="notes-input">${t('notesLabel')}</label>
    <textarea id="notes-input" rows="4" dir="auto" maxlength=${NOTES_MAX} .value=${notes.text}
      @input=${(e: Event) => notes.input((e.target as HTMLTextAreaElement).value)}></textarea>
    <div class="notes-status">
      <span role="status" data-state=${notes.status} class=${notes.status === 'error' ? 'error-text' : 'muted'}>${status}</span>
      ${notes.status === 'error' ? html`<button class="link-btn" part="retry-button" @click=${() => notes.retry()}>${t('retry')}</button>` : nothing}
    </div>
  </div>`;
}
