/**
 * Vite for this repository: the plugin every Vite build of our TypeScript needs (Storybook, the CDN bundles,
 * `npm run bench`), and the CDN bundle configuration used by `scripts/build.ts`.
 *
 * Why a plugin: the elements use standard (TC39) decorators with `accessor` fields. No browser runs them yet and
 * Vite 8's Oxc transform only lowers legacy decorators, so `.ts` sources holding decorators go through esbuild first
 * (the same transform web-test-runner uses), which emits its helpers once per bundle. The CDN bundles ask for
 * `legacy`: the same decorators compiled as TypeScript's experimental ones, as dist/ is (tsconfig.build.json) —
 * Lit supports both on `accessor` fields with the same behaviour, and the legacy form is a fraction of the bytes
 * (docs/decisions/014-element-properties.md).
 */
import { readFileSync } from 'node:fs';
import { build as esbuild, transform } from 'esbuild';
import { defaultClientConditions, defineConfig, type InlineConfig, type Plugin, type Rollup } from 'vite';
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

/**
 * Prepended after minification to every file: what the file is, its license, and the file that holds the licenses
 * of the third-party code it bundles (in as few words as say so: it is in each of a first screen's files).
 */
export const cdnBanner = (licenses: string) => `/*! @parley/embeds ${version} | MIT | licenses: ${licenses} */`;

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
      // Its whole metadata, for `loadPhoneSupport()`, is a lazy chunk of its own (src/core/phone-metadata-all.ts).
      if (source === 'libphonenumber-js/max/metadata' && importer?.endsWith('/src/core/phone-metadata-all.ts'))
        return null;
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
  /** Entry module (absolute path); with `cdn`, ignored: the CDN entry's module. */
  entry: string;
  format: 'es' | 'iife';
  outDir: string;
  /** The entry's file name; with `cdn`, `<cdn>.js`. */
  fileName: string;
  /** `false` returns the output in memory (bench). */
  write?: boolean;
  sourcemap?: boolean;
  /** Exclude `libphonenumber-js` as the lazy chunk (default true). */
  lazyPhone?: boolean;
  /**
   * Split the source's own dynamic imports into chunks, as an app's bundler does (default false: one module, only
   * the phone metadata apart). The first load stays one file (`oneFileFirstLoad`).
   */
  splitting?: boolean;
  /** A script-tag file of `CDN_ENTRIES` (split, with its head start): `cdnBuilds` builds each. */
  cdn?: CdnEntry;
}

/**
 * The script tag's modules, by file name: `parley.js` registers the three elements (`src/index.ts`), `parley-<tag>.js`
 * one of them, so a page showing one element evaluates one (its first screen, Lit and the client) and not all three.
 * Each is built on its own (`cdnBuilds`) as one file holding its whole first screen, which starts its elements' first
 * requests before the rest of its code runs (`headStartEntries`); its lazy parts are `<file>-<part>-<hash>.js` beside it.
 */
export const CDN_ENTRIES = {
  parley: 'src/index.ts',
  'parley-inbox': 'src/inbox.ts',
  'parley-composer': 'src/composer.ts',
  'parley-form': 'src/form.ts',
} as const;

export type CdnEntry = keyof typeof CDN_ENTRIES;

const CDN_ENTRY = 'parley-cdn:';

/**
 * Lazy parts an element loads as its first screen shows, by element: the form's session, and the inbox's store
 * actions (the live stream and the views' counts, asked for as the element connects; with `api/team.ts` it imports).
 * Each is one chunk (`<element>-screen`) that the file's head start preloads with its imports when the page holds the
 * element (`screenPreloads`): left to the element, it was asked for once the file had run, one round trip later.
 * `beforeUsable`: the element's first screen waits for it (the form's first input is drawn by `ready`'s fields), so
 * `parley-head-start.js` preloads it too, beside the element's file; the inbox's rows do not wait for theirs, which
 * would only slow the file's download.
 */
const FIRST_SCREEN_PARTS: Record<string, { module: string; beforeUsable: boolean; carried?: readonly string[] }> = {
  form: {
    module: 'src/components/form/ready.ts',
    beforeUsable: true,
    // What the session reads and waits on nothing for (its theme, words, answers, styles and their checks), carried
    // by `parley-form.js` itself: the page asks for that file first, while the part is asked for a round trip later,
    // once the head start has run, so the part's bytes came last. Carried, the part (the session's actions: its
    // steps, submission, drafts) arrives with the definition, not after it (docs/decisions/083).
    carried: [
      'src/components/form/form-theme.ts',
      'src/i18n/form.ts',
      'src/components/form/typed.ts',
      'src/components/form/form-body.styles.ts',
      'src/components/form/validation-state.ts',
    ],
  },
  inbox: { module: 'src/components/inbox/store-actions.ts', beforeUsable: false },
};

