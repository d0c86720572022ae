import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseRetryAfter, sleep } from '../../../src/api/backoff.js';

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
