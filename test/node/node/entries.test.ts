/**
 * The two builds of `@parley/embeds/node` (Node/Bun `index.ts`, Edge/Workers/Deno `edge.ts`) export the same names
 * but for the Node-only extras: a name added to one entry and forgotten in the other fails here, values and types
 * alike (the edge entry once had `SERVICE_API_VERSION` and the Node one did not).
 */
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as edge from '../../../src/node/edge.js';
import * as node from '../../../src/node/index.js';

const NODE_ONLY_VALUES = [
  'sendFetchResponse',
  'toExpressHandler',
  'toFetchRequest',
  'toSigningKey',
  'toVerificationKey',
];
const NODE_ONLY_TYPES = [
  'NodeAsymmetricKeyInput',
  'NodeEmbedKeySet',
  'NodeEmbedSigningKey',
  'NodeEmbedVerificationKey',
  'ToFetchRequestOptions',
];

test('runtime exports: the edge entry has every name of the Node entry but the Node-only adapters and KeyObject helpers', () => {
  const nodeNames = Object.keys(node).sort();
  const edgeNames = Object.keys(edge).sort();
  assert.deepEqual(
    edgeNames.filter((name) => !nodeNames.includes(name)),
    [],
    'names only the edge entry has',
  );
  assert.deepEqual(
    nodeNames.filter((name) => !edgeNames.includes(name)),
    NODE_ONLY_VALUES,
  );
  assert.equal(node.SERVICE_API_VERSION, edge.SERVICE_API_VERSION);
  // The shared names are the same objects, not look-alike copies (only the token functions and handlers differ).
  const ownPerEntry = new Set(['createEmbedToken', 'verifyEmbedToken', 'createTokenHandler', 'webhookHandler']);
  for (const name of edgeNames) {
    if (!ownPerEntry.has(name)) assert.equal(edge[name as keyof typeof edge], node[name as keyof typeof node], name);
  }
});

test('type exports: the same names in both declarations, but the Node-only ones', () => {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../src/node');
  const files = [join(dir, 'index.ts'), join(dir, 'edge.ts')];
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const [nodeNames, edgeNames] = files.map((file) =>
    checker
      .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!)
      .map((s) => s.name)
      .sort(),
  );
  assert.deepEqual(
    edgeNames!.filter((name) => !nodeNames!.includes(name)),
    [],
    'names only the edge entry has',
  );
  assert.deepEqual(
    nodeNames!.filter((name) => !edgeNames!.includes(name)),
    [...NODE_ONLY_VALUES, ...NODE_ONLY_TYPES].sort(),
  );
});
