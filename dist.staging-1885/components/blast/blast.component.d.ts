import { type PropertyDeclarations, type PropertyValues } from 'lit';
import { type ApiError } from '../../api/errors.js';
import type { Blast } from '../../schemas/blasts.js';
import { ParleyElement } from '../shared/parley-element.js';
/** `RCS`, or `SMS`/`MMS` — both mean "SMS/MMS": it goes as MMS when it carries a media URL, else as SMS. */
export type BlastChannel = 'SMS' | 'MMS' | 'RCS';
export type BlastStep = 'edit' | 'confirm' | 'sending' | 'progress';
export type BlastAction = 'load' | 'validate' | 'send' | 'cancel';
export type { BlastDetail, BlastSendDetail } from '../../events/blast.js';
export interface BlastErrorDetail {
    action: BlastAction;
    error: ApiError;
}
/**
 * A blast to an audience, with a confirm step and live progress.
 *
 * @summary Send one message to every contact of an audience, then watch it complete.
 *
 * @event {BlastSendEvent} parley-blast-send - About to send (cancelable: `preventDefault()` vetoes it).
 * @event {BlastSentEvent} parley-blast-sent - The service accepted the blast.
 * @event {BlastUpdatedEvent} parley-blast-updated - The blast's status or counters changed.
 * @event {ThreadSelectEvent} parley-thread-select - The user asked to open the thread of a recipient the blast did not
 *   reach (`detail.conversationId`); not fired when `thread-href` makes those links.
 * @event {ParleyErrorEvent} parley-error - Loading audiences, checking, sending or cancelling failed (also shown in place).
 *
 * @csspart form - The edit step.
 * @csspart audience - The audience picker.
 * @csspart input - The message, sender, media, fallback and schedule inputs.
 * @csspart summary - Recipients, segments and estimated total (confirm step).
 * @csspart progress - The progress bar and counters.
 * @csspart failures - The list of recipients the blast did not reach.
 * @csspart failure - One of them (name, number, reason, thread link).
 * @csspart thread-link - The link or button to a recipient's thread.
 * @csspart button - Every button.
 * @csspart error - An error message.
 *
 * @cssproperty --parley-blast-padding - Inner padding (default 0.75rem).
 * @cssproperty --parley-blast-gap - Space between fields (default 0.75rem).
 */
export declare class ParleyBlast extends ParleyElement {
    #private;
    static styles: import("lit").CSSResult[];
    static properties: PropertyDeclarations;
    /** The audience to preselect. @attr audience-id */
    audienceId: string | undefined;
    /** Who the blast comes from: an RCS agent id for RCS, a phone number for SMS/MMS; the user picks among the team's. @attr from */
    from: string;
    /** RCS only: the phone number the SMS/MMS fallback is sent from (no fallback without it). @attr fallback-from */
    fallbackFrom: string | undefined;
    /** What the blast is sent as: `RCS`, or `SMS`/`MMS` (both "SMS/MMS": MMS when it has a media URL). @attr channel */
    channel: BlastChannel;
    /**
     * How often the progress is re-read, ms, when it cannot follow `blast.updated` on the event stream (a token without
     * `conversations:read`, or a stream that ended for good). @attr poll-interval
     */
    pollInterval: number;
    /**
     * The address of a thread, `{conversationId}` replaced (`/inbox?c={conversationId}`): failed recipients link to
     * their threads. Without it they are buttons firing `parley-thread-select`. @attr thread-href
     */
    threadHref: string | undefined;
    private step;
    private audiences;
    /** The team's agents and numbers (`agents:read`); `undefined` until read, `null` without the scope or on failure. */
    private senders;
    private text;
    private mediaUrl;
    private fallbackText;
    private scheduleAt;
    private problems;
    private estimate;
    private current;
    private failures;
    private error;
    private scopes;
    constructor();
    /** The blast sent last, kept live until it completes or is cancelled (`undefined` before a send). */
    get blast(): Blast | undefined;
    connectedCallback(): void;
    protected willUpdate(changed: PropertyValues<this>): void;
    /**
     * Edit → confirm, only when nothing can fail late: sender, audience and content checked here, then the service
     * validates one message (segments, unsupported files and its price × recipients; no credits spent).
     */
    review(): Promise<void>;
    /** Confirm → send (one `Idempotency-Key` per blast: a retry after a failure never sends twice). */
    send(): Promise<Blast | undefined>;
    /** Cancels the scheduled blast before it starts. */
    cancelBlast(): Promise<void>;
    render(): import("lit-html").TemplateResult<1>;
}
