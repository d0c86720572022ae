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
import { followAnchor, placePopover } from '../../core/place-popover.js';
import { html, LitElement, nothing } from 'lit';
import { RovingTabindexController } from '../../controllers/roving-tabindex.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { defineElement } from '../shared/define.js';
export const REACTION_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🙏'];
/** An emoji was chosen; the picker has already returned focus to its toggle. Does not leave the inbox. */
export class ReactionPickEvent extends Event {
    emoji;
    constructor(emoji) {
        super('reaction-pick');
        this.emoji = emoji;
    }
}
/** The picker wants to close (Escape, Tab); focus is back on its toggle unless Tab moves it on. */
export class PickerCloseEvent extends Event {
    constructor() {
        super('picker-close');
    }
}
export class ParleyReactionPicker extends LitElement {
    static properties = {
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
    constructor() {
        super();
        this.label = '';
        this.labelFor = (emoji) => emoji;
        this.moreLabel = '';
        this.searchLabel = 'Search emoji';
        this.emptyLabel = 'No emoji found';
        this.query = '';
        this.active = 0;
    }
    #roving = new RovingTabindexController(this, {
        count: () => REACTION_EMOJI.length + (this.moreLabel && this.loadGrid ? 1 : 0),
        item: (i) => this.querySelector(`[data-emoji-i="${i}"]`),
        orientation: 'both',
        wrap: true,
    });
    createRenderRoot() {
        return this;
    }
    connectedCallback() {
        super.connectedCallback();
        const active = this.getRootNode().activeElement;
        if (!this.trigger && active instanceof HTMLElement)
            this.trigger = active;
        this.popover = 'manual';
        // The log scrolls under the overlay: it follows its toggle.
        this.#unfollow = followAnchor(this.#place, this.parentElement ?? this);
        document.addEventListener('pointerdown', this.#onOutside, true);
    }
    disconnectedCallback() {
        super.disconnectedCallback();
        this.#unfollow?.();
        document.removeEventListener('pointerdown', this.#onOutside, true);
    }
    firstUpdated() {
        this.showPopover();
        void this.#roving.focus(0);
    }
    updated() {
        // After every render: the grid replacing the menu changes the overlay's size.
        this.#place();
    }
    /** The toggle the overlay hangs from: the one that opened it, else its message's toggle. */
    get #anchor() {
        return this.trigger?.isConnected
            ? this.trigger
            : (this.parentElement?.querySelector('[data-picker-trigger]') ?? null);
    }
    #unfollow;
    #place = () => {
        const anchor = this.#anchor;
        if (anchor && this.isConnected)
            placePopover(this, anchor);
    };
    #onOutside = (event) => {
        const path = event.composedPath();
        if (path.includes(this) || (this.#anchor && path.includes(this.#anchor)))
            return;
        this.dispatchEvent(new PickerCloseEvent());
    };
    #close(event) {
        this.trigger?.focus();
        this.dispatchEvent(event);
    }
    #onKeydown = (event) => {
        if (event.key === 'Escape' || event.key === 'Tab') {
            if (event.key === 'Escape')
                event.preventDefault();
            this.#close(new PickerCloseEvent());
            return;
        }
        this.#roving.onKeydown(event);
    };
    async #more() {
        const grid = await this.loadGrid?.();
        if (!grid)
            return;
        adoptStyles(this, grid.emojiStyles);
        this.grid = grid;
        await this.updateComplete;
        this.querySelector('.emoji-search')?.focus({ preventScroll: true });
    }
    async #activate(index) {
        this.active = Math.max(0, index);
        await this.updateComplete;
        if (index < 0)
            this.querySelector('.emoji-search')?.focus();
        else
            this.querySelector(`[data-emoji-cell="${index}"]`)?.focus();
    }
    render() {
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
        return html `<div class="picker" part="reaction-picker" role="menu" aria-label=${this.label} @keydown=${this.#onKeydown}>
      ${REACTION_EMOJI.map((emoji, i) => html `<button role="menuitem" data-emoji-i=${i} tabindex=${this.#roving.tabIndex(i)} aria-label=${this.labelFor(emoji)}
          @focus=${() => this.#roving.setActive(i)} @click=${() => this.#close(new ReactionPickEvent(emoji))}>${emoji}</button>`)}
      ${this.moreLabel && this.loadGrid
            ? html `<button role="menuitem" class="more" part="more-reactions" data-emoji-i=${more} tabindex=${this.#roving.tabIndex(more)} aria-label=${this.moreLabel}
            title=${this.moreLabel} @focus=${() => this.#roving.setActive(more)} @click=${() => void this.#more()}><span aria-hidden="true">⋯</span></button>`
            : nothing}
    </div>`;
    }
}
defineElement('parley-reaction-picker', ParleyReactionPicker);
