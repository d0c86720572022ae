/**
 * The team inbox's calls (DESIGN §10: notes as entries, presence) over the element's client, without adding methods
 * to `ParleyClient`: part of the thread pane's chunk, and the schemas load only where responses are checked.
 */
import type { ApiTransport, CallOptions } from '../../api/transport.js';
import type { Note, Presence, PresenceState } from '../../schemas/notes.js';
/** `POST /conversations/{id}/notes/list` (conversations:read): every note, oldest first (pages followed). */
export declare function listNotes(client: ApiTransport, conversationId: string, opts?: CallOptions): Promise<Note[]>;
/** `POST /conversations/{id}/notes` (conversations:notes); with `idempotencyKey`, retried and never added twice. */
export declare function createNote(client: ApiTransport, conversationId: string, body: {
    text: string;
    mentions?: string[];
}, idempotencyKey?: string): Promise<Note>;
/** `PATCH /conversations/{id}/notes/{noteId}` (conversations:notes; its author only). */
export declare function updateNote(client: ApiTransport, note: Note, body: {
    text: string;
    mentions?: string[];
}): Promise<Note>;
/** `DELETE /conversations/{id}/notes/{noteId}` → 204 (conversations:notes; its author only). */
export declare function deleteNote(client: ApiTransport, note: Note): Promise<void>;
/** `POST /conversations/{id}/presence` → 204 (conversations:read). */
export declare function postPresence(client: ApiTransport, conversationId: string, state: PresenceState, keepalive?: boolean): Promise<void>;
/** `GET /conversations/{id}/presence`: who else is in the thread now. */
export declare function listPresence(client: ApiTransport, conversationId: string, opts?: CallOptions): Promise<Presence[]>;
