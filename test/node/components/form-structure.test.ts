/**
 * The form element's structure, as counted in its sources: every field type lives in its own module behind one
 * registry (each type id used as a field type in at most 2 files of src/components/form: its module and the
 * registry), every file under ~450 lines (DESIGN §1) and no side-effect imports (import cycles are checked for all of
 * src/ in import-cycles.test.ts).
 *
 * A file uses the field type `date` when its code (read with the TypeScript parser, as
 * test/node/composer/kind-ids.test.ts reads the composer, so comments and markup text do not count) has
 *
 * - the id as a string value: a discriminator (`field.type === 'date'`, `case 'date'`), a type (`FieldOf<'date'>`,
 *   `'date' | 'time'`), an argument (`localBounds('date', field)`);
 * - a registry's member: `FIELD_KINDS.date`, `COMMON_KINDS.date`;
 * - an import of its module (`./date.js`, `./fields/date.js`).
 *
 * What a reader tells apart from the field type, and the count does too: an option object's `type` given to a call
 * (`renderInput(view, { type: 'date' })` is the native `<input type>`; `{ type: 'region' }` an `Intl` option), a
 * JavaScript type name (`typeof v === 'number'`), markup (`type="radio"`) and comments.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { FIELD_TYPES } from '../../../src/schemas/forms.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const FOLDER = join(ROOT, 'src/components/form');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const sources = new Map(files(FOLDER).map((path) => [relative(FOLDER, path), readFileSync(path, 'utf8')]));

/** `typeof x === 'number'`: a comparison with JavaScript's own type name. */
const isTypeofComparison = (node: ts.Node): boolean => {
  const parent = node.parent;
  return (
    !!parent &&
    ts.isBinaryExpression(parent) &&
    [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
      parent.operatorToken.kind,
    ) &&
    (ts.isTypeOfExpression(parent.left) || ts.isTypeOfExpression(parent.right))
  );
};

/** `renderInput(view, { type: 'date', … })`, `new Intl.DisplayNames(l, { type: 'region' })`: an option's `type`. */
const isOptionType = (node: ts.Node): boolean => {
  const assignment = node.parent;
  if (!assignment || !ts.isPropertyAssignment(assignment) || assignment.initializer !== node) return false;
  if (!ts.isIdentifier(assignment.name) || assignment.name.text !== 'type') return false;
  const object = assignment.parent;
  const call = object.parent;
  return (
    !!call &&
    (ts.isCallExpression(call) || ts.isNewExpression(call)) &&
    !!call.arguments?.some((argument) => argument === object)
  );
};

/** `field.type`, `type`: what holds a field's type. */
const isTypeOf = (node: ts.Node): boolean =>
  (ts.isIdentifier(node) && /type$/i.test(node.text)) ||
  ((ts.isPropertyAccessExpression(node) || ts.isPropertyAccessChain(node)) && /type$/i.test(node.name.text));

/**
 * A literal where a field type goes: compared with a field's type (`field.type === 'x'`, `case 'x'` of a
 * `switch (field.type)`), a field's `type` written (`{ type: 'x' }`, `{ type: 'x' }` as a type) other than an option
 * given to a call, or a type argument (`FieldOf<'x'>`, `Extract<Field, …>`). Other literals spelt like an id (an
 * action `'text'`, an `Intl` option) are other words.
 */
const standsForFieldType = (node: ts.Node): boolean => {
  let at = node;
  if (ts.isLiteralTypeNode(at.parent)) at = at.parent;
  const parent = at.parent;
  if (ts.isBinaryExpression(parent))
    return !isTypeofComparison(at) && isTypeOf(parent.left === at ? parent.right : parent.left);
  if (ts.isCaseClause(parent)) return isTypeOf(parent.parent.parent.expression);
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && ts.isIdentifier(parent.name))
    return parent.name.text === 'type' && !isOptionType(at);
  if (ts.isUnionTypeNode(parent)) return ts.isTypeReferenceNode(parent.parent) || isTypeArgument(parent);
  return isTypeArgument(at);
};

const isTypeArgument = (node: ts.Node): boolean =>
  ts.isTypeReferenceNode(node.parent) && !!node.parent.typeArguments?.some((argument) => argument === node);

