/**
 * The open thread's notes as the header shows them when open (`notes-panel.ts`, a lazy part of the element loaded by
 * the header's toggle): one note box that adds a teammate note to the timeline (`TeamThread`), then the thread's
 * pinned note, autosaved (`NotesAutosave`). Part of the thread pane's chunk.
 */
import { nothing } from 'lit';
import type { InboxParts } from './lazy-parts.js';
import { NotesAutosave } from './notes-autosave.js';
import type { PaneContext } from './pane-context.js';
import type { TeamThread } from './team-thread.js';

/**
 * @csspart notes - The internal notes panel.
 */
export class ThreadNotes {
  readonly autosave: NotesAutosave;
  readonly #p: PaneContext;
  readonly #team: TeamThread;
  readonly #parts: InboxParts;

  constructor(p: PaneContext, team: TeamThread, parts: InboxParts) {
    this.#p = p;
    this.#team = team;
    this.#parts = parts;
    this.autosave = new NotesAutosave(p.host, p.store);
  }

  render(): unknown {
    const panel = this.#parts.get('notesPanel');
    return panel
      ? panel.renderNotesPanel(
          this.autosave,
          this.#p.i18n.t,
          this.#p.store.can('conversations:notes') ? this.#team.renderAddNote() : nothing,
        )
      : nothing;
  }
}
