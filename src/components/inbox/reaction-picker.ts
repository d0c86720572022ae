/**
 * `<parley-reaction-picker>`: the inbox's emoji menu for one message, loaded on first use (`import()`) and
 * self-registering. It owns its keyboard: roving tabindex over the emoji (arrows in both directions, wrapping),
 * focus on the first emoji when it opens, Escape or Tab closes it, and focus returns to the toggle that opened it.
 * It renders into the inbox's shadow root (no shadow root of its own), so the inbox's styles and `part`s apply.
 *
 * @internal Used by `<parley-inbox>` only.
 */
import { html, LitElement, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { RovingTabindexController } from '../../controllers/roving-tabindex.js';
import { defineElement } from '../shared/define.js';

/** The picker's emoji: few enough to scan, the ones support teams use. */
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
  /** Accessible name of the menu. */
  @property() accessor label = '';
  /** Accessible name of an emoji button. */
  @property({ attribute: false }) accessor labelFor: (emoji: string) => string = (emoji) => emoji;
  /** The toggle that opened the picker, where focus returns (default: what had focus when the picker opened). */
  @property({ attribute: false }) accessor trigger: HTMLElement | undefined;

  #roving = new RovingTabindexController(this, {
    count: () => REACTION_EMOJI.length,
    item: (i) => this.querySelector<HTMLElement>(`[data-emoji-i="${i}"]`),
    orientation: 'both',
    wrap: true,
  });

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const active = (this.getRootNode() as Document | ShadowRoot).activeElement;
    if (!this.trigger && active instanceof HTMLElement) this.trigger = active;
  }

  protected override firstUpdated(): void {
    void this.#roving.focus(0);
  }

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

  protected override render(): TemplateResult {
    return html`<div class="picker" part="reaction-picker" role="menu" aria-label=${this.label} @keydown=${this.#onKeydown}>
      ${REACTION_EMOJI.map(
        (emoji, i) => html`<button role="menuitem" data-emoji-i=${i} tabindex=${this.#roving.tabIndex(i)} aria-label=${this.labelFor(emoji)}
          @focus=${() => this.#roving.setActive(i)} @click=${() => this.#close(new ReactionPickEvent(emoji))}>${emoji}</button>`,
      )}
    </div>`;
  }
}

defineElement('parley-reaction-picker', ParleyReactionPicker);

declare global {
  interface HTMLElementTagNameMap {
    'parley-reaction-picker': ParleyReactionPicker;
  }
}
