/**
 * The composer's blast mode: the same editor sends one message (with its schedule) to every contact of an
 * audience. "Send as": the RCS message with its SMS/MMS fallback (`/messages/blast/rcs`), or an SMS/MMS message alone
 * (`/messages/blast/sms|mms`) — the draft's SMS/MMS part, edited by the fallback's fields under SMS words, so switching
 * keeps both parts. An audience picker (`POST /audiences/list`, with member counts) or the `audience-id` attribute;
 * "Review blast" shows recipients, segments and the estimated total (validation cost × recipients) with one confirm
 * step; then the blast's live progress until COMPLETED. Summary, progress and following are `<parley-blast>`'s own
 * pieces (`blast/progress.ts`). Loaded on first use: a single send never downloads it.
 */
import { nothing } from 'lit';
import type { Blast } from '../../schemas/blasts.js';
import type { Audience } from '../../schemas/contacts.js';
import type { Message } from '../../schemas/messages.js';
import { BlastFollower, type BlastEstimate } from '../blast/progress.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';
import { type ComposerVoice, type ExtrasReach, type SendableDraft } from './extras-host.js';
export type BlastModeStep = 'edit' | 'confirm' | 'sending' | 'progress';
/** What a blast sends: the RCS message (with its SMS/MMS fallback), or the SMS/MMS message alone. */
export type BlastAs = 'rcs' | 'sms';
export declare class BlastMode {
    #private;
    private readonly element;
    private readonly editor;
    private readonly voice;
    private readonly reach;
    private readonly draft;
    audiences: Audience[] | undefined;
    audienceId: string;
    /** While a blast is confirmed or followed, the composer's own send button steps aside (one primary action). */
    get step(): BlastModeStep;
    set step(step: BlastModeStep);
    estimate: BlastEstimate | undefined;
    error: string;
    readonly follower: BlastFollower;
    /** `editor` fills the draft's SMS/MMS part in and out as "Send as" switches; `draft` is what is reviewed and sent. */
    constructor(element: ParleyComposer, editor: DraftEditor, voice: ComposerVoice, reach: ExtrasReach, draft: SendableDraft);
    get as(): BlastAs;
    /** Switches what the blast sends; the draft keeps both parts (the RCS message and the SMS/MMS one). */
    setAs(as: BlastAs): void;
    get selected(): Audience | undefined;
    get blast(): Blast | undefined;
    /** Edit → confirm: the draft must be sendable; the service prices one message, × recipients. */
    review(): Promise<void>;
    send(): Promise<void>;
    /** Cancels a scheduled blast (from the progress view or the scheduled list). */
    cancel(id: string): Promise<Blast>;
    /**
     * The scheduled blasts of the chosen audience from this agent or its SMS/MMS number, for the composer's scheduled
     * list: one entry per blast (its first message, for the content), to the audience's name, cancelled by the blast's id.
     */
    listScheduled(from: string, signal: AbortSignal): Promise<{
        items: Message[];
        cursor: null;
    }>;
    /** The audience picker (in the header). */
    picker(): import("lit-html").TemplateResult<1>;
    /** "Send as: RCS (with SMS/MMS fallback) | SMS/MMS" (in the header, under the audience). */
    sendAs(): import("lit-html").TemplateResult<1>;
    /** Confirm, sending and progress (beside the send button); nothing while editing. */
    panel(): import("lit-html").TemplateResult<1> | typeof nothing;
}
