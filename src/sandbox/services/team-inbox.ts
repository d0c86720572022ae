/**
 * The team inbox (DESIGN §10): a conversation's notes as entries with an author, and presence — who else is
 * viewing a thread or typing a reply in it. Notes live in the store (persisted); presence only in memory, each
 * one ending by itself when not refreshed within {@link PRESENCE_TTL_MS} (on the sandbox clock, so tests step it).
 */
import {
  PRESENCE_TTL_MS,
  type Note,
  type NoteCreateRequest,
  type NoteUpdateRequest,
  type Presence,
  type PresenceState,
  type TeamUser,
} from '../../schemas/notes.js';
import type { SandboxContext } from '../context.js';
import { problem, type Caller } from '../http.js';
import { compareMessages, type ConversationRecord } from '../store.js';
import type { EventHub } from './event-hub.js';
import type { Messaging } from './messaging.js';
import { createTeamWork, type TeamWork } from './team-work.js';

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
  /** Status, assignment, read positions, views and mentions (DESIGN §13). */
  readonly work: TeamWork;
  /** Forgets every presence without events and drops snooze timers (the store is replaced; subscribers re-sync). */
  reset(): void;
  close(): void;
}

/** The id of the note that stands for a conversation's older single `notes` text. */
export const legacyNoteId = (conversationId: string) => `note_legacy_${conversationId}`;

/** The user a caller acts as: the embed token's `sub` and `name`; a server call names none. */
export function userOf(caller: Caller): TeamUser | null {
  if (caller.kind !== 'embed') return null;
  const name = caller.token.claims.name;
  return name === undefined ? { id: caller.user } : { id: caller.user, name };
}

