import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CampaignStatusEvent } from '../../../src/schemas/webhooks.js';
import { nextCampaignStep } from '../../../src/sandbox/routes/campaigns.js';
import type { WebhookDeliveryService } from '../../../src/sandbox/services/webhooks.js';
import type { CarrierLaunches } from '../../../src/schemas/campaigns.js';
import { testSandbox } from './helpers.js';

const AGENT = 'agent_trips';
const PHONE = '+14155550177';

const fresh = (): CarrierLaunches => ({
  carriers: { CARRIER_A: 'NOT_LAUNCHED', CARRIER_B: 'NOT_LAUNCHED', CARRIER_C: 'NOT_LAUNCHED', OTHERS: 'NOT_LAUNCHED' },
  verification: { VERIFIER_A: 'NOT_SENT', VERIFIER_B: 'NOT_SENT' },
});

function setup() {
  const delivered: { url: string; body: Record<string, unknown> }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    delivered.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(null, { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  const t = testSandbox({ demoData: false, fetch });
  const sandbox = t.sandbox;
  const data = sandbox.store.data;
  data.brands.brand_trips = { id: 'brand_trips', name: 'Trips Inc' };
  data.senders[AGENT] = {
    id: AGENT,
    type: 'rcs_agent',
    name: 'Trips Assistant',
    brandId: 'brand_trips',
    campaignId: 'cmp_trips',
  };
  data.senders[PHONE] = {
    id: PHONE,
    type: 'phone',
    name: 'Trips SMS',
    brandId: 'brand_trips',
    campaignId: 'cmp_trips',
  };
  data.campaigns.cmp_trips = {
    publicId: 'cmp_trips',
    type: 'CONVERSATIONAL',
    brandId: 'brand_trips',
    agentId: AGENT,
    carrierLaunches: fresh(),
  };
  data.campaigns.cmp_sms = {
    publicId: 'cmp_sms',
    type: 'CUSTOMER_CARE',
    brandId: 'brand_trips',
    agentId: null,
    carrierLaunches: fresh(),
  };
  /** With the API key unless `headers` are given (then exactly those). */
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    headers ? t.call(method, path, { body, headers }) : t.api(method, path, body);
  const events = async () => {
    await (sandbox.context.webhooks as WebhookDeliveryService).idle();
    return delivered;
  };
  return { sandbox, call, events };
}

describe('campaigns: /sandbox/campaigns/{publicId}/advance', () => {
  it('walks verification, then each carrier, in the documented twelve steps, then answers 409', async () => {
    const { call } = setup();
    const steps: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call('POST', '/sandbox/campaigns/cmp_trips/advance');
      assert.equal(res.status, 200);
      steps.push(`${res.body.step.key}:${res.body.step.to}`);
    }
    assert.deepEqual(steps, [
      'VERIFIER_A:SENT',
      'VERIFIER_A:VERIFIED',
      'VERIFIER_B:SENT',
      'VERIFIER_B:VERIFIED',
      'CARRIER_A:PENDING',
      'CARRIER_A:LAUNCHED',
      'CARRIER_B:PENDING',
      'CARRIER_B:LAUNCHED',
      'CARRIER_C:PENDING',
      'CARRIER_C:LAUNCHED',
      'OTHERS:PENDING',
      'OTHERS:LAUNCHED',
    ]);
    const done = await call('POST', '/sandbox/campaigns/cmp_trips/advance');
    assert.equal(done.status, 409);
    assert.match(done.body.error, /launched on every carrier/);
    assert.equal(nextCampaignStep(fresh())?.key, 'VERIFIER_A');
  });

  it('emits CAMPAIGN.STATUS with the snapshot to the agent webhook, never to phone-number webhooks', async () => {
    const { call, events } = setup();
    await call('POST', '/webhooks/attach', { name: 'agent', url: 'https://agent.example.com', senders: [AGENT] });
    await call('POST', '/webhooks/attach', { name: 'phone', url: 'https://phone.example.com', senders: [PHONE] });
    await call('POST', '/sandbox/campaigns/cmp_trips/advance');
    const res = await call('POST', '/sandbox/campaigns/cmp_trips/advance');
    const delivered = await events();
    assert.deepEqual(
      delivered.map((d) => d.url),
      ['https://agent.example.com', 'https://agent.example.com'],
    );
    const event = CampaignStatusEvent.parse(delivered[1]!.body);
    assert.deepEqual(event.agent, { id: AGENT, name: 'Trips Assistant' });
    assert.deepEqual(event.campaign, { publicId: 'cmp_trips', type: 'CONVERSATIONAL' });
    assert.deepEqual(event.brand, { id: 'brand_trips', name: 'Trips Inc' });
    assert.equal(event.carrierLaunches.verification.VERIFIER_A, 'VERIFIED');
    assert.deepEqual(event, res.body.event);
  });

  it('a campaign without an RCS agent changes state but emits nothing; unknown campaigns are 404; the API key is required', async () => {
    const { call, events } = setup();
    await call('POST', '/webhooks/attach', { name: 'phone', url: 'https://phone.example.com', senders: [PHONE] });
    const res = await call('POST', '/sandbox/campaigns/cmp_sms/advance');
    assert.equal(res.status, 200);
    assert.equal(res.body.event, null);
    assert.equal(res.body.campaign.carrierLaunches.verification.VERIFIER_A, 'SENT');
    assert.equal((await events()).length, 0);
    assert.equal((await call('POST', '/sandbox/campaigns/cmp_nope/advance')).status, 404);
    assert.equal((await call('POST', '/sandbox/campaigns/cmp_trips/advance', undefined, {})).status, 401);
  });
});
