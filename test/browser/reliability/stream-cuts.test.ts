// Reliability: the live event stream is cut 20 times while 1,000 inbound messages arrive. Every event must be
// delivered once (no gap, no repeat) by the API client, and `<parley-inbox>` must show every message once.
//
// Cuts are made in the fetch handed to the client: the body errors in the middle of a chunk (half an event
// delivered, then "network connection lost"), like a connection dropped mid-response. The client resumes with
// `Last-Event-ID` from the sandbox's backlog. The client-level test also lets the sandbox drop 30 % of stream
// connections before any byte (its `drop` fault).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient, type ParleyClient } from '../../../src/api/client.js';
import { createParser } from 'eventsource-parser';
import type { StreamMessage, SubscribeOptions } from '../../../src/api/sse.js';
import { LONG_THREAD } from '../../../src/sandbox/demo-data.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { mount } from '../inbox/helpers.js';
import { openLongThread, quiesce } from './helpers.js';
import { inboxState } from '../inbox/harness.js';

const MESSAGES = 1000;
const CUTS = 20;
const BATCH = 5;

/** Wraps the sandbox's fetch so a test can cut the open event stream in the middle of its next chunk. */
function cuttable(box: TestSandbox) {
  let cutRequested: (() => void) | undefined;
  let connections = 0;
  let cuts = 0;
  /** The events the stream delivered whole, over every connection, in order; and its resets. */
  const delivered: StreamMessage[] = [];
  let resets = 0;
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await box.fetch(request);
    if (!new URL(request.url).pathname.endsWith('/events/stream') || !response.body) return response;
    connections++;
    // What this connection hands the client, read as the client reads it: a half event at a cut is never complete.
    const wire = createParser({
      onEvent: (e) => {
        if (e.event === 'ready') return; // hands a fresh connection its cursor; not an event
        if (e.event === 'reset') resets++;
        else delivered.push({ id: e.id, event: e.event, data: JSON.parse(e.data) } as StreamMessage);
      },
    });
    const reader = response.body.getReader();
    let events = 0; // chunks with an event delivered on this connection
    let broken = false;
    const decoder = new TextDecoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (broken) {
          // The half chunk has been read; now the connection is gone.
          controller.error(new TypeError('network connection lost'));
          void reader.cancel();
          return;
        }
        const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (done) return controller.close();
        const hasEvent = new TextDecoder().decode(value).includes('\nevent: ');
        const cut = cutRequested;
        // Cut mid-stream: in an event chunk after this connection has delivered events, never in its preamble.
        if (!cut || !hasEvent || events++ === 0) {
          wire.feed(decoder.decode(value, { stream: true }));
          return controller.enqueue(value);
        }
        cutRequested = undefined;
        broken = true;
        const half = value.slice(0, Math.ceil(value.length / 2)); // usually half an event
        wire.feed(decoder.decode(half, { stream: true }));
        controller.enqueue(half);
        cuts++;
        cut();
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return {
    fetch: fetchImpl,
    /** Resolves once the stream has been cut inside the next chunk it delivers. */
    cut: () => new Promise<void>((resolve) => (cutRequested = resolve)),
    get connections() {
      return connections;
    },
    get cuts() {
      return cuts;
    },
    /** What the stream handed the client whole (a half event cut short is not), across connections. */
    delivered,
    resets: () => resets,
  };
}

/**
 * Posts the inbound messages in batches and asks for a cut in the middle of every `MESSAGES / CUTS` of them,
 * without waiting for it: the cut lands in whatever the stream delivers next (live events, or the replay after
 * a reconnect) while messages keep coming. A cut is asked for only once the previous one happened.
 */
async function produce(box: TestSandbox, link: ReturnType<typeof cuttable>, texts: string[]): Promise<void> {
  const perCut = MESSAGES / CUTS;
  let previousCut: Promise<void> = Promise.resolve();
  for (let i = 0; i < MESSAGES; i += BATCH) {
    await Promise.all(
      texts.slice(i, i + BATCH).map(async (text) => {
        const res = await box.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text });
        expect(res.status).to.equal(200);
      }),
    );
    if ((i + perCut / 2) % perCut === 0) {
      await previousCut;
      previousCut = link.cut();
    }
  }
  await previousCut;
}

/** Records what the subscription hands on, to check "once and in order" below the element too. */
function recordEvents(client: ParleyClient) {
  const delivered: StreamMessage[] = [];
  let resets = 0;
  const events = client.events.bind(client);
  client.events = (options: SubscribeOptions) =>
    events({
      ...options,
      onEvent: (event) => {
        delivered.push(event);
        options.onEvent(event);
      },
      onReset: (event) => {
        resets++;
        options.onReset(event);
      },
    });
  return { delivered, resets: () => resets };
}

function checkOnceEach(delivered: StreamMessage[], texts: string[]): void {
  const ids = delivered.map((e) => Number(e.id));
  expect(new Set(ids).size, 'an event id delivered twice').to.equal(ids.length);
  expect(
    ids.every((id, i) => i === 0 || id > ids[i - 1]!),
    'events out of order',
  ).to.equal(true);
  const created = new Map<string, number>();
  for (const e of delivered)
    if (e.event === 'message.created' && e.data.message.text)
      created.set(e.data.message.text, (created.get(e.data.message.text) ?? 0) + 1);
  const missing = texts.filter((t) => !created.has(t));
  expect(missing.length, `message.created never delivered: ${missing.slice(0, 3).join(', ')}`).to.equal(0);
  expect(
    [...created.values()].every((n) => n === 1),
    'message.created delivered twice',
  ).to.equal(true);
}

