/**
 * The notes panel of an open thread, above its timeline: the thread's one note box (a note for the team, added to
 * the timeline among the messages, `TeamThread`), then the thread's pinned note — the conversation's own `notes`
 * text, one line until focused, autosaved by `NotesAutosave` with its save status and Retry. Loaded on first use
 * (`import()`), since most sessions never open notes.
 */
import './first-screen.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { InboxKey } from '../../i18n/inbox.js';
import { NOTES_MAX } from '../../schemas/constants.js';
import type { NotesAutosave } from './notes-autosave.js';

type Translate = (key: InboxKey, vars?: Record<string, string | number>) => string;

/** `addNote`: the note box (absent without the `conversations:notes` scope). */
export function renderNotesPanel(notes: NotesAutosave, t: Translate, addNote: unknown = nothing): TemplateResult {
  const status =
    notes.status === 'saving'
      ? t('saving')
      : notes.status === 'saved'
        ? t('saved')
        : notes.status === 'error'
          ? t('notSaved', { reason: notes.error?.message ?? '' })
          : '';
  return html`<div class="notes" id="notes" part="notes">
    ${addNote}
    <div class="pinned-note">
      <label for="notes-input">${t('notesLabel')}</label>
      <textarea id="notes-input" rows="1" dir="auto" maxlength=${NOTES_MAX} .value=${notes.text}
        placeholder=${t('pinnedPlaceholder')}
        @input=${(e: Event) => notes.input((e.target as HTMLTextAreaElement).value)}></textarea>
      <div class="notes-status">
        <span role="status" data-state=${notes.status} class=${notes.status === 'error' ? 'error-text' : 'muted'}>${status}</span>
        ${notes.status === 'error' ? html`<button class="link-btn" part="retry-button" @click=${() => notes.retry()}>${t('retry')}</button>` : nothing}
      </div>
    </div>
  </div>`;
}
