/**
 * The open thread as a team sees it (DESIGN §10): its notes as a timeline among the messages (author, time,
 * @mentions, edited or deleted by their author only, live through `note.*` events) and presence (who else views the
 * thread, who is typing a reply, and a question before sending when a teammate replied since you started typing).
 * This user's presence is posted while the thread is open and the tab visible (refreshed within the service's 30 s),
 * `idle` when the thread closes or the tab is hidden or closed. A controller of `<parley-inbox>`, made by the pane.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { formatTime, relativeTime } from '../../core/format.js';
import type { I18nController } from '../../i18n/index.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { Message } from '../../schemas/messages.js';
import type { Note, Presence, TeamUser } from '../../schemas/notes.js';
import type { ParleyInbox } from './inbox.component.js';
import { asApiError, type Applied, type InboxStore } from './inbox-store.js';
import { isolate, type ThreadState } from './model.js';
import { createNote, deleteNote, listNotes, listPresence, postPresence, updateNote } from './team-api.js';
import type { MentionCombo } from './mention-combo.js';
import type { Announcer } from './announcer.js';
import { LazyController } from '../../controllers/lazy.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { ViewState } from './view-state.js';
import { newIdempotencyKey } from '../../api/transport.js';
import type { OutboxController } from '../../controllers/outbox-controller.js';

/** The team thread's own lazy part. */
const teamParts = { combo: () => import('./mention-combo.js') };

/** Re-post presence this often while the thread is open (the service ends one after 30 s without). */
const PRESENCE_REFRESH_MS = 15_000;
/** Typing goes back to viewing after this long without input. */
const TYPING_IDLE_MS = 6_000;

interface TeamView {
  threadId: string | undefined;
  notes: readonly Note[];
  /** Teammates in the thread now, by user id (never this user). */
  others: ReadonlyMap<string, Presence>;
  /** The note being edited, and its draft. */
  editing: { id: string; text: string } | undefined;
  draft: string;
  /** Send was pressed after a teammate replied since this user started typing: the question shown. */
  confirm: { name: string; at: string } | undefined;
  error: string | undefined;
}

/**
 * @csspart viewers - In the thread header: who else views the thread now ("Dana is viewing").
 * @csspart team-typing - Above the reply box: the teammates typing a reply in the thread.
 * @csspart collision - Above the reply box, after Send: a teammate replied since you started typing, with Send anyway
 * and Don't send.
 * @csspart note - An internal note in the log, set apart from the messages.
 */
export class TeamThread implements ReactiveController {
  readonly #host: ParleyInbox;
  readonly #store: InboxStore;
  readonly #i18n: I18nController<InboxKey>;
  /** The pane's polite live region: says a note this user added. */
  readonly #announcer: Announcer;
  readonly #view: ViewState<TeamView>;
  #refresh: ReturnType<typeof setInterval> | undefined;
  #typingIdle: ReturnType<typeof setTimeout> | undefined;
  #state: 'viewing' | 'typing' | 'idle' = 'idle';
  /** When this user started typing the reply in the box (0: not typing). */
  #typingSince = 0;
  /** The teammate who last typed in this thread, to name who replied. */
  #lastTyping: TeamUser | undefined;
  #abort: AbortController | undefined;
  /** Teammates whose presence in the open thread came live since it opened: newer than the list's answer. */
  #heard = new Set<string>();
  /** The element is out of the DOM: nothing but `idle` is posted (a late timer must not bring the presence back). */
  #gone = false;

  /** Where a note goes when the service cannot be reached (set by the thread pane). */
  outbox: OutboxController | undefined;
  /** `@` suggestions in the note box: their part is fetched when the box first takes focus. */
  readonly #parts: LazyController<typeof teamParts>;
  #suggester: MentionCombo | undefined;

