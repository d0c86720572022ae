/**
 * `<parley-form>` figures for `npm run bench`:
 * - gzip size of `@parley/embeds/form` as a browser loads it (Lit included, minified, like `dist/cdn`) against
 *   DESIGN §5's 25 kB, the lazily loaded phone chunk (libphonenumber-js + "min" metadata) measured apart, and the
 *   shared floor (Lit + ParleyElement + API client) shown apart;
 * - in headless Chromium, the first render of a 200-field form (all 16 types, cycled): from the render data
 *   arriving to the 200 fields in the DOM, and to the next frame.
 *
 * Run alone: `npx tsx bench/form.ts` (prints a table, writes bench/results/form.json).
 */
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { build, type Rolldown } from 'vite';
import { bundleConfig, phoneChunkConfig } from '../vite.config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_KB = 25;
const FIELDS = 200;
const RUNS = 15;

export interface FormRow {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  note?: string;
}

const kB = (bytes: number) => Math.round(bytes / 10) / 100;
const gzip = (code: string) => gzipSync(Buffer.from(code), { level: 9 }).length;
const round = (ms: number) => Math.round(ms * 100) / 100;

interface Bundle {
  initial: string;
  lazy: Map<string, string>;
  files: Map<string, string>;
  entryFile: string;
}

/** Bundles `entry` the way `dist/cdn` does (Lit included, minified); the phone chunk stays external. */
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

async function phoneChunk(outDir: string): Promise<string> {
  const result = await build(phoneChunkConfig(outDir, false));
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((o) => (o as Rolldown.RolldownOutput).output);
  return chunks.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk').map((c) => c.code).join('\n');
}

/**
 * The page: a 200-field form given through an injected client (no network; phone fields are left out so the
 * measure is the render, not the lazy chunk), rendered RUNS times; each run times data arrival → DOM committed.
 */
const PAGE = String.raw`
const TYPES = ['text','textarea','email','url','number','range','rating','date','time','datetime','color','select','radio','checkbox','address','text'];
const options = [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }, { value: 'c', label: 'Gamma' }];
const fields = Array.from({ length: ${FIELDS} }, (_, i) => {
  const type = TYPES[i % TYPES.length];
  const field = { key: 'f' + i, label: 'Question ' + (i + 1), type, help: i % 3 ? undefined : 'Some help for question ' + (i + 1) };
  if (type === 'range') Object.assign(field, { min: 0, max: 10 });
  if (type === 'select' || type === 'radio' || type === 'checkbox') field.options = options;
  return field;
});
const render = { form: { id: 'form_bench', name: 'Bench', title: 'A long form', description: 'Two hundred questions.', fields, can_update: false },
  theme: {}, prior: null, recipient: null };
window.__samples = { dom: [], frame: [] };
for (let run = 0; run < ${RUNS}; run++) {
  localStorage.clear();
  let arrived = 0;
  const client = { renderForm: () => new Promise((resolve) => setTimeout(() => { arrived = performance.now(); resolve(structuredClone(render)); }, 0)) };
  const el = document.createElement('parley-form');
  el.client = client;
  el.setAttribute('locale', 'en');
  el.setAttribute('form-id', 'form_bench');
  document.body.append(el);
  while (el.phase !== 'ready') await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
  const dom = performance.now() - arrived;
  const count = el.shadowRoot.querySelectorAll('[part=field]').length;
  if (count !== ${FIELDS}) { window.__samples.error = 'rendered ' + count + ' fields'; break; }
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
  window.__samples.dom.push(dom);
  window.__samples.frame.push(performance.now() - arrived);
  el.remove();
}
window.__ready = true;
`;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
}

async function renderTimings(app: Bundle): Promise<{ dom: number[]; frame: number[] }> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1200, height: 900 });
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
    await page.waitForFunction('window.__ready === true || window.__samples?.error', { timeout: 120_000 });
    const samples = (await page.evaluate('window.__samples')) as { dom: number[]; frame: number[]; error?: string };
    if (samples.error) throw new Error(samples.error);
    return samples;
  } finally {
    await browser.close();
  }
}

export async function benchForm(): Promise<{ rows: FormRow[]; details: Record<string, unknown> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'parley-bench-form-'));
  const form = await bundle(join(ROOT, 'src/form.ts'), outDir);
  const floorEntry = join(outDir, 'floor.ts');
  writeFileSync(
    floorEntry,
    `import { ParleyElement } from ${JSON.stringify(join(ROOT, 'src/components/shared/parley-element.ts'))};\n` +
      `class Floor extends ParleyElement {}\ncustomElements.define('parley-floor', Floor);\n`,
  );
  const floor = await bundle(floorEntry, outDir);
  const phone = await phoneChunk(outDir);
  const size = gzip(form.initial);
  const floorSize = gzip(floor.initial);
  const lazySize = [...form.lazy.values()].reduce((sum, code) => sum + gzip(code), 0);
  const timings = await renderTimings(form);
  const dom = stats(timings.dom);
  const frame = stats(timings.frame);
  const rows: FormRow[] = [
    { name: '@parley/embeds/form initial, gzip', value: kB(size), unit: 'kB', budget: BUDGET_KB, note: `minified ${kB(form.initial.length)} kB` },
    { name: 'phone chunk (libphonenumber-js min, only for forms with a phone field), gzip', value: kB(gzip(phone)), unit: 'kB' },
    ...(form.lazy.size
      ? [{ name: 'other chunks (fetched only if used), gzip', value: kB(lazySize), unit: 'kB', note: [...form.lazy.keys()].join(', ') }]
      : []),
    { name: 'shared floor (Lit + ParleyElement + API client), initial gzip', value: kB(floorSize), unit: 'kB' },
    { name: 'form code above the floor, initial gzip', value: kB(size - floorSize), unit: 'kB' },
    { name: `first render of a ${FIELDS}-field form (data → DOM), median`, value: round(dom.median), unit: 'ms' },
    { name: `first render of a ${FIELDS}-field form (data → DOM), p95`, value: round(dom.p95), unit: 'ms' },
    { name: `first render of a ${FIELDS}-field form (data → next frame), median`, value: round(frame.median), unit: 'ms' },
  ];
  return { rows, details: { samples: timings, dom, frame, runs: timings.dom.length, lazyFiles: [...form.lazy.keys()] } };
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchForm();
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
  writeFileSync(join(dir, 'form.json'), JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2));
  console.log(`→ ${join(dir, 'form.json')}`);
}
