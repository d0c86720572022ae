/**
 * The retry policy: `src/api/retry-policy.ts` (which failures requests retry by themselves, how often, how far
 * apart) and `src/api/keep-policy.ts` (which failed writes the outbox keeps, its rounds, when it gives one up). The
 * transport and the outbox are checked against the same objects here, so a policy change is those files and this.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import fc from 'fast-check';
import { ApiError, ApiTransport, type ApiErrorKind } from '../../../src/api/index.js';
import { keepsForLater } from '../../../src/api/outbox.js';
import { KEEP_POLICY, keepPolicy } from '../../../src/api/keep-policy.js';
import { DEFAULT_RETRY, RETRY_POLICY, backoffDelay } from '../../../src/api/retry-policy.js';

// Every `assert.ok` here has a message: without one, Node builds it by reading the failing call's source, which under
// tsx's source-mapped positions blocked a failing property for good (0% CPU) instead of failing it in milliseconds.

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

function errorOf(status: number, retryAfterMs?: number): ApiError {
  const kind: ApiErrorKind =
    status === 0 ? 'network' : status === 429 ? 'rate-limited' : status >= 500 ? 'server' : 'validation';
  return new ApiError({
    status,
    kind,
    message: `status ${status}`,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });
}

const draw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const status4xx = fc.integer({ min: 400, max: 499 }).filter((s) => s !== 429);
const retriedStatus = fc.oneof(fc.constant(0), fc.constant(429), fc.integer({ min: 500, max: 599 }));

/** Leaves `navigator.onLine` as Node has it (no navigator) after a test that set it. */
const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
function setOnline(onLine: boolean): void {
  Object.defineProperty(globalThis, 'navigator', { value: { onLine }, configurable: true, writable: true });
}
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'navigator', original);
  else delete (globalThis as { navigator?: unknown }).navigator;
});

describe('backoffDelay', () => {
  it('doubles the cap per attempt and scales it by the jitter draw', () => {
    const opts = { baseDelayMs: 300, maxDelayMs: 8000 };
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n, opts, () => 0.5)),
      [150, 300, 600, 1200, 2400, 4000],
    );
    assert.equal(
      backoffDelay(3, opts, () => 0),
      0,
    );
  });

  it('stays in [0, min(max, base·2^n)) for any attempt and draw (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        draw,
        (attempt, base, max, d) => {
          const delay = backoffDelay(attempt, { baseDelayMs: base, maxDelayMs: max }, () => d);
          assert.ok(Number.isInteger(delay) && delay >= 0, 'Number.isInteger(delay) && delay >= 0 should hold');
          assert.ok(
            delay < Math.min(max, base * 2 ** attempt) || delay === 0,
            'delay < Math.min(max, base * 2 ** attempt) || delay === 0 should hold',
          );
        },
      ),
    );
  });
});