const makeTexts = (tag: string) => Array.from({ length: MESSAGES }, (_, i) => `${tag} inbound #${i}`);

describe('reliability: event stream cut 20 times during 1,000 events', function () {
  this.timeout(180_000);

  it('the API client delivers every event once, in order, across 20 mid-chunk cuts and dropped connections', async () => {
    const box = await startTestSandbox();
    const link = cuttable(box);
    // Besides the mid-chunk cuts, the sandbox drops 30 % of stream connections outright.
    expect(
      (await box.server('POST', '/sandbox/faults', { rules: [{ path: '/events/stream', drop: 0.3 }] })).status,
    ).to.equal(200);
    const client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: link.fetch });
    const recorder = recordEvents(client);
    const firstId = box.sandbox.events.lastId;
    const errors: unknown[] = [];
    const subscription = client.events({
      onEvent: () => {},
      onReset: () => {},
      onError: (error) => errors.push(error),
      retry: { baseDelayMs: 20, maxDelayMs: 200 },
    });
    await waitUntil(() => subscription.state === 'open', 'stream not open', { timeout: 10_000 });
    const texts = makeTexts('client');
    await produce(box, link, texts);
    const lastId = box.sandbox.events.lastId;
    await waitUntil(() => subscription.lastEventId === String(lastId), 'not every event delivered', {
      timeout: 60_000,
    });
    subscription.close();
    await box.server('POST', '/sandbox/faults', { rules: [] });

    checkOnceEach(recorder.delivered, texts);
    // Every event the sandbox published after the subscription opened, no more: ids are consecutive.
    expect(recorder.delivered.map((e) => Number(e.id))).to.deep.equal(
      Array.from({ length: lastId - firstId }, (_, i) => firstId + 1 + i),
    );
    expect(recorder.resets()).to.equal(0);
    expect(errors).to.deep.equal([]);
    expect(link.cuts).to.equal(CUTS);
    // Nothing is left subscribed: cut and dropped connections released their subscriber in the sandbox.
    await waitUntil(
      () => box.sandbox.events.subscriberCount === 0,
      `${box.sandbox.events.subscriberCount} stream subscribers left behind`,
      { timeout: 5000 },
    );
    console.log(
      `[reliability] stream (client): ${JSON.stringify({ messages: MESSAGES, events: recorder.delivered.length, cuts: link.cuts, connections: link.connections, lost: 0, duplicated: 0 })}`,
    );
  });

  it('<parley-inbox> shows each of the 1,000 messages once, in the thread and the list, across 20 cuts', async () => {
    const box = await startTestSandbox();
    const link = cuttable(box);
    const client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: link.fetch });
    // The element subscribes through the stream reader itself: what reached it is what its connections delivered.
    const recorder = link;
    const errors: Event[] = [];
    const m = await mount({ box, client });
    m.el.addEventListener('parley-error', (e) => errors.push(e));
    await openLongThread(m);
    await waitUntil(() => link.connections === 1 && inboxState(m.el).thread?.status === 'ready', 'stream not open', {
      timeout: 10_000,
    });
    const before = inboxState(m.el).thread!.messages.length;
    const texts = makeTexts('inbox');
    await produce(box, link, texts);
    const created = () => recorder.delivered.filter((e) => e.event === 'message.created').length;
    await waitUntil(() => created() >= MESSAGES, `only ${created()} of ${MESSAGES} messages reached the inbox`, {
      timeout: 60_000,
    });
    await quiesce(m, 5);

    checkOnceEach(recorder.delivered, texts);
    expect(recorder.resets(), 'a re-sync was needed').to.equal(0);
    expect(link.cuts).to.equal(CUTS);

    // The element's thread: every message once, in order, none lost.
    const thread = inboxState(m.el).thread!;
    const shown = thread.messages.filter((x) => x.text?.startsWith('inbox inbound #')).map((x) => x.text);
    expect(shown).to.deep.equal(texts);
    expect(new Set(thread.messages.map((x) => x.id)).size).to.equal(thread.messages.length);
    expect(thread.messages.length).to.equal(before + MESSAGES);
    // The list: the thread once, on top, previewing the newest message.
    expect(inboxState(m.el).threads.filter((c) => c.id === thread.id).length).to.equal(1);
    expect(inboxState(m.el).threads[0]!.id).to.equal(thread.id);
    // The DOM (virtualized: only a window is rendered): no row twice, and the newest message's row once.
    const keys = m.$$<HTMLElement>('.messages [data-vkey]').map((row) => row.dataset.vkey!);
    expect(new Set(keys).size).to.equal(keys.length);
    const lastRows = m
      .$$<HTMLElement>('.messages [data-vkey]')
      .filter((row) => row.textContent!.includes(texts.at(-1)!));
    expect(lastRows.length).to.equal(1);
    expect(errors).to.deep.equal([]);
    expect(m.$('.banner[role="alert"]')).to.equal(null);
    console.log(
      `[reliability] stream (inbox): ${JSON.stringify({ messages: MESSAGES, events: recorder.delivered.length, cuts: link.cuts, connections: link.connections, shown: shown.length, lost: 0, duplicated: 0 })}`,
    );
  });
});
