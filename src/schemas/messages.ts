/**
 * Messages, RCS content (RBM limits as AWS/Google publish them), the send request with the spec's fallback rule,
 * validation results, reactions, typing and schedules (DESIGN §3 Messages).
 */
import { AgentId, HttpUrl, Id, PhoneNumber, SenderId, Timestamp, listShape, maxCharacters } from './common.js';
import {
  cardIssues,
  eventIssues,
  fallbackIssues,
  locationIssues,
  openUrlIssues,
  rcsContentIssues,
  sendIssues,
  type SendIssue,
} from '../core/send-rules.js';
import {
  CARD_WIDTHS,
  LIMITS,
  MEDIA_HEIGHTS,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  SUGGESTION_TYPES,
  URL_APPLICATIONS,
  WEBVIEW_VIEW_MODES,
} from './constants.js';
import * as z from './zod.js';

export {
  CARD_WIDTHS,
  LIMITS,
  MEDIA_HEIGHTS,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  SUGGESTION_TYPES,
  URL_APPLICATIONS,
  WEBVIEW_VIEW_MODES,
  fallbackChannel,
} from './constants.js';

export const MessageType = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof MessageType>;

export const MessageStatus = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof MessageStatus>;

const nonEmpty = (what: string) => z.minLength(1, `${what} must not be empty`);

/**
 * A cross-field rule of `core/send-rules.ts` (the one statement of it, which the composer runs without zod) as a
 * check: its issues stop the rules of the objects around them as a `superRefine`'s pushed issues did (`stop`), or
 * not, as a `refine`'s did. `test/node/schemas/send-rules.test.ts` holds the schema to what it was.
 */
const rules = <T>(of: (value: T) => SendIssue[], stop = false) =>
  z.superRefine<T>((value, ctx) => {
    for (const issue of of(value)) {
      const raw = { ...issue, input: value } as z.core.$ZodRawIssue;
      if (stop) ctx.issues.push(raw);
      else ctx.addIssue(raw);
    }
  });

// ---------------------------------------------------------------- RCS content

export const RcsMedia = z.object({
  url: HttpUrl,
  height: z.optional(z.enum(MEDIA_HEIGHTS)),
  thumbnailUrl: z.optional(HttpUrl),
});
export type RcsMedia = z.infer<typeof RcsMedia>;

const suggestionBase = {
  text: z.string().check(nonEmpty('Suggestion text'), maxCharacters(LIMITS.suggestionText, 'Suggestion text')),
  postbackData: z.optional(z.string().check(maxCharacters(LIMITS.postbackData, 'postbackData'))),
};

export const Suggestion = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reply'), ...suggestionBase }),
  // RBM's openUrlAction: the phone's browser by default, or a webview over the conversation (FULL, HALF or TALL).
  z
    .object({
      type: z.literal('openUrl'),
      ...suggestionBase,
      url: HttpUrl,
      application: z.optional(z.enum(URL_APPLICATIONS, 'application must be BROWSER or WEBVIEW')),
      webviewViewMode: z.optional(z.enum(WEBVIEW_VIEW_MODES, 'webviewViewMode must be FULL, HALF or TALL')),
    })
    .check(rules(openUrlIssues, true)),
  z.object({ type: z.literal('dial'), ...suggestionBase, phoneNumber: PhoneNumber }),
  // RBM's viewLocationAction: a point (latitude and longitude, with an optional label) or a search query, or both.
  z
    .object({
      type: z.literal('viewLocation'),
      ...suggestionBase,
      latitude: z.optional(
        z.number().check(z.gte(-90, 'latitude is at least -90'), z.lte(90, 'latitude is at most 90')),
      ),
      longitude: z.optional(
        z.number().check(z.gte(-180, 'longitude is at least -180'), z.lte(180, 'longitude is at most 180')),
      ),
      label: z.optional(z.string().check(maxCharacters(100, 'Location label'))),
      query: z.optional(z.string().check(nonEmpty('Location query'), maxCharacters(200, 'Location query'))),
    })
    .check(rules(locationIssues, true)),
  // RBM's shareLocationAction: asks the user to share where they are; it carries nothing but its label.
  z.object({ type: z.literal('shareLocation'), ...suggestionBase }),
  z
    .object({
      type: z.literal('createCalendarEvent'),
      ...suggestionBase,
      title: z.string().check(nonEmpty('Event title'), maxCharacters(100, 'Event title')),
      description: z.optional(z.string().check(maxCharacters(500, 'Event description'))),
      startTime: Timestamp,
      endTime: Timestamp,
    })
    .check(rules(eventIssues)),
]);
export type Suggestion = z.infer<typeof Suggestion>;
export type SuggestionType = Suggestion['type'];

