/** Conversations: one sender ↔ one recipient thread (spec: "Conversations"; DESIGN §3 embed routes). */
import { Id, PhoneNumber, SenderId, Timestamp, listShape, maxCharacters } from './common.js';
import { Contact } from './contacts.js';
import { Message, MessageStatus, MessageType } from './messages.js';
import { TeamUser, UserId } from './notes.js';
import * as z from './zod.js';

/** The recipient's contact record is the Contact of `contacts.ts` (DESIGN §6: the same record everywhere). */
export { Contact } from './contacts.js';

/** What a thread list row shows of the newest message. */
export const MessagePreview = z.object({
  id: Id,
  direction: z.enum(['inbound', 'outbound']),
  type: MessageType,
  text: z.nullable(z.string()),
  status: MessageStatus,
  createdAt: Timestamp,
  /** Who on the team sent an outbound message from an embed (absent for API sends), as on the message itself. */
  sentBy: z.optional(z.object({ id: z.string(), name: z.optional(z.string()) })),
});
export type MessagePreview = z.infer<typeof MessagePreview>;

export { NOTES_MAX } from './constants.js';
import { NOTES_MAX } from './constants.js';

/**
 * Where a thread stands in the team's work (DESIGN §13): `open` (new threads, and any thread the customer writes
 * to), `done`, or `snoozed` until `snoozedUntil` (it reopens then, or at once when the customer writes).
 */
export const CONVERSATION_STATUSES = ['open', 'done', 'snoozed'] as const;
export const ConversationStatus = z.enum(CONVERSATION_STATUSES);
export type ConversationStatus = z.infer<typeof ConversationStatus>;

/** Furthest ahead a thread can be snoozed. */
export const MAX_SNOOZE_MS = 365 * 24 * 3600 * 1000;

export const Conversation = z.object({
  id: Id,
  from: z.string(),
  to: z.string(),
  senderType: z.enum(['phone', 'rcs_agent']),
  brandId: z.nullable(z.string()),
  campaignId: z.nullable(z.string()),
  contact: z.nullable(Contact),
  notes: z.string(),
  /**
   * Set while the recipient has opted out of this sender (replied STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or QUIT):
   * sends are refused until they reply START or UNSTOP. `keyword` is what they replied.
   */
  optedOut: z.optional(z.nullable(z.object({ at: Timestamp, keyword: z.string() }))),
  /**
   * Inbound messages the caller has not read: for an embed token, its user's (`sub`) own read position; for a
   * server call (API key), those no teammate has read yet.
   */
  unreadCount: z.int(),
  /**
   * DESIGN §13. Absent only from services that predate it: read an absent `status` as `open`, the others as null
   * (and `lastReadMessageId` as unknown).
   */
  status: z.optional(ConversationStatus),
  /** While `snoozed`: when the thread reopens by itself. Null otherwise. */
  snoozedUntil: z.optional(z.nullable(Timestamp)),
  /** The teammate who owns the thread (`name` when the service knows it), or null. */
  assignee: z.optional(z.nullable(TeamUser)),
  /**
   * When the customer started waiting: the time of the oldest inbound message not yet followed by a sent outbound one
   * (a scheduled, cancelled or failed reply does not answer). Null when answered, or while they are opted out.
   */
  waitingSince: z.optional(z.nullable(Timestamp)),
  /** The newest message the caller (the embed token's user) has read; null when none, or for a server call. */
  lastReadMessageId: z.optional(z.nullable(Id)),
  /**
   * In a list searched with `query`: where the thread matched (its contact's name or number, the newest matching
   * message — `messageId`, so opening it can jump there — or a note, `noteId`), a snippet of that text around the
   * match, and `highlights`: where the query occurs in `snippet` (UTF-16 offsets, `end` exclusive, the match
   * first), so a row marks it without searching again. Absent without a query.
   */
  match: z.optional(
    z.object({
      source: z.optional(z.enum(['contact', 'message', 'note'])),
      messageId: z.optional(Id),
      noteId: z.optional(Id),
      snippet: z.string(),
      highlights: z.optional(z.array(z.object({ start: z.int(), end: z.int() }))),
    }),
  ),
  lastMessage: z.nullable(MessagePreview),
  lastActivityAt: Timestamp,
  createdAt: Timestamp,
});
export type Conversation = z.infer<typeof Conversation>;

/** Conversation reference inside events (spec: `id`, `from`, `to`). */
export const ConversationRef = z.object({ id: z.string(), from: z.string(), to: z.string() });
export type ConversationRef = z.infer<typeof ConversationRef>;

