/**
 * Follows a sent message's delivery status live: on the event stream (catching up with one read once it is open or
 * after a gap), falling back to polling if the stream ends for good, for at most ten minutes and only until the
 * status is final. Tokens without `conversations:read` are not followed (the stream would answer 401, which a
 * shared client reports as an expired session). Stops when the host disconnects or another message is tracked.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ParleyClient } from '../../api/client.js';
import type { Message } from '../../schemas/messages.js';
/** No further status change is expected: a final state, or a fallback whose SMS/MMS leg has settled. */
export declare const settled: (m: Message) => boolean;
export interface StatusTrackerOptions {
    api(): ParleyClient;
    /** A newer state of the tracked message. */
    update(message: Message): void;
}
export declare class StatusTracker implements ReactiveController {
    #private;
    private readonly options;
    constructor(host: ReactiveControllerHost, options: StatusTrackerOptions);
    /** Follows `message` (and stops following the previous one). */
    track(message: Message): Promise<void>;
    stop(): void;
    hostDisconnected(): void;
}
