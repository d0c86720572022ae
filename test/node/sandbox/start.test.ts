/**
 * The README's first command, `npm install && npm start`, on a fresh clone before anything is built: `npm start`
 * (its script as package.json has it) in a clean copy of the checkout without `dist/` serves the demo page with the
 * elements, on the port `-- --port N` or `PORT=N` names. Each run is its own process group, stopped as a whole.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { cleanCheckout, type CleanCheckout } from '../node/clean-checkout.js';

/** The first run builds the pages (~10 s on a quiet machine, ~40 s on a loaded one); the second finds them built. */
const SERVED_WITHIN_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Stops the run's whole process group (npm, its shell, tsx, the sandbox) and waits, bounded, for npm to exit. */
async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, signal);
    } catch {
      return; // the group is gone
    }
    if (await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])) return;
  }
}

/** Runs `npm start` in `dir` and resolves once `/` on `port` serves the demo page and its module. */
async function startAndFetch(dir: string, port: number, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn('npm', ['start', ...args], {
    cwd: dir,
    env,
    detached: true, // its own process group, so stopping it stops the sandbox npm started too
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  try {
    const deadline = Date.now() + SERVED_WITHIN_MS;
    for (;;) {
      assert.equal(child.exitCode, null, `npm start exited with ${child.exitCode}:\n${output}`);
      assert.ok(Date.now() < deadline, `/ was not served within ${SERVED_WITHIN_MS} ms:\n${output}`);
      const elsewhere = /listening on (\S+)/.exec(output)?.[1];
      if (elsewhere && elsewhere !== `http://127.0.0.1:${port}`) assert.fail(`listening on ${elsewhere}, not ${port}`);
      const page = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
      if (page?.status === 200) {
        const html = await page.text();
        const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
        assert.ok(script, `the demo page loads its module:\n${html}`);
        const module = await fetch(new URL(script, `http://127.0.0.1:${port}/`), {
          signal: AbortSignal.timeout(10_000),
        });
        return {
          html,
          module: { status: module.status, type: module.headers.get('content-type'), code: await module.text() },
          output,
        };
      }
      await page?.body?.cancel();
      await sleep(250);
    }
  } finally {
    await stop(child);
  }
}

describe('npm start on a clean checkout', { timeout: 2 * SERVED_WITHIN_MS + 30_000 }, () => {
  let checkout: CleanCheckout;
  before(async () => (checkout = await cleanCheckout()));
  after(() => checkout?.remove());

  const cases: [string, (port: number) => { args: string[]; env: NodeJS.ProcessEnv }][] = [
    ['npm start -- --port N', (port) => ({ args: ['--', '--port', String(port)], env: { ...process.env, PORT: '' } })],
    ['PORT=N npm start', (port) => ({ args: [], env: { ...process.env, PORT: String(port) } })],
  ];
  for (const [name, run] of cases) {
    it(`${name} serves the demo page with the elements`, async () => {
      const port = await freePort();
      const { args, env } = run(port);
      const { html, module, output } = await startAndFetch(checkout.dir, port, args, env);
      assert.match(output, new RegExp(`listening on http://127\\.0\\.0\\.1:${port}\\b`));
      // The page mounts the elements from its module (demo/main.ts); the HTML names them, the module defines them.
      for (const tag of ['parley-inbox', 'parley-composer', 'parley-form']) {
        assert.ok(html.includes(tag), `the page names ${tag}`);
        assert.ok(module.code.includes(tag), `the page's module has ${tag}`);
      }
      assert.equal(module.status, 200);
      assert.match(module.type ?? '', /javascript/);
    });
  }
});
