/**
 * Keeps an element subscribed to the live event stream while it is connected: resumes from the last event id
 * when it reconnects or its client changes, asks the host to re-sync after an `event: reset` (a gap the server
 * cannot fill) and when the tab becomes visible again (background tabs are throttled, connections get cut).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../api/transport.js';
import type { ApiError } from '../api/errors.js';
import type { EventSubscription, StreamMessage, StreamState } from '../api/sse.js';
import { subscribeEvents } from '../api/events.js';

/**
 * Why what is shown should load again: `reset` and `visible`, events may have been missed; `reconnected`, the stream
 * is open again after a drop (it resumed from its cursor, so nothing was missed, but what failed to load while the
 * connection was down can load now).
 */
export type ResyncReason = 'reset' | 'visible' | 'reconnected';

export interface EventStreamOptions {
  /** The client to subscribe with; `undefined` (no credentials yet) keeps the stream closed. */
  client(): ApiTransport | undefined;
  onEvent(event: StreamMessage): void;
  /** Reload what is shown ({@link ResyncReason} says why). */
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
export class EventStreamController implements ReactiveController {
  /** `connecting` · `open` · `reconnecting` · `closed`; the host re-renders on changes. */
  state: StreamState = 'closed';
  #subscription: EventSubscription | undefined;
  #client: ApiTransport | undefined;
  #lastEventId: string | undefined;
  #wasHidden = false;
  /** The stream dropped and is trying again: its next `open` is the connection back. */
  #dropped = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: EventStreamOptions,
  ) {
    host.addController(this);
  }

  /** The id to resume after (the last event delivered). */
  get lastEventId(): string | undefined {
    return this.#subscription?.lastEventId ?? this.#lastEventId;
  }

  hostConnected(): void {
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.#onVisibility);
    this.#sync();
  }

  hostDisconnected(): void {
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#close();
  }

  /** Follows a change of client (new credentials, injected client) once the host has updated. */
  hostUpdated(): void {
    if (this.options.client() !== this.#client) this.#sync();
  }

  /** Opens the stream again after a fatal error (e.g. when the user retries after signing in again). */
  restart(): void {
    this.#close();
    this.#sync();
  }

  #sync(): void {
    const client = this.options.client();
    if (client === this.#client && this.#subscription) return;
    this.#close();
    this.#client = client;
    if (!client) return;
    this.#subscription = subscribeEvents(client, {
      lastEventId: this.#lastEventId,
      onEvent: (event) => this.options.onEvent(event),
      onReset: () => this.options.onResync('reset'),
      onStateChange: (state) => {
        this.state = state;
        this.host.requestUpdate();
        if (state === 'reconnecting') this.#dropped = true;
        else if (state === 'open' && this.#dropped) {
          this.#dropped = false;
          this.options.onResync('reconnected');
        }
      },
      onError: (error) => {
        // Only fatal errors end the subscription; an unreadable event is skipped and not worth bothering anyone.
        if (error.kind !== 'bad-response') this.options.onError?.(error);
      },
    });
  }

  #close(): void {
    if (!this.#subscription) return;
    this.#lastEventId = this.#subscription.lastEventId;
    this.#subscription.close();
    this.#subscription = undefined;
  }

  #onVisibility = (): void => {
    if (document.visibilityState === 'hidden') {
      this.#wasHidden = true;
      return;
    }
    if (!this.#wasHidden) return;
    this.#wasHidden = false;
    // A closed stream (fatal error) stays closed; anything else may have missed events while throttled.
    if (this.#subscription && this.#subscription.state !== 'closed') this.options.onResync('visible');
  };
}
