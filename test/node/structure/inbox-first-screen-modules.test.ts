/**
 * What the inbox's first screen leaves to the parts that use it (docs/decisions/065): the message log's window
 * (`virtual-window.ts`, with the thread pane; the list's is `list-window.ts`), what a search shows besides its rows
 * (`search-results.ts`), and the conversation routes other than the list's (`conversations.ts`, `route-schemas.ts`;
 * the list's is `conversation-list.ts`). Read from the module graph of `src/inbox.ts` as esbuild resolves it, static
 * imports only (what the first screen loads before any part).
 */
import assert from 'node:assert/strict';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function firstScreen(): Promise<{ first: Set<string>; lazy: Set<string> }> {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['src/inbox.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: join(ROOT, 'out-structure'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'source-imports',
        setup(b) {
          b.onResolve({ filter: /^#response-check$/ }, () => ({ path: join(ROOT, 'src/api/response-check.ts') }));
          b.onResolve({ filter: /^#hs256$/ }, () => ({ path: join(ROOT, 'src/tokens/hs256.ts') }));
        },
      },
    ],
  });
  const inputs = result.metafile.inputs;
  const first = new Set<string>();
  const visit = (path: string): void => {
    if (first.has(path)) return;
    first.add(path);
    for (const i of inputs[path]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit('src/inbox.ts');
  const lazy = new Set(Object.keys(inputs).filter((path) => !first.has(path)));
  return { first, lazy };
}

describe("<parley-inbox>'s first screen", () => {
  it('leaves the log window, search results and the other conversation routes to the parts that use them', async () => {
    const { first, lazy } = await firstScreen();
    const kept = [
      'src/components/inbox/list-window.ts',
      'src/components/inbox/thread-list.ts',
      'src/api/conversation-list.ts',
      'src/api/transport.ts',
    ];
    assert.deepEqual(
      kept.filter((m) => !first.has(m)),
      [],
      'the list, its window, its route',
    );
    const left = [
      'src/components/inbox/virtual-window.ts',
      'src/components/inbox/search-results.ts',
      'src/api/conversations.ts',
      'src/api/route-schemas.ts',
      'src/api/sse.ts',
    ];
    assert.deepEqual(
      left.filter((m) => first.has(m)),
      [],
      'loaded with their parts',
    );
    assert.deepEqual(
      left.filter((m) => !lazy.has(m)),
      [],
      'still in the bundle, lazily',
    );
  });
});
