/** ServiceClient against a real in-process sandbox: links, agents, campaigns, test agents, plans, pinned version. */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  SERVICE_API_VERSION,
  ServiceClient,
} from '../../../src/node/index.js';
import { createSandbox, SANDBOX_DEFAULTS, type SandboxOptions } from '../../../src/sandbox/index.js';
import { DEMO_LINKS, DEMO_REVIEW_CAMPAIGNS, DEMO_TEST_AGENT } from '../../../src/sandbox/demo-rcs.js';
import { DEMO_CAMPAIGNS, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';

function setup(options: SandboxOptions = {}) {
  const sandbox = createSandbox({
    demoConversations: 6,
    longThreadSize: 10,
    baseUrl: 'http://svc.test/api',
    ...options,
  });
  const versions: (string | null)[] = [];
  const client = new ServiceClient({
    apiKey: SANDBOX_DEFAULTS.apiKey,
    baseUrl: 'http://svc.test/api',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      versions.push(request.headers.get('SERVICE-API-VERSION'));
      const response = await sandbox.fetch(request);
      assert.equal(response.headers.get('SERVICE-API-VERSION'), 'v2', 'the sandbox echoes the pinned version');
      return response;
    }) as typeof fetch,
  });
  return { sandbox, client, versions };
}

describe('ServiceClient: RCS agents, campaigns, test agents and links operations', () => {
  test('pins SERVICE-API-VERSION: v2 on every request', async () => {
    const { client, versions, sandbox } = setup();
    await client.listLinks();
    await client.listAgents();
    await client.getConversation('nope').catch(() => {});
    assert.equal(SERVICE_API_VERSION, 'v2');
    assert.deepEqual(versions, ['v2', 'v2', 'v2']);
    sandbox.close();
  });

  test('short links: create, get with analytics, update, list; javascript: is a BadRequestError', async () => {
    const { client, sandbox } = setup();
    const link = await client.createLink({ url: 'https://acme.example/menu', sender: DEMO_SENDERS.acmePhone });
    assert.match(link.shortUrl, /^http:\/\/svc\.test\/l\//);
    const got = await client.getLink(link.linkId);
    assert.equal(got.analytics.clicks, 0);
    const updated = await client.updateLink(link.linkId, { url: 'https://acme.example/winter' });
    assert.equal(updated.url, 'https://acme.example/winter');
    assert.equal(updated.shortUrl, link.shortUrl);
    const demo = await client.getLink(DEMO_LINKS.menu.linkId);
    assert.ok(demo.analytics.byDay.length > 1);
    const page = await client.listLinks({ pageSize: 2 });
    assert.equal(page.data.length, 2);
    assert.ok(page.nextCursor);
    await assert.rejects(
      client.createLink({ url: 'javascript:alert(1)' }),
      (e) => e instanceof BadRequestError && !!e.errors?.properties?.url,
    );
    await assert.rejects(client.getLink('lnk_missing'), NotFoundError);
    sandbox.close();
  });

  test('agents and campaigns: read, update a draft, submit; a PATCH under review is a BadRequestError', async () => {
    const { client, sandbox } = setup();
    const agents = await client.listAgents();
    assert.equal(agents.data.length, 2);
    const acme = await client.getAgent(DEMO_SENDERS.acmeAgent);
    assert.equal(acme.carrierLaunches.carriers.CARRIER_A, 'LAUNCHED');
    const inReview = await client.listCampaigns({ status: 'IN_REVIEW' });
    assert.deepEqual(
      inReview.data.map((c) => c.publicId),
      [DEMO_CAMPAIGNS.northwindRcs],
    );
    await assert.rejects(
      client.updateCampaign(DEMO_CAMPAIGNS.northwindRcs, { name: 'x' }),
      (e) => e instanceof BadRequestError && /under review/.test(e.message),
    );
    const draft = await client.updateCampaign(DEMO_REVIEW_CAMPAIGNS.acmeDraft, { opt_in_method: 'Keyword JOIN' });
    assert.equal(draft.opt_in_method, 'Keyword JOIN');
    assert.equal((await client.submitCampaign(DEMO_REVIEW_CAMPAIGNS.acmeDraft)).status, 'IN_REVIEW');
    assert.equal((await client.getCampaign(DEMO_REVIEW_CAMPAIGNS.acmeDraft)).status, 'IN_REVIEW');
    sandbox.close();
  });

  test('test agents: create, update, list, whitelist and status; the launch-first carrier is a BadRequestError', async () => {
    const { client, sandbox } = setup({ demoData: false, testerAcceptMs: 0 });
    const agent = await client.createTestAgent({ name: 'Lab' });
    assert.equal((await client.updateTestAgent(agent.agentId, { description: 'QA' })).description, 'QA');
    assert.equal((await client.getTestAgent(agent.agentId)).name, 'Lab');
    assert.equal((await client.listTestAgents()).data.length, 1);
    const tester = await client.whitelistTester(agent.agentId, { phoneNumber: '+14155550142' });
    assert.equal(tester.status, 'ACCEPTED');
    const status = await client.getWhitelistStatus(agent.agentId, '+14155550142');
    assert.deepEqual(
      status.testers.map((t) => t.phoneNumber),
      ['+14155550142'],
    );
    await assert.rejects(
      client.whitelistTester(agent.agentId, { phoneNumber: '+14155557777' }),
      (e) => e instanceof BadRequestError && /CARRIER_B/.test(e.message),
    );
    for (let i = 0; i < 4; i++) await client.createTestAgent({ name: `Lab ${i}` });
    await assert.rejects(
      client.createTestAgent({ name: 'sixth' }),
      (e) => e instanceof BadRequestError && /5 per pro account/.test(e.message),
    );
    sandbox.close();
  });

  test('a plan without the feature is a ForbiddenError naming the plan', async () => {
    const { client, sandbox } = setup({ plan: 'free' });
    await assert.rejects(
      client.createTestAgent({ name: 'Lab' }),
      (e) => e instanceof ForbiddenError && e.status === 403 && /free plan/.test(e.message),
    );
    await assert.rejects(client.getWhitelistStatus(DEMO_TEST_AGENT.agentId), ForbiddenError);
    await assert.rejects(client.listForms(), (e) => e instanceof ForbiddenError && /Hosted forms/.test(e.message));
    sandbox.close();
  });
});
