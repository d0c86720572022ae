/**
 * Where each composer content kind is named in `src/components/composer`, counted as a reader counts with grep: the
 * id as a whole word (`grep -w`), whether a quoted string (`'card'`, `part="card"`), an identifier or member
 * (`card`, `rcs.card`, `{ card }`), a module path (`./card.js`) or a CSS class (`.card`), plus its label key
 * `kind_<id>`; comments do not count (a comment may mention a kind without handling it). Words joined by a hyphen
 * (`preview-card`, `p-card`) or into a longer identifier (`cardFields`, `emptyCard`, `cards`) are other words, and
 * so is the CSS at-rule `@media`.
 *
 * The aim is 2 files per kind: its module in `kinds/` and the registry (`kinds/index.ts`). A kind with a part that is
 * not on the composer's first screen has that part in `kinds/<id>.later.ts`, listed in `kinds/later.ts` (a module is
 * in one chunk, so the first screen's half and the lazy half cannot share a file): 4 files. And the grep does not
 * know what a word means, so a homonym counts too (a suggestion's or the fallback's `text`, the result `card`, a
 * card's `media`). The files that name a kind today beyond its module and the registry are listed below with why. A file that starts
 * naming a kind fails the test until it is listed (or the kind's code moves into its module), and a listed file that
 * no longer names it fails too, so the list only shrinks. The "at most 2" test is a todo until the list is empty.
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

/** Source without comments; a `//` inside a string (`https://…`) is kept. */
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const kindIds = files(join(ROOT, 'kinds')).flatMap((path) =>
  [...code(path).matchAll(/^\s*id:\s*'([a-z]+)'/gm)].map((m) => m[1]!),
);

/** The id as a whole word (see above), or its label key. */
const naming = (id: string) => new RegExp(`(?<![\\w$@-])${id}(?![\\w$-])|\\bkind_${id}\\b`);

const namingFiles = (id: string) =>
  files(ROOT)
    .filter((path) => naming(id).test(code(path)))
    .map((path) => relative(ROOT, path))
    .sort();

const TEXT_HOMONYM = "the wire's other `text` fields (a suggestion's label, the SMS/MMS body) and text variables";
const RESULT_CARD = 'the result card after a send (`ResultCard`), not the card kind';
const LATER_HALF =
  'its part that comes with `later.ts` (editor, preview, problem words): one file cannot be on both sides';
const LATER_LIST = "the list of the kinds' `later.ts` parts (the first screen's registry cannot import them)";

/** Files beyond the kind's module and the registry that name it today, and why. Shorten it; do not grow it. */
const SPREAD: Record<string, Record<string, string>> = {
  text: {
    'blast-mode.ts': TEXT_HOMONYM,
    'composer.component.ts': TEXT_HOMONYM,
    'cost-line.ts': TEXT_HOMONYM,
    'editors.ts': TEXT_HOMONYM,
    'extras-host.ts': TEXT_HOMONYM,
    'kinds/carousel.later.ts': "a drag's `text/plain` data",
    'link-shortening.ts': TEXT_HOMONYM,
    'model.ts': TEXT_HOMONYM,
    'more-editors.ts': TEXT_HOMONYM,
    'preview-parts.ts': TEXT_HOMONYM,
    'problems.ts': "the path `rcs.text`'s label, beside the homonyms",
    'result.ts': TEXT_HOMONYM,
    'scheduled-section.ts': TEXT_HOMONYM,
    'send-lifecycle.ts': TEXT_HOMONYM,
    'summary.ts': 'short links measure `rcs.text` (the text kind), beside the homonyms',
    'test-send.ts': TEXT_HOMONYM,
  },
  media: {
    'kinds/card.later.ts': "a rich card's `media` fields and picture",
    'kinds/later.ts': LATER_LIST,
    'model.ts': "a rich card's `media` (cleaned with the card)",
    'preview-parts.ts': 'the picture box (`.media`) of cards, media messages and MMS',
    'preview-parts.styles.ts': 'the picture box (`.media`) of every preview',
  },
  card: {
    'kinds/card.later.ts': LATER_HALF,
    'kinds/carousel.later.ts': 'a carousel\'s cards are rich cards (`cardFields`, `cardView`, `part="card"`)',
    'kinds/later.ts': LATER_LIST,
    'model.ts': 'rich-card cleaning (`cleanCard`), shared by the card and carousel kinds',
    'problems.ts': 'a refused field in a folded carousel card opens that card (`.cards.N`)',
    'result.ts': RESULT_CARD,
    'send-lifecycle.ts': RESULT_CARD,
    'summary.ts': RESULT_CARD,
  },
  carousel: {
    'kinds/carousel.later.ts': LATER_HALF,
    'kinds/later.ts': LATER_LIST,
  },
};

test('the kind modules declare the four kinds of the schema', () => {
  assert.deepEqual([...kindIds].sort(), ['card', 'carousel', 'media', 'text']);
});

for (const id of ['text', 'media', 'card', 'carousel']) {
  const home = [`kinds/${id}.ts`, 'kinds/index.ts'];

  test(`the composer kind '${id}' is named by its module and the registry`, () => {
    const named = namingFiles(id);
    for (const file of home) assert.ok(named.includes(file), `${file} names '${id}'`);
  });

  test(`no file names the composer kind '${id}' beyond its module, the registry and the recorded spread`, () => {
    const beyond = namingFiles(id).filter((file) => !home.includes(file));
    const recorded = Object.keys(SPREAD[id] ?? {}).sort();
    assert.deepEqual(
      beyond.filter((file) => !recorded.includes(file)),
      [],
      `'${id}' is named by new files: move the code into kinds/${id}.ts (or, for a homonym, record it in SPREAD)`,
    );
    assert.deepEqual(
      recorded.filter((file) => !beyond.includes(file)),
      [],
      `these files no longer name '${id}': remove them from SPREAD`,
    );
  });

  test(
    `the composer kind '${id}' is named in at most 2 files of src/components/composer`,
    { todo: Object.keys(SPREAD[id] ?? {}).length ? `recorded spread of '${id}' (SPREAD)` : false },
    () => {
      const named = namingFiles(id);
      assert.ok(named.length <= 2, `'${id}' is named in ${named.length} files: ${named.join(', ')}`);
    },
  );
}
