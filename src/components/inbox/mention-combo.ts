/**
 * `@` in the note box suggests teammates (the host's `users`) in a listbox, by the ARIA combobox pattern: the box
 * keeps focus and names the active option (`aria-activedescendant`, `aria-autocomplete="list"`, `aria-controls`; a
 * `<textarea>` may not take the `combobox` role itself, so it stays a multi-line textbox); ↓/↑ move, Enter or Tab
 * picks, Escape closes (and goes no further: the inbox's own Escape would leave the thread). Picking writes `@Name ` in place of what was
 * typed after the `@`; the note's `mentions` are the ids of the teammates whose `@Name` its text holds
 * (`TeamThread`). A lazy part of the thread pane, fetched when the note box first takes focus (before an `@` can be
 * typed); the listbox's empty shell and its live region are `TeamThread`'s, in the page from the start.
 */
import './first-screen.js';
import { css, html, nothing, type ReactiveControllerHost } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { TeamUser } from '../../schemas/notes.js';
import { ViewState } from './view-state.js';

/** At most this many suggestions at once (a long team is narrowed by typing). */
const MAX_SHOWN = 6;
/** What follows an `@` that can still be the start of a name: letters, digits, a few marks and single spaces. */
const QUERY = /(^|\s)@([\p{L}\p{N}._'-]*(?: [\p{L}\p{N}._'-]*)?)$/u;

interface ComboView {
  /** Where the `@` is in the text, and what follows it up to the caret; undefined while closed. */
  at: { index: number; query: string } | undefined;
  active: number;
}

type Named = TeamUser & { name: string };

/**
 * @csspart mention-list - Under the note box while `@` is typed: the teammates it can mention.
 * @csspart mention-option - One teammate in that list (`aria-selected="true"` on the active one).
 */
export class MentionCombo {
  readonly #view: ViewState<ComboView>;
  readonly #users: () => readonly TeamUser[] | undefined;
  readonly #me: () => string | undefined;

  constructor(
    host: ReactiveControllerHost,
    users: () => readonly TeamUser[] | undefined,
    me: () => string | undefined,
  ) {
    this.#view = new ViewState<ComboView>(host, { at: undefined, active: 0 });
    this.#users = users;
    this.#me = me;
  }

  /** The teammates the text typed after `@` could name, best first (names starting with it, then containing it). */
  get options(): Named[] {
    const at = this.#view.value.at;
    if (!at) return [];
    const q = at.query.toLocaleLowerCase();
    const named = (this.#users() ?? []).filter((u): u is Named => !!u.name && u.id !== this.#me());
    const starts = named.filter((u) => u.name.toLocaleLowerCase().startsWith(q));
    const words = named.filter((u) => !starts.includes(u) && u.name.toLocaleLowerCase().includes(` ${q}`));
    return [...starts, ...words].slice(0, MAX_SHOWN);
  }

  get open(): boolean {
    return this.options.length > 0;
  }

  /** The text or caret changed: open on an `@` being typed, close otherwise. */
  follow(box: HTMLTextAreaElement): void {
    const before = box.value.slice(0, box.selectionStart ?? box.value.length);
    const match = QUERY.exec(before);
    const at = match ? { index: before.length - match[2]!.length - 1, query: match[2]! } : undefined;
    const same = at && this.#view.value.at?.index === at.index;
    this.#view.set({ at, active: same ? Math.min(this.#view.value.active, Math.max(0, this.options.length - 1)) : 0 });
  }

  close(): void {
    this.#view.set({ at: undefined, active: 0 });
  }

  /** Keys of the box while suggestions show; `write` sets the box's text (the draft). Handled keys go no further. */
  keydown(event: KeyboardEvent, box: HTMLTextAreaElement, write: (text: string) => void): void {
    const options = this.options;
    if (!options.length || event.isComposing) return;
    const { active } = this.#view.value;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.#view.set({ active: (active + step + options.length) % options.length });
    } else if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      this.pick(options[active]!, box, write);
    } else if (event.key === 'Escape') {
      this.close();
    } else return;
    event.preventDefault();
    event.stopPropagation();
  }

  /** Writes `@Name ` over the `@` and what followed it, with the caret after it. */
  pick(user: Named, box: HTMLTextAreaElement, write: (text: string) => void): void {
    const at = this.#view.value.at;
    if (!at) return;
    const end = at.index + 1 + at.query.length;
    const inserted = `@${user.name} `;
    const text = box.value.slice(0, at.index) + inserted + box.value.slice(end).replace(/^ /, '');
    write(text);
    box.value = text;
    const caret = at.index + inserted.length;
    box.setSelectionRange(caret, caret);
    box.focus();
    this.close();
  }

  /** The box's `aria-activedescendant`: the active option of `listId`'s listbox while it shows. */
  attrs(listId: string): { active: string | typeof nothing } {
    return { active: this.open ? `${listId}-${this.#view.value.active}` : nothing };
  }

  /** The listbox's options (its shell, `listId`, is `TeamThread`'s). */
  renderOptions(listId: string, box: () => HTMLTextAreaElement | null, write: (text: string) => void): unknown {
    const { active } = this.#view.value;
    return repeat(
      this.options,
      (u) => u.id,
      (
        u,
        i,
      ) => html`<li id=${`${listId}-${i}`} role="option" part="mention-option" aria-selected=${i === active ? 'true' : 'false'}
        dir="auto" @mousedown=${(e: Event) => e.preventDefault()}
        @click=${() => {
          const el = box();
          if (el) this.pick(u, el, write);
        }}>${u.name}</li>`,
    );
  }
}

/** Teammates to mention, over the log below the box (not pushing it down). */
export const mentionStyles = css`
  .mentions-list {
    position: absolute;
    inset-inline: 0;
    inset-block-start: 100%;
    z-index: 3;
    margin: 2px 0 0;
    padding: 4px;
    list-style: none;
    max-height: 14em;
    overflow: auto;
    background: var(--_bg);
    color: var(--_text);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.6);
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.18);
  }
  .mentions-list[hidden] {
    display: none;
  }
  .mentions-list [role='option'] {
    padding: 6px 8px;
    border-radius: 4px;
    cursor: pointer;
  }
  .mentions-list [aria-selected='true'] {
    background: var(--_primary);
    color: var(--_on-primary);
  }
`;
