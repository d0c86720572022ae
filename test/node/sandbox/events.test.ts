import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { StreamEvent } from '../../../src/schemas/events.js';
import * as z from '../../../src/schemas/zod.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { DEMO_SENDERS, settle, sseReader, testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
afterEach(() => t?.close());

const TO = '+14155550177';
const sms = (text = 'hello', from: string = DEMO_SENDERS.acmePhone) => ({ type: 'SMS', from, to: TO, text });

async function open(t: TestSandbox, options: { token?: string; lastEventId?: string; query?: string } = {}) {
  const token = options.token ?? (await t.embed(['conversations:read']));
  const response = await t.fetch('GET', `/events/stream${options.query ?? ''}`, {
    token,
    headers: options.lastEventId !== undefined ? { 'Last-Event-ID': options.lastEventId } : {},
  });
  return { response, reader: sseReader(response) };
}

describe('GET /events/stream', () => {
  it('streams text/event-stream with monotonic ids and events matching the schema', async () => {
    t = testSandbox({ demoData: false });
    const { response, reader } = await open(t);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('Content-Type')!, /^text\/event-stream/);
    assert.equal(response.headers.get('Cache-Control'), 'no-cache, no-transform');
    await t.api('POST', '/send', sms());
    await t.clock.tick(1000);
    const frames = [];
    for (let i = 0; i < 6; i++) frames.push((await reader.nextEvent())!);
    assert.deepEqual(
      frames.map((f) => f.event),
      [
        'message.created',
        'conversation.updated',
        'message.updated',
        'conversation.updated',
        'message.updated',
        'conversation.updated',
      ],
    );
    assert.deepEqual(
      frames.filter((f) => f.event === 'message.updated').map((f) => f.json.message.status),
      ['SENT', 'DELIVERED'],
    );
    const ids = frames.map((f) => Number(f.id));
    for (let i = 1; i < ids.length; i++) assert.ok(ids[i]! > ids[i - 1]!, 'ids increase');
    for (const frame of frames) {
      assert.ok(
        z.safeParse(StreamEvent, { id: frame.id, event: frame.event, data: frame.json }).success,
        `${frame.event} matches the schema`,
      );
    }
    await reader.cancel();
  });

  it('sends typing events, both directions', async () => {
    t = testSandbox({ demoData: false });
    await t.api('POST', '/send', sms());
    const { reader } = await open(t);
    const typist = await t.embed(['messages:send'], undefined, 'sam@acme.example');
    await t.call('POST', '/send/typing', { token: typist, body: { from: DEMO_SENDERS.acmePhone, to: TO } });
    await t.api('POST', '/sandbox/typing', { from: TO, to: DEMO_SENDERS.acmePhone });
    const out = (await reader.nextEvent())!;
    const inbound = (await reader.nextEvent())!;
    assert.equal(out.event, 'typing');
    assert.deepEqual(
      [out.json.direction, out.json.by, out.json.from, out.json.to],
      ['outbound', 'sam@acme.example', DEMO_SENDERS.acmePhone, TO],
    );
    assert.deepEqual([inbound.event, inbound.json.direction], ['typing', 'inbound']);
    await reader.cancel();
  });

  it("filters events by the token's res", async () => {
    t = testSandbox({ demoData: false });
    const token = await t.embed(['conversations:read'], { senders: [DEMO_SENDERS.northwindPhone] });
    const { reader } = await open(t, { token });
    await t.api('POST', '/send', sms('hidden', DEMO_SENDERS.acmePhone));
    await t.api('POST', '/send', sms('visible', DEMO_SENDERS.northwindPhone));
    const first = (await reader.nextEvent())!;
    assert.equal(first.event, 'message.created');
    assert.equal(first.json.message.text, 'visible', 'the acme event never reached this subscriber');
    await reader.cancel();
  });

  it('resumes after Last-Event-ID with exactly the missed events (header or ?lastEventId=)', async () => {
    t = testSandbox({ demoData: false });
    const first = await open(t);
    await t.api('POST', '/send', sms('one'));
    const seen = (await first.reader.nextEvent())!;
    await first.reader.cancel();
    await t.api('POST', '/send', sms('two'));
    const expected = t.sandbox.events.lastId;
    const resumed = await open(t, { lastEventId: seen.id });
    const replay = [];
    for (let id = Number(seen.id) + 1; id <= expected; id++) replay.push((await resumed.reader.nextEvent())!);
    assert.deepEqual(
      replay.map((f) => Number(f.id)),
      Array.from({ length: expected - Number(seen.id) }, (_, i) => Number(seen.id) + 1 + i),
    );
    assert.ok(replay.some((f) => f.event === 'message.created' && f.json.message.text === 'two'));
    await resumed.reader.cancel();
    const byQuery = await open(t, { query: `?lastEventId=${expected - 1}` });
    assert.equal((await byQuery.reader.nextEvent())!.id, String(expected));
    await byQuery.reader.cancel();
  });

  it('refuses a Last-Event-ID header and a ?lastEventId= that disagree (400 naming lastEventId); agreeing is fine', async () => {
    t = testSandbox({ demoData: false });
    await t.api('POST', '/send', sms('one'));
    const last = t.sandbox.events.lastId;
    const token = await t.embed(['conversations:read']);
    const refused = await t.fetch('GET', `/events/stream?lastEventId=${last - 1}`, {
      token,
      headers: { 'Last-Event-ID': String(last) },
    });
    // A stream (one of the two ignored) never ends: its body is read only when it is the refusal.
    if (refused.status !== 400) await refused.body?.cancel();
    assert.equal(refused.status, 400);
    const disagree = { body: JSON.parse(await refused.text()) };
    assert.deepEqual(disagree.body.errors.properties.lastEventId.errors, [
      `lastEventId "${last - 1}" disagrees with the Last-Event-ID header "${last}": send one of them, or the same cursor in both`,
    ]);
    assert.match(disagree.body.description, /^Query validation failed: lastEventId: /);
    const agree = await open(t, { lastEventId: String(last - 1), query: `?lastEventId=${last - 1}` });
    assert.equal(agree.response.status, 200);
    assert.equal((await agree.reader.nextEvent())!.id, String(last), 'resumed after the cursor both name');
    await agree.reader.cancel();
  });

  it('answers event: reset for a cursor older than the backlog, or unknown, then goes live', async () => {
    t = testSandbox({ demoData: false, eventBacklog: 3 });
    for (let i = 0; i < 3; i++) await t.api('POST', '/send', sms(`m${i}`));
    const old = await open(t, { lastEventId: '1' });
    const reset = (await old.reader.nextEvent())!;
    assert.equal(reset.event, 'reset');
    assert.equal(reset.id, String(t.sandbox.events.lastId), 'the reset carries the current cursor');
    assert.ok(z.safeParse(StreamEvent, { id: reset.id, event: 'reset', data: reset.json }).success);
    await t.api('POST', '/send', sms('live'));
    assert.equal((await old.reader.nextEvent())!.event, 'message.created');
    await old.reader.cancel();
    for (const id of ['99999', 'abc']) {
      const other = await open(t, { lastEventId: id });
      assert.equal((await other.reader.nextEvent())!.event, 'reset', `Last-Event-ID ${id}`);
      await other.reader.cancel();
    }
  });

  it('writes a heartbeat comment every heartbeatMs', async () => {
    t = testSandbox({ demoData: false, heartbeatMs: 5000 });
    const { reader } = await open(t);
    assert.equal((await reader.next())!.comment, 'connected');
    assert.equal((await reader.next())!.event, 'ready', 'a fresh subscription learns the cursor');
    await t.clock.tick(5000);
    assert.equal((await reader.next())!.comment, 'heartbeat');
    await reader.cancel();
  });

  it('forgets a subscriber when its stream is cancelled or its request aborted, and stops the heartbeat', async () => {
    t = testSandbox({ demoData: false });
    const token = await t.embed(['conversations:read']);
    const a = await t.fetch('GET', '/events/stream', { token });
    const controller = new AbortController();
    await t.fetch('GET', '/events/stream', { token, signal: controller.signal });
    assert.equal(t.sandbox.events.subscriberCount, 2);
    await a.body!.cancel();
    assert.equal(t.sandbox.events.subscriberCount, 1);
    controller.abort();
    await settle();
    assert.equal(t.sandbox.events.subscriberCount, 0);
    assert.equal(t.clock.pending, 0, 'no heartbeat timer without subscribers');
  });

  it('ends a stream when its token expires, so the client reconnects with a fresh one', async () => {
    t = testSandbox({ demoData: false });
    const token = await createEmbedToken({
      key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
      team: SANDBOX_DEFAULTS.team,
      user: 'u',
      scopes: ['conversations:read'],
      ttl: 60,
      now: t.clock.now(),
    });
    const { reader } = await open(t, { token });
    assert.equal((await reader.next())!.comment, 'connected');
    await t.clock.tick(59_999);
    assert.equal(t.sandbox.events.subscriberCount, 1);
    await t.clock.tick(1);
    assert.equal(t.sandbox.events.subscriberCount, 0);
    const rest = [];
    for (let frame = await reader.next(); frame; frame = await reader.next()) rest.push(frame);
    assert.ok(
      rest.every((f) => f.comment === 'heartbeat' || f.event === 'ready'),
      'only heartbeats were queued, then the stream ended',
    );
  });

  it('tells subscribers to re-sync after POST /sandbox/reset', async () => {
    t = testSandbox({ demoData: false });
    const { reader } = await open(t);
    const reset = await t.api('POST', '/sandbox/reset');
    assert.equal(reset.status, 200);
    assert.equal((await reader.nextEvent())!.event, 'reset');
    await reader.cancel();
  });

  it('needs conversations:read', async () => {
    t = testSandbox({ demoData: false });
    const token = await t.embed(['messages:send']);
    const reply = await t.call('GET', '/events/stream', { token });
    assert.equal(reply.status, 401);
    assert.match(reply.body.error, /conversations:read/);
  });
});
