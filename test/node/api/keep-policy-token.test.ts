/**
 * The keep policy (`src/api/keep-policy.ts`) and failures of the element's token source (`ApiError.source`
 * `token`): a write whose token route answered 5xx or could not be reached is not kept for the outbox (the element
 * shows its own failure, with Retry, in the route's words), unless the browser is offline; a write kept already
 * still waits through such a failure while the outbox drains it, rather than being refused.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import fc from 'fast-check';
import { ApiError, ApiTransport, type ApiErrorKind } from '../../../src/api/index.js';
import { KEEP_POLICY, keepPolicy } from '../../../src/api/keep-policy.js';
import { keepsForLater } from '../../../src/api/outbox.js';
// The public entries name the mark's type (a type: erased when the test runs, checked by tsc).
import type { ApiErrorSource as FromApi } from '../../../src/api/index.js';
import type { ApiErrorSource } from '../../../src/index.js';

// Every `assert.ok` has a message: without one, Node reads the failing call's source to build it (slow under tsx).

const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
function setOnline(onLine: boolean): void {
  Object.defineProperty(globalThis, 'navigator', { value: { onLine }, configurable: true, writable: true });
}
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'navigator', original);
  else delete (globalThis as { navigator?: unknown }).navigator;
});

const KINDS: ApiErrorKind[] = [
  'network',
  'rate-limited',
  'server',
  'validation',
  'service',
  'unauthorized',
  'forbidden',
  'not-found',
  'conflict',
  'aborted',
  'bad-response',
];

const TOKEN: ApiErrorSource & FromApi = 'token';
const fromRoute = (kind: ApiErrorKind, status = 0) =>
  new ApiError({ status, kind, message: `route ${kind}`, source: TOKEN });

/** What the transport makes of a send whose token the page's route would not give (`status` 0: unreachable). */
async function sendWithRoute(status: number): Promise<ApiError> {
  const api = new ApiTransport({
    baseUrl: 'https://service.test/api',
    tokenUrl: `https://shop.test/parley-token?status=${status}`,
    retry: { retries: 0 },
    fetch: async (input) => {
      if (String(input).startsWith('https://shop.test/')) {
        if (status === 0) throw new TypeError('Failed to fetch');
        return Response.json({ error: 'route down' }, { status });
      }
      return Response.json({ id: 'm_1' });
    },
  });
  return (await api
    .request('POST', '/messages', { body: {}, idempotencyKey: 'k' })
    .catch((e: unknown) => e)) as ApiError;
}

describe('the keep policy and the token source', () => {
  it('keeps no failure of the token source while online, whatever its kind (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.constantFrom(0, 401, 403, 404, 429, 500, 502, 503), (kind, status) => {
        const error = fromRoute(kind, status);
        assert.ok(!KEEP_POLICY.keepsForLater(error), `a token route's ${kind} ${status} is not kept`);
        assert.ok(!keepsForLater(error), `the outbox's keepsForLater agrees for ${kind} ${status}`);
      }),
    );
  });

  it("the route's 5xx and no answer, as the transport marks them: not kept, where the service's are", async () => {
    for (const status of [500, 503, 0]) {
      const error = await sendWithRoute(status);
      assert.equal(error.source, 'token', `route ${status}`);
      assert.equal(error.kind, status ? 'server' : 'network', `route ${status}`);
      assert.ok(!KEEP_POLICY.keepsForLater(error), `a send whose token route answered ${status} is not kept`);
      const service = new ApiError({ status: error.status, kind: error.kind, message: 'the service' });
      assert.ok(KEEP_POLICY.keepsForLater(service), `the service's own ${status} is kept`);
    }
  });

  it('keeps a failure of the token source while the browser is offline: nothing could be reached', () => {
    setOnline(false);
    for (const kind of ['network', 'server', 'unauthorized'] as const)
      assert.ok(KEEP_POLICY.keepsForLater(fromRoute(kind)), `offline, a token route's ${kind} is kept`);
    setOnline(true);
    assert.ok(!KEEP_POLICY.keepsForLater(fromRoute('network')), 'online again, it is not');
  });

  it('a kept write that meets its token route down while draining waits for the next round, not refused', () => {
    for (const policy of [KEEP_POLICY, keepPolicy(3)]) {
      assert.ok(policy.notNow(fromRoute('server', 503)), 'a 5xx of the route is "not now"');
      assert.ok(policy.notNow(fromRoute('network')), 'an unreachable route is "not now"');
      assert.ok(!policy.notNow(fromRoute('unauthorized', 401)), 'a route refusing is not');
    }
  });
});
