/**
 * The editors' data, made as `npm run build` makes it (scripts/build.ts `analyze`: the analyzer with
 * custom-elements-manifest.config.mjs, then scripts/editor-data.ts) into a temporary folder. Every attribute typed
 * with string literals, through aliases too (`theme: ThemeMode`), offers its values in VS Code
 * (html-custom-data.json) and JetBrains (web-types.json); web-types gives those types as their values, never as an
 * alias name the editor cannot look up.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, test } from 'node:test';
import { elementsOf, writeEditorData, type ElementDoc } from '../../../scripts/editor-data.js';

const ROOT = join(import.meta.dirname, '../../..');

interface Value {
  name: string;
}
interface VsCodeData {
  tags: { name: string; attributes: { name: string; description: string; values?: Value[] }[] }[];
}
interface WebTypes {
  contributions: {
    html: {
      elements: {
        name: string;
        attributes: { name: string; value: { type: string; kind: string }; values?: Value[] }[];
        js: { properties: { name: string; type?: string }[] };
      }[];
    };
  };
}

/** What an attribute's text can be without a list of values. */
const PRIMITIVE = /^(string|number|boolean)( \| (undefined|null))*$/;

let dir: string;
let elements: ElementDoc[];
let vscode: VsCodeData;
let webTypesText: string;
let webTypes: WebTypes;
let vscodeText: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'parley-editor-data-'));
  // As scripts/build.ts `analyze` runs it: the analyzer joins --outdir to the working directory.
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/@custom-elements-manifest/analyzer/cem.js'),
      'analyze',
      '--quiet',
      '--outdir',
      relative(ROOT, dir),
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stderr);
  await writeEditorData(dir);
  elements = elementsOf(JSON.parse(readFileSync(join(dir, 'custom-elements.json'), 'utf8')));
  vscodeText = readFileSync(join(dir, 'html-custom-data.json'), 'utf8');
  vscode = JSON.parse(vscodeText);
  webTypesText = readFileSync(join(dir, 'web-types.json'), 'utf8');
  webTypes = JSON.parse(webTypesText);
});
after(() => rmSync(dir, { recursive: true, force: true }));

const vscodeAttribute = (tag: string, name: string) =>
  vscode.tags.find((t) => t.name === tag)?.attributes.find((a) => a.name === name);
const webAttribute = (tag: string, name: string) =>
  webTypes.contributions.html.elements.find((e) => e.name === tag)?.attributes.find((a) => a.name === name);
const names = (values: Value[] | undefined) => values?.map((v) => v.name);

test('every attribute not typed as text, a number or a flag lists its values, the same in both editors', () => {
  let withValues = 0;
  for (const { tag, declaration } of elements)
    for (const attribute of declaration.attributes ?? []) {
      const declared = attribute.type?.text ?? 'string';
      const inVsCode = vscodeAttribute(tag, attribute.name);
      const inWebTypes = webAttribute(tag, attribute.name);
      assert.ok(inVsCode && inWebTypes, `<${tag} ${attribute.name}> is in both editors' data`);
      if (PRIMITIVE.test(declared)) {
        assert.equal(inVsCode.values, undefined, `<${tag} ${attribute.name}>: ${declared}`);
        assert.deepEqual(inWebTypes.value, { type: declared, kind: 'plain' });
        continue;
      }
      const values = names(inVsCode.values);
      assert.ok(values?.length, `<${tag} ${attribute.name}> (${declared}) lists its values in html-custom-data.json`);
      assert.deepEqual(names(inWebTypes.values), values, `<${tag} ${attribute.name}> in web-types.json`);
      assert.equal(inWebTypes.value.type, 'enum');
      withValues++;
    }
  assert.ok(withValues >= 10, `${withValues} attributes with values`);
});

test('aliases are resolved to their literals, in the order they are written, inherited ones too', () => {
  for (const { tag } of elements) {
    assert.deepEqual(names(vscodeAttribute(tag, 'theme')?.values), ['light', 'dark', 'auto'], tag);
    assert.deepEqual(names(webAttribute(tag, 'theme')?.values), ['light', 'dark', 'auto'], tag);
    assert.match(vscodeAttribute(tag, 'theme')!.description, /Type: `'light' \| 'dark' \| 'auto'`/);
  }
  assert.deepEqual(names(vscodeAttribute('parley-blast', 'channel')?.values), ['SMS', 'MMS', 'RCS']);
  assert.deepEqual(names(vscodeAttribute('parley-form', 'layout')?.values), ['page', 'steps']);
  assert.deepEqual(names(vscodeAttribute('parley-inbox', 'group-by')?.values), ['contact']);
  const inbox = webTypes.contributions.html.elements.find((e) => e.name === 'parley-inbox')!;
  assert.equal(inbox.js.properties.find((p) => p.name === 'theme')?.type, "'light' | 'dark' | 'auto'");
});

test("no alias name of an attribute's type reaches the editors' data", () => {
  // Attributes hold text, so an attribute typed with a name (`ThemeMode`) is typed with an alias of literals.
  const aliases = new Set(
    elements.flatMap(({ declaration }) =>
      (declaration.attributes ?? []).map((a) => a.type?.text ?? '').filter((t) => /^[A-Z]\w*$/.test(t)),
    ),
  );
  assert.ok(aliases.has('ThemeMode'), [...aliases].join());
  for (const alias of aliases) {
    assert.doesNotMatch(webTypesText, new RegExp(`\\b${alias}\\b`), `web-types.json names ${alias}`);
    assert.doesNotMatch(vscodeText, new RegExp(`\\b${alias}\\b`), `html-custom-data.json names ${alias}`);
  }
  for (const element of webTypes.contributions.html.elements)
    for (const attribute of element.attributes)
      assert.ok(
        attribute.value.type === 'enum' || PRIMITIVE.test(attribute.value.type),
        `<${element.name} ${attribute.name}>: ${attribute.value.type}`,
      );
});
