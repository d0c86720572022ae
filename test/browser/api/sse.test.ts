// The event stream reader in Chromium against a real SSE endpoint (test-server.mjs in the dev server).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import {
  createApiClient,
  type ApiError,
  type EventSubscription,
  type StreamMessage,
  type StreamState,
  type SubscribeOptions,
} from '../../../src/api/index.js';
import { newScenario, type Scenario } from './helpers.js';

interface Recorded {
  sub: EventSubscription;
  ids: string[];
  states: StreamState[];
  resets: string[];
  errors: ApiError[];
}

function subscribe(s: Scenario, options: Partial<SubscribeOptions> = {}, token = true): Recorded {
  const api = createApiClient({
    baseUrl: s.baseUrl,
    ...(token ? { tokenUrl: `${s.baseUrl}/token` } : { token: 'static.token.value' }),
  });
  const recorded = {
    ids: [] as string[],
    states: [] as StreamState[],
    resets: [] as string[],
    errors: [] as ApiError[],
  };
  const sub = api.events({
    onEvent: (event: StreamMessage) => {
      if (event.event === 'message.created') expect(event.data.message.id).to.equal(`m_${event.id}`);
      recorded.ids.push(event.id);
    },
    onReset: (event) => recorded.resets.push(event.id),
    onStateChange: (state) => recorded.states.push(state),
    onError: (error) => recorded.errors.push(error),
    random: () => 0,
    retry: { baseDelayMs: 5, maxDelayMs: 50 },
    ...options,
  });
  return { sub, ...recorded };
}

/**
 * How long a silent stream is given (heartbeats come every 10 ms here): long enough that a busy machine's pause is not
 * taken for a dead connection (300 ms was, under load), short enough that a dead one is found within the wait.
 */
const SILENCE_MS = 1500;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('event stream', () => {
  let current: Recorded | undefined;
  afterEach(() => current?.sub.close());

  it('resumes after dropped connections with Last-Event-ID, losing and repeating nothing', async () => {
    // The server drops every connection after 3 events and replays the Last-Event-ID event on resume.
    const s = await newScenario({ events: 10, dropAfter: 3, overlap: true });
    current = subscribe(s);
    await waitUntil(() => current!.ids.length >= 10 && current!.sub.state === 'open', 'all events delivered', {
      timeout: 10_000,
    });
    expect(current.ids).to.deep.equal(range(1, 10));
    expect(current.sub.lastEventId).to.equal('10');
    const log = await s.log();
    expect(log.connections.map((c) => c.lastEventId)).to.deep.equal([null, '3', '5', '7', '9']);
    expect(log.connections.every((c) => c.authorized)).to.equal(true);
    expect(current.states.slice(0, 3)).to.deep.equal(['connecting', 'open', 'reconnecting']);
  });

  it('starts from a stored lastEventId', async () => {
    const s = await newScenario({ events: 6 });
    current = subscribe(s, { lastEventId: '4' });
    await waitUntil(() => current!.ids.length >= 2, 'events after 4');
    expect(current.ids).to.deep.equal(['5', '6']);
    expect((await s.log()).connections[0].lastEventId).to.equal('4');
  });

  it('hands event: reset to onReset and continues from the new id', async () => {
    const s = await newScenario({ events: 8, floor: 6 });
    current = subscribe(s, { lastEventId: '2' });
    await waitUntil(() => current!.ids.length >= 3, 'events after the reset');
    expect(current.resets).to.deep.equal(['5']);
    expect(current.ids).to.deep.equal(['6', '7', '8']);
    expect(current.sub.lastEventId).to.equal('8');
  });

  it('delivers ids again after a reset (the server started its cursors over)', async () => {
    const s = await newScenario({ events: 3, deadAfter: 3, restartAfterFirst: true });
    current = subscribe(s, { heartbeatTimeoutMs: SILENCE_MS });
    await waitUntil(() => current!.ids.length >= 6, 'both rounds', { timeout: 10_000 });
    expect(current.ids).to.deep.equal(['1', '2', '3', '1', '2', '3']);
    expect(current.resets).to.deep.equal(['0']);
  });

  it('reconnects when the stream goes silent past the heartbeat allowance', async () => {
    // First connection: 2 events, then neither events nor heartbeats.
    const s = await newScenario({ events: 5, deadAfter: 2 });
    current = subscribe(s, { heartbeatTimeoutMs: SILENCE_MS });
    await waitUntil(() => current!.ids.length >= 5, 'the rest after reconnecting', { timeout: 10_000 });
    expect(current.ids).to.deep.equal(range(1, 5));
    expect((await s.log()).connections.map((c) => c.lastEventId)).to.deep.equal([null, '2']);
    expect(current.states).to.include('reconnecting');
  });

  it('gives up on a connection whose response never starts, and reconnects', async () => {
    const s = await newScenario({ events: 3, stallFirst: true });
    current = subscribe(s, { heartbeatTimeoutMs: SILENCE_MS });
    await waitUntil(() => current!.ids.length >= 3, 'events from the second connection', { timeout: 10_000 });
    expect(current.ids).to.deep.equal(range(1, 3));
    expect((await s.log()).connections.length).to.equal(2);
  });

  it('keeps a live stream open while heartbeats arrive', async () => {
    const s = await newScenario({ events: 1 });
    // Heartbeats come every 100 ms; the allowance is 20 of them, so a busy machine's pause is not a dead stream, and
    // the wait spans 2.5 allowances, so a client that ignored heartbeats would have reconnected twice.
    current = subscribe(s, { heartbeatTimeoutMs: 2000 });
    await waitUntil(() => current!.ids.length === 1, 'the event');
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect((await s.log()).connections.length).to.equal(1);
    expect(current.states).to.deep.equal(['connecting', 'open']);
  });

  it('stops with state closed on an authentication failure', async () => {
    const s = await newScenario({ events: 3, rejectAll: true });
    current = subscribe(s, {}, false);
    await waitUntil(() => current!.sub.state === 'closed', 'closed');
    expect(current.errors.map((e) => e.kind)).to.deep.equal(['unauthorized']);
    expect(current.ids).to.deep.equal([]);
    expect((await s.log()).connections.length).to.equal(1);
  });

  it('close() and the signal end the subscription', async () => {
    const s = await newScenario({ events: 100 });
    current = subscribe(s);
    await waitUntil(() => current!.ids.length >= 1, 'first event');
    current.sub.close();
    await waitUntil(() => current!.sub.state === 'closed', 'closed');
    const delivered = current.ids.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(current.ids.length).to.equal(delivered);

    const controller = new AbortController();
    const other = subscribe(s, { signal: controller.signal });
    await waitUntil(() => other.ids.length >= 1, 'first event');
    controller.abort();
    await waitUntil(() => other.sub.state === 'closed', 'closed by the signal');
  });
});
