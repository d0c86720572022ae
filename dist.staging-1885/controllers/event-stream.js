/**
 * @example
 * ```ts
 * #stream = new EventStreamController(this, {
 *   client: () => (this.hasCredentials ? this.api : undefined),
 *   onEvent: (event) => this.#apply(event),
 *   onResync: () => this.#reload(),
 * });
 * ```
 */
export class EventStreamController {
    host;
    options;
    /** `connecting` · `open` · `reconnecting` · `closed`; the host re-renders on changes. */
    state = 'closed';
    #subscription;
    #client;
    #lastEventId;
    #wasHidden = false;
    constructor(host, options) {
        this.host = host;
        this.options = options;
        host.addController(this);
    }
    /** The id to resume after (the last event delivered). */
    get lastEventId() {
        return this.#subscription?.lastEventId ?? this.#lastEventId;
    }
    hostConnected() {
        if (typeof document !== 'undefined')
            document.addEventListener('visibilitychange', this.#onVisibility);
        this.#sync();
    }
    hostDisconnected() {
        if (typeof document !== 'undefined')
            document.removeEventListener('visibilitychange', this.#onVisibility);
        this.#close();
    }
    /** Follows a change of client (new credentials, injected client) once the host has updated. */
    hostUpdated() {
        if (this.options.client() !== this.#client)
            this.#sync();
    }
    /** Opens the stream again after a fatal error (e.g. when the user retries after signing in again). */
    restart() {
        this.#close();
        this.#sync();
    }
    #sync() {
        const client = this.options.client();
        if (client === this.#client && this.#subscription)
            return;
        this.#close();
        this.#client = client;
        if (!client)
            return;
        this.#subscription = client.events({
            lastEventId: this.#lastEventId,
            onEvent: (event) => this.options.onEvent(event),
            onReset: () => this.options.onResync('reset'),
            onStateChange: (state) => {
                this.state = state;
                this.host.requestUpdate();
            },
            onError: (error) => {
                // Only fatal errors end the subscription; an unreadable event is skipped and not worth bothering anyone.
                if (error.kind !== 'bad-response')
                    this.options.onError?.(error);
            },
        });
    }
    #close() {
        if (!this.#subscription)
            return;
        this.#lastEventId = this.#subscription.lastEventId;
        this.#subscription.close();
        this.#subscription = undefined;
    }
    #onVisibility = () => {
        if (document.visibilityState === 'hidden') {
            this.#wasHidden = true;
            return;
        }
        if (!this.#wasHidden)
            return;
        this.#wasHidden = false;
        // A closed stream (fatal error) stays closed; anything else may have missed events while throttled.
        if (this.#subscription && this.#subscription.state !== 'closed')
            this.options.onResync('visible');
    };
}
