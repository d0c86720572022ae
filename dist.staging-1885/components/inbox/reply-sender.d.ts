/**
 * The reply box's job: the draft (kept across reloads), typing notifications (at most one per 3 s), sending with
 * optimistic pending bubbles, and retrying. Retry is all here: a reply that failed before the service took it stays
 * as a pending bubble with its idempotency key, and Retry (`deliver`) sends it again with that key, so it never
 * sends twice; a message the service took and then failed (status FAILED) is sent again as a new message with a new
 * key (`resend`), the failed one staying in the log as it was, without its own Retry from then on.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { OutboxController } from '../../controllers/outbox.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import { type InboxStore } from './inbox-store.js';
import type { PendingSend, ThreadState } from './model.js';
export declare class ReplySender implements ReactiveController {
    #private;
    private readonly host;
    private readonly store;
    private readonly queued;
    text: string;
    /** Where a reply goes when the service cannot be reached (set by the thread pane). */
    outbox: OutboxController | undefined;
    /** `queued`: a reply was queued (the log scrolls to it). */
    constructor(host: ReactiveControllerHost & HTMLElement, store: InboxStore, queued: () => void);
    get resent(): ReadonlySet<string>;
    /**
     * Whether this user sent `message` here (a teammate's replies are the other outbound ones): one whose send answered,
     * or the echo on the event stream of a reply still in flight, which on a slow answer arrives first.
     */
    isMine(message: Message, thread: ThreadState): boolean;
    /** A reply in flight whose message the stream already brought: shown once, as that message. */
    echoed(pending: PendingSend, messages: readonly Message[]): boolean;
    /** Follows the open thread: its saved draft fills the box. */
    switchTo(thread: ThreadState | undefined): void;
    input(text: string, thread: ThreadState | undefined): void;
    /** Sends the draft, with the URLs of uploaded attachments as media; resolves false when nothing was queued. */
    send(thread: ThreadState | undefined, mediaUrls?: readonly string[]): Promise<boolean>;
    /** Sends (or re-sends, with the same key) a pending reply; on failure it stays, marked, with Retry. */
    deliver(threadId: string, pending: PendingSend): Promise<void>;
    /** Sends a message the service failed again, as a new message (new key); the failed one loses its Retry. */
    resend(message: Message): Promise<Message>;
    hostDisconnected(): void;
}
/** The same content again, from the same sender to the same recipient. */
export declare function resendRequest(m: Message): SendRequest;
/**
 * A reply on the thread's own channel: RCS from an agent (text; media; or a card with both), else SMS, or MMS past
 * the SMS length limit or with media.
 */
export declare function replyRequest(c: Conversation, text: string, mediaUrls?: readonly string[]): SendRequest;
/** Merges messages (a send's or reaction's answer) into their cached thread, and updates its pending replies. */
export declare function mergeInto(store: InboxStore, conversationId: string, messages: Message[], pending?: (list: PendingSend[]) => PendingSend[]): void;
