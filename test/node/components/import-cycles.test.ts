/**
 * No module of `src/` waits for itself: its static value imports and re-exports form no cycle (`import type` and
 * `import()` do not make one module evaluate another first, so they are not counted). A cycle makes the order in
 * which a bundler or Node evaluates modules decide what is still undefined at load time.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The relative modules `source` evaluates first: static imports, side-effect imports and re-exports, not types. */
function valueImports(source: string): string[] {
  const statements = source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;'"]*?\s+from\s+)?'(\.[^']+)'/gms);
  return [...statements].map((m) => m[1]!);
}

/** Every cycle of `graph`, each as its modules joined by arrows. */
function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]): void => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') return void found.push([...trail.slice(trail.indexOf(node)), node].join(' → '));
    state.set(node, 'open');
    for (const dep of graph.get(node) ?? []) visit(dep, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}

describe('src/ import graph', () => {
  it('has no import cycles except type-only ones', () => {
    const sources = new Map(files(ROOT).map((path) => [relative(ROOT, path), readFileSync(path, 'utf8')]));
    const graph = new Map<string, string[]>();
    for (const [path, text] of sources) {
      const deps = valueImports(text)
        .map((spec) => relative(ROOT, resolve(dirname(join(ROOT, path)), spec.replace(/\.js$/, '.ts'))))
        .filter((dep) => sources.has(dep));
      graph.set(path, deps);
    }
    assert.ok(graph.size > 100, `read ${graph.size} modules`);
    assert.deepEqual(cycles(graph), []);
  });

  it('counts what it claims to count', () => {
    const source = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "import './c.js';",
      "export { d } from './d.js';",
      "export type { E } from './e.js';",
      "import {\n  f,\n  type G,\n} from './f.js';",
      "const h = import('./h.js');",
    ].join('\n');
    assert.deepEqual(valueImports(source), ['./a.js', './c.js', './d.js', './f.js']);
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    assert.deepEqual(cycles(graph), ['a → b → c → a']);
  });
});
