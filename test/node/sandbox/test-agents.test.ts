/** RCS test agents (DESIGN §8): the per-plan limit, whitelisting (the launch-first carrier), sends to testers only. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_TEST_AGENT } from '../../../src/sandbox/demo-rcs.js';
import { TestAgent, Tester, WhitelistStatus } from '../../../src/schemas/agents.js';
import { DEMO_SENDERS, testSandbox } from './helpers.js';

const AGENT = {
  name: 'Trips lab',
  branding: { logoUrl: 'https://cdn.example/logo.png', colors: { primary: '#1d4ed8' } },
  contact: { email: 'lab@trips.example' },
};

describe('RCS test agents', () => {
  it('creates (201), reads, updates and lists test agents with branding and contact info', async () => {
    const t = testSandbox({ demoData: false });
    const created = await t.api('POST', '/rcs/test/agents', AGENT);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const agent = TestAgent.parse(created.body);
    assert.match(agent.agentId, /^agent_test_/);
    assert.equal(agent.branding.logoUrl, 'https://cdn.example/logo.png');
    assert.equal(agent.branding.colors.primary, '#1d4ed8');
    assert.equal(agent.contact.email, 'lab@trips.example');
    assert.equal(agent.testers, 0);

    const patched = await t.api('PATCH', `/rcs/test/agents/${agent.agentId}`, {
      name: 'Trips lab 2',
      branding: { colors: { primary: '#0f766e', secondary: '#f59e0b' } },
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.name, 'Trips lab 2');
    assert.deepEqual(patched.body.branding.colors, { primary: '#0f766e', secondary: '#f59e0b' });
    assert.equal(patched.body.branding.logoUrl, 'https://cdn.example/logo.png', 'branding merges');
    assert.equal(t.sandbox.store.data.senders[agent.agentId]!.name, 'Trips lab 2', 'the sender record follows');
    assert.equal((await t.api('GET', `/rcs/test/agents/${agent.agentId}`)).body.name, 'Trips lab 2');
    const list = await t.api('POST', '/rcs/test/agents/list', {});
    assert.deepEqual(
      list.body.data.map((a: TestAgent) => a.agentId),
      [agent.agentId],
    );
    assert.equal((await t.api('GET', '/rcs/test/agents/agent_test_missing')).status, 404);
    t.close();
  });

  it('validates bodies (ZodError 400): colours, URLs, names', async () => {
    const t = testSandbox({ demoData: false });
    const bad = await t.api('POST', '/rcs/test/agents', {
      name: '',
      branding: { logoUrl: 'javascript:alert(1)', colors: { primary: 'red' } },
    });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.properties.name);
    assert.ok(bad.body.errors.properties.branding.properties.logoUrl);
    assert.ok(bad.body.errors.properties.branding.properties.colors);
    t.close();
  });

  it('allows 5 per Pro account: the 6th is a 400 saying so; enterprise allows more', async () => {
    const t = testSandbox({ demoData: false });
    for (let i = 1; i <= 5; i++)
      assert.equal((await t.api('POST', '/rcs/test/agents', { name: `Agent ${i}` })).status, 201);
    const sixth = await t.api('POST', '/rcs/test/agents', { name: 'Agent 6' });
    assert.equal(sixth.status, 400);
    assert.deepEqual(Object.keys(sixth.body), ['error']);
    assert.match(sixth.body.error, /5 per pro account/);
    assert.equal(Object.keys(t.sandbox.store.data.testAgents).length, 5);
    t.close();

    const enterprise = testSandbox({ demoData: false, plan: 'enterprise' });
    for (let i = 1; i <= 6; i++)
      assert.equal((await enterprise.api('POST', '/rcs/test/agents', { name: `Agent ${i}` })).status, 201);
    enterprise.close();
  });

  it('the demo test agent counts toward the limit (demo data has one)', async () => {
    const t = testSandbox();
    for (let i = 1; i <= 4; i++)
      assert.equal((await t.api('POST', '/rcs/test/agents', { name: `Agent ${i}` })).status, 201);
    assert.equal((await t.api('POST', '/rcs/test/agents', { name: 'one too many' })).status, 400);
    t.close();
  });

  it('whitelists a number (201, PENDING until the tester accepts), again is 200; status lists every number', async () => {
    const t = testSandbox({ demoData: false });
    const agent = (await t.api('POST', '/rcs/test/agents', AGENT)).body;
    const first = await t.api('POST', `/rcs/test/agents/${agent.agentId}/whitelist`, { phoneNumber: '+14155550142' });
    assert.equal(first.status, 201);
    assert.deepEqual(Tester.parse(first.body), {
      phoneNumber: '+14155550142',
      status: 'PENDING',
      invitedAt: new Date(t.clock.now()).toISOString(),
      acceptedAt: null,
    });
    t.clock.advance(2000);
    const again = await t.api('POST', `/rcs/test/agents/${agent.agentId}/whitelist`, { phoneNumber: '+14155550142' });
    assert.equal(again.status, 200);
    assert.equal(again.body.status, 'ACCEPTED');
    await t.api('POST', `/rcs/test/agents/${agent.agentId}/whitelist`, { phoneNumber: '+14155550143' });
    const status = await t.api('GET', `/rcs/test/agents/${agent.agentId}/whitelist`);
    assert.equal(status.status, 200);
    const parsed = WhitelistStatus.parse(status.body);
    assert.deepEqual(
      parsed.testers.map((x) => [x.phoneNumber, x.status]),
      [
        ['+14155550142', 'ACCEPTED'],
        ['+14155550143', 'PENDING'],
      ],
    );
    const one = await t.api('GET', `/rcs/test/agents/${agent.agentId}/whitelist?phoneNumber=%2B14155550143`);
    assert.deepEqual(
      one.body.testers.map((x: Tester) => x.phoneNumber),
      ['+14155550143'],
    );
    assert.equal((await t.api('GET', `/rcs/test/agents/${agent.agentId}`)).body.testers, 2);
    const invalid = await t.api('POST', `/rcs/test/agents/${agent.agentId}/whitelist`, { phoneNumber: '4155550142' });
    assert.equal(invalid.status, 400);
    assert.ok(invalid.body.errors.properties.phoneNumber);
    assert.equal(
      (await t.api('POST', '/rcs/test/agents/agent_test_missing/whitelist', { phoneNumber: '+14155550142' })).status,
      404,
    );
    t.close();
  });

  it('whitelisting a number on the launch-first carrier (…7777) is a 400 naming the carrier and saying launch first', async () => {
    const t = testSandbox({ demoData: false });
    const agent = (await t.api('POST', '/rcs/test/agents', AGENT)).body;
    const res = await t.api('POST', `/rcs/test/agents/${agent.agentId}/whitelist`, { phoneNumber: '+14155557777' });
    assert.equal(res.status, 400);
    assert.deepEqual(Object.keys(res.body), ['error']);
    assert.match(res.body.error, /CARRIER_B/);
    assert.match(res.body.error, /launched/);
    assert.match(res.body.error, /first/);
    assert.equal((await t.api('GET', `/rcs/test/agents/${agent.agentId}/whitelist`)).body.testers.length, 0);
    t.close();
  });

  it('sends from a test agent only to accepted testers; another recipient is a 400 {error}', async () => {
    const t = testSandbox({ demoData: false });
    const agent = (await t.api('POST', '/rcs/test/agents', AGENT)).body;
    const send = (to: string) =>
      t.api('POST', '/send', {
        type: 'RCS',
        from: agent.agentId,
        to,
        rcs: { card: { title: 'Try me', suggestions: [{ type: 'reply', text: 'Yes', postbackData: 'y' }] } },
      });
    const stranger = await send('+14155550199');
    assert.equal(stranger.status, 400);
    assert.match(stranger.body.error, /not whitelisted/);
    await t.api('POST', `/rcs/test/agents/${agent.agentId}/whitelist`, { phoneNumber: '+14155550142' });
    const pending = await send('+14155550142');
    assert.equal(pending.status, 400);
    assert.match(pending.body.error, /not accepted/);
    t.clock.advance(2000);
    const ok = await send('+14155550142');
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.from, agent.agentId);
    assert.equal(ok.body.type, 'RCS');
    // Production agents are unaffected.
    const production = await t.api('POST', '/send', {
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: '+14155550199',
      rcs: { text: 'hi' },
    });
    assert.equal(production.status, 200);
    t.close();
  });

  it('the demo test agent has an accepted tester it can send to', async () => {
    const t = testSandbox();
    const status = await t.api('GET', `/rcs/test/agents/${DEMO_TEST_AGENT.agentId}/whitelist`);
    assert.deepEqual(
      status.body.testers.map((x: Tester) => [x.phoneNumber, x.status]),
      [[DEMO_TEST_AGENT.tester, 'ACCEPTED']],
    );
    const sent = await t.api('POST', '/send', {
      type: 'RCS',
      from: DEMO_TEST_AGENT.agentId,
      to: DEMO_TEST_AGENT.tester,
      rcs: { text: 'hello tester' },
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    t.close();
  });

  it('are API-key only', async () => {
    const t = testSandbox();
    const token = await t.embed();
    assert.equal((await t.call('POST', '/rcs/test/agents', { token, body: AGENT })).status, 401);
    assert.equal((await t.call('GET', `/rcs/test/agents/${DEMO_TEST_AGENT.agentId}/whitelist`, { token })).status, 401);
    t.close();
  });
});
