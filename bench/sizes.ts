/**
 * Bundle sizes as a browser loads them: each entry bundled alone (Lit included, minified, like `dist/cdn/`),
 * gzip (level 9) and brotli (quality 11), the initial load apart from the parts loaded on demand (the phone
 * chunk), against DESIGN §5's budgets and beside peers' published figures.
 *
 * Run alone: `npx tsx bench/sizes.ts` (prints a table, writes bench/results/sizes.json).
 */
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { PHONE_CHUNK, bundleConfig, phoneChunkConfig } from '../vite.config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** DESIGN §5, gzip kB including Lit (initial load; the phone metadata is lazy). */
export const BUDGETS_KB = { inbox: 30, composer: 25, form: 25, all: 50 } as const;

/** Peers' figures (issue 8), gzip kB, for context. */
export const PEERS = [
  { name: 'stream-chat-react (full UI)', gzipKB: 667, compare: 'inbox' },
  { name: '@sendbird/uikit-react', gzipKB: 554, compare: 'inbox' },
  { name: 'survey-core + UI', gzipKB: 356, compare: 'form' },
  { name: '@typeform/embed loader (+ its iframe app)', gzipKB: 14, compare: 'form' },
] as const;

const ENTRIES = { inbox: 'src/inbox.ts', composer: 'src/composer.ts', form: 'src/form.ts', all: 'src/index.ts' } as const;
type EntryName = keyof typeof ENTRIES;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface EntrySizes {
  entry: EntryName;
  initial: Sizes;
  lazy: Sizes;
  /** Files loaded on demand, by name. */
  lazyFiles: string[];
  budgetKB: number;
  /**
   * What the initial load is made of: bytes per package or source folder, after tree-shaking and before
   * minification (the bundler's rendered length) — to rank contributors, not to add up to the totals.
   */
  contributors: { name: string; renderedKB: number }[];
}

const kB = (bytes: number) => Math.round((bytes / 1000) * 100) / 100;

function measure(code: string): Sizes {
  const buf = Buffer.from(code);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length,
  };
}

const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

async function chunks(config: Parameters<typeof build>[0]): Promise<Rolldown.OutputChunk[]> {
  const result = await build(config);
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}

/** Sizes of one entry: what its first `import` fetches, and what it may fetch later. */
async function entrySizes(entry: EntryName, phone: Sizes, outDir: string): Promise<EntrySizes> {
  const output = await chunks(
    bundleConfig({ entry: join(ROOT, ENTRIES[entry]), format: 'es', outDir, fileName: `${entry}.js`, write: false, sourcemap: false, splitting: true }),
  );
  const byName = new Map(output.map((c) => [c.fileName, c]));
  const initialNames = new Set<string>();
  const visit = (name: string) => {
    if (initialNames.has(name) || !byName.has(name)) return;
    initialNames.add(name);
    for (const dep of byName.get(name)!.imports) visit(dep);
  };
  for (const c of output) if (c.isEntry) visit(c.fileName);
  // Conservative: the chunks an element imports dynamically (API response schemas, the SSE reader) load with its
  // first screen, so they count as initial. Only what an English first screen never fetches is on demand: the
  // Spanish/Arabic catalogs (and the phone chunk, added below).
  const LOCALE_CHUNK = /\.(es|ar)-[\w-]{8}\.js$/;
  for (const c of output) if (!LOCALE_CHUNK.test(c.fileName)) visit(c.fileName);

  const groups = new Map<string, number>();
  for (const c of output) {
    if (!initialNames.has(c.fileName)) continue;
    for (const [id, info] of Object.entries(c.modules)) {
      const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
      const name = pkg ?? id.replace(ROOT, '').replace(/\/[^/]+$/, '/');
      groups.set(name, (groups.get(name) ?? 0) + info.renderedLength);
    }
  }
  const contributors = [...groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, bytes]) => ({ name, renderedKB: kB(bytes) }));

  let initial = ZERO;
  let lazy = ZERO;
  const lazyFiles: string[] = [];
  let usesPhone = false;
  for (const c of output) {
    const size = measure(c.code);
    if (initialNames.has(c.fileName)) initial = add(initial, size);
    else {
      lazy = add(lazy, size);
      lazyFiles.push(c.fileName.replace(/-[\w-]{8}\.js$/, '.js')); // without the content hash: stable across runs
    }
    if (c.dynamicImports.some((d) => d.endsWith(PHONE_CHUNK))) usesPhone = true;
  }
  if (usesPhone) {
    lazy = add(lazy, phone);
    lazyFiles.push(PHONE_CHUNK);
  }
  return { entry, initial, lazy, lazyFiles, budgetKB: BUDGETS_KB[entry], contributors };
}

export interface SizeRow {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  note?: string;
}

/** For `npm run bench` (bench/run.ts): one row per entry and measure; budgets on the gzip initial rows. */
export async function benchSizes(): Promise<{ rows: SizeRow[]; entries: EntrySizes[]; peers: typeof PEERS }> {
  const outDir = join(tmpdir(), 'parley-bench-sizes'); // never written (write: false); Vite wants a path
  const [phoneChunk] = await chunks({ ...phoneChunkConfig(outDir, false) });
  const phone = measure(phoneChunk!.code);
  const entries: EntrySizes[] = [];
  for (const name of Object.keys(ENTRIES) as EntryName[]) entries.push(await entrySizes(name, phone, outDir));

  const rows: SizeRow[] = [];
  for (const e of entries) {
    const label = e.entry === 'all' ? 'all three (@parley/embeds)' : `@parley/embeds/${e.entry}`;
    const peers = PEERS.filter((p) => p.compare === e.entry).map((p) => `${p.name} ≈ ${p.gzipKB} kB`).join('; ');
    rows.push({ name: `${label} initial, gzip`, value: kB(e.initial.gzip), unit: 'kB', budget: e.budgetKB, note: peers ? `peers: ${peers}` : undefined });
    rows.push({ name: `${label} initial, brotli`, value: kB(e.initial.brotli), unit: 'kB' });
    rows.push({ name: `${label} initial, minified`, value: kB(e.initial.raw), unit: 'kB' });
    if (e.lazyFiles.length) {
      rows.push({ name: `${label} on demand, gzip`, value: kB(e.lazy.gzip), unit: 'kB', note: e.lazyFiles.join(', ') });
      rows.push({ name: `${label} on demand, brotli`, value: kB(e.lazy.brotli), unit: 'kB' });
    }
  }
  return { rows, entries, peers: PEERS };
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchSizes();
  console.table(
    result.entries.map((e) => ({
      entry: e.entry,
      'initial gzip kB': kB(e.initial.gzip),
      'initial brotli kB': kB(e.initial.brotli),
      'budget gzip kB': e.budgetKB,
      ok: e.initial.gzip <= e.budgetKB * 1000 ? 'ok' : 'OVER',
      'lazy gzip kB': kB(e.lazy.gzip),
      'lazy brotli kB': kB(e.lazy.brotli),
      lazy: e.lazyFiles.join(', '),
    })),
  );
  console.log('Largest contributors to the initial load of all three (rendered kB, before minification):');
  console.table(result.entries.find((e) => e.entry === 'all')!.contributors);
  console.table(PEERS.map((p) => ({ peer: p.name, 'gzip kB': p.gzipKB, 'compare with': p.compare })));
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'sizes.json'), JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2));
  console.log(`→ ${pathToFileURL(join(dir, 'sizes.json')).pathname}`);
}
