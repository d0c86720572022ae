/**
 * The open thread as a team sees it (DESIGN §10): its notes as a timeline among the messages (`team-notes.ts`: author,
 * time, @mentions, edited or deleted by their author only, live through `note.*` events) and presence (who else views
 * the thread, who is typing a reply, and a question before sending when a teammate replied since you started typing).
 * This user's presence is posted while the thread is open and the tab visible (refreshed within the service's 30 s),
 * `idle` when the thread closes or the tab is hidden or closed. A controller of `<parley-inbox>`, made by the pane.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { relativeTime } from '../../core/format.js';
import type { I18nController } from '../../i18n/index.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { Message } from '../../schemas/messages.js';
import type { Note, Presence, TeamUser } from '../../schemas/notes.js';
import type { ParleyInbox } from './inbox.component.js';
import type { Applied, InboxStore } from './inbox-store.js';
import { isolate, teammateName, type ThreadState } from './model.js';
import { listNotes, listPresence, postPresence } from './team-api.js';
import type { Announcer } from './announcer.js';
import { TeamNotes, type NotesView } from './team-notes.js';
import { ViewState } from './view-state.js';
import type { OutboxController } from '../../controllers/outbox-controller.js';
import { listWords } from '../../core/list-words.js';

/** Re-post presence this often while the thread is open (the service ends one after 30 s without). */
const PRESENCE_REFRESH_MS = 15_000;
/** Typing goes back to viewing after this long without input. */
const TYPING_IDLE_MS = 6_000;

interface TeamView extends NotesView {
  /** Teammates in the thread now, by user id (never this user). */
  others: ReadonlyMap<string, Presence>;
  /** Send was pressed after a teammate replied since this user started typing: the question shown. */
  confirm: { name: string; at: string } | undefined;
}

/**
 * @csspart viewers - In the thread header: who else views the thread now ("Dana is viewing").
 * @csspart team-typing - Above the reply box: the teammates typing a reply in the thread.
 * @csspart collision - Above the reply box, after Send: a teammate replied since you started typing, with Send anyway
 * and Don't send.
 */
export class TeamThread implements ReactiveController {
  readonly #host: ParleyInbox;
  readonly #store: InboxStore;
  readonly #i18n: I18nController<InboxKey>;
  readonly #view: ViewState<TeamView>;
  /** The notes' entries in the log and their note box. */
  readonly #notes: TeamNotes;
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

  constructor(host: ParleyInbox, store: InboxStore, i18n: I18nController<InboxKey>, announcer: Announcer) {
    this.#host = host;
    this.#store = store;
    this.#i18n = i18n;
    this.#view = new ViewState<TeamView>(host, {
      threadId: undefined,
      notes: [],
      others: new Map(),
      editing: undefined,
      draft: '',
      confirm: undefined,
      error: undefined,
    });
    this.#notes = new TeamNotes({
      host,
      store,
      i18n,
      announcer,
      view: this.#view,
      name: (user) => this.#name(user),
      outbox: () => this.outbox,
    });
    host.addController(this);
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
    if (note) this.#notes.changed(note);
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

  /** A teammate by name (`teammateName`). */
  #name(user: TeamUser): string {
    return teammateName(this.#host.users, user);
  }

  // ------------------------------------------------------------------ notes

  /** A note in the log, set apart from the messages (`TeamNotes`). */
  renderNote(note: Note, locale: string): TemplateResult {
    return this.#notes.renderNote(note, locale);
  }

  /** The thread's one note box, in the notes panel (`TeamNotes`). */
  renderAddNote(): TemplateResult {
    return this.#notes.renderAddNote();
  }

  // ------------------------------------------------------------------ presence

  /** Teammates named in a sentence: each isolated (a right-to-left name beside the words), joined in the language's way. */
  #names(people: readonly { user: { id: string; name?: string } }[]): string {
    return listWords(
      people.map((p) => isolate(this.#name(p.user))),
      this.#i18n.locale,
    );
  }

  /** Who else views the thread, for its header. */
  renderViewers(): unknown {
    const others = [...this.#view.value.others.values()];
    if (!others.length) return nothing;
    return html`<p class="viewers" part="viewers" role="status">${this.#i18n.t('viewing', { names: this.#names(others), count: others.length })}</p>`;
  }

  /** Above the reply box: who is typing a reply, and the question before sending over a teammate's reply. */
  renderAboveReply(now: number, locale: string, send: () => void): unknown {
    const t = this.#i18n.t;
    const { others, confirm } = this.#view.value;
    const typing = [...others.values()].filter((p) => p.state === 'typing');
    return html`${typing.length ? html`<p class="team-typing muted" part="team-typing" role="status">${t('typingTeammate', { names: this.#names(typing), count: typing.length })}</p>` : nothing}
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
