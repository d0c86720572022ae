/** Puts `c` in `threads` (replacing the same id), newest activity first, as the service lists them. */
function upsert(threads, c) {
    return [...threads.filter((t) => t.id !== c.id), c].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
}
export class CustomerThreads {
    #host;
    #store;
    #entry;
    constructor(host, store) {
        this.#host = host;
        this.#store = store;
        host.addController(this);
    }
    /** Another customer's thread is open, or none: their threads are let go (and an unanswered request dropped). */
    hostUpdate() {
        const entry = this.#entry;
        if (!entry)
            return;
        const thread = this.#store.state.thread;
        // A thread opened by id has no conversation until it loads: it may be the same customer's, so the copy stays.
        if (thread && (!thread.conversation || thread.conversation.to === entry.to))
            return;
        entry.abort.abort();
        this.#entry = undefined;
    }
    /**
     * The customer's threads: a list (the open one included), `null` while asked for (or about to be: the thread has
     * just opened), `undefined` when they cannot be had (no `conversations:read`, or the request failed).
     */
    of(to) {
        const entry = this.#entry;
        if (!this.#store.can('conversations:read') || (entry?.to === to && entry.failed))
            return undefined;
        return (entry?.to === to && entry.threads) || null;
    }
    /** A thread of customer `to` is open: their threads are asked for unless already known (a failure is asked again). */
    async load(to) {
        const store = this.#store;
        if ((this.#entry?.to === to && !this.#entry.failed) || !store.can('conversations:read'))
            return;
        this.#entry?.abort.abort();
        const entry = { to, threads: undefined, failed: false, abort: new AbortController(), pending: [] };
        this.#entry = entry;
        this.#host.requestUpdate();
        try {
            const page = await store.api().listConversations({ to, pageSize: 100 }, { signal: entry.abort.signal });
            entry.threads = entry.pending.reduce(upsert, page.data);
        }
        catch {
            // The header leaves its switcher out; the contact panel, given nothing, asks for itself and shows its own error.
            entry.failed = true;
        }
        entry.pending = [];
        if (this.#entry === entry)
            this.#host.requestUpdate();
    }
    /** The stream says a conversation was created or changed: if it is this customer's, the list follows. */
    changed(c) {
        const entry = this.#entry;
        if (entry?.to !== c.to)
            return;
        if (!entry.threads) {
            entry.pending.push(c);
            return;
        }
        entry.threads = upsert(entry.threads, c);
        this.#host.requestUpdate();
    }
}
