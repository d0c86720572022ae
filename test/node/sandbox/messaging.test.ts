import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { canonicalJson } from '../../../src/sandbox/http.js';
import { Message, LIMITS } from '../../../src/schemas/messages.js';
import type { WebhookEvent } from '../../../src/schemas/webhooks.js';
import * as z from '../../../src/schemas/zod.js';
import { DEMO_SENDERS, DEMO_TEST_NUMBERS, testSandbox, type TestSandbox } from './helpers.js';

const TO = '+14155550177';
let t: TestSandbox;
afterEach(() => t?.close());

const sms = (text = 'Hello from the test', to = TO) => ({ type: 'SMS', from: DEMO_SENDERS.acmePhone, to, text });
const rcs = (to: string, fallback?: object) => ({
  type: 'RCS',
  from: DEMO_SENDERS.acmeAgent,
  to,
  rcs: { text: 'Rich hello' },
  ...(fallback ? { fallback } : {}),
});

/** A sandbox without demo data whose webhook emissions are recorded. */
function recording(): { t: TestSandbox; webhooks: { sender: string; event: WebhookEvent }[] } {
  const sandbox = testSandbox({ demoData: false });
  const webhooks: { sender: string; event: WebhookEvent }[] = [];
  const service = sandbox.sandbox.context.webhooks;
  const emit = service.emit.bind(service);
  service.emit = (sender, event) => {
    webhooks.push({ sender, event });
    emit(sender, event);
  };
  return { t: sandbox, webhooks };
}

const stored = (id: string) => t.sandbox.store.data.messages[id]!;
const statuses = (webhooks: { event: WebhookEvent }[], id: string) =>
  webhooks.flatMap(({ event }) =>
    event.type === 'MESSAGE.STATUS' && event.message.id === id ? [event.message.status] : [],
  );

