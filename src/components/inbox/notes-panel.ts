/**
 * The notes panel of an open thread, above its timeline: the thread's one note box (a note for the team, added to
 * the timeline among the messages, `TeamThread`), then — when the conversation's own `notes` field (a field of the
 * service, written by hosts' servers through the API) holds text — that text, read-only: one line until opened, the
 * whole of it in a disclosure. Nothing else here takes input, so the message log keeps most of the pane. Loaded on
 * first use (`import()`), since most sessions never open notes; its styles come with it.
 */
import './first-screen.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { InboxKey } from '../../i18n/inbox.js';

type Translate = (key: InboxKey, vars?: Record<string, string | number>) => string;

/** `pinned`: the conversation's `notes` field; `addNote`: the note box (absent without `conversations:notes`). */
export function renderNotesPanel(pinned: string, t: Translate, addNote: unknown = nothing): TemplateResult {
  return html`<div class="notes" id="notes" part="notes">
    ${addNote}
    ${
      pinned.trim()
        ? html`<details class="pinned-field" part="pinned-note">
          <summary><span class="pinned-label">${t('notesLabel')}</span>
            <span class="pinned-text" dir="auto">${pinned}</span></summary>
          <p class="pinned-full" dir="auto" tabindex="0">${pinned}</p>
        </details>`
        : nothing
    }
  </div>`;
}

/**
 * Closed, the field is one line cut with an ellipsis, its label first; open, the text wraps in full and scrolls past a
 * few lines below it, so a long field never pushes the log off a phone's screen.
 */
export const notesPanelStyles = css`
  /*
   * The notes panel sits above the timeline on a narrow screen too: one note box, and the pinned note as one line
   * until it is being edited, so the message log keeps most of the pane.
   */
  .notes {
    display: grid;
    gap: 4px;
    padding: 6px 12px;
    background: var(--_surface);
    border-block-end: 1px solid var(--_border);
  }
  .notes label {
    font-size: 12px;
    color: var(--_muted);
  }
  .notes textarea {
    resize: vertical;
    width: 100%;
  }
  /* The panel's one note box: it adds to the timeline below, but is not part of the message log. */
  .add-note {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: end;
    gap: 4px 8px;
  }
  .add-note label,
  .add-note .error-text {
    grid-column: 1 / -1;
  }
  .note-box {
    position: relative;
  }
  .note-box textarea {
    display: block;
    resize: none;
  }
  .add-note .btn {
    justify-self: end;
  }
  .pinned-field {
    font-size: 13px;
    min-width: 0;
  }
  .pinned-field summary {
    display: flex;
    align-items: baseline;
    gap: 8px;
    min-height: 24px;
    cursor: pointer;
    list-style: none;
  }
  /* A flex summary loses its marker: this one says open or closed (and turns with the writing direction). */
  .pinned-field summary::-webkit-details-marker {
    display: none;
  }
  .pinned-field summary::before {
    content: '';
    flex: none;
    align-self: center;
    width: 0;
    height: 0;
    border-block: 4px solid transparent;
    border-inline-start: 6px solid var(--_muted);
  }
  .pinned-field[open] summary::before {
    border-inline: 4px solid transparent;
    border-block-start: 6px solid var(--_muted);
    border-block-end: 0;
  }
  .pinned-field summary:focus-visible {
    outline: 2px solid var(--_primary);
    outline-offset: 2px;
  }
  .pinned-label {
    flex: none;
    font-size: 12px;
    color: var(--_muted);
  }
  .pinned-text {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .pinned-field[open] .pinned-text {
    display: none;
  }
  /* Focusable, as a region that may scroll must be for keyboard users. */
  .pinned-full {
    margin: 2px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    max-height: 6.5em;
    overflow: auto;
  }
`;
