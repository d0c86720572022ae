import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { SandboxOptions } from '../../../src/sandbox/index.js';
import { HEADER_NAME_PATTERN, type WebhookEvent } from '../../../src/schemas/webhooks.js';
import { DEFAULT_RETRY_SCHEDULE, type WebhookDeliveryService } from '../../../src/sandbox/services/webhooks.js';
import type { DeliveryRecord } from '../../../src/sandbox/store.js';
import { DEMO_SENDERS, testSandbox } from './helpers.js';
import { DEFAULT_SEED } from '../../setup/fast-check.mjs';

const AGENT = DEMO_SENDERS.acmeAgent;
const PHONE = DEMO_SENDERS.acmePhone;

/** A sandbox with the team's senders only, on a manual clock. */
function setup(options: SandboxOptions = {}) {
  const t = testSandbox({ demoData: false, ...options });
  const service = t.sandbox.context.webhooks as WebhookDeliveryService;
  /** With the API key unless `headers` are given (then exactly those). */
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    headers ? t.call(method, path, { body, headers }) : t.api(method, path, body);
  const deliveries = (): DeliveryRecord[] => t.sandbox.store.data.deliveries;
  return { sandbox: t.sandbox, clock: t.clock, call, service, deliveries };
}

/** A real HTTP receiver on a free port; answers with the queued statuses, then 200. */
class Receiver {
  server!: Server;
  url = '';
  received: { headers: IncomingHttpHeaders; body: unknown; method: string }[] = [];
  statuses: number[] = [];
  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({
          method: req.method!,
          headers: req.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        res.statusCode = this.statuses.shift() ?? 200;
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }
  reset() {
    this.received = [];
    this.statuses = [];
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const formEvent = (sender: string): WebhookEvent => ({
  type: 'FORM.SUBMISSION',
  sender,
  conversation: null,
  form: { id: 'form_1', url: 'http://127.0.0.1:4010/forms/form_1', name: 'Contact' },
  submission: {
    id: 'sub_1',
    from: sender,
    to: null,
    data: { name: 'Ada' },
    fields: [{ key: 'name', label: 'Name', type: 'text', value: 'Ada' }],
    ip_address: '127.0.0.1',
    user_agent: 'test',
    submitted_at: '2026-03-01T10:00:00.000Z',
  },
});

const campaignEvent: WebhookEvent = {
  type: 'CAMPAIGN.STATUS',
  agent: { id: AGENT, name: 'Acme' },
  campaign: { publicId: 'cmp_1', type: 'MARKETING' },
  brand: { id: 'brand_acme', name: 'Acme' },
  carrierLaunches: {
    carriers: { CARRIER_A: 'PENDING', CARRIER_B: 'NOT_LAUNCHED', CARRIER_C: 'NOT_LAUNCHED', OTHERS: 'NOT_LAUNCHED' },
    verification: { VERIFIER_A: 'VERIFIED', VERIFIER_B: 'VERIFIED' },
  },
  changedAt: '2026-03-01T10:00:00.000Z',
};

describe('webhooks: management and header rules', () => {
  it('creates a webhook with a signing secret; names are uppercased and SERVICE-SIGNING-SECRET is stripped', async () => {
    const { call } = setup();
    const res = await call('POST', '/webhooks/attach', {
      name: 'CRM',
      url: 'https://crm.example.com/hook',
      senders: [AGENT, PHONE],
      headers: { 'x-team': 'blue', 'A1_b-c': 'v', '0k': 'digit first', 'Service-Signing-Secret': 'forged' },
    });
    assert.equal(res.status, 201);
    assert.deepEqual(res.body.headers, { 'X-TEAM': 'blue', 'A1_B-C': 'v', '0K': 'digit first' });
    assert.match(res.body.signingSecret, /^whsec_[0-9a-f]{64}$/);
    assert.equal(res.body.status, 'active');
    assert.equal(res.body.event, null);
    assert.deepEqual(res.body.senders, [AGENT, PHONE]);
    const got = await call('GET', `/webhooks/${res.body.webhookId}`);
    assert.deepEqual(got.body, res.body);
    const listed = await call('POST', '/webhooks/list', {});
    assert.deepEqual(listed.body, { data: [res.body], nextCursor: null });
  });

  it('refuses header names outside the pattern and non-string values with ZodError bodies', async () => {
    const { call } = setup();
    for (const name of ['-lead', '_lead', 'has space', 'naïve', 'colon:', 'dot.name', '']) {
      const res = await call('POST', '/webhooks/attach', {
        url: 'https://x.example.com',
        senders: [PHONE],
        headers: { [name]: 'v' },
      });
      assert.equal(res.status, 400, JSON.stringify(name));
      assert.equal(typeof res.body.description, 'string');
      assert.ok(res.body.errors.properties.headers, JSON.stringify(res.body));
    }
    const numeric = await call('POST', '/webhooks/attach', {
      url: 'https://x.example.com',
      senders: [PHONE],
      headers: { 'X-Count': 1 },
    });
    assert.equal(numeric.status, 400);
    assert.deepEqual(numeric.body.errors.properties.headers.properties['X-Count'].errors, [
      'Header values must be strings',
    ]);
    assert.equal((await call('POST', '/webhooks/list', {})).body.data.length, 0);
  });

  it('accepts exactly the names the spec pattern accepts (property)', async () => {
    const { call } = setup();
    const name = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/),
      fc.string({ minLength: 1, maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(name, async (header) => {
        const res = await call('POST', '/webhooks/attach', {
          url: 'https://x.example.com',
          senders: [PHONE],
          headers: { [header]: 'v' },
        });
        if (!HEADER_NAME_PATTERN.test(header)) return res.status === 400;
        const expected = header.toUpperCase() === 'SERVICE-SIGNING-SECRET' ? {} : { [header.toUpperCase()]: 'v' };
        return res.status === 201 && JSON.stringify(res.body.headers) === JSON.stringify(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('re-attach: headers given overwrite the stored ones, omitted leave them; senders are added', async () => {
    const { call } = setup();
    const created = (
      await call('POST', '/webhooks/attach', {
        name: 'n',
        url: 'https://x.example.com',
        senders: [PHONE],
        headers: { 'X-A': '1', 'X-B': '2' },
      })
    ).body;
    const unchanged = await call('POST', '/webhooks/attach', { webhookId: created.webhookId, senders: [AGENT] });
    assert.equal(unchanged.status, 200);
    assert.deepEqual(unchanged.body.headers, { 'X-A': '1', 'X-B': '2' });
    assert.deepEqual(unchanged.body.senders, [PHONE, AGENT]);
    const overwritten = await call('POST', '/webhooks/attach', {
      webhookId: created.webhookId,
      senders: [PHONE],
      headers: { 'x-c': '3' },
    });
    assert.deepEqual(overwritten.body.headers, { 'X-C': '3' });
    assert.deepEqual(overwritten.body.senders, [PHONE, AGENT]);
    assert.equal(overwritten.body.signingSecret, created.signingSecret);
    const cleared = await call('POST', '/webhooks/attach', {
      webhookId: created.webhookId,
      senders: [PHONE],
      headers: {},
    });
    assert.deepEqual(cleared.body.headers, {});

    const changeUrl = await call('POST', '/webhooks/attach', {
      webhookId: created.webhookId,
      senders: [PHONE],
      url: 'https://y.example.com',
    });
    assert.equal(changeUrl.status, 400);
    assert.match(changeUrl.body.error, /cannot change url/);
    assert.equal((await call('POST', '/webhooks/attach', { webhookId: 'wh_nope', senders: [PHONE] })).status, 404);
    assert.equal((await call('POST', '/webhooks/attach', { senders: [PHONE] })).status, 400);
    const foreign = await call('POST', '/webhooks/attach', {
      webhookId: created.webhookId,
      senders: ['agent_someone_else'],
    });
    assert.equal(foreign.status, 400);
    assert.match(foreign.body.error, /agent_someone_else is not a sender of team team_sandbox/);
  });

  it('detaches senders regardless of status, lists by sender, and answers 404 / 401', async () => {
    const { call, sandbox } = setup();
    const a = (
      await call('POST', '/webhooks/attach', { name: 'a', url: 'https://a.example.com', senders: [PHONE, AGENT] })
    ).body;
    const b = (await call('POST', '/webhooks/attach', { name: 'b', url: 'https://b.example.com', senders: [AGENT] }))
      .body;
    sandbox.store.data.webhooks[a.webhookId]!.status = 'disabled';
    const detached = await call('POST', '/webhooks/detach', { webhookId: a.webhookId, senders: [AGENT] });
    assert.equal(detached.status, 200);
    assert.deepEqual(detached.body.senders, [PHONE]);
    const byAgent = await call('POST', '/webhooks/list', { sender: AGENT });
    assert.deepEqual(
      byAgent.body.data.map((w: { webhookId: string }) => w.webhookId),
      [b.webhookId],
    );
    const page = await call('POST', '/webhooks/list', { pageSize: 1 });
    assert.equal(page.body.data.length, 1);
    const next = await call('POST', '/webhooks/list', { pageSize: 1, cursor: page.body.nextCursor });
    assert.notEqual(next.body.data[0].webhookId, page.body.data[0].webhookId);
    assert.equal(next.body.nextCursor, null);
    assert.equal((await call('POST', '/webhooks/detach', { webhookId: 'wh_nope', senders: [PHONE] })).status, 404);
    assert.equal((await call('GET', '/webhooks/wh_nope')).status, 404);
    assert.equal((await call('POST', '/webhooks/list', {}, {})).status, 401);
  });

  it('refuses to detach a sender the webhook is not attached to, naming it, and changes nothing', async () => {
    const { call } = setup();
    const hook = (await call('POST', '/webhooks/attach', { url: 'https://a.example.com', senders: [PHONE] })).body;
    // A team sender not attached to this webhook, a mistyped one, and one the team does not have.
    for (const senders of [[AGENT], [PHONE, '+14155550111'], ['agent_someone_else']]) {
      const refused = await call('POST', '/webhooks/detach', { webhookId: hook.webhookId, senders });
      assert.equal(refused.status, 400, JSON.stringify(senders));
      const absent = senders.filter((sender) => sender !== PHONE);
      assert.equal(refused.body.error, `senders: ${absent[0]} is not attached to webhook ${hook.webhookId}`);
      assert.deepEqual((await call('GET', `/webhooks/${hook.webhookId}`)).body.senders, [PHONE]);
    }
  });
});

describe('webhooks: delivery', () => {
  const receiver = new Receiver();
  before(() => receiver.start());
  after(() => receiver.stop());

  it('POSTs the event as JSON with SERVICE-SIGNING-SECRET and the custom headers to a real receiver', async () => {
    receiver.reset();
    const { call, service } = setup();
    const hook = (
      await call('POST', '/webhooks/attach', {
        name: 'r',
        url: receiver.url,
        senders: [PHONE],
        headers: { 'x-team': 'blue' },
      })
    ).body;
    const form = (
      await call('POST', '/forms', { name: 'F', sender: PHONE, fields: [{ key: 'name', label: 'Name', type: 'text' }] })
    ).body;
    assert.equal((await call('POST', `/forms/${form.id}/submit`, { data: { name: 'Ada' } }, {})).status, 201);
    await service.idle();

    assert.equal(receiver.received.length, 1);
    const [request] = receiver.received;
    assert.equal(request!.method, 'POST');
    assert.equal(request!.headers['content-type'], 'application/json');
    assert.equal(request!.headers['service-signing-secret'], hook.signingSecret);
    assert.equal(request!.headers['x-team'], 'blue');
    assert.equal((request!.body as { type: string }).type, 'FORM.SUBMISSION');

    const log = await call('GET', `/sandbox/deliveries?webhookId=${hook.webhookId}`);
    assert.equal(log.status, 200);
    assert.equal(log.body.data.length, 1);
    assert.equal(log.body.data[0].state, 'delivered');
    assert.equal(log.body.data[0].attempts[0].status, 200);
    assert.equal((await call('GET', '/sandbox/deliveries', undefined, {})).status, 401);
  });

  it('retries a 500 on the configured schedule, then succeeds', async () => {
    receiver.reset();
    receiver.statuses = [500, 503];
    const { call, service, clock, sandbox, deliveries } = setup({ webhookRetrySchedule: [1_000, 5_000, 30_000] });
    await call('POST', '/webhooks/attach', { name: 'r', url: receiver.url, senders: [PHONE] });
    const start = clock.now();
    sandbox.context.webhooks.emit(PHONE, formEvent(PHONE));
    await service.idle();
    const [delivery] = deliveries();
    assert.equal(receiver.received.length, 1);
    assert.equal(delivery!.state, 'pending');
    // Full jitter: the retry is due within the first scheduled delay.
    assert.ok(Date.parse(delivery!.nextAttemptAt!) - start <= 1_000);

    clock.advance(1_000);
    await service.idle();
    assert.equal(receiver.received.length, 2);
    assert.equal(delivery!.state, 'pending');
    assert.ok(Date.parse(delivery!.nextAttemptAt!) - Date.parse(delivery!.attempts[1]!.at) <= 5_000);
    clock.advance(5_000);
    await service.idle();
    assert.equal(receiver.received.length, 3);
    assert.equal(delivery!.state, 'delivered');
    assert.deepEqual(
      delivery!.attempts.map((a) => a.status),
      [500, 503, 200],
    );
    assert.equal(delivery!.attempts[0]!.error, 'Receiver answered 500');
    assert.equal(delivery!.nextAttemptAt, null);
  });

  it('gives up after the last scheduled retry, and counts network errors as failures', async () => {
    let calls = 0;
    const failing = (async () => {
      calls += 1;
      throw new TypeError('connect ECONNREFUSED');
    }) as typeof fetch;
    const { call, service, clock, sandbox, deliveries } = setup({ webhookRetrySchedule: [10, 20], fetch: failing });
    await call('POST', '/webhooks/attach', { name: 'r', url: 'https://down.example.com', senders: [PHONE] });
    sandbox.context.webhooks.emit(PHONE, formEvent(PHONE));
    await service.idle();
    for (let i = 0; i < 3; i++) {
      clock.advance(20);
      await service.idle();
    }
    assert.equal(calls, 3);
    const [delivery] = deliveries();
    assert.equal(delivery!.state, 'failed');
    assert.match(delivery!.attempts[2]!.error!, /ECONNREFUSED/);
  });

  it('uses the default schedule of five retries with jitter when none is configured', async () => {
    let calls = 0;
    const failing = (async () => {
      calls += 1;
      return new Response(null, { status: 500 });
    }) as typeof fetch;
    const { call, service, clock, sandbox, deliveries } = setup({ fetch: failing });
    await call('POST', '/webhooks/attach', { name: 'r', url: 'https://down.example.com', senders: [PHONE] });
    sandbox.context.webhooks.emit(PHONE, formEvent(PHONE));
    await service.idle();
    for (const delay of DEFAULT_RETRY_SCHEDULE) {
      const before = clock.now();
      assert.ok(Date.parse(deliveries()[0]!.nextAttemptAt!) - before <= delay);
      clock.advance(delay);
      await service.idle();
    }
    assert.equal(calls, 1 + DEFAULT_RETRY_SCHEDULE.length);
    assert.equal(deliveries()[0]!.state, 'failed');
  });

  it('CAMPAIGN.STATUS reaches webhooks of RCS agents only; event filters and status are honoured', async () => {
    const seen: { url: string; type: string }[] = [];
    const recording = (async (url: string, init: RequestInit) => {
      seen.push({ url, type: JSON.parse(String(init.body)).type });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    const { call, service, sandbox } = setup({ fetch: recording });
    await call('POST', '/webhooks/attach', { name: 'phone', url: 'https://phone.example.com', senders: [PHONE] });
    await call('POST', '/webhooks/attach', { name: 'agent', url: 'https://agent.example.com', senders: [AGENT] });
    await call('POST', '/webhooks/attach', {
      name: 'forms only',
      url: 'https://forms.example.com',
      senders: [AGENT],
      event: 'FORM.SUBMISSION',
    });
    const off = (
      await call('POST', '/webhooks/attach', { name: 'off', url: 'https://off.example.com', senders: [AGENT] })
    ).body;
    sandbox.store.data.webhooks[off.webhookId]!.status = 'disabled';

    sandbox.context.webhooks.emit(PHONE, { ...campaignEvent });
    sandbox.context.webhooks.emit(AGENT, { ...campaignEvent });
    sandbox.context.webhooks.emit(AGENT, formEvent(AGENT));
    await service.idle();
    assert.deepEqual(
      seen.sort((a, b) => (a.url + a.type < b.url + b.type ? -1 : 1)),
      [
        { url: 'https://agent.example.com', type: 'CAMPAIGN.STATUS' },
        { url: 'https://agent.example.com', type: 'FORM.SUBMISSION' },
        { url: 'https://forms.example.com', type: 'FORM.SUBMISSION' },
      ],
    );
  });

  it('custom headers can never replace the signing secret or the content type', async () => {
    let headers = new Headers();
    const recording = (async (_url: string, init: RequestInit) => {
      headers = new Headers(init.headers);
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const { call, service, sandbox } = setup({ fetch: recording });
    const hook = (await call('POST', '/webhooks/attach', { name: 'r', url: 'https://x.example.com', senders: [PHONE] }))
      .body;
    // Stored data that bypassed the attach rules (e.g. a hand-edited --data file) still cannot forge the secret.
    sandbox.store.data.webhooks[hook.webhookId]!.headers = {
      'SERVICE-SIGNING-SECRET': 'forged',
      'content-type': 'text/plain',
      'X-OK': '1',
    };
    sandbox.context.webhooks.emit(PHONE, formEvent(PHONE));
    await service.idle();
    assert.equal(headers.get('service-signing-secret'), hook.signingSecret);
    assert.equal(headers.get('content-type'), 'application/json');
    assert.equal(headers.get('x-ok'), '1');
  });

  it('a sandbox loaded from saved state resumes pending retries; POST /sandbox/reset drops them', async () => {
    let calls = 0;
    let answer = 500;
    const flaky = (async () => {
      calls += 1;
      return new Response(null, { status: answer });
    }) as typeof fetch;
    const first = setup({ fetch: flaky, webhookRetrySchedule: [1_000, 1_000] });
    await first.call('POST', '/webhooks/attach', { name: 'r', url: 'https://x.example.com', senders: [PHONE] });
    first.sandbox.context.webhooks.emit(PHONE, formEvent(PHONE));
    await first.service.idle();
    first.sandbox.close();
    const saved = JSON.parse(JSON.stringify(first.sandbox.store.toJSON()));

    answer = 200;
    const second = setup({
      fetch: flaky,
      webhookRetrySchedule: [1_000, 1_000],
      initialState: saved,
      clock: first.clock,
    });
    second.clock.advance(1_000);
    await second.service.idle();
    assert.equal(calls, 2);
    assert.equal(second.deliveries()[0]!.state, 'delivered');

    answer = 500;
    second.sandbox.context.webhooks.emit(PHONE, formEvent(PHONE));
    await second.service.idle();
    assert.equal((await second.call('POST', '/sandbox/reset')).status, 200);
    second.clock.advance(5_000);
    await second.service.idle();
    assert.equal(calls, 3);
  });

  it('stops retrying when the webhook is disabled, and close() cancels scheduled retries', async () => {
    let calls = 0;
    const failing = (async () => {
      calls += 1;
      return new Response(null, { status: 500 });
    }) as typeof fetch;
    const { call, service, clock, sandbox, deliveries } = setup({
      fetch: failing,
      webhookRetrySchedule: [100, 100, 100],
    });
    const hook = (await call('POST', '/webhooks/attach', { name: 'r', url: 'https://x.example.com', senders: [PHONE] }))
      .body;
    sandbox.context.webhooks.emit(PHONE, formEvent(PHONE));
    await service.idle();
    sandbox.store.data.webhooks[hook.webhookId]!.status = 'disabled';
    clock.advance(100);
    await service.idle();
    assert.equal(calls, 1);
    assert.equal(deliveries()[0]!.state, 'failed');
    assert.match(deliveries()[0]!.attempts.at(-1)!.error!, /disabled/);

    sandbox.store.data.webhooks[hook.webhookId]!.status = 'active';
    sandbox.context.webhooks.emit(PHONE, formEvent(PHONE));
    await service.idle();
    service.close();
    clock.advance(1_000);
    await service.idle();
    assert.equal(calls, 2);
    assert.equal(deliveries()[1]!.state, 'pending');
  });
});

describe('webhooks: nothing accepted at attach fails every delivery', () => {
  let receiver: Receiver;
  before(async () => {
    receiver = new Receiver();
    await receiver.start();
  });
  after(() => receiver.stop());

  const attach = (call: ReturnType<typeof setup>['call'], headers: unknown, senders = [PHONE]) =>
    call('POST', '/webhooks/attach', { name: 'h', url: receiver.url, senders, headers });

  function namesHeader(body: any, name: string, reason: RegExp) {
    const entry = body?.errors?.properties?.headers?.properties?.[name];
    assert.ok(entry, `no error for ${name}: ${JSON.stringify(body).slice(0, 300)}`);
    assert.ok(
      entry.errors.some((m: string) => reason.test(m) && m.includes(name.toUpperCase())),
      `${name}: ${entry.errors}`,
    );
  }

  it('framing and hop-by-hop names are refused in any case, naming the header and the reason', async () => {
    const { call } = setup();
    for (const name of [
      'Content-Length',
      'transfer-encoding',
      'EXPECT',
      'Host',
      'Content-Type',
      'Connection',
      'Keep-Alive',
      'Upgrade',
      'TE',
      'Trailer',
      'Content-Encoding',
      'Proxy-Connection',
    ]) {
      const reply = await attach(call, { [name]: '1' });
      assert.equal(reply.status, 400, name);
      namesHeader(reply.body, name, /cannot be a custom header: .+/);
    }
  });

  it('values that are not HTTP field values are refused: beyond Latin-1, control characters, edge whitespace', async () => {
    const { call } = setup();
    const cases: [string, RegExp][] = [
      ['😀', /outside Latin-1 \(U\+1F600\)/],
      ['caf\u0101', /outside Latin-1/],
      ['a\u0001b', /control character \(U\+0001\)/],
      ['a\u007fb', /control character \(U\+007F\)/],
      ['line\nbreak', /control character/],
      ['nul\u0000', /control character/],
      [' padded', /space or tab/],
      ['padded\t', /space or tab/],
    ];
    for (const [value, reason] of cases) {
      const reply = await attach(call, { 'X-Value': value });
      assert.equal(reply.status, 400, JSON.stringify(value));
      namesHeader(reply.body, 'X-Value', reason);
    }
  });

  it('SERVICE-SIGNING-SECRET is stripped silently whatever its value (checked before value types)', async () => {
    const { call } = setup();
    for (const value of [123, null, { a: 1 }, ['x'], '😀', 'ok']) {
      const reply = await attach(call, { 'Service-Signing-Secret': value, 'X-Keep': 'v' });
      assert.equal(reply.status, 201, JSON.stringify(reply.body));
      assert.deepEqual(reply.body.headers, { 'X-KEEP': 'v' });
    }
  });

  it('CAMPAIGN.STATUS filters attach to RCS agents only (create, and adding a phone number later)', async () => {
    const { call } = setup();
    const onPhone = await call('POST', '/webhooks/attach', {
      url: receiver.url,
      senders: [PHONE],
      event: 'CAMPAIGN.STATUS',
    });
    assert.equal(onPhone.status, 400);
    assert.match(onPhone.body.error, /RCS agent/);
    const mixed = await call('POST', '/webhooks/attach', {
      url: receiver.url,
      senders: [AGENT, PHONE],
      event: 'CAMPAIGN.STATUS',
    });
    assert.equal(mixed.status, 400);
    const onAgent = await call('POST', '/webhooks/attach', {
      url: receiver.url,
      senders: [AGENT],
      event: 'CAMPAIGN.STATUS',
    });
    assert.equal(onAgent.status, 201);
    const later = await call('POST', '/webhooks/attach', { webhookId: onAgent.body.webhookId, senders: [PHONE] });
    assert.equal(later.status, 400);
    // Unfiltered webhooks still attach to phone numbers (they receive the events phone numbers emit).
    assert.equal((await call('POST', '/webhooks/attach', { url: receiver.url, senders: [PHONE] })).status, 201);
  });

  it('property: a header either is refused at attach naming it, or reaches a real receiver unchanged (seed printed)', async () => {
    const seed =
      process.env.WEBHOOK_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.WEBHOOK_SEED ?? DEFAULT_SEED);
    console.log(
      `webhook header property seed=${seed} (replay: WEBHOOK_SEED=${seed}, plus WEBHOOK_PATH from a failure report)`,
    );
    const { call, service, sandbox } = setup();
    const name = fc.oneof(
      fc.constantFrom(
        'Content-Length',
        'Transfer-Encoding',
        'Expect',
        'Host',
        'Content-Type',
        'Connection',
        'te',
        'Upgrade',
        'Authorization',
        'X-Team',
      ),
      fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/),
    );
    const value = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.string({ unit: fc.integer({ min: 0, max: 0x17f }).map((c) => String.fromCharCode(c)), maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(name, value, async (headerName, headerValue) => {
        if (headerName.toUpperCase() === 'SERVICE-SIGNING-SECRET') return;
        const reply = await attach(call, { [headerName]: headerValue });
        if (reply.status === 400) {
          assert.ok(
            reply.body.errors.properties.headers.properties[headerName],
            JSON.stringify(reply.body).slice(0, 200),
          );
          return;
        }
        assert.equal(reply.status, 201, JSON.stringify(reply.body).slice(0, 200));
        receiver.reset();
        sandbox.context.webhooks.emit(PHONE, formEvent(PHONE));
        await service.idle();
        const record = sandbox.store.data.deliveries.at(-1)!;
        assert.equal(
          record.state,
          'delivered',
          `${JSON.stringify(headerName)}: ${JSON.stringify(headerValue)} → ${JSON.stringify(record.attempts)}`,
        );
        const got = receiver.received.find(
          (r) => r.headers['x-test-id'] === undefined && r.headers[headerName.toLowerCase()] !== undefined,
        );
        assert.equal(got?.headers[headerName.toLowerCase()], headerValue, `${headerName} arrived changed`);
        // Only this webhook: the next run attaches its own.
        sandbox.store.data.webhooks[reply.body.webhookId]!.status = 'disabled';
      }),
      { numRuns: 150, seed, ...(process.env.WEBHOOK_PATH ? { path: process.env.WEBHOOK_PATH } : {}) },
    );
  });
});
