/**
 * Blasts: one send to every contact of an audience (spec: "blasts to audiences"; DESIGN §6). The body of
 * `POST /messages/blast/{sms|mms|rcs}` is the send body of that type without `to`, plus `audienceId`.
 */
import { ReachReason } from './agents.js';
import { AgentId, HttpUrl, Id, PhoneNumber, Timestamp, listShape, maxCharacters } from './common.js';
import { Fallback, LIMITS, MessageError, MessageStatus, MessageType, RcsContent } from './messages.js';
import * as z from './zod.js';

export const BLAST_STATUSES = ['SCHEDULED', 'SENDING', 'COMPLETED', 'CANCELLED'] as const;
export const BlastStatus = z.enum(BLAST_STATUSES);
export type BlastStatus = z.infer<typeof BlastStatus>;

/** Recipients counted by the channel that reached them (RCS, or SMS/MMS: the blast's own type or the fallback's). */
export const ChannelCounts = z.object({ rcs: z.int(), sms: z.int(), mms: z.int() });
export type ChannelCounts = z.infer<typeof ChannelCounts>;

/**
 * Counters (each message counted once per column it reached): `sent` = left for the carrier (SENT, DELIVERED, READ,
 * FALLBACK_SENT, or FAILED after the carrier took it), `delivered` = DELIVERED / READ, or a fallback leg DELIVERED, `failed` = FAILED,
 * `fallbackSent` = FALLBACK_SENT. `completedAt` is set when every message reached a final state.
 *
 * What each recipient got (DESIGN §14, the figures a blast estimate predicts): `deliveredBy` splits `delivered` by
 * the channel that reached them, and `optedOut` counts the audience's contacts not sent to at all (they had replied
 * STOP to the sender or to its fallback's), so `recipients + optedOut` is the audience and, once COMPLETED,
 * `failed + optedOut` is the estimate's `unreachable`.
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
  deliveredBy: ChannelCounts,
  optedOut: z.int(),
  scheduledTime: z.nullable(Timestamp),
  createdAt: Timestamp,
  completedAt: z.nullable(Timestamp),
});
export type Blast = z.infer<typeof Blast>;

const nonEmpty = (what: string) => z.minLength(1, `${what} must not be empty`);
const MediaUrls = z.array(HttpUrl).check(z.maxLength(LIMITS.mediaUrls, `At most ${LIMITS.mediaUrls} media URLs`));
const common = { audienceId: Id, scheduledTime: z.optional(Timestamp) };

/** `POST /messages/blast/sms`. Strict: a `to` (or any unknown key) is a 400 naming it. */
export const BlastSmsRequest = z.strictObject({
  ...common,
  from: PhoneNumber,
  text: z.string().check(nonEmpty('text'), maxCharacters(LIMITS.smsText, 'SMS text')),
});
export type BlastSmsRequest = z.infer<typeof BlastSmsRequest>;

/** `POST /messages/blast/mms`: text and/or media. */
export const BlastMmsRequest = z
  .strictObject({
    ...common,
    from: PhoneNumber,
    text: z.optional(z.string().check(nonEmpty('text'), maxCharacters(LIMITS.mmsText, 'MMS text'))),
    mediaUrls: z.optional(MediaUrls),
  })
  .check(
    z.refine((m) => !!m.text || !!m.mediaUrls?.length, {
      message: 'An MMS needs mediaUrls or text',
      path: ['mediaUrls'],
    }),
  );
export type BlastMmsRequest = z.infer<typeof BlastMmsRequest>;

/** `POST /messages/blast/rcs`: from an RCS agent, with the optional SMS/MMS fallback of a single send. */
export const BlastRcsRequest = z.strictObject({
  ...common,
  from: AgentId,
  rcs: RcsContent,
  fallback: z.optional(Fallback),
});
export type BlastRcsRequest = z.infer<typeof BlastRcsRequest>;

export type BlastRequest = BlastSmsRequest | BlastMmsRequest | BlastRcsRequest;
export type BlastKind = 'sms' | 'mms' | 'rcs';

export const BlastListRequest = z.strictObject({
  ...listShape,
  status: z.optional(BlastStatus),
  audienceId: z.optional(Id),
});
export type BlastListRequest = z.infer<typeof BlastListRequest>;

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
export type BlastRecipient = z.infer<typeof BlastRecipient>;

/** `POST /messages/blasts/{id}/recipients/list {status?}`: a blast's recipients (e.g. `status: "FAILED"`), paginated. */
export const BlastRecipientListRequest = z.strictObject({
  ...listShape,
  status: z.optional(MessageStatus),
});
export type BlastRecipientListRequest = z.infer<typeof BlastRecipientListRequest>;

// ---------------------------------------------------------------- estimate (DESIGN §14)

/** `?details=true` on `POST /messages/blast/{kind}/estimate`: list every recipient with its channel and reason. */
export const BlastEstimateQuery = z.object({
  details: z.optional(z.enum(['true', 'false'], 'details is true or false')),
});

const Money = z.object({ amount: z.number(), currency: z.string() });
/** How many recipients of one outcome have each reason (every reason listed, zeros included). */
export const ReasonCounts = z.object({
  capable: z.int(),
  carrier_not_launched: z.int(),
  device_not_capable: z.int(),
  opted_out: z.int(),
  invalid: z.int(),
});
export type ReasonCounts = z.infer<typeof ReasonCounts>;

/** One contact of the audience: the channel they will get (`null`: nothing reaches them) and why. */
export const EstimateRecipient = z.object({
  phoneNumber: PhoneNumber,
  contactId: Id,
  name: z.nullable(z.string()),
  channel: z.nullable(MessageType),
  reason: ReachReason,
});
export type EstimateRecipient = z.infer<typeof EstimateRecipient>;

/**
 * `POST /messages/blast/{sms|mms|rcs}/estimate` (`messages:blast`), with the body that blast's create takes: what
 * each contact of the audience will get, by the rules the send applies. `rcs + sms + mms + unreachable = contacts`;
 * `reasons` breaks each outcome down by reason. `segments` is per message on each leg (`null`: this blast sends
 * nothing on it: an SMS blast has no RCS leg, an RCS blast without fallback no SMS/MMS leg); `cost` is each leg's
 * recipients × its price (the price `POST /messages/validate/{type}` reports), and `total` their sum. `recipients`
 * lists every contact with `?details=true`. Once the blast is sent and COMPLETED, `rcs`, `sms` and `mms` equal its
 * `deliveredBy` and `unreachable` its `failed + optedOut`.
 */
export const BlastEstimate = z.object({
  audienceId: Id,
  type: MessageType,
  contacts: z.int(),
  rcs: z.int(),
  sms: z.int(),
  mms: z.int(),
  unreachable: z.int(),
  reasons: z.object({ rcs: ReasonCounts, sms: ReasonCounts, mms: ReasonCounts, unreachable: ReasonCounts }),
  segments: z.object({ rcs: z.nullable(z.int()), sms: z.nullable(z.int()), mms: z.nullable(z.int()) }),
  cost: z.object({ rcs: Money, sms: Money, mms: Money, total: Money }),
  recipients: z.optional(z.array(EstimateRecipient)),
});
export type BlastEstimate = z.infer<typeof BlastEstimate>;
