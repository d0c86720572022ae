import { type Store, type StoreData } from './store.js';
export declare class SandboxDataError extends Error {
    readonly code = "ERR_SANDBOX_DATA";
    constructor(message: string, options?: {
        cause?: unknown;
    });
}
/** Reads a data file: its state, or null when the file does not exist yet. Throws {@link SandboxDataError}. */
export declare function loadDataFile(path: string): Promise<StoreData | null>;
export interface Persister {
    /** Asks for a write; writes coalesce within the debounce window. */
    schedule(): void;
    /** Writes now if anything is pending, and resolves when the file is on disk. */
    flush(): Promise<void>;
}
/**
 * Writes `snapshot()` to `path` after changes. One write at a time; a change during a write triggers one more.
 * Write errors go to `onError` (the sandbox keeps running; the next change retries).
 */
export declare function createPersister(path: string, snapshot: () => unknown, { debounceMs, onError, }?: {
    debounceMs?: number;
    onError?: (error: Error) => void;
}): Persister;
/** Where generation `n` of the journal of `path` lives. */
export declare const journalPath: (path: string, generation: number) => string;
export interface DurableState {
    /** The state to start from (snapshot with the journals replayed), or null when there is no data yet. */
    state: StoreData | null;
    /** The next generation to write. */
    generation: number;
    /** Journal lines replayed, and whether a torn last line was ignored. */
    replayed: number;
    torn: boolean;
}
/**
 * Loads the snapshot and replays every journal it does not hold. A torn last line (the process was killed while
 * writing it, so it was never acknowledged) is ignored; a damaged line before the end is a {@link SandboxDataError}
 * and the files are left untouched.
 */
export declare function loadDurableState(path: string): Promise<DurableState>;
export interface Journal {
    /** Resolves once every change made before the call is on disk (concurrent callers share one fsync). */
    commit(): Promise<void>;
    /** A change no answer waits for (carrier timers, webhook retries): committed soon. */
    schedule(): void;
    /** Writes a new snapshot and drops the journals it holds (also run in the background as the journal grows). */
    compact(): Promise<void>;
    /** Commits, compacts and closes the journal file. */
    close(): Promise<void>;
    /** Figures for tests and the bench. */
    readonly stats: {
        commits: number;
        lines: number;
        compactions: number;
    };
}
export interface JournalOptions {
    /** Journal bytes after which a compaction starts in the background (default 8 MiB). */
    compactBytes?: number;
    onError?: (error: Error) => void;
}
/**
 * Journals the store's changes to `path`'s journal (see above): takes the store's state over (wrapping it), writes
 * a first snapshot at once (the state as loaded or seeded, naming `generation`), and deletes older journals.
 */
export declare function openJournal(path: string, store: Store, generation: number, options?: JournalOptions): Promise<Journal>;
