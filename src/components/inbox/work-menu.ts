/**
 * The team's work on a thread (DESIGN §13), a part loaded on the first press that needs it: Done / Reopen, Snooze
 * (later today, tomorrow 9:00, next week, a time picked), Assign (to me, to a teammate of the host's `users`, nobody)
 * and Mark as unread — the actions, and the menu a row (its ⋯, right click, Shift+F10) or the thread header opens.
 *
 * Each change fires its cancelable event first (`parley-status`, `parley-assign`: `preventDefault()` keeps the thread
 * as it is), shows at once (a thread that leaves the view leaves the list), and is undone, with `parley-error`, if the
 * service refuses it. What was done is read out by a polite region of its own.
 *
 * @csspart work-menu - The menu of a thread's actions (status, snooze, assignee, unread); `snooze-form` its custom time.
 */
import './first-screen.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
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
import { contactName, isolate } from './model.js';
import { upsertRow } from './row-order.js';
import { assigneeName, snoozePresets, timeWords, tomorrowMorning } from './work-words.js';
import { listMessages } from '../../api/conversations.js';

addEnglishWords(inboxMessages, workEn);

const menuStyles = css`
  .work-menu {
    position: absolute;
    z-index: 3;
    display: grid;
    min-width: 12rem;
    max-width: min(18rem, calc(100% - 16px));
    overflow-y: auto;
    padding: 4px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    box-shadow: 0 6px 24px rgb(0 0 0 / 0.18);
  }
  .work-menu [role^='menuitem'] {
    padding: 4px 10px;
    border: 0;
    border-radius: 6px;
    background: none;
    color: var(--_text);
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .work-menu [role^='menuitem']:hover,
  .work-menu [role^='menuitem']:focus-visible {
    background: var(--_surface);
  }
  .work-menu [aria-checked='true']::after {
    content: ' ✓';
  }
  .work-menu [role='group'] {
    display: grid;
  }
  .work-menu [role='separator'] {
    margin: 4px 0;
    border-block-start: 1px solid var(--_border);
  }
  .menu-label {
    padding: 4px 10px 0;
    color: var(--_muted);
    font-size: 12px;
  }
  .snooze-form {
    display: grid;
    gap: 8px;
    padding: 6px;
  }
  .snooze-form label {
    display: grid;
    gap: 4px;
  }
  .snooze-form .actions {
    display: flex;
    gap: 6px;
    justify-content: flex-end;
  }
`;

/** What opened the menu: a row (every action), or one of the thread header's buttons (its actions only). */
export type MenuKind = 'row' | 'assign' | 'snooze';

interface Open {
  kind: MenuKind;
  id: string;
  /** Where focus goes back when the menu closes (the row, or the header's button). */
  back: HTMLElement;
  /** What it opened under (its place is read again at each render: the layout may change while it is open). */
  anchor: HTMLElement;
  /** The custom time's form instead of the menu. */
  custom?: boolean;
  /** The time picked is not in the future (said in the words of each render's language). */
  invalid?: boolean;
}

