import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { Message } from '../../../src/schemas/messages.js';
import { z } from '../../../src/schemas/zod.js';
import { DEMO_SENDERS, DEMO_TEST_NUMBERS, testSandbox, type TestSandbox } from './helpers.js';

const TO = '+14155550177';
let t: TestSandbox;
afterEach(() => t?.close());

const sms = (text = 'Hello from the test', to = TO) => ({ type: 'SMS', from: DEMO_SENDERS.acmePhone, to, text });
const rcs = (to: string, fallback?: object) => ({ type: 'RCS', from: DEMO_SENDERS.acmeAgent, to, rcs: { text: 'Rich hello' }, ...(fallback ? { fallback } : {}) });

describe('POST /send and the carrier simulation', () => {
  it('answers a QUEUED message that becomes SENT then DELIVERED on the clock', async () => {
    t = testSandbox({ demoData: false });
    const sent = await t.api('POST', '/send', sms());
    assert.equal(sent.status, 200);
    assert.ok(z.safeParse(Message, sent.body).success, 'the answer is a Message');
    assert.equal(sent.body.status, 'QUEUED');
    assert.equal(sent.body.direction, 'outbound');
    const id = sent.body.id;
    await t.clock.tick(300);
    assert.equal(t.sandbox.store.data.messages[id]!.status, 'SENT');
    assert.ok(t.sandbox.store.data.messages[id]!.sentAt);
    await t.clock.tick(700);
    assert.equal(t.sandbox.store.data.messages[id]!.status, 'DELIVERED');
  });
});
