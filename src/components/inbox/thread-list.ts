/**
 * The inbox's thread list on the first screen: its rows (grouped by customer with `group-by="contact"` once that part
 * is here), their virtual window and paging (the next page when the end comes near), keyboard focus among them, and
 * the placeholder rows while the list or a thread loads. The filters above the rows are `list-filters.ts`'s.
 *
 * @csspart list - The thread list pane; `search` its search box; `clear-search` the box's clear button.
 * @csspart skeleton - The placeholder rows shown while the list or a thread loads.
 * @csspart no-matches - "No conversations match …" with its Clear search button.
 * @csspart thread-row - One thread in the list (`thread-row-selected` on the open one).
 * @csspart thread-sender - The sender and channel ("Acme Coffee · SMS") of a row or of the thread header.
 * @csspart match - A search result's snippet (the match in `<mark>`).
 * @csspart unread-badge - Unread count of a thread.
 * @csspart group-count - With `group-by="contact"`: how many threads the row's customer has (on their first row).
 * @csspart opted-out-tag - On a row: the customer opted out (replied STOP).
 * @csspart failed-tag - On a row: the thread's last message failed.
 * @csspart unsent-tag - On a row: the thread's last message is scheduled ("Scheduled") or was cancelled before it went
 *   out ("Cancelled"), so the preview beside it was not sent.
 * @csspart row-badges - On a row: around what the host renders there with `renderRowBadges`.
 * @csspart assignee-tag - On a row: who the thread is assigned to (their first name, or "You").
 * @csspart status-tag - On a row not open (in Mentions, or searched): Snoozed or Done.
 * @csspart more-threads - Without `group-by="contact"`: on a row, how many more threads the list has with its customer.
 * @csspart row-menu - A row's ⋯, opening its actions (also right click, or Shift+F10 on the row).
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import { RovingTabindexController } from '../../controllers/roving-tabindex.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { InboxContext } from './inbox-context.js';
import { activeFilters, searching, SEARCH_SAID } from './list-request.js';
import { contactName, isolate, personName, renderAvatar, renderSenderChannel, teammateName } from './model.js';
import { ListWindow } from './list-window.js';
import { timeAgo } from './time-words.js';
import { parseTarget, renderWaiting } from './waiting.js';

/** The list's rows as shown, for the store's `threads` and the grouping part in use. */
interface ShownRows {
  threads: readonly Conversation[];
  groups: unknown;
  rows: readonly Conversation[];
  keys: string[];
  /** Grouped: the group's size on a customer's first row, 0 on the rows beneath it. */
  size: ReadonlyMap<string, number> | undefined;
  /** Not grouped: how many threads the list has with each customer (`to`). */
  customers: ReadonlyMap<string, number> | undefined;
}

/** Placeholder rows shaped like real ones while the list or a thread loads, announced once. */
export function renderSkeleton(label: string): TemplateResult {
  return html`<div class="skeleton" part="skeleton">
      <p class="visually-hidden" role="status">${label}</p>
      ${[0, 1, 2, 3, 4, 5].map(
        () => html`<div class="skeleton-row" aria-hidden="true">
        <span class="avatar"></span><span class="lines"><span></span><span></span><span></span></span>
      </div>`,
      )}
    </div>`;
}

export class ThreadList implements ReactiveController {
  readonly #c: InboxContext;
  /** The rows as shown (grouped by customer or not) and their keys, rebuilt when the list or the grouping changes. */
  #rows: ShownRows | undefined;
  #clock: ReturnType<typeof setInterval> | undefined;
  /** The clock the rows' times are relative to, a minute at a time. */
  #now = Date.now();

  readonly window: ListWindow;
  readonly roving: RovingTabindexController;

