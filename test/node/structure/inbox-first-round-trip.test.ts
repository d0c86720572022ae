/**
 * The inbox's CDN file asks for everything its first screen uses in its first round trip (DESIGN §5: "no
 * waterfalls"): the element itself is in `parley-inbox.js` (depth 1: the page's script tag), and the store actions
 * (live stream, the views' counts) with the team calls they import, which the element asks for as it connects, are
 * in a file `parley-inbox.js` preloads as it starts (depth 2), never in one that another chunk asks for once it has
 * arrived and run (depth 3). Read from the chunk graph of the real CDN build (vite.config.ts).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { build, type Rollup } from 'vite';
import { cdnBuilds } from '../../../vite.config.js';

const ROOT = join(import.meta.dirname, '../../..');

/** Modules the first rows wait on, or that start beside them, by source path, and the depth each may have. */
const FIRST_ROUND_TRIP: [string, number][] = [
  ['src/components/inbox/inbox.component.ts', 1],
  ['src/components/inbox/list-window.ts', 1],
  ['src/components/inbox/store-actions.ts', 2],
  ['src/api/team.ts', 2],
  ['src/controllers/event-stream.ts', 2],
];

describe('parley-inbox.js: first round trip', () => {
  it('holds the element and preloads the parts it starts: chunk depth 1 and 2', async () => {
    const [, config] = cdnBuilds({
      outDir: join(ROOT, 'node_modules/.cache/inbox-first-round-trip'),
      sourcemap: false,
      write: false,
    }).find(([name]) => name === 'parley-inbox')!;
    const result = (await build({ ...config, logLevel: 'silent' })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const chunks = new Map(output.flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
    const entry = chunks.get('parley-inbox.js');
    assert.ok(entry, [...chunks.keys()].join(' '));
    // What the entry preloads for a page holding a <parley-inbox> (vite.config.ts `screenPreloads`: `w=<waves>;`).
    const preload = /\bw=(\{[^;]*\});for\(const e in w\)/.exec(entry.code);
    const preloaded: string[] = preload ? ((JSON.parse(preload[1]!) as Record<string, string[]>).inbox ?? []) : [];
    const depth = new Map<string, number>([[entry.fileName, 1]]);
    for (const file of [...entry.imports, ...preloaded]) depth.set(file, 2);
    // Anything else is fetched by a chunk once it has run, one round trip later at least.
    const depthOf = (module: string) => {
      const id = join(ROOT, module);
      const file = [...chunks.values()].find((c) => c.moduleIds.includes(id))?.fileName;
      assert.ok(file, `${module} is in no chunk`);
      return [file, depth.get(file) ?? 3] as const;
    };
    const deep = FIRST_ROUND_TRIP.map(([m, most]) => [m, ...depthOf(m), most] as const).filter(
      ([, , d, most]) => d > most,
    );
    assert.deepEqual(deep, [], `entry imports ${entry.imports.join(', ')}; preloads ${preloaded.join(', ')}`);
  });
});
