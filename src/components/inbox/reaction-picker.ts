/**
 * `<parley-reaction-picker>`: the inbox's emoji menu for one message, loaded on first use (`import()`) and
 * self-registering. It owns its keyboard: roving tabindex over the emoji (arrows in both directions, wrapping),
 * focus on the first emoji when it opens, Escape or Tab closes it, and focus returns to the toggle that opened it.
 * It renders into the inbox's shadow root (no shadow root of its own), so the inbox's styles and `part`s apply.
 * It is an overlay (a manual popover, in the top layer): anchored to its toggle, below it or above when there is no
 * room, kept inside the viewport, so it never pushes the next message aside nor adds a scroll box to the log. A press
 * outside it closes it (focus stays where the press put it).
 * Its last item, "More reactions", swaps the menu for a searchable grid of a few hundred emoji (`emoji-picker.ts`,
 * loaded on that first press).
 *
 * @internal Used by `<parley-inbox>` only.
 */
import './first-screen.js';
import { followAnchor, placePopover } from '../../core/place-popover.js';
import { css, html, LitElement, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { RovingTabindexController } from '../../controllers/roving-tabindex.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { defineElement } from '../shared/define.js';

/** The picker's emoji: few enough to scan, the ones support teams use. */
/** The module of the searchable grid behind "More reactions". */
export type EmojiGrid = typeof import('./emoji-picker.js');

export const REACTION_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

/** An emoji was chosen; the picker has already returned focus to its toggle. Does not leave the inbox. */
export class ReactionPickEvent extends Event {
  constructor(readonly emoji: string) {
    super('reaction-pick');
  }
}

/** The picker wants to close (Escape, Tab); focus is back on its toggle unless Tab moves it on. */
export class PickerCloseEvent extends Event {
  constructor() {
    super('picker-close');
  }
}

export class ParleyReactionPicker extends LitElement {
  static override properties: PropertyDeclarations = {
    label: {},
    labelFor: { attribute: false },
    trigger: { attribute: false },
    moreLabel: {},
    searchLabel: {},
    emptyLabel: {},
    loadGrid: { attribute: false },
    grid: { state: true, attribute: false },
    query: { state: true, attribute: false },
    active: { state: true, attribute: false },
  };

  /** Accessible name of the menu. */
  declare label: string;
  /** Accessible name of an emoji button. */
  declare labelFor: (emoji: string) => string;
  /** The toggle that opened the picker, where focus returns (default: what had focus when the picker opened). */
  declare trigger: HTMLElement | undefined;
  /** Accessible name of the "More reactions" item (and of the grid it opens); without it the item is not offered. */
  declare moreLabel: string;
  /** Accessible name and placeholder of the grid's search box (the host's words: its catalog's `searchEmoji`). */
  declare searchLabel: string;
  /** Shown when a search finds nothing (the host's words: its catalog's `noEmoji`). */
  declare emptyLabel: string;

  /** Fetches the grid's module (the inbox's lazy parts): "More reactions" is offered with it. */
  declare loadGrid: (() => Promise<EmojiGrid>) | undefined;
  /** The grid module once "More reactions" was pressed. */
  declare grid: EmojiGrid | undefined;
  declare query: string;
  /** The grid's active cell (-1: the search box). */
  declare active: number;

  constructor() {
    super();
    this.label = '';
    this.labelFor = (emoji) => emoji;
    this.moreLabel = '';
    this.searchLabel = '';
    this.emptyLabel = '';
    this.query = '';
    this.active = 0;
  }

  #roving = new RovingTabindexController(this, {
    count: () => REACTION_EMOJI.length + (this.moreLabel && this.loadGrid ? 1 : 0),
    item: (i) => this.querySelector<HTMLElement>(`[data-emoji-i="${i}"]`),
    orientation: 'both',
    wrap: true,
  });

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Into the inbox's shadow root, where the picker renders: placed and styled before its first paint.
    adoptStyles(this, pickerStyles);
    const active = (this.getRootNode() as Document | ShadowRoot).activeElement;
    if (!this.trigger && active instanceof HTMLElement) this.trigger = active;
    this.popover = 'manual';
    // The log scrolls under the overlay: it follows its toggle.
    this.#unfollow = followAnchor(this.#place, this.parentElement ?? this);
    document.addEventListener('pointerdown', this.#onOutside, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unfollow?.();
    document.removeEventListener('pointerdown', this.#onOutside, true);
  }

  protected override firstUpdated(): void {
    this.showPopover();
    void this.#roving.focus(0);
  }

  protected override updated(): void {
    // After every render: the grid replacing the menu changes the overlay's size.
    this.#place();
  }

  /** The toggle the overlay hangs from: the one that opened it, else its message's toggle. */
  get #anchor(): HTMLElement | null {
    return this.trigger?.isConnected
      ? this.trigger
      : (this.parentElement?.querySelector<HTMLElement>('[data-picker-trigger]') ?? null);
  }

  #unfollow: (() => void) | undefined;

  #place = (): void => {
    const anchor = this.#anchor;
    if (anchor && this.isConnected) placePopover(this, anchor);
  };

  #onOutside = (event: PointerEvent): void => {
    const path = event.composedPath();
    if (path.includes(this) || (this.#anchor && path.includes(this.#anchor))) return;
    this.dispatchEvent(new PickerCloseEvent());
  };

  #close(event: Event): void {
    this.trigger?.focus();
    this.dispatchEvent(event);
  }

  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      this.#close(new PickerCloseEvent());
      return;
    }
    this.#roving.onKeydown(event);
  };

  async #more(): Promise<void> {
    const grid = await this.loadGrid?.();
    if (!grid) return;
    adoptStyles(this, grid.emojiStyles);
    this.grid = grid;
    await this.updateComplete;
    this.querySelector<HTMLInputElement>('.emoji-search')?.focus({ preventScroll: true });
  }

  async #activate(index: number): Promise<void> {
    this.active = Math.max(0, index);
    await this.updateComplete;
    if (index < 0) this.querySelector<HTMLInputElement>('.emoji-search')?.focus();
    else this.querySelector<HTMLElement>(`[data-emoji-cell="${index}"]`)?.focus();
  }

  protected override render(): TemplateResult {
    if (this.grid) {
      return this.grid.renderEmojiGrid({
        label: this.moreLabel,
        searchLabel: this.searchLabel,
        emptyLabel: this.emptyLabel,
        query: this.query,
        active: this.active,
        labelFor: (emoji, keywords) => `${this.labelFor(emoji)} (${keywords})`,
        onQuery: (query) => {
          this.query = query;
          this.active = 0;
        },
        onActive: (i) => void this.#activate(i),
        onPick: (emoji) => this.#close(new ReactionPickEvent(emoji)),
        onClose: () => this.#close(new PickerCloseEvent()),
      });
    }
    const more = REACTION_EMOJI.length;
    return html`<div class="picker" part="reaction-picker" role="menu" aria-label=${this.label} @keydown=${this.#onKeydown}>
      ${REACTION_EMOJI.map(
        (
          emoji,
          i,
        ) => html`<button role="menuitem" data-emoji-i=${i} tabindex=${this.#roving.tabIndex(i)} aria-label=${this.labelFor(emoji)}
          @focus=${() => this.#roving.setActive(i)} @click=${() => this.#close(new ReactionPickEvent(emoji))}>${emoji}</button>`,
      )}
      ${
        this.moreLabel && this.loadGrid
          ? html`<button role="menuitem" class="more" part="more-reactions" data-emoji-i=${more} tabindex=${this.#roving.tabIndex(more)} aria-label=${this.moreLabel}
            title=${this.moreLabel} @focus=${() => this.#roving.setActive(more)} @click=${() => void this.#more()}><span aria-hidden="true">⋯</span></button>`
          : nothing
      }
    </div>`;
  }
}

/** The picker's styles, in the inbox's shadow root (the picker has none of its own), adopted as it connects. */
const pickerStyles = css`
  /* The reaction picker is a popover placed by its own code (fixed, from its toggle's box): no UA box around it. */
  parley-reaction-picker {
    position: fixed;
    inset: auto;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    color: var(--_text);
    overflow: visible;
  }
  .picker {
    display: flex;
    gap: 2px;
    padding: 4px;
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: var(--_bg);
    box-shadow: 0 2px 8px rgb(0 0 0 / 0.15);
  }
  .picker button {
    border: 0;
    background: none;
    min-width: 32px;
    min-height: 32px;
    border-radius: 50%;
    font-size: 18px;
  }
  .picker button:hover,
  .picker button:focus-visible {
    background: var(--_surface);
  }
`;

defineElement('parley-reaction-picker', ParleyReactionPicker);

declare global {
  interface HTMLElementTagNameMap {
    'parley-reaction-picker': ParleyReactionPicker;
  }
}
