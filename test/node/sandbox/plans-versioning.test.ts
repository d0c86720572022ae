/** Plans giving 403 (DESIGN §8) and API versions (DESIGN §9). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_TEST_AGENT } from '../../../src/sandbox/demo-rcs.js';
import { ORIGIN, testSandbox } from './helpers.js';

const FORM = { name: 'Survey', fields: [{ key: 'a', label: 'A', type: 'text' }] };

describe('plans', () => {
  it('free: hosted forms and RCS test agents answer 403 {error} naming the feature and the plan that has it', async () => {
    const t = testSandbox({ plan: 'free' });
    const cases = [
      ['POST', '/forms', FORM, /Hosted forms/],
      ['POST', '/forms/list', {}, /Hosted forms/],
      ['POST', '/rcs/test/agents', { name: 'x' }, /RCS test agents/],
      ['POST', '/rcs/test/agents/list', {}, /RCS test agents/],
      ['GET', `/rcs/test/agents/${DEMO_TEST_AGENT.agentId}`, undefined, /RCS test agents/],
      [
        'POST',
        `/rcs/test/agents/${DEMO_TEST_AGENT.agentId}/whitelist`,
        { phoneNumber: '+14155550142' },
        /RCS test agents/,
      ],
    ] as const;
    for (const [method, path, body, feature] of cases) {
      const res = await t.api(method, path, body);
      assert.equal(res.status, 403, `${method} ${path}`);
      assert.deepEqual(Object.keys(res.body), ['error']);
      assert.match(res.body.error, feature);
      assert.match(res.body.error, /free plan/);
      assert.match(res.body.error, /\bpro\b/);
    }
    // A test agent left in the data (e.g. from a pro run) cannot send on free either.
    const send = await t.api('POST', '/send', {
      type: 'RCS',
      from: DEMO_TEST_AGENT.agentId,
      to: DEMO_TEST_AGENT.tester,
      rcs: { text: 'x' },
    });
    assert.equal(send.status, 403);
    // Credentials come first: a wrong key is a 401, not a 403.
    assert.equal((await t.api('POST', '/forms/list', {}, { 'SERVICE-API-KEY': 'wrong' })).status, 401);
    // What free has: messaging, links, agents.
    assert.equal((await t.api('POST', '/tools/url', { url: 'https://a.example' })).status, 201);
    assert.equal((await t.api('POST', '/rcs/agents/list', {})).status, 200);
    t.close();
  });

  it('features.links: false (a subscription without short links) makes POST /tools/url a 403 naming the feature; reads still work', async () => {
    const t = testSandbox({ features: { links: false } });
    const res = await t.api('POST', '/tools/url', { url: 'https://a.example' });
    assert.equal(res.status, 403);
    assert.deepEqual(Object.keys(res.body), ['error']);
    assert.match(res.body.error, /^Short links are not included in the pro plan; they come with the enterprise plans/);
    assert.equal((await t.api('POST', '/tools/url/list', {})).status, 200);
    assert.equal(
      (await t.api('POST', '/send', { type: 'SMS', from: '+14155550100', to: '+14155550123', text: 'x' })).status,
      200,
    );
    t.close();
    // Every plan has them by default.
    for (const plan of ['free', 'pro', 'enterprise'] as const) {
      const other = testSandbox({ plan, demoData: false });
      assert.equal(other.sandbox.context.options.features.links, true, plan);
      other.close();
    }
  });

  it('pro (the default) and enterprise include forms and test agents', async () => {
    for (const plan of [undefined, 'pro', 'enterprise'] as const) {
      const t = testSandbox({ demoData: false, ...(plan ? { plan } : {}) });
      assert.equal(t.sandbox.context.options.plan, plan ?? 'pro');
      assert.equal((await t.api('POST', '/forms', FORM)).status, 201, String(plan));
      assert.equal((await t.api('POST', '/rcs/test/agents', { name: 'x' })).status, 201, String(plan));
      t.close();
    }
  });

  it('silentAuth: false (--no-silent-auth) makes every silent-auth route answer 403; the plan does not matter', async () => {
    for (const plan of ['free', 'pro', 'enterprise'] as const) {
      const t = testSandbox({ demoData: false, plan, silentAuth: false });
      for (const [method, path, body] of [
        ['POST', '/network/silent-auth', { phoneNumber: '+14155550123' }],
        ['GET', '/network/requests/nr_x', undefined],
        ['POST', '/network/silent-auth/nr_x/check', { code: 'c' }],
      ] as const) {
        const res = await t.api(method, path, body);
        assert.equal(res.status, 403, `${plan} ${method} ${path}`);
        assert.match(res.body.error, /Silent Authentication/);
      }
      t.close();
    }
    const on = testSandbox({ demoData: false, plan: 'free' });
    assert.equal((await on.api('POST', '/network/silent-auth', { phoneNumber: '+14155550123' })).status, 201);
    on.close();
  });
});

describe('SERVICE-API-VERSION', () => {
  it('no header is v2, echoed on the response; v1 and v2 are served and echoed', async () => {
    const t = testSandbox({ demoData: false });
    const none = await t.api('POST', '/conversations/list', {});
    assert.equal(none.status, 200);
    assert.equal(none.headers.get('SERVICE-API-VERSION'), 'v2');
    for (const version of ['v1', 'v2']) {
      const res = await t.api('POST', '/conversations/list', {}, { 'SERVICE-API-VERSION': version });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('SERVICE-API-VERSION'), version);
    }
    t.close();
  });

  it('any other value is a 400 {error} naming the versions, before authentication', async () => {
    const t = testSandbox({ demoData: false });
    for (const version of ['v3', 'V2', '2', '', 'v2,v1', 'latest']) {
      const res = await t.call('POST', '/conversations/list', {
        body: {},
        headers: { 'SERVICE-API-VERSION': version },
      });
      assert.equal(res.status, 400, JSON.stringify(version));
      assert.deepEqual(Object.keys(res.body), ['error']);
      assert.match(res.body.error, /v1 or v2/);
      assert.equal(res.headers.get('SERVICE-API-VERSION'), 'v2');
    }
    t.close();
  });

  it('is echoed on errors, 404s and streams too, and CORS allows and exposes it', async () => {
    const t = testSandbox({ demoData: false });
    const unauthorized = await t.call('POST', '/conversations/list', {
      body: {},
      headers: { 'SERVICE-API-VERSION': 'v1' },
    });
    assert.equal(unauthorized.status, 401);
    assert.equal(unauthorized.headers.get('SERVICE-API-VERSION'), 'v1');
    const missing = await t.api('GET', '/nowhere', undefined, { 'SERVICE-API-VERSION': 'v1' });
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('SERVICE-API-VERSION'), 'v1');
    const controller = new AbortController();
    const stream = await t.fetch('GET', '/events/stream', {
      token: await t.embed(['conversations:read']),
      headers: { 'SERVICE-API-VERSION': 'v1' },
      signal: controller.signal,
    });
    assert.equal(stream.status, 200);
    assert.equal(stream.headers.get('SERVICE-API-VERSION'), 'v1');
    controller.abort();
    await stream.body?.cancel().catch(() => {});

    const preflight = await t.sandbox.fetch(
      new Request(`${ORIGIN}/api/conversations/list`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://customer.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,service-api-version',
        },
      }),
    );
    assert.ok([200, 204].includes(preflight.status));
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /SERVICE-API-VERSION/i);
    const cors = await t.sandbox.fetch(
      new Request(`${ORIGIN}/api/conversations/list`, {
        method: 'POST',
        headers: { Origin: 'https://customer.example' },
        body: '{}',
      }),
    );
    assert.match(cors.headers.get('access-control-expose-headers') ?? '', /SERVICE-API-VERSION/i);
    t.close();
  });
});