interface Item {
  label: string;
  run: () => unknown;
  checked?: boolean;
}

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

  /**
   * Where the menu goes: under its anchor, or above it when there is more room there, as tall as that room allows
   * (the inbox clips what overflows it), and aligned with the anchor's nearer side (on a phone, the inbox's width).
   */
  #position(open: Open): Record<string, string> {
    const box = this.#c.el.renderRoot.querySelector('.inbox')!.getBoundingClientRect();
    const a = open.anchor.getBoundingClientRect();
    const px = (n: number) => `${Math.max(4, Math.round(n))}px`;
    const below = box.bottom - a.bottom;
    const above = a.top - box.top;
    return {
      ...(below >= Math.min(above, 320)
        ? { top: px(a.bottom - box.top + 2), maxHeight: px(below - 8) }
        : { bottom: px(box.bottom - a.top + 2), maxHeight: px(above - 8) }),
      // A phone-wide inbox: the whole width, so no item is cut off at an edge.
      ...(box.width < 480
        ? { left: '8px', right: '8px', maxWidth: 'none' }
        : a.left + a.width / 2 - box.left < box.width / 2
          ? { left: px(a.left - box.left) }
          : { right: px(box.right - a.right) }),
    };
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
      ? t('saidAssigned', { name, who: isolate(assigneeName(user, this.#c)) })
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
    return html`${open ? (open.custom ? this.#renderCustom(open) : this.#renderMenu(open)) : nothing}
      <p class="visually-hidden" role="status">${said ? html`<span data-n=${said.n}>${said.text}</span>` : nothing}</p>`;
  }

  #renderMenu(open: Open): TemplateResult {
    const { t, store, el, locale } = this.#c;
    const c = this.#thread(open.id);
    const manage = store.can('conversations:manage');
    const groups: { label?: string; items: Item[] }[] = [];
    if (c && manage && open.kind === 'row')
      groups.push({
        items: [
          c.status === 'done' || c.status === 'snoozed'
            ? { label: t('reopen'), run: () => this.setStatus(open.id, 'open') }
            : { label: t('markDoneLong'), run: () => this.setStatus(open.id, 'done') },
        ],
      });
    if (c && manage && open.kind !== 'assign')
      groups.push({
        label: t('snooze'),
        items: [
          ...snoozePresets(new Date(), locale(), t).map(({ label, at }) => ({
            label,
            run: () => this.setStatus(open.id, 'snoozed', at),
          })),
          { label: t('snoozeCustom'), run: () => this.#showCustom() },
        ],
      });
    if (c && manage && open.kind !== 'snooze') {
      const me = store.state.claims.sub;
      const current = c.assignee?.id;
      const team = (el.users ?? []).filter((u) => u.id !== me);
      groups.push({
        label: t('assign'),
        items: [
          ...(me
            ? [
                {
                  label: t('assignMe'),
                  checked: current === me,
                  run: () => this.assign(open.id, { id: me, name: store.state.claims.name }),
                },
              ]
            : []),
          ...team.map((u) => ({
            label: t('assignTo', { name: u.name }),
            checked: current === u.id,
            run: () => this.assign(open.id, u),
          })),
          ...(current ? [{ label: t('unassign'), run: () => this.assign(open.id, null) }] : []),
        ],
      });
    }
    if (open.kind === 'row') groups.push({ items: [{ label: t('markUnread'), run: () => this.markUnread(open.id) }] });
    const name = isolate(contactName(c));
    return html`<div class="work-menu" part="work-menu" role="menu" aria-label=${open.kind === 'row' ? t('threadActions', { name }) : t(open.kind === 'assign' ? 'assign' : 'snooze')}
      style=${styleMap(this.#position(open))} @keydown=${this.#onKeydown}>
      ${groups.map(
        (
          g,
          i,
        ) => html`${i ? html`<div role="separator"></div>` : nothing}<div role="group" aria-label=${g.label ?? nothing}>
          ${g.label && groups.length > 1 ? html`<div class="menu-label" aria-hidden="true">${g.label}</div>` : nothing}
          ${g.items.map(
            (
              item,
            ) => html`<button type="button" tabindex="-1" role=${item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked=${item.checked === undefined ? nothing : String(item.checked)} @click=${item.run}>${item.label}</button>`,
          )}
        </div>`,
      )}
    </div>`;
  }

  async #showCustom(): Promise<void> {
    this.#open = { ...this.#open!, custom: true, invalid: false };
    const el = this.#c.el;
    el.requestUpdate();
    await el.updateComplete;
    el.renderRoot.querySelector<HTMLInputElement>('.snooze-form input')?.focus();
  }

  /** "Snooze until" a time the user picks (in their own time zone), checked to be in the future. */
  #renderCustom(open: Open): TemplateResult {
    const { t } = this.#c;
    const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 6e4).toISOString().slice(0, 16);
    const submit = (e: Event) => {
      e.preventDefault();
      const value = (e.target as HTMLFormElement).querySelector('input')!.value;
      const at = new Date(value);
      if (!value || !(at.getTime() > Date.now())) {
        this.#open = { ...open, invalid: true };
        return this.#c.el.requestUpdate();
      }
      void this.setStatus(open.id, 'snoozed', at);
    };
    // Checked here, in the inbox's words (a native bubble would speak the browser's language), and read out.
    return html`<div class="work-menu" part="snooze-form" role="dialog" aria-label=${t('snoozeUntil')}
      style=${styleMap(this.#position(open))} @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && (e.preventDefault(), e.stopPropagation(), this.close())}>
      <form class="snooze-form" novalidate @submit=${submit}><label>${t('snoozeUntil')}
        <input type="datetime-local" required min=${local(new Date())} .value=${local(tomorrowMorning(new Date()))}
          aria-invalid=${open.invalid ? 'true' : 'false'} aria-describedby="snooze-error" /></label>
      <p id="snooze-error" class="error-text" role="alert">${open.invalid ? t('snoozePast') : ''}</p>
      <div class="actions">
        <button type="button" class="btn small" @click=${() => this.close()}>${t('closeMenu')}</button>
        <button type="submit" class="btn small primary">${t('snooze')}</button>
      </div>
    </form></div>`;
  }
}