/** The places where `source` uses the field type `id` as a field type (see above), as `line: code` strings. */
export function namings(source: ts.SourceFile, id: string): string[] {
  const found: string[] = [];
  // Paths are relative to src/components/form: `./date.js` from `fields/`, `./fields/date.js` from the folder.
  const isModule = (spec: string) => posix.join(posix.dirname(source.fileName), spec) === `fields/${id}.js`;
  const at = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${node.getText(source).slice(0, 80)}`);
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (isModule(node.moduleSpecifier.text)) at(node);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [spec] = node.arguments;
      if (spec && ts.isStringLiteral(spec) && isModule(spec.text)) at(node);
      return;
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text === id)
      if (standsForFieldType(node)) at(node);
    if (
      (ts.isPropertyAccessExpression(node) || ts.isPropertyAccessChain(node)) &&
      node.name.text === id &&
      ts.isIdentifier(node.expression) &&
      /_KINDS$/.test(node.expression.text)
    )
      at(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const parse = (path: string, text: string) => ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
const parsed = new Map([...sources].map(([path, text]) => [path, parse(path, text)]));

describe('src/components/form structure', () => {
  it('uses each field type id as a field type in its module and the registry only', () => {
    const beyond: string[] = [];
    for (const type of FIELD_TYPES) {
      const home = [`fields/${type}.ts`, 'fields/registry.ts'];
      for (const file of home)
        assert.ok(namings(parsed.get(file)!, type).length > 0, `${file} should name the ${type} field type`);
      for (const [path, source] of parsed)
        if (!home.includes(path)) beyond.push(...namings(source, type).map((where) => `${type}: ${path}:${where}`));
    }
    assert.deepEqual(beyond, [], 'type-specific code outside fields/<type>.ts: make it a member of the FieldKind');
  });

  it("has one registry line per field type, each loading the type's own module", () => {
    const registry = sources.get('fields/registry.ts')!;
    // Rare types load their module on first use; common ones travel with the session's chunk (`COMMON_KINDS`,
    // imported statically from the type's module).
    const common: string[] = [];
    for (const type of FIELD_TYPES) {
      const line = new RegExp(
        `\\b${type}: \\(\\) => (?:import\\('\\./${type}\\.js'\\)|Promise\\.resolve\\(COMMON_KINDS\\.${type}!\\)),`,
      ).exec(registry);
      assert.ok(line, type);
      if (line[0].includes('COMMON_KINDS')) {
        common.push(type);
        assert.match(registry, new RegExp(`import \\{ createKind as ${type} \\} from '\\./${type}\\.js';`), type);
        assert.match(registry, new RegExp(`\\b${type}: \\{ createKind: ${type} \\},`), type);
      }
    }
    assert.equal((registry.match(/import\('/g) ?? []).length, FIELD_TYPES.length - common.length);
  });

  it('keeps every file to one job, under ~450 lines (the session coordinates controllers that own their state)', () => {
    const long = [...sources].filter(([, text]) => text.split('\n').length > 450).map(([path]) => path);
    assert.deepEqual(long, []);
  });

  // One exception: a lazy module's `import './first-screen.js'` (or `'../first-screen.js'`), which keeps the first
  // screen in one chunk under esbuild (decisions 012 and 016; test/node/structure/first-screens.test.ts).
  it('has no side-effect imports but the first screen', () => {
    const found = [...sources]
      .filter(([, text]) =>
        [...text.matchAll(/^import\s+['"]([^'"]+)['"];?$/gm)].some((m) => !/^\.\.?\/first-screen\.js$/.test(m[1]!)),
      )
      .map(([path]) => path);
    assert.deepEqual(found, []);
  });

  it('counts what a reader counts: field type code planted anywhere, not its homonyms', () => {
    const count = (code: string, id: string, path = 'x.ts') => namings(parse(path, code), id).length;
    // Field type code, as it could be planted in any file.
    assert.equal(count(`if (field.type === 'address') {}`, 'address'), 1);
    assert.equal(count('switch (field.type) { case `rating`: break; }', 'rating'), 1);
    assert.equal(count(`type R = FieldOf<"range">;`, 'range'), 1);
    assert.equal(count(`type T = FieldOf<'date' | 'time'>;`, 'time'), 1);
    assert.equal(count(`if (type !== 'color') return;`, 'color'), 1);
    assert.equal(count(`const k = COMMON_KINDS.text!; FIELD_KINDS.url();`, 'text'), 1);
    assert.equal(count(`const k = COMMON_KINDS.text!; FIELD_KINDS.url();`, 'url'), 1);
    assert.equal(count(`import { createKind } from './fields/color.js';`, 'color'), 1);
    assert.equal(count(`const m = () => import('./address.js');`, 'address', 'fields/x.ts'), 1);
    assert.equal(count(`import { phoneLibrary } from '../../core/phone.js';`, 'phone'), 0);
    assert.equal(count(`const fallback = { key: 'x', type: 'text' };`, 'text'), 1);
    // Homonyms: an option's `type` given to a call, JavaScript's own type names, markup, comments, other words.
    assert.equal(count(`renderInput(view, { type: 'text', ltr: true });`, 'text'), 0);
    assert.equal(count(`new Intl.DisplayNames([l], { type: 'region' });`, 'region'), 0);
    assert.equal(count(`typeof value === 'number'`, 'number'), 0);
    assert.equal(count('html`<input type="radio" part="checkbox">`', 'radio'), 0);
    assert.equal(count("/** Says `text` aloud. */\n// field.type === 'email'\nlet x;", 'text'), 0);
    assert.equal(count("// field.type === 'email'\nlet x;", 'email'), 0);
    assert.equal(count(`const s = field.text; const textarea = 1; import('./texts.js');`, 'text'), 0);
    assert.equal(count(`type Action = 'save' | 'text'; if (action === 'text') run('text');`, 'text'), 0);
  });
});
