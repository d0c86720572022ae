/**
 * What an opened thread does not use in its first minute stays out of the thread pane's chunk
 * (docs/decisions/064-thread-parts-when-wanted.md): the `@` suggestions of the note box, the review of replies held
 * while offline, the image lightbox's state and dialog, the canned replies and the "More reactions" grid are lazy
 * parts, and their styles travel with them. Checked on the module graph esbuild resolves from the inbox's entry: the
 * modules the pane's chunk reaches statically, and the style rules in their text.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT, sourceBundle } from './source-bundle.js';

const PANE = 'src/components/inbox/thread-pane.ts';

/** Loaded when wanted, never with the pane: module → what loads it. */
const WHEN_WANTED: Record<string, string> = {
  'src/components/inbox/mention-combo.ts': 'the note box taking focus',
  'src/components/inbox/outbox-review-view.ts': "the pane's outbox (idle time, or an earlier page's items)",
  'src/controllers/outbox-view.ts': "the pane's outbox",
  'src/components/inbox/log-lightbox-view.ts': 'the first image opened',
  'src/components/inbox/lightbox.ts': 'the first image opened',
  'src/components/inbox/canned-replies.ts': 'the host giving canned replies',
  'src/components/inbox/emoji-picker.ts': '"More reactions"',
};

/** Style rules of those parts, which must not ride in the pane's styles. */
const THEIR_RULES = ['.mentions-list {', '.canned {', '.canned-option {', '.outbox-review {', '.review-title {'];

async function paneModules(): Promise<Set<string>> {
  const { inputs } = await sourceBundle(['src/inbox.ts']);
  assert.ok(inputs[PANE], `${PANE} is in the inbox's graph`);
  const seen = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const i of inputs[path]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(PANE);
  return seen;
}

describe('the thread pane carries only what an opened thread uses at once', () => {
  it('reaches none of the parts loaded when wanted, statically', async () => {
    const reached = await paneModules();
    assert.ok(reached.has('src/components/inbox/team-thread.ts'), 'the walk follows the pane (sanity)');
    const found = Object.entries(WHEN_WANTED)
      .filter(([module]) => reached.has(module))
      .map(([module, when]) => `${module} (loaded by ${when})`);
    assert.deepEqual(found, [], 'in the pane chunk though loaded when wanted');
  });

  it('holds none of their style rules', async () => {
    const reached = await paneModules();
    const found: string[] = [];
    for (const module of reached) {
      if (!module.startsWith('src/')) continue;
      const text = readFileSync(join(ROOT, module), 'utf8');
      for (const rule of THEIR_RULES) if (text.includes(rule)) found.push(`${rule} in ${module}`);
    }
    assert.deepEqual(found, []);
  });
});
