/**
 * Production bundles carry no response schema (docs/decisions/013-zod-and-response-checks.md): a route names its
 * response's schema by a key (`api/route-schemas.ts`), and only the development check (`response-schemas.dev.ts`)
 * maps keys to schemas. Read from esbuild's production bundles of the sources (`#response-check` → the module that
 * checks nothing, as users' builds resolve it):
 * - no route module imports a schema module or zod, statically or with `import()` (a loader);
 * - no module of any element's bundle reaches a response schema module, through any import, except the contact
 *   panel's edit, which checks what people type with the service's own request schema (`contact-panel/patch.ts`);
 * - no chunk of the form's or the composer's bundles, nor of the inbox's first screen and first minute (the parts of
 *   bench/fully-usable.ts), holds one.
 * The response schema modules are the ones the development check loads, read from its own module graph. The last
 * test shows the checks fail when a route names its schema by a loader again.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Metafile } from 'esbuild';
import { FIRST_MINUTE, type FullElement } from '../../../bench/fully-usable.js';
import { sourceBundle } from './source-bundle.js';

/** The modules that call the service's routes. */
const ROUTE_MODULES = [
  'src/api/forms.ts',
  'src/api/messages.ts',
  'src/api/conversations.ts',
  'src/api/conversation-list.ts',
  'src/api/links-agents.ts',
  'src/api/reach.ts',
  'src/api/team.ts',
  'src/api/contacts-blasts.ts',
  'src/api/route-schemas.ts',
  'src/api/transport.ts',
  'src/api/response-check.ts',
  'src/components/inbox/team-api.ts',
];
/** Modules that validate what people type with a request schema of the service (not a response check). */
const INPUT_CHECKS = new Set(['src/components/contact-panel/patch.ts']);
const ENTRIES = [
  'src/inbox.ts',
  'src/composer.ts',
  'src/form.ts',
  'src/blast.ts',
  'src/contact-panel.ts',
  'src/link-stats.ts',
  'src/agent-identity.ts',
  'src/index.ts',
];
const ZOD = /^node_modules\/zod\//;

/** What the development check loads: the schema modules its two modules import (not what those import in turn). */
async function responseSchemaModules(): Promise<Set<string>> {
  const { inputs } = await sourceBundle(['src/api/response-check.dev.ts']);
  const modules = ['src/api/response-check.dev.ts', 'src/api/response-schemas.dev.ts'].flatMap((m) =>
    (inputs[m]?.imports ?? []).map((i) => i.path).filter((p) => p.startsWith('src/schemas/')),
  );
  return new Set(modules);
}

const isResponseSchema = (schemas: Set<string>) => (path: string) => schemas.has(path) || ZOD.test(path);

/** Modules reached from `entry` through any import, input checks left unopened. */
function reached({ inputs }: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    if (INPUT_CHECKS.has(path)) return;
    for (const i of inputs[path]?.imports ?? []) if (!i.external) visit(i.path);
  };
  visit(entry);
  return [...seen];
}

/** The route modules' imports of schema modules or zod, any kind: `module → import (kind)`. */
function routeSchemaImports({ inputs }: Metafile): string[] {
  return ROUTE_MODULES.flatMap((m) =>
    (inputs[m]?.imports ?? [])
      .filter((i) => i.path.startsWith('src/schemas/') || ZOD.test(i.path))
      .map((i) => `${m} → ${i.path} (${i.kind})`),
  );
}

/** The output chunks of a first screen plus the first-minute parts (bench/fully-usable.ts), static imports followed. */
function firstMinuteChunks({ outputs }: Metafile, element: FullElement): string[] {
  const files = new Set<string>();
  const closure = (file: string): void => {
    if (files.has(file) || !outputs[file]) return;
    files.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement' && !i.external) closure(i.path);
  };
  const entry = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === `src/${element}.ts`);
  assert.ok(entry, `the ${element} entry's chunk`);
  closure(entry);
  for (const { module } of FIRST_MINUTE[element]) {
    const source = `src/${module.replace(/\.js$/, '.ts')}`;
    const chunk = Object.keys(outputs).find((f) => source in outputs[f]!.inputs);
    assert.ok(chunk, `a chunk holds ${source}`);
    closure(chunk);
  }
  return [...files];
}

/** `chunk: module` for each response schema module the chunks hold. */
const held = ({ outputs }: Metafile, chunks: Iterable<string>, isSchema: (path: string) => boolean) =>
  [...chunks].flatMap((c) =>
    Object.keys(outputs[c]!.inputs)
      .filter(isSchema)
      .map((m) => `${c}: ${m}`),
  );

describe('production bundles carry no response schema', () => {
  it('the development check loads the response schemas by set', async () => {
    const schemas = await responseSchemaModules();
    // The check's own list, read from its graph: a set missing here would leave a route unchecked in development.
    for (const m of ['forms', 'messages', 'conversations', 'contacts', 'blasts', 'links', 'agents', 'notes', 'events'])
      assert.ok(schemas.has(`src/schemas/${m}.ts`), `${m}.ts: ${[...schemas].join(' ')}`);
  });

  it('no route module imports a schema module or zod, not even with import()', async () => {
    const bundle = await sourceBundle(ENTRIES);
    assert.deepEqual(
      ROUTE_MODULES.filter((m) => !bundle.inputs[m]),
      [],
      'every route module is in the bundle',
    );
    assert.deepEqual(routeSchemaImports(bundle), []);
  });

  it('no element reaches a response schema module but through an input check', async () => {
    const isSchema = isResponseSchema(await responseSchemaModules());
    for (const entry of ENTRIES) {
      const bundle = await sourceBundle([entry]);
      assert.deepEqual(reached(bundle, entry).filter(isSchema), [], entry);
    }
  });

  it("no chunk of the form's or the composer's bundles, or of the inbox's first minute, holds one", async () => {
    const isSchema = isResponseSchema(await responseSchemaModules());
    for (const element of ['form', 'composer'] as const) {
      const bundle = await sourceBundle([`src/${element}.ts`]);
      assert.deepEqual(held(bundle, Object.keys(bundle.outputs), isSchema), [], element);
    }
    for (const element of ['inbox', 'composer', 'form'] as const) {
      const bundle = await sourceBundle([`src/${element}.ts`]);
      assert.deepEqual(held(bundle, firstMinuteChunks(bundle, element), isSchema), [], `${element}'s first minute`);
    }
  });

  it('would fail, were a route to name its schema by a loader again (the checks can fail)', async () => {
    const isSchema = isResponseSchema(await responseSchemaModules());
    const bundle = await sourceBundle(['src/form.ts'], {
      change: {
        'src/api/forms.ts': (text) =>
          text.replace(
            "schema: 'FormRender',",
            "schema: (() => import('../schemas/forms.js').then((s) => s.FormRender)) as never,",
          ),
      },
    });
    assert.deepEqual(routeSchemaImports(bundle), ['src/api/forms.ts → src/schemas/forms.ts (dynamic-import)']);
    assert.ok(reached(bundle, 'src/form.ts').filter(isSchema).includes('src/schemas/forms.ts'));
    assert.ok(held(bundle, Object.keys(bundle.outputs), isSchema).length > 0);
  });
});
