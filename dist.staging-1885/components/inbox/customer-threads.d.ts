/**
 * The open customer's threads with every sender and channel (`conversations/list {to}`, DESIGN §10): asked for once
 * per customer opened and kept current by the event stream. The header's "Also with" and the contact panel both show
 * this one copy, so they never disagree and the customer costs one request. Only the open customer's threads are
 * kept: events are followed for them alone, so a copy of another customer's could go stale unseen.
 * It comes with the thread pane's chunk.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Conversation } from '../../schemas/conversations.js';
import type { InboxStore } from './inbox-store.js';
export declare class CustomerThreads implements ReactiveController {
    #private;
    constructor(host: ReactiveControllerHost, store: InboxStore);
    /** Another customer's thread is open, or none: their threads are let go (and an unanswered request dropped). */
    hostUpdate(): void;
    /**
     * The customer's threads: a list (the open one included), `null` while asked for (or about to be: the thread has
     * just opened), `undefined` when they cannot be had (no `conversations:read`, or the request failed).
     */
    of(to: string): readonly Conversation[] | null | undefined;
    /** A thread of customer `to` is open: their threads are asked for unless already known (a failure is asked again). */
    load(to: string): Promise<void>;
    /** The stream says a conversation was created or changed: if it is this customer's, the list follows. */
    changed(c: Conversation): void;
}
