/** `--data` with links, agent profiles and test agents: files written without them still load; new data persists. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxServer } from '../../../src/sandbox/index.js';
import { DEMO_CAMPAIGNS, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';

const KEY = { 'SERVICE-API-KEY': 'sk_sandbox_parley_dev_key', 'Content-Type': 'application/json' };

describe('--data with the links, agent profile and test agent sections', () => {
  it('loads an older file (no links, agentProfiles, testAgents, campaign review fields) and persists the new sections', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parley-rcs-'));
    const file = join(dir, 'store.json');
    try {
      // Write a current file, then strip it back to the older shape.
      let server = await startSandboxServer({
        port: 0,
        dataFile: file,
        log: () => {},
        sandbox: { demoConversations: 3, longThreadSize: 3 },
      });
      await server.close();
      const old = JSON.parse(await readFile(file, 'utf8'));
      delete old.links;
      delete old.agentProfiles;
      delete old.testAgents;
      for (const campaign of Object.values(old.campaigns) as Record<string, unknown>[]) {
        for (const field of [
          'name',
          'status',
          'cta_media',
          'opt_in_method',
          'use_case_description',
          'rejectionReason',
          'submittedAt',
          'createdAt',
          'updatedAt',
        ])
          delete campaign[field];
      }
      delete old.campaigns.cmp_acme_rcs_holiday;
      delete old.campaigns.cmp_northwind_rcs_promo;
      for (const id of Object.keys(old.senders)) if (old.senders[id].test) delete old.senders[id];
      await writeFile(file, JSON.stringify(old));

      server = await startSandboxServer({ port: 0, dataFile: file, log: () => {} });
      const agents = await (
        await fetch(`${server.baseUrl}/rcs/agents/list`, { method: 'POST', headers: KEY, body: '{}' })
      ).json();
      assert.deepEqual(agents.data.map((a: { agentId: string }) => a.agentId).sort(), [
        DEMO_SENDERS.acmeAgent,
        DEMO_SENDERS.northwindAgent,
      ]);
      assert.equal(agents.data[0].branding.logoUrl, null, 'no profile yet: plain identity');
      const campaign = await (
        await fetch(`${server.baseUrl}/rcs/campaigns/${DEMO_CAMPAIGNS.acmeRcs}`, { headers: KEY })
      ).json();
      assert.equal(campaign.status, 'APPROVED');
      assert.equal(
        (await (await fetch(`${server.baseUrl}/tools/url/list`, { method: 'POST', headers: KEY, body: '{}' })).json())
          .data.length,
        0,
      );
      const link = await (
        await fetch(`${server.baseUrl}/tools/url`, {
          method: 'POST',
          headers: KEY,
          body: JSON.stringify({ url: 'https://acme.example/kept' }),
        })
      ).json();
      assert.equal((await fetch(link.shortUrl, { redirect: 'manual' })).status, 302);
      const agent = await (
        await fetch(`${server.baseUrl}/rcs/test/agents`, {
          method: 'POST',
          headers: KEY,
          body: JSON.stringify({ name: 'Kept lab' }),
        })
      ).json();
      await fetch(`${server.baseUrl}/rcs/test/agents/${agent.agentId}/whitelist`, {
        method: 'POST',
        headers: KEY,
        body: JSON.stringify({ phoneNumber: '+14155550142' }),
      });
      await server.close();

      server = await startSandboxServer({ port: 0, dataFile: file, log: () => {} });
      const kept = await (await fetch(`${server.baseUrl}/tools/url/${link.linkId}`, { headers: KEY })).json();
      assert.equal(kept.url, 'https://acme.example/kept');
      assert.equal(kept.analytics.clicks, 1);
      assert.ok(kept.shortUrl.startsWith(`${server.origin}/l/`), 'the short URL follows the new port');
      const whitelist = await (
        await fetch(`${server.baseUrl}/rcs/test/agents/${agent.agentId}/whitelist`, { headers: KEY })
      ).json();
      assert.deepEqual(
        whitelist.testers.map((t: { phoneNumber: string }) => t.phoneNumber),
        ['+14155550142'],
      );
      await server.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
