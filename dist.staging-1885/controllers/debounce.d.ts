/**
 * Debounce + abort in one place: a call scheduled again before its delay has passed replaces the earlier one, and a
 * call already running gets its `AbortSignal` aborted, so a stale answer (an older search, an older draft's
 * validation) never lands after a newer one. Used by the inbox search and the composer's service validation.
 */
export type AbortableCall = (signal: AbortSignal) => unknown;
export declare class DebouncedCall {
    #private;
    readonly delayMs: number;
    /**
     * @example
     * ```ts
     * const search = new DebouncedCall(250);
     * input.oninput = () => search.schedule((signal) => client.listConversations({ query: input.value }, { signal }));
     * ```
     */
    constructor(delayMs: number);
    /** Cancels what is pending or running, then runs `call` after `delay` ms (0 runs in the next task). */
    schedule(call: AbortableCall, delay?: number): void;
    /** True while a call waits for its delay. */
    get scheduled(): boolean;
    /** Drops the pending call and aborts the running one. */
    cancel(): void;
}
