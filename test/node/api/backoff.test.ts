import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { backoffDelay, parseRetryAfter, sleep } from '../../../src/api/backoff.js';

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
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, base, max, draw) => {
          const delay = backoffDelay(attempt, { baseDelayMs: base, maxDelayMs: max }, () => draw);
          assert.ok(Number.isInteger(delay) && delay >= 0);
          assert.ok(delay < Math.min(max, base * 2 ** attempt) || delay === 0);
        },
      ),
    );
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads delta seconds', () => {
    assert.equal(parseRetryAfter('0', now), 0);
    assert.equal(parseRetryAfter(' 3 ', now), 3000);
  });
  it('reads an HTTP date, never negative', () => {
    assert.equal(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now), 60_000);
    assert.equal(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now), 0);
  });
  it('is undefined when absent or unreadable', () => {
    assert.equal(parseRetryAfter(null, now), undefined);
    assert.equal(parseRetryAfter('soon', now), undefined);
    assert.equal(parseRetryAfter('-1', now), undefined);
  });
});

describe('sleep', () => {
  it('rejects with the abort reason', async () => {
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await assert.rejects(waiting, /stop/);
    await assert.rejects(sleep(1, controller.signal), /stop/);
  });
  it('resolves after the delay', async () => {
    assert.equal(await sleep(1), undefined);
  });
});
