import { type ReactiveController, type TemplateResult } from 'lit';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import type { ParleyInbox } from './inbox.component.js';
import { type Applied } from './inbox-store.js';
import { type BubbleGroup } from './message-bubble.js';
import { type PendingSend, type ThreadState } from './model.js';
import { NotesAutosave } from './notes-autosave.js';
import { mergeMessages } from './merge-messages.js';
import { ReplySender } from './reply-sender.js';
import type { Note } from '../../schemas/notes.js';
import { TeamThread } from './team-thread.js';
import { type HeaderParts } from './thread-header.js';
import { ThreadPaging } from './thread-paging.js';
import { OutboxController } from '../../controllers/outbox.js';
/** A row of the log (the inbox's virtual window needs their keys on every update: `rows()` memoizes them). */
export type Row = {
    kind: 'day';
    key: string;
    label: string;
} | {
    kind: 'new';
    key: string;
} | {
    kind: 'message';
    key: string;
    message: Message;
    group: BubbleGroup;
} | {
    kind: 'pending';
    key: string;
    pending: PendingSend;
} | {
    kind: 'note';
    key: string;
    note: Note;
};
/** What the pane is given by `<parley-inbox>`: the controllers it shares with the list, and what the header needs of it. */
export type PaneParts = HeaderParts;
/**
 * The open thread as a controller of `<parley-inbox>`, created when its chunk arrives: it owns what it shows (the
 * log's window, the New divider, the typing line, the picker, the lightbox, the canned list, announcements) and the
 * element renders its parts.
 */
export declare class ThreadPane implements ReactiveController {
    #private;
    readonly reply: ReplySender;
    readonly notes: NotesAutosave;
    /** The thread's notes timeline and who else is here. */
    readonly team: TeamThread;
    readonly outbox: OutboxController;
    /** Older pages, paging back to a search match, re-sync after a gap in the stream. */
    readonly paging: ThreadPaging;
    /** Merges pages and live messages into a thread: the store's `ThreadView`, which it opens threads with. */
    readonly merge: typeof mergeMessages;
    constructor(host: ParleyInbox, given: PaneParts);
    /** An error of an action in the log (reaction, cancel, retry), shown above it. */
    get actionError(): string | undefined;
    /** Before each render: the locale of this update, and the log's rows for its window. */
    hostUpdate(): void;
    /** A thread opens (or none): transient state of the previous one goes, the drafts follow; the log starts at its end. */
    reset(): void;
    /** The thread is ready and shown: its drafts, the "New" divider, read state, and the search match it opened at. */
    opened(thread: ThreadState, match: string | undefined): Promise<void>;
    /** What a live event meant for the open thread: an announcement, "new messages", read state, notes, typing. */
    applied(applied: Applied): void;
    /** The inbox's live region's lines: incoming messages are announced there, not by the (virtualized) log. */
    renderAnnouncements(): unknown;
    switchTo(thread: ThreadState | undefined): void;
    /** The thread's header (who, who else is here, actions), with the contact panel and the notes when open. */
    renderHeader(c: Conversation | undefined, name: string): TemplateResult;
    /** Opens the notes (if closed), for the `n` shortcut. */
    openNotes(): Promise<void>;
    renderLightbox(): unknown;
    /**
     * Day separators, the "New" divider (above `newFrom`), messages and pending replies, in display order (memoized:
     * 10 000 messages is a lot of rows).
     */
    rows(thread: ThreadState): {
        rows: Row[];
        keys: string[];
    };
    /** Loads history back to a search match, scrolls it to the middle of the log and focuses it. */
    jumpTo(messageId: string): Promise<void>;
    /** The oldest of the last `unread` inbound messages: where the "New" divider goes. */
    firstUnread(thread: ThreadState, unread: number): string | undefined;
    renderMessages(thread: ThreadState, name: string): TemplateResult;
    /** Under the log: "… is typing", then the reply box, or in its place the opt-out notice (the customer replied STOP). */
    renderFooter(thread: ThreadState, name: string): TemplateResult;
    renderComposer(name: string): TemplateResult;
}