export const RcsCard = z
  .object({
    title: z.optional(z.string().check(maxCharacters(LIMITS.cardTitle, 'Card title'))),
    description: z.optional(z.string().check(maxCharacters(LIMITS.cardDescription, 'Card description'))),
    media: z.optional(RcsMedia),
    suggestions: z.optional(
      z
        .array(Suggestion)
        .check(z.maxLength(LIMITS.suggestionsPerCard, `A card has at most ${LIMITS.suggestionsPerCard} suggestions`)),
    ),
  })
  .check(rules(cardIssues));
export type RcsCard = z.infer<typeof RcsCard>;

export const RcsCarousel = z.object({
  cardWidth: z.enum(CARD_WIDTHS),
  cards: z
    .array(RcsCard)
    .check(
      z.minLength(LIMITS.carouselMinCards, `A carousel has at least ${LIMITS.carouselMinCards} cards`),
      z.maxLength(LIMITS.carouselMaxCards, `A carousel has at most ${LIMITS.carouselMaxCards} cards`),
    ),
});
export type RcsCarousel = z.infer<typeof RcsCarousel>;

/** `rcs = {text | media | card | carousel, suggestions?}`: exactly one kind of content. */
export const RcsContent = z
  .object({
    text: z.optional(z.string().check(nonEmpty('RCS text'), maxCharacters(LIMITS.rcsText, 'RCS text'))),
    media: z.optional(RcsMedia),
    card: z.optional(RcsCard),
    carousel: z.optional(RcsCarousel),
    suggestions: z.optional(
      z
        .array(Suggestion)
        .check(
          z.maxLength(
            LIMITS.suggestionsPerMessage,
            `A message has at most ${LIMITS.suggestionsPerMessage} suggestions`,
          ),
        ),
    ),
  })
  .check(rules(rcsContentIssues));
export type RcsContent = z.infer<typeof RcsContent>;

// ---------------------------------------------------------------- sending

const MediaUrls = z.array(HttpUrl).check(z.maxLength(LIMITS.mediaUrls, `At most ${LIMITS.mediaUrls} media URLs`));

export const Fallback = z
  .object({
    from: PhoneNumber,
    text: z.optional(z.string().check(nonEmpty('Fallback text'), maxCharacters(LIMITS.mmsText, 'Fallback text'))),
    mediaUrls: z.optional(MediaUrls),
  })
  .check(rules(fallbackIssues));
export type Fallback = z.infer<typeof Fallback>;

const scheduledTime = z.optional(Timestamp);

/** `POST /send`. Type-specific rules (`core/send-rules.ts`) are checked as issues on the field they concern. */
export const SendRequest = z
  .object({
    type: MessageType,
    from: SenderId,
    to: PhoneNumber,
    text: z.optional(z.string().check(nonEmpty('text'), maxCharacters(LIMITS.mmsText, 'text'))),
    mediaUrls: z.optional(MediaUrls),
    rcs: z.optional(RcsContent),
    fallback: z.optional(Fallback),
    scheduledTime,
  })
  .check(rules(sendIssues, true));
export type SendRequest = z.infer<typeof SendRequest>;

export const TypingRequest = z.object({ from: SenderId, to: PhoneNumber });
export type TypingRequest = z.infer<typeof TypingRequest>;

// ---------------------------------------------------------------- the message resource

export const Reaction = z.object({ emoji: z.string(), by: z.string(), at: Timestamp });
export type Reaction = z.infer<typeof Reaction>;

