/** The same order as the service: `createdAt`, then `id`. */
export function compareMessages(a, b) {
    if (a.createdAt !== b.createdAt)
        return a.createdAt < b.createdAt ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
/**
 * Merges `incoming` into `existing` (both in any order, `existing` sorted): known ids are replaced in place, new
 * ones inserted. Pages and live messages land at either end, so the common cases avoid a full sort.
 */
export function mergeMessages(existing, incoming) {
    if (!incoming.length)
        return existing;
    const index = new Map(existing.map((m, i) => [m.id, i]));
    const out = existing.slice();
    const added = [];
    for (const message of incoming) {
        const i = index.get(message.id);
        if (i === undefined) {
            index.set(message.id, -1);
            added.push(message);
        }
        else if (i >= 0)
            out[i] = message;
    }
    if (!added.length)
        return out;
    added.sort(compareMessages);
    if (!out.length || compareMessages(added[0], out[out.length - 1]) >= 0)
        return out.concat(added);
    if (compareMessages(added[added.length - 1], out[0]) <= 0)
        return added.concat(out);
    return out.concat(added).sort(compareMessages);
}
