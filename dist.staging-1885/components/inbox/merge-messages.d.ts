/**
 * Merging pages and live messages into a thread. Its own module, imported by the thread pane's chunk only (issue 12,
 * size budgets): esbuild keeps all of a module's live code in one chunk, so in `model.ts` it was first-screen bytes.
 * The store merges through the pane (`ThreadView`), which is there whenever a thread is ready.
 */
import type { Message } from '../../schemas/messages.js';
/** The same order as the service: `createdAt`, then `id`. */
export declare function compareMessages(a: Message, b: Message): number;
/**
 * Merges `incoming` into `existing` (both in any order, `existing` sorted): known ids are replaced in place, new
 * ones inserted. Pages and live messages land at either end, so the common cases avoid a full sort.
 */
export declare function mergeMessages(existing: Message[], incoming: readonly Message[]): Message[];
