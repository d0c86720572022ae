/**
 * The team inbox's calls (DESIGN §10: notes as entries, presence) over the element's client, without adding methods
 * to `ParleyClient`: part of the thread pane's chunk. Each names its response's schema by its key
 * (`api/route-schemas.ts`), which only development builds map to a schema.
 */
import type { ApiTransport, CallOptions } from '../../api/transport.js';
import type { Note, Presence, PresenceState } from '../../schemas/notes.js';

const at = (conversationId: string) => `/conversations/${encodeURIComponent(conversationId)}`;

/** `POST /conversations/{id}/notes/list` (conversations:read): every note, oldest first (pages followed). */
export async function listNotes(client: ApiTransport, conversationId: string, opts: CallOptions = {}): Promise<Note[]> {
  const all: Note[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await client.request('POST', `${at(conversationId)}/notes/list`, {
      body: { pageSize: 100, ...(cursor ? { cursor } : {}) },
      schema: 'Page<Note>',
      idempotent: true,
      signal: opts.signal,
    });
    all.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/** `POST /conversations/{id}/notes` (conversations:notes); with `idempotencyKey`, retried and never added twice. */
export function createNote(
  client: ApiTransport,
  conversationId: string,
  body: { text: string; mentions?: string[] },
  idempotencyKey?: string,
): Promise<Note> {
  return client.request('POST', `${at(conversationId)}/notes`, {
    body,
    schema: 'Note',
    idempotencyKey,
  });
}

/** `PATCH /conversations/{id}/notes/{noteId}` (conversations:notes; its author only). */
export function updateNote(
  client: ApiTransport,
  note: Note,
  body: { text: string; mentions?: string[] },
): Promise<Note> {
  return client.request('PATCH', `${at(note.conversationId)}/notes/${encodeURIComponent(note.id)}`, {
    body,
    schema: 'Note',
  });
}

/** `DELETE /conversations/{id}/notes/{noteId}` → 204 (conversations:notes; its author only). */
export async function deleteNote(client: ApiTransport, note: Note): Promise<void> {
  // A 204: no body, so no schema.
  await client.request('DELETE', `${at(note.conversationId)}/notes/${encodeURIComponent(note.id)}`, {});
}

/** `POST /conversations/{id}/presence` → 204 (conversations:read). */
export async function postPresence(
  client: ApiTransport,
  conversationId: string,
  state: PresenceState,
  keepalive = false,
): Promise<void> {
  await client.request('POST', `${at(conversationId)}/presence`, { body: { state }, keepalive });
}

/** `GET /conversations/{id}/presence`: who else is in the thread now. */
export async function listPresence(
  client: ApiTransport,
  conversationId: string,
  opts: CallOptions = {},
): Promise<Presence[]> {
  const list = await client.request('GET', `${at(conversationId)}/presence`, {
    schema: 'PresenceList',
    idempotent: true,
    signal: opts.signal,
  });
  return list.data;
}
