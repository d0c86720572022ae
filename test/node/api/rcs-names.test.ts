// RcsNamesController: names for ids from the agents and campaigns routes, ids as the fallback.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createApiClient } from '../../../src/api/client.js';
import { RcsNamesController } from '../../../src/controllers/rcs-names.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { DEMO_BRANDS, DEMO_CAMPAIGNS, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { createEmbedToken } from '../../../src/tokens/index.js';

async function host(scopes: Scope[]) {
  const sandbox = createSandbox({ demoConversations: 2, longThreadSize: 2, baseUrl: 'http://sandbox.test/api' });
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'u',
    scopes,
  });
  const client = createApiClient({
    baseUrl: 'http://sandbox.test/api',
    token,
    retry: { retries: 0 },
    fetch: (i, init) => sandbox.fetch(new Request(i, init)),
  });
  let updates = 0;
  const fake = {
    addController() {},
    removeController() {},
    requestUpdate: () => void updates++,
    updateComplete: Promise.resolve(true),
  };
  const names = new RcsNamesController(fake, () => client);
  return { sandbox, names, updates: () => updates };
}

describe('RcsNamesController', () => {
  it('answers agent, brand and campaign names once loaded, and asks the host to re-render', async () => {
    const t = await host(['agents:read']);
    assert.equal(t.names.senderName(DEMO_SENDERS.acmeAgent), DEMO_SENDERS.acmeAgent, 'the id until loaded');
    t.names.hostConnected();
    await t.names.load();
    assert.equal(t.names.senderName(DEMO_SENDERS.acmeAgent), 'Acme Coffee');
    assert.equal(t.names.brandName(DEMO_BRANDS.northwind), 'Northwind Travel');
    assert.equal(t.names.campaignName(DEMO_CAMPAIGNS.acmeRcs), 'Acme loyalty');
    assert.equal(t.names.campaignName(DEMO_CAMPAIGNS.acmeSms), 'Acme customer care', 'SMS campaigns are listed too');
    assert.equal(t.names.senderName('+14155550100'), '+14155550100', 'unknown ids stay');
    assert.equal(t.updates(), 1);
    t.sandbox.close();
  });

  it('without agents:read it keeps the ids and records the error', async () => {
    const t = await host(['conversations:read']);
    await t.names.load();
    assert.equal(t.names.senderName(DEMO_SENDERS.acmeAgent), DEMO_SENDERS.acmeAgent);
    assert.ok(t.names.error);
    t.sandbox.close();
  });
});
