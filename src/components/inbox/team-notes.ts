/**
 * The open thread's notes for the team (DESIGN §10), a part of `TeamThread` (`team-thread.ts`, which loads them and
 * hears their live `note.*` events): each note as an entry of the timeline among the messages (author, time,
 * @mentions, edited or deleted by their author only), and the thread's one note box (in the notes panel,
 * `thread-notes.ts`), which adds a note, or gives it to the outbox when the service cannot be reached.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatTime } from '../../core/format.js';
import type { I18nController } from '../../i18n/index.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { Note, TeamUser } from '../../schemas/notes.js';
import type { ParleyInbox } from './inbox.component.js';
import { asApiError, type Applied, type InboxStore } from './inbox-store.js';
import { createNote, deleteNote, updateNote } from './team-api.js';
import type { MentionCombo } from './mention-combo.js';
import type { Announcer } from './announcer.js';
import { LazyController } from '../../controllers/lazy.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { ViewState } from './view-state.js';
import { newIdempotencyKey } from '../../api/transport.js';
import type { OutboxController } from '../../controllers/outbox-controller.js';

/** The notes' own lazy part. */
const noteParts = { combo: () => import('./mention-combo.js') };

/** The notes' fields of the team thread's view state. */
export interface NotesView {
  threadId: string | undefined;
  notes: readonly Note[];
  /** The note being edited, and its draft. */
  editing: { id: string; text: string } | undefined;
  draft: string;
  error: string | undefined;
}

/** What the notes take from the `TeamThread` that makes them. */
export interface NotesOf {
  host: ParleyInbox;
  store: InboxStore;
  i18n: I18nController<InboxKey>;
  /** The pane's polite live region: says a note this user added. */
  announcer: Announcer;
  view: ViewState<NotesView>;
  /** A teammate by name. */
  name(user: TeamUser): string;
  /** Where a note goes when the service cannot be reached (set by the thread pane). */
  outbox(): OutboxController | undefined;
}

/**
 * @csspart note - An internal note in the log, set apart from the messages.
 */
export class TeamNotes {
  readonly #host: ParleyInbox;
  readonly #store: InboxStore;
  readonly #i18n: I18nController<InboxKey>;
  readonly #announcer: Announcer;
  readonly #view: ViewState<NotesView>;
  readonly #name: (user: TeamUser) => string;
  readonly #outbox: () => OutboxController | undefined;
  /** `@` suggestions in the note box: their part is fetched when the box first takes focus. */
  readonly #parts: LazyController<typeof noteParts>;
  #suggester: MentionCombo | undefined;

  constructor(of: NotesOf) {
    this.#host = of.host;
    this.#store = of.store;
    this.#i18n = of.i18n;
    this.#announcer = of.announcer;
    this.#view = of.view;
    this.#name = of.name;
    this.#outbox = of.outbox;
    this.#parts = new LazyController(of.host, noteParts);
  }

  /** The note box's `@` suggestions, once their part is here. */
  get #combo(): MentionCombo | undefined {
    const part = this.#parts.get('combo');
    if (!part || this.#suggester) return this.#suggester;
    adoptStyles(this.#host.renderRoot, part.mentionStyles);
    return (this.#suggester = new part.MentionCombo(
      this.#host,
      () => this.#host.users,
      () => this.#store.state.claims.sub,
    ));
  }

  /** A note added, edited or deleted (here, or live by anyone): the timeline shows it, in time order. */
  changed(note: NonNullable<Applied['note']>): void {
    const rest = this.#view.value.notes.filter((n) => n.id !== note.note.id);
    this.#view.set({ notes: note.change === 'deleted' ? rest : [...rest, note.note].sort(byTime) });
  }

