/**
 * Keeps an element subscribed to the live event stream while it is connected: resumes from the last event id
 * when it reconnects or its client changes, asks the host to re-sync after an `event: reset` (a gap the server
 * cannot fill) and when the tab becomes visible again (background tabs are throttled, connections get cut).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ParleyClient } from '../api/client.js';
import type { ApiError } from '../api/errors.js';
import type { StreamMessage, StreamState } from '../api/sse.js';
export type ResyncReason = 'reset' | 'visible';
export interface EventStreamOptions {
    /** The client to subscribe with; `undefined` (no credentials yet) keeps the stream closed. */
    client(): ParleyClient | undefined;
    onEvent(event: StreamMessage): void;
    /** Reload what is shown: events may have been missed. */
    onResync(reason: ResyncReason): void;
    /** A fatal stream error (401 after refresh, 403…): the stream is closed until {@link EventStreamController.restart}. */
    onError?(error: ApiError): void;
}
/**
 * @example
 * ```ts
 * #stream = new EventStreamController(this, {
 *   client: () => (this.hasCredentials ? this.api : undefined),
 *   onEvent: (event) => this.#apply(event),
 *   onResync: () => this.#reload(),
 * });
 * ```
 */
export declare class EventStreamController implements ReactiveController {
    #private;
    private readonly host;
    private readonly options;
    /** `connecting` · `open` · `reconnecting` · `closed`; the host re-renders on changes. */
    state: StreamState;
    constructor(host: ReactiveControllerHost, options: EventStreamOptions);
    /** The id to resume after (the last event delivered). */
    get lastEventId(): string | undefined;
    hostConnected(): void;
    hostDisconnected(): void;
    /** Follows a change of client (new credentials, injected client) once the host has updated. */
    hostUpdated(): void;
    /** Opens the stream again after a fatal error (e.g. when the user retries after signing in again). */
    restart(): void;
}
