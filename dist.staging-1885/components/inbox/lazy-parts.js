/** Every lazily loaded part of `<parley-inbox>`. */
export const inboxParts = {
    /** The open thread's log, reply box and live-event handling (`ThreadPane`). */
    pane: () => import('./thread-pane.js'),
    /** Loading an opened thread, the live event stream and what its events do, fetched beside the list's first page. */
    storeActions: () => import('./store-actions.js'),
    /** How failures read, with their English words; fetched with the first failure shown. */
    errorWords: () => import('./error-words.js'),
    filterPanel: () => import('./filter-panel.js'),
    notesPanel: () => import('./notes-panel.js'),
    contactPanel: () => import('../../contact-panel.js'),
    rcsNames: () => import('../../controllers/rcs-names.js'),
    /** What the keyboard shortcuts do, loaded on the first key pressed outside a field. */
    shortcuts: () => import('./shortcuts.js'),
    shortcutsSheet: () => import('./shortcuts-sheet.js'),
    /** The list grouped by customer (`group-by="contact"`), fetched when the attribute is set. */
    groups: () => import('./thread-list-groups.js'),
};
export class LazyParts {
    #host;
    #loaders;
    #loading = new Map();
    #loaded = new Map();
    #failed = new Set();
    constructor(host, loaders) {
        this.#host = host;
        this.#loaders = loaders;
        host.addController(this);
    }
    /** The part, if it has arrived (render with it, or without it while it is on its way). */
    get(name) {
        return this.#loaded.get(name);
    }
    /** The last fetch of the part failed (and no `load` or `retry` since). */
    failed(name) {
        return this.#failed.has(name);
    }
    /** Fetches the part once; the host renders when it arrives or fails. */
    load(name) {
        let loading = this.#loading.get(name);
        if (loading)
            return loading;
        this.#failed.delete(name);
        loading = this.#loaders[name]().then((part) => {
            this.#loaded.set(name, part);
            this.#host.requestUpdate();
            return part;
        }, (error) => {
            this.#loading.delete(name);
            this.#failed.add(name);
            this.#host.requestUpdate();
            throw error;
        });
        this.#loading.set(name, loading);
        return loading;
    }
    /** The same mechanism for parts declared by a part (the thread pane's own), rendering the same host. */
    also(loaders) {
        return new LazyParts(this.#host, loaders);
    }
    /** Forgets a failure: the next update that needs the part fetches it again. */
    retry(name) {
        this.#failed.delete(name);
    }
    hostConnected() { }
}
