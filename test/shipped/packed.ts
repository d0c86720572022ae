/**
 * The package as a user installs it: `npm run build`, `npm pack`, the tarball installed into a fresh project outside
 * this repository (so nothing resolves from our own node_modules), and that project bundled by esbuild, Vite and
 * webpack 5, each configured as its users do by default. The shipped-package tests (`test/shipped/`) use what is
 * bundled in Chromium; `npm run bench` measures it.
 *
 * The bundlers run from this repository's devDependencies, but every import they resolve starts at the user's
 * project (the entry file's folder), so `@parley/embeds`, Lit and React come from the installed tarball and its
 * dependencies exactly as in the user's project.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export type Bundler = 'esbuild' | 'vite' | 'webpack';
export const BUNDLERS: readonly Bundler[] = ['esbuild', 'vite', 'webpack'];

/** A user's project with the packed tarball installed. */
export interface PackedProject {
  dir: string;
  tarball: string;
  /** The installed package (`<dir>/node_modules/@parley/embeds`). */
  packageDir: string;
}

/** What a bundler produced for one app: every file, and the ones the page fetches before any dynamic import. */
export interface BundleOutput {
  bundler: Bundler;
  outDir: string;
  /** Path of the entry script relative to `outDir`. */
  entry: string;
  /** Files (relative to `outDir`) of the initial load: the entry chunk and its static imports, CSS included. */
  initial: string[];
  /** Every emitted JS/CSS file (relative to `outDir`). */
  files: string[];
}

function npm(args: string[], cwd: string): string {
  const result = spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      npm_config_loglevel: 'error',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      npm_config_update_notifier: 'false',
    },
  });
  if (result.status !== 0)
    throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const versionOf = (name: string) =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version as string;

/**
 * Builds (types already checked by `npm test`), packs and installs the package into a fresh project under the OS
 * temp folder, with its optional peers as a user of them has them: react, react-dom and @lit/react (the React
 * wrappers), hono and @hono/node-server (the sandbox these tests run). A project for the same tarball content is
 * reused (the install is the slow part); `fresh: true` starts over.
 */
export async function packedProject({ build = true, fresh = false } = {}): Promise<PackedProject> {
  if (build) {
    const { buildAll } = await import('../../scripts/build.js');
    await buildAll(undefined, { typecheck: false });
  }
  // Packed into a folder of this process, then named by content: checkouts on one machine pack the same file name,
  // and a shared path let one run install another's tarball.
  const tarballs = join(tmpdir(), 'parley-shipped', 'tarballs');
  const packDir = join(tarballs, `pack-${process.pid}`);
  await mkdir(packDir, { recursive: true });
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', packDir], ROOT)) as { filename: string }[];
  const hash = createHash('sha256')
    .update(readFileSync(join(packDir, basename(packed!.filename))))
    .digest('hex')
    .slice(0, 16);
  const tarball = join(tarballs, basename(packed!.filename).replace(/\.tgz$/, `-${hash}.tgz`));
  await rename(join(packDir, basename(packed!.filename)), tarball);
  await rm(packDir, { recursive: true, force: true });
  const dir = join(tmpdir(), 'parley-shipped', `project-${hash}`);
  const packageDir = join(dir, 'node_modules/@parley/embeds');
  if (!fresh && existsSync(join(dir, '.installed'))) return { dir, tarball, packageDir };

  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const manifest = {
    name: 'a-user-app',
    private: true,
    type: 'module',
    dependencies: {
      '@parley/embeds': `file:${tarball}`,
      ...Object.fromEntries(
        ['react', 'react-dom', '@lit/react', 'hono', '@hono/node-server'].map((name) => [name, versionOf(name)]),
      ),
    },
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  // --prefer-offline: the registry is only asked for what the npm cache lacks (CI ran `npm ci` just before).
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
  await writeFile(join(dir, '.installed'), new Date().toISOString());
  return { dir, tarball, packageDir };
}

/** Writes an app's source files (`main.js` is the entry) into a folder of the project. */
async function writeApp(
  project: Pick<PackedProject, 'dir'>,
  name: string,
  files: Record<string, string>,
): Promise<string> {
  const appDir = join(project.dir, 'apps', name);
  await rm(appDir, { recursive: true, force: true });
  await mkdir(appDir, { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(join(appDir, file), text);
  return appDir;
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(m?js|css)$/.test(name)) out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * esbuild as its docs show for a browser app: bundle, ESM with code splitting (so our dynamic imports stay lazy),
 * minify. Its default `platform: 'browser'` conditions apply (`browser`, `import`, `default`; no `development`).
 */
async function bundleWithEsbuild(appDir: string, outDir: string): Promise<Omit<BundleOutput, 'bundler'>> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: appDir,
    entryPoints: { main: join(appDir, 'main.js') },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    outdir: outDir,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const key = (p: string) => relative(outDir, resolve(appDir, p));
  const byKey = new Map(Object.entries(outputs).map(([p, o]) => [key(p), o]));
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file) || !byKey.has(file)) return;
    initial.add(file);
    const out = byKey.get(file)!;
    if (out.cssBundle) initial.add(key(out.cssBundle));
    for (const imp of out.imports) if (imp.kind === 'import-statement' && !imp.external) visit(key(imp.path));
  };
  visit('main.js');
  return { outDir, entry: 'main.js', initial: [...initial].sort(), files: listFiles(outDir) };
}