  constructor(c: InboxContext) {
    const { el, store } = c;
    this.#c = c;
    el.addController(this);
    this.window = new ListWindow(el, {
      // While the list loads, its skeleton holds the list's place: its height is the viewport the first rows fill.
      scroller: () => el.renderRoot?.querySelector?.<HTMLElement>('.thread-list,.view-panel>.skeleton'),
      // A row's name, sender and preview lines (whole-pixel line heights) are 79–83 px: an estimate below that
      // rendered a row under the viewport in the first rows' update, where no row has been measured yet.
      estimate: 80,
      onNearEnd: () => void store.loadMore(),
    });
    this.roving = new RovingTabindexController(el, {
      count: () => store.state.threads.length,
      item: (i) => (this.window.isRendered(i) ? el.renderRoot.querySelector<HTMLElement>(`[data-row="${i}"]`) : null),
      reveal: (i) => this.window.reveal(i),
    });
    // A search's results (matches to mark, or none) wait for what shows them (`search-results.ts`), as the grouped
    // list waits for its part; it was asked for with the first letter typed, so it is usually here. Offline it is not.
    el.beforeEachUpdate(() => {
      const { parts } = c;
      const s = store.state;
      const query = s.filters.query?.trim();
      if (!query || s.listStatus !== 'ready' || parts.get('search') || parts.failed('search')) return;
      if (!s.threads.length || s.threads.some((t) => t.match)) el.holdUpdatesUntil(parts.try('search'));
    });
  }

