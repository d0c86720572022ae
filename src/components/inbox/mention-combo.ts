/**
 * `@` in the note box suggests teammates (the host's `users`) in a listbox, by the ARIA combobox pattern: the box
 * keeps focus and names the active option (`aria-activedescendant`, `aria-autocomplete="list"`, `aria-controls`; a
 * `<textarea>` may not take the `combobox` role itself, so it stays a multi-line textbox); ↓/↑ move, Enter or Tab
 * picks, Escape closes (and goes no further: the inbox's own Escape would leave the thread). Picking writes `@Name ` in place of what was
 * typed after the `@`; the note's `mentions` are the ids of the teammates whose `@Name` its text holds
 * (`TeamThread`). Part of the thread pane's chunk.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { TeamUser } from '../../schemas/notes.js';
import type { Translate } from './pane-context.js';
import { ViewState } from './view-state.js';
import type { ReactiveControllerHost } from 'lit';

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

  /** The listbox under the box, while there are suggestions. */
  render(
    listId: string,
    t: Translate,
    box: () => HTMLTextAreaElement | null,
    write: (text: string) => void,
  ): TemplateResult {
    const options = this.options;
    const { active } = this.#view.value;
    return html`<ul id=${listId} class="mentions-list" part="mention-list" role="listbox" aria-label=${t('mentionTeammates')}
      ?hidden=${!options.length}>
      ${repeat(
        options,
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
      )}
    </ul>
    <p class="visually-hidden" role="status">${options.length ? t('mentionCount', { count: options.length }) : nothing}</p>`;
  }
}
