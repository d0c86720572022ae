/**
 * Where each composer content kind is named in `src/components/composer`, counted as a reader counts: the kind id
 * used as a kind, not every word that happens to be spelt like it. A file names the kind `card` when its code (read
 * with the TypeScript parser, so comments and markup text do not count) has
 *
 * - the id as a string value: a discriminator (`kind === 'card'`, `case 'card'`, `id: 'card'`), a label, a path into
 *   the message's content (`['rcs', 'card']`), a type (`'card' | 'media'`);
 * - its label key `kind_card`, as an identifier or inside a string (`h.t('kind_card')`);
 * - the content's member: `rcs.card`, `request.rcs?.card`, `{ card } = rcs`, or a key of an `rcs: { … }` literal;
 * - an import of its module (`./kinds/card.js`, `./card.later.js`).
 *
 * What a reader tells apart from the kind, and the count does too: a field of the same name in a path inside something
 * else (a suggestion's or the fallback's `text`, a rich card's `media`: `[...card, 'media', 'url']`), members and
 * keys of other objects (`fallback.text`, `card.media`), local names, and markup (`part="card"`, `class="carousel"`).
 *
 * A kind's home is its module `kinds/<id>.ts` and the registry `kinds/index.ts`. A kind shown only once `later.ts`
 * has arrived also has its lazy half `kinds/<id>.later.ts`, listed in `kinds/later.ts`: a module is in one chunk, so
 * the first screen's half and the lazy half cannot share a file. That boundary is allowed only while the decision
 * record on composer kinds explains it. Everything else about a kind (its editor, preview, problem words, what
 * carries over on a switch, what short links measure, what hides a field) is a member of those modules.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, basename } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { RcsContent } from '../../../src/schemas/messages.js';

const ROOT = join(import.meta.dirname, '../../../src/components/composer');
const RECORD = join(import.meta.dirname, '../../../docs/decisions/024-composer-kinds.md');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
const parse = (path: string) => {
  let source = parsed.get(path);
  if (!source)
    parsed.set(path, (source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)));
  return source;
};

/** The kind ids the kind modules declare (`id: 'card'`). */
const kindIds = files(join(ROOT, 'kinds')).flatMap((path) => {
  const ids: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'id' &&
      ts.isStringLiteral(node.initializer)
    )
      ids.push(node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(parse(path));
  return ids;
});

/** `rcs`, `request.rcs`, `m.rcs!`: an expression that is the message's content. */
const isContent = (node: ts.Expression): boolean => {
  const e = ts.isNonNullExpression(node) || ts.isParenthesizedExpression(node) ? node.expression : node;
  return (
    (ts.isIdentifier(e) && e.text === 'rcs') ||
    ((ts.isPropertyAccessExpression(e) || ts.isPropertyAccessChain(e)) && e.name.text === 'rcs')
  );
};

const nameText = (name: ts.PropertyName | ts.BindingName | undefined): string | undefined =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;

