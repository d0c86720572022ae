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

interface Bundle {
  /** Code fetched by the entry's first import (the entry and its static imports). */
  initial: string;
  /** Chunks loaded on demand (e.g. response schemas at the first call), by file name. */
  lazy: Map<string, string>;
  /** Every chunk by file name, to serve the page. */
  files: Map<string, string>;
  entryFile: string;
}

/** Bundles `entry` the way `dist/cdn` does (Lit included, minified); the lazy phone chunk stays external. */
async function bundle(entry: string, outDir: string): Promise<Bundle> {
  const result = await build(bundleConfig({ entry, format: 'es', outDir, fileName: 'entry.js', write: false, sourcemap: false }));
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((o) => (o as Rolldown.RolldownOutput).output)
    .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name) || !byName.has(name)) return;
    initial.add(name);
    byName.get(name)!.imports.forEach(visit);
  };
  const entryFile = chunks.find((c) => c.isEntry)!.fileName;
  visit(entryFile);
  return {
    initial: [...initial].map((n) => byName.get(n)!.code).join('\n'),
    lazy: new Map(chunks.filter((c) => !initial.has(c.fileName)).map((c) => [c.fileName, c.code])),
    files: new Map(chunks.map((c) => [c.fileName, c.code])),
    entryFile,
  };
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

async function keystrokeTimings(app: Bundle): Promise<{ dom: number[]; frame: number[] }> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1200, height: 900 });
    // The bundle's chunks are served from memory on a made-up origin; anything else (card pictures) is refused.
    const origin = 'http://bench.parley.test/';
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const url = request.url();
      const name = url.startsWith(origin) ? url.slice(origin.length) : '';
      if (name === '') return void request.respond({ contentType: 'text/html', body: '<!doctype html><html lang="en"><body></body></html>' });
      const code = app.files.get(name) ?? (name === 'page.js' ? `import './${app.entryFile}';\n${PAGE}` : undefined);
      if (code === undefined) return void request.respond({ status: 404, body: '' });
      return void request.respond({ contentType: 'text/javascript', body: code });
    });
    await page.goto(origin);
    await page.addScriptTag({ url: `${origin}page.js`, type: 'module' });
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
  // The floor every element shares: Lit, the base element and the API client.
  const floorEntry = join(outDir, 'floor.ts');
  writeFileSync(
    floorEntry,
    `import { ParleyElement } from ${JSON.stringify(join(ROOT, 'src/components/shared/parley-element.ts'))};\n` +
      `class Floor extends ParleyElement {}\ncustomElements.define('parley-floor', Floor);\n`,
  );
  const floor = await bundle(floorEntry, outDir);
  const size = gzip(composer.initial);
  const floorSize = gzip(floor.initial);
  const lazySize = [...composer.lazy.values()].reduce((sum, code) => sum + gzip(code), 0);
  const timings = await keystrokeTimings(composer);
  const dom = stats(timings.dom);
  const frame = stats(timings.frame);
  const rows: ComposerRow[] = [
    { name: '@parley/embeds/composer initial, gzip', value: kB(size), unit: 'kB', budget: BUDGET_KB, note: `minified ${kB(composer.initial.length)} kB` },
    {
      name: '@parley/embeds/composer other chunks (fetched only if used), gzip',
      value: kB(lazySize),
      unit: 'kB',
      note: [...composer.lazy.keys()].join(', ') + ' (+ parley-phone.js when a number is normalized)',
    },
    { name: 'shared floor (Lit + ParleyElement + API client), initial gzip', value: kB(floorSize), unit: 'kB' },
    { name: 'composer code above the floor, initial gzip', value: kB(size - floorSize), unit: 'kB' },
    { name: 'keystroke → preview + counters (10-card carousel), median', value: round(dom.median), unit: 'ms' },
    { name: 'keystroke → preview + counters (10-card carousel), p95', value: round(dom.p95), unit: 'ms' },
    { name: 'keystroke → next frame (10-card carousel), median', value: round(frame.median), unit: 'ms' },
    { name: 'keystroke → next frame (10-card carousel), p95', value: round(frame.p95), unit: 'ms' },
  ];
  return { rows, details: { samples: timings, dom, frame, keystrokes: timings.dom.length, lazyFiles: [...composer.lazy.keys()] } };
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
