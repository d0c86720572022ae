/**
 * Reachability (DESIGN §14): `POST /rcs/capability/check` answers every reason from the sandbox's data (test numbers,
 * the agent's launch per carrier, opt-outs), refuses bad bodies with specific errors and tokens without
 * `messages:send`; `POST /messages/blast/{kind}/estimate` predicts what the blast then does — its `deliveredBy`,
 * `failed + optedOut`, each recipient's channel, and each leg's price as validation reports it — over random
 * audiences (fast-check, seed printed).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { CapabilityCheckResult, MAX_CAPABILITY_NUMBERS } from '../../../src/schemas/agents.js';
import { Blast, BlastEstimate } from '../../../src/schemas/blasts.js';
import { DEMO_CAMPAIGNS, DEMO_SENDERS, testSandbox, type TestSandbox } from './helpers.js';

const { acmeAgent, northwindAgent, acmePhone, northwindPhone } = DEMO_SENDERS;

/** Makes `phone` reply STOP to `sender` (an opt-out, as carriers record it). */
async function optOut(t: TestSandbox, phone: string, sender: string) {
  const r = await t.api('POST', '/sandbox/inbound', { from: phone, to: sender, text: 'STOP' });
  assert.equal(r.status, 200, JSON.stringify(r.body));
}

/** Advances a campaign until `carrier` is LAUNCHED. */
async function launch(t: TestSandbox, campaign: string, carrier: 'CARRIER_B') {
  for (let i = 0; i < 12; i++) {
    if (t.sandbox.store.data.campaigns[campaign]!.carrierLaunches.carriers[carrier] === 'LAUNCHED') return;
    assert.equal((await t.api('POST', `/sandbox/campaigns/${campaign}/advance`)).status, 200);
  }
  assert.fail(`${carrier} never launched`);
}

const check = (t: TestSandbox, body: unknown, token?: string) =>
  token ? t.call('POST', '/rcs/capability/check', { token, body }) : t.api('POST', '/rcs/capability/check', body);

