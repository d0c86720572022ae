/**
 * `<parley-composer>`: compose, validate, preview, schedule and send an RCS message with SMS/MMS fallback.
 * Side-effect free: `src/composer.ts` registers the tag.
 *
 * The element holds the draft, sends it and renders its first screen (an empty text message's editor): `model.ts`
 * (the draft and the request), `editors.ts` (the first screen's fields). The rest is `later.ts`, one chunk fetched
 * beside the first paint and awaited by every state that shows a part of it: the other editors (`more-editors.ts`,
 * `carousel-editor.ts`), problem wording (`problems.ts`), the service's cost checks
 * (`controllers/service-validation.ts`, `cost-line.ts`), the phone previews (`preview.ts`, `preview-parts.ts`), the
 * result in words (`result.ts`), status tracking (`status-tracker.ts`), the scheduled list (`schedule-list.ts`,
 * `scheduled-list.ts`), the team's agents (`team-agents.ts`) and the extras (`extras.ts`: sender, short links, test
 * send, templates, blast mode). The send rules (zod, `send-rules.ts`) are a chunk of their own, fetched likewise.
 */
import { type PropertyDeclarations, type PropertyValues } from 'lit';
import { type ComposerKey } from '../../i18n/composer.js';
import { type CatalogSource } from '../../i18n/index.js';
import { type ChangeDetail } from '../../events/change.js';
import type { MessageSentDetail } from '../../events/message-sent.js';
import type { ParleyErrorDetail } from '../../events/parley-error.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import { ParleyElement } from '../shared/parley-element.js';
import { type Problem } from './model.js';
import type { UploadHandler } from '../../controllers/upload.js';
import type { ComposerTemplate } from './templates.js';
import type { ComposerPhase } from './summary.js';
export type { ComposerTemplate } from './templates.js';
/** Why {@link ParleyComposer.send} refused: every problem, with its path in the request and its message. */
export declare class ComposerValidationError extends Error {
    readonly reasons: {
        path: string;
        message: string;
    }[];
    readonly name = "ComposerValidationError";
    constructor(reasons: {
        path: string;
        message: string;
    }[]);
}
export type { ComposerPhase } from './summary.js';
/** `parley-change` detail. */
export type ComposerChangeDetail = ChangeDetail;
/** `parley-message-sent` detail: the message, its conversation and the send's Idempotency-Key. */
export type ComposerSentDetail = MessageSentDetail;
/** `parley-error` detail: an `ApiError` (or, rarely, another error) from a send or a schedule cancellation. */
export type ComposerErrorDetail = ParleyErrorDetail<'send' | 'schedule'>;
export type { Problem as ComposerProblem } from './model.js';
/**
 * The send-RCS-message composer: text, media, rich card or carousel with suggestions, an SMS/MMS fallback,
 * scheduling, validation against the service's own limits, a live phone preview, and sending with retry.
 *
 * @summary Compose, validate, preview, schedule and send an RCS message with SMS/MMS fallback.
 *
 * @attr from - The sender: an RCS agent id (`agent_acme`).
 * @attr to - The recipient (E.164). Without it, the composer shows a recipient input that normalizes to E.164.
 * @attr audience-id - Blast mode: send to every contact of this audience (`messages:blast`, `audiences:read`). With
 *   `messages:blast` and no attribute, "Send to: an audience" offers a picker.
 * @attr base-url - API root (default: the local sandbox).
 * @attr token - A static embed token (scope `messages:send`; `messages:schedule` lists scheduled messages;
 *   `conversations:read` follows the delivery status live).
 * @attr token-url - Your route answering `{token}`.
 * @attr locale - BCP 47 locale (en, es, ar…); right-to-left locales flip the layout.
 * @attr theme - `light` | `dark` | `auto`.
 *
 * @prop {SendRequest} value - The draft send request (`{type: 'RCS', from, to, rcs, fallback?, scheduledTime?}`);
 *   readable at any time, settable by the host (setting it fires no event; `null` empties the composer,
 *   `undefined` is ignored). The `from`/`to` attributes, when set, take precedence over the value's own.
 * @prop {Problem[]} problems - Read-only: what makes the draft unsendable now (same rules as the service).
 * @prop {Message | undefined} result - Read-only: the last message sent, its status kept live.
 * @prop {'idle' | 'sending' | 'sent' | 'scheduled' | 'cancelled' | 'failed'} phase - Read-only: where the last send
 *   stands (`scheduled` until it is cancelled from the scheduled list: `cancelled`).
 * @prop {UploadHandler} uploadHandler - Uploads a file chosen, dropped or pasted on a media field and resolves to its
 *   URL (checked first against the RCS/MMS file types and sizes); without it media fields take URLs only.
 * @prop {ParleyClient} client - An API client to use (e.g. bound to an in-browser sandbox).
 * @prop {TokenProvider} tokenProvider - Async function returning a fresh token.
 * @prop {ComposerTemplate[]} templates - Messages to start from (`{id, name, request}`), offered in a menu.
 *
 * @event {ParleyChangeEvent} parley-change - The user edited the draft. `detail: {value: SendRequest}`.
 * @event {MessageSendEvent} parley-message-send - Before sending; cancelable (`preventDefault()` vetoes). `detail: SendRequest`.
 * @event {MessageSentEvent} parley-message-sent - The service accepted the message. `detail: {message, conversationId, idempotencyKey}`.
 * @event {ParleyErrorEvent} parley-error - A send or a schedule cancellation failed (the draft is kept). `detail: {error, action: 'send' | 'schedule'}`.
 * @event {TemplateSaveEvent} parley-template-save - "Save as template": persist it. `detail: {name, request}` (no from/to).
 * @event {BlastSentEvent} parley-blast-sent - Blast mode: the service accepted the blast. `detail: {blast}`.
 * @event {BlastUpdatedEvent} parley-blast-updated - Blast mode: the blast's status or counters changed. `detail: {blast}`.
 * @event {ThreadSelectEvent} parley-thread-select - Blast mode: the user asked to open the thread of a recipient the
 *   blast did not reach ("Open thread" in the failed list). `detail: {conversationId, conversation: undefined}`.
 *
 * @csspart base - The layout wrapper.
 * @csspart form - The editor column.
 * @csspart header - Sender and recipient.
 * @csspart kind - The content kind chooser (text, media, card, carousel).
 * @csspart field - One labelled input with its counter and error.
 * @csspart counter - A length counter (`12 / 200`).
 * @csspart error - A field's error message.
 * @csspart errors - The summary shown when a send is refused.
 * @csspart cards - The carousel's card list.
 * @csspart card - One card editor in the carousel.
 * @csspart drag-handle - A card's drag handle.
 * @csspart suggestions - A suggestion list editor.
 * @csspart suggestion - One suggestion editor.
 * @csspart fallback - The SMS/MMS fallback editor.
 * @csspart channel - "Goes as SMS/MMS" with segments, encoding and characters.
 * @csspart validation - The one cost line, in the service's figures (the RCS message and its fallback).
 * @csspart upload - A media field's file controls: Choose file, progress and Cancel.
 * @csspart schedule - The schedule editor.
 * @csspart actions - The send button and the send status.
 * @csspart send-button - The send (or schedule) button.
 * @csspart status - Send progress, the result in words kept live, or the failure with Retry.
 * @csspart result - The result panel after a send (also `status`): the sentence, Details, Send another, Edit and resend.
 * @csspart preview - Both previews.
 * @csspart phone - The RCS phone preview, headed by the sending agent (name, logo, verified mark).
 * @csspart bubble - A message bubble in a preview.
 * @csspart chip - A suggestion chip in the preview.
 * @csspart preview-card - A rich card in the preview.
 * @csspart preview-carousel - The carousel in the preview.
 * @csspart fallback-preview - The SMS/MMS phone preview.
 * @csspart scheduled - The list of scheduled messages with Cancel.
 * @csspart agent - The sender's `<parley-agent-identity>` (`agents:read`).
 * @csspart launch-warning - Recipients on carriers without launch get the fallback (or nothing).
 * @csspart shorten - The "Shorten links" toggle and the lengths with short links.
 * @csspart shortened - The lengths with short links.
 * @csspart templates - The template menu and "Save as template".
 * @csspart template-menu - The template menu.
 * @csspart template-confirm - "Replace your draft with …?".
 * @csspart test-send - "Send a test" with the number field.
 * @csspart test-send-button - The "Send test" button.
 * @csspart test-result - The test send's result in words.
 * @csspart send-to - "Send to: one recipient / an audience".
 * @csspart audience - The audience picker.
 * @csspart send-as - Blast mode's "Send as: RCS (with SMS/MMS fallback) / SMS/MMS".
 * @csspart blast-confirm - The blast's summary and confirm.
 * @csspart blast-progress - The blast's live progress.
 * @csspart failures - Blast mode: the list of recipients the blast did not reach, with the reason and "Open thread".
 * @csspart summary - The blast's recipients, segments and estimated total.
 *
 * @cssproperty --parley-composer-preview-background - Behind the phone previews (default: the surface colour).
 * @cssproperty --parley-composer-bubble-background - RCS bubbles and cards (default: the background colour).
 * @cssproperty [--parley-composer-sms-bubble-background=#1a7f37] - SMS/MMS bubbles (white text).
 * @cssproperty --parley-composer-chip-color - Suggestion chips (default: the primary colour).
 * @cssproperty [--parley-composer-phone-width=300px] - Width of the phone previews.
 * @cssproperty [--parley-composer-warning=#b45309] - Accent of the launch warning.
 */