describe('the request policy', () => {
  it('keeps today’s numbers: 4 retries, 300 ms base, 8 s cap', () => {
    assert.deepEqual(DEFAULT_RETRY, { retries: 4, baseDelayMs: 300, maxDelayMs: 8000 });
    assert.deepEqual(RETRY_POLICY.timing, DEFAULT_RETRY);
    // The expected delay of each retry (draw 0.5): 150, 300, 600, 1200 ms, then the caller hears the error.
    const error = errorOf(503);
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((n) => RETRY_POLICY.retryDelay(error, n, () => 0.5)),
      [150, 300, 600, 1200, undefined],
    );
  });

  it('repeats safe methods, calls marked idempotent and keyed writes, nothing else', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])
      assert.ok(
        RETRY_POLICY.repeatable(method, undefined, false),
        'RETRY_POLICY.repeatable(method, undefined, false) should hold',
      );
    for (const method of ['POST', 'PATCH'])
      assert.ok(
        !RETRY_POLICY.repeatable(method, undefined, false),
        '!RETRY_POLICY.repeatable(method, undefined, false) should hold',
      );
    assert.ok(RETRY_POLICY.repeatable('POST', true, false), "RETRY_POLICY.repeatable('POST', true, false) should hold");
    assert.ok(
      !RETRY_POLICY.repeatable('GET', false, false),
      "!RETRY_POLICY.repeatable('GET', false, false) should hold",
    );
    assert.ok(RETRY_POLICY.repeatable('POST', false, true), 'a key makes any write repeatable');
  });

  it('never retries a 4xx other than 429, nor a fault that is not the service’s (property)', () => {
    fc.assert(
      fc.property(status4xx, fc.nat(10), draw, (status, attempt, d) => {
        assert.equal(
          RETRY_POLICY.retryDelay(errorOf(status), attempt, () => d),
          undefined,
        );
      }),
    );
    for (const kind of KINDS.filter((k) => !['network', 'rate-limited', 'server'].includes(k)))
      assert.equal(RETRY_POLICY.retryDelay(new ApiError({ status: 0, kind, message: kind }), 0), undefined, kind);
  });

  it('retries network errors, 429 and 5xx until the retries run out, within the cap (property)', () => {
    fc.assert(
      fc.property(retriedStatus, fc.nat(10), draw, (status, attempt, d) => {
        const delay = RETRY_POLICY.retryDelay(errorOf(status), attempt, () => d);
        if (attempt >= DEFAULT_RETRY.retries) return assert.equal(delay, undefined);
        assert.ok(
          delay !== undefined && delay >= 0 && delay < DEFAULT_RETRY.maxDelayMs,
          'delay !== undefined && delay >= 0 && delay < DEFAULT_RETRY.maxDelayMs should hold',
        );
        assert.ok(
          delay <= DEFAULT_RETRY.baseDelayMs * 2 ** attempt,
          'delay <= DEFAULT_RETRY.baseDelayMs * 2 ** attempt should hold',
        );
      }),
    );
  });

  it('grows monotonically in expectation: the mean delay of retry n+1 is at least that of retry n (property)', () => {
    fc.assert(
      fc.property(fc.array(draw, { minLength: 1, maxLength: 20 }), fc.nat(DEFAULT_RETRY.retries - 2), (draws, n) => {
        // Over the same draws, each delay of a later retry is at least the earlier one's: so are their means.
        const mean = (attempt: number) =>
          draws.reduce((sum, d) => sum + RETRY_POLICY.retryDelay(errorOf(500), attempt, () => d)!, 0) / draws.length;
        assert.ok(mean(n + 1) >= mean(n), 'mean(n + 1) >= mean(n) should hold');
      }),
    );
  });

  it('honours Retry-After up to the cap, and fails at once beyond it (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(429, 503),
        fc.nat(20_000),
        fc.nat(DEFAULT_RETRY.retries - 1),
        draw,
        (status, after, n, d) => {
          const delay = RETRY_POLICY.retryDelay(errorOf(status, after), n, () => d);
          if (after > DEFAULT_RETRY.maxDelayMs) return assert.equal(delay, undefined);
          assert.ok(delay !== undefined && delay >= after, 'delay !== undefined && delay >= after should hold');
        },
      ),
    );
  });

  it('fails a network error at once when the browser says it is offline', () => {
    setOnline(false);
    assert.equal(RETRY_POLICY.retryDelay(errorOf(0), 0), undefined);
    assert.notEqual(RETRY_POLICY.retryDelay(errorOf(503), 0), undefined, 'an answer is an answer, offline or not');
    setOnline(true);
    assert.notEqual(RETRY_POLICY.retryDelay(errorOf(0), 0), undefined);
  });

  it('is what the transport does: attempts and waits follow retryDelay', async () => {
    for (const status of [0, 429, 500, 503, 400, 404, 409, 422]) {
      const waits: number[] = [];
      let calls = 0;
      const api = new ApiTransport({
        baseUrl: 'https://api.test/api',
        token: 'opaque-token',
        random: () => 0.5,
        sleep: async (ms) => void waits.push(ms),
        fetch: async () => {
          calls++;
          if (status === 0) throw new TypeError('Failed to fetch');
          return Response.json({ error: 'no' }, { status });
        },
      });
      await assert.rejects(api.request('POST', '/send', { body: {}, idempotencyKey: 'k' }));
      const expected: number[] = [];
      for (let n = 0; ; n++) {
        const delay = RETRY_POLICY.retryDelay(errorOf(status === 0 ? 0 : status), n, () => 0.5);
        if (delay === undefined) break;
        expected.push(delay);
      }
      assert.deepEqual(waits, expected, `status ${status}`);
      assert.equal(calls, expected.length + 1, `status ${status}`);
    }
  });
});