describe('POST /send and the carrier simulation', () => {
  it('answers a QUEUED message that becomes SENT then DELIVERED on the clock, with a MESSAGE.STATUS per change', async () => {
    let webhooks;
    ({ t, webhooks } = recording());
    const sent = await t.api('POST', '/send', sms());
    assert.equal(sent.status, 200);
    assert.ok(z.safeParse(Message, sent.body).success, 'the answer is a Message');
    assert.equal(sent.body.status, 'QUEUED');
    assert.equal(sent.body.direction, 'outbound');
    const id = sent.body.id;
    await t.clock.tick(299);
    assert.equal(stored(id).status, 'QUEUED');
    await t.clock.tick(1);
    assert.equal(stored(id).status, 'SENT');
    assert.ok(stored(id).sentAt);
    await t.clock.tick(700);
    assert.equal(stored(id).status, 'DELIVERED');
    assert.deepEqual(statuses(webhooks, id), ['QUEUED', 'SENT', 'DELIVERED']);
    assert.ok(webhooks.every((w) => w.sender === DEMO_SENDERS.acmePhone));
  });

  it('honours carrierDelays', async () => {
    t = testSandbox({ demoData: false, carrierDelays: { sent: 10, delivered: 20 } });
    const { body } = await t.api('POST', '/send', sms());
    await t.clock.tick(30);
    assert.equal(stored(body.id).status, 'DELIVERED');
  });

  it('marks RCS messages READ after the read delay (RCS only has read receipts), dropping an unused fallback', async () => {
    t = testSandbox({ demoData: false });
    const { body } = await t.api('POST', '/send', rcs(TO, { from: DEMO_SENDERS.acmePhone, text: 'unused' }));
    assert.ok(t.sandbox.store.data.fallbacks[body.id], 'the fallback is kept while RCS delivery is pending');
    await t.clock.tick(1000);
    assert.equal(stored(body.id).status, 'DELIVERED');
    await t.clock.tick(2500);
    assert.equal(stored(body.id).status, 'READ');
    assert.equal(stored(body.id).fallbackMessage, null);
    assert.deepEqual(t.sandbox.store.data.fallbacks, {}, 'nothing left behind');
  });

  it('falls back to SMS for an RCS message to a number without RCS (…0000): FALLBACK_SENT with fallbackMessage', async () => {
    let webhooks;
    ({ t, webhooks } = recording());
    const { body } = await t.api(
      'POST',
      '/send',
      rcs(DEMO_TEST_NUMBERS.noRcs, { from: DEMO_SENDERS.acmePhone, text: 'Plain hello' }),
    );
    await t.clock.tick(300);
    const message = stored(body.id);
    assert.equal(message.status, 'FALLBACK_SENT');
    assert.equal(message.fallbackMessage?.type, 'SMS');
    assert.equal(message.fallbackMessage?.from, DEMO_SENDERS.acmePhone);
    assert.equal(message.fallbackMessage?.to, DEMO_TEST_NUMBERS.noRcs);
    assert.equal(message.fallbackMessage?.text, 'Plain hello');
    await t.clock.tick(700);
    assert.equal(stored(body.id).fallbackMessage?.status, 'DELIVERED');
    assert.equal(stored(body.id).status, 'FALLBACK_SENT', 'the message ends FALLBACK_SENT');
    const last = webhooks.at(-1)!.event;
    assert.equal(last.type, 'MESSAGE.STATUS');
    assert.equal(
      last.type === 'MESSAGE.STATUS' && last.fallbackMessage?.status,
      'DELIVERED',
      'the webhook carries fallbackMessage',
    );
    assert.equal(webhooks.at(-1)!.sender, DEMO_SENDERS.acmeAgent);
  });

  it('falls back as MMS when the fallback has mediaUrls or text longer than 3072 characters (spec rule)', async () => {
    t = testSandbox({ demoData: false });
    const media = await t.api(
      'POST',
      '/send',
      rcs(DEMO_TEST_NUMBERS.noRcs, { from: DEMO_SENDERS.acmePhone, mediaUrls: ['https://example.com/a.png'] }),
    );
    const long = await t.api(
      'POST',
      '/send',
      rcs('+14155550000', { from: DEMO_SENDERS.acmePhone, text: 'x'.repeat(LIMITS.smsFallbackText + 1) }),
    );
    const exact = await t.api(
      'POST',
      '/send',
      rcs('+14155550000', { from: DEMO_SENDERS.acmePhone, text: 'x'.repeat(LIMITS.smsFallbackText) }),
    );
    await t.clock.tick(300);
    assert.equal(stored(media.body.id).fallbackMessage?.type, 'MMS');
    assert.deepEqual(stored(media.body.id).fallbackMessage?.mediaUrls, ['https://example.com/a.png']);
    assert.equal(stored(long.body.id).fallbackMessage?.type, 'MMS');
    assert.equal(stored(exact.body.id).fallbackMessage?.type, 'SMS');
  });

  it('fails an RCS message to …0000 without a fallback, with an error', async () => {
    t = testSandbox({ demoData: false });
    const { body } = await t.api('POST', '/send', rcs(DEMO_TEST_NUMBERS.noRcs));
    await t.clock.tick(300);
    const message = stored(body.id);
    assert.equal(message.status, 'FAILED');
    assert.equal(message.error?.code, 'RCS_UNDELIVERABLE');
    assert.match(message.error!.message, /0000/);
  });

  it('fails an RCS message to …9999 without a fallback as undeliverable: no fallback would have reached it', async () => {
    t = testSandbox({ demoData: false });
    const { body } = await t.api('POST', '/send', rcs(DEMO_TEST_NUMBERS.fails));
    await t.clock.tick(300);
    const message = stored(body.id);
    assert.equal(message.status, 'FAILED');
    assert.equal(message.error?.code, 'UNDELIVERABLE');
    assert.doesNotMatch(message.error!.message, /fallback/);
  });

  it('fails every delivery to …9999, SMS and RCS fallback alike', async () => {
    t = testSandbox({ demoData: false });
    const text = await t.api('POST', '/send', sms('hi', DEMO_TEST_NUMBERS.fails));
    const rich = await t.api(
      'POST',
      '/send',
      rcs(DEMO_TEST_NUMBERS.fails, { from: DEMO_SENDERS.acmePhone, text: 'hi' }),
    );
    await t.clock.tick(300);
    assert.equal(stored(text.body.id).status, 'SENT');
    assert.equal(stored(rich.body.id).status, 'FALLBACK_SENT');
    await t.clock.tick(700);
    assert.equal(stored(text.body.id).status, 'FAILED');
    assert.equal(stored(text.body.id).error?.code, 'UNDELIVERABLE');
    assert.equal(stored(rich.body.id).status, 'FAILED');
    assert.equal(stored(rich.body.id).fallbackMessage?.status, 'FAILED');
  });

  it('refuses a sender the team does not have, and a sender of the wrong kind, with a 400 {error}', async () => {
    t = testSandbox({ demoData: false });
    const unknown = await t.api('POST', '/send', { ...sms(), from: '+14155550999' });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.error, /not a sender of team team_sandbox/);
    const fallbackFromAgent = await t.api('POST', '/send', rcs(TO, { from: '+14155550999', text: 'x' }));
    assert.equal(fallbackFromAgent.status, 400);
    assert.match(fallbackFromAgent.body.error, /fallback\.from/);
  });

  it('answers the ZodError body for a malformed send', async () => {
    t = testSandbox({ demoData: false });
    const reply = await t.api('POST', '/send', { type: 'SMS', from: DEMO_SENDERS.acmePhone, to: 'not-a-number' });
    assert.equal(reply.status, 400);
    assert.equal(typeof reply.body.description, 'string');
    assert.ok(reply.body.errors.properties.to, 'the error names the field');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first response, same status and body, without sending twice', async () => {
    t = testSandbox({ demoData: false });
    const first = await t.api('POST', '/send', sms(), { 'Idempotency-Key': 'key-1' });
    const again = await t.api(
      'POST',
      '/send',
      { text: 'Hello from the test', to: TO, from: DEMO_SENDERS.acmePhone, type: 'SMS' },
      { 'Idempotency-Key': 'key-1' },
    );
    assert.equal(again.status, first.status);
    assert.deepEqual(again.body, first.body);
    assert.equal(again.headers.get('Idempotency-Replayed'), 'true');
    assert.equal(Object.keys(t.sandbox.store.data.messages).length, 1);
  });

  it('treats bodies that differ only in key order as the same body (property)', () => {
    const shuffle = (value: unknown, seed: number): unknown => {
      if (Array.isArray(value)) return value.map((v, i) => shuffle(v, seed + i));
      if (value && typeof value === 'object') {
        const entries = Object.entries(value);
        const rotated = entries
          .slice(seed % (entries.length || 1))
          .concat(entries.slice(0, seed % (entries.length || 1)));
        return Object.fromEntries(rotated.reverse().map(([k, v]) => [k, shuffle(v, seed + 1)]));
      }
      return value;
    };
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, seed) => {
        assert.equal(canonicalJson(shuffle(value, seed)), canonicalJson(value));
      }),
    );
    // And nothing else does: canonical equality is deep equality (which ignores key order).
    const normalized = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);
    fc.assert(
      fc.property(normalized, normalized, fc.boolean(), (a, other, same) => {
        const b = same ? shuffle(a, 3) : other;
        assert.equal(canonicalJson(a) === canonicalJson(b), isDeepStrictEqual(a, b));
      }),
    );
  });

  it('answers 409 {error} for the same key with another body', async () => {
    t = testSandbox({ demoData: false });
    await t.api('POST', '/send', sms('one'), { 'Idempotency-Key': 'key-2' });
    const other = await t.api('POST', '/send', sms('two'), { 'Idempotency-Key': 'key-2' });
    assert.equal(other.status, 409);
    assert.match(other.body.error, /another request body/);
  });

  it('forgets keys after 24 hours, keeps keys per caller, and bounds their length', async () => {
    t = testSandbox({ demoData: false });
    const userA = await t.embed(['messages:send'], undefined, 'a@example.com');
    const userB = await t.embed(['messages:send'], undefined, 'b@example.com');
    const a = await t.call('POST', '/send', {
      token: userA,
      body: sms('one'),
      headers: { 'Idempotency-Key': 'shared' },
    });
    const b = await t.call('POST', '/send', {
      token: userB,
      body: sms('two'),
      headers: { 'Idempotency-Key': 'shared' },
    });
    assert.equal(a.status, 200);
    assert.equal(b.status, 200, 'another user may use the same key');
    assert.notEqual(a.body.id, b.body.id);
    t.clock.advance(24 * 3600 * 1000);
    const later = await t.call('POST', '/send', {
      token: userA,
      body: sms('three'),
      headers: { 'Idempotency-Key': 'shared' },
    });
    assert.equal(later.status, 200, 'an expired key is a new request');
    const long = await t.api('POST', '/send', sms(), { 'Idempotency-Key': 'k'.repeat(256) });
    assert.equal(long.status, 400);
    assert.match(long.body.error, /255/);
    const max = await t.api('POST', '/send', sms(), { 'Idempotency-Key': 'k'.repeat(255) });
    assert.equal(max.status, 200);
  });

  it('does not record failures: a corrected request with the same key goes through', async () => {
    t = testSandbox({ demoData: false });
    const bad = await t.api('POST', '/send', { ...sms(), from: '+14155550999' }, { 'Idempotency-Key': 'key-3' });
    assert.equal(bad.status, 400);
    const good = await t.api('POST', '/send', sms(), { 'Idempotency-Key': 'key-3' });
    assert.equal(good.status, 200);
  });
});

