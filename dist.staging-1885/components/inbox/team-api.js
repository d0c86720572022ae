const notes = () => import('../../schemas/notes.js');
const at = (conversationId) => `/conversations/${encodeURIComponent(conversationId)}`;
const nothing = () => import('../../schemas/zod.js').then((z) => z.unknown());
/** `POST /conversations/{id}/notes/list` (conversations:read): every note, oldest first (pages followed). */
export async function listNotes(client, conversationId, opts = {}) {
    const all = [];
    let cursor;
    do {
        const page = (await client.request('POST', `${at(conversationId)}/notes/list`, {
            body: { pageSize: 100, ...(cursor ? { cursor } : {}) },
            schema: () => Promise.all([import('../../schemas/common.js'), notes()]).then(([c, n]) => c.Page(n.Note)),
            idempotent: true,
            signal: opts.signal,
        }));
        all.push(...page.data);
        cursor = page.nextCursor;
    } while (cursor);
    return all;
}
/** `POST /conversations/{id}/notes` (conversations:notes); with `idempotencyKey`, retried and never added twice. */
export function createNote(client, conversationId, body, idempotencyKey) {
    return client.request('POST', `${at(conversationId)}/notes`, {
        body,
        schema: () => notes().then((n) => n.Note),
        idempotencyKey,
    });
}
/** `PATCH /conversations/{id}/notes/{noteId}` (conversations:notes; its author only). */
export function updateNote(client, note, body) {
    return client.request('PATCH', `${at(note.conversationId)}/notes/${encodeURIComponent(note.id)}`, {
        body,
        schema: () => notes().then((n) => n.Note),
    });
}
/** `DELETE /conversations/{id}/notes/{noteId}` → 204 (conversations:notes; its author only). */
export async function deleteNote(client, note) {
    await client.request('DELETE', `${at(note.conversationId)}/notes/${encodeURIComponent(note.id)}`, {
        schema: nothing,
    });
}
/** `POST /conversations/{id}/presence` → 204 (conversations:read). */
export async function postPresence(client, conversationId, state, keepalive = false) {
    await client.request('POST', `${at(conversationId)}/presence`, { body: { state }, schema: nothing, keepalive });
}
/** `GET /conversations/{id}/presence`: who else is in the thread now. */
export async function listPresence(client, conversationId, opts = {}) {
    const list = await client.request('GET', `${at(conversationId)}/presence`, {
        schema: () => notes().then((n) => n.PresenceList),
        idempotent: true,
        signal: opts.signal,
    });
    return list.data;
}
