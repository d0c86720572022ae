/** ServiceValidation: one debounced call per key; a newer key aborts the older call and its answer is never kept. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ServiceValidation } from '../../../src/controllers/service-validation.js';

const host = () => {
  let updates = 0;
  return {
    addController() {},
    removeController() {},
    requestUpdate: () => void updates++,
    updateComplete: Promise.resolve(true),
    get updates() {
      return updates;
    },
  };
};

describe('ServiceValidation', () => {
  it('calls once for the last key, after the delay, and keeps its answer', async () => {
    const h = host();
    const v = new ServiceValidation<string>(h as never, 10);
    const calls: string[] = [];
    for (const key of ['a', 'ab', 'ab']) v.request(key, async () => (calls.push(key), `ok ${key}`));
    assert.equal(v.pending, true);
    await sleep(30);
    assert.deepEqual(calls, ['ab']);
    assert.equal(v.result, 'ok ab');
    assert.equal(v.pending, false);
    assert.ok(h.updates > 0);
  });

  it('a newer key aborts the running call, whose late answer is dropped', async () => {
    const v = new ServiceValidation<string>(host() as never, 0);
    let first: AbortSignal | undefined;
    let answerFirst: (value: string) => void = () => {};
    v.request('old', (signal) => ((first = signal), new Promise<string>((resolve) => (answerFirst = resolve))));
    await sleep(5);
    v.request('new', async () => 'new answer');
    assert.equal(first?.aborted, true);
    await sleep(5);
    answerFirst('old answer');
    await sleep(5);
    assert.equal(v.result, 'new answer');
  });

  it('no call means nothing to check; a failure is reported as failed', async () => {
    const v = new ServiceValidation<string>(host() as never, 0);
    v.request('empty', undefined);
    assert.equal(v.pending, false);
    v.request('bad', async () => Promise.reject(new Error('down')));
    await sleep(5);
    assert.equal(v.failed, true);
    assert.equal(v.result, undefined);
  });
});
