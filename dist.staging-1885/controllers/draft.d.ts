export declare class DraftStore<T> {
    #private;
    private readonly debounceMs;
    readonly key: string;
    /**
     * @example
     * ```ts
     * const drafts = new DraftStore<string>('inbox-reply', conversationId);
     * input.value = drafts.load() ?? '';
     * input.oninput = () => drafts.save(input.value);
     * ```
     */
    constructor(scope: string, id: string, debounceMs?: number);
    load(): T | undefined;
    /** Saves after `debounceMs` of quiet; an empty string, array or null clears the draft. */
    save(value: T): void;
    flush: () => void;
    clear(): void;
    /** Stops listening for `pagehide` after a final flush (call from `disconnectedCallback`). */
    dispose(): void;
}
