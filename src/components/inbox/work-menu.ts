/**
 * The team's work on a thread (DESIGN §13), a part loaded on the first press that needs it: Done / Reopen, Snooze
 * (later today, tomorrow 9:00, next week, a time picked), Assign (to me, to a teammate of the host's `users`, nobody)
 * and Mark as unread — the actions, and the menu a row (its ⋯, right click, Shift+F10) or the thread header opens
 * (what it shows is `work-menu-view.ts`).
 *
 * Each change fires its cancelable event first (`parley-status`, `parley-assign`: `preventDefault()` keeps the thread
 * as it is), shows at once (a thread that leaves the view leaves the list), and is undone, with `parley-error`, if the
 * service refuses it. What was done is read out by a polite region of its own.
 */
import './first-screen.js';
import { html, nothing, type TemplateResult } from 'lit';
import { assignConversation, markConversationUnread, setConversationStatus } from '../../api/team.js';
import { ConversationAssignEvent } from '../../events/conversation-assign.js';
import { ConversationStatusEvent } from '../../events/conversation-status.js';
import type { InboxErrorAction } from '../../events/parley-error.js';
import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages } from '../../i18n/inbox.js';
import { workEn } from '../../i18n/inbox-work.js';
import type { Conversation, ConversationStatus } from '../../schemas/conversations.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { InboxContext } from './inbox-context.js';
import { asApiError } from './inbox-store.js';
import { contactName, isolate, teammateName } from './model.js';
import { upsertRow } from './row-order.js';
import { menuStyles, renderCustom, renderMenu, type MenuActions, type MenuKind, type Open } from './work-menu-view.js';
import { timeWords } from './work-words.js';
import { listMessages } from '../../api/conversations.js';

export type { MenuKind };

addEnglishWords(inboxMessages, workEn);

export class WorkMenu {
  readonly #c: InboxContext;
  #open: Open | undefined;
  /** What the polite region last said (with a serial: the same words again are read again). */
  #said: { n: number; text: string } | undefined;

  constructor(c: InboxContext) {
    this.#c = c;
    adoptStyles(c.el.renderRoot, menuStyles);
  }

