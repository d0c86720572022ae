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
 * Holds the page's idle callbacks (`requestIdleCallback`): a test decides when the page is idle. `run` runs those
 * asked so far; `release` gives the browser's own back.
 */
export function idleCalls() {
  const own = globalThis.requestIdleCallback;
  let calls: IdleRequestCallback[] = [];
  let count = 0;
  const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };
  return {
    hold(): void {
      performance.setResourceTimingBufferSize(10_000);
      globalThis.requestIdleCallback = (callback: IdleRequestCallback) => {
        calls.push(callback);
        return ++count;
      };
    },
    asked: () => count,
    run(): void {
      const now = calls;
      calls = [];
      for (const callback of now) callback(deadline);
    },
    release(): void {
      globalThis.requestIdleCallback = own;
    },
  };
}
