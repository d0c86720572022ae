/**
 * Vite for this repository: the plugin every Vite build of our TypeScript needs (Storybook, the CDN bundles,
 * `npm run bench`), and the CDN bundle configuration used by `scripts/build.ts`.
 *
 * Why a plugin: the elements use standard (TC39) decorators with `accessor` fields. No browser runs them yet and
 * Vite 8's Oxc transform only lowers legacy decorators, so `.ts` sources holding decorators go through esbuild first
 * (the same transform web-test-runner uses), which emits its helpers once per bundle. The CDN bundles ask for
 * `legacy`: the same decorators compiled as TypeScript's experimental ones, as dist/ is (tsconfig.build.json) —
 * Lit supports both on `accessor` fields with the same behaviour, and the legacy form is a fraction of the bytes
 * (docs/decisions.md "Size budgets").
 */
import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { defaultClientConditions, defineConfig, type InlineConfig, type Plugin } from 'vite';
import { minifyTemplates } from './scripts/minify-templates.js';

const DECORATOR = /^\s*@[A-Za-z_$][\w$.]*\s*\(/m;

/** Lowers standard decorators (and `accessor` fields) in our `.ts` sources with esbuild; `legacy`: as experimental ones. */
export function standardDecorators({ legacy = false } = {}): Plugin {
  return {
    name: 'parley:standard-decorators',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.ts') || file.includes('/node_modules/') || !DECORATOR.test(code)) return null;
      const result = await transform(code, {
        loader: 'ts',
        target: 'es2022',
        sourcefile: file,
        sourcemap: 'external',
        tsconfigRaw: {
          compilerOptions: {
            useDefineForClassFields: true,
            verbatimModuleSyntax: true,
            experimentalDecorators: legacy,
          },
        },
      });
      return { code: result.code, map: result.map };
    },
  };
}

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Prepended after minification: what the file is, and where the licenses of what it bundles are. */
export const cdnBanner = (licenses: string) =>
  `/*! @parley/embeds ${version} | MIT | bundled third-party licenses: ${licenses} */`;

/** The file name of the lazily loaded phone chunk next to the CDN bundles. */
export const PHONE_CHUNK = 'parley-phone.js';

/** The module `src/core/phone.ts` loads lazily: libphonenumber-js with its metadata (src/core/phone-library.ts). */
const PHONE_LIBRARY = `${import.meta.dirname}/src/core/phone-library.ts`;

/**
 * Keeps `import('./phone-library.js')` (src/core/phone.ts) out of the CDN bundles as `import('./parley-phone.js')`.
 * A relative specifier resolves against the importing script's own URL — the module's URL for `parley.js`, and for
 * the classic `parley.iife.js` too (HTML gives a fetched classic script its URL as base URL) — so both bundles find
 * the chunk beside them wherever they are hosted, without reading `document.currentScript`.
 */
export function lazyPhoneChunk(): Plugin {
  return {
    name: 'parley:lazy-phone-chunk',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith('libphonenumber-js')) {
        throw new Error(
          `libphonenumber-js must only be imported through src/core/phone-library.ts (imported by ${importer})`,
        );
      }
      if (!source.endsWith('/phone-library.js') && !source.endsWith('/phone-library.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id.split('?')[0] !== PHONE_LIBRARY) return null;
      if ((options as { kind?: string }).kind !== 'dynamic-import') {
        throw new Error(
          'the phone library must only be imported lazily (src/core/phone.ts), to keep it out of the initial bundle',
        );
      }
      return { id: `./${PHONE_CHUNK}`, external: true };
    },
  };
}

/** Minifies the text of Lit templates in our modules (scripts/minify-templates.ts; lines kept, so maps stay valid). */
export function minifiedTemplates(): Plugin {
  return {
    name: 'parley:minified-templates',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file.includes('/node_modules/') || !/\.[jt]s$/.test(file)) return null;
      const minified = minifyTemplates(code, file);
      return minified === code ? null : { code: minified, map: null };
    },
  };
}

export interface BundleOptions {
  /** Entry module (absolute path). */
  entry: string;
  format: 'es' | 'iife';
  outDir: string;
  fileName: string;
  /** `false` returns the output in memory (bench). */
  write?: boolean;
  sourcemap?: boolean;
  /** Exclude `libphonenumber-js` as the lazy chunk (default true). */
  lazyPhone?: boolean;
  /**
   * Split the source's own dynamic imports into chunks, as an app's bundler does (default false: the CDN files are
   * one module each, so the initial load is one request; only the phone metadata stays apart).
   */
  splitting?: boolean;
}

