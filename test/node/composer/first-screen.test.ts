/**
 * The composer's first screen ships as one file under esbuild (docs/decisions/012-size-budgets.md): esbuild puts a
 * module in the chunk of the exact set of entry points (the entry and every `import()` target) reaching it, so when
 * the lazy `later.ts` reaches only part of the first screen, the element's own modules and the shared ones go in two
 * files compressed apart. `later.ts` and its parts go through `first-screen.ts`, which reaches all of it (it re-exports
 * the element). Checked on esbuild's actual chunks of `src/composer.ts`, and shown to fail without that.
 */
import assert from 'node:assert/strict';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { OUTDIR, ROOT, sourceBundle } from '../structure/source-bundle.js';

const COMPOSER = 'src/components/composer/';
/** First-screen modules outside the folder that the lazy parts reach too: they belong in the same file. */
const SHARED = new Set(['src/components/shared/define.ts', 'src/components/shared/parley-base.ts']);

/** Every module of the last `firstLoad`'s initial load. */
let loaded: string[] = [];

/** For each output file of the initial load, the composer modules in it (paths relative to the repository). */
async function firstLoad(overrides: Record<string, (text: string) => string> = {}): Promise<string[][]> {
  const { outputs } = await sourceBundle({ main: join(ROOT, 'src/composer.ts') }, { minify: true, change: overrides });
  const byName = new Map(Object.entries(outputs).map(([path, output]) => [relative(ROOT, path), output]));
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file) || !byName.has(file)) return;
    initial.add(file);
    for (const imp of byName.get(file)!.imports) if (imp.kind === 'import-statement') visit(imp.path);
  };
  visit(`${OUTDIR}/main.js`);
  loaded = [...initial].flatMap((file) => Object.keys(byName.get(file)!.inputs));
  return [...initial]
    .map((file) =>
      Object.keys(byName.get(file)!.inputs).filter((input) => input.startsWith(COMPOSER) || SHARED.has(input)),
    )
    .filter((modules) => modules.length > 0);
}

test("the composer's first-screen modules are in one file of esbuild's initial load", async () => {
  const files = await firstLoad();
  assert.equal(files.length, 1, `composer modules in ${files.length} files: ${JSON.stringify(files)}`);
  assert.ok(files[0]!.includes(`${COMPOSER}composer.component.ts`));
  assert.ok(files[0]!.includes(`${COMPOSER}kinds/index.ts`));
  for (const shared of SHARED) assert.ok(files[0]!.includes(shared), shared);
});

test('when the lazy parts reach the first screen without the element (first-screen.ts not re-exporting it), they split', async () => {
  const files = await firstLoad({
    [`${COMPOSER}first-screen.ts`]: (text) => text.replace(/^export \{ ParleyComposer \}.*$/m, ''),
  });
  assert.ok(files.length > 1, `expected a split, got ${JSON.stringify(files)}`);
});

test('the first screen carries no API transport: it comes with the parts that call the service', async () => {
  await firstLoad();
  const api = loaded.filter((input) =>
    /^src\/api\/(transport|jwt|errors|retry-policy|backoff|client)\.ts$/.test(input),
  );
  assert.deepEqual(api, [], 'transport code in the initial load');
  assert.ok(loaded.includes(`${COMPOSER}composer.component.ts`));
});

test('a composer built on ParleyElement (its transport at once) has it on the first screen', async () => {
  await firstLoad({
    [`${COMPOSER}composer.component.ts`]: (text) =>
      text
        .replace(
          "import { ParleyBase } from '../shared/parley-base.js';",
          "import { ParleyElement as ParleyBase } from '../shared/parley-element.js';",
        )
        .replace(/\n  get api\(\): ApiTransport \{[^]*?\n  \}\n/, '\n'),
  });
  assert.ok(loaded.includes('src/api/transport.ts'), 'the check above would see it');
});