/** Vite as `npm create vite` sets it up: an index.html loading `/main.js`, `vite build` with the default config. */
async function bundleWithVite(appDir: string, outDir: string, base = '/'): Promise<Omit<BundleOutput, 'bundler'>> {
  const { build } = await import('vite');
  await writeFile(
    join(appDir, 'index.html'),
    // As the template's: a phone lays the page out at its own width (without the viewport tag, 980 px wide).
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  const result = await build({
    root: appDir,
    configFile: false,
    logLevel: 'silent',
    // `base`: where the app is served from (Vite's default '/'; users serving from a sub-path set it so).
    base,
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  type Chunk = {
    type: 'chunk' | 'asset';
    fileName: string;
    isEntry?: boolean;
    imports?: string[];
    viteMetadata?: { importedCss: Set<string> };
  };
  const outputs = (Array.isArray(result) ? result : [result]) as unknown as { output: Chunk[] }[];
  const chunks = new Map(
    outputs
      .flatMap((o) => o.output)
      .filter((c) => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const entry = [...chunks.values()].find((c) => c.isEntry)!;
  const initial = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunks.get(name);
    if (!chunk || initial.has(name)) return;
    initial.add(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) initial.add(css);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  visit(entry.fileName);
  return { outDir, entry: entry.fileName, initial: [...initial].sort(), files: listFiles(outDir) };
}

/** webpack 5 with no config beyond entry and output, in production mode (what `webpack --mode production` does). */
async function bundleWithWebpack(appDir: string, outDir: string): Promise<Omit<BundleOutput, 'bundler'>> {
  const { default: webpack } = await import('webpack');
  const stats = await new Promise<import('webpack').Stats>((done, fail) => {
    webpack(
      {
        mode: 'production',
        context: appDir,
        entry: './main.js',
        output: { path: outDir, filename: 'main.js', clean: true },
        devtool: false,
      },
      (error, result) => {
        if (error) return fail(error);
        if (result!.hasErrors()) return fail(new Error(result!.toString({ all: false, errors: true })));
        done(result!);
      },
    );
  });
  const json = stats.toJson({ all: false, entrypoints: true, assets: true });
  const initial = (json.entrypoints!.main!.assets ?? []).map((a) => a.name);
  return { outDir, entry: 'main.js', initial: initial.sort(), files: listFiles(outDir) };
}

/**
 * Bundles an app (source files, `main.js` the entry) of the user's project with one bundler. Only the project's
 * folder is used, so any installed project works (the bench bundles its peers' project this way).
 */
export async function bundleApp(
  project: Pick<PackedProject, 'dir'>,
  bundler: Bundler,
  name: string,
  files: Record<string, string>,
  {
    base = '/',
  }: {
    /** The URL path the app is served from (Vite's `base`; esbuild's and webpack's output find their chunks wherever they are). */ base?: string;
  } = {},
): Promise<BundleOutput> {
  const appDir = await writeApp(project, `${name}-${bundler}`, files);
  const outDir = join(project.dir, 'out', `${name}-${bundler}`);
  await rm(outDir, { recursive: true, force: true });
  if (bundler === 'vite') return { bundler, ...(await bundleWithVite(appDir, outDir, base)) };
  const run = bundler === 'esbuild' ? bundleWithEsbuild : bundleWithWebpack;
  return { bundler, ...(await run(appDir, outDir)) };
}

/** gzip (level 9) bytes of each file, summed: what the network carries for those files. */
export async function gzipBytes(outDir: string, files: readonly string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(outDir, file)), { level: 9 }).length;
  return total;
}

/** Copies the CDN files out of the installed package (as a site hosting them would). */
export async function copyCdn(project: PackedProject, to: string): Promise<void> {
  await cp(join(project.packageDir, 'dist/cdn'), to, { recursive: true });
}
