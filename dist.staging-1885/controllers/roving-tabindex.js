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
export class RovingTabindexController {
    host;
    options;
    #active = 0;
    constructor(host, options) {
        this.host = host;
        this.options = options;
        host.addController(this);
    }
    /** The index of the item in the tab order (clamped to the current count). */
    get active() {
        return Math.max(0, Math.min(this.#active, this.options.count() - 1));
    }
    /** `0` for the active item, `-1` for the others: bind it to each item's `tabindex`. */
    tabIndex(i) {
        return i === this.active ? 0 : -1;
    }
    /** Makes `i` the item in the tab order without moving focus (on click, on focus, or on selection). */
    setActive(i) {
        if (i === this.#active)
            return;
        this.#active = i;
        this.host.requestUpdate();
    }
    /** Moves focus to item `i`, revealing it first if the host virtualizes. */
    async focus(i) {
        const count = this.options.count();
        if (count === 0)
            return;
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
    onKeydown = (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey)
            return;
        const count = this.options.count();
        if (count === 0)
            return;
        const orientation = this.options.orientation ?? 'vertical';
        const rtl = this.host.matches(':dir(rtl)');
        const vertical = orientation !== 'horizontal';
        const horizontal = orientation !== 'vertical';
        const page = this.options.pageSize ?? 10;
        let next;
        switch (event.key) {
            case 'ArrowDown':
                if (vertical)
                    next = this.active + 1;
                break;
            case 'ArrowUp':
                if (vertical)
                    next = this.active - 1;
                break;
            case 'ArrowRight':
                if (horizontal)
                    next = this.active + (rtl ? -1 : 1);
                break;
            case 'ArrowLeft':
                if (horizontal)
                    next = this.active + (rtl ? 1 : -1);
                break;
            case 'Home':
                next = 0;
                break;
            case 'End':
                next = count - 1;
                break;
            case 'PageDown':
                if (vertical)
                    next = this.active + page;
                break;
            case 'PageUp':
                if (vertical)
                    next = this.active - page;
                break;
        }
        if (next === undefined)
            return;
        // Only keys on the items themselves: arrows typed in a search box inside the widget keep their meaning.
        const target = event.composedPath()[0];
        if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
            return;
        event.preventDefault();
        if (this.options.wrap)
            next = ((next % count) + count) % count;
        else
            next = Math.max(0, Math.min(next, count - 1));
        void this.focus(next);
        this.options.onMove?.(next);
    };
    hostConnected() { }
}
