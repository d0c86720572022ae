/**
 * What the contact panel and the blast element add when the inbox / composer load them on first use
 * (`npm run bench -- lazy-elements`): a synthetic entry imports the host statically and the element dynamically,
 * bundled with code splitting like `bench/sizes.ts`; the element's cost is the gzip size of the chunks its dynamic
 * import fetches that the host's first screen did not already load (Lit, zod, the API client are shared). The
 * host's own first screen is measured by `bench/sizes.ts`; these imports do not add to it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { bundleConfig } from '../vite.config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface LazyRow {
  name: string;
  value: number;
  unit: string;
  note?: string;
}

async function lazyCost(
  host: 'inbox' | 'composer',
  element: 'contact-panel' | 'blast',
): Promise<{ initial: number; lazy: number; files: string[] }> {
  const dir = join(tmpdir(), `parley-lazy-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, `${host}-${element}.ts`);
  writeFileSync(
    entry,
    `import ${JSON.stringify(join(ROOT, `src/${host}.ts`))};\nexport const load = () => import(${JSON.stringify(join(ROOT, `src/${element}.ts`))});\n`,
  );
  const result = await build(
    bundleConfig({
      entry,
      format: 'es',
      outDir: join(dir, 'out'),
      fileName: 'entry.js',
      write: false,
      sourcemap: false,
      splitting: true,
    }),
  );
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string[], follow: (c: Rolldown.OutputChunk) => string[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name) || !byName.has(name)) return;
      seen.add(name);
      for (const dep of follow(byName.get(name)!)) visit(dep);
    };
    start.forEach(visit);
    return seen;
  };
  const entryChunk = chunks.find((c) => c.isEntry)!;
  const elementChunk = chunks.find((c) =>
    Object.keys(c.modules).some((id) => id.includes(`/src/components/${element}/`)),
  )!;
  // The host's first screen: static imports, plus its own dynamic imports (schemas, SSE), minus the element's.
  const hostInitial = closure([entryChunk.fileName], (c) =>
    [...c.imports, ...(c === entryChunk ? [] : c.dynamicImports)].filter((n) => n !== elementChunk.fileName),
  );
  for (const c of chunks)
    if (
      c !== elementChunk &&
      !/\.(es|ar)-[\w-]{8}\.js$/.test(c.fileName) &&
      c.isDynamicEntry &&
      !Object.keys(c.modules).some((id) => id.includes('/src/components/' + element))
    ) {
      // dynamic chunks the host itself loads on its first screen (response schemas, the SSE reader)
      if ([...hostInitial].some((n) => byName.get(n)!.dynamicImports.includes(c.fileName)))
        closure([c.fileName], (x) => x.imports).forEach((n) => hostInitial.add(n));
    }
  const elementNeeds = closure([elementChunk.fileName], (c) => c.imports);
  const lazyFiles = [...elementNeeds].filter((n) => !hostInitial.has(n));
  const size = (names: Iterable<string>) =>
    [...names].reduce((sum, n) => sum + gzipSync(Buffer.from(byName.get(n)!.code), { level: 9 }).length, 0);
  return {
    initial: size(hostInitial),
    lazy: size(lazyFiles),
    files: lazyFiles.map((n) => n.replace(/-[\w-]{8}\.js$/, '.js')),
  };
}

export async function benchLazyElements(): Promise<LazyRow[]> {
  const rows: LazyRow[] = [];
  for (const [host, element] of [
    ['inbox', 'contact-panel'],
    ['composer', 'blast'],
  ] as const) {
    const { initial, lazy, files } = await lazyCost(host, element);
    rows.push({
      name: `<parley-${element}> loaded on demand by @parley/embeds/${host}, gzip`,
      value: kB(lazy),
      unit: 'kB',
      note: files.join(', '),
    });
    void initial; // the host's own first screen is measured (and budgeted) by bench/sizes.ts
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchLazyElements())
    console.log(`${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ''}`);
}
