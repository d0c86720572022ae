/**
 * Every ```ts / ```tsx / ```js block of README.md compiles under `strict` against the package's sources. Blocks
 * importing a server framework are also compiled by `npm run test:stacks`,
 * in a project where the framework is installed.
 */
import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT, compileBlocks, packageOf, readmeBlocks } from '../../readme-blocks.js';

const blocks = readmeBlocks();
const installed = (specifier: string) =>
  specifier.startsWith('node:') ||
  packageOf(specifier) === '@parley/embeds' ||
  existsSync(join(ROOT, 'node_modules', packageOf(specifier)));
const here = blocks.filter((b) => !b.optOut && b.imports.every(installed));

test('the README has code blocks, and opt-outs say why', () => {
  assert.ok(blocks.length >= 10, `found ${blocks.length} blocks`);
  for (const block of blocks.filter((b) => b.optOut !== undefined)) {
    assert.match(block.optOut!, /\w{4,}/, `README.md:${block.line}: an opt-out needs a reason`);
  }
});

test('every README code block compiles under strict', () => {
  // Inside the package folder (not under node_modules), so `@parley/embeds/…` resolves to this package itself.
  const dir = join(ROOT, 'test/.readme-blocks');
  try {
    // `@parley/embeds/…` maps to the sources, entry by entry as package.json's exports name them, so the blocks
    // compile on a checkout where nothing is built yet.
    const diagnostics = compileBlocks(here, dir, {
      customConditions: ['parley-source'],
      baseUrl: ROOT,
      paths: { '@parley/embeds': ['src/index.ts'], '@parley/embeds/*': ['src/*.ts', 'src/*/index.ts'] },
    });
    const failures = [...diagnostics].flatMap(([, messages]) => messages);
    assert.deepEqual(failures, [], failures.join('\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