describe('scheduled messages', () => {
  const inHours = (t: TestSandbox, h: number) => new Date(t.clock.now() + h * 3600_000).toISOString();

  it('holds a future message as SCHEDULED and dispatches it at scheduledTime', async () => {
    t = testSandbox({ demoData: false });
    const { body } = await t.api('POST', '/send', { ...sms(), scheduledTime: inHours(t, 2) });
    assert.equal(body.status, 'SCHEDULED');
    await t.clock.tick(2 * 3600_000 - 1);
    assert.equal(stored(body.id).status, 'SCHEDULED');
    await t.clock.tick(1);
    assert.equal(stored(body.id).status, 'QUEUED');
    await t.clock.tick(1000);
    assert.equal(stored(body.id).status, 'DELIVERED');
  });

  it('lists upcoming schedules soonest first and cancels one (then 409)', async () => {
    t = testSandbox({ demoData: false });
    const later = await t.api('POST', '/send', { ...sms('later'), scheduledTime: inHours(t, 5) });
    const sooner = await t.api('POST', '/send', { ...sms('sooner'), scheduledTime: inHours(t, 1) });
    const token = await t.embed(['messages:schedule']);
    const list = await t.call('POST', '/messages/schedules/list', { token, body: {} });
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.data.map((m: { id: string }) => m.id),
      [sooner.body.id, later.body.id],
    );
    const cancel = await t.call('DELETE', `/messages/schedule/${sooner.body.id}`, { token });
    assert.equal(cancel.status, 200);
    assert.equal(cancel.body.status, 'CANCELLED');
    const again = await t.call('DELETE', `/messages/schedule/${sooner.body.id}`, { token });
    assert.equal(again.status, 409);
    assert.match(again.body.error, /CANCELLED/);
    await t.clock.tick(3600_000 + 2000);
    assert.equal(stored(sooner.body.id).status, 'CANCELLED', 'a cancelled message is never sent');
    const after = await t.call('POST', '/messages/schedules/list', { token, body: {} });
    assert.deepEqual(
      after.body.data.map((m: { id: string }) => m.id),
      [later.body.id],
    );
  });

  it('pages schedules with a cursor', async () => {
    t = testSandbox({ demoData: false });
    for (let i = 1; i <= 5; i++) await t.api('POST', '/send', { ...sms(`s${i}`), scheduledTime: inHours(t, i) });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await t.api('POST', '/messages/schedules/list', { pageSize: 2, cursor });
      seen.push(...page.body.data.map((m: { text: string }) => m.text));
      cursor = page.body.nextCursor;
    } while (cursor);
    assert.deepEqual(seen, ['s1', 's2', 's3', 's4', 's5']);
  });

  it('refuses a scheduledTime in the past with a 400 {error}', async () => {
    t = testSandbox({ demoData: false });
    const reply = await t.api('POST', '/send', { ...sms(), scheduledTime: inHours(t, -1) });
    assert.equal(reply.status, 400);
    assert.match(reply.body.error, /in the past/);
  });

  it('cancelling a message that was never scheduled is a 409, an unknown id a 404', async () => {
    t = testSandbox({ demoData: false });
    const { body } = await t.api('POST', '/send', sms());
    assert.equal((await t.api('DELETE', `/messages/schedule/${body.id}`)).status, 409);
    assert.equal((await t.api('DELETE', '/messages/schedule/msg_nope')).status, 404);
  });
});

