/**
 * Controllers own their state, and each part of the composer is handed the owners it uses, not one adapter object
 * that bundles them. Read with the TypeScript checker over `src/components/composer`:
 *
 * - no constructor takes more than {@link MAX_PARAMETERS} parameters, so a reader of a part sees its dependencies;
 * - no interface or object type the folder declares and a constructor takes has more than {@link MAX_MEMBERS}
 *   members (inherited ones counted). The owners themselves (the element, `DraftEditor`, `StoredDraft`, `TeamAgents`:
 *   classes) are not bags and are not counted; Lit's and the DOM's types are not the folder's own.
 * - no `as unknown as` cast and no `Object.create` (what the old adapter was re-created with).
 *
 * Before the adapter was retired this failed: `ComposerHost` (`extras-host.ts`, 13 members: the element, the editor,
 * words, locale, the sending agent, request/problems/refuse/wire/prepare, store, announce, reloadSchedules) was the
 * first parameter of `SendLifecycle`, `Extras`, `Sender`, `LinkShortening`, `TestSend`, `Templates` and `BlastMode`.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const REPO = join(import.meta.dirname, '../../..');
const ROOT = join(REPO, 'src/components/composer');
/** The most parameters a constructor takes (today's most: the send lifecycle, the extras and their parts, 5). */
const MAX_PARAMETERS = 5;
/** The most members of an interface a part is given (today's most: `DraftEditorOptions`, 6). */
const MAX_MEMBERS = 6;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const sources = files(ROOT);
const config = ts.getParsedCommandLineOfConfigFile(
  join(REPO, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
assert.ok(config, 'tsconfig.json parses');
const program = ts.createProgram(sources, config.options);
const checker = program.getTypeChecker();

const inFolder = (node: ts.Node) => !relative(ROOT, node.getSourceFile().fileName).startsWith('..');
const where = (node: ts.Node) => {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${relative(REPO, file.fileName)}:${line + 1}`;
};

interface Constructor {
  name: string;
  at: string;
  parameters: readonly ts.ParameterDeclaration[];
}

const constructors: Constructor[] = [];
for (const path of sources) {
  const file = program.getSourceFile(path);
  assert.ok(file, `${path} is in the program`);
  const visit = (node: ts.Node): void => {
    if (ts.isConstructorDeclaration(node) && ts.isClassLike(node.parent))
      constructors.push({
        name: node.parent.name?.text ?? '(anonymous class)',
        at: where(node),
        parameters: node.parameters,
      });
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/** The folder's own interfaces and object types in `type` (each member of a union), with their member counts. */
function bags(type: ts.Type): { name: string; members: number }[] {
  if (type.isUnion() || type.isIntersection()) return type.types.flatMap(bags);
  const declarations = (type.aliasSymbol ?? type.getSymbol())?.getDeclarations() ?? [];
  const own = declarations.filter(
    (d) => inFolder(d) && (ts.isInterfaceDeclaration(d) || ts.isTypeLiteralNode(d) || ts.isTypeAliasDeclaration(d)),
  );
  if (!own.length || declarations.some((d) => ts.isClassLike(d))) return [];
  return [{ name: checker.typeToString(type), members: checker.getPropertiesOfType(type).length }];
}

test('the composer declares its classes and their constructors where the checker finds them', () => {
  // The classes this test is about are there (a moved folder would otherwise pass with nothing checked).
  const names = new Set(constructors.map((c) => c.name));
  for (const name of ['SendLifecycle', 'Extras', 'Sender', 'LinkShortening', 'TestSend', 'Templates', 'BlastMode'])
    assert.ok(
      names.has(name),
      `${name} has a constructor in src/components/composer (found: ${[...names].join(', ')})`,
    );
});

test(`every constructor in src/components/composer takes at most ${MAX_PARAMETERS} parameters`, () => {
  const over = constructors
    .filter((c) => c.parameters.length > MAX_PARAMETERS)
    .map((c) => `${c.name} (${c.at}): ${c.parameters.length}`);
  assert.deepEqual(over, [], `constructors with more than ${MAX_PARAMETERS} parameters: ${over.join('; ')}`);
});

test(`no constructor is given an object of more than ${MAX_MEMBERS} members that the folder declares`, () => {
  const over: string[] = [];
  let checked = 0;
  for (const c of constructors)
    for (const p of c.parameters) {
      for (const bag of bags(checker.getTypeAtLocation(p))) {
        checked++;
        if (bag.members > MAX_MEMBERS)
          over.push(`${c.name} (${c.at}): ${p.name.getText()}: ${bag.name}, ${bag.members}`);
      }
    }
  // The small interfaces exist and are counted (`ComposerVoice`, `SendableDraft`, `ExtrasReach`…): not vacuous.
  assert.ok(checked >= 10, `the folder's own interfaces were counted (${checked} parameters)`);
  assert.deepEqual(over, [], `parameters typed with a bag of more than ${MAX_MEMBERS} members: ${over.join('; ')}`);
});

test('no `as unknown as` cast and no `Object.create` in src/components/composer', () => {
  const found = sources.flatMap((path) => {
    const code = readFileSync(path, 'utf8');
    return [/\bas unknown as\b/, /\bObject\.create\(/]
      .filter((re) => re.test(code))
      .map((re) => `${relative(REPO, path)}: ${re.source}`);
  });
  assert.deepEqual(found, []);
});
