/**
 * The messaging and conversation rules that the elements need on their first screen, without zod: limits, enum
 * values and the fallback rule. The zod schemas (`messages.ts`, `conversations.ts`) build on these and re-export
 * them, so the sandbox, the clients and the elements share one set of rules while an element's bundle carries no
 * schema it does not run.
 */
export declare const LIMITS: {
    readonly rcsText: 3072;
    readonly cardTitle: 200;
    readonly cardDescription: 2000;
    readonly suggestionText: 25;
    readonly postbackData: 2048;
    readonly suggestionsPerMessage: 11;
    readonly suggestionsPerCard: 4;
    readonly carouselMinCards: 2;
    readonly carouselMaxCards: 10;
    /** Spec, Limits: SMS fallback text length. Longer text, or any media, falls back as MMS. */
    readonly smsFallbackText: 3072;
    readonly smsText: 3072;
    readonly mmsText: 5000;
    readonly mediaUrls: 10;
    readonly emoji: 16;
};
/** File types (by extension) the sandbox's carrier sends as MMS and as RCS media (docs/sandbox.md). */
export declare const MMS_FILE_TYPES: readonly ["jpg", "jpeg", "png", "gif", "webp", "mp4", "pdf", "vcf"];
export declare const RCS_FILE_TYPES: readonly ["jpg", "jpeg", "png", "gif", "webp", "mp4"];
export declare const MESSAGE_TYPES: readonly ["SMS", "MMS", "RCS"];
export declare const MESSAGE_STATUSES: readonly ["SCHEDULED", "QUEUED", "SENT", "DELIVERED", "READ", "FAILED", "FALLBACK_SENT", "RECEIVED", "CANCELLED"];
export declare const MEDIA_HEIGHTS: readonly ["SHORT", "MEDIUM", "TALL"];
/** RBM's suggestion kinds: a reply, or one of its suggested actions (docs/decisions.md "Every RBM suggested action"). */
export declare const SUGGESTION_TYPES: readonly ["reply", "openUrl", "dial", "viewLocation", "shareLocation", "createCalendarEvent"];
/** Where an `openUrl` suggestion opens its URL, and how much of the screen a webview takes (RBM's names). */
export declare const URL_APPLICATIONS: readonly ["BROWSER", "WEBVIEW"];
export declare const WEBVIEW_VIEW_MODES: readonly ["FULL", "HALF", "TALL"];
export declare const CARD_WIDTHS: readonly ["SMALL", "MEDIUM"];
/** Conversation notes: at most this many characters. */
export declare const NOTES_MAX = 10000;
/**
 * The spec's fallback rule (Messages table): SMS when only `text` of at most 3072 characters is given; MMS when
 * `mediaUrls` are given or the text is longer.
 */
export declare function fallbackChannel(fallback: {
    text?: string | null;
    mediaUrls?: readonly string[] | null;
}): 'SMS' | 'MMS';
