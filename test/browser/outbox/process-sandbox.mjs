// The real sandbox as a child process, for the outbox's browser tests: `parley sandbox --port P --data FILE` run
// from the sources, driven by the test page through one web-test-runner command:
//
//   executeServerCommand('parley-process-sandbox', {action: 'start'})          → {id, baseUrl, pid}
//   executeServerCommand('parley-process-sandbox', {action: 'kill', id})       → {pid}   kill -9, waits for the exit
//   executeServerCommand('parley-process-sandbox', {action: 'restart', id})    → {baseUrl, pid}   same port, same data
//   executeServerCommand('parley-process-sandbox', {action: 'stop', id})       → {}      kill -9 and remove the data
//
// Each sandbox has its own port and folder, so two test files running side by side never share one. Every child
// left when the test run ends is killed and its folder removed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** A loaded machine may take a while to start the sandbox from its TypeScript sources. */
const START_TIMEOUT_MS = 120_000;

/** Starts the CLI on `port` (0: any) with `dataFile`; resolves once its banner names the base URL and the data file. */
function startChild(port, dataFile) {
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
      '--data',
      dataFile,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((done) => child.once('exit', (code, signal) => done(signal ?? code)));
  let out = '';
  const started = new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start:\n${out}`)), START_TIMEOUT_MS);
    const onData = (chunk) => {
      out += chunk.toString();
      const match = /API base URL\s+(\S+)/.exec(out);
      if (match && /\n\s*data\s+.*\n/.test(out)) {
        clearTimeout(timer);
        resolvePromise(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code}) before listening:\n${out}`));
    });
  });
  return started.then((baseUrl) => ({ child, exited, baseUrl }));
}

async function kill(entry) {
  if (!entry.running) return;
  const { child, exited } = entry.running;
  entry.running = undefined;
  child.kill('SIGKILL');
  await exited;
}

export function processSandboxPlugin() {
  const sandboxes = new Map();
  let next = 0;
  return {
    name: 'parley-process-sandbox',
    async executeCommand({ command, payload }) {
      if (command !== 'parley-process-sandbox') return undefined;
      const { action, id } = payload ?? {};
      if (action === 'start') {
        const dir = mkdtempSync(join(tmpdir(), 'parley-outbox-'));
        const entry = { dir, file: join(dir, 'sandbox.json'), port: 0, running: undefined };
        const key = `s${++next}`;
        sandboxes.set(key, entry);
        entry.running = await startChild(0, entry.file);
        entry.port = Number(new URL(entry.running.baseUrl).port);
        return { id: key, baseUrl: entry.running.baseUrl, pid: entry.running.child.pid };
      }
      const entry = sandboxes.get(id);
      if (!entry) throw new Error(`no sandbox ${id}`);
      if (action === 'kill') {
        const pid = entry.running?.child.pid;
        await kill(entry);
        return { pid };
      }
      if (action === 'restart') {
        await kill(entry);
        entry.running = await startChild(entry.port, entry.file);
        return { baseUrl: entry.running.baseUrl, pid: entry.running.child.pid };
      }
      if (action === 'stop') {
        await kill(entry);
        sandboxes.delete(id);
        rmSync(entry.dir, { recursive: true, force: true });
        return {};
      }
      throw new Error(`unknown action ${action}`);
    },
    async serverStop() {
      for (const entry of sandboxes.values()) {
        await kill(entry);
        rmSync(entry.dir, { recursive: true, force: true });
      }
      sandboxes.clear();
    },
  };
}
