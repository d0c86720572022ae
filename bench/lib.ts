/** What the element benches share: bundling an entry as `dist/cdn` does, a headless Chromium, stats, reporting. */
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import puppeteer, { type Browser, type LaunchOptions, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/setup/chromium.mjs';
import { build, type Rolldown } from 'vite';
import { bundleConfig } from '../vite.config.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What one `npm run bench` process has done already: the sections that pack the package build it once. */
export const benchState = { packedBuilt: false };

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  note?: string;
}

export const kB = (bytes: number) => Math.round(bytes / 10) / 100;
export const gzip = (code: string) => gzipSync(Buffer.from(code), { level: 9 }).length;
export const round = (ms: number) => Math.round(ms * 100) / 100;

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
}

export interface Bundle {
  /** Code fetched by the entry's first import (the entry and its static imports). */
  initial: string;
  /** Chunks loaded on demand (e.g. response schemas at the first call), by file name. */
  lazy: Map<string, string>;
  /** Every chunk by file name, to serve the page. */
  files: Map<string, string>;
  entryFile: string;
}

/** Bundles `entry` the way `dist/cdn` does (Lit included, minified); the lazy phone chunk stays external. */
export async function bundle(entry: string, outDir: string): Promise<Bundle> {
  const result = await build(
    bundleConfig({ entry, format: 'es', outDir, fileName: 'entry.js', write: false, sourcemap: false }),
  );
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

/** Debian's Chromium (or `$CHROME_PATH`), headless, with the flags this machine needs (test/setup/chromium.mjs). */
export function launchChromium(options: Pick<LaunchOptions, 'protocolTimeout'> = {}): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, ...options });
}

/**
 * A page on a made-up origin serving the bundle's chunks from memory and `page.js` = the entry + `pageScript`;
 * anything else (pictures) is refused. Resolves once `page.js` is added.
 */
export async function openBundlePage(browser: Browser, app: Bundle, pageScript: string): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 900 });
  const origin = 'http://bench.parley.test/';
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    const name = url.startsWith(origin) ? url.slice(origin.length) : '';
    if (name === '')
      return void request.respond({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><body></body></html>',
      });
    const code =
      app.files.get(name) ?? (name === 'page.js' ? `import './${app.entryFile}';\n${pageScript}` : undefined);
    if (code === undefined) return void request.respond({ status: 404, body: '' });
    return void request.respond({ contentType: 'text/javascript', body: code });
  });
  await page.goto(origin);
  await page.addScriptTag({ url: `${origin}page.js`, type: 'module' });
  return page;
}

/** When the bench file is run directly: print its rows and write `bench/results/<name>.json`. */
export async function runIfMain(
  moduleUrl: string,
  name: string,
  run: () => Promise<{ rows: BenchRow[] }>,
): Promise<void> {
  if (!process.argv[1] || realpathSync(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const result = await run();
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
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2));
  console.log(`→ ${join(dir, `${name}.json`)}`);
}
