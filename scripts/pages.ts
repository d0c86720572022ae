/**
 * The sandbox's own pages as production builds (`dist/pages/`): the demo page (`demo/index.html` + `demo/main.ts`)
 * and the hosted form page (`demo/form.html` + `demo/form-page.ts`), bundled by Vite as an app (minified, the
 * `production` condition, content-hashed chunks under `assets/`, `<link rel="modulepreload">` for every static
 * chunk, dynamic imports fetching their own imports in parallel), so what a developer tries on `npm start` is what a
 * form recipient gets. `src/sandbox/pages.ts` serves them, compressed, with cache headers.
 *
 * Each page is its own build, so the hosted form page's first load is cut for that page alone (not shared chunks
 * with the demo's five elements). `npx tsx scripts/pages.ts [outDir]` builds them alone (~10 s), `--if-stale` only
 * when a source is newer (what `npm start` runs first); `npm run build` builds them into `dist/pages` with the rest.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The folders whose files the pages are built from: a newer file there makes `dist/pages` stale. */
export const PAGE_SOURCES = ['src', 'demo', 'vite.config.ts', 'scripts/pages.ts', 'scripts/minify-templates.ts'];
/** Written last by a finished build: its time is the build's. */
export const PAGES_STAMP = 'built.json';

async function pageConfig(html: string, outDir: string): Promise<InlineConfig> {
  // Loaded here, not at the top: the sandbox imports this module to check staleness without loading Vite.
  const { minifiedTemplates, standardDecorators } = await import('../vite.config.js');
  return {
    configFile: false,
    logLevel: 'warn',
    root: join(ROOT, 'demo'),
    // Served at /assets/… by the sandbox, whatever the page's own path (/forms/<id>).
    base: '/',
    plugins: [standardDecorators({ legacy: true }), minifiedTemplates()],
    // Production: `#response-check` is the no-op module, as in users' builds and the CDN files.
    resolve: {
      conditions: ['browser', 'production', 'module', 'import', 'default'],
      alias: { '#response-check': join(ROOT, 'src/api/response-check.ts') },
    },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      // Recipients need no maps, and the package stays smaller (the CDN files keep theirs).
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      // Chunks preload their imports with <link rel="modulepreload"> (allowed by the pages' CSP); every browser that
      // runs the elements supports it, so no polyfill.
      modulePreload: { polyfill: false },
      // Which chunk holds which source (`<page>.manifest.json`): the sandbox names the hosted form's field-type
      // chunks in its HTML (src/sandbox/pages.ts `preloads`).
      manifest: html.replace(/\.html$/, '.manifest.json'),
      rolldownOptions: {
        input: { [html.replace(/\.html$/, '')]: join(ROOT, 'demo', html) },
        // The hosted page imports the form's `ready.ts` statically on purpose (its first screen in one module).
        onLog(level, log, handler) {
          if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
        },
      },
    },
  };
}

/** Builds both pages into `outDir` (replaced at the end, so a running sandbox never serves half a build). */
export async function buildPages(outDir = join(ROOT, 'dist', 'pages')): Promise<void> {
  const staging = `${outDir}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const { build } = await import('vite');
    for (const html of ['form.html', 'index.html']) await build(await pageConfig(html, staging));
    await writeFile(join(staging, PAGES_STAMP), JSON.stringify({ builtAt: new Date().toISOString() }));
    const old = `${outDir}.old-${process.pid}`;
    if (existsSync(outDir)) await rename(outDir, old);
    await rename(staging, outDir);
    await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** True when `dir` has no finished build, or a source file changed after it. */
export function pagesStale(dir = join(ROOT, 'dist', 'pages')): boolean {
  const stamp = join(dir, PAGES_STAMP);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return PAGE_SOURCES.some((source) => newestMtime(join(ROOT, source)) > builtAt);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  // `--if-stale` (npm start): build only when the pages are missing or older than their sources.
  const ifStale = process.argv.includes('--if-stale');
  const arg = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const out = arg ? resolve(arg) : join(ROOT, 'dist', 'pages');
  if (!ifStale || pagesStale(out)) {
    await buildPages(out);
    console.log(`built ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
