/**
 * STOP handling as carriers do it: the standard keywords, alone in a reply, opt the recipient out of
 * that sender (each confirmed by an automatic reply); later sends from that sender — directly, as a fallback, as a
 * blast, or scheduled before the STOP — are refused; START opts back in; HELP is answered. Other senders are unaffected.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEMO_SENDERS, testSandbox, type TestSandbox } from './helpers.js';

const PHONE = DEMO_SENDERS.acmePhone;
const OTHER = DEMO_SENDERS.northwindPhone;
const CUSTOMER = '+14155550188';

const reply = (t: TestSandbox, text: string, to: string = PHONE) =>
  t.api('POST', '/sandbox/inbound', { from: CUSTOMER, to, text });
const sms = (from: string = PHONE, text = 'Weekend special: 2-for-1 cold brew') => ({
  type: 'SMS',
  from,
  to: CUSTOMER,
  text,
});
const thread = (t: TestSandbox, from: string = PHONE) => t.api('POST', '/conversations/get', { from, to: CUSTOMER });
const outbound = (t: TestSandbox, from: string = PHONE) =>
  Object.values(t.sandbox.store.data.messages).filter(
    (m) => m.direction === 'outbound' && m.from === from && m.to === CUSTOMER,
  );

describe('opt-out keywords', () => {
  for (const word of ['STOP', 'stop', 'Stop.', 'STOPALL', 'UNSUBSCRIBE', 'cancel', 'End!', ' QUIT ']) {
    test(`"${word}" opts the recipient out of that sender, confirmed by a reply, and sends are refused with 400 {error}`, async () => {
      const t = testSandbox();
      assert.equal((await t.api('POST', '/send', sms())).status, 200);
      assert.equal((await reply(t, word)).status, 200);
      const view = (await thread(t)).body;
      assert.equal(
        view.optedOut?.keyword,
        word
          .trim()
          .replace(/[.!]+$/, '')
          .toUpperCase(),
      );
      assert.ok(
        outbound(t).some((m) => /unsubscribed/.test(m.text ?? '')),
        'the carrier-style confirmation was sent',
      );
      const refused = await t.api('POST', '/send', sms());
      assert.equal(refused.status, 400);
      assert.match(
        refused.body.error,
        new RegExp(`${CUSTOMER.replace('+', '\\+')} opted out of messages from \\${PHONE}`),
      );
      assert.match(refused.body.error, /reply START/);
      // Another sender of the team may still write to them.
      assert.equal((await t.api('POST', '/send', sms(OTHER))).status, 200);
    });
  }

  test('a keyword inside a sentence is an ordinary message', async () => {
    const t = testSandbox();
    for (const text of ['please stop by tomorrow', 'STOP IT', 'stopping']) await reply(t, text);
    assert.equal((await thread(t)).body.optedOut ?? null, null);
    assert.equal((await t.api('POST', '/send', sms())).status, 200);
  });

  test('START (or UNSTOP, YES) opts back in, confirmed; HELP is answered without opting out', async () => {
    const t = testSandbox();
    await reply(t, 'STOP');
    await reply(t, 'HELP');
    assert.ok(
      outbound(t).some((m) => /Reply STOP to unsubscribe/.test(m.text ?? '')),
      'HELP answered',
    );
    assert.ok((await thread(t)).body.optedOut, 'HELP does not opt back in');
    for (const word of ['START', 'unstop', 'Yes']) {
      await reply(t, 'STOP');
      assert.ok((await thread(t)).body.optedOut);
      await reply(t, word);
      assert.equal((await thread(t)).body.optedOut, null, word);
      assert.ok(outbound(t).some((m) => /resubscribed/.test(m.text ?? '')));
    }
    assert.equal((await t.api('POST', '/send', sms())).status, 200);
  });

  test('an RCS agent is opted out of the same way, and its confirmation is an RCS message', async () => {
    const t = testSandbox();
    await t.api('POST', '/sandbox/inbound', { from: CUSTOMER, to: DEMO_SENDERS.acmeAgent, text: 'STOP' });
    const refused = await t.api('POST', '/send', {
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: CUSTOMER,
      rcs: { text: 'hi' },
    });
    assert.equal(refused.status, 400);
    assert.ok(
      outbound(t, DEMO_SENDERS.acmeAgent).some((m) => m.type === 'RCS' && /unsubscribed/.test(m.rcs?.text ?? '')),
    );
  });

  test('a fallback from a sender the recipient opted out of is refused too', async () => {
    const t = testSandbox();
    await reply(t, 'STOP', PHONE);
    const refused = await t.api('POST', '/send', {
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: CUSTOMER,
      rcs: { text: 'hi' },
      fallback: { from: PHONE, text: 'hi' },
    });
    assert.equal(refused.status, 400);
    assert.match(refused.body.error, /opted out/);
  });

  test('a message scheduled before the STOP fails with OPTED_OUT when it comes due', async () => {
    const t = testSandbox();
    const scheduled = await t.api('POST', '/send', {
      ...sms(),
      scheduledTime: new Date(t.clock.now() + 3_600_000).toISOString(),
    });
    assert.equal(scheduled.status, 200);
    await reply(t, 'STOP');
    await t.clock.tick(3_600_000 + 1);
    const message = t.sandbox.store.data.messages[scheduled.body.id]!;
    assert.equal(message.status, 'FAILED');
    assert.equal(message.error?.code, 'OPTED_OUT');
  });

  test('a blast skips contacts who opted out of its sender', async () => {
    const t = testSandbox();
    const audience = (await t.api('POST', '/audiences', { name: 'Opt-out check' })).body;
    const members = ['+13035551001', '+13035551002', CUSTOMER];
    for (const phoneNumber of members) {
      const created = await t.api('POST', '/contacts', { phoneNumber, audienceIds: [audience.id] });
      assert.ok([201, 409].includes(created.status), JSON.stringify(created.body));
      if (created.status === 409) {
        const existing = Object.values(t.sandbox.store.data.contacts).find((c) => c.phoneNumber === phoneNumber)!;
        await t.api('PATCH', `/contacts/${existing.id}`, { audienceIds: [...existing.audienceIds, audience.id] });
      }
    }
    await reply(t, 'STOP');
    const blast = await t.api('POST', '/messages/blast/sms', { audienceId: audience.id, from: PHONE, text: 'Sale!' });
    assert.equal(blast.status, 200, JSON.stringify(blast.body));
    assert.equal(blast.body.recipients, 2);
    const sentTo = Object.values(t.sandbox.store.data.messages)
      .filter((m) => m.blastId === blast.body.id)
      .map((m) => m.to)
      .sort();
    assert.deepEqual(sentTo, ['+13035551001', '+13035551002']);
  });
});
