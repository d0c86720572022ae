/**
 * The elements' one lazy-loading controller and the page's record it loads through, with fake loaders: one fetch
 * per loader for every element, a render of each element that asked when it settles, a failure remembered (shared,
 * never fetched again) until `retry`, and `try` for callers that go on without the module.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadOnce } from '../../../src/core/lazy.js';
import { LazyController } from '../../../src/controllers/lazy.js';
import type { ReactiveControllerHost } from 'lit';

/** A host that counts its renders; like Lit's, requests made while one is pending are that one render. */
function fakeHost(): ReactiveControllerHost & { updates: number } {
  let pending = false;
  const host = {
    updates: 0,
    addController() {},
    removeController() {},
    requestUpdate() {
      if (pending) return;
      pending = true;
      queueMicrotask(() => {
        pending = false;
        host.updates++;
      });
    },
    updateComplete: Promise.resolve(true),
  };
  return host;
}

/** A loader whose every call is counted and settled by the test. */
function fakeLoader<M>() {
  const calls: { resolve(module: M): void; reject(error: unknown): void }[] = [];
  const loader = () =>
    new Promise<M>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { loader, calls };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('LazyController', () => {
  it('fetches a module once for every element, and each element that asked renders once when it arrives', async () => {
    const { loader, calls } = fakeLoader<{ name: string }>();
    const a = fakeHost();
    const b = fakeHost();
    const partsA = new LazyController(a, { part: loader });
    const partsB = new LazyController(b, { part: loader });
    const first = partsA.load('part');
    void partsA.load('part');
    const second = partsB.load('part');
    assert.equal(calls.length, 1);
    assert.equal(partsA.get('part'), undefined, 'not there while on its way');
    calls[0]!.resolve({ name: 'part' });
    assert.deepEqual(await first, { name: 'part' });
    assert.equal(await second, await first);
    await tick();
    assert.deepEqual(partsB.get('part'), { name: 'part' });
    assert.equal(partsA.failed('part'), false);
    assert.equal(a.updates, 1, 'one render however many callers waited');
    assert.equal(b.updates, 1);

    // Asked again once there: no fetch, and nothing new to render.
    const c = fakeHost();
    assert.deepEqual(await new LazyController(c, { other: loader }).load('other'), { name: 'part' });
    await tick();
    assert.equal(calls.length, 1);
    assert.equal(c.updates, 0);
  });

  it('remembers a failure for every element, fetching nothing, until retry; then fetches again and recovers', async () => {
    const { loader, calls } = fakeLoader<string>();
    const a = fakeHost();
    const b = fakeHost();
    const partsA = new LazyController(a, { pane: loader });
    const partsB = new LazyController(b, { pane: loader });
    const failing = partsA.load('pane');
    calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await assert.rejects(failing, TypeError);
    await tick();
    assert.equal(a.updates, 1, 'the element renders its failure');
    assert.equal(partsA.failed('pane'), true);
    assert.equal(partsB.failed('pane'), true, 'shared by the page');

    // Loads and renders until the person retries: the same rejection, no fetch, no render waiting for it.
    await assert.rejects(partsB.load('pane'), TypeError);
    assert.equal(await partsA.try('pane'), undefined);
    await tick();
    assert.equal(calls.length, 1);
    assert.equal(b.updates, 0);
    assert.equal(partsA.get('pane'), undefined);

    partsB.retry();
    assert.equal(partsA.failed('pane'), false);
    const again = partsA.load('pane');
    assert.equal(calls.length, 2);
    calls[1]!.resolve('pane');
    assert.equal(await again, 'pane');
    await tick();
    assert.equal(partsB.get('pane'), 'pane');
    assert.equal(a.updates, 2);
  });

  it('retry forgets every failed load of the page and keeps what has loaded', async () => {
    const loaded = fakeLoader<string>();
    const broken = fakeLoader<string>();
    const parts = new LazyController(fakeHost(), { loaded: loaded.loader, broken: broken.loader });
    const ok = parts.load('loaded');
    const failing = parts.try('broken');
    loaded.calls[0]!.resolve('here');
    broken.calls[0]!.reject(new Error('offline'));
    await ok;
    assert.equal(await failing, undefined);
    parts.retry();
    void parts.load('loaded');
    void parts.load('broken');
    assert.equal(loaded.calls.length, 1, 'a loaded module is never fetched again');
    assert.equal(broken.calls.length, 2);
    assert.equal(parts.get('loaded'), 'here');
  });

  it('is the same record as loadOnce (the phone library): one fetch, one failure, one retry', async () => {
    const { loader, calls } = fakeLoader<string>();
    const parts = new LazyController(fakeHost(), { library: loader });
    const direct = loadOnce(loader);
    const viaElement = parts.try('library');
    assert.equal(calls.length, 1);
    calls[0]!.reject(new Error('offline'));
    await assert.rejects(direct);
    assert.equal(await viaElement, undefined);
    await assert.rejects(loadOnce(loader), 'remembered outside an element too');
    assert.equal(calls.length, 1);
    parts.retry();
    const retried = loadOnce(loader);
    calls[1]!.resolve('library');
    assert.equal(await retried, 'library');
    assert.equal(parts.get('library'), 'library');
  });
});