  /** The latest state of a thread the user acts on (the open thread's, else its row's). */
  #thread(id: string): Conversation | undefined {
    const { store } = this.#c;
    return store.cached(id)?.conversation ?? store.state.threads.find((t) => t.id === id);
  }

  /** Which menu is open (the header's buttons say it with `aria-expanded`). */
  get openKind(): MenuKind | undefined {
    return this.#open?.kind;
  }

  /** Opens the menu of `kind` for thread `id` under `anchor`; focus moves to its first item. */
  async open(kind: MenuKind, anchor: HTMLElement, id: string, back: HTMLElement = anchor): Promise<void> {
    const el = this.#c.el;
    this.#open = { kind, id, back, anchor };
    document.addEventListener('pointerdown', this.#outside, true);
    addEventListener('resize', this.#resized);
    el.requestUpdate();
    await el.updateComplete;
    this.#items()[0]?.focus();
  }

  /** Closes the menu; focus goes back where it was (unless the user clicked elsewhere). */
  close(refocus = true): void {
    const open = this.#open;
    if (!open) return;
    this.#open = undefined;
    document.removeEventListener('pointerdown', this.#outside, true);
    removeEventListener('resize', this.#resized);
    this.#c.el.requestUpdate();
    if (refocus) open.back.focus();
  }

  /** The window changed size: the menu follows its anchor. */
  #resized = (): void => this.#c.el.requestUpdate();

  #outside = (event: Event): void => {
    if (!event.composedPath().some((n) => (n as Element).classList?.contains('work-menu'))) this.close(false);
  };

  #items(): HTMLElement[] {
    return [...this.#c.el.renderRoot.querySelectorAll<HTMLElement>('.work-menu [role^="menuitem"]')];
  }

  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      event.stopPropagation();
      return this.close(event.key === 'Escape');
    }
    const items = this.#items();
    const at = items.indexOf((this.#c.el.renderRoot as ShadowRoot).activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined || !items.length) return;
    event.preventDefault();
    items[(to + items.length) % items.length]!.focus();
  };

  /** The user's words for a thread: the customer as the list names them. */
  #name(id: string): string {
    return isolate(contactName(this.#thread(id)) || id);
  }

  #say(text: string): void {
    this.#said = { n: (this.#said?.n ?? 0) + 1, text };
    this.#c.el.requestUpdate();
  }

  /**
   * Applies a change the host did not veto: shown at once, then the service's answer; undone if it refuses. A row
   * that leaves the view takes focus to the row now in its place.
   */
  async #change(
    id: string,
    patch: Partial<Conversation>,
    call: () => Promise<Conversation>,
    action: InboxErrorAction,
    said: string,
  ): Promise<void> {
    const { list, el, errors, wiring } = this.#c;
    const before = this.#thread(id);
    if (!before) return;
    const index = list.shown().rows.findIndex((t) => t.id === id);
    const hadFocus = this.#open?.back.matches('[part~="thread-row"]') ?? false;
    // Done, Snooze ▾ and Reopen in the header are replaced in the render that shows the change (and again if the
    // service refuses it): focus moves on to the one now in their place, not back to a button about to go.
    const root = el.renderRoot as ShadowRoot;
    const inHeader = () => !!(this.#open?.back ?? root.activeElement)?.closest('[part~="thread-work"]');
    const swaps = !!patch.status && inHeader();
    const follow = () =>
      el.updateComplete.then(() =>
        root.querySelector<HTMLElement>('[part~="reopen-button"], [part~="done-button"]')?.focus(),
      );
    this.#put({ ...before, ...patch });
    this.close(!hadFocus && !swaps);
    if (swaps) await follow();
    if (hadFocus && index >= 0) {
      await el.updateComplete;
      const rows = list.shown().rows;
      const still = rows.findIndex((t) => t.id === id);
      if (rows.length) await list.roving.focus(still >= 0 ? still : Math.min(index, rows.length - 1));
    }
    try {
      this.#put(await call());
      this.#say(said);
      wiring.counts(300);
    } catch (error) {
      const refocus = swaps && inHeader();
      this.#put(before);
      if (refocus) await follow();
      errors.fail(asApiError(error), action, id);
    }
  }

  /** A thread's new state, on its row and in its cached thread. */
  #put(next: Conversation): void {
    const { store } = this.#c;
    upsertRow(store, next);
    const thread = store.cached(next.id);
    if (thread) store.putThread({ ...thread, conversation: next });
  }

  /** Done, reopened, or snoozed until `until`, unless a `parley-status` listener vetoes it. */
  async setStatus(id: string, status: ConversationStatus, until?: Date): Promise<void> {
    const c = this.#thread(id);
    if (!c) return;
    const snoozedUntil = status === 'snoozed' && until ? until.toISOString() : null;
    if (!this.#c.emit(new ConversationStatusEvent({ conversationId: id, conversation: c, status, snoozedUntil })))
      return this.close();
    const { t, store, locale } = this.#c;
    const name = this.#name(id);
    const said =
      status === 'done'
        ? t('saidDone', { name })
        : status === 'open'
          ? t('saidReopened', { name })
          : t('saidSnoozed', { name, time: timeWords(until!, locale()) });
    await this.#change(
      id,
      { status, snoozedUntil },
      () => setConversationStatus(store.api(), id, status, until),
      'status',
      said,
    );
  }

  /** Assigned to `user` (null: nobody), unless a `parley-assign` listener vetoes it. */
  async assign(id: string, user: { id: string; name?: string | undefined } | null): Promise<void> {
    const c = this.#thread(id);
    if (!c) return;
    if (!this.#c.emit(new ConversationAssignEvent({ conversationId: id, conversation: c, assignee: user })))
      return this.close();
    const { t, store } = this.#c;
    const name = this.#name(id);
    const said = user
      ? t('saidAssigned', { name, who: isolate(teammateName(this.#c.el.users, user)) })
      : t('saidUnassigned', { name });
    await this.#change(
      id,
      { assignee: user },
      () => assignConversation(store.api(), id, user?.id ?? null),
      'assign',
      said,
    );
  }

  /**
   * Unread again for this user only, from the newest message the customer sent (the one a teammate would read
   * next): the open thread's, else found in the thread's newest page. An open thread closes (back to the list).
   */
  async markUnread(id: string): Promise<void> {
    const { store, t } = this.#c;
    const api = store.api();
    const inbound = (list: readonly { id: string; direction: string }[]) =>
      list.findLast((m) => m.direction === 'inbound')?.id;
    try {
      const cached = store.cached(id);
      const row = this.#thread(id)?.lastMessage;
      const messageId =
        (cached?.status === 'ready' ? inbound(cached.messages) : undefined) ??
        (row?.direction === 'inbound' ? row.id : undefined) ??
        inbound([...(await listMessages(api, id, { pageSize: 25 })).data].reverse()) ??
        row?.id;
      if (!messageId) return this.close();
      // Left open, the thread would be read again at once (it is read while shown): back to the list first.
      if (store.state.selectedId === id) this.#c.back();
      await this.#change(
        id,
        {},
        () => markConversationUnread(api, id, messageId),
        'read',
        t('saidUnread', { name: this.#name(id) }),
      );
    } catch (error) {
      this.#c.errors.fail(asApiError(error), 'read', id);
    }
  }

  // ------------------------------------------------------------------ rendering

  /** The menu while open, and the polite region that says what was done. */
  render(): TemplateResult {
    const open = this.#open;
    const said = this.#said;
    const c = this.#c;
    return html`${open ? (open.custom ? renderCustom(c, open, this.#act) : renderMenu(c, open, this.#thread(open.id), this.#act)) : nothing}
      <p class="visually-hidden" role="status">${said ? html`<span data-n=${said.n}>${said.text}</span>` : nothing}</p>`;
  }

  async #showCustom(): Promise<void> {
    this.#open = { ...this.#open!, custom: true, invalid: false };
    const el = this.#c.el;
    el.requestUpdate();
    await el.updateComplete;
    el.renderRoot.querySelector<HTMLInputElement>('.snooze-form input')?.focus();
  }

  /** What the view's items and form call (one object, so its handlers are the same at every render). */
  readonly #act: MenuActions = {
    setStatus: (id, status, until) => this.setStatus(id, status, until),
    assign: (id, user) => this.assign(id, user),
    markUnread: (id) => this.markUnread(id),
    close: (refocus) => this.close(refocus),
    showCustom: () => this.#showCustom(),
    pickedPast: (open) => {
      this.#open = { ...open, invalid: true };
      this.#c.el.requestUpdate();
    },
    keydown: (event) => this.#onKeydown(event),
  };
}
