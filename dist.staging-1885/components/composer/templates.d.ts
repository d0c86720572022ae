import type { SendRequest } from '../../schemas/messages.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';
import { type ComposerVoice, type SendableDraft } from './extras-host.js';
/** A message to start from: `request` fills the editor (its `from`/`to` are ignored when the element has them). */
export interface ComposerTemplate {
    id: string;
    name: string;
    request: Partial<SendRequest>;
}
export declare class Templates {
    #private;
    private readonly element;
    private readonly editor;
    private readonly voice;
    private readonly draft;
    /** The template waiting for "Replace draft" (the draft has content). */
    pending: ComposerTemplate | undefined;
    saving: boolean;
    name: string;
    /** `editor` fills the draft from a template and says whether it is empty (nothing to confirm replacing). */
    constructor(element: ParleyComposer, editor: DraftEditor, voice: ComposerVoice, draft: SendableDraft);
    choose(id: string): void;
    save(): void;
    render(): import("lit-html").TemplateResult<1>;
}
