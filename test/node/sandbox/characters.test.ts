/**
 * The sandbox counts characters as the composer does (docs/decisions/085-characters-are-code-points.md): code points,
 * so an emoji (two UTF-16 units) is one. Its text limits, the spec's SMS/MMS fallback rule, what it reports as
 * `characters` and the RCS "basic" price all agree with a counter showing "3072 / 3072" for 3072 emoji.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { DEMO_AUDIENCES } from '../../../src/sandbox/demo-data.js';
import { LIMITS } from '../../../src/schemas/constants.js';
import { isZodErrorBody } from '../../../src/schemas/errors.js';
import type { WebhookEvent } from '../../../src/schemas/webhooks.js';
import { DEMO_SENDERS, DEMO_TEST_NUMBERS, testSandbox, type TestSandbox } from './helpers.js';

const emoji = (n: number) => '😀'.repeat(n);
const RCS_USER = '+14155550177';
let t: TestSandbox;
afterEach(() => t?.close());

const rcs = (to: string, content: object, fallback?: object) => ({
  type: 'RCS',
  from: DEMO_SENDERS.acmeAgent,
  to,
  rcs: content,
  ...(fallback ? { fallback } : {}),
});

/** The spec's 400 for a request that fails validation: `{description, errors}`, the message at the field's path. */
function assertRefused(reply: { status: number; body: any }, path: string[], message: string): void {
  assert.equal(reply.status, 400, JSON.stringify(reply.body).slice(0, 300));
  assert.ok(isZodErrorBody(reply.body), 'a request validation error: description and errors');
  assert.match(reply.body.description, new RegExp(`${path.join('\\.')}: ${message}`));
  let node: any = reply.body.errors;
  for (const key of path) node = node?.properties?.[key];
  assert.deepEqual(node.errors, [message]);
}

describe('text limits count characters', () => {
  test('an RCS text of 3072 emoji is sent; 3073 is refused with the 400 error body', async () => {
    t = testSandbox({ demoData: false });
    const exact = await t.api('POST', '/send', rcs(RCS_USER, { text: emoji(LIMITS.rcsText) }));
    assert.equal(exact.status, 200, JSON.stringify(exact.body).slice(0, 300));
    assert.equal(exact.body.rcs.text, emoji(LIMITS.rcsText));
    const over = await t.api('POST', '/send', rcs(RCS_USER, { text: emoji(LIMITS.rcsText + 1) }));
    assertRefused(over, ['rcs', 'text'], 'RCS text must be at most 3072 characters');
  });

  test('validation reports the characters of 3072 emoji as 3072, and refuses 3073', async () => {
    t = testSandbox({ demoData: false });
    const checked = await t.api('POST', '/messages/validate/rcs', { rcs: { text: emoji(LIMITS.rcsText) } });
    assert.equal(checked.status, 200);
    assert.equal(checked.body.characters, LIMITS.rcsText);
    const sms = await t.api('POST', '/messages/validate/sms', { text: emoji(LIMITS.smsText) });
    assert.equal(sms.body.characters, LIMITS.smsText);
    const over = await t.api('POST', '/messages/validate/rcs', { rcs: { text: emoji(LIMITS.rcsText + 1) } });
    assertRefused(over, ['rcs', 'text'], 'RCS text must be at most 3072 characters');
  });

  test('an SMS blast of 3072 emoji is sent; 3073 is refused', async () => {
    t = testSandbox();
    const body = (n: number) => ({
      audienceId: DEMO_AUDIENCES.testNumbers,
      from: DEMO_SENDERS.acmePhone,
      text: emoji(n),
    });
    const exact = await t.api('POST', '/messages/blast/sms', body(LIMITS.smsText));
    assert.equal(exact.status, 200, JSON.stringify(exact.body).slice(0, 300));
    const over = await t.api('POST', '/messages/blast/sms', body(LIMITS.smsText + 1));
    assertRefused(over, ['text'], 'SMS text must be at most 3072 characters');
  });

  test('an RCS text of 160 emoji is priced as a basic message, 161 as rich (at most 160 characters)', async () => {
    t = testSandbox({ demoData: false });
    const price = async (n: number) =>
      (await t.api('POST', '/messages/validate/rcs', { rcs: { text: emoji(n) } })).body.estimatedCost.amount;
    assert.equal(await price(160), 0.0035);
    assert.equal(await price(161), 0.01);
  });
});

describe('the fallback rule counts characters (SMS up to 3072, MMS beyond)', () => {
  test('a fallback of 3072 emoji goes out as SMS, with FALLBACK_SENT and fallbackMessage; 3073 as MMS', async () => {
    t = testSandbox({ demoData: false });
    const webhooks: WebhookEvent[] = [];
    const service = t.sandbox.context.webhooks;
    const emit = service.emit.bind(service);
    service.emit = (sender, event) => {
      webhooks.push(event);
      emit(sender, event);
    };
    const send = (n: number) =>
      t.api(
        'POST',
        '/send',
        rcs(DEMO_TEST_NUMBERS.noRcs, { text: 'Rich hello' }, { from: DEMO_SENDERS.acmePhone, text: emoji(n) }),
      );
    const exact = await send(LIMITS.smsFallbackText);
    const over = await send(LIMITS.smsFallbackText + 1);
    assert.equal(exact.status, 200);
    assert.equal(over.status, 200);
    await t.clock.tick(300);
    const legOf = (id: string) =>
      webhooks.flatMap((e) =>
        e.type === 'MESSAGE.STATUS' && e.message.id === id && e.message.status === 'FALLBACK_SENT'
          ? [e.fallbackMessage?.type]
          : [],
      );
    assert.deepEqual(legOf(exact.body.id), ['SMS'], 'the FALLBACK_SENT webhook names an SMS leg');
    assert.deepEqual(legOf(over.body.id), ['MMS']);
    assert.equal(t.sandbox.store.data.messages[exact.body.id]!.fallbackMessage?.type, 'SMS');
    assert.equal(t.sandbox.store.data.messages[over.body.id]!.fallbackMessage?.type, 'MMS');
  });

  test("an RCS blast's fallback of 3072 emoji is estimated and delivered as SMS; 3073 as MMS", async () => {
    t = testSandbox();
    const blast = (n: number) => ({
      audienceId: DEMO_AUDIENCES.testNumbers,
      from: DEMO_SENDERS.acmeAgent,
      rcs: { text: 'Weekend special' },
      fallback: { from: DEMO_SENDERS.acmePhone, text: emoji(n) },
    });
    const split = async (n: number) => {
      const { body } = await t.api('POST', '/messages/blast/rcs/estimate', blast(n));
      return [body.rcs, body.sms, body.mms, body.unreachable];
    };
    assert.deepEqual(await split(LIMITS.smsFallbackText), [1, 1, 0, 1]);
    assert.deepEqual(await split(LIMITS.smsFallbackText + 1), [1, 0, 1, 1]);
    const sent = await t.api('POST', '/messages/blast/rcs', blast(LIMITS.smsFallbackText));
    assert.equal(sent.status, 200, JSON.stringify(sent.body).slice(0, 300));
    await t.clock.tick(5000);
    const listed = await t.api('POST', '/messages/blasts/list', { pageSize: 100 });
    const done = (listed.body.data as any[]).find((b) => b.id === sent.body.id);
    assert.equal(done.status, 'COMPLETED');
    assert.deepEqual(done.deliveredBy, { rcs: 1, sms: 1, mms: 0 }, 'as estimated');
  });
});
