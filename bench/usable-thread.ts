/**
 * The inbox's first thread opened on a phone, timed under the phone profile (bench/usable.ts): a cold load of the
 * inbox's own CDN file with a static token in a fresh context (Slow 4G, the CPU 4× slower), then, once its first row
 * is on screen, a person's pause (`PAUSE_MS`: reading the list), a tap on the first row, and the time from that tap
 * to the first animation frame in which a message of the opened thread is on screen. Both ends are on the page's
 * clock: the tap is the `timeStamp` of its `pointerdown` (when the input happened, not when a busy main thread got to
 * it), the end is `performance.now()` of the frame, as the page-load figures' probe notes theirs. What finished
 * loading from the tap until the bench saw the message (polled every 100 ms) is the row's `requests` and `bytes`: the
 * thread's data, whatever code opening it still had to wait for, and what the shown thread asks for at once. The
 * load's `htmlMs` is left unset (NaN): the figure is not a page load. With `USABLE_TRACE=1` each run records a Chromium
 * trace from the tap to the message into bench/results/traces/<key>.json (the last run's stays).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, ElementHandle } from 'puppeteer-core';
import { ROOT } from './lib.js';
import { PROFILE, TIMEOUT_MS, TRACE_CATEGORIES, throttled, type Load } from './usable-load.js';

/** How long a person looks at the list before tapping a thread. */
export const PAUSE_MS = 1500;

/** Where the probe looks: the inbox's shadow root, its rows, and a message of the open thread. */
const ROW = '[part~="thread-row"]';
const MESSAGE = '[part~="thread"] [part~="message"]';

/**
 * In the page before its scripts: notes the first frame with a row on screen, the first `pointerdown` (its time), and
 * the first frame after it with a message of the open thread on screen.
 */
const probe = `(() => {
  const seen = (window.__thread = {});
  const shown = (selector) => {
    const root = document.querySelector('parley-inbox')?.shadowRoot;
    for (const el of root ? root.querySelectorAll(selector) : []) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) return true;
    }
    return false;
  };
  addEventListener('pointerdown', (e) => { seen.tap ??= e.timeStamp; }, { capture: true });
  const tick = () => {
    const now = performance.now();
    if (seen.row === undefined && shown(${JSON.stringify(ROW)})) seen.row = now;
    if (seen.tap !== undefined && shown(${JSON.stringify(MESSAGE)})) return void (seen.message = now);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** One timed first thread opened on the inbox page `url`; `key` names the figure. */
export async function firstThreadOpened(browser: Browser, url: string, key: string): Promise<Load> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PROFILE.viewport);
    const cdp = await throttled(page);
    await page.evaluateOnNewDocument(probe);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: TIMEOUT_MS });
    await page.waitForFunction('window.__thread.row !== undefined', { timeout: TIMEOUT_MS, polling: 100 });
    await new Promise((done) => setTimeout(done, PAUSE_MS));
    let requests = 0;
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => {
      requests++;
      bytes += e.encodedDataLength;
    });
    const row = (await page.evaluateHandle(
      `document.querySelector('parley-inbox').shadowRoot.querySelector(${JSON.stringify(ROW)})`,
    )) as ElementHandle<Element>;
    const trace = process.env.USABLE_TRACE ? join(ROOT, 'bench', 'results', 'traces', `${key}.json`) : undefined;
    if (trace) {
      mkdirSync(dirname(trace), { recursive: true });
      await page.tracing.start({ path: trace, categories: TRACE_CATEGORIES });
    }
    await row.tap();
    await page.waitForFunction('window.__thread.message !== undefined', { timeout: TIMEOUT_MS, polling: 100 });
    if (trace) await page.tracing.stop();
    const { tap, message } = (await page.evaluate('window.__thread')) as { tap: number; message: number };
    const load: Load = { ms: { [key]: Math.round(message - tap) }, htmlMs: Number.NaN, requests, bytes };
    return load;
  } finally {
    await context.close().catch(() => undefined);
  }
}
