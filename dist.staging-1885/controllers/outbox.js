export class OutboxController {
    host;
    options;
    /** Every kept write of the page, oldest first (`mine` picks the element's at render time). */
    all = [];
    #view;
    #loading;
    #stop;
    #idle;
    constructor(host, options) {
        this.host = host;
        this.options = options;
        host.addController(this);
    }
    hostConnected() {
        let left = null;
        try {
            left = localStorage.getItem('parley:outbox');
        }
        catch {
            // No storage: nothing can have been left.
        }
        // In idle time otherwise: the chunk is here before the connection may drop, and writes kept by another tab
        // or element show here too.
        if (left || typeof requestIdleCallback !== 'function')
            void this.#load().catch(() => { });
        else
            this.#idle = requestIdleCallback(() => void this.#load().catch(() => { }));
    }
    hostDisconnected() {
        // An element gone before its idle time must not attach its client afterwards: the outbox would send through it.
        if (this.#idle !== undefined)
            cancelIdleCallback(this.#idle);
        this.#idle = undefined;
        this.#view?.getOutbox().detach(this.options.client());
        this.#stop?.();
        this.#stop = undefined;
        this.#loading = undefined;
    }
    /**
     * Keeps `write` in the outbox when `error` says the service could not be reached or could not take it now
     * (offline, network, 5xx, 429); resolves false otherwise (a refusal, a fault of the code: the element shows it as
     * before), when the token does not say who the user is, or when the outbox cannot load.
     */
    async keep(error, write) {
        try {
            const view = await this.#load();
            if (!view.keepsForLater(error))
                return false;
            await view.getOutbox().keep(this.options.client(), write);
            return true;
        }
        catch {
            return false;
        }
    }
    /** The kept writes of the user whose token the element holds, or nothing (another user's stay hidden). */
    render() {
        const view = this.#view;
        if (!view)
            return undefined;
        const user = view.writerOf(this.options.client().heldToken);
        const items = this.all.filter((i) => this.options.mine(i) && view.sameWriter(i.writer, user));
        if (!items.length)
            return undefined;
        return view.renderOutbox(this.host.renderRoot, view.getOutbox(), items, this.options.locale(), this.options.headingLevel?.());
    }
    #load() {
        return (this.#loading ??= import('./outbox-view.js').then((view) => {
            this.#view = view;
            // The element left the page while the chunk loaded: its client, attached now, would never be detached and
            // would go on sending the writer's items. The next connection loads (from the cache) and attaches again.
            if (!this.host.isConnected) {
                this.#loading = undefined;
                return view;
            }
            const outbox = view.getOutbox();
            this.#stop?.();
            this.#stop = outbox.subscribe(({ items, sent }) => {
                this.all = items;
                if (sent && this.options.mine(sent.item))
                    this.options.sent?.(sent.item, sent.result);
                this.host.requestUpdate();
            });
            outbox.attach(this.options.client());
            return view;
        }));
    }
}