export const MessageError = z.object({ code: z.string(), message: z.string() });

/** The SMS/MMS leg an RCS message fell back to (spec: webhook `fallbackMessage`). */
export const FallbackMessage = z.object({
  id: Id,
  type: z.enum(['SMS', 'MMS']),
  from: PhoneNumber,
  to: PhoneNumber,
  text: z.nullable(z.string()),
  mediaUrls: z.array(z.string()),
  status: MessageStatus,
  sentAt: z.nullable(Timestamp),
});
export type FallbackMessage = z.infer<typeof FallbackMessage>;

export const Message = z.object({
  id: Id,
  conversationId: Id,
  direction: z.enum(['inbound', 'outbound']),
  type: MessageType,
  from: z.string(),
  to: z.string(),
  text: z.nullable(z.string()),
  mediaUrls: z.array(z.string()),
  rcs: z.nullable(RcsContent),
  status: MessageStatus,
  fallbackMessage: z.nullable(FallbackMessage),
  reactions: z.array(Reaction),
  scheduledTime: z.nullable(Timestamp),
  sentAt: z.nullable(Timestamp),
  createdAt: Timestamp,
  error: z.nullable(MessageError),
  /** Set on each message a blast sent (DESIGN §6); absent on single sends. */
  blastId: z.optional(z.nullable(Id)),
  /**
   * The teammate who sent an outbound message from an embed (the token's `sub`, and its `name` claim when it has
   * one), so that a teammate's reply is told from the reader's own; absent on server sends and inbound messages.
   */
  sentBy: z.optional(z.object({ id: z.string(), name: z.optional(z.string()) })),
});
export type Message = z.infer<typeof Message>;

/** One pictograph (not a lone regional indicator), with its skin tone and presentation selector. */
const PICTOGRAPH = String.raw`(?!\p{RI})[\p{Extended_Pictographic}\p{Emoji_Presentation}]\p{Emoji_Modifier}?\uFE0F?`;

/**
 * What one emoji is made of: a regional-indicator flag, a keycap, or pictographs joined by ZWJ (with a subdivision
 * flag's tags). Text, punctuation, controls, direction marks, lone surrogates and two emoji side by side match none.
 */
const EMOJI_PARTS = new RegExp(
  String.raw`^(?:\p{RI}{2}|[#*0-9]\uFE0F?\u20E3|${PICTOGRAPH}(?:\u200D${PICTOGRAPH})*(?:[\u{E0020}-\u{E007E}]+\u{E007F})?)$`,
  'u',
);
let graphemes: Intl.Segmenter | undefined;

/**
 * A reaction is exactly one emoji: made of emoji parts and one grapheme (a ZWJ after a lone skin tone does not join
 * what follows). Browsers without `Intl.Segmenter` (Firefox before 125) get the parts rule alone.
 */
export function isOneEmoji(value: string): boolean {
  if (!EMOJI_PARTS.test(value)) return false;
  if (typeof Intl.Segmenter !== 'function') return true;
  graphemes ??= new Intl.Segmenter();
  const segments = graphemes.segment(value)[Symbol.iterator]();
  segments.next();
  return segments.next().done === true;
}

export const ReactRequest = z.object({
  messageId: Id,
  emoji: z
    .string()
    .check(
      nonEmpty('emoji'),
      maxCharacters(LIMITS.emoji, 'emoji'),
      z.refine(isOneEmoji, 'emoji must be exactly one emoji'),
    ),
});
export type ReactRequest = z.infer<typeof ReactRequest>;

export const ScheduleListRequest = z.object({ ...listShape, from: z.optional(SenderId), to: z.optional(PhoneNumber) });
export type ScheduleListRequest = z.infer<typeof ScheduleListRequest>;

export const MessageListRequest = z.object(listShape);
export type MessageListRequest = z.infer<typeof MessageListRequest>;

// ---------------------------------------------------------------- validation (no credits)

