/**
 * `npm run build` → `dist/`:
 * - `dist/**\/*.js` + `.d.ts`: every module of `src/`, unbundled and unminified ES2022 (Lit's publishing guidance:
 *   the app's bundler dedupes Lit and tree-shakes), compiled by tsc (tsconfig.build.json). No source maps: `src/` is
 *   not published, and the readable ES2022 (comments kept) is what a debugger shows
 *   (docs/decisions/042-package-shape.md);
 * - `dist/cdn/parley.js` (an ES module, Lit included, minified, with its lazily loaded parts as `parley-*.js` chunks
 *   beside it) and `dist/cdn/parley.iife.js` (a classic script of a few hundred bytes that loads `parley.js` beside
 *   it with `import()` and fills `window.Parley`), `dist/cdn/parley-head-start.js` (the elements' first requests, for
 *   a page to load before its element file), `dist/cdn/parley-phone.js` (libphonenumber-js) loaded on first use,
 *   relative to the scripts' own URL;
 * - `dist/custom-elements.json` (the analyzer, from the elements' JSDoc; module paths are the shipped `dist/*.js`),
 *   and from it the editors' data: `dist/html-custom-data.json` (VS Code) and `dist/web-types.json` (JetBrains).
 * - `dist/pages/`: the sandbox's demo page and hosted form page as production builds (scripts/pages.ts).
 * In both, the CSS of Lit's `css` templates is minified (scripts/minify-templates.ts): users' bundlers never do it.
 *
 * It builds into a staging directory and swaps it in at the end, so `bin/parley.js` (which runs `dist/` when
 * present) never sees half a build.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { cdnBanner, cdnBuilds, cdnPublicExports, headStartFile, phoneChunkConfig } from '../vite.config.js';
import { writeEditorData } from './editor-data.js';
import { minifyTemplates } from './minify-templates.js';
import { buildPages } from './pages.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function run(command: string, args: string[], label: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [command, ...args], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${label} failed (exit ${code})`))));
  });
}

/**
 * tsc: JS, declarations and maps for every module of src/. `typecheck: false` emits without checking (about half
 * the CPU): for callers that type-check separately, like `npm test`.
 */
export function compileModules(outDir: string, typecheck = true): Promise<void> {
  const args = [
    '-p',
    'tsconfig.build.json',
    '--outDir',
    outDir,
    '--sourceMap',
    'false',
    '--declarationMap',
    'false',
    ...(typecheck ? [] : ['--noCheck']),
  ];
  return run(join(ROOT, 'node_modules/typescript/bin/tsc'), args, 'tsc');
}

/** Minifies the Lit templates (`css`, `html`) of every compiled module under `outDir` (not the CDN files: vite.config.ts does those). */
export async function minifyModuleTemplates(outDir: string): Promise<void> {
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(entry.parentPath, entry.name);
    if (relative(outDir, file).startsWith('cdn')) continue;
    const code = await readFile(file, 'utf8');
    const minified = minifyTemplates(code, file);
    if (minified !== code) await writeFile(file, minified);
  }
}

/** custom-elements.json into `outDir` (see custom-elements-manifest.config.mjs), and the editors' data made from it. */
export async function analyze(outDir: string): Promise<void> {
  // The analyzer joins --outdir to the working directory, so it must be relative.
  const rel = relative(ROOT, outDir) || '.';
  await run(
    join(ROOT, 'node_modules/@custom-elements-manifest/analyzer/cem.js'),
    ['analyze', '--quiet', '--outdir', rel],
    'cem analyze',
  );
  await writeEditorData(outDir);
}

/**
 * `parley.iife.js`: a classic script cannot split code, so instead of carrying every lazy part in one piece it
 * loads the split module beside it. A relative `import()` in a classic script resolves against that script's URL
 * (HTML gives a fetched classic script its URL as base), so the page needs no configuration, and the first load is
 * the module's. `window.Parley` fills with the module's public exports once loaded (`cdnPublicExports`);
 * `Parley.ready` resolves to it.
 * `parley.js` holds its whole first load (vite.config.ts `oneFileFirstLoad`), so it is the one file to ask for,
 * beside `parley-head-start.js`: that small file arrives first and sends the elements' first requests while
 * `parley.js` downloads (a page that can only add a classic script cannot add it itself).
 */
export function classicLoader(names: readonly string[]): string {
  // Its public names only: the module also exports its first load's bindings to its lazy parts, minified.
  return `${cdnBanner('parley.licenses.md')}
(()=>{const P=window.Parley??={};import("./parley-head-start.js").catch(()=>{});P.ready=import("./parley.js").then(m=>{for(const k of ${JSON.stringify(names)})P[k]=m[k];return P})})();
`;
}

/**
 * The CDN files: parley.js and each parley-<tag>.js (ESM, split), parley.iife.js (its classic loader),
 * parley-head-start.js (their head start alone, for a page to load first), the phone chunk.
 */
export async function buildCdn(outDir: string): Promise<void> {
  // One build per file, each its element's whole first screen in one file, its head start first (CDN_ENTRIES).
  // Source maps stay out of the CDN folder: it is copied to hosts as it is, and maps doubled its size.
  for (const [, config] of cdnBuilds({ outDir, sourcemap: false })) await build(config);
  const names = cdnPublicExports.get('parley');
  if (!names) throw new Error('the build of parley.js did not say its public names (cdnPublicExports)');
  await writeFile(join(outDir, 'parley.iife.js'), classicLoader(names));
  // After the entries: it preloads their first-screen parts, by the names their builds gave them.
  await writeFile(join(outDir, 'parley-head-start.js'), await headStartFile());
  await build({ ...phoneChunkConfig(outDir), build: { ...phoneChunkConfig(outDir).build, sourcemap: false } });
}

export async function buildAll(target = join(ROOT, 'dist'), { typecheck = true } = {}): Promise<void> {
  const staging = `${target}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    // tsc is single-threaded; the bundler runs beside it (2-core machines). Both are awaited before a failure is
    // thrown: the other one would go on writing into the staging folder after its removal below.
    const failed = (
      await Promise.allSettled([
        compileModules(staging, typecheck).then(() => minifyModuleTemplates(staging)),
        buildCdn(join(staging, 'cdn'))
          .then(() => buildPages(join(staging, 'pages')))
          .then(() => analyze(staging)),
      ])
    ).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const old = `${target}.old-${process.pid}`;
    if (existsSync(target)) await rename(target, old);
    await rename(staging, target);
    await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const out = process.argv[2] ? resolve(process.argv[2]) : undefined;
  await buildAll(out);
  console.log(`built ${out ?? join(ROOT, 'dist')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