/**
 * The split CDN module's first load in one file: every module the entry imports statically (Lit, the client, the
 * three elements' first screens) goes into one chunk, `parley-core-*.js`, and only what is imported dynamically (panels,
 * editors, catalogs, the phone metadata) stays in chunks of its own. Left to itself the bundler cut the first load into
 * two dozen small files, each compressed on its own (55.7 kB gzip where one file is about 5 kB less), and each one
 * more request for a script-tag page. The static graph is walked in `buildEnd`, before chunks are made.
 */
function firstLoadInOneChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'parley-first-load',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = [...entries];
      while (queue.length) {
        const id = queue.pop()!;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const id of entries) firstLoad.delete(id); // the entry stays the entry chunk
    },
  };
  return { plugin, group: { name: 'core', test: (id) => firstLoad.has(id) } };
}

/**
 * A self-contained, minified browser bundle of one entry, Lit included (the CDN files and the size bench).
 *
 * Split (`splitting: true`), it is built as an app whose entry keeps its exports rather than as a library: only then
 * does Vite wrap each dynamic import so that the lazy chunk's own imports are fetched beside it (one
 * `<link rel="modulepreload">` each, resolved against the importing chunk's URL, so the files still work wherever
 * they are hosted), where a library build fetches the chunk, then its imports, then theirs: on a phone network each
 * level is one more round trip on the first screen (the form's `ready` chunk and its five imports, the composer's
 * `later` chunk and its dozen).
 */
export function bundleConfig(options: BundleOptions): InlineConfig {
  const {
    entry,
    format,
    outDir,
    fileName,
    write = true,
    sourcemap = true,
    lazyPhone = true,
    splitting = false,
  } = options;
  const firstLoad = firstLoadInOneChunk();
  const app = splitting && format === 'es';
  return {
    configFile: false,
    logLevel: 'warn',
    root: import.meta.dirname,
    // Relative: the preloads resolve against `import.meta.url` of the chunk that asks.
    ...(app ? { base: './' } : {}),
    plugins: [
      standardDecorators({ legacy: true }),
      minifiedTemplates(),
      ...(lazyPhone ? [lazyPhoneChunk()] : []),
      ...(splitting ? [firstLoad.plugin] : []),
    ],
    // Production: `#response-check` resolves to its no-op module (package.json "imports"), as in users' builds.
    resolve: {
      conditions: ['browser', 'production', 'module', 'import', 'default'],
      alias: { '#response-check': `${import.meta.dirname}/src/api/response-check.ts` },
    },
    build: {
      outDir,
      emptyOutDir: false,
      write,
      target: 'es2022',
      minify: true,
      sourcemap,
      reportCompressedSize: false,
      copyPublicDir: false,
      ...(app
        ? { lib: false as const, modulePreload: { polyfill: false } }
        : { lib: { entry, formats: [format], name: 'Parley', fileName: () => fileName } }),
      license: write ? { fileName: 'parley.licenses.md' } : false,
      rolldownOptions: {
        ...(app ? { input: entry, preserveEntrySignatures: 'strict' as const } : {}),
        output: {
          ...(app ? { format: 'es' as const, entryFileNames: fileName } : {}),
          codeSplitting: splitting && { groups: [firstLoad.group] },
          chunkFileNames: 'parley-[name]-[hash].js',
          postBanner: cdnBanner('parley.licenses.md'),
          // Vite's library mode keeps whitespace in ES output (for downstream tree-shaking); these files are final.
          minify: true,
        },
      },
    },
  };
}

/** `parley-phone.js`: src/core/phone-library.ts (libphonenumber-js and its metadata) as one standalone ES module with named exports. */
export function phoneChunkConfig(outDir: string, write = true): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    root: import.meta.dirname,
    build: {
      outDir,
      emptyOutDir: false,
      write,
      target: 'es2022',
      minify: true,
      sourcemap: write,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: { entry: PHONE_LIBRARY, formats: ['es'], fileName: () => PHONE_CHUNK },
      license: write ? { fileName: 'parley-phone.licenses.md' } : false,
      rolldownOptions: { output: { postBanner: cdnBanner('parley-phone.licenses.md'), minify: true } },
    },
  };
}

// `vite` / Storybook in this checkout: only the decorator transform (Storybook merges this file into its config).
// `parley-source`: `#response-check` resolves to the checking module in Storybook, as in the tests.
export default defineConfig({
  plugins: [standardDecorators()],
  resolve: { conditions: ['parley-source', ...defaultClientConditions] },
});
