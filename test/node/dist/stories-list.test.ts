/**
 * The browser test that renders every story (test/browser/stories/stories.test.ts) imports a fixed list of story
 * files, since a browser cannot list a directory: this keeps the list equal to what stories/ holds.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

it('stories.test.ts renders every stories/*.stories.ts file', () => {
  const source = readFileSync(join(ROOT, 'test/browser/stories/stories.test.ts'), 'utf8');
  const listed = JSON.parse(source.match(/STORY_FILES = (\[[^\]]*\])/)![1]!.replaceAll("'", '"')) as string[];
  const dir = join(ROOT, 'stories');
  const present = existsSync(dir)
    ? readdirSync(dir).filter((f) => f.endsWith('.stories.ts')).map((f) => f.replace(/\.stories\.ts$/, ''))
    : [];
  assert.deepEqual([...present].sort(), [...listed].sort());
});