describe('POST /rcs/capability/check', () => {
  test('answers every reason, in the order asked, from the test numbers, the launch per carrier and opt-outs', async () => {
    const t = testSandbox();
    try {
      await optOut(t, '+13035550142', acmeAgent);
      const asked = [
        '+13035550141', // any other number: CARRIER_A, where Acme's campaign is LAUNCHED
        '+13035557777', // CARRIER_B, where Acme's campaign is PENDING
        '+13035550000', // no RCS on the phone
        '+13035550142', // replied STOP to the agent
        '+13035559999', // not in service
        '3035550141', // not E.164
        '+13035550141', // asked twice, answered twice
      ];
      const r = await check(t, { from: acmeAgent, phoneNumbers: asked });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.ok(CapabilityCheckResult.safeParse(r.body).success);
      assert.deepEqual(
        r.body.data.map((d: any) => [d.phoneNumber, d.rcs, d.reason]),
        [
          ['+13035550141', true, 'capable'],
          ['+13035557777', false, 'carrier_not_launched'],
          ['+13035550000', false, 'device_not_capable'],
          ['+13035550142', false, 'opted_out'],
          ['+13035559999', false, 'invalid'],
          ['3035550141', false, 'invalid'],
          ['+13035550141', true, 'capable'],
        ],
      );
      // An opt-out is from one sender: for the other agent that number is only where its campaign stands (Northwind
      // Travel's is launched on no carrier).
      const other = await check(t, { from: northwindAgent, phoneNumbers: ['+13035550142', '+13035557777'] });
      assert.deepEqual(
        other.body.data.map((d: any) => d.reason),
        ['carrier_not_launched', 'carrier_not_launched'],
      );
      // Launched on CARRIER_B, the agent reaches its subscribers.
      await launch(t, DEMO_CAMPAIGNS.acmeRcs, 'CARRIER_B');
      const after = await check(t, { from: acmeAgent, phoneNumbers: ['+13035557777'] });
      assert.deepEqual(after.body.data, [{ phoneNumber: '+13035557777', rcs: true, reason: 'capable' }]);
    } finally {
      t.close();
    }
  });

  test('what it answers is what a send then does: RCS to the capable, the fallback to the others, a failure without one', async () => {
    const t = testSandbox();
    try {
      const phones = ['+13035550141', '+13035557777', '+13035550000'];
      const { body } = await check(t, { from: acmeAgent, phoneNumbers: phones });
      const sent: [string, string][] = [];
      for (const to of phones) {
        const withFallback = await t.api('POST', '/send', {
          type: 'RCS',
          from: acmeAgent,
          to,
          rcs: { text: 'Hi' },
          fallback: { from: acmePhone, text: 'Hi' },
        });
        const without = await t.api('POST', '/send', { type: 'RCS', from: acmeAgent, to, rcs: { text: 'Hi' } });
        sent.push([withFallback.body.id, without.body.id]);
      }
      await t.clock.tick(5000);
      const outcome = (id: string) => t.sandbox.store.data.messages[id]!;
      body.data.forEach((d: any, i: number) => {
        const [fallback, alone] = sent[i]!.map(outcome);
        assert.equal(fallback!.status === 'FALLBACK_SENT', !d.rcs, `${d.phoneNumber} (${d.reason}) with a fallback`);
        assert.equal(alone!.status === 'FAILED', !d.rcs, `${d.phoneNumber} (${d.reason}) alone`);
      });
      const carrierB = outcome(sent[1]![1]!);
      assert.equal(carrierB.error?.code, 'RCS_UNDELIVERABLE');
      assert.match(
        carrierB.error!.message,
        /\+13035557777 is on CARRIER_B, where agent_acme_coffee is not launched yet/,
      );
    } finally {
      t.close();
    }
  });

  test(`refuses bad bodies with specific errors: more than ${MAX_CAPABILITY_NUMBERS} numbers, none, a typo, a phone number as from, an unknown agent`, async () => {
    const t = testSandbox();
    try {
      const many = Array.from({ length: MAX_CAPABILITY_NUMBERS }, (_, i) => `+1303${String(5_000_000 + i)}`);
      const full = await check(t, { from: acmeAgent, phoneNumbers: many });
      assert.equal(full.status, 200, 'exactly the limit is fine');
      assert.equal(full.body.data.length, MAX_CAPABILITY_NUMBERS);
      const over = await check(t, { from: acmeAgent, phoneNumbers: [...many, '+13039999990'] });
      assert.equal(over.status, 400);
      assert.match(JSON.stringify(over.body), /At most 10000 phone numbers per check; split the list/);
      const none = await check(t, { from: acmeAgent, phoneNumbers: [] });
      assert.equal(none.status, 400);
      assert.match(JSON.stringify(none.body), /phoneNumbers must list at least one number/);
      const typo = await check(t, { from: acmeAgent, phoneNumber: ['+13035550141'] });
      assert.equal(typo.status, 400);
      assert.match(JSON.stringify(typo.body), /phoneNumber/);
      assert.match(JSON.stringify(typo.body), /did you mean phoneNumbers/);
      const phone = await check(t, { from: acmePhone, phoneNumbers: ['+13035550141'] });
      assert.equal(phone.status, 400);
      assert.match(JSON.stringify(phone.body), /Must be an RCS agent id/);
      const unknown = await check(t, { from: 'agent_nobody', phoneNumbers: ['+13035550141'] });
      assert.equal(unknown.status, 400);
      assert.match(
        unknown.body.error,
        /^from: agent_nobody is not an RCS agent of team team_sandbox \(its RCS agents: /,
      );
      const notArray = await check(t, { from: acmeAgent, phoneNumbers: '+13035550141' });
      assert.equal(notArray.status, 400);
    } finally {
      t.close();
    }
  });

  test('needs messages:send (401 naming it, as every embed route: spec Errors), and a token may check only its senders', async () => {
    const t = testSandbox();
    try {
      const body = { from: acmeAgent, phoneNumbers: ['+13035550141'] };
      const without = await check(t, body, await t.embed(['conversations:read', 'agents:read']));
      assert.equal(without.status, 401);
      assert.match(without.body.error, /lacks the scope messages:send/);
      assert.equal((await check(t, body, await t.embed(['messages:send']))).status, 200);
      const northwindOnly = await t.embed(['messages:send'], { senders: [northwindAgent] });
      const hidden = await check(t, body, northwindOnly);
      assert.equal(hidden.status, 400);
      assert.equal(hidden.body.error, `This embed token may not send from ${acmeAgent}`);
      const unknown = await check(t, { ...body, from: 'agent_nobody' }, northwindOnly);
      assert.equal(unknown.body.error, 'This embed token may not send from agent_nobody', 'no list of the team agents');
    } finally {
      t.close();
    }
  });
});

// ---------------------------------------------------------------- estimate == send

/** A contact's kind: which rule it meets. */
const KINDS = ['plain', 'noRcs', 'fails', 'carrierB', 'stopAgent', 'stopPhone'] as const;
type Kind = (typeof KINDS)[number];
const SUFFIX: Record<Kind, string> = {
  plain: '',
  noRcs: '0000',
  fails: '9999',
  carrierB: '7777',
  stopAgent: '',
  stopPhone: '',
};

interface Case {
  contacts: Kind[];
  blast: 'sms' | 'mms' | 'rcs';
  agent: 'acme' | 'northwind';
  fallback: 'none' | 'sms' | 'longText' | 'media';
  launchCarrierB: boolean;
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  contacts: fc.array(fc.constantFrom(...KINDS), { minLength: 1, maxLength: 10 }),
  blast: fc.constantFrom('sms', 'mms', 'rcs'),
  agent: fc.constantFrom('acme', 'northwind'),
  fallback: fc.constantFrom('none', 'sms', 'longText', 'media'),
  launchCarrierB: fc.boolean(),
});

