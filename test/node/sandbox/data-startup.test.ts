/**
 * `parley sandbox --data FILE` while it starts: a client that asks from the moment the process is spawned (as a
 * script that starts the sandbox and polls it does) gets an answer to every request, and its first answer that is
 * not a 503 already holds the data on disk. Loading a long journal takes the sandbox a while; a request that came
 * in that time used to be accepted and never answered.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSandbox } from '../../../src/sandbox/index.js';
import { journalPath } from '../../../src/sandbox/persistence.js';
import { DEFAULT_BASE_URL, SANDBOX_DEFAULTS } from '../../../src/sandbox/context.js';

const WRITES = 4000;
const KEY = { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' };

let dir: string | undefined;
after(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

/** A port nothing listens on now (the client must know it before the sandbox says it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A journal of `WRITES` contact writes, one line each (the format persistence.ts replays); the last contact's id. */
async function writeJournal(file: string): Promise<string> {
  // The record's shape is the sandbox's own: one contact created through the API, then copied.
  const sandbox = createSandbox({ demoData: false });
  const made = await sandbox.fetch(
    new Request(`${DEFAULT_BASE_URL}/contacts`, {
      method: 'POST',
      headers: KEY,
      body: JSON.stringify({ phoneNumber: '+12025550100', name: 'Template', tags: ['vip'] }),
    }),
  );
  assert.equal(made.status, 201, await made.clone().text());
  const template = sandbox.store.data.contacts['+12025550100']!;
  sandbox.close();
  const lines: string[] = [];
  let last = '';
  for (let i = 0; i < WRITES; i++) {
    const phone = `+1202555${String(i).padStart(4, '0')}`;
    last = `ct_startup_${i}`;
    const contact = { ...template, id: last, phoneNumber: phone, name: `Contact ${i}`, description: 'x'.repeat(900) };
    lines.push(JSON.stringify([['s', 'contacts', phone, contact]]));
  }
  await writeFile(journalPath(file, 0), `${lines.join('\n')}\n`);
  return last;
}

it(
  'answers every request made while a --data sandbox starts, and its first answer has the data',
  { timeout: 90_000 },
  async () => {
    dir = await mkdtemp(join(tmpdir(), 'parley-data-startup-'));
    const file = join(dir, 'data.json');
    const lastId = await writeJournal(file);
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        '--conditions=parley-source',
        '--import',
        'tsx',
        'src/node/cli.ts',
        'sandbox',
        '--port',
        String(port),
        '--no-demo-data',
        '--data',
        file,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      const answers: number[] = [];
      let refused = 0;
      let body: { id?: string } | undefined;
      const deadline = Date.now() + 60_000;
      while (!body) {
        assert.ok(Date.now() < deadline, `no answer within 60 s (${refused} refused). Output:\n${output}`);
        assert.equal(child.exitCode, null, `the sandbox exited. Output:\n${output}`);
        let response: Response;
        try {
          // Far longer than starting takes: a request still unanswered by then was dropped.
          response = await fetch(`http://127.0.0.1:${port}/api/contacts/${lastId}`, {
            headers: KEY,
            signal: AbortSignal.timeout(20_000),
          });
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          if ((error as Error).name === 'TimeoutError')
            assert.fail(`a request made while the sandbox started was never answered. Output:\n${output}`);
          assert.equal(cause?.code, 'ECONNREFUSED', String(error));
          refused++;
          await sleep(2);
          continue;
        }
        answers.push(response.status);
        if (response.status === 503) {
          await response.body?.cancel();
          await sleep(Number(response.headers.get('retry-after') ?? 1) * 10);
          continue;
        }
        const text = await response.text();
        assert.equal(response.status, 200, `the first answer that is not a 503: ${text}`);
        body = JSON.parse(text) as { id?: string };
      }
      assert.equal(body.id, lastId, 'the first answer holds the last write of the journal');
      console.log(`# ${refused} requests refused before the sandbox listened, then answers ${answers.join(', ')}`);
      assert.match(output, new RegExp(`${WRITES} journal entries replayed`));
    } finally {
      child.kill('SIGKILL');
      await Promise.race([exited, sleep(10_000)]);
    }
  },
);
