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
  /** Entry module (absolute path), or, split, several by chunk name (`cdnInput()`). */
  entry: string | Record<string, string>;
  format: 'es' | 'iife';
  outDir: string;
  /** The entry's file name; `[name].js` for several. */
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
 * The script tag's modules, by file name: `parley.js` registers the three elements (`src/index.ts`), `parley-<tag>.js`
 * one of them, so a page showing one element evaluates one (its first screen, Lit and the client) and not all three.
 * Each starts its elements' first requests before its chunks are even fetched (`headStartEntries`).
 */
export const CDN_ENTRIES = {
  parley: 'src/index.ts',
  'parley-inbox': 'src/inbox.ts',
  'parley-composer': 'src/composer.ts',
  'parley-form': 'src/form.ts',
} as const;

const CDN_ENTRY = 'parley-cdn:';

/**
 * Lazy parts an element loads as its first screen shows (`firstLoadChunks`), by element: the form's session, and the
 * inbox's store actions (the live stream and the views' counts, asked for as the element connects; with `api/team.ts`
 * it imports), which otherwise waited for the entry's chunks to run: depth 3 before the first rows were usable.
 */
const FIRST_SCREEN_PARTS: Record<string, string> = {
  form: 'src/components/form/ready.ts',
  inbox: 'src/components/inbox/store-actions.ts',
};

/** The split CDN build's input: each entry of `CDN_ENTRIES` by its file name. */
export const cdnInput = (): Record<string, string> =>
  Object.fromEntries(Object.keys(CDN_ENTRIES).map((name) => [name, `${CDN_ENTRY}${name}`]));