function blastBody(c: Case, audienceId: string) {
  const agent = c.agent === 'acme' ? acmeAgent : northwindAgent;
  const phone = c.agent === 'acme' ? acmePhone : northwindPhone;
  if (c.blast === 'sms') return { audienceId, from: phone, text: 'Cupping on Friday ☕ — reply STOP to opt out' };
  if (c.blast === 'mms') return { audienceId, from: phone, mediaUrls: ['https://example.com/menu.png'] };
  const fallback =
    c.fallback === 'none'
      ? undefined
      : c.fallback === 'sms'
        ? { from: phone, text: 'Weekend special: 2 for 1 '.repeat(8) }
        : c.fallback === 'longText'
          ? { from: phone, text: 'x'.repeat(3073) }
          : { from: phone, text: 'Weekend special', mediaUrls: ['https://example.com/menu.png'] };
  return { audienceId, from: agent, rcs: { text: 'Weekend special: two for one' }, ...(fallback && { fallback }) };
}

/** What validation prices one message of each leg at (the price the estimate multiplies). */
async function legPrices(t: TestSandbox, body: any, kind: Case['blast']) {
  const price = async (type: string, message: unknown) =>
    (await t.api('POST', `/messages/validate/${type}`, message)).body.estimatedCost.amount as number;
  if (kind === 'sms') return { sms: await price('sms', { from: body.from, text: body.text }) };
  if (kind === 'mms') return { mms: await price('mms', { from: body.from, mediaUrls: body.mediaUrls }) };
  const rcs = await price('rcs', { rcs: body.rcs });
  if (!body.fallback) return { rcs };
  const mms = body.fallback.mediaUrls || body.fallback.text.length > 3072;
  return mms
    ? { rcs, mms: await price('mms', { from: body.fallback.from, mediaUrls: ['https://example.com/menu.png'] }) }
    : { rcs, sms: await price('sms', { from: body.fallback.from, text: body.fallback.text }) };
}

