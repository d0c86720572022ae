// Browser tests wait through test/browser/helpers/wait.ts: @open-wc/testing's own waitUntil gives up after 1 s, which
// a loaded CI machine exceeds for an ordinary thread open, and a test must not fail because the machine was busy.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const folder = new URL('../../browser/', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|js|mjs)$/.test(name) ? [path] : [];
  });

test("no browser test imports @open-wc/testing's 1-second waitUntil", () => {
  const own = join(folder, 'helpers/wait.ts');
  const offenders = files(folder).filter(
    (file) =>
      file !== own &&
      /import\s*\{[^}]*\bwaitUntil\b[^}]*\}\s*from\s*'@open-wc\/testing'/s.test(readFileSync(file, 'utf8')),
  );
  assert.deepEqual(offenders, [], 'import waitUntil from helpers/wait.js instead');
});
