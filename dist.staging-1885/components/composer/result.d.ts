/**
 * What happened to the message just sent, in words: "Delivered as RCS to +1…", "RCS not delivered —
 * sent as SMS instead, delivered", "Failed: the recipient opted out", "Scheduled for Tomorrow, 2:30 PM". Ids only in a
 * details disclosure. With `later.ts`: nothing of it is on the first screen.
 */
import { nothing, type TemplateResult } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import type { Message } from '../../schemas/messages.js';
import { type ComposerPhase, type ResultCard } from './summary.js';
type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;
/** Why a call failed, worded by kind; the service's own text only where it is written for people (a 400 `{error}`). */
export declare function failureReason(t: T, error: unknown): string;
/**
 * An error in words: a 403 names what the plan lacks (never "session expired"); the rest is worded by kind, never the
 * service's raw text.
 */
export declare function describeError(t: T, error: unknown): string;
export interface ResultView {
    t: T;
    /** The message, for the ids and statuses in Details. */
    message: Message;
    /** What the card says (`deriveSummary`): its words come from the lifecycle's phase, never decided here. */
    card: ResultCard;
    /** Clears the composer for a new message. */
    again(): void;
    /** Puts what was sent back into the editors. */
    reuse(): void;
}
export interface StatusView extends Omit<ResultView, 'message' | 'card'> {
    phase: ComposerPhase;
    message: Message | undefined;
    /** The result card, when the summary has one (after a send: sent, scheduled or cancelled). */
    card: ResultCard | undefined;
    /** Why the send failed, worded. */
    failure: string;
    retry(): void;
}
/** Beside the send button: progress while sending, the failure with Retry, or the result panel. */
export declare function renderStatus(view: StatusView): TemplateResult | typeof nothing;
/** The result panel: the sentence, a details disclosure with the ids and statuses, and what to do next. */
export declare function renderResult({ t, message: m, card, again, reuse }: ResultView): TemplateResult;
/** The result panel's styles, added to the composer's shadow root when this module loads (off the first screen). */
export declare const resultStyles: import("lit").CSSResult;
export {};