  hostConnected(): void {
    this.#clock = setInterval(() => {
      this.#now = Date.now();
      this.#c.el.requestUpdate();
    }, 60_000);
  }

  hostDisconnected(): void {
    clearInterval(this.#clock);
  }

  /** The list's rows in display order: the store's, or grouped by customer (`group-by`) once that part is here. */
  shown(): ShownRows {
    const threads = this.#c.store.state.threads;
    const groups = this.#c.el.groupBy === 'contact' ? this.#c.parts.get('groups') : undefined;
    if (this.#rows?.threads !== threads || this.#rows.groups !== groups) {
      const { rows, size } = groups ? groups.groupByContact(threads) : { rows: threads, size: undefined };
      const customers = groups ? undefined : new Map<string, number>();
      for (const t of customers ? threads : []) customers!.set(t.to, (customers!.get(t.to) ?? 0) + 1);
      this.#rows = { threads, groups, rows, keys: rows.map((t) => t.id), size, customers };
    }
    return this.#rows;
  }

  /** Opens the row that has the keyboard focus. */
  openActive(): void {
    const c = this.shown().rows[this.roving.active];
    if (c) this.#open(c.id);
  }

  /** Opens a thread the user chose, then moves focus into it (in one-pane layout, onto its back button). */
  #open(id: string): void {
    const el = this.#c.el;
    void this.#c.open(id, true).then(async () => {
      await el.updateComplete;
      const back = el.renderRoot.querySelector<HTMLElement>('.back');
      if (back && back.offsetParent !== null) back.focus();
    });
  }

  /** A row's actions (status, snooze, assignee, unread) under `anchor` (the row, or its ⋯); focus comes back to the row. */
  #menu(c: Conversation, anchor: HTMLElement): void {
    this.#c.wiring.menu('row', anchor, c.id, anchor.closest<HTMLElement>('[role="option"]')!);
  }

  #onKeydown = (event: KeyboardEvent): void => {
    // Keys act on the row they were pressed on: rows move live (a teammate closes a thread above), and the roving
    // index may point at another thread by now.
    const option = (event.composedPath()[0] as HTMLElement).closest?.<HTMLElement>('[role="option"]');
    const rows = this.shown().rows;
    const at = option ? rows.findIndex((c) => c.id === option.dataset.vkey) : -1;
    if (at >= 0 && at !== this.roving.active) this.roving.setActive(at);
    const row = rows[this.roving.active];
    if (row && (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10'))) {
      event.preventDefault();
      return this.#menu(row, event.composedPath()[0] as HTMLElement);
    }
    if (event.key === 'Enter' || event.key === ' ') {
      if (this.shown().rows[this.roving.active]) event.preventDefault();
      this.openActive();
      return;
    }
    this.roving.onKeydown(event);
  };

  render(): TemplateResult {
    const c = this.#c;
    const { el, t } = c;
    const s = c.store.state;
    const f = s.filters;
    const filtered = Object.keys(activeFilters({ ...f, sort: undefined })).length > 0;
    let body: unknown;
    if (!c.ready()) body = html`<p class="state">${t('noCredentials')}</p>`;
    else if (s.listStatus === 'error') body = c.errors.renderList();
    else if (s.listStatus === 'ready' && s.threads.length === 0)
      body =
        (f.query?.trim() && c.parts.get('search')?.renderNoMatches(c, f.query.trim())) ||
        html`<div class="state"><slot name="empty">${t(filtered ? 'emptyFiltered' : s.view !== 'open' ? 'emptyView' : 'empty')}</slot></div>`;
    else if (s.listStatus !== 'ready') body = renderSkeleton(t('loadingConversations'));

    const w = this.window;
    const active = this.roving.active;
    const busy = c.ready() && (s.listStatus === 'loading' || s.listStatus === 'idle');
    return html`<section class="list-pane" part="list" aria-label=${t('conversations')} aria-busy=${busy ? 'true' : 'false'}>
      ${c.filters.render()} ${c.views.render()}
      <div class="view-panel" id="view-panel" role="tabpanel" aria-labelledby=${searching(f) ? SEARCH_SAID : `view-${s.view}`}>${
        body ??
        html`${c.parts.get('search')?.renderSummary(c)}<div class="thread-list" role="listbox" aria-label=${t('conversations')} @keydown=${this.#onKeydown}>
        <div data-vpad="top"></div>
        ${repeat(
          this.shown().rows.slice(w.start, w.end),
          (row) => row.id,
          // Rows re-render only when what they show changes, not on every update of the element: the RCS names
          // and the token's claims each arrive in an update of their own after the first rows, and re-rendering
          // every row for them (template work, and a layout when any text moved) bought nothing for the rows whose
          // sender is named as before, nor for the rows naming no teammate when the claims came.
          (row, j) =>
            guard(
              [
                row,
                w.start + j,
                active === w.start + j,
                s.selectedId === row.id,
                this.#now,
                c.locale(),
                s.nextCursor === null,
                c.senderName(row),
                el.renderRowBadges ? {} : 0,
                this.#rows?.size?.get(row.id),
                this.#rows?.customers?.get(row.to),
                el.users,
                el.replyTarget,
                // The claims change a row only where it names the reader: "You".
                this.#namesReader(row),
              ],
              () => this.#renderRow(row, w.start + j, active),
            ),
        )}
        <div data-vpad="bottom"></div>
        ${s.loadingMore ? html`<p class="state small" role="status">${t('loading')}</p>` : nothing}
      </div>`
      }</div>
    </section>`;
  }

  /** Whether one of the teammates a row names (its assignee, its last reply's author) is the reader. */
  #namesReader(c: Conversation): boolean {
    const me = this.#c.store.state.claims.sub;
    return [c.assignee, c.lastMessage?.sentBy].some((person) => person && person.id === me);
  }

  /** A teammate as a row names them (a reply's author, an assignee): "You" for the reader, else their first name. */
  #teammate(person: { id: string; name?: string }): string {
    const { el, t, store } = this.#c;
    return personName(t, store.state.claims.sub, el.users, person).split(' ')[0]!;
  }

  #renderRow(c: Conversation, i: number, active: number): TemplateResult {
    const on = this.#c;
    const { el, t } = on;
    const s = on.store.state;
    const selected = c.id === s.selectedId;
    const name = contactName(c);
    const match = c.match && s.filters.query ? c.match : undefined;
    const last = c.lastMessage;
    const preview = last?.text ?? (last ? t('mediaMessage') : '');
    // Grouped by customer: their first row counts their threads (beside the preview, which gives way before the
    // name does); the rows beneath name the sender and channel in the name's place (the name stays for screen
    // readers, which read each option alone).
    const size = this.#rows?.size?.get(c.id);
    const sub = size === 0;
    const more = (this.#rows?.customers?.get(c.to) ?? 1) - 1;
    const status = c.status && c.status !== 'open' ? t(c.status) : '';
    const who = c.assignee;
    const waiting = renderWaiting(c, this.#now, parseTarget(el.replyTarget), t);
    return html`<div role="option" class="row ${selected ? 'selected' : ''} ${sub ? 'sub' : ''}" part="thread-row${selected ? ' thread-row-selected' : ''}"
      data-vkey=${c.id} data-row=${i} aria-selected=${selected ? 'true' : 'false'} aria-posinset=${i + 1}
      aria-setsize=${s.nextCursor ? -1 : s.threads.length} tabindex=${i === active ? 0 : -1} aria-keyshortcuts="Shift+F10"
      @focus=${() => this.roving.setActive(i)} @click=${() => {
        this.roving.setActive(i);
        this.#open(c.id);
      }} @contextmenu=${(e: MouseEvent) => {
        e.preventDefault();
        this.#menu(c, e.currentTarget as HTMLElement);
      }}>
      ${sub ? nothing : renderAvatar(c)}
      <span class="row-top">
        ${sub ? on.parts.get('groups')!.renderSubName(on, c, name) : html`<span class="name" dir="auto">${name}</span>`}
        ${c.optedOut ? html`<span class="tag" part="opted-out-tag">${t('optedOutTag')}</span>` : nothing}
        ${status ? html`<span class="tag" part="status-tag">${status}</span>` : nothing}
        ${el.renderRowBadges ? html`<span class="row-badges" part="row-badges">${el.renderRowBadges(c)}</span>` : nothing}
        <time class="muted" datetime=${c.lastActivityAt}>${timeAgo(c.lastActivityAt, this.#now, t)}</time>
      </span>
      <span class="row-meta">${sub ? nothing : html`<span class="row-sender sender-line muted" part="thread-sender">${renderSenderChannel(t, on.senderName(c), c)}</span>`}
        ${waiting}
        ${
          who
            ? html`<span class="tag assignee" part="assignee-tag"><span aria-hidden="true" dir="auto">${this.#teammate(
                who,
              )}</span><span class="visually-hidden">${t(who.id === s.claims.sub ? 'assignedToYou' : 'assignedTo', {
                name: isolate(teammateName(el.users, who)),
              })}</span></span>`
            : nothing
        }
      </span>
      <span class="row-bottom">
        ${
          match
            ? html`<span class="preview muted" part="match"><span class="preview-text" dir="auto">${
                on.parts.get('search')?.highlight(match.snippet, s.filters.query!, match.highlights) ?? match.snippet
              }</span></span>`
            : html`<span class="preview muted">${last?.direction === 'outbound' ? html`<span class="you" dir="auto">${last.sentBy ? this.#teammate(last.sentBy) : t('you')}:&nbsp;</span>` : nothing}<span class="preview-text" dir="auto">${preview}</span></span>`
        }
        ${size! > 1 ? html`<span class="tag" part="group-count">${t('groupCount', { count: size! })}</span>` : nothing}
        ${
          more > 0
            ? html`<span class="tag" part="more-threads"><span aria-hidden="true">${t('moreThreads', { count: more })}</span><span class="visually-hidden">${t('moreThreadsLong', { count: more })}</span></span>`
            : nothing
        }
        ${
          last?.status === 'FAILED'
            ? html`<span class="tag failed" part="failed-tag"><span aria-hidden="true">⚠ </span>${t('FAILED')}</span>`
            : last?.status === 'SCHEDULED' || last?.status === 'CANCELLED'
              ? html`<span class="tag" part="unsent-tag">${t(last.status)}</span>`
              : nothing
        }
        ${
          c.unreadCount
            ? html`<span class="badge" part="unread-badge" aria-hidden="true">${c.unreadCount}</span>
              <span class="visually-hidden">${t('unread', { count: c.unreadCount })}</span>`
            : nothing
        }
        <span class="row-more" part="row-menu" aria-hidden="true" @click=${(e: Event) => {
          e.stopPropagation();
          this.#menu(c, e.currentTarget as HTMLElement);
        }}>⋯</span>
      </span>
    </div>`;
  }
}
