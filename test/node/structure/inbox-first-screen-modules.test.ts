/**
 * What the inbox's first screen leaves to the parts that use it (docs/decisions/065): the message log's window
 * (`virtual-window.ts`, with the thread pane; the list's is `list-window.ts`), what a search shows besides its rows
 * (`search-results.ts`), and the conversation routes other than the list's (`conversations.ts`, with
 * `route-schemas.ts`' `segment`; the list's is `conversation-list.ts`). Read from the module graph of `src/inbox.ts` as esbuild resolves it, static
 * imports only (what the first screen loads before any part).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceBundle } from './source-bundle.js';

async function firstScreen(): Promise<{ first: Set<string>; lazy: Set<string> }> {
  const { inputs } = await sourceBundle(['src/inbox.ts']);
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
