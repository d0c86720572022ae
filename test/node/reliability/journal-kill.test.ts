/**
 * Durable `--data` (DESIGN §12), tested as the audit did: the real CLI (`parley sandbox --data FILE`) in a child
 * process, six parallel writers creating contacts, `kill -9` at a seeded random moment (the seed is printed;
 * replay with PARLEY_KILL_SEED), restart on the same files, and a GET of every contact ever answered 2xx: none
 * may be missing. The journal's own cases (a torn last line ignored, a damaged earlier line refused, a reset
 * replayed, compaction) are checked on files directly. `npx tsx bench/journal.ts 30` runs more rounds.
 */
import assert from 'node:assert/strict';
import { appendFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { killRounds } from '../../../bench/journal.js';
import { journalPath, loadDurableState, SandboxDataError } from '../../../src/sandbox/persistence.js';
import { startSandboxServer, type SandboxServer } from '../../../src/sandbox/server.js';

const ROUNDS = Number(process.env.PARLEY_KILL_ROUNDS ?? 4);
const SEED = Number(process.env.PARLEY_KILL_SEED ?? 20261126);
console.log(`# kill rounds seed ${SEED} (replay: PARLEY_KILL_SEED=${SEED}; PARLEY_KILL_ROUNDS=${ROUNDS})`);

describe('--data survives kill -9 with every acknowledged write', () => {
  it(
    `${ROUNDS} rounds of 6 writers killed at random moments: 0 acknowledged creates lost`,
    { timeout: 120_000 },
    async () => {
      const result = await killRounds(ROUNDS, SEED, (line) => console.log(`# ${line}`));
      console.log(`# [reliability] journal kill: ${JSON.stringify({ ...result, killAfterMs: undefined })}`);
      assert.ok(result.acknowledged > 0, 'writes were acknowledged before the kills');
      assert.equal(result.lost, 0, `${result.lost} of ${result.acknowledged} acknowledged creates lost`);
    },
  );
});

describe('the journal on disk', () => {
  const dirs: string[] = [];
  const servers: SandboxServer[] = [];
  after(async () => {
    for (const server of servers) await server.close().catch(() => {});
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const quiet = { log: () => {}, sandbox: { demoConversations: 3, longThreadSize: 5 } };
  const headers = { 'SERVICE-API-KEY': 'sk_sandbox_parley_dev_key', 'Content-Type': 'application/json' };
  async function fresh() {
    const dir = await mkdtemp(join(tmpdir(), 'parley-journal-'));
    dirs.push(dir);
    return join(dir, 'data.json');
  }
  /**
   * Runs `work` on a server on `file`, then copies the files as they are on disk (what a kill -9 at that moment
   * leaves: every answered change was fsync'd) to a new folder before closing the server; resolves to the copy.
   */
  async function crashAfter(file: string, work: (server: SandboxServer) => Promise<void>): Promise<string> {
    const server = await startSandboxServer({ port: 0, dataFile: file, ...quiet });
    try {
      await work(server);
      const copy = await fresh();
      const dir = join(file, '..');
      for (const name of await readdir(dir))
        await cp(join(dir, name), join(copy, '..', name.replace(basename(file), basename(copy))));
      return copy;
    } finally {
      await server.close();
    }
  }

  it('an answered create is in the journal before its answer; a torn last line is ignored, never fatal', async () => {
    let id = '';
    const file = await crashAfter(await fresh(), async (server) => {
      const res = await fetch(`${server.baseUrl}/contacts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phoneNumber: '+12025550161' }),
      });
      assert.equal(res.status, 201);
      id = ((await res.json()) as { id: string }).id;
    });
    const journals = (await readdir(join(file, '..'))).filter((name) => name.includes('.journal-'));
    assert.equal(journals.length, 1);
    const journal = join(file, '..', journals[0]!);
    assert.match(await readFile(journal, 'utf8'), new RegExp(id));
    await appendFile(journal, '[["s","contacts","+12025550162",{"id":"ct_torn"');
    const loaded = await loadDurableState(file);
    assert.equal(loaded.torn, true);
    assert.ok(Object.values(loaded.state!.contacts).some((contact) => contact.id === id));
    assert.ok(!Object.values(loaded.state!.contacts).some((contact) => contact.id === 'ct_torn'));
    const server = await startSandboxServer({ port: 0, dataFile: file, ...quiet });
    servers.push(server);
    assert.equal((await fetch(`${server.baseUrl}/contacts/${id}`, { headers })).status, 200);
  });

  it('a damaged line before the last is a SandboxDataError naming the file, and the files are left as they were', async () => {
    const file = await crashAfter(await fresh(), async () => {});
    const generation = (await loadDurableState(file)).generation - 1;
    const journal = journalPath(file, generation);
    const content = 'not json\n[["d","contacts","x"]]\n';
    await writeFile(journal, content);
    await assert.rejects(
      loadDurableState(file),
      (error: unknown) => error instanceof SandboxDataError && /Line 1 of the journal/.test((error as Error).message),
    );
    assert.equal(await readFile(journal, 'utf8'), content);
  });

  it('a reset, later changes and a compaction replay to the same state', async () => {
    let expected = '';
    const file = await crashAfter(await fresh(), async (server) => {
      await fetch(`${server.baseUrl}/contacts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phoneNumber: '+12025550171' }),
      });
      assert.equal(
        (
          await fetch(`${server.baseUrl}/sandbox/reset`, {
            method: 'POST',
            headers: { 'SERVICE-API-KEY': headers['SERVICE-API-KEY'] },
          })
        ).status,
        200,
      );
      await fetch(`${server.baseUrl}/contacts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phoneNumber: '+12025550172' }),
      });
      expected = JSON.stringify(Object.keys(server.sandbox.store.data.contacts).sort());
    });
    const loaded = await loadDurableState(file);
    assert.equal(JSON.stringify(Object.keys(loaded.state!.contacts).sort()), expected);
    assert.ok(!('+12025550171' in loaded.state!.contacts), 'the reset dropped the first contact');
  });
});
