/**
 * The types the composer's lazily loaded parts (the send lifecycle, `extras.ts` and its parts: sender, short links,
 * test send, templates, blast mode) are typed with, besides the owners they are handed as they are: the element (its
 * client, attributes, updates, events), the `DraftEditor`, the `StoredDraft`, the team's agents. Two
 * answers only the element can give are small interfaces here: {@link ComposerVoice} (its words and live region) and
 * {@link SendableDraft} (its judgement of the draft). The extras' own reach is {@link ExtrasReach}. Types only (and
 * `focusIn`), so the parts and `extras.ts` do not import each other.
 */
import type { ComposerKey } from '../../i18n/composer.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { ParleyComposer } from './composer.component.js';
/** What the composer says: its words (as the mode says them, `Extras.word`), in its locale, and its live region. */
export interface ComposerVoice {
    readonly t: (key: ComposerKey, vars?: Record<string, string | number>) => string;
    readonly locale: () => string;
    /** Says `text` in the element's polite live region (the same text twice is said twice). */
    readonly announce: (text: string) => void;
}
/**
 * The draft as a send takes it. The element judges it: the shared rules are its lazy `sendRules` chunk, filtered by
 * the mode (a blast has no recipient of its own, an SMS/MMS message no RCS part), and a refusal shows on its fields.
 */
export interface SendableDraft {
    /** The draft as the editors' request (RCS-shaped, so every problem has its path). */
    request(): SendRequest;
    /** How many problems make `request` unsendable. */
    problems(request: SendRequest): number;
    /** Shows every problem and focuses the first wrong field when the draft is unsendable: why, else undefined. */
    refuse(): Promise<Error | undefined>;
    /** The request as it goes over the wire: a phone-number sender's SMS/MMS part alone, else `request` itself. */
    wire(request: SendRequest): SendRequest;
    /** The request to send, short links made when "Shorten links" is on (`LinkShortening`, once the extras are in). */
    prepare(request: SendRequest, key: string): Promise<SendRequest>;
}
/** What the extras own and their parts read: the token's scopes, whether the draft goes to an audience, and as SMS/MMS alone. */
export interface ExtrasReach {
    readonly scopes: Set<string>;
    readonly blasting: boolean;
    readonly smsBlast: boolean;
    /** The draft's SMS/MMS part alone is sent (an SMS/MMS blast, or a phone-number sender to one recipient). */
    readonly smsOnly: boolean;
}
/** Focuses `selector` in the composer once it has rendered. */
export declare function focusIn(element: ParleyComposer, selector: string): Promise<void>;
