/**
 * "Send a test": sends the current draft (a blast's too) to the user's own number — remembered in this browser — with
 * short links as a real send would have, and says in words what happened. The draft is not cleared, the
 * composer's own send state (result, pending Idempotency-Key) is not touched.
 */
import { nothing } from 'lit';
import type { ParleyComposer } from './composer.component.js';
import type { ComposerVoice, ExtrasReach, SendableDraft } from './extras-host.js';
export declare class TestSend {
    #private;
    private readonly element;
    private readonly voice;
    private readonly reach;
    private readonly draft;
    number: string;
    state: {
        phase: 'idle' | 'sending' | 'sent' | 'failed';
        text: string;
    };
    constructor(element: ParleyComposer, voice: ComposerVoice, reach: ExtrasReach, draft: SendableDraft);
    send(): Promise<void>;
    render(): import("lit-html").TemplateResult<1> | typeof nothing;
}
