/** RCS agents and campaigns (DESIGN §8): identity, launch states, the review lifecycle, scopes and `res`. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_REVIEW_CAMPAIGNS } from '../../../src/sandbox/demo-rcs.js';
import { carriersWithoutLaunch, RcsAgent, RcsCampaign, CAMPAIGN_STATUSES } from '../../../src/schemas/agents.js';
import { Page } from '../../../src/schemas/common.js';
import { DEMO_BRANDS, DEMO_CAMPAIGNS, DEMO_SENDERS, testSandbox } from './helpers.js';

describe('RCS agents', () => {
  it('lists the production agents (not test agents) with branding, contact, verification and per-carrier launch state', async () => {
    const t = testSandbox();
    const res = await t.api('POST', '/rcs/agents/list', {});
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const page = Page(RcsAgent).parse(res.body);
    assert.deepEqual(
      page.data.map((a) => a.agentId).sort(),
      [DEMO_SENDERS.acmeAgent, DEMO_SENDERS.northwindAgent].sort(),
    );
    const acme = page.data.find((a) => a.agentId === DEMO_SENDERS.acmeAgent)!;
    assert.equal(acme.name, 'Acme Coffee');
    assert.equal(acme.brand.name, 'Acme Coffee');
    assert.match(acme.branding.logoUrl!, /^http:\/\/sandbox\.test\/media\/acme-logo/);
    assert.equal(acme.branding.colors.primary, '#0f766e');
    assert.equal(acme.contact.website, 'https://acme-coffee.example');
    assert.deepEqual(acme.carrierLaunches.carriers, {
      CARRIER_A: 'LAUNCHED',
      CARRIER_B: 'PENDING',
      CARRIER_C: 'NOT_LAUNCHED',
      OTHERS: 'NOT_LAUNCHED',
    });
    assert.equal(acme.verified, false, 'VERIFIER_B has not verified yet');
    assert.deepEqual(carriersWithoutLaunch(acme), ['CARRIER_B', 'CARRIER_C', 'OTHERS']);
    t.close();
  });

  it('GET follows its campaign: verified once both verifiers are done; 404 for test agents, phones and unknown ids', async () => {
    const t = testSandbox();
    const campaign = t.sandbox.store.data.campaigns[DEMO_CAMPAIGNS.acmeRcs]!;
    campaign.carrierLaunches.verification.VERIFIER_B = 'VERIFIED';
    const res = await t.api('GET', `/rcs/agents/${DEMO_SENDERS.acmeAgent}`);
    assert.equal(res.status, 200);
    assert.equal(RcsAgent.parse(res.body).verified, true);
    for (const id of ['agent_test_acme_lab', DEMO_SENDERS.acmePhone, 'agent_nope']) {
      assert.equal((await t.api('GET', `/rcs/agents/${encodeURIComponent(id)}`)).status, 404, id);
    }
    t.close();
  });

  it('agents:read is the scope; a token restricted by brand sees only that brand', async () => {
    const t = testSandbox();
    assert.equal(
      (await t.call('POST', '/rcs/agents/list', { token: await t.embed(['conversations:read']), body: {} })).status,
      401,
    );
    const token = await t.embed(['agents:read'], { brands: [DEMO_BRANDS.northwind] });
    const list = await t.call('POST', '/rcs/agents/list', { token, body: {} });
    assert.deepEqual(
      list.body.data.map((a: RcsAgent) => a.agentId),
      [DEMO_SENDERS.northwindAgent],
    );
    assert.equal((await t.call('GET', `/rcs/agents/${DEMO_SENDERS.acmeAgent}`, { token })).status, 404);
    t.close();
  });
});

describe('RCS campaigns', () => {
  it('the demo has a campaign in every status, one IN_REVIEW, with the submission fields', async () => {
    const t = testSandbox();
    const res = await t.api('POST', '/rcs/campaigns/list', { pageSize: 100 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const campaigns = Page(RcsCampaign).parse(res.body).data;
    assert.deepEqual([...new Set(campaigns.map((c) => c.status))].sort(), [...CAMPAIGN_STATUSES].sort());
    assert.equal(campaigns.filter((c) => c.status === 'IN_REVIEW').length, 1);
    const loyalty = campaigns.find((c) => c.publicId === DEMO_CAMPAIGNS.acmeRcs)!;
    assert.equal(loyalty.agent?.id, DEMO_SENDERS.acmeAgent);
    assert.equal(loyalty.cta_media.length, 1);
    assert.match(loyalty.opt_in_method!, /Checkbox/);
    assert.match(loyalty.use_case_description!, /Loyalty/);
    const rejected = campaigns.find((c) => c.status === 'REJECTED')!;
    assert.ok(rejected.rejectionReason);
    const inReview = await t.api('POST', '/rcs/campaigns/list', { status: 'IN_REVIEW' });
    assert.deepEqual(
      inReview.body.data.map((c: RcsCampaign) => c.publicId),
      [DEMO_CAMPAIGNS.northwindRcs],
    );
    const byAgent = await t.api('POST', '/rcs/campaigns/list', { agentId: DEMO_SENDERS.acmeAgent });
    assert.deepEqual(
      byAgent.body.data.map((c: RcsCampaign) => c.publicId).sort(),
      [DEMO_CAMPAIGNS.acmeRcs, DEMO_REVIEW_CAMPAIGNS.acmeDraft].sort(),
    );
    t.close();
  });

  it('a PATCH of a campaign under review is a 400 service validation {error} and changes nothing', async () => {
    const t = testSandbox();
    const before = (await t.api('GET', `/rcs/campaigns/${DEMO_CAMPAIGNS.northwindRcs}`)).body;
    const res = await t.api('PATCH', `/rcs/campaigns/${DEMO_CAMPAIGNS.northwindRcs}`, {
      use_case_description: 'Changed while under review',
    });
    assert.equal(res.status, 400);
    assert.deepEqual(Object.keys(res.body), ['error']);
    assert.match(res.body.error, /under review/);
    assert.deepEqual((await t.api('GET', `/rcs/campaigns/${DEMO_CAMPAIGNS.northwindRcs}`)).body, before);
    const approved = await t.api('PATCH', `/rcs/campaigns/${DEMO_CAMPAIGNS.acmeRcs}`, { name: 'x' });
    assert.equal(approved.status, 400);
    assert.match(approved.body.error, /approved/);
    t.close();
  });

  it('draft → PATCH → submit (needs opt_in_method) → review APPROVED; REJECTED → PATCH returns it to DRAFT', async () => {
    const t = testSandbox();
    const id = DEMO_REVIEW_CAMPAIGNS.acmeDraft;
    const early = await t.api('POST', `/rcs/campaigns/${id}/submit`);
    assert.equal(early.status, 400);
    assert.match(early.body.error, /opt_in_method/);
    const bad = await t.api('PATCH', `/rcs/campaigns/${id}`, { cta_media: ['javascript:alert(1)'], opt_in_method: '' });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.properties.cta_media && bad.body.errors.properties.opt_in_method);
    const patched = await t.api('PATCH', `/rcs/campaigns/${id}`, {
      cta_media: ['https://acme-coffee.example/optin.png'],
      opt_in_method: 'Web form with an unchecked box',
      type: 'MIXED',
    });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    assert.equal(patched.body.status, 'DRAFT');
    assert.deepEqual(patched.body.cta_media, ['https://acme-coffee.example/optin.png']);
    const submitted = await t.api('POST', `/rcs/campaigns/${id}/submit`);
    assert.equal(submitted.status, 200);
    assert.equal(submitted.body.status, 'IN_REVIEW');
    assert.equal(submitted.body.submittedAt, new Date(t.clock.now()).toISOString());
    assert.equal((await t.api('PATCH', `/rcs/campaigns/${id}`, { name: 'n' })).status, 400);
    assert.equal((await t.api('POST', `/rcs/campaigns/${id}/submit`)).status, 400);
    const approved = await t.api('POST', `/sandbox/campaigns/${id}/review`, { decision: 'APPROVED' });
    assert.equal(approved.body.status, 'APPROVED');
    assert.equal((await t.api('POST', `/sandbox/campaigns/${id}/review`, { decision: 'APPROVED' })).status, 400);

    const rejected = DEMO_REVIEW_CAMPAIGNS.northwindRejected;
    const fixed = await t.api('PATCH', `/rcs/campaigns/${rejected}`, {
      cta_media: ['https://northwind-travel.example/consent.png'],
    });
    assert.equal(fixed.status, 200);
    assert.equal(fixed.body.status, 'DRAFT');
    assert.equal(fixed.body.rejectionReason, null);
    await t.api('POST', `/rcs/campaigns/${rejected}/submit`);
    const again = await t.api('POST', `/sandbox/campaigns/${rejected}/review`, {
      decision: 'REJECTED',
      reason: 'Still implied',
    });
    assert.equal(again.body.status, 'REJECTED');
    assert.equal(again.body.rejectionReason, 'Still implied');
    t.close();
  });

  it('reads need agents:read; PATCH and submit are API-key only; res hides other campaigns', async () => {
    const t = testSandbox();
    const token = await t.embed(['agents:read'], { campaigns: [DEMO_CAMPAIGNS.acmeRcs] });
    const list = await t.call('POST', '/rcs/campaigns/list', { token, body: {} });
    assert.deepEqual(
      list.body.data.map((c: RcsCampaign) => c.publicId),
      [DEMO_CAMPAIGNS.acmeRcs],
    );
    assert.equal((await t.call('GET', `/rcs/campaigns/${DEMO_CAMPAIGNS.northwindRcs}`, { token })).status, 404);
    assert.equal(
      (await t.call('PATCH', `/rcs/campaigns/${DEMO_REVIEW_CAMPAIGNS.acmeDraft}`, { token, body: { name: 'x' } }))
        .status,
      401,
    );
    assert.equal(
      (await t.call('POST', `/rcs/campaigns/${DEMO_REVIEW_CAMPAIGNS.acmeDraft}/submit`, { token })).status,
      401,
    );
    assert.equal((await t.api('GET', '/rcs/campaigns/cmp_missing')).status, 404);
    t.close();
  });

  it('campaigns from older data files (no review fields) read as APPROVED with empty submission fields', async () => {
    const t = testSandbox({ demoData: false });
    const data = t.sandbox.store.data;
    data.campaigns.cmp_old = {
      publicId: 'cmp_old',
      type: 'MARKETING',
      brandId: DEMO_BRANDS.acme,
      agentId: null,
      carrierLaunches: structuredClone(data.campaigns[DEMO_CAMPAIGNS.acmeSms]!.carrierLaunches),
    };
    const res = await t.api('GET', '/rcs/campaigns/cmp_old');
    assert.equal(res.status, 200);
    const campaign = RcsCampaign.parse(res.body);
    assert.equal(campaign.status, 'APPROVED');
    assert.deepEqual([campaign.cta_media, campaign.opt_in_method, campaign.use_case_description], [[], null, null]);
    t.close();
  });
});
