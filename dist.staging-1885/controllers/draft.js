/**
 * Drafts that survive a reload (DESIGN §5 Reliability): composer text, form answers, notes, reply text.
 * Stored in localStorage under `parley:draft:<scope>:<id>`, written debounced and flushed on `pagehide`;
 * storage that throws (private mode, quota) degrades to memory without breaking the element.
 */
const PREFIX = 'parley:draft:';
const memory = new Map();
function storage() {
    try {
        return typeof localStorage === 'undefined' ? undefined : localStorage;
    }
    catch {
        return undefined;
    }
}
export class DraftStore {
    debounceMs;
    #timer;
    #pending;
    #hasPending = false;
    key;
    /**
     * @example
     * ```ts
     * const drafts = new DraftStore<string>('inbox-reply', conversationId);
     * input.value = drafts.load() ?? '';
     * input.oninput = () => drafts.save(input.value);
     * ```
     */
    constructor(scope, id, debounceMs = 300) {
        this.debounceMs = debounceMs;
        this.key = `${PREFIX}${scope}:${id}`;
        if (typeof addEventListener === 'function')
            addEventListener('pagehide', this.flush);
    }
    load() {
        const raw = this.#read();
        if (raw == null)
            return undefined;
        try {
            return JSON.parse(raw).v;
        }
        catch {
            return undefined;
        }
    }
    /** Saves after `debounceMs` of quiet; an empty string, array or null clears the draft. */
    save(value) {
        this.#pending = value;
        this.#hasPending = true;
        clearTimeout(this.#timer);
        this.#timer = setTimeout(this.flush, this.debounceMs);
    }
    flush = () => {
        clearTimeout(this.#timer);
        if (!this.#hasPending)
            return;
        this.#hasPending = false;
        const value = this.#pending;
        if (value == null || value === '' || (Array.isArray(value) && value.length === 0))
            this.clear();
        else
            this.#write(JSON.stringify({ v: value, at: Date.now() }));
    };
    clear() {
        clearTimeout(this.#timer);
        this.#hasPending = false;
        memory.delete(this.key);
        try {
            storage()?.removeItem(this.key);
        }
        catch {
            /* storage unavailable: memory already cleared */
        }
    }
    /** Stops listening for `pagehide` after a final flush (call from `disconnectedCallback`). */
    dispose() {
        this.flush();
        if (typeof removeEventListener === 'function')
            removeEventListener('pagehide', this.flush);
    }
    #read() {
        // Storage, when it works, is the truth (another tab may have cleared the draft); memory only stands in for it.
        try {
            const store = storage();
            if (store)
                return store.getItem(this.key);
        }
        catch {
            /* storage unavailable: fall through to memory */
        }
        return memory.get(this.key) ?? null;
    }
    #write(raw) {
        memory.set(this.key, raw);
        try {
            storage()?.setItem(this.key, raw);
        }
        catch {
            /* quota or disabled storage: the in-memory copy still covers this page's life */
        }
    }
}
