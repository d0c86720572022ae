/**
 * What each script-tag file fetches for its first screen (DESIGN §5 budgets, measured by bench/sizes.ts): read from
 * the chunks of the real CDN build (vite.config.ts). `parley-<element>.js` fetches only modules its element's first
 * screen runs — not what `parley.js` alone exports (event classes, the client class), which `first-core` held, nor
 * another element's — and its first load does not carry Vite's own preload helper (vite.config.ts
 * `smallPreloadHelper`), 0.5 kB gzip of CSS handling these files never use. `parley.js` holds what it alone exports.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { build, type Plugin, type Rollup } from 'vite';
import { bundleConfig, cdnInput } from '../../../vite.config.js';

const ROOT = join(import.meta.dirname, '../../..');

/** The CDN build's chunks, and each entry's static module graph as the bundler saw it. */
async function cdnBuild() {
  const graph = new Map<string, readonly string[]>();
  const entries = new Map<string, string>();
  const recorder: Plugin = {
    name: 'test:module-graph',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id)!;
        graph.set(id, info.importedIds);
        if (info.isEntry) entries.set(id.replace(/^\0parley-cdn:/, ''), id);
      }
    },
  };
  const config = bundleConfig({
    entry: cdnInput(),
    format: 'es',
    outDir: join(ROOT, 'node_modules/.cache/cdn-first-loads'),
    fileName: '[name].js',
    splitting: true,
    sourcemap: false,
    write: false,
  });
  config.plugins = [...(config.plugins ?? []), recorder];
  const result = (await build(config)) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = new Map(output.flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  /** The modules `name` (a CDN entry) runs before any of its code's own `import()`. */
  const firstScreen = (name: string) => {
    const seen = new Set<string>();
    const queue = [entries.get(name)!];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(graph.get(id) ?? []));
    }
    return seen;
  };
  return { chunks, firstScreen };
}

describe('the CDN files’ first loads', () => {
  it('hold only what each element’s first screen runs, and no Vite preload helper', async () => {
    const { chunks, firstScreen } = await cdnBuild();
    for (const element of ['inbox', 'composer', 'form']) {
      const entry = chunks.get(`parley-${element}.js`);
      assert.ok(entry, [...chunks.keys()].join(' '));
      // Its first load: the chunks it imports (vite.config.ts `headStartEntries` turns them into `import()`s).
      const first = entry.imports.map((file) => chunks.get(file)!);
      const needed = firstScreen(`parley-${element}`);
      const extra = first.flatMap((chunk) =>
        chunk.moduleIds
          .filter((id) => !needed.has(id) && chunk.modules[id]!.renderedLength > 0)
          .map((id) => `${chunk.fileName}: ${id.replace(`${ROOT}/`, '')}`),
      );
      assert.deepEqual(extra, [], `parley-${element}.js fetches modules its first screen does not run`);
      for (const chunk of [entry, ...first])
        assert.doesNotMatch(chunk.code, /vite:preloadError/, `${chunk.fileName} holds Vite's preload helper`);
    }
    // parley.js runs all of its first screen with its first load: what it alone exports is in the entry itself, run
    // after its chunks (vite.config.ts `startFirst`), and nothing it reaches statically is left for later.
    const all = chunks.get('parley.js')!;
    const loaded = new Set([all, ...all.imports.map((file) => chunks.get(file)!)].flatMap((chunk) => chunk.moduleIds));
    const bundled = new Set([...chunks.values()].flatMap((chunk) => chunk.moduleIds)); // what tree-shaking kept
    const later = [...firstScreen('parley')].filter((id) => bundled.has(id) && !loaded.has(id));
    assert.deepEqual(later, [], 'parley.js reaches statically modules none of its first-load files holds');
    assert.ok(all.moduleIds.includes(join(ROOT, 'src/api/client.ts')), 'the client class stays in parley.js');
    assert.doesNotMatch(
      all.code,
      /(?:^|[;\n])\s*import\s*["{]|\}\s*from\s*"\.\//,
      'parley.js imports nothing statically',
    );
  });
});