export function createTeamInbox(context: SandboxContext, events: EventHub, messaging: Messaging): TeamInbox {
  const { store, clock } = context;
  const presences = new Map<string, { presence: Presence; timer: unknown }>();
  const presenceKey = (conversationId: string, userId: string) => `${conversationId}\u0000${userId}`;
  const work = createTeamWork(context, events, messaging);

  function legacyNote(conversation: ConversationRecord): Note | null {
    if (conversation.notes === '') return null;
    return {
      id: legacyNoteId(conversation.id),
      conversationId: conversation.id,
      author: null,
      text: conversation.notes,
      mentions: [],
      createdAt: conversation.createdAt,
      updatedAt: conversation.notesUpdatedAt ?? conversation.createdAt,
    };
  }

  function publish(
    type: 'note.created' | 'note.updated' | 'note.deleted',
    conversation: ConversationRecord,
    note: Note,
  ): void {
    events.publish(type, { note }, messaging.scopeOf(conversation));
  }

  function entriesOf(conversation: ConversationRecord): Note[] {
    let list = store.notesByConversation.get(conversation.id);
    if (!list) store.notesByConversation.set(conversation.id, (list = []));
    return list;
  }

  /** The note `noteId` of the conversation, if the caller may change it; otherwise the 404 or 401 that says why. */
  function changeable(conversation: ConversationRecord, noteId: string, caller: Caller, verb: 'edit' | 'delete'): Note {
    const note = noteId === legacyNoteId(conversation.id) ? legacyNote(conversation) : store.data.notes[noteId];
    if (!note || note.conversationId !== conversation.id) throw problem.notFound('Note');
    if (caller.kind !== 'embed') return note;
    if (note.author === null) {
      throw problem.unauthorized(
        note.id === legacyNoteId(conversation.id)
          ? `This note has no recorded author (it is the conversation's earlier notes text), so no user can ${verb} it here: change it with PATCH /conversations/{id} {notes}`
          : `This note has no author (it was added by the server), so only the server can ${verb} it`,
      );
    }
    if (note.author.id !== caller.user) {
      throw problem.unauthorized(
        `Only the author of a note can ${verb} it: this note is by ${note.author.name ?? note.author.id}`,
      );
    }
    return note;
  }

  function endPresence(key: string, announce: boolean): void {
    const entry = presences.get(key);
    if (!entry) return;
    clock.clearTimeout(entry.timer);
    presences.delete(key);
    if (!announce) return;
    const conversation = store.data.conversations[entry.presence.conversationId];
    if (!conversation) return;
    const ended: Presence = { ...entry.presence, state: 'idle', at: context.nowIso() };
    events.publish('presence', ended, messaging.scopeOf(conversation), { exceptUser: ended.user.id });
  }

  return {
    notes(conversation) {
      const legacy = legacyNote(conversation);
      const entries = store.notesByConversation.get(conversation.id) ?? [];
      return legacy ? [legacy, ...entries] : [...entries];
    },

    create(conversation, caller, body) {
      if (caller.kind === 'embed' && body.author !== undefined) {
        throw problem.invalid('author is taken from the embed token (its sub and name claims): leave it out');
      }
      const author = caller.kind === 'embed' ? userOf(caller) : (body.author ?? null);
      const list = entriesOf(conversation);
      const newest = list[list.length - 1];
      // Strictly after the newest note, so the timeline's order never depends on two notes sharing a millisecond.
      const now = clock.now();
      const createdAt = new Date(newest ? Math.max(now, Date.parse(newest.createdAt) + 1) : now).toISOString();
      const note: Note = {
        id: context.newId('note'),
        conversationId: conversation.id,
        author,
        text: body.text,
        mentions: body.mentions ?? [],
        createdAt,
        updatedAt: createdAt,
      };
      store.data.notes[note.id] = note;
      list.push(note);
      list.sort(compareMessages);
      publish('note.created', conversation, note);
      work.mentioned(conversation, note, []);
      context.changed();
      return note;
    },

    update(conversation, noteId, caller, body) {
      const note = changeable(conversation, noteId, caller, 'edit');
      if (note.author === null && note.id === legacyNoteId(conversation.id)) {
        // Only the server reaches here: the note is the conversation's notes text.
        const before = conversation.notes;
        messaging.setNotes(conversation, body.text);
        this.legacyChanged(conversation, before);
        return legacyNote(conversation)!;
      }
      const before = note.mentions;
      note.text = body.text;
      if (body.mentions !== undefined) note.mentions = body.mentions;
      note.updatedAt = context.nowIso();
      store.touch('notes', note.id);
      publish('note.updated', conversation, note);
      work.mentioned(conversation, note, before);
      context.changed();
      return note;
    },

    remove(conversation, noteId, caller) {
      const note = changeable(conversation, noteId, caller, 'delete');
      if (note.id === legacyNoteId(conversation.id)) {
        const before = conversation.notes;
        messaging.setNotes(conversation, '');
        this.legacyChanged(conversation, before);
        return;
      }
      delete store.data.notes[note.id];
      const list = entriesOf(conversation);
      const at = list.indexOf(note);
      if (at >= 0) list.splice(at, 1);
      publish('note.deleted', conversation, note);
      context.changed();
    },

    legacyChanged(conversation, before) {
      if (before === conversation.notes) return;
      conversation.notesUpdatedAt = context.nowIso();
      store.touch('conversations', conversation.id);
      const note = legacyNote(conversation);
      if (!note) {
        const gone: Note = {
          id: legacyNoteId(conversation.id),
          conversationId: conversation.id,
          author: null,
          text: before,
          mentions: [],
          createdAt: conversation.createdAt,
          updatedAt: conversation.notesUpdatedAt,
        };
        publish('note.deleted', conversation, gone);
      } else publish(before === '' ? 'note.created' : 'note.updated', conversation, note);
      context.changed();
    },

    presence(conversation, user, state) {
      const key = presenceKey(conversation.id, user.id);
      if (state === 'idle') {
        endPresence(key, true);
        return;
      }
      const previous = presences.get(key);
      if (previous) clock.clearTimeout(previous.timer);
      const presence: Presence = { conversationId: conversation.id, user, state, at: context.nowIso() };
      presences.set(key, { presence, timer: clock.setTimeout(() => endPresence(key, true), PRESENCE_TTL_MS) });
      // A refresh of the same state is not news: others hear of changes only (and of the end, by itself).
      if (previous?.presence.state === state && previous.presence.user.name === user.name) return;
      events.publish('presence', presence, messaging.scopeOf(conversation), { exceptUser: user.id });
    },

    present(conversation, exceptUser) {
      const out: Presence[] = [];
      for (const { presence } of presences.values()) {
        if (presence.conversationId === conversation.id && presence.user.id !== exceptUser) out.push(presence);
      }
      return out.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    },

    work,
    reset() {
      for (const key of [...presences.keys()]) endPresence(key, false);
      work.reset(true);
    },
    close() {
      for (const key of [...presences.keys()]) endPresence(key, false);
      work.reset(false);
    },
  };
}
