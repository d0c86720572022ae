/**
 * Debounce + abort in one place: a call scheduled again before its delay has passed replaces the earlier one, and a
 * call already running gets its `AbortSignal` aborted, so a stale answer (an older search, an older draft's
 * validation) never lands after a newer one. Used by the inbox search and the composer's service validation.
 */
export class DebouncedCall {
    delayMs;
    #timer;
    #abort;
    /**
     * @example
     * ```ts
     * const search = new DebouncedCall(250);
     * input.oninput = () => search.schedule((signal) => client.listConversations({ query: input.value }, { signal }));
     * ```
     */
    constructor(delayMs) {
        this.delayMs = delayMs;
    }
    /** Cancels what is pending or running, then runs `call` after `delay` ms (0 runs in the next task). */
    schedule(call, delay = this.delayMs) {
        this.cancel();
        const abort = (this.#abort = new AbortController());
        this.#timer = setTimeout(() => {
            this.#timer = undefined;
            if (!abort.signal.aborted)
                void call(abort.signal);
        }, delay);
    }
    /** True while a call waits for its delay. */
    get scheduled() {
        return this.#timer !== undefined;
    }
    /** Drops the pending call and aborts the running one. */
    cancel() {
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#abort?.abort();
        this.#abort = undefined;
    }
}
