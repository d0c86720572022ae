/** The live event stream over any {@link ApiTransport}, with its reader loaded on first use. */
import { sleep } from './backoff.js';
import { ApiError } from './errors.js';
import { backoffDelay } from './retry-policy.js';
import type { EventSubscription, StreamState, SubscribeOptions } from './sse.js';
import type { ApiTransport } from './transport.js';

/**
 * `GET /events/stream` on a client: live events, reconnecting with backoff and resuming with `Last-Event-ID`. The
 * SSE reader (`sse.ts`, eventsource-parser and the stream event schemas) loads on first use, so no entry carries it
 * on its first screen; until it has loaded the handle reports `connecting`.
 *
 * @example
 * ```ts
 * const sub = subscribeEvents(client, { onEvent: (e) => console.log(e.event), signal });
 * ```
 */
export function subscribeEvents(client: ApiTransport, options: SubscribeOptions): EventSubscription {
  let subscription: EventSubscription | undefined;
  let closed = false;
  import('./sse.js').then(
    (sse) => {
      // Handed what it needs of the client's modules, which it does not import (`ReaderKit` in sse.ts says why).
      if (!closed) subscription = sse.subscribeEvents(client, options, { ApiError, backoffDelay, sleep });
    },
    (cause) =>
      options.onError?.(
        new ApiError({ status: 0, kind: 'network', message: 'Could not load the event stream reader', cause }),
      ),
  );
  return {
    close() {
      closed = true;
      subscription?.close();
    },
    get lastEventId() {
      return subscription ? subscription.lastEventId : options.lastEventId;
    },
    get state(): StreamState {
      return subscription?.state ?? (closed ? 'closed' : 'connecting');
    },
  };
}