describe('POST /messages/blast/{kind}/estimate', () => {
  test('predicts what the blast does, recipient by recipient (random audiences, blasts and launches)', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        runs++;
        const t = testSandbox({ demoData: false });
        try {
          if (c.launchCarrierB) await launch(t, DEMO_CAMPAIGNS.acmeRcs, 'CARRIER_B');
          const audienceId = (await t.api('POST', '/audiences', { name: 'Reach' })).body.id;
          const phones = c.contacts.map((kind, i) => {
            const suffix = SUFFIX[kind] || String(1000 + i);
            return `+1${String(201 + i)}555${suffix}`;
          });
          for (const [i, phoneNumber] of phones.entries()) {
            const created = await t.api('POST', '/contacts', { phoneNumber, audienceIds: [audienceId] });
            assert.equal(created.status, 201, JSON.stringify(created.body));
            const kind = c.contacts[i]!;
            if (kind === 'stopAgent') await optOut(t, phoneNumber, c.agent === 'acme' ? acmeAgent : northwindAgent);
            if (kind === 'stopPhone') await optOut(t, phoneNumber, c.agent === 'acme' ? acmePhone : northwindPhone);
          }
          await t.clock.tick(10_000); // the STOP confirmations delivered
          const body = blastBody(c, audienceId);
          const estimated = await t.api('POST', `/messages/blast/${c.blast}/estimate?details=true`, body);
          assert.equal(estimated.status, 200, JSON.stringify(estimated.body));
          const est = estimated.body;
          assert.ok(BlastEstimate.safeParse(est).success, JSON.stringify(BlastEstimate.safeParse(est).error));
          assert.equal(est.rcs + est.sms + est.mms + est.unreachable, phones.length);
          assert.equal(est.recipients.length, phones.length);

          // Each leg costs its recipients × the price validation gives that leg's message.
          const prices = await legPrices(t, body, c.blast);
          for (const leg of ['rcs', 'sms', 'mms'] as const) {
            const unit = (prices as Record<string, number | undefined>)[leg];
            assert.equal(est.segments[leg] === null, unit === undefined, `${leg} leg exists`);
            assert.equal(est.cost[leg].amount, Math.round((unit ?? 0) * est[leg] * 10_000) / 10_000, `${leg} cost`);
          }

          const sent = await t.api('POST', `/messages/blast/${c.blast}`, body);
          if (est.reasons.unreachable.opted_out === phones.length) {
            assert.equal(sent.status, 400, 'everyone opted out: nothing to send');
            return;
          }
          assert.equal(sent.status, 200, JSON.stringify(sent.body));
          for (let i = 0; i < 20 && t.sandbox.store.data.blasts[sent.body.id]!.status !== 'COMPLETED'; i++)
            await t.clock.tick(5000);
          const blast = (await t.api('POST', '/messages/blasts/list', {})).body.data.find(
            (b: Blast) => b.id === sent.body.id,
          ) as Blast;
          assert.equal(blast.status, 'COMPLETED');
          // What the blast reports is what the estimate said.
          assert.deepEqual(blast.deliveredBy, { rcs: est.rcs, sms: est.sms, mms: est.mms });
          assert.equal(blast.failed + blast.optedOut, est.unreachable);
          assert.equal(blast.optedOut, est.reasons.unreachable.opted_out);
          assert.equal(blast.recipients + blast.optedOut, est.contacts);
          // Recipient by recipient: the channel that reached each (null: nothing did, or nothing was sent).
          const messages = Object.values(t.sandbox.store.data.messages).filter((m) => m.blastId === blast.id);
          for (const r of est.recipients) {
            const m = messages.find((x) => x.to === r.phoneNumber);
            const got =
              !m || m.status === 'FAILED' ? null : m.status === 'FALLBACK_SENT' ? m.fallbackMessage!.type : m.type;
            assert.equal(got, r.channel, `${r.phoneNumber} (${r.reason})`);
          }
        } finally {
          t.close();
        }
      }),
      { numRuns: 40 },
    );
    assert.equal(runs >= 40, true);
  });

  test('the same body as the create: strict keys, query and audience checks; counts only with ?details', async () => {
    const t = testSandbox();
    try {
      const body = { audienceId: 'aud_dtest_numbers', from: acmeAgent, rcs: { text: 'Hi' } };
      const plain = await t.api('POST', '/messages/blast/rcs/estimate', body);
      assert.equal(plain.status, 200, JSON.stringify(plain.body));
      assert.equal(plain.body.recipients, undefined, 'no list without details');
      // The demo's three test numbers: one delivered, one without RCS (…0000), one not in service (…9999).
      assert.deepEqual([plain.body.rcs, plain.body.sms, plain.body.mms, plain.body.unreachable], [1, 0, 0, 2]);
      assert.deepEqual(plain.body.reasons.unreachable, {
        capable: 0,
        carrier_not_launched: 0,
        device_not_capable: 1,
        opted_out: 0,
        invalid: 1,
      });
      assert.deepEqual(plain.body.segments, { rcs: 1, sms: null, mms: null });
      const typo = await t.api('POST', '/messages/blast/rcs/estimate', { ...body, fallbak: { from: acmePhone } });
      assert.equal(typo.status, 400);
      assert.match(JSON.stringify(typo.body), /did you mean fallback/);
      const query = await t.api('POST', '/messages/blast/rcs/estimate?detail=true', body);
      assert.equal(query.status, 400);
      assert.match(JSON.stringify(query.body), /detail/);
      const badDetails = await t.api('POST', '/messages/blast/rcs/estimate?details=yes', body);
      assert.equal(badDetails.status, 400);
      assert.match(JSON.stringify(badDetails.body), /details is true or false/);
      const noAudience = await t.api('POST', '/messages/blast/sms/estimate', {
        audienceId: 'aud_missing',
        from: acmePhone,
        text: 'Hi',
      });
      assert.equal(noAudience.status, 400);
      assert.equal(noAudience.body.error, 'audienceId: no audience aud_missing');
      const wrongSender = await t.api('POST', '/messages/blast/sms/estimate', { ...body, rcs: undefined, text: 'Hi' });
      assert.equal(wrongSender.status, 400, 'an agent id is no SMS sender');
      const token = await t.embed(['messages:send']);
      const scope = await t.call('POST', '/messages/blast/rcs/estimate', { token, body });
      assert.equal(scope.status, 401);
      assert.match(scope.body.error, /lacks the scope messages:blast/);
      assert.equal(Object.keys(t.sandbox.store.data.blasts).length, 0, 'an estimate sends nothing');
    } finally {
      t.close();
    }
  });
});
