import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { WebhookDeliveryService } from '../../../src/sandbox/services/webhooks.js';
import { DEMO_SENDERS, DEMO_TEST_NUMBERS, settle, testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
afterEach(() => t?.close());

describe('MESSAGE.STATUS webhooks, delivered for real', () => {
  it('delivers each status of a fallen-back RCS message, the last one carrying fallbackMessage', async () => {
    const received: any[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      received.push({
        url: String(input instanceof Request ? input.url : input),
        body: JSON.parse(String(init?.body)),
      });
      return new Response('ok');
    };
    t = testSandbox({ demoData: false, fetch });
    const attach = await t.api('POST', '/webhooks/attach', {
      name: 'status',
      url: 'https://hooks.example/status',
      senders: [DEMO_SENDERS.acmeAgent],
      event: 'MESSAGE.STATUS',
    });
    assert.equal(attach.status < 300, true, JSON.stringify(attach.body));
    const sent = await t.api('POST', '/send', {
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: DEMO_TEST_NUMBERS.noRcs,
      rcs: { text: 'hi' },
      fallback: { from: DEMO_SENDERS.acmePhone, text: 'hi' },
    });
    await t.clock.tick(1000);
    await (t.sandbox.context.webhooks as WebhookDeliveryService).idle();
    const mine = received.filter((r) => r.body.type === 'MESSAGE.STATUS' && r.body.message.id === sent.body.id);
    assert.deepEqual(
      mine.map((r) => r.body.message.status),
      ['QUEUED', 'FALLBACK_SENT', 'FALLBACK_SENT'],
    );
    const last = mine.at(-1)!.body;
    assert.equal(last.fallbackMessage.type, 'SMS');
    assert.equal(last.fallbackMessage.status, 'DELIVERED');
    assert.deepEqual(last.conversation, {
      id: sent.body.conversationId,
      from: DEMO_SENDERS.acmeAgent,
      to: DEMO_TEST_NUMBERS.noRcs,
    });
    assert.equal(mine[1].body.fallbackMessage.status, 'SENT', 'each delivery is a snapshot, not a live object');
  });
});

describe('fault injection', () => {
  it('answers 500 for a faulted route, leaves others alone, and never faults /sandbox routes', async () => {
    t = testSandbox({ demoData: false, faults: { rules: [{ path: '/conversations/*', error: 1 }] } });
    const faulted = await t.api('POST', '/conversations/list', {});
    assert.equal(faulted.status, 500);
    assert.match(faulted.body.error, /Injected fault/);
    assert.equal((await t.api('POST', '/messages/validate/sms', { text: 'x' })).status, 200);
    const off = await t.api('POST', '/sandbox/faults', { rules: [] });
    assert.deepEqual(off.body, { rules: [] });
    assert.equal((await t.api('POST', '/conversations/list', {})).status, 200);
  });

  it('drops a response after the work is done, so an idempotent retry replays it', async () => {
    t = testSandbox({ demoData: false });
    await t.api('POST', '/sandbox/faults', { rules: [{ path: '/send', method: 'POST', drop: 1 }] });
    const body = { type: 'SMS', from: DEMO_SENDERS.acmePhone, to: '+14155550177', text: 'once' };
    const dropped = await t.sandbox.fetch(
      new Request('http://sandbox.test/api/send', {
        method: 'POST',
        headers: {
          'SERVICE-API-KEY': 'sk_sandbox_parley_dev_key',
          'Idempotency-Key': 'k1',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      }),
    );
    await assert.rejects(dropped.text(), /connection dropped/);
    assert.equal(Object.keys(t.sandbox.store.data.messages).length, 1, 'the send happened');
    await t.api('POST', '/sandbox/faults', { rules: [] });
    const retry = await t.api('POST', '/send', body, { 'Idempotency-Key': 'k1' });
    assert.equal(retry.status, 200);
    assert.equal(retry.headers.get('Idempotency-Replayed'), 'true');
    assert.equal(Object.keys(t.sandbox.store.data.messages).length, 1, 'no duplicate');
  });

  it('delays a response on the sandbox clock', async () => {
    t = testSandbox({ demoData: false, faults: { rules: [{ path: '/messages/validate/sms', delayMs: 2000 }] } });
    let done = false;
    const pending = t.api('POST', '/messages/validate/sms', { text: 'x' }).then((r) => ((done = true), r));
    await settle();
    await t.clock.tick(1999);
    assert.equal(done, false);
    await t.clock.tick(1);
    assert.equal((await pending).status, 200);
  });

  it('validates fault rules', async () => {
    t = testSandbox({ demoData: false });
    const bad = await t.api('POST', '/sandbox/faults', { rules: [{ path: 'send', error: 2 }] });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors);
  });
});