/** The places where `path` names the kind `id` as a kind (see above), as `line: source` strings. */
export function namings(path: string, id: string, source = parse(path)): string[] {
  const found: string[] = [];
  const label = new RegExp(`\\bkind_${id}\\b`);
  const at = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${node.getText(source).slice(0, 80)}`);
  };
  const visit = (node: ts.Node): void => {
    // An import of the kind's module (either half).
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (new RegExp(`^${id}(\\.later)?\\.js$`).test(basename(node.moduleSpecifier.text))) at(node);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [spec] = node.arguments;
      if (spec && ts.isStringLiteral(spec) && new RegExp(`^${id}(\\.later)?\\.js$`).test(basename(spec.text))) at(node);
      return;
    }
    if (ts.isIdentifier(node) && label.test(node.text)) at(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const markup = ts.isTaggedTemplateExpression(node.parent);
      if (label.test(node.text)) at(node);
      else if (node.text === id && !markup) {
        // In a path, a segment after anything but `'rcs'` is a field of that thing (`[...card, 'media', 'url']`).
        const list = node.parent;
        const before = ts.isArrayLiteralExpression(list) ? list.elements[list.elements.indexOf(node) - 1] : undefined;
        const field = before !== undefined && !(ts.isStringLiteral(before) && before.text === 'rcs');
        if (!field) at(node);
      }
    }
    // Label keys written in template text (`h.t(\`kind_card\`)`), markup aside.
    if ((ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) && label.test(node.text))
      at(node);
    // The content's member: `rcs.card`, `rcs?.card`, `rcs['card']` (the last as a string above).
    if ((ts.isPropertyAccessExpression(node) || ts.isPropertyAccessChain(node)) && node.name.text === id)
      if (isContent(node.expression)) at(node);
    // `const { card } = rcs`.
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer)
      if (isContent(node.initializer))
        for (const el of node.name.elements) if ((nameText(el.propertyName) ?? nameText(el.name)) === id) at(el);
    // A key of the content as an object literal: `rcs: { card: … }`.
    if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      nameText(node.name) === id &&
      ts.isObjectLiteralExpression(node.parent) &&
      ts.isPropertyAssignment(node.parent.parent) &&
      nameText(node.parent.parent.name) === 'rcs'
    )
      at(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const namingFiles = (id: string) =>
  files(ROOT)
    .filter((path) => namings(path, id).length > 0)
    .map((path) => relative(ROOT, path))
    .sort();

/** The decision record explains the chunk boundary that gives a kind a second, lazy half and a second list. */
const record = existsSync(RECORD) ? readFileSync(RECORD, 'utf8') : '';
const boundaryRecorded =
  record.includes('`kinds/<kind>.later.ts`') && record.includes('`kinds/later.ts`') && /one chunk/.test(record);

/** The schema's content kinds: the members of `rcs` besides its suggestions (`RcsContent`, "exactly one of"). */
const schemaKinds = Object.keys(RcsContent._zod.def.shape).filter((key) => key !== 'suggestions');

test('the kind modules declare the content kinds of the schema, each once', () => {
  assert.deepEqual([...kindIds].sort(), [...schemaKinds].sort());
});

test('decision 024 records why a kind with a lazy half is named in two more files', () => {
  assert.ok(boundaryRecorded, 'docs/decisions/024-composer-kinds.md explains kinds/<kind>.later.ts and kinds/later.ts');
});

test('the count tells a kind from a homonym, and finds kind code planted anywhere', () => {
  const count = (code: string, id: string) =>
    namings('x.ts', id, ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true)).length;
  // Kind code, as it could be planted in any file.
  assert.equal(count(`if (kind === 'carousel') x();`, 'carousel'), 1);
  assert.equal(count(`if (kind.id !== "card") x();`, 'card'), 1);
  assert.equal(count('switch (k) { case `media`: break; }', 'media'), 1);
  assert.equal(count(`const n = request.rcs?.carousel?.cards.length;`, 'carousel'), 1);
  assert.equal(count(`const c = rcs!.card;`, 'card'), 1);
  assert.equal(count(`const { text } = draft.rcs;`, 'text'), 1);
  assert.equal(count(`h.edit(['rcs', 'media', 'url'], u);`, 'media'), 1);
  assert.equal(count(`const body = { rcs: { text: '' } };`, 'text'), 1);
  assert.equal(count(`t('kind_card')`, 'card'), 1);
  assert.equal(count(`import { card } from './kinds/card.js';`, 'card'), 1);
  assert.equal(count(`const later = () => import('./carousel.later.js');`, 'carousel'), 1);
  // Homonyms: fields of the same name elsewhere, other objects' members, locals, markup.
  assert.equal(count(`h.edit([...path, 'text'], s.text); const text = f.text;`, 'text'), 0);
  assert.equal(count(`field(h, [...card, 'media', 'url']); pictureBox(card.media);`, 'media'), 0);
  assert.equal(count(`const s = { type: 'reply', text: '' };`, 'text'), 0);
  assert.equal(count('html`<li class="card" part="card">${x}</li>`', 'card'), 0);
  assert.equal(count(`// kind === 'card'\n/* rcs.card */`, 'card'), 0);
});

for (const id of kindIds) {
  const module = `kinds/${id}.ts`;
  const lazyHalf = `kinds/${id}.later.ts`;
  const home = [module, 'kinds/index.ts'];
  if (boundaryRecorded && existsSync(join(ROOT, lazyHalf))) home.push(lazyHalf, 'kinds/later.ts');

  test(`the composer kind '${id}' is named by its module and the registry`, () => {
    const named = namingFiles(id);
    for (const file of [module, 'kinds/index.ts']) assert.ok(named.includes(file), `${file} names '${id}'`);
  });

  test(`the composer kind '${id}' is named in its module and the registry only (and its lazy half and list)`, () => {
    const beyond = files(ROOT)
      .filter((path) => !home.includes(relative(ROOT, path)))
      .flatMap((path) => namings(path, id).map((where) => `${relative(ROOT, path)}:${where}`));
    assert.deepEqual(beyond, [], `'${id}' is used as a kind outside kinds/${id}*.ts: make it a member of the kind`);
    assert.ok(namingFiles(id).length <= (home.length > 2 ? 4 : 2));
  });
}