  async #save(action: () => Promise<unknown>): Promise<void> {
    this.#view.set({ error: undefined });
    try {
      await action();
    } catch (error) {
      const apiError = asApiError(error);
      this.#view.set({ error: apiError.message });
      this.#store.fail(apiError, 'notes', this.#view.value.threadId);
    }
  }

  /** Ids of the host's `users` the text mentions (`@Name`). */
  #mentions(text: string): string[] {
    return (this.#host.users ?? []).filter((u) => text.includes(`@${u.name}`)).map((u) => u.id);
  }

  #add = (event: Event): void => {
    event.preventDefault();
    const id = this.#view.value.threadId;
    const text = this.#view.value.draft.trim();
    if (!id || !text) return;
    const body = { text, mentions: this.#mentions(text) };
    const key = newIdempotencyKey();
    const form = event.currentTarget as HTMLFormElement;
    void this.#save(async () => {
      try {
        const note = await createNote(this.#store.api(), id, body, key);
        this.changed({ change: 'created', note });
        this.#announcer.noteAdded(note.id);
      } catch (error) {
        // The service unreachable: the outbox keeps the note with its key (shown above the reply box).
        const write = {
          kind: 'note',
          queue: `note:${id}`,
          method: 'POST',
          path: `/conversations/${encodeURIComponent(id)}/notes`,
          body,
          idempotencyKey: key,
          meta: { conversationId: id },
        } as const;
        if (!(await this.#outbox()?.keep(error, write))) throw error;
      }
      this.#view.set({ draft: '' });
      this.#combo?.close();
      // Add note is disabled with the box emptied: focus it held would fall to the page. The box keeps it, for the
      // next note.
      const root = this.#host.renderRoot as ShadowRoot;
      if (!form.contains(root.activeElement)) return;
      await this.#host.updateComplete;
      if (!root.activeElement || form.contains(root.activeElement)) form.querySelector('textarea')?.focus();
    });
  };

  #update(note: Note): void {
    const text = this.#view.value.editing?.text.trim();
    if (!text) return;
    void this.#save(async () => {
      const saved = await updateNote(this.#store.api(), note, { text, mentions: this.#mentions(text) });
      this.changed({ change: 'updated', note: saved });
      this.#view.set({ editing: undefined });
    });
  }

  #delete(note: Note): void {
    void this.#save(async () => {
      await deleteNote(this.#store.api(), note);
      this.changed({ change: 'deleted', note });
    });
  }

  /** A note in the log: set apart from the messages (never mistaken for what the customer sees). */
  renderNote(note: Note, locale: string): TemplateResult {
    const t = this.#i18n.t;
    const mine =
      !!note.author && note.author.id === this.#store.state.claims.sub && this.#store.can('conversations:notes');
    const editing = this.#view.value.editing;
    const author = note.author ? this.#name(note.author) : t('unknownAuthor');
    return html`<div class="note-entry" part="note" role="note" aria-label=${t('noteBy', { name: author })}>
      <p class="note-head"><span class="note-kind">${t('internalNote')}</span> · <strong dir="auto">${author}</strong>
        · <time datetime=${note.createdAt}>${formatTime(note.createdAt, locale)}</time>${note.updatedAt !== note.createdAt && note.author ? html` · <span>${t('edited')}</span>` : nothing}</p>
      ${
        editing?.id === note.id
          ? html`<textarea class="note-edit" aria-label=${t('editNote')} .value=${editing.text} maxlength="4000"
              @input=${(e: Event) => this.#view.set({ editing: { id: note.id, text: (e.target as HTMLTextAreaElement).value } })}></textarea>
            <span class="note-actions"><button class="link-btn" tabindex="-1" @click=${() => this.#update(note)}>${t('saveNote')}</button>
            <button class="link-btn" tabindex="-1" @click=${() => this.#view.set({ editing: undefined })}>${t('cancelEdit')}</button></span>`
          : html`<p class="note-text" dir="auto">${this.#withMentions(note.text)}</p>
            ${
              mine
                ? html`<span class="note-actions"><button class="link-btn" tabindex="-1" @click=${() => this.#view.set({ editing: { id: note.id, text: note.text } })}>${t('editNote')}</button>
                  <button class="link-btn" tabindex="-1" @click=${() => this.#delete(note)}>${t('deleteNote')}</button></span>`
                : nothing
            }`
      }
    </div>`;
  }

  #withMentions(text: string): unknown[] {
    const names = (this.#host.users ?? []).map((u) => `@${u.name}`).filter(Boolean);
    if (!names.length) return [text];
    const out: unknown[] = [];
    let rest = text;
    for (;;) {
      let at = -1;
      let found = '';
      for (const n of names) {
        const i = rest.indexOf(n);
        if (i >= 0 && (at < 0 || i < at)) [at, found] = [i, n];
      }
      if (at < 0) break;
      out.push(rest.slice(0, at), html`<strong class="mention">${found}</strong>`);
      rest = rest.slice(at + found.length);
    }
    out.push(rest);
    return out;
  }

  /**
   * The thread's one note box (in the notes panel, above the timeline): a note for the team, `@` suggesting
   * teammates to mention (`MentionCombo`).
   */
  renderAddNote(): TemplateResult {
    const t = this.#i18n.t;
    const { draft, error } = this.#view.value;
    const combo = this.#combo;
    const shown = combo?.options.length ?? 0;
    const box = () => this.#host.renderRoot.querySelector<HTMLTextAreaElement>('#note-new');
    const write = (text: string) => this.#view.set({ draft: text });
    return html`<form class="add-note" @submit=${this.#add}>
      <label for="note-new">${t('addNote')}</label>
      <div class="note-box">
        <textarea id="note-new" rows="2" dir="auto" maxlength="4000" placeholder=${t('notePlaceholder')} .value=${draft}
          aria-autocomplete="list" aria-controls="note-mentions" aria-activedescendant=${combo?.attrs('note-mentions').active ?? nothing}
          @focus=${() => void this.#parts.try('combo')}
          @input=${(e: Event) => {
            const el = e.target as HTMLTextAreaElement;
            write(el.value);
            if (this.#combo) this.#combo.follow(el);
            // An "@" typed before the suggestions' part is here (focus fetched it): the render showing the text
            // waits for it, so the list comes with the text and no keystroke is lost.
            else if (el.value.includes('@'))
              this.#host.holdUpdatesUntil(this.#parts.try('combo').then(() => this.#combo?.follow(el)));
          }}
          @click=${(e: Event) => this.#combo?.follow(e.target as HTMLTextAreaElement)}
          @keydown=${(e: KeyboardEvent) => this.#combo?.keydown(e, e.target as HTMLTextAreaElement, write)}
          @blur=${() => this.#combo?.close()}></textarea>
        <ul id="note-mentions" class="mentions-list" part="mention-list" role="listbox" aria-label=${t('mentionTeammates')}
          ?hidden=${!shown}>${combo?.renderOptions('note-mentions', box, write) ?? nothing}</ul>
        <p class="visually-hidden" role="status">${shown ? t('mentionCount', { count: shown }) : nothing}</p>
      </div>
      ${error ? html`<p class="error-text" role="alert">${error}</p>` : nothing}
      <button class="btn small" type="submit" ?disabled=${!draft.trim()}>${t('addNote')}</button>
    </form>`;
  }
}

function byTime(a: Note, b: Note): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}