describe('validation (no credits)', () => {
  it('counts SMS segments, encoding and cost', async () => {
    t = testSandbox({ demoData: false });
    const token = await t.embed(['messages:send']);
    const gsm = await t.call('POST', '/messages/validate/sms', { token, body: { text: 'a'.repeat(161) } });
    assert.equal(gsm.status, 200);
    assert.deepEqual(gsm.body, {
      segments: 2,
      encoding: 'GSM-7',
      characters: 161,
      unsupportedFiles: [],
      estimatedCost: { amount: 0.0158, currency: 'USD' },
    });
    const ucs = await t.call('POST', '/messages/validate/sms', { token, body: { text: 'Olá 😀' } });
    assert.equal(ucs.body.encoding, 'UCS-2');
    assert.equal(ucs.body.segments, 1);
    assert.equal(Object.keys(t.sandbox.store.data.messages).length, 0, 'validation sends nothing');
  });

  it('reports unsupported MMS files by scheme and extension', async () => {
    t = testSandbox({ demoData: false });
    const reply = await t.api('POST', '/messages/validate/mms', {
      text: 'pics',
      mediaUrls: [
        'https://e.com/a.JPG',
        'https://e.com/b.exe',
        'ftp://e.com/c.png',
        'https://picsum.photos/seed/x/600/400',
      ],
    });
    assert.equal(reply.status, 200);
    assert.deepEqual(
      reply.body.unsupportedFiles.map((f: { url: string }) => f.url),
      ['https://e.com/b.exe', 'ftp://e.com/c.png'],
    );
    assert.match(reply.body.unsupportedFiles[0].reason, /\.exe/);
    assert.match(reply.body.unsupportedFiles[1].reason, /http/);
    assert.deepEqual(reply.body.estimatedCost, { amount: 0.02, currency: 'USD' });
  });

  it('prices RCS basic and rich messages and checks card media', async () => {
    t = testSandbox({ demoData: false });
    const basic = await t.api('POST', '/messages/validate/rcs', { rcs: { text: 'Hi' } });
    assert.deepEqual(basic.body.estimatedCost, { amount: 0.0035, currency: 'USD' });
    const rich = await t.api('POST', '/messages/validate/rcs', {
      rcs: { card: { title: 'T', media: { url: 'https://e.com/doc.pdf' } } },
    });
    assert.deepEqual(rich.body.estimatedCost, { amount: 0.01, currency: 'USD' });
    assert.equal(rich.body.unsupportedFiles[0].url, 'https://e.com/doc.pdf');
  });
});

