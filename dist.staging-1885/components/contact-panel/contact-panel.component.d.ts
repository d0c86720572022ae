import type { Conversation } from '../../schemas/conversations.js';
import { nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { type ApiError } from '../../api/errors.js';
import { type Contact } from '../../schemas/contacts.js';
import { ParleyElement } from '../shared/parley-element.js';
/** Fields the panel edits. */
export type ContactField = 'name' | 'email' | 'tags' | 'description';
export type { ContactUpdatedDetail } from '../../events/loaded.js';
export interface ContactPanelErrorDetail {
    action: 'load' | 'save';
    error: ApiError;
}
/**
 * A conversation recipient's contact, editable in place.
 *
 * @summary Contact details (name, email, tags, description, audiences) with autosave.
 *
 * @event {ContactUpdatedEvent} parley-contact-updated - A change was saved; `detail.contact` is the saved record.
 * @event {ParleyErrorEvent} parley-error - Loading or saving failed (the error is also shown in place).
 * @event {ThreadSelectEvent} parley-thread-select - The user chose one of the customer's threads (`detail.conversationId`,
 *   `detail.conversation`); an inbox opens it. Not fired when the host sets `conversation-id`.
 *
 * @csspart panel - The panel's content.
 * @csspart field - One labelled field (label, input, hint, error).
 * @csspart input - An editable input or textarea.
 * @csspart error - A field's error message.
 * @csspart status - The saving / saved / not saved line.
 * @csspart audiences - The list of the contact's audiences.
 * @csspart tag - One tag or audience chip.
 * @csspart threads - The list of the customer's threads (with every sender and channel).
 * @csspart thread - One thread of that list (a button; the open one has `aria-current`).
 *
 * @cssproperty --parley-contact-panel-padding - Inner padding (default 0.75rem).
 * @cssproperty --parley-contact-panel-gap - Space between fields (default 0.75rem).
 */
export declare class ParleyContactPanel extends ParleyElement {
    #private;
    static styles: import("lit").CSSResult[];
    static properties: PropertyDeclarations;
    /** The contact to show (`GET /contacts/{id}`). Ignored when `contact` is set. @attr contact-id */
    contactId: string | undefined;
    /** The contact record itself (a conversation's `contact`), so opening the panel costs no request. */
    contact: Contact | null | undefined;
    /** The thread being viewed: marked as current in the list of the customer's threads. @attr conversation-id */
    conversationId: string | undefined;
    /**
     * The customer's threads as the host already has them (an inbox's header shows the same list): a list, or `null`
     * while the host asks for them. Left undefined, the panel asks for them itself.
     */
    customerThreads: readonly Conversation[] | null | undefined;
    /** The customer's threads with every sender, newest activity first (with `conversations:read`), asked by the panel. */
    private threads;
    private loaded;
    private loadError;
    private loading;
    private scopes;
    private values;
    private errors;
    private status;
    private saveError;
    private audienceNames;
    /** The audiences ticked in the editor (with contacts:write and audiences:read). */
    private audienceSelection;
    constructor();
    /** The record shown: the last one loaded or saved, else the `contact` property (read-only). */
    get current(): Contact | undefined;
    /** Resolves when pending edits are saved (or failed). */
    flush(): Promise<void>;
    connectedCallback(): void;
    disconnectedCallback(): void;
    protected willUpdate(changed: PropertyValues): void;
    render(): import("lit-html").TemplateResult<1> | typeof nothing;
}
