import { canSee, decodeCursor, encodeCursor, idempotent, pageSizeOf, problem, readBody, } from '../http.js';
import { NoteCreateRequest, NoteListRequest, NoteUpdateRequest, PresenceRequest, } from '../../schemas/notes.js';
import { legacyNoteId, userOf } from '../services/team-inbox.js';
export function registerTeamInboxRoutes(app, context, auth, services) {
    const { store } = context;
    const { messaging, team } = services;
    const read = auth.embed('conversations:read');
    const write = auth.embed('conversations:notes');
    function visible(caller, id) {
        const record = store.data.conversations[id];
        if (!record || !canSee(caller, messaging.scopeOf(record)))
            throw problem.notFound('Conversation');
        return record;
    }
    app.post('/conversations/:id/notes/list', read, async (c) => {
        const record = visible(c.get('caller'), c.req.param('id'));
        const body = await readBody(c, NoteListRequest);
        // Oldest first, keyed by (createdAt, id) so notes added or deleted between pages neither repeat nor shift the
        // later ones; the note read from the older `notes` text has no real time and sorts before every entry.
        const keyOf = (note) => [
            note.author === null && note.id === legacyNoteId(record.id) ? '' : note.createdAt,
            note.id,
        ];
        const after = body.cursor ? decodeCursor(context, 'notes', body.cursor, 2) : null;
        const notes = team.notes(record).filter((note) => !after || compareKeys(keyOf(note), after) > 0);
        const size = pageSizeOf(body);
        const data = notes.slice(0, size);
        const last = data[data.length - 1];
        return c.json({
            data,
            nextCursor: notes.length > size && last ? encodeCursor(context, 'notes', keyOf(last)) : null,
        });
    });
    app.post('/conversations/:id/notes', write, async (c) => {
        const record = visible(c.get('caller'), c.req.param('id'));
        const body = await readBody(c, NoteCreateRequest);
        // Under its Idempotency-Key, like a send: a note kept offline and sent again is added once.
        return idempotent(context, c, () => ({ status: 201, body: team.create(record, c.get('caller'), body) }));
    });
    app.patch('/conversations/:id/notes/:noteId', write, async (c) => {
        const record = visible(c.get('caller'), c.req.param('id'));
        const body = await readBody(c, NoteUpdateRequest);
        return c.json(team.update(record, c.req.param('noteId'), c.get('caller'), body));
    });
    app.delete('/conversations/:id/notes/:noteId', write, (c) => {
        const record = visible(c.get('caller'), c.req.param('id'));
        team.remove(record, c.req.param('noteId'), c.get('caller'));
        return c.body(null, 204);
    });
    app.post('/conversations/:id/presence', read, async (c) => {
        const caller = c.get('caller');
        const record = visible(caller, c.req.param('id'));
        const body = await readBody(c, PresenceRequest);
        if (caller.kind === 'embed' && body.user !== undefined) {
            throw problem.invalid('user is taken from the embed token (its sub and name claims): leave it out');
        }
        const user = userOf(caller) ?? body.user;
        if (!user)
            throw problem.invalid('user is required on a server call: the teammate {id, name?} whose presence this is');
        team.presence(record, user, body.state);
        return c.body(null, 204);
    });
    app.get('/conversations/:id/presence', read, (c) => {
        const caller = c.get('caller');
        const record = visible(caller, c.req.param('id'));
        return c.json({ data: team.present(record, caller.kind === 'embed' ? caller.user : null) });
    });
}
function compareKeys(a, b) {
    if (a[0] !== b[0])
        return a[0] < b[0] ? -1 : 1;
    return a[1] === b[1] ? 0 : a[1] < b[1] ? -1 : 1;
}
