/**
 * Blasts: one send to every contact of an audience (spec: "blasts to audiences"; DESIGN §6). The body of
 * `POST /messages/blast/{sms|mms|rcs}` is the send body of that type without `to`, plus `audienceId`.
 */
import { AgentId, HttpUrl, Id, PhoneNumber, Timestamp, listShape } from './common.js';
import { Fallback, LIMITS, MessageError, MessageStatus, MessageType, RcsContent } from './messages.js';
import * as z from './zod.js';
export const BLAST_STATUSES = ['SCHEDULED', 'SENDING', 'COMPLETED', 'CANCELLED'];
export const BlastStatus = z.enum(BLAST_STATUSES);
/**
 * Counters (each message counted once per column it reached): `sent` = left for the carrier (SENT, DELIVERED, READ,
 * FALLBACK_SENT, or FAILED after the carrier took it), `delivered` = DELIVERED / READ, or a fallback leg DELIVERED, `failed` = FAILED,
 * `fallbackSent` = FALLBACK_SENT. `completedAt` is set when every message reached a final state.
 */
export const Blast = z.object({
    id: Id,
    audienceId: Id,
    type: MessageType,
    from: z.string(),
    status: BlastStatus,
    recipients: z.int(),
    sent: z.int(),
    delivered: z.int(),
    failed: z.int(),
    fallbackSent: z.int(),
    scheduledTime: z.nullable(Timestamp),
    createdAt: Timestamp,
    completedAt: z.nullable(Timestamp),
});
const nonEmpty = (what) => z.minLength(1, `${what} must not be empty`);
const max = (n, what) => z.maxLength(n, `${what} must be at most ${n} characters`);
const MediaUrls = z.array(HttpUrl).check(z.maxLength(LIMITS.mediaUrls, `At most ${LIMITS.mediaUrls} media URLs`));
const common = { audienceId: Id, scheduledTime: z.optional(Timestamp) };
/** `POST /messages/blast/sms`. Strict: a `to` (or any unknown key) is a 400 naming it. */
export const BlastSmsRequest = z.strictObject({
    ...common,
    from: PhoneNumber,
    text: z.string().check(nonEmpty('text'), max(LIMITS.smsText, 'SMS text')),
});
/** `POST /messages/blast/mms`: text and/or media. */
export const BlastMmsRequest = z
    .strictObject({
    ...common,
    from: PhoneNumber,
    text: z.optional(z.string().check(nonEmpty('text'), max(LIMITS.mmsText, 'MMS text'))),
    mediaUrls: z.optional(MediaUrls),
})
    .check(z.refine((m) => !!m.text || !!m.mediaUrls?.length, {
    message: 'An MMS needs mediaUrls or text',
    path: ['mediaUrls'],
}));
/** `POST /messages/blast/rcs`: from an RCS agent, with the optional SMS/MMS fallback of a single send. */
export const BlastRcsRequest = z.strictObject({
    ...common,
    from: AgentId,
    rcs: RcsContent,
    fallback: z.optional(Fallback),
});
export const BlastListRequest = z.strictObject({
    ...listShape,
    status: z.optional(BlastStatus),
    audienceId: z.optional(Id),
});
/**
 * One recipient of a blast (`POST /messages/blasts/{id}/recipients/list`): its message's status and, when it failed,
 * the carrier's reason (`error.code`: `OPTED_OUT`, `UNDELIVERABLE`, `RCS_UNDELIVERABLE`, …), and the conversation
 * the message is in, so a UI can list who did not get the blast and open their threads.
 */
export const BlastRecipient = z.object({
    messageId: Id,
    conversationId: Id,
    to: PhoneNumber,
    contactId: z.nullable(Id),
    name: z.nullable(z.string()),
    status: MessageStatus,
    error: z.nullable(MessageError),
});
/** `POST /messages/blasts/{id}/recipients/list {status?}`: a blast's recipients (e.g. `status: "FAILED"`), paginated. */
export const BlastRecipientListRequest = z.strictObject({
    ...listShape,
    status: z.optional(MessageStatus),
});
