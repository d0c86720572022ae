/**
 * What the team's work menu shows (its actions, and when it opens and closes, are `WorkMenu`'s, `work-menu.ts`): the
 * items a row's ⋯ or a thread header's button offers, in groups (status, snooze, assignee, unread); the form of a
 * snooze time the user picks; where either goes beside what opened it; and their styles.
 *
 * @csspart work-menu - The menu of a thread's actions (status, snooze, assignee, unread); `snooze-form` its custom time.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import type { Conversation, ConversationStatus } from '../../schemas/conversations.js';
import type { InboxContext } from './inbox-context.js';
import { contactName, isolate } from './model.js';
import { snoozePresets, tomorrowMorning } from './work-words.js';

/** The menu's and the custom time's styles, adopted by the `WorkMenu` when it is made. */
export const menuStyles = css`
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

/** The menu while open: what it is for and where it is. */
export interface Open {
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

/** What the menu's items and its form do: the `WorkMenu` showing it, with the steps only it takes. */
export interface MenuActions {
  setStatus(id: string, status: ConversationStatus, until?: Date): Promise<void>;
  assign(id: string, user: { id: string; name?: string | undefined } | null): Promise<void>;
  markUnread(id: string): Promise<void>;
  close(refocus?: boolean): void;
  /** The custom time's form instead of the menu. */
  showCustom(): Promise<void>;
  /** The time picked in `open`'s form is not in the future: the form stays, saying so. */
  pickedPast(open: Open): void;
  /** Arrow keys, Home and End move among the items; Escape and Tab close. */
  keydown(event: KeyboardEvent): void;
}

interface Item {
  label: string;
  run: () => unknown;
  checked?: boolean;
}

/** The menu `open` asks for: every action (a row's), or the header button's own; `c` is the thread as it is now. */
export function renderMenu(
  context: InboxContext,
  open: Open,
  c: Conversation | undefined,
  act: MenuActions,
): TemplateResult {
  const { t, store, el, locale } = context;
  const manage = store.can('conversations:manage');
  const groups: { label?: string; items: Item[] }[] = [];
  if (c && manage && open.kind === 'row')
    groups.push({
      items: [
        c.status === 'done' || c.status === 'snoozed'
          ? { label: t('reopen'), run: () => act.setStatus(open.id, 'open') }
          : { label: t('markDoneLong'), run: () => act.setStatus(open.id, 'done') },
      ],
    });
  if (c && manage && open.kind !== 'assign')
    groups.push({
      label: t('snooze'),
      items: [
        ...snoozePresets(new Date(), locale(), t).map(({ label, at }) => ({
          label,
          run: () => act.setStatus(open.id, 'snoozed', at),
        })),
        { label: t('snoozeCustom'), run: () => act.showCustom() },
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
                run: () => act.assign(open.id, { id: me, name: store.state.claims.name }),
              },
            ]
          : []),
        ...team.map((u) => ({
          label: t('assignTo', { name: u.name }),
          checked: current === u.id,
          run: () => act.assign(open.id, u),
        })),
        ...(current ? [{ label: t('unassign'), run: () => act.assign(open.id, null) }] : []),
      ],
    });
  }
  if (open.kind === 'row') groups.push({ items: [{ label: t('markUnread'), run: () => act.markUnread(open.id) }] });
  const name = isolate(contactName(c));
  return html`<div class="work-menu" part="work-menu" role="menu" aria-label=${open.kind === 'row' ? t('threadActions', { name }) : t(open.kind === 'assign' ? 'assign' : 'snooze')}
      style=${styleMap(position(context, open))} @keydown=${act.keydown}>
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

/** "Snooze until" a time the user picks (in their own time zone), checked to be in the future. */
export function renderCustom(context: InboxContext, open: Open, act: MenuActions): TemplateResult {
  const { t } = context;
  const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 6e4).toISOString().slice(0, 16);
  const submit = (e: Event) => {
    e.preventDefault();
    const value = (e.target as HTMLFormElement).querySelector('input')!.value;
    const at = new Date(value);
    if (!value || !(at.getTime() > Date.now())) return act.pickedPast(open);
    void act.setStatus(open.id, 'snoozed', at);
  };
  // Checked here, in the inbox's words (a native bubble would speak the browser's language), and read out.
  return html`<div class="work-menu" part="snooze-form" role="dialog" aria-label=${t('snoozeUntil')}
      style=${styleMap(position(context, open))} @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && (e.preventDefault(), e.stopPropagation(), act.close())}>
      <form class="snooze-form" novalidate @submit=${submit}><label>${t('snoozeUntil')}
        <input type="datetime-local" required min=${local(new Date())} .value=${local(tomorrowMorning(new Date()))}
          aria-invalid=${open.invalid ? 'true' : 'false'} aria-describedby="snooze-error" /></label>
      <p id="snooze-error" class="error-text" role="alert">${open.invalid ? t('snoozePast') : ''}</p>
      <div class="actions">
        <button type="button" class="btn small" @click=${() => act.close()}>${t('closeMenu')}</button>
        <button type="submit" class="btn small primary">${t('snooze')}</button>
      </div>
    </form></div>`;
}

/**
 * Where the menu goes: under its anchor, or above it when there is more room there, as tall as that room allows
 * (the inbox clips what overflows it), and aligned with the anchor's nearer side (on a phone, the inbox's width).
 */
function position(context: InboxContext, open: Open): Record<string, string> {
  const box = context.el.renderRoot.querySelector('.inbox')!.getBoundingClientRect();
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
