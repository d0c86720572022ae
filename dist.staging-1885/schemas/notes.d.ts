import * as z from './zod.js';
export declare const NOTE_LIMITS: {
    readonly text: 4000;
    readonly mentions: 50;
    /** A user id (the embed token's `sub`) as mentions and authors carry it. */
    readonly userId: 200;
    /** The embed token's `name` claim. */
    readonly userName: 80;
};
/** How long a presence lasts without a refresh before it ends (an `idle` event), in milliseconds. */
export declare const PRESENCE_TTL_MS = 30000;
export declare const UserId: z.ZodMiniString<string>;
export declare const UserName: z.ZodMiniString<string>;
/** A teammate as notes and presence name them: the embed token's `sub`, and its `name` claim when it has one. */
export declare const TeamUser: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    name: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type TeamUser = z.infer<typeof TeamUser>;
/**
 * One internal note of a conversation. `author` is null for the note read from the conversation's older single
 * `notes` text (its author was never recorded); such a note is changed through `PATCH /conversations/{id}`.
 */
export declare const Note: z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    conversationId: z.ZodMiniString<string>;
    author: z.ZodMiniNullable<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
    text: z.ZodMiniString<string>;
    mentions: z.ZodMiniArray<z.ZodMiniString<string>>;
    createdAt: z.iso.ZodMiniISODateTime;
    updatedAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type Note = z.infer<typeof Note>;
/** `POST /conversations/{id}/notes/list`: oldest first, paginated. */
export declare const NoteListRequest: z.ZodMiniObject<{
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export type NoteListRequest = z.infer<typeof NoteListRequest>;
/**
 * `POST /conversations/{id}/notes`. The author is the embed token's user; only a server call (API key), which
 * has no user of its own, names one with `author` (importing notes from a CRM, say).
 */
export declare const NoteCreateRequest: z.ZodMiniObject<{
    text: z.ZodMiniString<string>;
    mentions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    author: z.ZodMiniOptional<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type NoteCreateRequest = z.infer<typeof NoteCreateRequest>;
/** `PATCH /conversations/{id}/notes/{noteId}`: new text (and, when given, the new list of mentions). */
export declare const NoteUpdateRequest: z.ZodMiniObject<{
    text: z.ZodMiniString<string>;
    mentions: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export type NoteUpdateRequest = z.infer<typeof NoteUpdateRequest>;
export declare const PRESENCE_STATES: readonly ["viewing", "typing", "idle"];
export declare const PresenceState: z.ZodMiniEnum<{
    viewing: "viewing";
    typing: "typing";
    idle: "idle";
}>;
export type PresenceState = z.infer<typeof PresenceState>;
/**
 * `POST /conversations/{id}/presence`: the caller is viewing the thread, typing a reply in it, or gone (`idle`).
 * Refresh within {@link PRESENCE_TTL_MS}, or the presence ends by itself. `user` only on server calls (API key).
 */
export declare const PresenceRequest: z.ZodMiniObject<{
    state: z.ZodMiniEnum<{
        viewing: "viewing";
        typing: "typing";
        idle: "idle";
    }>;
    user: z.ZodMiniOptional<z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type PresenceRequest = z.infer<typeof PresenceRequest>;
/** One teammate's presence in a conversation, as the `presence` stream event and the presence list carry it. */
export declare const Presence: z.ZodMiniObject<{
    conversationId: z.ZodMiniString<string>;
    user: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        name: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>;
    state: z.ZodMiniEnum<{
        viewing: "viewing";
        typing: "typing";
        idle: "idle";
    }>;
    at: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type Presence = z.infer<typeof Presence>;
/** `GET /conversations/{id}/presence`: who else is in the thread now (never the caller; `idle` ones are gone). */
export declare const PresenceList: z.ZodMiniObject<{
    data: z.ZodMiniArray<z.ZodMiniObject<{
        conversationId: z.ZodMiniString<string>;
        user: z.ZodMiniObject<{
            id: z.ZodMiniString<string>;
            name: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strip>;
        state: z.ZodMiniEnum<{
            viewing: "viewing";
            typing: "typing";
            idle: "idle";
        }>;
        at: z.iso.ZodMiniISODateTime;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type PresenceList = z.infer<typeof PresenceList>;
