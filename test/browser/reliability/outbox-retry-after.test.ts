/**
 * The outbox honours `Retry-After` as the requests do (the retry policy's one rule, `retry-policy.ts`): a write kept
 * after a 503 whose `Retry-After` is beyond the client's cap, and a kept write the service answers so again while
 * draining, wait at least that long before the next round. What is checked is the wait the outbox asks for (its
 * timer), not how long anything took.
 */
import { expect } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import { closeOutbox, getOutbox } from '../../../src/api/outbox.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';

const RETRY_AFTER_S = 120;

async function emptyOutbox(): Promise<void> {
  await closeOutbox();
  await new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase('parley-outbox');
    deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve;
  });
  localStorage.clear();
}

/** Records the delays of the timers set while `run` runs (the outbox's next round among them). */
async function timersDuring(run: () => Promise<void>): Promise<number[]> {
  const delays: number[] = [];
  const original = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    delays.push(ms ?? 0);
    return original(handler, ms, ...rest);
  }) as typeof window.setTimeout;
  try {
    await run();
  } finally {
    window.setTimeout = original;
  }
  return delays;
}

describe('outbox and Retry-After', function () {
  this.timeout(60_000);
  beforeEach(emptyOutbox);
  after(emptyOutbox);

  it('waits at least Retry-After before trying a kept write again, when keeping it and after a round', async () => {
    const box = await startTestSandbox();
    const unavailable = () =>
      Response.json({ error: 'Down for maintenance' }, { status: 503, headers: { 'Retry-After': `${RETRY_AFTER_S}` } });
    const client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: async () => unavailable() });
    const write = {
      kind: 'send',
      queue: 'a>b',
      method: 'POST',
      path: '/send',
      body: { type: 'SMS', from: '+14155550100', to: '+14155550123', text: 'Later, please' },
      idempotencyKey: crypto.randomUUID(),
    } as const;
    let error: unknown;
    await client
      .request('POST', '/send', { body: write.body, idempotencyKey: write.idempotencyKey })
      .catch((e) => (error = e));
    expect((error as { retryAfterMs?: number }).retryAfterMs).to.equal(RETRY_AFTER_S * 1000);

    const outbox = getOutbox();
    const kept = await timersDuring(async () => void (await outbox.keep(client, write, error)));
    expect(Math.max(0, ...kept)).to.be.at.least(RETRY_AFTER_S * 1000);

    // The next round (as on `online`) meets the same answer: the round after waits at least as long again.
    const again = await timersDuring(async () => {
      dispatchEvent(new Event('online'));
      await outbox.settled();
    });
    expect(outbox.items.map((i) => i.state)).to.deep.equal(['waiting']);
    expect(Math.max(0, ...again)).to.be.at.least(RETRY_AFTER_S * 1000);
  });
});
