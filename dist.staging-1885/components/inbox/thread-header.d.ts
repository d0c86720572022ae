/**
 * The open thread's header: who the customer is (avatar, name, number, sender and channel), who else is here, and
 * the customer's other threads ("Also with: Acme Coffee · RCS", each opening that thread), and the toggles of the contact
 * panel and the notes, which it owns. It comes with the thread pane's chunk: before the
 * pane arrives the element shows only the back button and the name, so none of this is first-screen bytes.
 */
import { type TemplateResult } from 'lit';
import type { I18nController } from '../../i18n/index.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { ParleyInbox } from './inbox.component.js';
import type { InboxStore } from './inbox-store.js';
import type { InboxParts } from './lazy-parts.js';
/** What the header is given when the pane is created. */
export interface HeaderParts {
    store: InboxStore;
    i18n: I18nController<InboxKey>;
    parts: InboxParts;
    /** Back to the list (one-pane layout). */
    back(): void;
    /** The sender as people know it (the host's name, the agent's or brand's, else the id). */
    senderName(c: Conversation): string;
    /** Opens another thread as the user choosing it in the list does. */
    open(id: string): Promise<void>;
}
export declare class ThreadHeader {
    #private;
    constructor(host: ParleyInbox, parts: HeaderParts);
    get notesOpen(): boolean;
    /** A thread opens: its notes start closed (the contact panel stays as the user left it). */
    reset(): void;
    /** A thread has opened: the customer's threads with every sender and channel are asked for (once per customer). */
    opened(c: Conversation | undefined): void;
    /** The stream changed a conversation (or created one): the customer's threads follow if it is theirs. */
    changed(c: Conversation): void;
    toggleNotes(): Promise<void>;
    /** The header, then the contact panel and the notes when open (`viewers`: who else is here; `notes`: the notes panel). */
    render(c: Conversation | undefined, name: string, viewers: unknown, notes: () => unknown): TemplateResult;
}
