/**
 * `<parley-composer>` figures for `npm run bench`:
 * - gzip size of `@parley/embeds/composer` as a browser loads it (Lit included, minified, one bundle), against
 *   DESIGN §5's 25 kB, with the shared floor (Lit + the element base + API client + schemas) shown apart;
 * - in headless Chromium, the time from a keystroke in a 10-card carousel to the preview and the counters
 *   updated (DOM committed), and to the next frame.
 *
 * Run alone: `npx tsx bench/composer.ts` (prints a table, writes bench/results/composer.json).
 */
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { build, type Rolldown } from 'vite';
import { bundleConfig } from '../vite.config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_KB = 25;
const KEYSTROKES = 60;

export interface ComposerRow {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  note?: string;
}

const kB = (bytes: number) => Math.round(bytes / 10) / 100;

/** Bundles `entry` the way `dist/cdn` does and returns the code loaded at start (lazy chunks excluded). */
async function bundle(entry: string, outDir: string): Promise<string> {
  const result = await build(bundleConfig({ entry, format: 'es', outDir, fileName: 'entry.js', write: false, sourcemap: false }));
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((o) => (o as Rolldown.RolldownOutput).output)
    .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const entryChunk = chunks.find((c) => c.isEntry)!;
  const initial = new Set([entryChunk.fileName, ...entryChunk.imports]);
  return chunks.filter((c) => initial.has(c.fileName)).map((c) => c.code).join('\n');
}

const gzip = (code: string) => gzipSync(Buffer.from(code), { level: 9 }).length;

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

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
}

async function keystrokeTimings(code: string): Promise<{ dom: number[]; frame: number[] }> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1200, height: 900 });
    await page.setContent('<!doctype html><html lang="en"><body></body></html>');
    await page.addScriptTag({ content: code, type: 'module' });
    await page.addScriptTag({ content: PAGE, type: 'module' });
    await page.waitForFunction('window.__ready === true', { timeout: 20_000 });
    const pierce = (id: string) => `pierce/#${id}`;
    // warm-up, then the measured keystrokes: half in a title, half in a description
    await page.click(pierce('f-rcs-carousel-cards-4-title'));
    await page.keyboard.type(' warm', { delay: 5 });
    await page.evaluate('window.__samples.dom.length = 0; window.__samples.frame.length = 0');
    await page.keyboard.type(' — updated title!'.padEnd(KEYSTROKES / 2, '.'), { delay: 20 });
    await page.click(pierce('f-rcs-carousel-cards-4-description'));
    await page.keyboard.type(' and a longer description'.padEnd(KEYSTROKES / 2, '.'), { delay: 20 });
    await page.waitForFunction(`window.__samples.frame.length >= ${KEYSTROKES} || window.__samples.error`, { timeout: 20_000 });
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
  // The floor every element shares: Lit, the base element, the API client and the schemas it parses with.
  const floorEntry = join(outDir, 'floor.ts');
  writeFileSync(
    floorEntry,
    `import { ParleyElement } from ${JSON.stringify(join(ROOT, 'src/components/shared/parley-element.ts'))};\n` +
      `class Floor extends ParleyElement {}\ncustomElements.define('parley-floor', Floor);\n`,
  );
  const floor = await bundle(floorEntry, outDir);
  const size = gzip(composer);
  const floorSize = gzip(floor);
  const timings = await keystrokeTimings(composer);
  const dom = stats(timings.dom);
  const frame = stats(timings.frame);
  const rows: ComposerRow[] = [
    { name: '@parley/embeds/composer initial, gzip', value: kB(size), unit: 'kB', budget: BUDGET_KB, note: `minified ${kB(composer.length)} kB` },
    { name: 'shared floor (Lit + ParleyElement + API client + schemas), gzip', value: kB(floorSize), unit: 'kB' },
    { name: 'composer code above the floor, gzip', value: kB(size - floorSize), unit: 'kB' },
    { name: 'keystroke → preview + counters (10-card carousel), median', value: round(dom.median), unit: 'ms' },
    { name: 'keystroke → preview + counters (10-card carousel), p95', value: round(dom.p95), unit: 'ms' },
    { name: 'keystroke → next frame (10-card carousel), median', value: round(frame.median), unit: 'ms' },
    { name: 'keystroke → next frame (10-card carousel), p95', value: round(frame.p95), unit: 'ms' },
  ];
  return { rows, details: { samples: timings, dom, frame, keystrokes: timings.dom.length } };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchComposer();
  console.table(
    result.rows.map((r) => ({
      name: r.name,
      value: `${r.value} ${r.unit}`,
      budget: r.budget === undefined ? '' : `≤ ${r.budget} ${r.unit}`,
      ok: r.budget === undefined ? '' : r.value <= r.budget ? 'ok' : 'OVER',
      note: r.note ?? '',
    })),
  );
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'composer.json'), JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2));
  console.log(`→ ${join(dir, 'composer.json')}`);
}
