// The browser-side calls for short links, RCS agents and campaigns over the real transport and the in-process
// sandbox (pinned version included).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createApiClient } from '../../../src/api/client.js';
import { ApiError } from '../../../src/api/errors.js';
import { createLink, getAgent, getLink, listAgents, listCampaigns, listLinks } from '../../../src/api/links-agents.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { DEMO_BRANDS, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { DEMO_LINKS } from '../../../src/sandbox/demo-rcs.js';
import type { Scope } from '../../../src/schemas/token.js';
import { createEmbedToken } from '../../../src/tokens/index.js';

async function setup(scopes: Scope[], resources?: { brands?: string[] }) {
  const sandbox = createSandbox({ demoConversations: 2, longThreadSize: 2, baseUrl: 'http://sandbox.test/api' });
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'u',
    scopes,
    resources,
  });
  const client = createApiClient({
    baseUrl: 'http://sandbox.test/api',
    token,
    retry: { retries: 0 },
    fetch: (i, init) => sandbox.fetch(new Request(i, init)),
  });
  return { sandbox, client };
}

describe('api/links-agents', () => {
  it('creates and reads links with links:write / links:read', async () => {
    const { sandbox, client } = await setup(['links:read', 'links:write']);
    const link = await createLink(client, { url: 'https://acme.example/x' });
    assert.match(link.shortUrl, /^http:\/\/sandbox\.test\/l\//);
    const read = await getLink(client, DEMO_LINKS.menu.linkId);
    assert.ok(read.analytics.clicks > 0);
    await assert.rejects(
      createLink(client, { url: 'javascript:alert(1)' }),
      (e) => e instanceof ApiError && e.kind === 'validation' && !!e.fieldErrors.url,
    );
    sandbox.close();
  });

  it("lists links page by page with links:read (how the inbox finds a message's short links)", async () => {
    const { sandbox, client } = await setup(['links:read', 'links:write']);
    const made = await createLink(client, { url: 'https://acme.example/listed' });
    const first = await listLinks(client, { pageSize: 1 });
    assert.equal(first.data.length, 1);
    assert.ok(first.nextCursor, 'more than one page');
    const seen = new Map<string, string>();
    let cursor: string | null = null;
    do {
      const page = await listLinks(client, { pageSize: 2, cursor });
      for (const link of page.data) seen.set(link.shortUrl, link.linkId);
      cursor = page.nextCursor;
    } while (cursor);
    assert.equal(seen.get(made.shortUrl), made.linkId);
    assert.ok([...seen.values()].includes(DEMO_LINKS.menu.linkId), 'the demo links too');
    await assert.rejects(listLinks(client, { pageSize: 0 }), (e) => e instanceof ApiError && e.kind === 'validation');
    sandbox.close();
  });

  it('reads agents and campaigns with agents:read, filtered by the token res', async () => {
    const { sandbox, client } = await setup(['agents:read'], { brands: [DEMO_BRANDS.acme] });
    assert.deepEqual(
      (await listAgents(client)).data.map((a) => a.agentId),
      [DEMO_SENDERS.acmeAgent],
    );
    assert.equal((await getAgent(client, DEMO_SENDERS.acmeAgent)).name, 'Acme Coffee');
    const campaigns = await listCampaigns(client);
    assert.ok(campaigns.data.length > 0 && campaigns.data.every((c) => c.brand.id === DEMO_BRANDS.acme));
    await assert.rejects(
      getAgent(client, DEMO_SENDERS.northwindAgent),
      (e) => e instanceof ApiError && e.kind === 'not-found',
    );
    sandbox.close();
  });

  it('without the scope: unauthorized (401), distinct from a plan 403', async () => {
    const { sandbox, client } = await setup(['conversations:read']);
    await assert.rejects(
      getLink(client, DEMO_LINKS.menu.linkId),
      (e) => e instanceof ApiError && e.kind === 'unauthorized',
    );
    sandbox.close();
  });
});
