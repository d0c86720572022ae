/**
 * The state behind one address field's combobox (ARIA 1.2 combobox + listbox pattern): debounced place lookups
 * once 3 characters are typed, the previous lookup aborted when a newer one starts (so a slow, stale answer can
 * never replace a fresher one), and the active option moved by the arrow keys. Rendering stays in the element.
 */
import { DebouncedCall } from '../../controllers/debounce.js';
export const MIN_QUERY = 3;
export const DEBOUNCE_MS = 300;
export const MAX_OPTIONS = 8;
export class AddressSearch {
    provider;
    changed;
    options = [];
    active = -1;
    open = false;
    status = 'idle';
    /** Debounced and aborted like every search of the library (`controllers/debounce.ts`). */
    #lookups = new DebouncedCall(DEBOUNCE_MS);
    constructor(provider, changed) {
        this.provider = provider;
        this.changed = changed;
    }
    /** The person typed `query` in the street input. */
    input(query, country) {
        this.cancel();
        const q = query.trim();
        if (q.length < MIN_QUERY) {
            this.#set([], 'idle');
            return;
        }
        this.#lookups.schedule((signal) => this.#lookup(q, country, signal));
    }
    async #lookup(query, country, signal) {
        this.status = 'searching';
        this.changed();
        try {
            const places = await this.provider()(query, { country: country || undefined, signal });
            if (signal.aborted)
                return;
            this.#set(Array.isArray(places) ? places.slice(0, MAX_OPTIONS) : [], 'done');
        }
        catch {
            if (!signal.aborted)
                this.#set([], 'failed');
        }
    }
    #set(options, status) {
        this.options = options;
        this.status = status;
        this.active = -1;
        this.open = options.length > 0;
        this.changed();
    }
    /** Moves the active option (`+1` down, `-1` up), opening the list if it has options. */
    move(step) {
        const n = this.options.length;
        if (!n)
            return;
        this.open = true;
        this.active = this.active < 0 ? (step > 0 ? 0 : n - 1) : (this.active + step + n) % n;
        this.changed();
    }
    close() {
        if (!this.open && this.active < 0)
            return;
        this.open = false;
        this.active = -1;
        this.changed();
    }
    /** Stops a pending or running lookup. */
    cancel() {
        this.#lookups.cancel();
    }
}
