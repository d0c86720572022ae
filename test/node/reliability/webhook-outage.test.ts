// Reliability: a webhook receiver (real node:http server) is down (503) while events are produced, then comes back.
// Every event must reach it exactly once as a 2xx-acknowledged delivery carrying SERVICE-SIGNING-SECRET and the
// webhook's custom headers, and the sandbox's delivery log must tell the same story, attempt by attempt.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../../src/sandbox/index.js';
import { ManualClock } from '../sandbox/helpers.js';
import type { WebhookDeliveryService } from '../../../src/sandbox/services/webhooks.js';
import type { WebhookEvent } from '../../../src/schemas/webhooks.js';

const PHONE = '+14155550100';
const SUBMISSIONS = 24;
/** One SMS every other submission; each SMS goes QUEUED → SENT → DELIVERED, a MESSAGE.STATUS each. */
const SENDS = 12;
/** The default schedule's shape (five retries, growing), shortened; full jitter still applies. */
const RETRY_SCHEDULE = [100, 200, 400, 800, 1600];
/**
 * Rounds of attempts the receiver refuses. The sandbox runs on a manual clock: advancing it by the longest delay
 * of the schedule fires each pending retry once, whatever its jitter, so the outage is exact and never depends on
 * the machine's speed. Events produced first are refused 5 times (the first attempt and 4 retries) and delivered
 * by the 5th and last retry of the schedule; events produced mid-outage are refused fewer times.
 */
const OUTAGE_ROUNDS = 4;

interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  event: WebhookEvent;
  status: number;
}

/** What identifies one event: a submission, or one status of one message. */
function identity(event: WebhookEvent): string {
  if (event.type === 'FORM.SUBMISSION') return `FORM.SUBMISSION ${event.submission.id}`;
  if (event.type === 'MESSAGE.STATUS') return `MESSAGE.STATUS ${event.message.id} ${event.message.status}`;
  return `CAMPAIGN.STATUS ${event.campaign.publicId} ${event.changedAt}`;
}

