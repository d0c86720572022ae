/**
 * The pieces of a blast that `<parley-blast>` and the composer's blast mode share (one implementation, issue 13):
 * the audience list, the confirm summary (recipients, segments, estimated total), the live progress (sent, delivered, failed, fell
 * back) and the follower that keeps a blast live until it is COMPLETED or CANCELLED (`blast.updated` on the event stream,
 * polling `POST /messages/blasts/list` only without the stream).
 */
import { nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { ParleyClient } from '../../api/client.js';
import type { ApiTransport } from '../../api/transport.js';
import type { BlastKey } from '../../i18n/blast.js';
import type { Blast, BlastRecipient } from '../../schemas/blasts.js';
import type { Audience } from '../../schemas/contacts.js';
type T = (key: BlastKey, vars?: Record<string, string | number>) => string;
/** Statuses after which nothing changes any more. */
export declare const FINAL_BLAST: Set<string>;
export interface BlastEstimate {
    segments: number;
    total: {
        amount: number;
        currency: string;
    } | null;
}
/** The validation cost of one message × recipients, rounded like the service's prices (4 decimals). */
export declare const totalOf: (cost: {
    amount: number;
    currency: string;
}, recipients: number) => {
    amount: number;
    currency: string;
};
/** Every audience (all pages), by name, and the one to preselect: `preferred`, else the first with members. */
export declare function loadAudiences(api: ApiTransport, preferred: string | undefined): Promise<{
    audiences: Audience[];
    selected: string | undefined;
}>;
/** Recipients, segments and the estimated total, as a definition list. */
export declare function blastSummary(t: T, locale: string, audience: string, recipients: number, estimate: BlastEstimate | undefined): import("lit-html").TemplateResult<1>;
/** The blast's status in words, a progress bar and its counters. */
export declare function blastProgress(t: T, locale: string, blast: Blast): import("lit-html").TemplateResult<1>;
/** Why one message did not arrive, in words (from the carrier's `error.code`; the service's developer text is not shown). */
export declare function failureReason(t: T, recipient: BlastRecipient): string;
/**
 * Who did not get the blast, and why: one row per failed recipient (name, number, reason) with the way to their
 * thread — a link when the host gave a thread address, else a button (`open` fires the element's thread event).
 */
export declare function failedList(t: T, failures: {
    data: BlastRecipient[];
    more: boolean;
} | undefined, link: {
    href(recipient: BlastRecipient): string | null;
    open(recipient: BlastRecipient): void;
}): import("lit-html").TemplateResult<1> | typeof nothing;
/**
 * Follows one blast until it is COMPLETED or CANCELLED: on the event stream (`blast.updated`, which needs
 * `conversations:read`), catching up with one `blasts/list` read each time the stream opens or resets (changes between
 * the send's answer and the stream opening, or during a gap); it polls the list every `interval()` ms only when the
 * token lacks `conversations:read` or the stream ends for good. Stops when the host disconnects (and resumes when it
 * connects again) or another blast is followed.
 */
export declare class BlastFollower implements ReactiveController {
    #private;
    private readonly host;
    private readonly options;
    blast: Blast | undefined;
    constructor(host: ReactiveControllerHost, options: {
        api: () => ParleyClient;
        interval: () => number;
        changed: (blast: Blast) => void;
    });
    /** Starts (or restarts) following `blast` (`undefined`: stops). */
    follow(blast: Blast | undefined): void;
    stop(): void;
    hostConnected(): void;
    hostDisconnected(): void;
}
export {};
