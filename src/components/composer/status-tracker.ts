/**
 * Follows a sent message's delivery status live: on the event stream (catching up with one read once it is open or
 * after a gap), falling back to polling if the stream ends for good, for at most ten minutes and only until the
 * status is final. Tokens without `conversations:read` are not followed (the stream would answer 401, which a
 * shared client reports as an expired session). Stops when the host disconnects or another message is tracked.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { sleep } from '../../api/backoff.js';
import type { ApiTransport } from '../../api/transport.js';
import { readTokenScopes } from '../../api/jwt.js';
import type { Message } from '../../schemas/messages.js';
import { listMessages } from '../../api/conversations.js';
import { subscribeEvents } from '../../api/events.js';

const FINAL = new Set(['READ', 'FAILED', 'CANCELLED']);
/** No further status change is expected: a final state, or a fallback whose SMS/MMS leg has settled. */
export const settled = (m: Message): boolean =>
  FINAL.has(m.status) ||
  (m.status === 'FALLBACK_SENT' &&
    !!m.fallbackMessage &&
    ['DELIVERED', 'READ', 'FAILED'].includes(m.fallbackMessage.status));
/** How long a sent message's status is followed at most. */
const TRACK_MS = 10 * 60_000;
const POLL_MS = 2000;

export interface StatusTrackerOptions {
  api(): ApiTransport;
  /** A newer state of the tracked message. */
  update(message: Message): void;
}

export class StatusTracker implements ReactiveController {
  #abort: AbortController | undefined;

  constructor(
    host: ReactiveControllerHost,
    private readonly options: StatusTrackerOptions,
  ) {
    host.addController(this);
  }

  /** Follows `message` (and stops following the previous one). */
  async track(message: Message): Promise<void> {
    this.stop();
    const abort = (this.#abort = new AbortController());
    const api = this.options.api();
    const scopes = readTokenScopes(await api.getToken().catch(() => undefined));
    if (abort.signal.aborted || (scopes && !scopes.includes('conversations:read'))) return;
    const timer = setTimeout(() => abort.abort(), TRACK_MS);
    abort.signal.addEventListener('abort', () => clearTimeout(timer));
    const update = (m: Message) => {
      if (m.id !== message.id || abort.signal.aborted) return;
      this.options.update(m);
      if (settled(m)) abort.abort();
    };
    // Changes between the send's answer and the stream opening are caught up with one read.
    const catchUp = () =>
      listMessages(api, message.conversationId, { pageSize: 20 }, { signal: abort.signal }).then(
        (page) => page.data.forEach(update),
        () => {},
      );
    // If the stream ends for good (e.g. the route is blocked), poll the conversation instead.
    const poll = async () => {
      while (!abort.signal.aborted) {
        await catchUp();
        await sleep(POLL_MS, abort.signal).catch(() => {});
      }
    };
    subscribeEvents(api, {
      onEvent: (e) => {
        if (e.event === 'message.updated' || e.event === 'message.created') update(e.data.message);
      },
      onReset: () => void catchUp(),
      onStateChange: (state) => {
        if (state === 'open') void catchUp();
        else if (state === 'closed' && !abort.signal.aborted) void poll();
      },
      signal: abort.signal,
    });
  }

  stop(): void {
    this.#abort?.abort();
  }

  hostDisconnected(): void {
    this.stop();
  }
}
