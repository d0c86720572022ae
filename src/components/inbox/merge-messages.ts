/**
 * Merging pages and live messages into a thread. Its own module, imported by the thread pane's chunk only (for the
 * size budgets): esbuild keeps all of a module's live code in one chunk, so in `model.ts` it was first-screen bytes.
 * The store merges through the pane (`ThreadView`), which is there whenever a thread is ready.
 */
import type { Message } from '../../schemas/messages.js';

/** The same order as the service: `createdAt`, then `id`. */
export function compareMessages(a: Message, b: Message): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Merges `incoming` into `existing` (both in any order, `existing` sorted): known ids are replaced in place, new
 * ones inserted. Pages and live messages land at either end, so the common cases avoid a full sort.
 */
export function mergeMessages(existing: Message[], incoming: readonly Message[]): Message[] {
  if (!incoming.length) return existing;
  const index = new Map(existing.map((m, i) => [m.id, i]));
  const out = existing.slice();
  const added: Message[] = [];
  for (const message of incoming) {
    const i = index.get(message.id);
    if (i === undefined) {
      index.set(message.id, -1);
      added.push(message);
    } else if (i >= 0) out[i] = message;
  }
  if (!added.length) return out;
  added.sort(compareMessages);
  if (!out.length || compareMessages(added[0]!, out[out.length - 1]!) >= 0) return out.concat(added);
  if (compareMessages(added[added.length - 1]!, out[0]!) <= 0) return added.concat(out);
  return out.concat(added).sort(compareMessages);
}
