/**
 * The open thread as a team sees it (DESIGN §10): its notes as a timeline among the messages (author, time,
 * @mentions, edited or deleted by their author only, live through `note.*` events) and presence (who else views the
 * thread, who is typing a reply, and a question before sending when a teammate replied since you started typing).
 * This user's presence is posted while the thread is open and the tab visible (refreshed within the service's 30 s),
 * `idle` when the thread closes or the tab is hidden or closed. A controller of `<parley-inbox>`, made by the pane.
 */
import { type ReactiveController, type TemplateResult } from 'lit';
import type { I18nController } from '../../i18n/index.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { Message } from '../../schemas/messages.js';
import type { Note } from '../../schemas/notes.js';
import type { ParleyInbox } from './inbox.component.js';
import { type Applied, type InboxStore } from './inbox-store.js';
import { type ThreadState } from './model.js';
import type { OutboxController } from '../../controllers/outbox.js';
export declare class TeamThread implements ReactiveController {
    #private;
    /** Where a note goes when the service cannot be reached (set by the thread pane). */
    outbox: OutboxController | undefined;
    constructor(host: ParleyInbox, store: InboxStore, i18n: I18nController<InboxKey>);
    get notes(): readonly Note[];
    /** A thread opened (or none): presence moves with it, its notes and who is there load. */
    open(thread: ThreadState | undefined): void;
    /** A live event for the open thread. */
    applied(applied: Applied): void;
    /** This user typed in the reply box: typing (posted on change), back to viewing after a pause. */
    typed(text: string): void;
    /**
     * Whether to send now: false, showing the question, when an outbound reply this user did not send arrived since
     * they started typing (`mine`: the ids of this user's sends). `confirmed` after "Send anyway".
     */
    maySend(thread: ThreadState, isMine: (message: Message) => boolean, confirmed?: boolean): boolean;
    /** The reply went out: typing ends. */
    sent(): void;
    dismissConfirm(): void;
    hostConnected(): void;
    hostDisconnected(): void;
    /** A note in the log: set apart from the messages (never mistaken for what the customer sees). */
    renderNote(note: Note, locale: string): TemplateResult;
    /** The form that adds a note to the timeline (in the notes panel). */
    renderAddNote(): TemplateResult;
    /** Who else views the thread, for its header. */
    renderViewers(): unknown;
    /** Above the reply box: who is typing a reply, and the question before sending over a teammate's reply. */
    renderAboveReply(now: number, locale: string, send: () => void): unknown;
}
