/**
 * The receiver acts once per delivery: `SERVICE-SIGNING-SECRET` authenticates the sender, not the body or its
 * freshness, so a re-delivered or replayed event passes every check again and only the receiver's memory of the
 * bodies it acted on (SHA-256, for a window) keeps the listener from acting twice.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  createMemoryWebhookStore,
  webhookHandler,
  type WebhookDedupeStore,
  type WebhookEvent,
} from '../../../src/node/index.js';
import { webhookHandler as edgeWebhookHandler } from '../../../src/node/edge.js';
import { createDeduper } from '../../../src/node/webhook-dedupe.js';
import { formSubmission, messageStatus } from './events.fixtures.js';

const SECRET = 'whsec_dedupe_0123456789';
const body = JSON.stringify(formSubmission);
const other = JSON.stringify(messageStatus);
const deliver = (receive: (r: Request) => Promise<Response>, text = body, secret = SECRET) =>
  receive(
    new Request('https://acme.test/parley/webhooks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'service-signing-secret': secret },
      body: text,
    }),
  );
/** A receiver counting the events its listener acted on. */
function counting(options: Partial<Parameters<typeof webhookHandler>[0]> = {}) {
  const acted: WebhookEvent[] = [];
  const receive = webhookHandler({ secret: SECRET, on: (event) => void acted.push(event), ...options });
  return { receive, acted };
}

