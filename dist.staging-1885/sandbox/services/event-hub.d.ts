/**
 * The live event stream's hub (DESIGN §3 Event stream): numbers every event with a monotonic cursor, keeps a bounded
 * backlog for `Last-Event-ID` resumption, fans each event out to the subscribers whose token `res` can see it, and
 * writes a heartbeat comment so proxies and clients know the connection is alive. Web streams only (no Node APIs),
 * so it runs wherever the sandbox does.
 */
import type { StreamEventType } from '../../schemas/events.js';
import type { SandboxContext } from '../context.js';
import { type Caller, type RowScope } from '../http.js';
export type LiveEventType = Exclude<StreamEventType, 'reset'>;
export interface EventHub {
    /**
     * Numbers and records an event, and sends it to every subscriber allowed to see a row with `scope`, except the
     * embed user `exceptUser` (a teammate's own presence is not news to them).
     */
    publish(type: LiveEventType, data: unknown, scope: RowScope, options?: {
        exceptUser?: string;
    }): void;
    /**
     * Opens one subscriber's stream: first the backlog after `lastEventId` (or `event: reset` when that id is no
     * longer in the backlog), then live events. Cancelling the stream or aborting `signal` unsubscribes. The stream
     * ends at `endAt` (epoch ms: the token's expiry), so a client reconnects with a fresh token and resumes from
     * `Last-Event-ID` instead of listening on an expired one.
     */
    open(caller: Caller, lastEventId: string | null, options?: {
        signal?: AbortSignal;
        endAt?: number;
    }): ReadableStream<Uint8Array>;
    /** Tells every subscriber to re-sync (the store was replaced); the cursor keeps counting up. */
    reset(reason: string): void;
    /** Ends every stream and stops the heartbeat. */
    close(): void;
    readonly subscriberCount: number;
    /** The cursor of the newest event (0 before the first). */
    readonly lastId: number;
}
export declare function createEventHub(context: SandboxContext): EventHub;