/** The CDN build of `name`: one entry, `parley-cdn:<name>`. */
const cdnInput = (name: CdnEntry): Record<string, string> => ({ [name]: `${CDN_ENTRY}${name}` });

/**
 * Each CDN file's public names: what its source module exports, read from the module graph as the file is built. The
 * file's chunk exports more — the first load's bindings its lazy parts import from it, under minified names — which
 * `parley.iife.js` must not put on `window.Parley` (`classicLoader` of scripts/build.ts).
 */
export const cdnPublicExports = new Map<CdnEntry, readonly string[]>();

/** `parley-cdn:<name>` → the CDN entry module of `CDN_ENTRIES` (a module made here, so no source file per entry). */
export function cdnEntries(): Plugin {
  return {
    name: 'parley:cdn-entries',
    generateBundle() {
      for (const [name, source] of Object.entries(CDN_ENTRIES) as [CdnEntry, string][]) {
        const exports = this.getModuleInfo(`${import.meta.dirname}/${source}`)?.exports;
        if (exports?.length) cdnPublicExports.set(name, [...exports].sort());
      }
    },
    resolveId: (id) => (id.startsWith(CDN_ENTRY) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${CDN_ENTRY}`)) return null;
      const name = id.slice(CDN_ENTRY.length + 1) as CdnEntry;
      const source = CDN_ENTRIES[name];
      const root = import.meta.dirname;
      return {
        code: `export * from ${JSON.stringify(`${root}/${source}`)};\n`,
        moduleSideEffects: true,
      };
    },
  };
}

/**
 * A CDN file's first load, one file: every module its entry imports statically is in the entry's own chunk, so the
 * page's script tag is the only request before its code runs (chunk depth 1). Shared with other files through
 * chunks, an element's first screen was the entry and then four to ten chunks it imported, asked for only once the
 * entry had arrived: one round trip more (~250 ms on Slow 4G) and 1–4 kB gzip more (a compression stream and the
 * import and export lists per chunk). Each lazy part imports what it needs of the first load from the entry file.
 * A `FIRST_SCREEN_PARTS` part the entry reaches is one chunk of its own (`<element>-screen`), its imports outside
 * the first load with it, but for the modules of it that the element's own file carries (`carried`).
 */
function oneFileFirstLoad(name: string) {
  const first = new Set<string>();
  const screens = new Map<string, string>();
  const plugin: Plugin = {
    name: 'parley:one-file-first-load',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const reach = (from: string, known: ReadonlySet<string> = new Set()) => {
        const seen = new Set<string>();
        const queue = [from];
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id) || known.has(id)) continue;
          seen.add(id);
          queue.push(...(info(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => info(id)?.isEntry);
      if (entries.length !== 1) this.error(`a CDN build has one entry, not ${entries.length}`);
      for (const id of reach(entries[0]!)) first.add(id);
      // An element's own file carries the modules of its first-screen part named `carried` (`parley.js` does not).
      for (const module of FIRST_SCREEN_PARTS[name.replace(/^parley-/, '')]?.carried ?? [])
        for (const id of reach(`${import.meta.dirname}/${module}`)) first.add(id);
      for (const [element, { module }] of Object.entries(FIRST_SCREEN_PARTS)) {
        const root = `${import.meta.dirname}/${module}`;
        if (!info(root)) continue;
        for (const id of reach(root, first)) screens.set(id, `${element}-screen`);
      }
    },
  };
  // The group holding the entry module is the entry's chunk; `includeDependenciesRecursively: false` (bundleConfig)
  // keeps each module where its group puts it.
  const groups = [
    { name, debugName: 'first load', test: (id: string) => first.has(id) },
    { name: (id: string) => screens.get(id)!, debugName: 'first-screen parts', test: (id: string) => screens.has(id) },
  ];
  return { plugin, groups };
}

/**
 * Each CDN entry's head start: the elements' `head-start.ts` modules (src/api/head-start.ts) it runs first. The
 * composer's is its token alone: its first data requests wait for what the user types.
 */
const CDN_HEAD_STARTS: Record<CdnEntry, readonly string[]> = {
  parley: ['src/head-start.ts', 'src/components/composer/head-start.ts'],
  'parley-inbox': ['src/components/inbox/head-start.ts'],
  'parley-composer': ['src/components/composer/head-start.ts'],
  'parley-form': ['src/components/form/head-start.ts'],
};

/**
 * The CDN entries, each starting with its elements' head start (built here with esbuild, inlined), then the preloads
 * of its first-screen parts: a module's code runs in order, so the token and data requests leave before the
 * element's code is evaluated (~250 ms of a phone's CPU for the inbox) and travel while it runs.
 */
function headStartEntries(name: CdnEntry): Plugin {
  return {
    name: 'parley:head-start-entries',
    async generateBundle(_, bundle) {
      const entry = bundle[`${name}.js`];
      if (entry?.type !== 'chunk') return this.error(`no ${name}.js in its CDN build`);
      if (entry.imports.length)
        this.error(`${name}.js imports ${entry.imports.join(', ')}: its first load is one file`);
      const waves = screenWaves(bundle, entry);
      cdnScreenWaves.set(name, waves);
      const banner = /^(?:\/\*![^]*?\*\/\s*)*/.exec(entry.code)![0];
      const preloads = Object.keys(waves).length ? screenPreloads(JSON.stringify(waves)) : '';
      const start = (await headStartCode(CDN_HEAD_STARTS[name])) + preloads;
      entry.code = `${banner}${start}\n${entry.code.slice(banner.length)}`;
    },
  };
}

/**
 * The entry's bindings, handed to its lazy parts through the page rather than by `import … from "./<entry>.js"`. A
 * page often loads the file with a query (`parley-inbox.js?ver=3`, as WordPress does): its parts, resolved against
 * their own URLs, would import `parley-inbox.js` without it — another URL, so a second copy of the whole file, run
 * again (a second head start, the elements "already defined", module state split between two copies). The entry
 * puts what it exports on `globalThis` under `Symbol.for("parley.cdn <its URL without query or hash>")`, and each
 * part reads it under the URL it would have imported: the copy that loaded the part, whatever the query.
 *
 * Read once, as the part runs (after the entry has): a binding the entry reassigned later would not be seen. No
 * module exports a `let` it reassigns (test/node/structure/cdn-first-loads.test.ts checks the sources).
 */
function entryHandOver(name: CdnEntry): Plugin {
  const file = `${name}.js`;
  const key = (url: string) => `globalThis[Symbol.for("parley.cdn "+${url})]`;
  const specs = (list: string) =>
    list
      .split(',')
      .map((spec) => spec.trim())
      .filter(Boolean)
      .map((spec) => spec.split(/\s+as\s+/) as [string, string?]);
  return {
    name: 'parley:entry-hand-over',
    generateBundle(_, bundle) {
      const entry = bundle[file];
      if (entry?.type !== 'chunk') return this.error(`no ${file} in its CDN build`);
      const exported = /export\{([^}]*)\};?\s*$/.exec(entry.code);
      const from = new RegExp(`(import|export)(?:\\{([^}]*)\\})?(?:from)?"\\./${file.replace('.', '\\.')}";?`, 'g');
      let parts = 0;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk === entry) continue;
        if (chunk.code.includes('__parley')) this.error(`${chunk.fileName} already uses the name __parley`);
        let n = 0;
        chunk.code = chunk.code.replace(from, (_, kind: string, names = '') => {
          const read = `=${key(`new URL("./${file}",import.meta.url).href`)};`;
          const pairs = specs(names);
          if (!pairs.length) return ''; // `import"./entry.js"`: it has run
          if (kind === 'import')
            return `const{${pairs.map(([imported, local = imported]) => `${imported}:${local}`).join(',')}}${read}`;
          const locals = pairs.map(() => `__parley${n++}`);
          return `const{${pairs.map(([imported], i) => `${imported}:${locals[i]}`).join(',')}}${read}export{${pairs.map(([, alias], i) => `${locals[i]} as ${alias ?? pairs[i]![0]}`).join(',')}};`;
        });
        if (chunk.code.match(new RegExp(`(?:from|import)\\s*"\\./${file.replace('.', '\\.')}"`)))
          this.error(`${chunk.fileName} still imports ./${file}`);
        // Off the part's imports too: Vite's preload lists (built after this) then never name the entry, whose plain
        // URL the page may not have loaded.
        if (chunk.imports.includes(file)) {
          chunk.imports = chunk.imports.filter((f) => f !== file);
          parts++;
        }
      }
      if (!parts) return;
      if (!exported) return this.error(`${file} is imported by its parts but exports nothing`);
      const url = '(u=>(u.search=u.hash="",u.href))(new URL(import.meta.url))';
      const property = (alias: string) => (/^[A-Za-z_$][\w$]*$/.test(alias) ? alias : JSON.stringify(alias));
      const pairs = specs(exported[1]!).map(([local, alias = local]) => `${property(alias)}:${local}`);
      entry.code = `${entry.code.slice(0, exported.index)}${key(url)}={${pairs.join(',')}};\n${entry.code.slice(exported.index)}`;
    },
  };
}

/**
 * The lazy part each element loads as its first screen shows (`FIRST_SCREEN_PARTS`: the form's `ready`, the inbox's
 * store actions), by element: the part's chunk and what it imports outside the entry, breadth first, as file names
 * beside the entry. Fetched beside the entry (`screenPreloads`), not once the entry has arrived and run: one round
 * trip less before a form's first input.
 */
function screenWaves(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): Record<string, string[]> {
  const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])));
  /** The files reached from `files` through `next`, except those in `known`. */
  const closure = (files: string[], next: (chunk: Rollup.OutputChunk) => string[], known = new Set<string>()) => {
    const reached = new Set<string>();
    const queue = [...files];
    while (queue.length) {
      const file = queue.shift()!; // breadth first: a part's own file, then what it imports, in order
      if (reached.has(file) || known.has(file)) continue;
      reached.add(file);
      const chunk = chunks.get(file); // not one when built apart (the phone metadata)
      if (chunk) queue.push(...next(chunk));
    }
    return reached;
  };
  const reachable = closure([entry.fileName], (c) => [...c.imports, ...c.dynamicImports]);
  const waves: Record<string, string[]> = {};
  for (const [element, { module }] of Object.entries(FIRST_SCREEN_PARTS)) {
    const id = `${import.meta.dirname}/${module}`;
    const screen = [...reachable].find((file) => chunks.get(file)?.moduleIds.includes(id));
    if (screen) waves[element] = [...closure([screen], (c) => c.imports, new Set([entry.fileName]))];
  }
  return waves;
}

/**
 * Code that preloads, for each element of `waves` in the page, its first-screen files: one `<link
 * rel="modulepreload">` per file, resolved against the running file's URL, with the nonce of the page's `<meta
 * property="csp-nonce">`, as Vite's own preload helper (the lazy parts') does. `waves` is a JS expression of a
 * `screenWaves` record. A file already asked for is not fetched twice: the page's module map holds it.
 */
const screenPreloads = (waves: string): string =>
  `{const m=document.querySelector("meta[property=csp-nonce]"),n=m?.nonce||m?.getAttribute("nonce")||"",w=${waves};for(const e in w)document.querySelector("parley-"+e)&&w[e].forEach(f=>document.head.appendChild(Object.assign(document.createElement("link"),{rel:"modulepreload",href:new URL(f,import.meta.url).href,nonce:n})))}`;

/** Each CDN entry's first-screen waves (`screenWaves`), recorded as it is built, for `headStartFile`. */
export const cdnScreenWaves = new Map<CdnEntry, Record<string, string[]>>();

/** The head start of `modules`, built with esbuild as one function call (its names stay its own). */
async function headStartCode(modules: readonly string[]): Promise<string> {
  const starter = await esbuild({
    stdin: {
      contents: modules.map((module) => `import ${JSON.stringify(`./${module}`)};`).join(''),
      resolveDir: import.meta.dirname,
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    legalComments: 'none',
  });
  return starter.outputFiles[0]!.text.trim();
}

/**
 * `parley-head-start.js`: every element's head start (`parley.js`'s) as a file of its own, for a page to load
 * before its element file. Its ~2 kB arrive one round trip after the page, while the element's file is still
 * downloading, so the token and first data requests leave then, not once the whole file has arrived. It also
 * preloads the first-screen parts that the page's element files' first screens wait for (`beforeUsable`; of
 * `parley.js` or `parley-<tag>.js`, found by the page's module scripts, fetched beside this file). The element file's own head start
 * then finds every request already sent (the page's one registry) and sends nothing again. Built after every entry
 * of `cdnBuilds` in this process: it names their parts.
 */
export async function headStartFile(): Promise<string> {
  if (cdnScreenWaves.size !== Object.keys(CDN_ENTRIES).length)
    throw new Error(`parley-head-start.js is built after every CDN entry, not ${cdnScreenWaves.size} of them`);
  const early = ([element]: [string, string[]]) => FIRST_SCREEN_PARTS[element]?.beforeUsable;
  const byFile = Object.fromEntries(
    [...cdnScreenWaves].map(([name, record]) => [
      `${name}.js`,
      Object.fromEntries(Object.entries(record).filter(early)),
    ]),
  );
  // `parley.iife.js` (a classic script) loads `parley.js` and this file itself.
  const waves = JSON.stringify({ ...byFile, 'parley.iife.js': byFile['parley.js'] });
  // The page's element files, by file name (its query aside), their parts merged. Not by folder: a redirect (unpkg's,
  // to a versioned path) leaves the script's `src` in another folder than this file's URL. A `src` that is no URL is
  // another script's, and this file must not fail for it.
  const pageFile = `(()=>{const W=${waves},r={};for(const s of document.querySelectorAll("script[src]"))try{Object.assign(r,W[new URL(s.src).pathname.split("/").pop()])}catch{}return r})()`;
  // The preloads first: a form's first screen waits on its code's round trip more than on its definition's.
  return `${cdnBanner('parley.licenses.md')}\n${screenPreloads(pageFile)}${await headStartCode(CDN_HEAD_STARTS.parley)}\n`;
}

/** The module Vite's build imports in every chunk with a dynamic import, for `__vitePreload`. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's preloading of a lazy chunk's imports, in fewer bytes (scripts/cdn-preload-helper.ts). Vite's own helper
 * lands in `first-core`, so on every element's first screen, and also preloads CSS, waits on stylesheets and
 * dispatches `vite:preloadError`: 1.5 kB minified for what these files never have (no CSS, no Vite app listening).
 * This one adds the same `<link rel="modulepreload">` per file not yet asked for, with the page's nonce, then
 * imports: 0.5 kB gzip less on each element's first load, the lazy parts' imports still fetched beside them. The
 * build fails if Vite's own helper is bundled all the same (Vite renamed or moved its module).
 */
export function smallPreloadHelper(): Plugin {
  return {
    name: 'parley:preload-helper',
    enforce: 'pre',
    load: {
      filter: { id: new RegExp(`^${PRELOAD_HELPER.replace(/[.\\/]/g, '\\$&')}$`) },
      handler: async () => {
        const file = `${import.meta.dirname}/scripts/cdn-preload-helper.ts`;
        return (await transform(readFileSync(file, 'utf8'), { loader: 'ts', target: 'es2022', sourcefile: file })).code;
      },
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.code.includes('vite:preloadError'))
          this.error(`${chunk.fileName} holds Vite's own preload helper: smallPreloadHelper() no longer replaces it`);
    },
  };
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
  const { format, outDir, write = true, sourcemap = true, lazyPhone = true, cdn } = options;
  const splitting = options.splitting || cdn !== undefined;
  const entry = cdn ? cdnInput(cdn) : options.entry;
  const fileName = cdn ? `${cdn}.js` : options.fileName;
  const firstLoad = oneFileFirstLoad(cdn ?? 'entry');
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
      ...(cdn ? [cdnEntries(), headStartEntries(cdn), entryHandOver(cdn)] : []),
      ...(app ? [smallPreloadHelper()] : []),
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
        : { lib: { entry: entry as string, formats: [format], name: 'Parley', fileName: () => fileName } }),
      license: write ? { fileName: 'parley.licenses.md' } : false,
      rolldownOptions: {
        ...(app ? { input: entry, preserveEntrySignatures: 'allow-extension' as const } : {}),
        output: {
          ...(app ? { format: 'es' as const, entryFileNames: fileName } : {}),
          // Not taking a module's dependencies into its group: each module goes where `oneFileFirstLoad` puts it.
          // The entry then exports what its lazy parts import of it ('allow-extension' above).
          codeSplitting: splitting && { groups: firstLoad.groups, includeDependenciesRecursively: false },
          chunkFileNames: `${cdn ?? 'parley'}-[name]-[hash].js`,
          postBanner: cdnBanner('parley.licenses.md'),
          // Vite's library mode keeps whitespace in ES output (for downstream tree-shaking); these files are final.
          minify: true,
        },
      },
    },
  };
}

/** The script-tag files' builds (`CDN_ENTRIES`), one each: `scripts/build.ts` runs them one after another. */
export const cdnBuilds = (options: Pick<BundleOptions, 'outDir' | 'write' | 'sourcemap'>): [CdnEntry, InlineConfig][] =>
  (Object.keys(CDN_ENTRIES) as CdnEntry[]).map((cdn) => [
    cdn,
    bundleConfig({ ...options, entry: '', fileName: '', format: 'es', cdn }),
  ]);

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
