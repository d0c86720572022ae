/**
 * Every number is on a carrier of the campaign's launch table (`CARRIER_A`, `CARRIER_B`, `CARRIER_C`, `OTHERS`), and
 * `POST /rcs/capability/check` answers RCS exactly where the sender's campaign is `LAUNCHED` on that carrier: the table
 * the agent's identity shows is the one the send follows (no carrier "the sandbox does not model" gets RCS unlaunched).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CARRIERS } from '../../../src/schemas/constants.js';
import { DEMO_CAMPAIGNS, DEMO_SENDERS, testSandbox, type TestSandbox } from './helpers.js';

const { acmeAgent, northwindAgent } = DEMO_SENDERS;

/** A sandbox test number on each carrier (README "Sandbox test numbers"). */
const ON: Record<(typeof CARRIERS)[number], string> = {
  CARRIER_A: '+14155550177',
  CARRIER_B: '+14155557777',
  CARRIER_C: '+14155556666',
  OTHERS: '+14155558888',
};

const reasons = async (t: TestSandbox, from: string) => {
  const r = await t.api('POST', '/rcs/capability/check', { from, phoneNumbers: CARRIERS.map((c) => ON[c]) });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return Object.fromEntries(CARRIERS.map((c, i) => [c, r.body.data[i].reason]));
};

/** What the agent's campaign says per carrier, as its identity shows it: capable exactly where LAUNCHED. */
const expected = (t: TestSandbox, campaign: string) =>
  Object.fromEntries(
    CARRIERS.map((c) => [
      c,
      t.sandbox.store.data.campaigns[campaign]!.carrierLaunches.carriers[c] === 'LAUNCHED'
        ? 'capable'
        : 'carrier_not_launched',
    ]),
  );

describe('reach follows the launch table on every carrier', () => {
  test('each demo agent reaches exactly the carriers its campaign is launched on, step by step to all', async () => {
    const t = testSandbox();
    try {
      // As seeded: Acme on CARRIER_A only; Northwind Travel nowhere (so +14155550177 gets no RCS from it).
      assert.deepEqual(await reasons(t, acmeAgent), {
        CARRIER_A: 'capable',
        CARRIER_B: 'carrier_not_launched',
        CARRIER_C: 'carrier_not_launched',
        OTHERS: 'carrier_not_launched',
      });
      assert.deepEqual(await reasons(t, northwindAgent), expected(t, DEMO_CAMPAIGNS.northwindRcs));
      assert.deepEqual(Object.values(await reasons(t, northwindAgent)), Array(4).fill('carrier_not_launched'));
      // Each step of the campaign's launch changes what is reached, and only on that carrier.
      for (let step = 0; step < 12; step++) {
        assert.equal((await t.api('POST', `/sandbox/campaigns/${DEMO_CAMPAIGNS.northwindRcs}/advance`)).status, 200);
        assert.deepEqual(await reasons(t, northwindAgent), expected(t, DEMO_CAMPAIGNS.northwindRcs), `step ${step}`);
      }
      assert.deepEqual(Object.values(await reasons(t, northwindAgent)), Array(4).fill('capable'));
    } finally {
      t.close();
    }
  });

  test('a send from an agent not launched on the number’s carrier does what the check said: fallback, or failure', async () => {
    const t = testSandbox();
    try {
      const to = ON.CARRIER_A;
      const send = (fallback: boolean) =>
        t.api('POST', '/send', {
          type: 'RCS',
          from: northwindAgent,
          to,
          rcs: { text: 'Hi' },
          ...(fallback ? { fallback: { from: DEMO_SENDERS.northwindPhone, text: 'Hi' } } : {}),
        });
      const [withFallback, alone] = [await send(true), await send(false)];
      await t.clock.tick(5000);
      const outcome = (id: string) => t.sandbox.store.data.messages[id]!;
      assert.equal(outcome(withFallback.body.id).status, 'FALLBACK_SENT');
      assert.equal(outcome(alone.body.id).status, 'FAILED');
      assert.match(
        outcome(alone.body.id).error!.message,
        /is on CARRIER_A, where agent_northwind_travel is not launched/,
      );
    } finally {
      t.close();
    }
  });
});
