/**
 * What the composer offers beyond writing one message, loaded after its first paint: the
 * sender's identity and launch warning (`sender.ts`), "Shorten links" (`link-shortening.ts`), "Send a test"
 * (`test-send.ts`), templates (`templates.ts`) and the switch to blast mode (`blast-mode.ts`).
 * The element hands it the owners it uses (itself, the draft's editor, its voice, its judgement of the draft, the
 * team's agents: `extras-host.ts` types the two small ones) and calls `header()`, `tools()`, `prepare()` and
 * `cancelScheduled()`; each part is given only what it uses, and reads the scopes and the mode from the extras, which
 * own them ({@link ExtrasReach}).
 */
import { type ReactiveController } from 'lit';
import type { ComposerKey } from '../../i18n/composer.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';
import { type ComposerVoice, type ExtrasReach, type SendableDraft } from './extras-host.js';
import type { ScheduleList } from './schedule-list.js';
import type { TeamAgents } from './team-agents.js';
import { BlastMode } from './blast-mode.js';
import { LinkShortening } from './link-shortening.js';
import { Sender } from './sender.js';
import { Templates } from './templates.js';
import { TestSend } from './test-send.js';
export declare class Extras implements ReactiveController, ExtrasReach {
    #private;
    private readonly element;
    private readonly editor;
    private readonly voice;
    private readonly draft;
    scopes: Set<string>;
    mode: 'one' | 'audience';
    blast: BlastMode | undefined;
    readonly sender: Sender;
    readonly links: LinkShortening;
    readonly test: TestSend;
    readonly templates: Templates;
    constructor(element: ParleyComposer, editor: DraftEditor, voice: ComposerVoice, draft: SendableDraft, agents: TeamAgents | undefined);
    hostConnected(): void;
    get blasting(): boolean;
    /** A blast of the draft's SMS/MMS part alone (`/messages/blast/sms|mms`): the RCS editors step aside. */
    get smsBlast(): boolean;
    /**
     * The draft's SMS/MMS part alone, no RCS: an SMS/MMS blast, or a message to one recipient from a phone number (the
     * editor's `smsSender`). Its words say "message", never "fallback"; there is no agent identity or launch warning.
     */
    get smsOnly(): boolean;
    /** The composer's word for `key` in this mode. */
    word(key: ComposerKey): ComposerKey;
    /** The request to send (short links when on); bound, so the parts can hold it. */
    readonly prepare: (request: SendRequest, key: string) => Promise<SendRequest>;
    /** Blast mode's "Review blast" (the composer's submit while blasting). */
    reviewBlast(): Promise<void>;
    /**
     * Cancels a scheduled message (a scheduled blast whole) from the scheduled list; a failure is worded above it.
     * `unscheduled` gets the message as it now stands (the send lifecycle's, when it is the one just sent), before the
     * list drops it and the focus moves. A refusal because it is no longer scheduled (409) is read back: cancelled
     * elsewhere is a cancellation like this one (not an error); sent meanwhile is too late (the list says so, no retry).
     */
    cancelScheduled(message: Message, list: ScheduleList, unscheduled: (message: Message) => void): Promise<void>;
    cancelBlast(id: string): Promise<unknown>;
    /** Sender identity, "Send to: one recipient / an audience" with the audience picker, and templates. */
    header(): import("lit-html").TemplateResult<1>;
    /** Before the send button: the launch warning, short links, test send; blast confirm and progress. */
    tools(): import("lit-html").TemplateResult<1>;
}
