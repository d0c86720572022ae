/**
 * The team inbox (DESIGN §10): notes as entries of a conversation's timeline, with an author, a time and
 * @mentions, and presence (who else is viewing or typing in a thread). No DOM, no Node APIs.
 */
import { Id, Timestamp, listShape, maxCharacters } from './common.js';
import * as z from './zod.js';

export const NOTE_LIMITS = {
  text: 4000,
  mentions: 50,
  /** A user id (the embed token's `sub`) as mentions and authors carry it. */
  userId: 200,
  /** The embed token's `name` claim. */
  userName: 80,
} as const;

/** How long a presence lasts without a refresh before it ends (an `idle` event), in milliseconds. */
export const PRESENCE_TTL_MS = 30_000;

export const UserId = z
  .string()
  .check(
    z.minLength(1, 'A user id must not be empty'),
    z.maxLength(NOTE_LIMITS.userId, `A user id must be at most ${NOTE_LIMITS.userId} characters`),
  );
export const UserName = z
  .string()
  .check(z.minLength(1, 'A name must not be empty'), maxCharacters(NOTE_LIMITS.userName, 'A name'));

/** A teammate as notes and presence name them: the embed token's `sub`, and its `name` claim when it has one. */
export const TeamUser = z.object({ id: z.string(), name: z.optional(z.string()) });
export type TeamUser = z.infer<typeof TeamUser>;

/**
 * One internal note of a conversation. `author` is null for the note read from the conversation's older single
 * `notes` text (its author was never recorded); such a note is changed through `PATCH /conversations/{id}`.
 */
export const Note = z.object({
  id: Id,
  conversationId: Id,
  author: z.nullable(TeamUser),
  text: z.string(),
  /** Ids of the teammates the note mentions (the host's `users`). */
  mentions: z.array(z.string()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Note = z.infer<typeof Note>;

const noteText = z.string().check(
  z.refine((value) => value.trim() !== '', 'text must not be empty'),
  maxCharacters(NOTE_LIMITS.text, 'text'),
);

const mentions = z.array(UserId).check(
  z.maxLength(NOTE_LIMITS.mentions, `mentions may name at most ${NOTE_LIMITS.mentions} users`),
  z.refine((ids) => new Set(ids).size === ids.length, 'mentions must not name a user twice'),
);

/** `POST /conversations/{id}/notes/list`: oldest first, paginated. */
export const NoteListRequest = z.strictObject({ ...listShape });
export type NoteListRequest = z.infer<typeof NoteListRequest>;

/**
 * `POST /conversations/{id}/notes`. The author is the embed token's user; only a server call (API key), which
 * has no user of its own, names one with `author` (importing notes from a CRM, say).
 */
export const NoteCreateRequest = z.strictObject({
  text: noteText,
  mentions: z.optional(mentions),
  author: z.optional(z.strictObject({ id: UserId, name: z.optional(UserName) })),
});
export type NoteCreateRequest = z.infer<typeof NoteCreateRequest>;

/** `PATCH /conversations/{id}/notes/{noteId}`: new text (and, when given, the new list of mentions). */
export const NoteUpdateRequest = z.strictObject({ text: noteText, mentions: z.optional(mentions) });
export type NoteUpdateRequest = z.infer<typeof NoteUpdateRequest>;

export const PRESENCE_STATES = ['viewing', 'typing', 'idle'] as const;
export const PresenceState = z.enum(PRESENCE_STATES);
export type PresenceState = z.infer<typeof PresenceState>;

/**
 * `POST /conversations/{id}/presence`: the caller is viewing the thread, typing a reply in it, or gone (`idle`).
 * Refresh within {@link PRESENCE_TTL_MS}, or the presence ends by itself. `user` only on server calls (API key).
 */
export const PresenceRequest = z.strictObject({
  state: PresenceState,
  user: z.optional(z.strictObject({ id: UserId, name: z.optional(UserName) })),
});
export type PresenceRequest = z.infer<typeof PresenceRequest>;

/** One teammate's presence in a conversation, as the `presence` stream event and the presence list carry it. */
export const Presence = z.object({
  conversationId: Id,
  user: TeamUser,
  state: PresenceState,
  at: Timestamp,
});
export type Presence = z.infer<typeof Presence>;

/** `GET /conversations/{id}/presence`: who else is in the thread now (never the caller; `idle` ones are gone). */
export const PresenceList = z.object({ data: z.array(Presence) });
export type PresenceList = z.infer<typeof PresenceList>;
