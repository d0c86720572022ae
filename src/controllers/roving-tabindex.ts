/**
 * Roving tabindex for composite widgets (listbox, menu, radiogroup, toolbar): one item is in the tab order, arrow
 * keys move focus between items. Works by index rather than by element so it also drives virtualized lists, where
 * most items are not in the DOM: `reveal(i)` lets the host render an item before it is focused.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface RovingTabindexOptions {
  /** How many items there are (rendered or not). */
  count(): number;
  /** The element of item `i`, if it is rendered. */
  item(i: number): HTMLElement | null | undefined;
  /** Makes item `i` rendered and visible (e.g. scrolls a virtual list); focus waits for the next update. */
  reveal?(i: number): void;
  /** Arrow keys in use: Up/Down (default), Left/Right (mirrored in RTL), or both. */
  orientation?: 'vertical' | 'horizontal' | 'both';
  /** Wrap from the last item to the first and back (default false, as for listboxes). */
  wrap?: boolean;
  /** Items moved by PageUp / PageDown (default 10). */
  pageSize?: number;
  /** Called when the active item changes by keyboard (e.g. to select it, for single-select listboxes). */
  onMove?(i: number): void;
}

/**
 * @example
 * ```ts
 * #roving = new RovingTabindexController(this, { count: () => this.items.length, item: (i) => this.renderRoot.querySelector(`[data-i="${i}"]`) });
 * render() {
 *   return html`<ul role="listbox" @keydown=${this.#roving.onKeydown}>
 *     ${this.items.map((x, i) => html`<li role="option" data-i=${i} tabindex=${this.#roving.tabIndex(i)} @focus=${() => this.#roving.setActive(i)}>${x}</li>`)}
 *   </ul>`;
 * }
 * ```
 */
export class RovingTabindexController implements ReactiveController {
  #active = 0;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: RovingTabindexOptions,
  ) {
    host.addController(this);
  }

  /** The index of the item in the tab order (clamped to the current count). */
  get active(): number {
    return Math.max(0, Math.min(this.#active, this.options.count() - 1));
  }

  /** `0` for the active item, `-1` for the others: bind it to each item's `tabindex`. */
  tabIndex(i: number): 0 | -1 {
    return i === this.active ? 0 : -1;
  }

  /** Makes `i` the item in the tab order without moving focus (on click, on focus, or on selection). */
  setActive(i: number): void {
    if (i === this.#active) return;
    this.#active = i;
    this.host.requestUpdate();
  }

  /** Moves focus to item `i`, revealing it first if the host virtualizes. */
  async focus(i: number): Promise<void> {
    const count = this.options.count();
    if (count === 0) return;
    const index = Math.max(0, Math.min(i, count - 1));
    this.setActive(index);
    let element = this.options.item(index);
    if (!element) {
      this.options.reveal?.(index);
      await this.host.updateComplete;
      element = this.options.item(index);
    }
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest' });
  }

  /** Bind to the container's `keydown`. Handles arrows, Home, End, PageUp, PageDown. */
  onKeydown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const count = this.options.count();
    if (count === 0) return;
    const orientation = this.options.orientation ?? 'vertical';
    const rtl = this.host.matches(':dir(rtl)');
    const vertical = orientation !== 'horizontal';
    const horizontal = orientation !== 'vertical';
    const page = this.options.pageSize ?? 10;
    let next: number | undefined;
    switch (event.key) {
      case 'ArrowDown':
        if (vertical) next = this.active + 1;
        break;
      case 'ArrowUp':
        if (vertical) next = this.active - 1;
        break;
      case 'ArrowRight':
        if (horizontal) next = this.active + (rtl ? -1 : 1);
        break;
      case 'ArrowLeft':
        if (horizontal) next = this.active + (rtl ? 1 : -1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = count - 1;
        break;
      case 'PageDown':
        if (vertical) next = this.active + page;
        break;
      case 'PageUp':
        if (vertical) next = this.active - page;
        break;
    }
    if (next === undefined) return;
    // Only keys on the items themselves: arrows typed in a search box inside the widget keep their meaning.
    const target = event.composedPath()[0] as HTMLElement | undefined;
    if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    event.preventDefault();
    if (this.options.wrap) next = ((next % count) + count) % count;
    else next = Math.max(0, Math.min(next, count - 1));
    void this.focus(next);
    this.options.onMove?.(next);
  };

  hostConnected(): void {}
}
