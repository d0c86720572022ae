/**
 * The team inbox's routes (DESIGN §10, §13): a conversation's notes as entries (list oldest first, add, edit, delete —
 * edits and deletes by their author only), presence (who else is viewing or typing), and the thread's status and
 * assignee (scope `conversations:manage`). Every route passes the token's `res` first: a conversation the caller may
 * not see is a 404, exactly like a missing one.
 */
import type { SandboxServices } from '../app.js';
import type { SandboxContext } from '../context.js';
import { canSee, idempotent, problem, readBody, type Caller, type SandboxAuth, type SandboxHono } from '../http.js';
import { decodeCursor, encodeCursor, pageSizeOf } from '../cursors.js';
import type { ConversationRecord } from '../store.js';
import type { Page } from '../../schemas/common.js';
import {
  NoteCreateRequest,
  NoteListRequest,
  NoteUpdateRequest,
  PresenceRequest,
  type Note,
  type PresenceList,
} from '../../schemas/notes.js';
import { legacyNoteId, userOf } from '../services/team-inbox.js';
import { ConversationAssignRequest, ConversationStatusRequest } from '../../schemas/conversations.js';

export function registerTeamInboxRoutes(
  app: SandboxHono,
  context: SandboxContext,
  auth: SandboxAuth,
  services: SandboxServices,
): void {
  const { store } = context;
  const { messaging, team } = services;
  const read = auth.embed('conversations:read');
  const write = auth.embed('conversations:notes');
  const manage = auth.embed('conversations:manage');

  function visible(caller: Caller, id: string): ConversationRecord {
    const record = store.data.conversations[id];
    if (!record || !canSee(caller, messaging.scopeOf(record))) throw problem.notFound('Conversation');
    return record;
  }

  app.post('/conversations/:id/notes/list', read, async (c) => {
    const record = visible(c.get('caller'), c.req.param('id'));
    const body = await readBody(c, NoteListRequest);
    // Oldest first, keyed by (createdAt, id) so notes added or deleted between pages neither repeat nor shift the
    // later ones; the note read from the older `notes` text has no real time and sorts before every entry.
    const keyOf = (note: Note): [string, string] => [
      note.author === null && note.id === legacyNoteId(record.id) ? '' : note.createdAt,
      note.id,
    ];
    // This thread's notes: a cursor of another thread's notes is refused, not read as a position here.
    const list = { kind: 'notes', scope: record.id };
    const after = body.cursor != null ? (decodeCursor(context, list, body.cursor, 2) as [string, string]) : null;
    const notes = team.notes(record).filter((note) => !after || compareKeys(keyOf(note), after) > 0);
    const size = pageSizeOf(body);
    const data = notes.slice(0, size);
    const last = data[data.length - 1];
    return c.json({
      data,
      nextCursor: notes.length > size && last ? encodeCursor(context, list, keyOf(last)) : null,
    } satisfies Page<Note>);
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

  app.post('/conversations/:id/status', manage, async (c) => {
    const caller = c.get('caller');
    const record = visible(caller, c.req.param('id'));
    const body = await readBody(c, ConversationStatusRequest);
    return c.json(team.work.setStatus(record, caller, body));
  });

  // Any teammate the host lists (the service cannot see that list: the element offers only those), or the caller.
  app.post('/conversations/:id/assign', manage, async (c) => {
    const caller = c.get('caller');
    const record = visible(caller, c.req.param('id'));
    const body = await readBody(c, ConversationAssignRequest);
    return c.json(team.work.assign(record, caller, body));
  });

  app.get('/conversations/:id/presence', read, (c) => {
    const caller = c.get('caller');
    const record = visible(caller, c.req.param('id'));
    return c.json({ data: team.present(record, caller.kind === 'embed' ? caller.user : null) } satisfies PresenceList);
  });
}

function compareKeys(a: readonly [string, string], b: readonly [string, string]): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  return a[1] === b[1] ? 0 : a[1] < b[1] ? -1 : 1;
}
