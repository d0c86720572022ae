/**
 * The form element's structure, as counted in its sources: every field type lives in its own module behind one
 * registry (each type id named in at most 2 files of src/components/form: its module and the registry), every file
 * under ~450 lines (DESIGN §1) and no side-effect imports (import cycles are checked for all of src/ in
 * import-cycles.test.ts).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
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

/** A quoted literal naming `id`, not counting JavaScript's own type names (`typeof v === 'number'`). */
function names(source: string, id: string): boolean {
  const code = source.replace(/typeof\s+[\w.$#?[\]]+\s*[!=]==?\s*(['"`])\w+\1/g, '');
  return new RegExp(`(['"\`])${id}\\1`).test(code);
}

describe('src/components/form structure', () => {
  it('names each field type id in at most 2 files (its module and the registry)', () => {
    const over: string[] = [];
    for (const type of FIELD_TYPES) {
      const where = [...sources].filter(([, text]) => names(text, type)).map(([path]) => path);
      if (where.length > 2) over.push(`${type}: ${where.join(', ')}`);
      assert.ok(where.includes(`fields/${type}.ts`), `fields/${type}.ts should define the ${type} field type`);
    }
    assert.deepEqual(over, []);
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

  it('counts what it claims to count (a literal is found, JavaScript type names are not)', () => {
    assert.equal(names(`if (field.type === 'address') {}`, 'address'), true);
    assert.equal(names(`typeof value === 'number'`, 'number'), false);
    assert.equal(names(`FieldOf<"range">`, 'range'), true);
  });
});
