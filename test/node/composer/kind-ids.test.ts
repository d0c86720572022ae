/**
 * Kinds in one place: each composer content kind id is named in at most 2 files of `src/components/composer` (its
 * module in `kinds/`, and at most one other), so adding a kind is its module, its registry line, its words and its
 * schema. The ids are read from the kind modules (`id: '…'`), so a new kind is counted without changing this test.
 *
 * "Named" means spelled where a kind is meant: its declaration (`id: 'card'`), its label key (`kind_card`), RCS
 * content's member (`rcs.card`, `rcs?.card`, `'rcs.card…'`, `['rcs', 'card']`), or a comparison or `case` with the
 * literal (`kind === 'card'`, `part === 'card'`). Other objects' fields that share the word (the fallback's `text`, a
 * card's `media`, `<input type="text">`, `part="card"`) are not kinds and are not counted.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

const ROOT = join(import.meta.dirname, '../../../src/components/composer');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Source without comments: a comment may mention a kind ("a carousel's cards") without handling it. */
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const kindIds = files(join(ROOT, 'kinds')).flatMap((path) =>
  [...code(path).matchAll(/^\s*id:\s*'([a-z]+)'/gm)].map((m) => m[1]!),
);

/** Where a kind is spelled as a kind (see above). */
const named = (id: string) => {
  const q = `['"\`]${id}['"\`]`;
  return new RegExp(
    [
      `\\bid:\\s*${q}`,
      `\\bkind_${id}\\b`,
      `\\brcs\\??\\.${id}\\b`,
      `['"\`]rcs['"\`],\\s*${q}`,
      `[!=]==?\\s*${q}`,
      `${q}\\s*[!=]==?`,
      `\\bcase\\s+${q}`,
    ].join('|'),
  );
};

test('the kind modules declare the four kinds of the schema', () => {
  assert.deepEqual([...kindIds].sort(), ['card', 'carousel', 'media', 'text']);
});

for (const id of ['text', 'media', 'card', 'carousel']) {
  test(`the composer kind '${id}' is named in at most 2 files of src/components/composer`, () => {
    const naming = files(ROOT).filter((path) => named(id).test(code(path)));
    assert.ok(
      naming.length <= 2,
      `'${id}' is named in ${naming.length} files: ${naming.map((p) => relative(ROOT, p)).join(', ')}`,
    );
    assert.ok(
      naming.some((p) => relative(ROOT, p) === `kinds/${id}.ts`),
      `kinds/${id}.ts declares it`,
    );
  });
}