describe('reliability: webhook receiver down, then up', () => {
  let server: Server;
  let origin = '';
  let up = false;
  const hits: Hit[] = [];
  let sandbox: Sandbox;
  const clock = new ManualClock();

  before(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const status = up ? 200 : 503;
        hits.push({
          path: req.url!,
          headers: req.headers,
          event: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          status,
        });
        res.writeHead(status, { 'Content-Type': 'text/plain' }).end(up ? 'ok' : 'down for maintenance');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    sandbox = createSandbox({
      demoData: false,
      baseUrl: 'http://sandbox.test/api',
      webhookRetrySchedule: RETRY_SCHEDULE,
      clock,
      carrierDelays: { sent: 20, delivered: 40, read: 60 },
    });
  });
  after(async () => {
    sandbox.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function call<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await sandbox.fetch(
      new Request(`http://sandbox.test/api${path}`, {
        method,
        headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  it('delivers every event exactly once with the right headers once the receiver is back, and the log agrees', async () => {
    // Two webhooks on the same sender: one for everything, one for form submissions only, with other headers.
    const all = await call('POST', '/webhooks/attach', {
      name: 'all',
      url: `${origin}/all`,
      senders: [PHONE],
      headers: { 'X-Tenant': 'acme', x_trace: 'reliability-run' },
    });
    const forms = await call('POST', '/webhooks/attach', {
      name: 'forms',
      url: `${origin}/forms`,
      senders: [PHONE],
      event: 'FORM.SUBMISSION',
      headers: { Authorization: 'Bearer receiver-token' },
    });
    assert.equal(all.status, 201);
    assert.equal(forms.status, 201);
    const expectedHeaders: Record<string, Record<string, string>> = {
      '/all': {
        'service-signing-secret': all.body.signingSecret,
        'x-tenant': 'acme',
        x_trace: 'reliability-run',
        'content-type': 'application/json',
      },
      '/forms': {
        'service-signing-secret': forms.body.signingSecret,
        authorization: 'Bearer receiver-token',
        'content-type': 'application/json',
      },
    };

    const service = sandbox.context.webhooks as WebhookDeliveryService;
    const log = () => sandbox.store.data.deliveries;
    /** One round: every pending retry fires once (and carrier steps move on); resolves when all attempts ended. */
    const round = async () => {
      await service.idle();
      await clock.tick(Math.max(...RETRY_SCHEDULE));
      await service.idle();
    };
    const form = await call('POST', '/forms', {
      name: 'Outage survey',
      sender: PHONE,
      fields: [{ key: 'answer', label: 'Answer', type: 'text', required: true }],
    });
    assert.equal(form.status, 201);
    const submissions = new Set<string>();
    const sends = new Set<string>();
    const produce = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const res = await call('POST', `/forms/${form.body.id}/submit`, { data: { answer: `answer ${i}` } });
        assert.equal(res.status, 201);
        submissions.add(res.body.submission.id);
        if (i % (SUBMISSIONS / SENDS) === 0) {
          const res = await call('POST', '/send', {
            type: 'SMS',
            from: PHONE,
            to: `+1415555${3000 + i}`,
            text: `status change ${i}`,
          });
          assert.equal(res.status, 200);
          sends.add(res.body.id);
        }
      }
    };
    // Half the events at the start of the outage, half in its middle (refused fewer times), then the carrier steps.
    await produce(0, SUBMISSIONS / 2);
    for (let r = 0; r < OUTAGE_ROUNDS / 2; r++) await round();
    await produce(SUBMISSIONS / 2, SUBMISSIONS);
    for (let r = OUTAGE_ROUNDS / 2; r < OUTAGE_ROUNDS; r++) await round();
    // Every SMS reached DELIVERED (its last state) during the outage, and every delivery was refused at least once.
    for (const id of sends) assert.equal(sandbox.store.data.messages[id]!.status, 'DELIVERED');
    assert.ok(
      log().every((d) => d.state === 'pending' && d.attempts.length > 0 && d.attempts.every((a) => a.status === 503)),
    );
    const refusedDuringOutage = hits.length;
    assert.ok(hits.every((h) => h.status === 503));

    up = true;
    for (let r = 0; r <= RETRY_SCHEDULE.length && log().some((d) => d.state === 'pending'); r++) await round();

    // What was produced: every submission to both webhooks; every status (QUEUED, SENT, DELIVERED) to "all".
    const expected = new Map<string, number>(); // `${path} ${identity}` → 1
    for (const id of submissions) {
      expected.set(`/all FORM.SUBMISSION ${id}`, 1);
      expected.set(`/forms FORM.SUBMISSION ${id}`, 1);
    }
    for (const id of sends)
      for (const status of ['QUEUED', 'SENT', 'DELIVERED']) expected.set(`/all MESSAGE.STATUS ${id} ${status}`, 1);

    const acknowledged = new Map<string, number>();
    for (const hit of hits.filter((h) => h.status === 200)) {
      const key = `${hit.path} ${identity(hit.event)}`;
      acknowledged.set(key, (acknowledged.get(key) ?? 0) + 1);
      for (const [name, value] of Object.entries(expectedHeaders[hit.path]!))
        assert.equal(hit.headers[name], value, `${name} on ${key}`);
      // Headers of the other webhook never leak into this one's deliveries.
      if (hit.path === '/all') assert.equal(hit.headers.authorization, undefined);
      if (hit.path === '/forms') assert.equal(hit.headers['x-tenant'], undefined);
    }
    const lost = [...expected.keys()].filter((key) => !acknowledged.has(key));
    const duplicated = [...acknowledged.values()].reduce((sum, n) => sum + n - 1, 0);
    const unexpected = [...acknowledged.keys()].filter((key) => !expected.has(key));
    console.log(
      `[reliability] webhooks: ${JSON.stringify({
        events: expected.size,
        outageRounds: OUTAGE_ROUNDS,
        requests: hits.length,
        refusedDuringOutage,
        acknowledged: hits.length - hits.filter((h) => h.status !== 200).length,
        lost: lost.length,
        duplicated,
        maxAttempts: Math.max(...log().map((d) => d.attempts.length)),
      })}`,
    );
    assert.deepEqual(lost, [], 'events never acknowledged');
    assert.equal(duplicated, 0, 'events acknowledged twice');
    assert.deepEqual(unexpected, [], 'events nobody produced');

    // The delivery log: one delivered record per expected delivery; its attempts match the receiver's requests.
    const records = log();
    assert.equal(records.length, expected.size);
    const webhookPath: Record<string, string> = { [all.body.webhookId]: '/all', [forms.body.webhookId]: '/forms' };
    for (const record of records) {
      const key = `${webhookPath[record.webhookId]} ${identity(record.event)}`;
      assert.equal(record.state, 'delivered', key);
      assert.equal(record.nextAttemptAt, null);
      const seen = hits.filter((h) => `${h.path} ${identity(h.event)}` === key);
      assert.deepEqual(
        record.attempts.map((a) => a.status),
        seen.map((h) => h.status),
        `attempts of ${key}`,
      );
      assert.ok(record.attempts.length >= 2, `${key} was refused at least once`);
      assert.equal(
        record.headers['SERVICE-SIGNING-SECRET'],
        expectedHeaders[webhookPath[record.webhookId]!]!['service-signing-secret'],
      );
    }
    // The log is what GET /sandbox/deliveries serves.
    const served = await call<{ data: unknown[] }>('GET', '/sandbox/deliveries');
    assert.equal(served.status, 200);
    assert.equal(JSON.stringify(served.body).includes(records[0]!.id), true);
  });
});
