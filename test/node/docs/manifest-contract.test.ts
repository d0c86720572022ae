/**
 * The published contract is the documented one: the custom-elements manifest, generated here exactly as
 * `npm run analyze` makes it, lists for each element below only the members it documents. A view-state field made
 * public again (a `step`, `audiences`, `loaded`, `scopes`…) or a new member without JSDoc fails this test.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';

const ROOT = join(import.meta.dirname, '../../..');
const OUT = 'node_modules/.cache/manifest-contract';
const BASE = ['baseUrl', 'token', 'tokenUrl', 'tokenProvider', 'client', 'locale', 'theme'];

/** Each element's public members beyond `ParleyElement`'s inputs: its inputs, documented getters and methods. */
const CONTRACT: Record<string, string[]> = {
  'parley-blast': [
    'audienceId',
    'from',
    'fallbackFrom',
    'channel',
    'pollInterval',
    'threadHref',
    'blast',
    'review',
    'send',
    'cancelBlast',
  ],
  'parley-contact-panel': ['contactId', 'contact', 'conversationId', 'current', 'flush'],
  'parley-link-stats': ['linkId', 'toggleTabindex', 'open', 'focus', 'reload'],
  'parley-agent-identity': ['agentId', 'agent', 'compact', 'reload'],
};

const run = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/@custom-elements-manifest/analyzer/cem.js'), 'analyze', '--quiet', '--outdir', OUT],
  { cwd: ROOT, encoding: 'utf8' },
);
after(() => rmSync(join(ROOT, OUT), { recursive: true, force: true }));

interface Member {
  name: string;
  privacy?: string;
  description?: string;
  static?: boolean;
}
const elements = new Map<string, Member[]>();
if (run.status === 0) {
  const manifest = JSON.parse(readFileSync(join(ROOT, OUT, 'custom-elements.json'), 'utf8')) as {
    modules: { declarations?: { tagName?: string; members?: Member[] }[] }[];
  };
  for (const mod of manifest.modules)
    for (const d of mod.declarations ?? []) if (d.tagName) elements.set(d.tagName, d.members ?? []);
}

test('the analyzer runs', () => assert.equal(run.status, 0, run.stderr));

for (const [tag, documented] of Object.entries(CONTRACT)) {
  test(`<${tag}> publishes exactly its documented members, each with a description`, () => {
    const members = elements.get(tag);
    assert.ok(members, `${tag} is in the manifest`);
    const published = members.filter((m) => m.privacy !== 'private' && m.privacy !== 'protected' && !m.static);
    assert.deepEqual(
      published
        .map((m) => m.name)
        .filter((n) => !BASE.includes(n))
        .sort(),
      [...documented].sort(),
    );
    for (const m of published) assert.ok(m.description?.trim(), `${tag}.${m.name} has a description`);
  });
}
