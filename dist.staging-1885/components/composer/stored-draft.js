import { DraftStore } from '../../controllers/draft.js';
import { toDraft } from './kinds/index.js';
export class StoredDraft {
    editor;
    #store;
    /** The pair open (`from|to`). */
    #pair = '';
    /** The host set `value`: its draft wins over a stored one. */
    #hostSet = false;
    /** The pending send, kept with the draft. */
    pending;
    constructor(host, editor) {
        this.editor = editor;
        host.addController(this);
    }
    /** Opens the draft of (from, to), into the editor when one is stored: whether another pair was opened. */
    open(from, to) {
        const pair = `${from}|${to}`;
        if (pair === this.#pair)
            return false;
        this.#store?.dispose();
        this.#pair = pair;
        this.#store = new DraftStore('composer', pair);
        const stored = this.#hostSet ? undefined : this.#store.load();
        if (stored?.d) {
            this.editor.draft = toDraft(stored.d);
            this.pending = stored.k;
        }
        return true;
    }
    /** The host set a new draft: a stored one no longer loads, and a pending send belonged to the old one. */
    replaced() {
        this.#hostSet = true;
        this.pending = undefined;
    }
    /** Keeps the editor's draft (debounced). */
    save() {
        this.#store?.save({ d: this.editor.draft, k: this.pending });
    }
    /** Keeps it now (before a send: a reload mid-send retries with the same key). */
    flush() {
        this.save();
        this.#store?.flush();
    }
    /** Drops it (sent, or "Send another"). */
    clear() {
        this.#store?.clear();
    }
    /** A pair is opened again when the element connects again. */
    hostDisconnected() {
        this.#store?.dispose();
        this.#store = undefined;
        this.#pair = '';
    }
}
