import { type SmsEncoding } from '../../core/sms-segments.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { RcsAgent } from '../../schemas/agents.js';
import { CARRIERS } from '../../schemas/campaigns.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
type Carrier = (typeof CARRIERS)[number];
/** Where the last send stands: idle → sending → sent | scheduled → cancelled, or failed (the draft kept for a retry). */
export type ComposerPhase = 'idle' | 'sending' | 'sent' | 'scheduled' | 'cancelled' | 'failed';
/** A date as the inbox shows it: its day label ("Today", "Thursday, March 5") and the time of day. */
export declare const whenText: (iso: string, locale: string) => string;
/** The SMS/MMS part as it will go: its text with short links (when on), and that text's channel and segments. */
export interface SmsFigures {
    channel: 'SMS' | 'MMS';
    /** The text sent: the typed one, its URLs replaced by short links when "Shorten links" is on. */
    text: string;
    characters: number;
    segments: number;
    encoding: SmsEncoding;
    /** Whether short links changed the text (the short-link note then gives these same figures). */
    shortened: boolean;
}
export declare function smsFigures(f: SendRequest['fallback'], shortHost: string | undefined): SmsFigures | undefined;
/** The carrier of a recipient when it is known (the sandbox's launch-first test numbers, DESIGN §8), else undefined. */
export declare function carrierOf(phone: string): Carrier | undefined;
/** A sentence: its key and values. */
export interface Words {
    key: ComposerKey;
    vars?: Record<string, string | number>;
}
/**
 * The one warning about carriers where the agent is not launched, consistent with the draft: with a fallback those
 * recipients get it, without one they get nothing. A known carrier (a test number) narrows it to that recipient.
 */
export declare function launchWarning(agent: RcsAgent | undefined, request: SendRequest, blasting: boolean, name: (c: Carrier) => string, join: (names: string[]) => string): Words | undefined;
/** How the result reads at a glance: done, done another way, still on its way, or failed. */
export type ResultTone = 'ok' | 'warn' | 'pending' | 'error';
/** The result card: its sentence and tone, the status it speaks of, and its Edit action (none while scheduled). */
export interface ResultCard {
    tone: ResultTone;
    words: Words;
    /** The message's status as the card states it: the lifecycle's `scheduled` / `cancelled` win over a stale copy. */
    status: Message['status'];
    /** "Edit and resend", "Edit and reschedule" (cancelled), or none (scheduled: the scheduled list cancels it). */
    edit: 'editResend' | 'editReschedule' | undefined;
    /** A failed delivery's reason, worded by its code (the service's own text is for developers): `{reason}` of `words`. */
    reason?: ComposerKey;
}
/** The card's sentence in `t`'s language (also what is announced when it changes). */
export declare const cardText: (t: (key: ComposerKey, vars?: Words["vars"]) => string, card: ResultCard) => string;
/**
 * Where the last send stands, in one sentence: a function of the lifecycle's phase and the message it holds, so the
 * card cannot say "Scheduled" of a cancelled message. Only after a send (sent, scheduled or cancelled), else undefined.
 */
export declare function resultCard(phase: ComposerPhase, m: Message | undefined, locale: string): ResultCard | undefined;
/** Send (or Schedule, or Review blast) as the composer shows it: its words, whether it is on, and why not. */
export interface SendState {
    label: ComposerKey;
    enabled: boolean;
    /** Why it is off although the draft is sendable: it already went, or is already scheduled, exactly as it is. */
    blocked: 'alreadySent' | 'alreadyScheduled' | undefined;
}
export interface SummaryInput {
    request: SendRequest;
    phase: ComposerPhase;
    /** The message the last send stored (its status kept live), while the lifecycle has one. */
    message: Message | undefined;
    /** The request as it went out (short links made) and its draft's JSON, while the lifecycle has one. */
    sent: {
        body: string;
        prepared: SendRequest;
    } | undefined;
    /** `{origin}/l` when "Shorten links" is on (and allowed), else undefined. */
    shortHost: string | undefined;
    blasting: boolean;
    locale: string;
}
export interface Summary {
    sms: SmsFigures | undefined;
    /** What the preview shows: the draft, or — while the draft is what went out — the request actually sent (short links). */
    shown: SendRequest;
    /** The preview's time: when the message is scheduled for, else undefined ("now"). */
    when: string | undefined;
    /** Send: on exactly when nothing is sending and the draft is not what already went (or is scheduled) as it is. */
    send: SendState;
    /** The result card after a send, from the same phase as `send`: "Already scheduled" goes with "Scheduled for …". */
    result: ResultCard | undefined;
    /** Blast mode's "Send as" for the RCS choice: with or without the SMS/MMS fallback the draft has. */
    sendAsRcs: ComposerKey;
    /** A text message's text (what "Shorten links" measures in the RCS message), else empty. */
    rcsText: string;
}
export declare function deriveSummary(input: SummaryInput): Summary;
export {};
