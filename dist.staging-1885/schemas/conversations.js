/** Conversations: one sender ↔ one recipient thread (spec: "Conversations"; DESIGN §3 embed routes). */
import { Id, PhoneNumber, SenderId, Timestamp, listShape } from './common.js';
import { Contact } from './contacts.js';
import { Message, MessageStatus, MessageType } from './messages.js';
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
});
export { NOTES_MAX } from './constants.js';
import { NOTES_MAX } from './constants.js';
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
    unreadCount: z.int(),
    /**
     * In a list searched with `query`: where the thread matched (its contact's name or number, the newest matching
     * message — `messageId`, so opening it can jump there — or a note, `noteId`), a snippet of that text around the
     * match, and `highlights`: where the query occurs in `snippet` (UTF-16 offsets, `end` exclusive, the match
     * first), so a row marks it without searching again. Absent without a query.
     */
    match: z.optional(z.object({
        source: z.optional(z.enum(['contact', 'message', 'note'])),
        messageId: z.optional(Id),
        noteId: z.optional(Id),
        snippet: z.string(),
        highlights: z.optional(z.array(z.object({ start: z.int(), end: z.int() }))),
    })),
    lastMessage: z.nullable(MessagePreview),
    lastActivityAt: Timestamp,
    createdAt: Timestamp,
});
/** Conversation reference inside events (spec: `id`, `from`, `to`). */
export const ConversationRef = z.object({ id: z.string(), from: z.string(), to: z.string() });
export const ConversationListRequest = z.object({
    ...listShape,
    from: z.optional(SenderId),
    to: z.optional(PhoneNumber),
    brandId: z.optional(Id),
    campaignId: z.optional(Id),
    query: z.optional(z.string().check(z.maxLength(200, 'query must be at most 200 characters'))),
    unreadOnly: z.optional(z.boolean()),
    /** Threads whose recipient's contact belongs to this audience / carries this tag (DESIGN §6). */
    audienceId: z.optional(Id),
    tag: z.optional(z.string().check(z.minLength(1, 'tag must not be empty'), z.maxLength(50, 'tag must be at most 50 characters'))),
});
export const ConversationByPairRequest = z.object({ from: SenderId, to: PhoneNumber });
export const ConversationUpdateRequest = z.object({
    notes: z.string().check(z.maxLength(NOTES_MAX, `notes must be at most ${NOTES_MAX} characters`)),
});
/** Thread opened in one request: the conversation and its newest page (DESIGN §5: no waterfalls). */
export const ConversationWithMessages = z.extend(Conversation, {
    messages: z.optional(z.object({ data: z.array(Message), nextCursor: z.nullable(z.string()) })),
});
