/**
 * The open thread's notes as the header shows them when open (`notes-panel.ts`, a lazy part of the element loaded by
 * the header's toggle): one note box that adds a teammate note to the timeline (`TeamThread`), and the
 * conversation's own `notes` field, read-only, as the service has it now (live changes arrive through the store).
 * Part of the thread pane's chunk.
 */
import { nothing } from 'lit';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { InboxParts } from './lazy-parts.js';
import type { PaneContext } from './pane-context.js';
import type { TeamThread } from './team-thread.js';

/**
 * @csspart notes - The notes panel above the timeline: the note box, then the conversation's notes field.
 * @csspart pinned-note - In the notes panel: the conversation's `notes` field, read-only, one line until opened.
 */
export class ThreadNotes {
  readonly #p: PaneContext;
  readonly #team: TeamThread;
  readonly #parts: InboxParts;

  constructor(p: PaneContext, team: TeamThread, parts: InboxParts) {
    this.#p = p;
    this.#team = team;
    this.#parts = parts;
  }

  render(): unknown {
    const panel = this.#parts.get('notesPanel');
    if (!panel) return nothing;
    adoptStyles(this.#p.host.renderRoot, panel.notesPanelStyles);
    return panel.renderNotesPanel(
      this.#p.store.state.thread?.conversation?.notes ?? '',
      this.#p.i18n.t,
      this.#p.store.can('conversations:notes') ? this.#team.renderAddNote() : nothing,
    );
  }
}
