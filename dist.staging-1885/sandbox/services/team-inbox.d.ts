/**
 * The team inbox (DESIGN §10): a conversation's notes as entries with an author, and presence — who else is
 * viewing a thread or typing a reply in it. Notes live in the store (persisted); presence only in memory, each
 * one ending by itself when not refreshed within {@link PRESENCE_TTL_MS} (on the sandbox clock, so tests step it).
 */
import { type Note, type NoteCreateRequest, type NoteUpdateRequest, type Presence, type PresenceState, type TeamUser } from '../../schemas/notes.js';
import type { SandboxContext } from '../context.js';
import { type Caller } from '../http.js';
import { type ConversationRecord } from '../store.js';
import type { EventHub } from './event-hub.js';
import type { Messaging } from './messaging.js';
export interface TeamInbox {
    /** The conversation's notes, oldest first: its older single `notes` text (when set) first, then the entries. */
    notes(conversation: ConversationRecord): Note[];
    create(conversation: ConversationRecord, caller: Caller, body: NoteCreateRequest): Note;
    update(conversation: ConversationRecord, noteId: string, caller: Caller, body: NoteUpdateRequest): Note;
    remove(conversation: ConversationRecord, noteId: string, caller: Caller): void;
    /** The single `notes` text changed from `before` (PATCH /conversations/{id}): its note is created, updated or deleted. */
    legacyChanged(conversation: ConversationRecord, before: string): void;
    /** Sets (or ends, with `idle`) a user's presence in a conversation and tells everyone else who may see it. */
    presence(conversation: ConversationRecord, user: TeamUser, state: PresenceState): void;
    /** Who is present in the conversation now, but `exceptUser`. */
    present(conversation: ConversationRecord, exceptUser: string | null): Presence[];
    /** Forgets every presence without events (the store was replaced; subscribers re-sync). */
    reset(): void;
    close(): void;
}
/** The id of the note that stands for a conversation's older single `notes` text. */
export declare const legacyNoteId: (conversationId: string) => string;
/** The user a caller acts as: the embed token's `sub` and `name`; a server call names none. */
export declare function userOf(caller: Caller): TeamUser | null;
export declare function createTeamInbox(context: SandboxContext, events: EventHub, messaging: Messaging): TeamInbox;
