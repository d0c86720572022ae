/**
 * The composer's send lifecycle, one controller owning it: idle → sending → sent | scheduled → cancelled, or failed
 * (the draft kept for a retry with the same Idempotency-Key). It owns where the last send stands, the message the
 * service stored (its status followed live), the request as it went out, the failure and the outbox (sends kept while
 * the service is unreachable), and renders its element again itself. The pending send's key is kept with the draft
 * (`StoredDraft`, so a reload retries with it): the lifecycle sets and clears it there. It renders what stands beside
 * Send (progress, the failure with Retry, the result panel) and does "Send another" and "Edit and resend". With
 * `later.ts`: a send waits for that chunk anyway, so none of this is on the first screen; until it arrives the
 * element reads `idle`.
 */
import type { ReactiveController } from 'lit';
import { OutboxController } from '../../controllers/outbox.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';
import type { ComposerVoice, SendableDraft } from './extras-host.js';
import type { StoredDraft } from './stored-draft.js';
import { type ComposerPhase, type ResultCard } from './summary.js';
/** The last successful send: the draft's request ("Edit and resend"), its JSON and the request as it went out. */
export interface SentRequest {
    request: SendRequest;
    body: string;
    prepared: SendRequest;
}
export declare class SendLifecycle implements ReactiveController {
    #private;
    private readonly element;
    private readonly editor;
    private readonly voice;
    private readonly draft;
    private readonly stored;
    /** Sends kept while the service is unreachable ("Waiting to send"), sent later with their key. */
    readonly outbox: OutboxController;
    /**
     * `stored` keeps the pending send (its key) with the draft, so a reload retries with it; `draft` is the element's
     * judgement of the draft (what is sent, and whether it may be).
     */
    constructor(element: ParleyComposer, editor: DraftEditor, voice: ComposerVoice, draft: SendableDraft, stored: StoredDraft);
    /** Where the last send stands. */
    get phase(): ComposerPhase;
    /** The last message sent, its status kept live. */
    get result(): Message | undefined;
    /** The last successful send while the lifecycle has one (the summary compares the draft with it). */
    get sent(): SentRequest | undefined;
    hostConnected(): void;
    /** The sender changed: a failed send's error belonged to the old one. */
    senderChanged(): void;
    /** One send at a time: a second call while sending joins the first. */
    send(): Promise<Message>;
    /**
     * A scheduled message is no longer scheduled (from the scheduled list): cancelled, or sent before its cancellation
     * arrived. When it is the one just sent, the result says so: cancelled offers "Edit and reschedule" (the draft,
     * unchanged, can be scheduled again); sent shows its real status, followed live like any sent message.
     */
    unscheduled(message: Message): void;
    /** Beside Send: progress, the failure with Retry, or the result panel saying `card` (the summary's, of this phase). */
    render(card: ResultCard | undefined): typeof import("lit-html").nothing | import("lit-html").TemplateResult;
}
