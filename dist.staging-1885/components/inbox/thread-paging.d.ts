/**
 * The open thread's history beyond its first page: older pages (the log scrolled near its top, Retry), paging back to
 * a search match, and re-sync after a gap in the live stream. A part of the thread pane's chunk (issue 12, size
 * budgets): none of it can run before a thread is ready, and a thread is ready only once the pane has arrived.
 *
 * Older pages and re-syncs run one at a time (a new run aborts the one in flight), and every run is aborted when the
 * open thread changes or closes (`InboxStore.threadSignal`), so an answer for a thread left behind never lands.
 */
import { type InboxStore } from './inbox-store.js';
export declare class ThreadPaging {
    #private;
    constructor(store: InboxStore);
    /** The open thread's next older page (one at a time; a thread switch aborts it). */
    loadOlder(): void;
    /** After a gap in the stream: the open thread's newest page again (the store reloads the list). */
    resync(): void;
    /**
     * Pages older messages of the open thread until `messageId` is loaded (a search match deep in its history; the
     * service has no "messages around" route). Resolves whether it is there; a thread switch stops it.
     */
    loadUntil(messageId: string, maxPages?: number): Promise<boolean>;
}
