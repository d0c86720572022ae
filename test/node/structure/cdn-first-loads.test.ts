/**
 * What each script-tag file fetches for its first screen (DESIGN §5: no waterfalls; budgets measured by
 * bench/sizes.ts): read from the real CDN builds (vite.config.ts `cdnBuilds`). Each file — `parley.js` and every
 * `parley-<element>.js` — is its whole first load: it imports nothing statically (the page's script tag is the one
 * request before its code runs), it holds every module its entry reaches statically, its head start runs before
 * the rest of its code, its parts never import it by its URL, and it does not carry Vite's own preload helper
 * (vite.config.ts `smallPreloadHelper`).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { build, type Plugin, type Rollup } from 'vite';
import { cdnBuilds } from '../../../vite.config.js';

const ROOT = join(import.meta.dirname, '../../..');

/** One CDN file's build: its chunks, and its entry's static module graph as the bundler saw it. */
async function cdnBuild(config: Parameters<typeof build>[0] & object) {
  const graph = new Map<string, readonly string[]>();
  let entryId = '';
  const recorder: Plugin = {
    name: 'test:module-graph',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id)!;
        graph.set(id, info.importedIds);
        if (info.isEntry) entryId = id;
      }
    },
  };
  const result = (await build({ ...config, plugins: [...(config.plugins ?? []), recorder] })) as
    Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = new Map(output.flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const firstScreen = new Set<string>();
  const queue = [entryId];
  while (queue.length) {
    const id = queue.pop()!;
    if (firstScreen.has(id)) continue;
    firstScreen.add(id);
    queue.push(...(graph.get(id) ?? []));
  }
  return { chunks, firstScreen };
}

describe('the CDN files’ first loads', () => {
  for (const [name, config] of cdnBuilds({
    outDir: join(ROOT, 'node_modules/.cache/cdn-first-loads'),
    write: false,
    sourcemap: false,
  })) {
    it(`${name}.js is its whole first load, its head start first, read by its parts from the page, without Vite's preload helper`, async () => {
      const { chunks, firstScreen } = await cdnBuild({ ...config, logLevel: 'silent' });
      const entry = chunks.get(`${name}.js`);
      assert.ok(entry, [...chunks.keys()].join(' '));
      assert.deepEqual(entry.imports, [], `${name}.js imports chunks statically: one round trip more`);
      assert.doesNotMatch(entry.code, /(?:^|[;\n])\s*import\s*["{]|\}\s*from\s*"\.\//, `${name}.js imports statically`);
      const bundled = new Set([...chunks.values()].flatMap((chunk) => chunk.moduleIds)); // what tree-shaking kept
      const elsewhere = [...firstScreen]
        .filter((id) => bundled.has(id) && !entry.moduleIds.includes(id))
        .map((id) => id.replace(`${ROOT}/`, ''));
      assert.deepEqual(elsewhere, [], `${name}.js reaches statically modules another file holds`);
      // The head start (an IIFE built apart) comes before the first load's own code: after Vite's list of lazy
      // parts' imports and the banner, nothing else.
      const start = entry.code.replace(/^const __vite__mapDeps=.*\n/, '').replace(/^(?:\/\*![^]*?\*\/\s*)*/, '');
      assert.match(start, /^\(\(\)=>\{/, `${name}.js does not start with its head start`);
      assert.doesNotMatch(entry.code, /vite:preloadError/, `${name}.js holds Vite's preload helper`);
      // Its parts read its bindings from the page (vite.config.ts `entryHandOver`), never by its URL, which a page may
      // have loaded with a query: that would fetch and run a second copy.
      const importers = [...chunks.values()]
        .filter((chunk) => new RegExp(`(?:from|import)\\s*"\\./${name}\\.js"`).test(chunk.code))
        .map((chunk) => chunk.fileName);
      assert.deepEqual(importers, [], `parts importing ${name}.js by its URL`);
      if (name === 'parley')
        assert.ok(entry.moduleIds.includes(join(ROOT, 'src/api/client.ts')), 'the client class is in parley.js');
      // The form's own file carries what its session reads (vite.config.ts `carried`); its first-screen part, asked
      // for a round trip later, keeps the session itself. `parley.js` carries none of it.
      const reads = ['components/form/form-theme.ts', 'i18n/form.ts', 'components/form/typed.ts'];
      const screen = [...chunks.values()].find((chunk) =>
        chunk.moduleIds.includes(join(ROOT, 'src/components/form/session.ts')),
      );
      if (name === 'parley-form' || name === 'parley') {
        assert.ok(screen && screen !== entry, `${name}.js: the session is in a part of its own`);
        for (const module of reads)
          assert.equal(
            entry.moduleIds.includes(join(ROOT, 'src', module)),
            name === 'parley-form',
            `${module} in ${name}.js`,
          );
      }
    });
  }

  // A file's parts read its bindings once, as they run (vite.config.ts `entryHandOver`): a module exporting a `let`
  // it reassigns later would hand them a stale value.
  it('no source module exports a binding it can reassign (export let / var)', () => {
    const files = (readdirSync(join(ROOT, 'src'), { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    const found = files.filter((f) => /^\s*export\s+(let|var)\s/m.test(readFileSync(join(ROOT, 'src', f), 'utf8')));
    assert.ok(files.length > 100, `${files.length} source files read`);
    assert.deepEqual(found, []);
  });
});
