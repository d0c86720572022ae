/** DebouncedCall: only the last scheduled call runs, and a newer one aborts the one still running. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { DebouncedCall } from '../../../src/controllers/debounce.js';

describe('DebouncedCall', () => {
  it('runs only the last call scheduled within the delay', async () => {
    const call = new DebouncedCall(20);
    const ran: string[] = [];
    for (const q of ['a', 'ab', 'abc']) call.schedule(() => ran.push(q));
    assert.equal(call.scheduled, true);
    await sleep(40);
    assert.deepEqual(ran, ['abc']);
    assert.equal(call.scheduled, false);
  });

  it('aborts the running call when a newer one is scheduled, and on cancel', async () => {
    const call = new DebouncedCall(0);
    const signals: AbortSignal[] = [];
    call.schedule((signal) => signals.push(signal));
    await sleep(5);
    call.schedule((signal) => signals.push(signal));
    await sleep(5);
    assert.equal(signals.length, 2);
    assert.equal(signals[0]!.aborted, true);
    assert.equal(signals[1]!.aborted, false);
    call.cancel();
    assert.equal(signals[1]!.aborted, true);
  });

  it('a cancelled call never runs', async () => {
    const call = new DebouncedCall(10);
    let ran = false;
    call.schedule(() => (ran = true));
    call.cancel();
    await sleep(20);
    assert.equal(ran, false);
  });
});
