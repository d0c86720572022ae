/**
 * `npm run build-storybook` works: Storybook builds the stories with this repository's configuration, indexes every
 * story each stories file exports, and gives every element a docs page. (The stories themselves render and pass axe
 * in test/browser/stories/stories.test.ts.)
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'parley-storybook-'));
after(() => rmSync(out, { recursive: true, force: true }));

/** Named exports of a CSF file that are stories (all but `default` and non-story helpers Storybook skips). */
function storyExports(source: string): string[] {
  return [...source.matchAll(/^export const (\w+)\b/gm)].map((m) => m[1]!).filter((name) => /^[A-Z]/.test(name));
}

it('storybook build indexes every story and a docs page per element', { timeout: 10 * 60_000 }, () => {
  const cem = spawnSync(process.execPath, [join(ROOT, 'node_modules/@custom-elements-manifest/analyzer/cem.js'), 'analyze', '--quiet', '--outdir', '.storybook/generated'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(cem.status, 0, cem.stderr);
  const bin = join(ROOT, 'node_modules/storybook/dist/bin/dispatcher.js');
  const result = spawnSync(process.execPath, [bin, 'build', '--quiet', '--disable-telemetry', '-o', out], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '', STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' },
  });
  assert.equal(result.status, 0, `storybook build failed:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`);
  assert.ok(existsSync(join(out, 'iframe.html')));
  // The docs pages got the manifest: its descriptions are in the preview bundle.
  const assets = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js'));
  assert.ok(
    assets.some((f) => readFileSync(join(out, 'assets', f), 'utf8').includes('custom-element-definition')),
    'the custom-elements manifest is bundled into the preview',
  );

  const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as {
    entries: Record<string, { type: 'story' | 'docs'; importPath: string; exportName?: string; title: string }>;
  };
  const entries = Object.values(index.entries);
  const files = readdirSync(join(ROOT, 'stories')).filter((f) => f.endsWith('.stories.ts'));
  assert.ok(files.length > 0);
  for (const file of files) {
    const exported = storyExports(readFileSync(join(ROOT, 'stories', file), 'utf8'));
    const indexed = entries.filter((e) => e.type === 'story' && e.importPath.endsWith(`stories/${file}`)).map((e) => e.exportName);
    assert.deepEqual([...indexed].sort(), [...exported].sort(), `${file}: every exported story is indexed`);
    assert.ok(entries.some((e) => e.type === 'docs' && e.importPath.endsWith(`stories/${file}`)), `${file}: has a docs page`);
  }
});
