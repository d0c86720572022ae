/**
 * `<parley-composer>` figures for `npm run bench`:
 * - gzip size of `@parley/embeds/composer` as a browser loads it (Lit included, minified, like `dist/cdn`): the
 *   initial load against DESIGN §5's 25 kB, what loads on demand apart, and the shared floor (Lit + the element
 *   base + API client) shown apart;
 * - in headless Chromium, the time from a keystroke in a 10-card carousel to the preview and the counters
 *   updated (DOM committed), and to the next frame.
 *
 * Run alone: `npx tsx bench/composer.ts` (prints a table, writes bench/results/composer.json).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ROOT,
  bundle,
  gzip,
  kB,
  launchChromium,
  openBundlePage,
  round,
  runIfMain,
  stats,
  type BenchRow,
  type Bundle,
} from './lib.js';
const KEYSTROKES = 60;

export type ComposerRow = BenchRow;

/** The page script: a 10-card carousel, then timed keystrokes into card 5's title and description. */
const PAGE = String.raw`
const el = document.createElement('parley-composer');
el.setAttribute('from', 'agent_acme_coffee');
el.setAttribute('to', '+14155550123');
el.setAttribute('theme', 'light');
el.setAttribute('locale', 'en');
document.body.append(el);
el.value = {
  type: 'RCS', from: 'agent_acme_coffee', to: '+14155550123',
  rcs: {
    carousel: { cardWidth: 'MEDIUM', cards: Array.from({ length: 10 }, (_, i) => ({
      title: 'Card ' + (i + 1), description: 'Description of card ' + (i + 1),
      media: { url: 'https://example.invalid/' + i + '.jpg', height: 'MEDIUM' },
      suggestions: [{ type: 'reply', text: 'Pick ' + (i + 1) }, { type: 'openUrl', text: 'Open', url: 'https://example.invalid/' + i }],
    })) },
    suggestions: [{ type: 'reply', text: 'Stop' }],
  },
  fallback: { from: '+14155550100', text: 'Our trips: example.invalid/trips' },
};
await el.updateComplete;
const root = el.shadowRoot;
window.__samples = { dom: [], frame: [] };
let started = 0;
root.addEventListener('keydown', () => (started = performance.now()), true);
root.addEventListener('input', async (event) => {
  const input = event.composedPath()[0];
  const t0 = started;
  const value = input.value;
  await el.updateComplete;
  const path = input.id.slice(2).split('-');
  const card = Number(path[3]);
  const shown = root.querySelectorAll('[part~="preview-card"]')[card];
  const counter = root.getElementById(input.id + '-n');
  const ok = shown && shown.textContent.includes(value) && counter && counter.textContent.startsWith(String(value.length) + ' ');
  if (!ok) { window.__samples.error = 'preview or counter not updated for ' + input.id + ': ' + JSON.stringify([value, shown && shown.textContent, counter && counter.textContent]); return; }
  window.__samples.dom.push(performance.now() - t0);
  requestAnimationFrame(() => setTimeout(() => window.__samples.frame.push(performance.now() - t0)));
}); // bubbling: the field's own listener (the edit) has run by then
window.__ready = true;
`;

async function keystrokeTimings(app: Bundle): Promise<{ dom: number[]; frame: number[] }> {
  const browser = await launchChromium();
  try {
    const page = await openBundlePage(browser, app, PAGE);
    await page.waitForFunction('window.__ready === true', { timeout: 20_000 });
    const pierce = (id: string) => `pierce/#${id}`;
    // Carousel cards fold (only the card being edited is open): open card 5 by its toggle, as a user would.
    await page.click('pierce/[part~="card"][data-index="4"] > .item-head > .toggle');
    await page.waitForSelector(pierce('f-rcs-carousel-cards-4-title'));
    // warm-up, then the measured keystrokes: half in a title, half in a description
    await page.click(pierce('f-rcs-carousel-cards-4-title'));
    await page.keyboard.type(' warm', { delay: 5 });
    await page.evaluate('window.__samples.dom.length = 0; window.__samples.frame.length = 0');
    await page.keyboard.type(' — updated title!'.padEnd(KEYSTROKES / 2, '.'), { delay: 20 });
    await page.click(pierce('f-rcs-carousel-cards-4-description'));
    await page.keyboard.type(' and a longer description'.padEnd(KEYSTROKES / 2, '.'), { delay: 20 });
    await page.waitForFunction(`window.__samples.frame.length >= ${KEYSTROKES} || window.__samples.error`, {
      timeout: 20_000,
    });
    const samples = (await page.evaluate('window.__samples')) as { dom: number[]; frame: number[]; error?: string };
    if (samples.error) throw new Error(samples.error);
    return samples;
  } finally {
    await browser.close();
  }
}

export async function benchComposer(): Promise<{ rows: ComposerRow[]; details: Record<string, unknown> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'parley-bench-composer-'));
  const composer = await bundle(join(ROOT, 'src/composer.ts'), outDir);
  const lazySize = [...composer.lazy.values()].reduce((sum, code) => sum + gzip(code), 0);
  const timings = await keystrokeTimings(composer);
  const dom = stats(timings.dom);
  const frame = stats(timings.frame);
  const rows: ComposerRow[] = [
    {
      name: '@parley/embeds/composer other chunks (fetched only if used), gzip',
      value: kB(lazySize),
      unit: 'kB',
      note: [...composer.lazy.keys()].join(', ') + ' (+ parley-phone.js when a number is normalized)',
    },
    { name: 'keystroke → preview + counters (10-card carousel), median', value: round(dom.median), unit: 'ms' },
    { name: 'keystroke → preview + counters (10-card carousel), p95', value: round(dom.p95), unit: 'ms' },
    { name: 'keystroke → next frame (10-card carousel), median', value: round(frame.median), unit: 'ms' },
    { name: 'keystroke → next frame (10-card carousel), p95', value: round(frame.p95), unit: 'ms' },
  ];
  return {
    rows,
    details: { samples: timings, dom, frame, keystrokes: timings.dom.length, lazyFiles: [...composer.lazy.keys()] },
  };
}

await runIfMain(import.meta.url, 'composer', benchComposer);
