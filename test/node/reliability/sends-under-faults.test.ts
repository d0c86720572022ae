// Reliability: 200 logical sends through the real API client while the sandbox fails 30 % of `POST /send`
// attempts (half answered 500 before the handler runs, half dropped after it ran, so the work is done but the
// answer lost). Automatic retries, then manual retries with the same Idempotency-Key, must store every send
// exactly once.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createApiClient } from '../../../src/api/index.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';

const BASE_URL = 'http://sandbox.test/api';
const SENDS = 200;
const CONCURRENCY = 8;
// P(fail) = error + (1 - error) · drop = 0.15 + 0.85 · 0.1765 ≈ 0.30
const ERROR_RATE = 0.15;
const DROP_RATE = 0.15 / 0.85;
/** Manual retries per logical send before the test gives up (a send that never lands is "lost"). */
const MANUAL_RETRY_LIMIT = 20;

describe('reliability: sends at a 30 % failure rate', () => {
  const sandbox = createSandbox({
    demoData: false,
    baseUrl: BASE_URL,
    faults: { rules: [{ path: '/send', method: 'POST', error: ERROR_RATE, drop: DROP_RATE }] },
  });
  after(() => sandbox.close());

  it('stores every logical send exactly once: 0 lost, 0 duplicated', async () => {
    const figures = {
      attempts: 0,
      injected500: 0,
      droppedAnswers: 0,
      replayed: 0,
      clientFailures: 0,
      manualRetries: 0,
    };
    // Counts what the client sees on the wire; a dropped answer becomes the TypeError fetch gives for a cut body.
    const fetchImpl: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const response = await sandbox.fetch(request);
      if (!new URL(request.url).pathname.endsWith('/send')) return response;
      figures.attempts++;
      if (response.status === 500) figures.injected500++;
      if (response.headers.get('Idempotency-Replayed') === 'true') figures.replayed++;
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        figures.droppedAnswers++;
        throw new TypeError('network error: connection dropped', { cause });
      }
      return new Response(text, { status: response.status, headers: response.headers });
    };
    const token = await createEmbedToken({
      key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
      team: SANDBOX_DEFAULTS.team,
      user: 'reliability@example.com',
      scopes: ['messages:send', 'conversations:read'],
    });
    // One automatic retry: about 9 % of sends exhaust it, so the manual path (same key) is exercised too.
    const client = createApiClient({
      baseUrl: BASE_URL,
      token,
      fetch: fetchImpl,
      retry: { retries: 1, baseDelayMs: 2, maxDelayMs: 10 },
    });

    const texts = Array.from({ length: SENDS }, (_, i) => `reliability send #${i} ${crypto.randomUUID()}`);
    const ids = new Map<string, string>(); // text → message id the client finally got
    let next = 0;
    async function worker(): Promise<void> {
      while (next < SENDS) {
        const i = next++;
        const key = crypto.randomUUID(); // one key per logical send, kept across every retry
        const request = {
          type: 'SMS' as const,
          from: '+14155550100',
          to: `+1415555${String(2000 + (i % 40)).padStart(4, '0')}`,
          text: texts[i]!,
        };
        for (let manual = 0; ; manual++) {
          try {
            const message = await client.send(request, { idempotencyKey: key });
            ids.set(texts[i]!, message.id);
            break;
          } catch (error) {
            figures.clientFailures++;
            assert.ok(
              manual < MANUAL_RETRY_LIMIT,
              `send #${i} still failing after ${MANUAL_RETRY_LIMIT} manual retries: ${error}`,
            );
            figures.manualRetries++;
          }
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const stored = Object.values(sandbox.store.data.messages).filter(
      (m) => m.direction === 'outbound' && m.text?.startsWith('reliability send #'),
    );
    const perText = new Map<string, number>();
    for (const m of stored) perText.set(m.text!, (perText.get(m.text!) ?? 0) + 1);
    const lost = texts.filter((t) => !perText.has(t));
    const duplicated = [...perText.values()].filter((n) => n > 1).reduce((sum, n) => sum + n - 1, 0);
    console.log(
      `[reliability] sends: ${JSON.stringify({ sends: SENDS, stored: stored.length, lost: lost.length, duplicated, ...figures })}`,
    );

    assert.equal(lost.length, 0, `lost sends: ${lost.slice(0, 3).join(', ')}`);
    assert.equal(duplicated, 0, 'duplicated sends');
    assert.equal(stored.length, SENDS);
    // The id the client got back is the stored message's, even when it came from a replay.
    for (const m of stored) assert.equal(ids.get(m.text!), m.id);
    // The run really exercised each path: both fault kinds, replays of work done, and manual retries.
    assert.ok(figures.injected500 > 0 && figures.droppedAnswers > 0, 'both fault kinds injected');
    assert.ok(figures.replayed > 0, 'some retry found its send already done (replayed)');
    assert.ok(figures.manualRetries > 0, 'some sends needed a manual retry');
    const failureRate = (figures.injected500 + figures.droppedAnswers) / figures.attempts;
    assert.ok(failureRate > 0.2 && failureRate < 0.4, `failure rate ${failureRate.toFixed(3)} near 30 %`);
  });
});
