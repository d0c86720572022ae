import { adoptStyles } from '../shared/adopt-styles.js';
export class LazyModules {
    #host;
    #entries = new Map();
    constructor(host) {
        this.#host = host;
        host.addController(this);
    }
    hostConnected() {
        // Styles of modules loaded before the element was (re)attached to a new root.
        for (const entry of this.#entries.values())
            this.#adopt(entry.module);
    }
    /** The module if it has loaded. */
    get(loader) {
        return this.#entries.get(loader)?.module;
    }
    /** Loads the module (once), adopts its `styles` and requests an update. */
    load(loader) {
        let entry = this.#entries.get(loader);
        if (!entry) {
            const created = {
                promise: loader().then((module) => {
                    created.module = module;
                    this.#adopt(module);
                    this.#host.requestUpdate();
                    return module;
                }, (error) => {
                    this.#entries.delete(loader);
                    throw error;
                }),
            };
            entry = created;
            this.#entries.set(loader, entry);
        }
        return entry.promise;
    }
    /** Adopts a style sheet a loaded part hands over itself (a field type's `styles`). */
    adopt(styles) {
        if (styles && this.#host.renderRoot)
            adoptStyles(this.#host.renderRoot, styles);
    }
    #adopt(module) {
        const styles = module?.styles;
        if (styles && typeof styles === 'object' && 'cssText' in styles)
            this.adopt(styles);
    }
}
