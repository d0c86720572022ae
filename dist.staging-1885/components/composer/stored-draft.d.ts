/**
 * The composer's draft as this browser keeps it: one per (from, to), restored on reload unless the host set `value`,
 * with the pending send (its body and Idempotency-Key) so a retry after a reload is the same send. It owns the
 * storage, which pair is open, and the pending send; the send lifecycle sets and clears the pending send and says
 * when the draft is written at once (before a send) or dropped (once sent).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DraftEditor } from './draft-editor.js';
/** The pending logical send: its body and Idempotency-Key, reused by a retry (kept with the draft, even over a reload). */
export type PendingSend = {
    body: string;
    key: string;
} | undefined;
export declare class StoredDraft implements ReactiveController {
    #private;
    private readonly editor;
    /** The pending send, kept with the draft. */
    pending: PendingSend;
    constructor(host: ReactiveControllerHost, editor: DraftEditor);
    /** Opens the draft of (from, to), into the editor when one is stored: whether another pair was opened. */
    open(from: string, to: string): boolean;
    /** The host set a new draft: a stored one no longer loads, and a pending send belonged to the old one. */
    replaced(): void;
    /** Keeps the editor's draft (debounced). */
    save(): void;
    /** Keeps it now (before a send: a reload mid-send retries with the same key). */
    flush(): void;
    /** Drops it (sent, or "Send another"). */
    clear(): void;
    /** A pair is opened again when the element connects again. */
    hostDisconnected(): void;
}
