/**
 * The sandbox that serves the hosted form page in `npm run bench -- usable`: the packed package's own
 * (`<project>/node_modules/@parley/embeds/dist/sandbox/server.js`), run by plain Node in a child process, so its
 * pages are the prebuilt `dist/pages` of the tarball under test. The checkout's sandbox rebuilds its pages before
 * serving one when a file under `src/` is newer than their build (~10 s), which an edit anywhere in the tree during a
 * run set off in the middle of the timed loads; an installed package has nothing to rebuild from. Plain Node: the
 * package's `#hs256` import names `src/` files under the `parley-source` condition the bench runs with, and the
 * tarball ships none.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { DEMO_SENDERS } from '../src/sandbox/demo-ids.js';

export interface HostedSandbox {
  /** `http://127.0.0.1:<port>`: the hosted pages are `${origin}/forms/<id>?t=…`. */
  origin: string;
  /** A recipient's one-time link to the demo form named `formName`, texted to `to` (`POST /forms/send`). */
  link(formName: string, to: string): Promise<string>;
  close(): Promise<void>;
}

/** What both sandboxes share, so the bench's tokens and ids mean the same on either. */
export interface SandboxKeys {
  apiKey: string;
  embedKid: string;
  embedSecret: string;
  team: string;
}

const CHILD = `
const { startSandboxServer } = await import(process.env.PARLEY_BENCH_SANDBOX);
const server = await startSandboxServer({ port: 0, log: () => {}, ...JSON.parse(process.env.PARLEY_BENCH_KEYS) });
process.stdout.write(JSON.stringify({ origin: server.origin }) + '\\n');
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
`;

/** Starts the packed package's sandbox with the demo data; resolves once it listens. */
export async function startPackedSandbox(packageDir: string, keys: SandboxKeys): Promise<HostedSandbox> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PARLEY_BENCH_SANDBOX: pathToFileURL(join(packageDir, 'dist', 'sandbox', 'server.js')).href,
    PARLEY_BENCH_KEYS: JSON.stringify(keys),
  };
  // Whatever loader or conditions the bench runs with stay with the bench.
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const origin = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve((JSON.parse(line) as { origin: string }).origin));
    child.once('exit', (code) => reject(new Error(`the packed sandbox exited (${code}) before it listened`)));
  });
  const api = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: { 'SERVICE-API-KEY': keys.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`packed sandbox ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const forms = new Map<string, string>();
  return {
    origin,
    async link(formName, to) {
      if (!forms.size)
        for (const form of (await api<{ data: { id: string; name: string }[] }>('/forms/list', { pageSize: 100 })).data)
          forms.set(form.name, form.id);
      const id = forms.get(formName);
      if (!id) throw new Error(`the packed sandbox has no form named ${formName}`);
      return (await api<{ url: string }>('/forms/send', { form_id: id, from: DEMO_SENDERS.acmePhone, to })).url;
    },
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