/** `parley-cdn:<name>` → the CDN entry module of `CDN_ENTRIES` (a module made here, so no source file per entry). */
export function cdnEntries(): Plugin {
  return {
    name: 'parley:cdn-entries',
    resolveId: (id) => (id.startsWith(CDN_ENTRY) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${CDN_ENTRY}`)) return null;
      const name = id.slice(CDN_ENTRY.length + 1) as keyof typeof CDN_ENTRIES;
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
 * The split CDN build's first loads: every module an entry imports statically goes into a `parley-first-*.js` chunk
 * named after the elements whose first screen needs it — `first-core` for Lit, the client and what all three share,
 * `first-inbox` for the inbox's own, `first-form-inbox` for what only those two need — so `parley-inbox.js` fetches no
 * byte of another element's first screen, and `parley.js` fetches them all (what it alone exports it holds). A
 * module that another element's lazy part also imports is kept apart (`first-inbox.lazy-composer-form`),
 * so that lazy part does not pull in the inbox's first screen. What is only imported dynamically (panels, editors,
 * catalogs, the phone metadata) keeps chunks of its own.
 * Left to itself the bundler cut the first loads into two dozen small files, each compressed on its own (5 kB more
 * gzip) and each one more request for a script-tag page. The graph is walked in `buildEnd`, before chunks are made.
 */
function firstLoadChunks() {
  /** Module id → the name of its chunk (`first-core`, `first-inbox.lazy-composer-form`, `form-screen`, …). */
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'parley-first-load',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const reach = (from: string, lazy: boolean) => {
        const seen = new Set<string>();
        const queue = [from];
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(info(id)?.importedIds ?? []), ...(lazy ? (info(id)?.dynamicallyImportedIds ?? []) : []));
        }
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => info(id)?.isEntry);
      const firstOf = new Map(entries.map((id) => [id, reach(id, false)]));
      const elementEntry = `\0${CDN_ENTRY}parley-`;
      const elements = entries
        .filter((id) => id.startsWith(elementEntry))
        .map((id) => ({ name: id.slice(elementEntry.length), first: firstOf.get(id)!, all: reach(id, true) }));
      /** First-load module → [elements whose first screen needs it, elements whose lazy parts only import it]. */
      const users = new Map<string, [first: string[], later: string[]]>();
      for (const id of new Set([...firstOf.values()].flatMap((ids) => [...ids]))) {
        if (firstOf.has(id)) continue; // an entry stays its own chunk
        const first = elements.filter((e) => e.first.has(id)).map((e) => e.name);
        users.set(id, [first, elements.filter((e) => !e.first.has(id) && e.all.has(id)).map((e) => e.name)]);
      }
      // What no element's first screen needs is parley.js's alone (src/index.ts exports it: the `ParleyClient`
      // class, whose routes the elements call as functions), not `first-core`'s, which every element's file fetches:
      // it stays in parley.js, run after its chunks (`startFirst`).
      const keyOf = (first: string[]) =>
        first.length === elements.length ? 'core' : !first.length ? 'parley' : first.join('-');
      // What other elements' lazy parts also import: one chunk per first-load set, named with all of those elements,
      // rather than one per set of lazy parts. Each is one more file for the first screen to fetch and compress on
      // its own (`first-inbox.lazy-composer` and `first-inbox.lazy-composer-form`, 0.9 and 1.3 kB gzip, both
      // fetched by parley-inbox.js); a lazy part fetching a few hundred bytes it does not run costs less.
      const lazyUsers = new Map<string, Set<string>>();
      for (const [first, later] of users.values())
        for (const name of later) lazyUsers.set(keyOf(first), (lazyUsers.get(keyOf(first)) ?? new Set()).add(name));
      for (const [id, [first, later]] of users) {
        const key = keyOf(first);
        const lazy = elements
          .filter((e) => lazyUsers.get(key)?.has(e.name))
          .map((e) => e.name)
          .join('-');
        // parley.js's own that elements' lazy parts import (the event classes) is, to the elements, a lazy part, and
        // named as one: `lazy-composer-form-inbox.first-parley` (the inbox's first-screen part preloads it).
        if (!later.length) {
          if (key !== 'parley') chunkOf.set(id, `first-${key}`); // parley.js's alone stays in it (`startFirst`)
        } else chunkOf.set(id, key === 'parley' ? `lazy-${lazy}.first-parley` : `first-${key}.lazy-${lazy}`);
      }
      // A lazy part an element loads with its first screen, as one chunk: what it imports that is neither in a first
      // load nor used by another element. Left to the bundler, the form's `ready` and its field types were 18
      // chunks, which an HTTP/1.1 host (six connections) served in waves.
      for (const [element, part] of Object.entries(FIRST_SCREEN_PARTS)) {
        const root = `${import.meta.dirname}/${part}`;
        if (!info(root)) continue;
        for (const id of reach(root, false)) {
          if (chunkOf.has(id)) continue;
          // What other elements' lazy parts also use goes with the part as one chunk per set of elements using it
          // (`lazy-composer-form-inbox`): left to the bundler, the form's screen was eight files for an HTTP/1.1
          // host's six connections, one per set of lazy parts importing them.
          const users = elements.filter((e) => e.all.has(id)).map((e) => e.name);
          chunkOf.set(id, users.length > 1 ? `lazy-${users.join('-')}` : `${element}-screen`);
        }
      }
    },
    // An entry imports every first-load chunk it needs itself (a chunk's own imports would be found one round trip
    // later): what its chunks import statically is added to its imports.
    generateBundle(_, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])));
      for (const entry of chunks.values()) {
        if (!entry.isEntry) continue;
        const needed = new Set<string>();
        const visit = (file: string) => {
          if (needed.has(file)) return;
          needed.add(file);
          chunks.get(file)?.imports.forEach(visit);
        };
        entry.imports.forEach(visit);
        const missing = [...needed].filter((file) => !entry.imports.includes(file));
        // After its banner, before its code: `headStartEntries` reads an entry's imports from its start.
        const banner = /^(?:\/\*![^]*?\*\/\s*)*/.exec(entry.code)![0];
        entry.code = banner + missing.map((file) => `import"./${file}";`).join('') + entry.code.slice(banner.length);
        entry.imports.push(...missing);
      }
    },
  };
  // Each module goes where `chunkOf` puts it (`includeDependenciesRecursively: false` in bundleConfig).
  const groups = [
    { name: (id: string) => chunkOf.get(id)!, debugName: 'first loads', test: (id: string) => chunkOf.has(id) },
  ];
  return { plugin, groups };
}

/**
 * Each CDN entry's head start: the elements' `head-start.ts` modules (src/api/head-start.ts) it runs first. The
 * composer's is its token alone: its first data requests wait for what the user types.
 */
const CDN_HEAD_STARTS: Record<keyof typeof CDN_ENTRIES, readonly string[]> = {
  parley: ['src/head-start.ts', 'src/components/composer/head-start.ts'],
  'parley-inbox': ['src/components/inbox/head-start.ts'],
  'parley-composer': ['src/components/composer/head-start.ts'],
  'parley-form': ['src/components/form/head-start.ts'],
};

/**
 * The CDN entries, each as its elements' head start followed by its first load. An ES module runs only once every
 * module it imports statically has been fetched and run, so an entry that imported its chunks could start nothing
 * before them: each entry is rewritten to run its head start (built here with esbuild, inlined) and then import its
 * chunks, all at once and by `import()`, exporting what it exported before (top-level await).
 */
function headStartEntries(): Plugin {
  return {
    name: 'parley:head-start-entries',
    async generateBundle(_, bundle) {
      for (const [name, modules] of Object.entries(CDN_HEAD_STARTS)) {
        const entry = bundle[`${name}.js`];
        if (entry?.type !== 'chunk') continue;
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
        const preloads = firstScreenPreloads(bundle, entry);
        entry.code = startFirst(entry.fileName, entry.code, starter.outputFiles[0]!.text.trim(), preloads);
      }
    },
  };
}

/**
 * Code that fetches, beside an entry's own chunks, the lazy part each element on the page loads as its first screen
 * shows (`FIRST_SCREEN_PARTS`: the form's `ready`, with its imports): one `<link rel="modulepreload">` per file,
 * resolved against the entry's URL, for each of those elements in the page. Left to the element, that wave started
 * only once the entry's chunks had arrived and run: one round trip more before a form's first input.
 */
function firstScreenPreloads(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string {
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
  const first = closure(entry.imports, (c) => c.imports);
  const preloads: string[] = [];
  for (const [element, part] of Object.entries(FIRST_SCREEN_PARTS)) {
    const id = `${import.meta.dirname}/${part}`;
    const screen = [...reachable].find((file) => chunks.get(file)?.moduleIds.includes(id));
    if (!screen) continue;
    const wave = JSON.stringify([...closure([screen], (c) => c.imports, first)]);
    preloads.push(
      `document.querySelector(${JSON.stringify(`parley-${element}`)})&&${wave}.forEach(f=>document.head.appendChild(Object.assign(document.createElement("link"),{rel:"modulepreload",href:new URL(f,import.meta.url).href,nonce:n})));`,
    );
  }
  // With the nonce of the page's `<meta property="csp-nonce">`, as Vite's own preload helper (the lazy parts') does.
  return preloads.length
    ? `{const m=document.querySelector("meta[property=csp-nonce]"),n=m?.nonce||m?.getAttribute("nonce")||"";${preloads.join('')}}`
    : '';
}

/**
 * `code` (an entry made of `import"./chunk.js"`, `import{a as b}from"./chunk.js"`, `export{a as B}from"./chunk.js"`
 * and `export{b as B}` statements after its banner, then any code of its own) as: banner, `starter`, then every one
 * of those chunks imported at once, then `preloads` (`firstScreenPreloads`), then its code, and the same exports.
 */
function startFirst(fileName: string, code: string, starter: string, preloads = ''): string {
  const banner = /^(?:\/\*![^]*?\*\/\s*)*/.exec(code)![0];
  const files: string[] = [];
  /** A name the entry imported → where it is: `$[chunk].name`. */
  const imported = new Map<string, [chunk: number, name: string]>();
  const exports: string[] = [];
  const specs = (list: string) => list.split(',').map((spec) => spec.trim().split(/\s+as\s+/) as [string, string?]);
  const statement = /\s*(import|export)(?:\{([^}]*)\})?(?:from)?(?:"([^"]+)")?;?/y;
  let at = (statement.lastIndex = banner.length);
  for (let m; at < code.length && (m = statement.exec(code)); at = statement.lastIndex) {
    const [, kind, names, file] = m;
    if (!file && !(kind === 'export' && names)) break;
    const index = file ? (files.includes(file) ? files.indexOf(file) : files.push(file) - 1) : -1;
    for (const [local, alias = local] of names ? specs(names) : []) {
      const from = index < 0 ? imported.get(local) : ([index, local] as [number, string]);
      if (kind === 'import') imported.set(alias, from!);
      else if (!from || alias === 'default')
        throw new Error(`${fileName}: cannot re-export ${alias} after its head start`);
      else exports.push(`${alias}=$[${from[0]}].${from[1]}`);
    }
  }
  // Code of the entry's own (what only parley.js reaches: `firstLoadChunks`) runs once its chunks have, as a module
  // body runs after its imports: the names it imports are bound from them first. Bound, not live: a chunk's `let`
  // that changes later would not be seen (what the entry holds imports functions and classes).
  const tail = /export\{([^}]*)\};?\s*$/.exec(code.slice(at));
  const body = code.slice(at, tail ? at + tail.index : code.length).trim();
  const locals = tail ? specs(tail[1]!) : [];
  if (!body && locals.length)
    throw new Error(`${fileName}: unexpected code in a CDN entry: ${code.slice(at, at + 80)}`);
  if (/(?<![\w$])\$\$?(?![\w$])/.test(body))
    throw new Error(`${fileName}: its code uses $ or $$, names the rewrite takes`);
  // A static import or export left in it would make the entry wait for its chunks before its head start.
  if (/(?<![\w$.])(?:import\s*[{"*]|export\s*[{*])/.test(body))
    throw new Error(`${fileName}: a static import or export amid a CDN entry's code: ${body.slice(0, 80)}`);
  const bound = body
    ? files
        .map((_, index) =>
          [...imported].filter(([, [chunk]]) => chunk === index).map(([alias, [, name]]) => `${name}:${alias}`),
        )
        .map((names, index) => (names.length ? `const{${names.join(',')}}=$[${index}];` : ''))
        .join('')
    : '';
  for (const [local, alias = local] of locals) {
    if (alias === 'default') throw new Error(`${fileName}: cannot export a default after its head start`);
    exports.push(`${alias}=${local}`);
  }
  const imports = files.map((file) => `import(${JSON.stringify(file)})`).join(',');
  const declared = exports.length ? `export const ${exports.join(',')};` : '';
  // The entry's chunks are asked for before the preloads: on an HTTP/1.1 host (six connections) they go first.
  return `${banner}${starter}\nconst $$=Promise.all([${imports}]);${preloads}const $=await $$;${bound}${body}\n${declared}\n`;
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
  const firstLoad = firstLoadChunks();
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
      ...(splitting ? [cdnEntries(), firstLoad.plugin, headStartEntries()] : []),
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
          // Not taking a module's dependencies into its group: that would put the element chunks' shared modules
          // in whichever element's chunk came first. Rolldown then needs entries that may export more than they
          // declare ('allow-extension' above); ours never do, as every shared module is in a chunk of its own.
          codeSplitting: splitting && { groups: firstLoad.groups, includeDependenciesRecursively: false },
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
