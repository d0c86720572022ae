/**
 * The messaging and conversation rules that the elements need on their first screen, without zod: limits, enum
 * values and the fallback rule. The zod schemas (`messages.ts`, `conversations.ts`) build on these and re-export
 * them, so the sandbox, the clients and the elements share one set of rules while an element's bundle carries no
 * schema it does not run. Lengths are in characters as `characters.ts` counts them (code points).
 */
import { characters } from './characters.js';

/** RCS agent ids (senders that are not phone numbers): the service's `AgentId`, and the composer's send rules. */
export const AGENT_ID_PATTERN = /^agent_[A-Za-z0-9_-]{1,60}$/;

export const LIMITS = {
  rcsText: 3072,
  cardTitle: 200,
  cardDescription: 2000,
  suggestionText: 25,
  postbackData: 2048,
  suggestionsPerMessage: 11,
  suggestionsPerCard: 4,
  carouselMinCards: 2,
  carouselMaxCards: 10,
  /** Spec, Limits: SMS fallback text length. Longer text, or any media, falls back as MMS. */
  smsFallbackText: 3072,
  smsText: 3072,
  mmsText: 5000,
  mediaUrls: 10,
  emoji: 16,
} as const;

/** File types (by extension) the sandbox's carrier sends as MMS and as RCS media (docs/sandbox.md). */
export const MMS_FILE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'mp4', 'pdf', 'vcf'] as const;
export const RCS_FILE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'mp4'] as const;

export const MESSAGE_TYPES = ['SMS', 'MMS', 'RCS'] as const;
export const MESSAGE_STATUSES = [
  'SCHEDULED',
  'QUEUED',
  'SENT',
  'DELIVERED',
  'READ',
  'FAILED',
  'FALLBACK_SENT',
  'RECEIVED',
  'CANCELLED',
] as const;
export const MEDIA_HEIGHTS = ['SHORT', 'MEDIUM', 'TALL'] as const;
/** RBM's suggestion kinds: a reply, or one of its suggested actions (docs/decisions/029-rbm-preview-and-actions.md). */
export const SUGGESTION_TYPES = [
  'reply',
  'openUrl',
  'dial',
  'viewLocation',
  'shareLocation',
  'createCalendarEvent',
] as const;
/** Where an `openUrl` suggestion opens its URL, and how much of the screen a webview takes (RBM's names). */
export const URL_APPLICATIONS = ['BROWSER', 'WEBVIEW'] as const;
export const WEBVIEW_VIEW_MODES = ['FULL', 'HALF', 'TALL'] as const;
export const CARD_WIDTHS = ['SMALL', 'MEDIUM'] as const;

/** Conversation notes: at most this many characters. */
export const NOTES_MAX = 10_000;

/**
 * The spec's fallback rule (Messages table): SMS when only `text` of at most 3072 characters is given; MMS when
 * `mediaUrls` are given or the text is longer. The one SMS-or-MMS rule: the sandbox's fallback leg, the composer's
 * channel line and cost, and the inbox's reply from a phone number all decide with it.
 */
export function fallbackChannel(fallback: {
  text?: string | null;
  mediaUrls?: readonly string[] | null;
}): 'SMS' | 'MMS' {
  if (fallback.mediaUrls?.length) return 'MMS';
  return characters(fallback.text ?? '') > LIMITS.smsFallbackText ? 'MMS' : 'SMS';
}

/**
 * An RCS campaign's launch, per carrier (`campaigns.ts` builds its schemas on these): the composer's reach summary
 * and the agent identity read them without loading zod.
 */
export const CARRIERS = ['CARRIER_A', 'CARRIER_B', 'CARRIER_C', 'OTHERS'] as const;
export const VERIFIERS = ['VERIFIER_A', 'VERIFIER_B'] as const;
export const LAUNCH_STATES = ['NOT_LAUNCHED', 'PENDING', 'LAUNCHED'] as const;
export const VERIFICATION_STATES = ['NOT_SENT', 'SENT', 'VERIFIED'] as const;
export type LaunchState = (typeof LAUNCH_STATES)[number];
export type VerificationState = (typeof VERIFICATION_STATES)[number];
