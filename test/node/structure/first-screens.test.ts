/**
 * Each element's first screen ships as one file under esbuild (docs/decisions/012-size-budgets.md): esbuild puts a
 * module in the chunk of the exact set of entry points (the element's entry and every `import()` target) that reach
 * it, so a lazy part reaching only some first-screen modules splits the first screen into small files that
 * compress apart. The rule that prevents it: every module an element loads with `import()` and that reaches its first
 * screen imports the element's `first-screen.ts` (which reaches all of it), so every first-screen module has the same
 * set. Checked here on the real module graph of `src/`, as esbuild resolves it, and on esbuild's actual chunks.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import type * as esbuild from 'esbuild';
import { ROOT, sourceBundle } from './source-bundle.js';

/** Elements whose lazy parts go through their first-screen module: entry → that module. */
const ELEMENTS = {
  inbox: {
    entry: 'src/inbox.ts',
    firstScreen: 'src/components/inbox/first-screen.ts',
    /** A lazy part that reaches some of the first screen (Lit, the words), used to show the checks fail. */
    part: 'src/components/inbox/filter-panel.ts',
  },
  form: {
    entry: 'src/form.ts',
    firstScreen: 'src/components/form/first-screen.ts',
    part: 'src/components/form/steps.ts',
  },
} as const;

interface Graph {
  /** Static imports of each module (paths relative to the repository). */
  imports: Map<string, string[]>;
  /** Every `import()` target. */
  lazy: Set<string>;
  outputs: esbuild.Metafile['outputs'];
}

/** The graph and chunks esbuild makes of `entry` as a user's bundle would (split, ESM, browser). */
async function build(entry: string, overrides: Record<string, string> = {}): Promise<Graph> {
  // A module's text replaced, to show that the checks below catch a lazy part that breaks the rule.
  const change = Object.fromEntries(Object.entries(overrides).map(([path, text]) => [path, () => text]));
  const metafile = await sourceBundle([entry], { minify: true, change });
  const imports = new Map<string, string[]>();
  const lazy = new Set<string>();
  for (const [path, input] of Object.entries(metafile.inputs)) {
    imports.set(
      path,
      input.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path),
    );
    for (const i of input.imports) if (i.kind === 'dynamic-import' && !i.external) lazy.add(i.path);
  }
  return { imports, lazy, outputs: metafile.outputs };
}

function reach(graph: Graph, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const next of graph.imports.get(path) ?? []) visit(next);
  };
  visit(from);
  return seen;
}

/** What breaks the rule: lazily loaded modules that reach the first screen but not its first-screen module. */
function violations(graph: Graph, entry: string, firstScreen: string): string[] {
  const first = reach(graph, entry);
  const found: string[] = [];
  for (const target of graph.lazy) {
    const reached = reach(graph, target);
    const shared = [...reached].filter((path) => first.has(path));
    if (shared.length && !reached.has(firstScreen))
      found.push(`${target} reaches ${shared.slice(0, 3).join(', ')}${shared.length > 3 ? ', …' : ''}`);
  }
  return found.sort();
}

/**
 * The output files holding the first-screen modules (other than the entry). No lazily loaded module is excepted: the
 * event stream's reader (`api/sse.ts`), loaded by every element that subscribes, is handed what it needs of the
 * client's modules by its loader (`ReaderKit`, from `api/events.ts`) instead of importing them: importing them made
 * the client's error and retry modules a small file of their own on every first load.
 */
function firstScreenFiles(graph: Graph, entry: string): Map<string, string[]> {
  const first = reach(graph, entry);
  const files = new Map<string, string[]>();
  for (const [file, output] of Object.entries(graph.outputs)) {
    if (output.entryPoint === entry) continue;
    const modules = Object.keys(output.inputs).filter(
      (path) => first.has(path) && output.inputs[path]!.bytesInOutput > 0,
    );
    if (modules.length) files.set(relative(join(ROOT, 'out-structure'), resolve(ROOT, file)), modules);
  }
  return files;
}

for (const [name, { entry, firstScreen, part }] of Object.entries(ELEMENTS)) {
  describe(`<parley-${name}>'s first screen under esbuild`, () => {
    it('is reached by every lazily loaded module that reaches any of it', async () => {
      const graph = await build(entry);
      assert.ok(graph.lazy.size > 5, `found ${graph.lazy.size} lazily loaded modules`);
      assert.deepEqual(violations(graph, entry, firstScreen), []);
      // The first-screen module reaches all of the first screen, so every module in it gets the same set.
      const missing = [...reach(graph, entry)].filter((path) => path !== entry && !reach(graph, firstScreen).has(path));
      assert.deepEqual(missing, [], `${firstScreen} does not reach these first-screen modules`);
    });

    it('ships as one file beside the entry chunk', async () => {
      const files = firstScreenFiles(await build(entry), entry);
      assert.equal(
        files.size,
        1,
        `first-screen modules in ${files.size} files: ${JSON.stringify([...files], null, 1)}`,
      );
    });

    it('splits when one lazy part does not import its first-screen module (the checks can fail)', async () => {
      const text = readFileSync(join(ROOT, part), 'utf8');
      const without = text.replace(/^import '\.{1,2}\/(?:\.\.\/)*first-screen\.js';\n/m, '');
      assert.notEqual(without, text, `${part} imports its first-screen module`);
      const broken = await build(entry, { [part]: without });
      const found = violations(broken, entry, firstScreen);
      assert.equal(found.length, 1, found.join('\n'));
      assert.ok(found[0]!.startsWith(`${part} reaches `), found[0]);
      assert.ok(firstScreenFiles(broken, entry).size > 1, 'the first screen splits into more files');
    });
  });
}

describe("the event stream's reader", () => {
  it('splits the first screen when it imports a client module the first screen loads (the checks can fail)', async () => {
    const { entry, firstScreen } = ELEMENTS.inbox;
    const sse = 'src/api/sse.ts';
    const text = readFileSync(join(ROOT, sse), 'utf8');
    assert.doesNotMatch(
      text,
      /^import \{[^}]*\} from '\.\/(errors|retry-policy|backoff)\.js';$/m,
      'sse.ts imports them',
    );
    const broken = await build(entry, { [sse]: `import './errors.js';\n${text}` });
    assert.deepEqual(
      violations(broken, entry, firstScreen).map((v) => v.split(' ')[0]),
      [sse],
    );
    assert.ok(firstScreenFiles(broken, entry).size > 1, 'the first screen splits into more files');
  });
});
