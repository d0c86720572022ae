/**
 * After an outage, parts that have no Retry of their own (a picker, a panel, the grouped list) do not stay failed:
 * when the person presses a Retry (a control whose part is `retry-button`, in any element) or the network comes
 * back (`online`), the failures are forgotten and every element that could not get a module renders again, so what
 * it shows asks for it again and what it loads on a press is fetched on the next press. Until then nothing fetches
 * them. Fake loaders, hosts rendering as an element does, and the page's `online` and `click` events on a fake
 * `globalThis` target (Node has none).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ReactiveControllerHost } from 'lit';

// The page's events: core/lazy.ts listens on globalThis once a load has failed.
const page = new EventTarget();
const globals = globalThis as unknown as Partial<EventTarget>;
globals.addEventListener = page.addEventListener.bind(page);
globals.removeEventListener = page.removeEventListener.bind(page);
const { LazyController } = await import('../../../src/controllers/lazy.js');

/** An element: each render (requests batched as Lit does) runs `render`, as an element's update asks for its parts. */
class FakeHost implements ReactiveControllerHost {
  updates = 0;
  render: () => void = () => {};
  #pending = false;
  addController() {}
  removeController() {}
  requestUpdate() {
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      this.updates++;
      this.render();
    });
  }
  readonly updateComplete = Promise.resolve(true);
}

/** A loader that fails while `offline` is set, counting its fetches. */
function flaky<M>(module: M) {
  const state = { offline: true, fetches: 0 };
  const loader = () => {
    state.fetches++;
    return state.offline
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(module);
  };
  return { loader, state };
}

/** An element showing the part `groups` when it can: asks for it on each render unless it is there or failed. */
function elementShowing<M>(loader: () => Promise<M>) {
  const host = new FakeHost();
  const parts = new LazyController(host, { groups: loader });
  host.render = () => {
    if (!parts.get('groups') && !parts.failed('groups')) void parts.try('groups');
  };
  host.requestUpdate();
  return { host, parts };
}

/** A click on a control with these parts inside an element's shadow tree (`composedPath` as a browser gives it). */
function press(host: FakeHost, parts: string): void {
  const event = new Event('click');
  const control = { part: { contains: (token: string) => parts.split(' ').includes(token) } };
  Object.defineProperty(event, 'composedPath', { value: () => [control, host, page] });
  page.dispatchEvent(event);
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('LazyController after an outage', () => {
  it('asks again for what failed when the person presses a Retry, and only then', async () => {
    const groups = flaky({ name: 'groups' });
    const { host, parts } = elementShowing(groups.loader);
    await settle();
    assert.equal(groups.state.fetches, 1);
    assert.equal(parts.failed('groups'), true);

    // Renders, and presses of other controls: nothing is fetched.
    host.requestUpdate();
    await settle();
    press(host, 'send-button');
    await settle();
    assert.equal(groups.state.fetches, 1);

    // A Retry of something else (a failed send, the list): the element renders, asks again and gets the part.
    groups.state.offline = false;
    press(host, 'retry-button');
    await settle();
    assert.equal(groups.state.fetches, 2);
    assert.deepEqual(parts.get('groups'), { name: 'groups' });
    assert.equal(parts.failed('groups'), false);

    press(host, 'retry-button');
    await settle();
    assert.equal(groups.state.fetches, 2, 'nothing more to fetch');
  });

  it('asks again when the network comes back, one fetch for every element that missed it', async () => {
    const panel = flaky('panel');
    const a = elementShowing(panel.loader);
    const b = elementShowing(panel.loader);
    await settle();
    assert.equal(panel.state.fetches, 1, 'the failure is shared');

    panel.state.offline = false;
    page.dispatchEvent(new Event('online'));
    await settle();
    assert.equal(panel.state.fetches, 2, 'one fetch for both elements');
    assert.equal(a.parts.get('groups'), 'panel');
    assert.equal(b.parts.get('groups'), 'panel');
  });

  it('when still offline at the retry, fails again and waits for the next retry (no loop)', async () => {
    const words = flaky('words');
    const { host, parts } = elementShowing(words.loader);
    await settle();
    press(host, 'retry-button');
    await settle();
    assert.equal(words.state.fetches, 2);
    assert.equal(parts.failed('groups'), true);
    host.requestUpdate();
    await settle();
    assert.equal(words.state.fetches, 2, 'not fetched again without a retry');

    words.state.offline = false;
    page.dispatchEvent(new Event('online'));
    await settle();
    assert.equal(words.state.fetches, 3);
    assert.equal(parts.get('groups'), 'words');
  });

  it('a part loaded on a press is fetched on the next press after the retry', async () => {
    const picker = flaky('picker');
    const host = new FakeHost();
    const parts = new LazyController(host, { picker: picker.loader });
    assert.equal(await parts.try('picker'), undefined);
    assert.equal(await parts.try('picker'), undefined, 'pressed again offline: the failure is remembered');
    assert.equal(picker.state.fetches, 1);
    picker.state.offline = false;
    page.dispatchEvent(new Event('online'));
    await settle();
    assert.equal(await parts.try('picker'), 'picker');
    assert.equal(picker.state.fetches, 2);
  });
});