  constructor(host: ParleyInbox, store: InboxStore, i18n: I18nController<InboxKey>, announcer: Announcer) {
    this.#host = host;
    this.#store = store;
    this.#i18n = i18n;
    this.#announcer = announcer;
    this.#view = new ViewState<TeamView>(host, {
      threadId: undefined,
      notes: [],
      others: new Map(),
      editing: undefined,
      draft: '',
      confirm: undefined,
      error: undefined,
    });
    this.#parts = new LazyController(host, teamParts);
    host.addController(this);
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

  get notes(): readonly Note[] {
    return this.#view.value.notes;
  }

  /** A thread opened (or none): presence moves with it, its notes and who is there load. */
  open(thread: ThreadState | undefined): void {
    const previous = this.#view.value.threadId;
    const id = thread?.conversation ? thread.id : undefined;
    if (previous === id) return;
    if (previous) this.#post(previous, 'idle');
    this.#abort?.abort();
    clearInterval(this.#refresh);
    this.#typingSince = 0;
    this.#lastTyping = undefined;
    this.#heard = new Set();
    this.#view.set({
      threadId: id,
      notes: [],
      others: new Map(),
      editing: undefined,
      draft: '',
      confirm: undefined,
      error: undefined,
    });
    if (!id) return;
    const abort = (this.#abort = new AbortController());
    const api = this.#store.api();
    listNotes(api, id, { signal: abort.signal }).then(
      (notes) => !abort.signal.aborted && this.#view.set({ notes }),
      () => {},
    );
    // Who was there when the service answered; a presence event may have come (and be newer) while it was on its
    // way (a teammate who started typing, or left), so the answer only adds the teammates not heard from since.
    listPresence(api, id, { signal: abort.signal }).then(
      (list) => {
        if (abort.signal.aborted) return;
        const others = new Map(this.#view.value.others);
        for (const p of list) if (p.state !== 'idle' && !this.#heard.has(p.user.id)) others.set(p.user.id, p);
        this.#view.set({ others });
      },
      () => {},
    );
    this.#setState('viewing');
    this.#refresh = setInterval(() => this.#state !== 'idle' && this.#post(id, this.#state), PRESENCE_REFRESH_MS);
  }

  /** A live event for the open thread. */
  applied(applied: Applied): void {
    const { note, presence } = applied;
    const notes = this.#view.value.notes;
    if (note) {
      const rest = notes.filter((n) => n.id !== note.note.id);
      this.#view.set({ notes: note.change === 'deleted' ? rest : [...rest, note.note].sort(byTime) });
    }
    if (presence && presence.user.id !== this.#store.state.claims.sub) {
      this.#heard.add(presence.user.id);
      const others = new Map(this.#view.value.others);
      if (presence.state === 'idle') others.delete(presence.user.id);
      else others.set(presence.user.id, presence);
      if (presence.state === 'typing') this.#lastTyping = presence.user;
      this.#view.set({ others });
    }
  }

  /** This user typed in the reply box: typing (posted on change), back to viewing after a pause. */
  typed(text: string): void {
    if (!text) {
      this.#typingSince = 0;
      this.#setState('viewing');
      return;
    }
    this.#typingSince ||= Date.now();
    this.#setState('typing');
    clearTimeout(this.#typingIdle);
    this.#typingIdle = setTimeout(() => this.#setState('viewing'), TYPING_IDLE_MS);
  }

  /**
   * Whether to send now: false, showing the question, when an outbound reply this user did not send arrived since
   * they started typing (`mine`: the ids of this user's sends). `confirmed` after "Send anyway".
   */
  maySend(thread: ThreadState, isMine: (message: Message) => boolean, confirmed = false): boolean {
    if (confirmed || !this.#typingSince) {
      this.#view.set({ confirm: undefined });
      return true;
    }
    const since = this.#typingSince;
    const other = [...thread.messages]
      .reverse()
      .find((m: Message) => m.direction === 'outbound' && Date.parse(m.createdAt) > since && !isMine(m));
    if (!other) return true;
    this.#view.set({
      confirm: {
        name: this.#lastTyping ? this.#name(this.#lastTyping) : this.#i18n.t('teammate'),
        at: other.createdAt,
      },
    });
    return false;
  }

  /** The reply went out: typing ends. */
  sent(): void {
    this.#typingSince = 0;
    this.#view.set({ confirm: undefined });
    this.#setState('viewing');
  }

  dismissConfirm(): void {
    this.#view.set({ confirm: undefined });
  }

  #setState(state: 'viewing' | 'typing' | 'idle'): void {
    const id = this.#view.value.threadId;
    if (!id || this.#gone || state === this.#state) return;
    this.#state = state;
    this.#post(id, state);
  }

  #post(id: string, state: 'viewing' | 'typing' | 'idle'): void {
    if (!this.#store.can('conversations:read')) return;
    // `idle` is often posted as the element goes away or the page hides: `keepalive` lets it outlive them.
    postPresence(this.#store.api(), id, state, state === 'idle').catch(() => {});
  }

  #onVisibility = (event: Event): void => {
    const hidden = event.type === 'pagehide' || document.visibilityState === 'hidden';
    const id = this.#view.value.threadId;
    if (!id) return;
    if (hidden) {
      this.#state = 'idle';
      this.#post(id, 'idle');
    } else this.#setState('viewing');
  };

  hostConnected(): void {
    this.#gone = false;
    document.addEventListener('visibilitychange', this.#onVisibility);
    addEventListener('pagehide', this.#onVisibility);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    removeEventListener('pagehide', this.#onVisibility);
    clearInterval(this.#refresh);
    clearTimeout(this.#typingIdle);
    this.#abort?.abort();
    this.#gone = true;
    // Leaving (the element removed, the page closed): the presence ends now, not 30 s later.
    const id = this.#view.value.threadId;
    if (id) this.#post(id, 'idle');
    this.#state = 'idle';
  }

  /** A teammate by name: the token's `name` claim they carry, the host's `users`, else their id. */
  #name(user: TeamUser): string {
    return user.name ?? this.#host.users?.find((u) => u.id === user.id)?.name ?? user.id;
  }

  // ------------------------------------------------------------------ notes

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
        this.applied({ note: { change: 'created', note } });
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
        if (!(await this.outbox?.keep(error, write))) throw error;
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
      this.applied({ note: { change: 'updated', note: saved } });
      this.#view.set({ editing: undefined });
    });
  }

  #delete(note: Note): void {
    void this.#save(async () => {
      await deleteNote(this.#store.api(), note);
      this.applied({ note: { change: 'deleted', note } });
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

  // ------------------------------------------------------------------ presence

  /** Who else views the thread, for its header. */
  renderViewers(): unknown {
    const others = [...this.#view.value.others.values()];
    if (!others.length) return nothing;
    return html`<p class="viewers" part="viewers" role="status">${this.#i18n.t('viewing', { names: others.map((p) => isolate(this.#name(p.user))).join(', ') })}</p>`;
  }

  /** Above the reply box: who is typing a reply, and the question before sending over a teammate's reply. */
  renderAboveReply(now: number, locale: string, send: () => void): unknown {
    const t = this.#i18n.t;
    const { others, confirm } = this.#view.value;
    const typing = [...others.values()].filter((p) => p.state === 'typing');
    return html`${typing.length ? html`<p class="team-typing muted" part="team-typing" role="status">${t('typingTeammate', { names: typing.map((p) => isolate(this.#name(p.user))).join(', ') })}</p>` : nothing}
      ${
        confirm
          ? html`<div class="collision" part="collision" role="alert">
            <span>${t('repliedSince', { name: isolate(confirm.name), ago: relativeTime(confirm.at, now, locale) })}</span>
            <button class="btn small btn-primary" type="button" @click=${send}>${t('sendAnyway')}</button>
            <button class="btn small" type="button" @click=${() => this.dismissConfirm()}>${t('dontSend')}</button>
          </div>`
          : nothing
      }`;
  }
}

function byTime(a: Note, b: Note): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}
