import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadDataFile } from '../../../src/sandbox/persistence.js';

test('loading a data file removes temporaries left by killed writers, and only those', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'parley-persist-'));
  const file = join(dir, 'sandbox.json');
  const stale = join(dir, '.sandbox.json.4242.tmp');
  const unrelated = join(dir, '.other.json.4242.tmp');
  await writeFile(stale, '{"half": ');
  await writeFile(unrelated, 'keep');
  assert.equal(await loadDataFile(file), null, 'no data file yet');
  assert.equal(existsSync(stale), false, 'the stale temporary is gone');
  assert.equal(existsSync(unrelated), true, 'files of other data files are kept');
});
