/**
 * "Shorten links": a toggle, on by default when the token has `links:write` (absent without); the
 * lengths the message and its SMS fallback will have with short links, shown before sending; and, when sending,
 * the request with every URL replaced by a tracked short link (`core/short-links.ts`, `POST /tools/url`).
 *
 * One link per distinct URL per send; the links made for a send are kept with its Idempotency-Key, so a retry of
 * the same send reuses them (and its body, hence the service's idempotent replay, stays the same).
 */
import { nothing } from 'lit';
import type { SendRequest } from '../../schemas/messages.js';
import type { ParleyComposer } from './composer.component.js';
import type { DraftEditor } from './draft-editor.js';
import type { ComposerVoice, ExtrasReach, SendableDraft } from './extras-host.js';
export declare class LinkShortening {
    #private;
    private readonly element;
    private readonly voice;
    private readonly reach;
    private readonly draft;
    private readonly editor;
    /** The user's choice; only applies with `links:write`. */
    on: boolean;
    /** `editor`: its summary holds the fallback's one count (with short links) that the lengths repeat. */
    constructor(element: ParleyComposer, voice: ComposerVoice, reach: ExtrasReach, draft: SendableDraft, editor: DraftEditor);
    get active(): boolean;
    /** Where the links of a send will point when shortening is on, else undefined: what the lengths are counted with. */
    get shortHost(): string | undefined;
    /** The request to send: URLs shortened when active, links reused for the same `key`. */
    prepare(request: SendRequest, key: string): Promise<SendRequest>;
    render(): import("lit-html").TemplateResult<1> | typeof nothing;
}