describe('the outbox policy', () => {
  it('keeps network errors, 429 and 5xx; never a 4xx or a fault of the code (property)', () => {
    fc.assert(
      fc.property(retriedStatus, (status) =>
        assert.ok(KEEP_POLICY.keepsForLater(errorOf(status)), 'KEEP_POLICY.keepsForLater(errorOf(status)) should hold'),
      ),
    );
    fc.assert(
      fc.property(status4xx, (status) =>
        assert.ok(
          !KEEP_POLICY.keepsForLater(errorOf(status)),
          '!KEEP_POLICY.keepsForLater(errorOf(status)) should hold',
        ),
      ),
    );
    assert.ok(
      !KEEP_POLICY.keepsForLater(new TypeError('x is undefined')),
      "!KEEP_POLICY.keepsForLater(new TypeError('x is undefined')) should hold",
    );
    assert.ok(
      !KEEP_POLICY.keepsForLater(new ApiError({ status: 0, kind: 'aborted', message: 'aborted' })),
      "!KEEP_POLICY.keepsForLater(new ApiError({ status: 0, kind: 'aborted', message: 'aborted' })) should hold",
    );
    for (const kind of KINDS) {
      const error = new ApiError({ status: 0, kind, message: kind });
      assert.equal(keepsForLater(error), KEEP_POLICY.keepsForLater(error), kind);
    }
  });

  it('keeps any failure of the client while the browser is offline', () => {
    setOnline(false);
    assert.ok(
      KEEP_POLICY.keepsForLater(new ApiError({ status: 0, kind: 'aborted', message: 'aborted' })),
      "KEEP_POLICY.keepsForLater(new ApiError({ status: 0, kind: 'aborted', message: 'aborted' })) should hold",
    );
    assert.ok(
      !KEEP_POLICY.keepsForLater(new TypeError('a fault of the code')),
      "!KEEP_POLICY.keepsForLater(new TypeError('a fault of the code')) should hold",
    );
  });

  it('counts an aborted send while draining as "not now", a refusal as not', () => {
    assert.ok(
      KEEP_POLICY.notNow(new ApiError({ status: 0, kind: 'aborted', message: 'timed out' })),
      "KEEP_POLICY.notNow(new ApiError({ status: 0, kind: 'aborted', message: 'timed out' })) should hold",
    );
    assert.ok(KEEP_POLICY.notNow(errorOf(503)), 'KEEP_POLICY.notNow(errorOf(503)) should hold');
    assert.ok(!KEEP_POLICY.notNow(errorOf(422)), '!KEEP_POLICY.notNow(errorOf(422)) should hold');
  });

  it('waits 1–30 s between rounds (2 s base, doubling), and at least Retry-After (property)', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((n) => KEEP_POLICY.outboxDelay(n, 0, () => 0.5)),
      [1000, 2000, 4000, 8000, 15_000, 15_000],
    );
    fc.assert(
      fc.property(fc.nat(50), fc.nat(120_000), draw, (failures, after, d) => {
        const delay = KEEP_POLICY.outboxDelay(failures, after, () => d);
        assert.ok(delay >= 1000 && delay >= after, 'delay >= 1000 && delay >= after should hold');
        assert.ok(delay <= Math.max(30_000, after), 'delay <= Math.max(30_000, after) should hold');
      }),
    );
  });

  it('never gives a kept write up by default; a policy with giveUpAfter does after that many attempts', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (attempts) =>
        assert.ok(!KEEP_POLICY.givesUp(attempts), '!KEEP_POLICY.givesUp(attempts) should hold'),
      ),
    );
    const strict = keepPolicy(3);
    assert.deepEqual(
      [1, 2, 3, 4].map((n) => strict.givesUp(n)),
      [false, false, true, true],
    );
  });
});