export declare class ParleyComposer extends ParleyElement {
    #private;
    static styles: import("lit").CSSResultGroup[];
    /**
     * Adds a language (or replaces a shipped one): a catalog of this element's messages, or a loader of one
     * (`() => import('./fr.js')`); missing keys fall back to English. Plural messages tag their forms with
     * `Intl.PluralRules` categories (`'one: {count} x|other: {count} xs'`).
     */
    static registerLanguage(language: string, catalog: CatalogSource<ComposerKey>): void;
    static properties: PropertyDeclarations;
    /** RCS agent id sending the message. @attr from */
    from: string;
    /** Recipient in E.164; when empty, the user types one. @attr to */
    to: string;
    /** Blast mode: send to every contact of this audience (`messages:blast`) instead of one recipient. @attr audience-id */
    audienceId: string;
    /** Messages to start from, offered in a "Start from a template" menu (`{id, name, request}`). */
    templates: ComposerTemplate[];
    /**
     * Lets people attach files to media fields (a file picker, drag and drop, paste), besides typing a URL. Your
     * function uploads the file to storage the service can fetch from and resolves to its `https://` URL; it should
     * stop when `signal` aborts (Cancel) and may report progress (0–1). Files are checked before it is called: the
     * service's RCS/MMS file types, at most 100 MB for RCS and 5 MB for MMS. Without it, media fields take URLs only.
     */
    uploadHandler: UploadHandler | undefined;
    /** Where the last send stands (read-only for hosts; its owner is the send lifecycle, `send-lifecycle.ts`). */
    get phase(): ComposerPhase;
    /** The last message sent, its status kept live (read-only for hosts). */
    get result(): Message | undefined;
    private announcement;
    /** The draft send request. Setting it replaces the draft without firing `parley-change`. */
    get value(): SendRequest;
    set value(value: SendRequest | null | undefined);
    /** Problems that make the current draft unsendable (empty when it can be sent). */
    get problems(): Problem[];
    constructor();
    connectedCallback(): void;
    protected willUpdate(changed: PropertyValues<this>): void;
    /** The styles of `later.ts` join the shadow root in the update that first shows a part of it. */
    protected updated(): void;
    /** `updateComplete` also waits for the send rules and `later.ts`, so what a host reads after it (`problems`) is judged and worded. */
    protected getUpdateComplete(): Promise<boolean>;
    /**
     * Sends the draft. Resolves to the message the service stored; rejects with a {@link ComposerValidationError}
     * (its `reasons`) when the draft is unsendable, an `AbortError` when a `parley-message-send` listener vetoed it,
     * or the API error when the service refused or could not be reached (the draft is kept; call again to retry
     * with the same Idempotency-Key).
     */
    send(): Promise<Message>;
    render(): import("lit-html").TemplateResult<1>;
}
