/**
 * What the inbox's store does after the list's first page: load an opened thread, and apply live events (with the
 * event stream's controller). Neither is needed to show the list, so this module is fetched beside its first page
 * (`inboxParts.storeActions`) rather than with it; the state changes themselves stay the store's (`inbox-store.ts`).
 */
import type { StreamMessage } from '../../api/sse.js';
import type { Applied, InboxStore, ThreadView } from './inbox-store.js';
import type { ThreadState } from './model.js';
export { EventStreamController } from '../../controllers/event-stream.js';
/** Applies a live event to the store; tells what it meant for the open thread. */
export declare function applyLiveEvent(store: InboxStore, event: StreamMessage): Applied;
/**
 * Loads a thread the store began to open (`InboxStore.beginOpen`): one request for the conversation and its newest
 * page, in parallel with `view` (what showing it needs besides its messages: the thread pane's chunk). The thread is
 * ready when both are, and fails (with Retry) when either does. Resolves with the ready thread, or undefined (failed,
 * or replaced by another).
 */
export declare function loadThread(store: InboxStore, id: string, start: {
    loading: ThreadState;
    signal: AbortSignal;
}, pair: {
    from: string;
    to: string;
} | undefined, report: boolean, view: Promise<ThreadView>): Promise<ThreadState | undefined>;
