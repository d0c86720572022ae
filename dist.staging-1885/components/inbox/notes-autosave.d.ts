/**
 * Autosave of a thread's internal notes: typing saves after a pause (one save at a time, in order), a draft survives
 * a reload (`DraftStore`) and is saved on the next open, switching threads or leaving flushes the draft.
 * A teammate's live change replaces the text only when no edit of ours is in progress.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiError } from '../../api/errors.js';
import { type InboxStore } from './inbox-store.js';
import type { ThreadState } from './model.js';
export declare class NotesAutosave implements ReactiveController {
    #private;
    private readonly host;
    private readonly store;
    text: string;
    status: 'idle' | 'saving' | 'saved' | 'error';
    error: ApiError | undefined;
    constructor(host: ReactiveControllerHost, store: InboxStore);
    /** Follows the open thread: the previous draft is flushed, the new one loaded (and saved if a reload left it). */
    switchTo(thread: ThreadState | undefined): void;
    input(text: string): void;
    retry(): void;
    /** A teammate changed the notes: take theirs unless we are editing ours. */
    remoteChange(previous: string | undefined, next: string): void;
    /** Writes a pending draft to storage now (the save itself is dropped). */
    flush(): void;
    hostDisconnected(): void;
}