describe('reactions, typing, inbound', () => {
  it('holds several reactions; the same emoji again by the same user removes theirs', async () => {
    t = testSandbox({ demoData: false });
    const { body } = await t.api('POST', '/send', sms());
    const alice = await t.embed(['messages:react'], undefined, 'alice');
    const bob = await t.embed(['messages:react'], undefined, 'bob');
    const react = (token: string, emoji: string) =>
      t.call('POST', '/messages/react', { token, body: { messageId: body.id, emoji } });
    await react(alice, '👍');
    await react(bob, '👍');
    const three = await react(alice, '❤️');
    assert.deepEqual(
      three.body.reactions.map((r: { emoji: string; by: string }) => `${r.by}:${r.emoji}`),
      ['alice:👍', 'bob:👍', 'alice:❤️'],
    );
    const removed = await react(alice, '👍');
    assert.deepEqual(
      removed.body.reactions.map((r: { emoji: string; by: string }) => `${r.by}:${r.emoji}`),
      ['bob:👍', 'alice:❤️'],
    );
    assert.equal((await react(alice, 'ok')).status, 400, 'text is not an emoji');
    assert.equal(
      (await t.call('POST', '/messages/react', { token: alice, body: { messageId: 'msg_nope', emoji: '👍' } })).status,
      404,
    );
  });

  it("turns a recipient's inbound message into a RECEIVED message, creating the thread and counting it unread", async () => {
    t = testSandbox({ demoData: false });
    const reply = await t.api('POST', '/sandbox/inbound', {
      from: TO,
      to: DEMO_SENDERS.acmePhone,
      text: 'Is my order ready?',
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.status, 'RECEIVED');
    assert.equal(reply.body.direction, 'inbound');
    assert.equal(reply.body.type, 'SMS');
    const conversation = await t.api('POST', '/conversations/get', { from: DEMO_SENDERS.acmePhone, to: TO });
    assert.equal(conversation.body.unreadCount, 1);
    await t.api('POST', '/sandbox/inbound', {
      from: TO,
      to: DEMO_SENDERS.acmePhone,
      mediaUrls: ['https://e.com/p.png'],
    });
    const again = await t.api('GET', `/conversations/${conversation.body.id}`);
    assert.equal(again.body.unreadCount, 2);
    assert.equal(again.body.messages.data[0].type, 'MMS');
    const rich = await t.api('POST', '/sandbox/inbound', { from: TO, to: DEMO_SENDERS.acmeAgent, text: 'Order again' });
    assert.equal(rich.body.type, 'RCS');
    assert.deepEqual(rich.body.rcs, { text: 'Order again' });
    assert.equal((await t.api('POST', '/sandbox/inbound', { from: TO, to: '+14155550999', text: 'x' })).status, 400);
    assert.equal(
      (await t.call('POST', '/sandbox/inbound', { body: { from: TO, to: DEMO_SENDERS.acmePhone, text: 'x' } })).status,
      401,
    );
  });

  it('answers typing with 204', async () => {
    t = testSandbox({ demoData: false });
    await t.api('POST', '/send', sms());
    const reply = await t.api('POST', '/send/typing', { from: DEMO_SENDERS.acmePhone, to: TO });
    assert.equal(reply.status, 204);
  });
});

describe('messaging service (used by forms/send)', () => {
  it('sends through context.messaging.send like POST /send', async () => {
    t = testSandbox({ demoData: false });
    const message = t.sandbox.context.messaging.send({
      type: 'SMS',
      from: DEMO_SENDERS.acmePhone,
      to: TO,
      text: 'Your form: https://x',
    });
    assert.equal(message.status, 'QUEUED');
    await t.clock.tick(1000);
    assert.equal(stored(message.id).status, 'DELIVERED');
  });

  it('stops its timers on close', async () => {
    t = testSandbox({ demoData: false });
    await t.api('POST', '/send', { ...sms(), scheduledTime: new Date(t.clock.now() + 60_000).toISOString() });
    assert.ok(t.clock.pending > 0);
    t.close();
    assert.equal(t.clock.pending, 0);
  });
});