describe('webhookHandler acts once per delivery', () => {
  test('the same body twice: the listener acts once, both deliveries are acknowledged 200', async () => {
    const { receive, acted } = counting();
    const first = await deliver(receive);
    const again = await deliver(receive);
    assert.equal(first.status, 200);
    assert.equal(again.status, 200);
    assert.deepEqual(await again.json(), { received: true, duplicate: true });
    assert.equal(acted.length, 1);
  });

  test('two concurrent deliveries of one body: the listener acts once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const receive = webhookHandler({
      secret: SECRET,
      on: async () => {
        calls += 1;
        await gate;
      },
    });
    const both = Promise.all([deliver(receive), deliver(receive), deliver(receive)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const statuses = (await both).map((r) => r.status);
    assert.deepEqual(statuses, [200, 200, 200]);
    assert.equal(calls, 1);
  });

  test('a different body is a different event: both act, and only a repeat is collapsed', async () => {
    const { receive, acted } = counting();
    for (const text of [body, other, body, other]) assert.equal((await deliver(receive, text)).status, 200);
    assert.deepEqual(
      acted.map((e) => e.type),
      ['FORM.SUBMISSION', 'MESSAGE.STATUS'],
    );
  });

  test('after the window the same body acts again (injected clock)', async () => {
    let now = 1_000_000;
    const store = createMemoryWebhookStore({ now: () => now });
    const { receive, acted } = counting({ dedupe: { windowMs: 60_000, store } });
    await deliver(receive);
    now += 59_999;
    await deliver(receive);
    assert.equal(acted.length, 1, 'inside the window');
    now += 2;
    await deliver(receive);
    assert.equal(acted.length, 2, 'after the window');
  });

  test("a listener that throws is answered 500 and releases the body: the service's retry acts", async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const receive = webhookHandler({
      secret: SECRET,
      on: () => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
      },
      onError: (error) => void errors.push(error),
    });
    assert.equal((await deliver(receive)).status, 500);
    assert.equal((await deliver(receive)).status, 200);
    assert.equal(calls, 2);
    assert.equal((await deliver(receive)).status, 200);
    assert.equal(calls, 2, 'acted on, so remembered');
    assert.equal(errors.length, 1);
  });

  test('a concurrent duplicate of a delivery whose listener fails fails too, and the listener ran once', async () => {
    // At the deduper itself, where "concurrent" is certain: both calls start before either awaits anything. Through
    // HTTP the two requests' hashing overlaps only by timing, so the handler test below checks the answers only.
    const dedupe = createDeduper();
    let fail!: () => void;
    const gate = new Promise<boolean>((_, reject) => (fail = () => reject(new Error('boom'))));
    const acts: string[] = [];
    const first = dedupe('key', () => (acts.push('first'), gate));
    const duplicate = dedupe('key', async () => (acts.push('duplicate'), true));
    fail();
    await assert.rejects(first, /boom/);
    assert.equal(await duplicate, false, 'the duplicate shares the failure, so the service retries it');
    assert.deepEqual(acts, ['first']);
    assert.equal(await dedupe('key', async () => (acts.push('retry'), true)), true, 'the claim was released');
    assert.deepEqual(acts, ['first', 'retry']);
  });

  test('two deliveries of one body while its listener fails are both answered 500', async () => {
    let entered!: () => void;
    const inListener = new Promise<void>((resolve) => (entered = resolve));
    let fail!: () => void;
    const gate = new Promise<void>((_, reject) => (fail = () => reject(new Error('boom'))));
    const receive = webhookHandler({
      secret: SECRET,
      on: async () => {
        entered();
        await gate;
      },
      onError: () => {},
    });
    const both = Promise.all([deliver(receive), deliver(receive)]);
    await inListener;
    fail();
    assert.deepEqual(
      (await both).map((r) => r.status),
      [500, 500],
    );
  });

  test('a custom store is asked with the body hash and the window, and released on failure', async () => {
    const claims = new Map<string, number>();
    const asked: [string, number][] = [];
    const released: string[] = [];
    const store: WebhookDedupeStore = {
      async seen(key, ttlMs) {
        asked.push([key, ttlMs]);
        if (claims.has(key)) return true;
        claims.set(key, ttlMs);
        return false;
      },
      async release(key) {
        released.push(key);
        claims.delete(key);
      },
    };
    let fail = false;
    const receive = webhookHandler({
      secret: SECRET,
      on: () => {
        if (fail) throw new Error('nope');
      },
      onError: () => {},
      dedupe: { store, windowMs: 5000 },
    });
    await deliver(receive);
    await deliver(receive);
    const hash = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    assert.deepEqual(asked, [
      [`parley:webhook:${hash}`, 5000],
      [`parley:webhook:${hash}`, 5000],
    ]);
    fail = true;
    assert.equal((await deliver(receive, other)).status, 500);
    assert.equal(released.length, 1);
    assert.equal(claims.size, 1, 'only the acted-on body stays claimed');
  });

  test('a store that fails is a 500 (the service retries), never an unchecked act', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const receive = webhookHandler({
      secret: SECRET,
      on: () => void (calls += 1),
      onError: (error) => void errors.push(error),
      dedupe: { store: { seen: () => Promise.reject(new Error('redis unreachable')) } },
    });
    assert.equal((await deliver(receive)).status, 500);
    assert.equal(calls, 0);
    assert.match(String(errors[0]), /redis unreachable/);
  });

  test('dedupe: false acts on every delivery; the default acts once', async () => {
    const off = counting({ dedupe: false });
    const on = counting();
    for (const receive of [off.receive, off.receive, on.receive, on.receive]) await deliver(receive);
    assert.equal(off.acted.length, 2);
    assert.equal(on.acted.length, 1);
  });

  test('a wrong secret or a malformed body claims nothing: the real delivery still acts', async () => {
    const { receive, acted } = counting();
    assert.equal((await deliver(receive, body, 'whsec_wrong')).status, 401);
    assert.equal((await deliver(receive, '{"type":"FORM.SUBMISSION"}')).status, 400);
    assert.equal((await deliver(receive)).status, 200);
    assert.equal((await deliver(receive)).status, 200);
    assert.equal(acted.length, 1);
  });

  test('the edge build collapses re-deliveries too (Web Crypto only)', async () => {
    let calls = 0;
    const receive = edgeWebhookHandler({ secret: SECRET, on: () => void (calls += 1) });
    await deliver(receive);
    await deliver(receive);
    assert.equal(calls, 1);
  });

  test('the memory store stays bounded: the oldest claim is dropped first', async () => {
    const store = createMemoryWebhookStore({ maxEntries: 2 });
    assert.equal(await store.seen('a', 1000), false);
    assert.equal(await store.seen('b', 1000), false);
    assert.equal(await store.seen('c', 1000), false);
    assert.equal(await store.seen('b', 1000), true);
    assert.equal(await store.seen('c', 1000), true);
    assert.equal(await store.seen('a', 1000), false, 'a was dropped to make room for c');
  });
});