export const ValidateSmsRequest = z.object({
  from: z.optional(PhoneNumber),
  to: z.optional(PhoneNumber),
  text: z.string().check(nonEmpty('text'), maxCharacters(LIMITS.smsText, 'SMS text')),
});
export const ValidateMmsRequest = z
  .object({
    from: z.optional(PhoneNumber),
    to: z.optional(PhoneNumber),
    text: z.optional(z.string().check(maxCharacters(LIMITS.mmsText, 'MMS text'))),
    mediaUrls: z.optional(
      z
        .array(z.string().check(z.maxLength(2048, 'A media URL must be at most 2048 characters')))
        .check(z.maxLength(LIMITS.mediaUrls, `At most ${LIMITS.mediaUrls} media URLs`)),
    ),
  })
  .check(z.refine((m) => !!m.text || !!m.mediaUrls?.length, { message: 'An MMS needs text or mediaUrls' }));
export const ValidateRcsRequest = z.object({
  from: z.optional(AgentId),
  to: z.optional(PhoneNumber),
  rcs: RcsContent,
  fallback: z.optional(Fallback),
});
export type ValidateSmsRequest = z.infer<typeof ValidateSmsRequest>;
export type ValidateMmsRequest = z.infer<typeof ValidateMmsRequest>;
export type ValidateRcsRequest = z.infer<typeof ValidateRcsRequest>;

export const ValidationResult = z.object({
  segments: z.int(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  characters: z.int(),
  unsupportedFiles: z.array(z.object({ url: z.string(), reason: z.string() })),
  estimatedCost: z.object({ amount: z.number(), currency: z.string() }),
});
export type ValidationResult = z.infer<typeof ValidationResult>;

// ---------------------------------------------------------------- media the carrier can send

/** File types the carrier sends as MMS and as RCS media: in `constants.ts`, so the inbox's reply box shares them. */
export { MMS_FILE_TYPES, RCS_FILE_TYPES } from './constants.js';
import { MMS_FILE_TYPES, RCS_FILE_TYPES } from './constants.js';

/**
 * Why a media URL cannot be sent, or null. The sandbox never fetches: it judges the scheme and the file extension
 * of the path. A path without an extension passes (a real carrier decides by the fetched Content-Type).
 */
export function unsupportedReason(url: string, allowed: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Not an absolute URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return `Only http and https URLs can be fetched, not ${parsed.protocol}`;
  const name = parsed.pathname.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return allowed.includes(extension)
    ? null
    : `File type .${extension} is not supported (supported: ${allowed.join(', ')})`;
}

/** The media URLs of RCS content: `rcs.media`, the card's, each carousel card's. */
export function rcsMediaUrls(rcs: RcsContent): string[] {
  const cards = rcs.card ? [rcs.card] : (rcs.carousel?.cards ?? []);
  return [rcs.media?.url, ...cards.map((card) => card.media?.url)].filter((url): url is string => !!url);
}

/**
 * The one rule set for media: every file of a message that the carrier could not send, with why.
 * `/messages/validate/mms` and `/rcs` report exactly this list, and every send (`/send`, `/forms/send`) refuses a
 * message for which it is not empty. MMS `mediaUrls` and fallback `mediaUrls` are judged as MMS, RCS media as RCS.
 */
export function unsupportedFilesOf(message: {
  mediaUrls?: readonly string[] | null | undefined;
  rcs?: RcsContent | null | undefined;
  fallback?: { mediaUrls?: readonly string[] | null | undefined } | null | undefined;
}): { url: string; reason: string }[] {
  const judged: { url: string; reason: string | null }[] = [
    ...(message.mediaUrls ?? []).map((url) => ({ url, reason: unsupportedReason(url, MMS_FILE_TYPES) })),
    ...(message.rcs ? rcsMediaUrls(message.rcs) : []).map((url) => ({
      url,
      reason: unsupportedReason(url, RCS_FILE_TYPES),
    })),
    ...(message.fallback?.mediaUrls ?? []).map((url) => ({ url, reason: unsupportedReason(url, MMS_FILE_TYPES) })),
  ];
  return judged.filter((file): file is { url: string; reason: string } => file.reason !== null);
}