export const ConversationListRequest = z.object({
  ...listShape,
  from: z.optional(SenderId),
  to: z.optional(PhoneNumber),
  brandId: z.optional(Id),
  campaignId: z.optional(Id),
  query: z.optional(z.string().check(maxCharacters(200, 'query'))),
  unreadOnly: z.optional(z.boolean()),
  /** Threads whose recipient's contact belongs to this audience / carries this tag (DESIGN §6). */
  audienceId: z.optional(Id),
  tag: z.optional(z.string().check(z.minLength(1, 'tag must not be empty'), maxCharacters(50, 'tag'))),
  /**
   * Threads in any of these statuses (DESIGN §13). Default: every status for a server call, a search (`query`) or a
   * customer's history (`to`); `["open"]` for any other embed call (the inbox's own list).
   */
  status: z.optional(
    z.array(ConversationStatus).check(
      z.minLength(1, 'status must name at least one of open, done, snoozed (or be left out)'),
      z.refine((list) => new Set(list).size === list.length, 'status must not name a status twice'),
    ),
  ),
  /** `"me"`: assigned to the caller (an embed token's user); `"none"`: unassigned; else a user id. */
  assignee: z.optional(UserId),
  /** `"me"`: threads with a note mentioning the caller that the caller has not read (embed tokens only). */
  mentions: z.optional(z.literal('me', 'mentions must be "me" (threads whose notes mention you, unread)')),
  /** `recent` (default): newest activity first; `waiting`: longest-waiting customer first, answered threads last. */
  sort: z.optional(z.enum(['recent', 'waiting'], 'sort must be "recent" or "waiting"')),
});
export type ConversationListRequest = z.infer<typeof ConversationListRequest>;

/**
 * The inbox's views (DESIGN §13) as list filters: what `POST /conversations/counts` counts, so a view's list and its
 * count always agree. `mentions` spans every status (a mention matters whether or not the thread is done).
 */
export const INBOX_VIEWS = {
  open: { status: ['open'] },
  mine: { status: ['open'], assignee: 'me' },
  unassigned: { status: ['open'], assignee: 'none' },
  mentions: { status: ['open', 'snoozed', 'done'], mentions: 'me' },
  snoozed: { status: ['snoozed'] },
  done: { status: ['done'] },
} as const satisfies Record<string, Pick<ConversationListRequest, 'status' | 'assignee' | 'mentions'>>;
export type InboxView = keyof typeof INBOX_VIEWS;

/**
 * `POST /conversations/counts` (conversations:read): how many threads each view holds, narrowed like the list by
 * sender, brand, campaign, audience and tag. `mine` and `mentions` need a user: 0 for a server call.
 */
export const ConversationCountsRequest = z.object({
  from: z.optional(SenderId),
  brandId: z.optional(Id),
  campaignId: z.optional(Id),
  audienceId: z.optional(Id),
  tag: ConversationListRequest.shape.tag,
});
export type ConversationCountsRequest = z.infer<typeof ConversationCountsRequest>;
export const ConversationCounts = z.object({
  open: z.int(),
  mine: z.int(),
  unassigned: z.int(),
  mentions: z.int(),
  snoozed: z.int(),
  done: z.int(),
  /** Open threads with unread messages for the caller. */
  unread: z.int(),
});
export type ConversationCounts = z.infer<typeof ConversationCounts>;

/**
 * `POST /conversations/{id}/status` (conversations:manage). `snoozed` needs `snoozedUntil` in the future (at most
 * 365 days ahead); the other statuses take none.
 */
export const ConversationStatusRequest = z.object({
  status: ConversationStatus,
  snoozedUntil: z.optional(Timestamp),
});
export type ConversationStatusRequest = z.infer<typeof ConversationStatusRequest>;

/** `POST /conversations/{id}/assign` (conversations:manage): a user id, or null to unassign. */
export const ConversationAssignRequest = z.object({ assignee: z.nullable(UserId) });
export type ConversationAssignRequest = z.infer<typeof ConversationAssignRequest>;

/** `POST /conversations/{id}/read`: the caller has read up to `messageId` (default: the newest message). */
export const ConversationReadRequest = z.object({ messageId: z.optional(Id) });
export type ConversationReadRequest = z.infer<typeof ConversationReadRequest>;

/** `POST /conversations/{id}/unread`: the caller's read position moves back to just before `messageId`. */
export const ConversationUnreadRequest = z.object({ messageId: Id });
export type ConversationUnreadRequest = z.infer<typeof ConversationUnreadRequest>;

/**
 * `POST /conversations/{id}/messages/list`: newest first from the newest message, from `cursor` (either way), or
 * `around` a message (a search hit deep in the history): that message with older ones before and newer ones after.
 */
export const ConversationMessageListRequest = z.object({
  ...listShape,
  around: z.optional(Id),
});
export type ConversationMessageListRequest = z.infer<typeof ConversationMessageListRequest>;

/**
 * A page of a thread's messages, newest first: `nextCursor` pages older messages, `prevCursor` newer ones (null at
 * the newest end; absent from services that predate it).
 */
export const MessagePage = z.object({
  data: z.array(Message),
  nextCursor: z.nullable(z.string()),
  prevCursor: z.optional(z.nullable(z.string())),
});
export type MessagePage = z.infer<typeof MessagePage>;

export const ConversationByPairRequest = z.object({ from: SenderId, to: PhoneNumber });
export type ConversationByPairRequest = z.infer<typeof ConversationByPairRequest>;

export const ConversationUpdateRequest = z.object({
  notes: z.string().check(maxCharacters(NOTES_MAX, 'notes')),
});
export type ConversationUpdateRequest = z.infer<typeof ConversationUpdateRequest>;

/** Thread opened in one request: the conversation and its newest page (DESIGN §5: no waterfalls). */
export const ConversationWithMessages = z.extend(Conversation, {
  messages: z.optional(z.object({ data: z.array(Message), nextCursor: z.nullable(z.string()) })),
});
