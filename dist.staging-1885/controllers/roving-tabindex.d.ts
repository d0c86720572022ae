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
export declare class RovingTabindexController implements ReactiveController {
    #private;
    private readonly host;
    private readonly options;
    constructor(host: ReactiveControllerHost & HTMLElement, options: RovingTabindexOptions);
    /** The index of the item in the tab order (clamped to the current count). */
    get active(): number;
    /** `0` for the active item, `-1` for the others: bind it to each item's `tabindex`. */
    tabIndex(i: number): 0 | -1;
    /** Makes `i` the item in the tab order without moving focus (on click, on focus, or on selection). */
    setActive(i: number): void;
    /** Moves focus to item `i`, revealing it first if the host virtualizes. */
    focus(i: number): Promise<void>;
    /** Bind to the container's `keydown`. Handles arrows, Home, End, PageUp, PageDown. */
    onKeydown: (event: KeyboardEvent) => void;
    hostConnected(): void;
}
