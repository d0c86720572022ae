/** Shared by the tests of the composer's deferred parts: mounting without awaiting `updateComplete`, idle time held. */
import type { ParleyClient } from '../../../src/api/client.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { waitUntil } from '../helpers/wait.js';

/**
 * Mounts a composer as a page does: `updateComplete` is not awaited, since awaiting it asks for every part (what a
 * host reads after it is judged and worded).
 */
export async function mountUnawaited(options: {
  from: string;
  to: string;
  client: ParleyClient;
}): Promise<ParleyComposer> {
  const el = document.createElement('parley-composer');
  el.setAttribute('from', options.from);
  el.setAttribute('to', options.to);
  el.setAttribute('locale', 'en');
  el.client = options.client;
  document.body.append(el);
  return el;
}

/** The composer's first screen is on the screen, painted, and the page has loaded; a little more time goes by. */
export async function settleFirstPaint(el: ParleyComposer): Promise<void> {
  await waitUntil(() => el.shadowRoot?.querySelector('textarea'), 'the composer did not render its message box');
  if (document.readyState !== 'complete') await new Promise((done) => addEventListener('load', done, { once: true }));
  for (let i = 0; i < 3; i++) await new Promise((done) => requestAnimationFrame(done));
  await new Promise((done) => setTimeout(done, 300));
}

/** The URLs the page requested since `start` (`performance.now()`). */
export function requestsSince(start: number): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= start)
    .map((entry) => new URL(entry.name).pathname);
}

/**
 * Holds the page's idle callbacks (`requestIdleCallback`, and `cancelIdleCallback` of those held): a test decides
 * when the page is idle. `asked` counts the callbacks asked for since `hold`; `run` runs those still waiting;
 * `release` gives the browser's own back.
 */
export function idleCalls() {
  const own = { request: globalThis.requestIdleCallback, cancel: globalThis.cancelIdleCallback };
  let calls = new Map<number, IdleRequestCallback>();
  let count = 0;
  const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };
  return {
    hold(): void {
      performance.setResourceTimingBufferSize(10_000);
      globalThis.requestIdleCallback = (callback: IdleRequestCallback) => {
        calls.set(++count, callback);
        return count;
      };
      globalThis.cancelIdleCallback = (id: number) => void calls.delete(id);
    },
    asked: () => count,
    run(): void {
      const now = calls;
      calls = new Map();
      for (const callback of now.values()) callback(deadline);
    },
    release(): void {
      globalThis.requestIdleCallback = own.request;
      globalThis.cancelIdleCallback = own.cancel;
    },
  };
}
