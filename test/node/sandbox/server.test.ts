import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { SANDBOX_DEFAULTS, startSandboxServer, type SandboxServer } from '../../../src/sandbox/index.js';
import { createPersister, SandboxDataError } from '../../../src/sandbox/persistence.js';
import { DEMO_SENDERS, ManualClock, sseReader } from './helpers.js';

const quiet = { log: () => {} };
const KEY = { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' };
const small = { longThreadSize: 50, demoConversations: 20 };
/** `parley sandbox` from the sources, as `npm start` runs it: `parley-source` resolves `#…` imports to src/ (no dist/). */
const CLI = ['--conditions=parley-source', '--import', 'tsx', 'src/node/cli.ts'];

let dir: string;
before(async () => (dir = await mkdtemp(join(tmpdir(), 'parley-sandbox-'))));
after(() => rm(dir, { recursive: true, force: true }));

let server: SandboxServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const post = (server: SandboxServer, path: string, body: unknown, headers: Record<string, string> = KEY) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('startSandboxServer over HTTP', () => {
  it('serves the API under /api on a free port, and prints what a developer needs', async () => {
    const lines: string[] = [];
    server = await startSandboxServer({ port: 0, log: (text) => lines.push(text), sandbox: small });
    assert.ok(server.port > 0);
    assert.equal(server.baseUrl, `http://127.0.0.1:${server.port}/api`);
    const reply = await post(server, '/conversations/list', { pageSize: 3 });
    assert.equal(reply.status, 200);
    assert.equal(((await reply.json()) as { data: unknown[] }).data.length, 3);
    const banner = lines.join('\n');
    for (const part of [
      server.baseUrl,
      SANDBOX_DEFAULTS.apiKey,
      SANDBOX_DEFAULTS.team,
      SANDBOX_DEFAULTS.embedKid,
      SANDBOX_DEFAULTS.embedSecret,
    ]) {
      assert.ok(banner.includes(part), `banner shows ${part}`);
    }
    const preflight = await fetch(`${server.baseUrl}/send`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://customer.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,idempotency-key',
      },
    });
    assert.equal(preflight.headers.get('Access-Control-Allow-Origin'), '*');
    assert.match(preflight.headers.get('Access-Control-Allow-Headers')!, /Idempotency-Key/i);
    assert.equal((await fetch(`${server.origin}/`)).status, 404, 'no demo page without demo: true');
  });

  it('with demo: true serves the demo page, its config and a token route whose tokens the API accepts', async () => {
    server = await startSandboxServer({ port: 0, demo: true, ...quiet, sandbox: small });
    const page = await fetch(`${server.origin}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<script type="module" crossorigin src="\/assets\/index-[\w-]{8}\.js">/);
    const config = (await (await fetch(`${server.origin}/demo/config`)).json()) as {
      senders: { id: string }[];
      forms: { id: string }[];
    };
    assert.ok(config.senders.some((s) => s.id === DEMO_SENDERS.acmeAgent));
    const minted = await fetch(
      `${server.origin}/demo/token?scope=conversations:read&senders=${encodeURIComponent(DEMO_SENDERS.acmeAgent)}`,
    );
    assert.equal(minted.status, 200);
    assert.equal(minted.headers.get('Cache-Control'), 'no-store');
    const { token } = (await minted.json()) as { token: string };
    const list = await post(server, '/conversations/list', { pageSize: 100 }, { Authorization: `Bearer ${token}` });
    const rows = ((await list.json()) as { data: { from: string }[] }).data;
    assert.ok(rows.length > 0 && rows.every((r) => r.from === DEMO_SENDERS.acmeAgent), 'the token carries res.senders');
    // The demo's elements name their first request to the route, which answers it beside the token, with that token.
    const line = `POST ${server.baseUrl}/conversations/list {"pageSize":100}`;
    const named = await fetch(
      `${server.origin}/demo/token?scope=conversations:read&senders=${encodeURIComponent(DEMO_SENDERS.acmeAgent)}`,
      { headers: { 'Parley-First-Request': encodeURIComponent(line) } },
    );
    const withFirst = (await named.json()) as {
      first?: { request: string; status: number; body: { data: unknown[] } }[];
    };
    assert.equal(withFirst.first?.length, 1);
    assert.equal(withFirst.first?.[0]?.request, line);
    assert.deepEqual(withFirst.first?.[0]?.body.data, rows);
    const inbound = await fetch(`${server.origin}/demo/inbound`, {
      method: 'POST',
      body: JSON.stringify({ from: '+14155550177', to: DEMO_SENDERS.acmePhone, text: 'hi' }),
    });
    assert.equal(inbound.status, 200);
    const form = await fetch(`${server.origin}/forms/${encodeURIComponent(config.forms[0]!.id)}?t=abc`);
    assert.equal(form.status, 200);
    assert.match(form.headers.get('Content-Security-Policy')!, /require-trusted-types-for 'script'/);
    assert.match(await form.text(), /\/assets\/form-[\w-]{8}\.js/);
  });

  it('titles the hosted form page with the form, for a visitor who may open it', async () => {
    server = await startSandboxServer({ port: 0, ...quiet, sandbox: { ...small, demoData: false } });
    const created = await post(server, '/forms', {
      name: "Dana's <b>RSVP</b> & more",
      fields: [{ key: 'n', label: 'Name', type: 'text' }],
    });
    assert.equal(created.status, 201);
    const { id } = (await created.json()) as { id: string };
    const title = async (query = '') =>
      /<title>(.*?)<\/title>/.exec(await (await fetch(`${server!.origin}/forms/${id}${query}`)).text())?.[1];
    assert.equal(await title(), 'Dana&#39;s &lt;b&gt;RSVP&lt;/b&gt; &amp; more', 'named and escaped');
    const titled = await post(server, '/forms', {
      name: 'internal-42',
      title: 'Book a table',
      fields: [{ key: 'n', label: 'Name', type: 'text' }],
    });
    const other = ((await titled.json()) as { id: string }).id;
    assert.equal(
      /<title>(.*?)<\/title>/.exec(await (await fetch(`${server.origin}/forms/${other}`)).text())?.[1],
      'Book a table',
      'the title the page shows',
    );
    assert.equal(await title('?t=not-a-token'), 'Form', 'a refused visitor learns nothing');
    assert.equal(
      /<title>(.*?)<\/title>/.exec(await (await fetch(`${server.origin}/forms/form_nope`)).text())?.[1],
      'Form',
    );
  });

  it('answers a wrong method on a page that exists with 405 and Allow, and an unknown path with 404', async () => {
    server = await startSandboxServer({ port: 0, demo: true, ...quiet, sandbox: small });
    const config = (await (await fetch(`${server.origin}/demo/config`)).json()) as { forms: { id: string }[] };
    for (const [method, path] of [
      ['PUT', `/forms/${config.forms[0]!.id}`],
      ['POST', '/media/acme-600x400.png'],
      ['DELETE', '/'],
      ['POST', '/assets/main.js'],
      ['PATCH', '/demo/config'],
    ]) {
      const response: Response = await fetch(`${server!.origin}${path}`, { method });
      assert.equal(response.status, 405, `${method} ${path}`);
      assert.equal(response.headers.get('Allow'), 'GET, HEAD');
      assert.match(((await response.json()) as { error: string }).error, /not allowed/);
    }
    const unknown = await fetch(`${server.origin}/nowhere`, { method: 'POST' });
    assert.equal(unknown.status, 404);
    assert.ok(((await unknown.json()) as { error: string }).error);
  });

  it('says clearly when the port is taken', async () => {
    server = await startSandboxServer({ port: 0, ...quiet, sandbox: { ...small, demoData: false } });
    await assert.rejects(
      startSandboxServer({ port: server.port, ...quiet, sandbox: { ...small, demoData: false } }),
      /already in use.*--port/,
    );
  });

  it('streams events over HTTP and forgets a subscriber that disconnects', async () => {
    server = await startSandboxServer({ port: 0, ...quiet, sandbox: { ...small, demoData: false } });
    const { token } = await mint(server);
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}/events/stream`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    assert.equal(response.status, 200);
    const reader = sseReader(response);
    await post(server, '/send', { type: 'SMS', from: DEMO_SENDERS.acmePhone, to: '+14155550177', text: 'over http' });
    const event = (await reader.nextEvent())!;
    assert.equal(event.event, 'message.created');
    assert.equal(event.json.message.text, 'over http');
    assert.equal(server.sandbox.events.subscriberCount, 1);
    controller.abort();
    for (let i = 0; i < 50 && server.sandbox.events.subscriberCount > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    assert.equal(server.sandbox.events.subscriberCount, 0);
  });
});

async function mint(server: SandboxServer): Promise<{ token: string }> {
  const { createEmbedToken } = await import('../../../src/tokens/index.js');
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'u',
    scopes: ['conversations:read'],
  });
  void server;
  return { token };
}

describe('--data persistence', () => {
  it('creates the file, saves changes atomically, and loads them on the next start', async () => {
    const file = join(dir, 'round-trip.json');
    server = await startSandboxServer({ port: 0, dataFile: file, ...quiet, sandbox: small });
    const created = JSON.parse(await readFile(file, 'utf8'));
    assert.equal(created.version, 1, 'a new file is written at start');
    const sent = (await (
      await post(server, '/send', { type: 'SMS', from: DEMO_SENDERS.acmePhone, to: '+14155550177', text: 'keep me' })
    ).json()) as { id: string };
    const conversations = Object.keys(server.sandbox.store.data.conversations).length;
    await server.close();
    server = undefined;
    const saved = JSON.parse(await readFile(file, 'utf8'));
    assert.equal(saved.messages[sent.id].text, 'keep me');
    assert.deepEqual(
      (await readdir(dir)).filter((f) => f.includes('round-trip') && f !== 'round-trip.json'),
      [],
      'no temporary file left',
    );

    server = await startSandboxServer({ port: 0, dataFile: file, ...quiet, sandbox: small });
    assert.equal(server.sandbox.store.data.messages[sent.id]?.text, 'keep me');
    assert.equal(Object.keys(server.sandbox.store.data.conversations).length, conversations, 'loaded, not re-seeded');
    const thread = await post(server, '/conversations/get', { from: DEMO_SENDERS.acmePhone, to: '+14155550177' });
    assert.equal(thread.status, 200);
  });

  it('resumes the carrier simulation of loaded messages (a scheduled send still goes out)', async () => {
    const file = join(dir, 'resume.json');
    const clock = new ManualClock();
    server = await startSandboxServer({
      port: 0,
      dataFile: file,
      ...quiet,
      sandbox: { ...small, demoData: false, clock },
    });
    const at = new Date(clock.now() + 3600_000).toISOString();
    const sent = (await (
      await post(server, '/send', {
        type: 'SMS',
        from: DEMO_SENDERS.acmePhone,
        to: '+14155550177',
        text: 'later',
        scheduledTime: at,
      })
    ).json()) as { id: string };
    await server.close();
    const next = new ManualClock(clock.now());
    server = await startSandboxServer({ port: 0, dataFile: file, ...quiet, sandbox: { ...small, clock: next } });
    assert.equal(server.sandbox.store.data.messages[sent.id]!.status, 'SCHEDULED');
    assert.equal(Object.keys(server.sandbox.store.data.messages).length, 1, 'sandbox.demoData: false was honoured');
    next.advance(3600_000 + 1000);
    assert.equal(server.sandbox.store.data.messages[sent.id]!.status, 'DELIVERED');
  });

  it('refuses a corrupt or foreign data file with a clear error and leaves it untouched', async () => {
    const cases: [string, string, RegExp][] = [
      ['corrupt.json', '{"version": 1, "messages": {', /is not valid JSON/],
      ['empty.json', '', /is not valid JSON/],
      ['array.json', '[]', /does not hold a sandbox state/],
      ['future.json', '{"version": 99, "senders": {}, "conversations": {}, "messages": {}}', /has version 99/],
      ['partial.json', '{"version": 1, "senders": {}}', /no "conversations" object/],
    ];
    for (const [name, content, message] of cases) {
      const file = join(dir, name);
      await writeFile(file, content);
      await assert.rejects(startSandboxServer({ port: 0, dataFile: file, ...quiet }), (error: unknown) => {
        assert.ok(error instanceof SandboxDataError, name);
        assert.match((error as Error).message, message, name);
        assert.ok((error as Error).message.includes(file), `${name}: the message names the file`);
        return true;
      });
      assert.equal(await readFile(file, 'utf8'), content, `${name} is left as it was`);
    }
  });

  it('saves the last change when `parley sandbox --data` is stopped with Ctrl+C', async () => {
    const file = join(dir, 'sigint.json');
    const child = spawn(process.execPath, [...CLI, 'sandbox', '--port', '0', '--no-demo-data', '--data', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const origin = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    const reply = await fetch(`${origin}/api/sandbox/inbound`, {
      method: 'POST',
      headers: KEY,
      body: JSON.stringify({ from: '+14155550177', to: DEMO_SENDERS.acmePhone, text: 'just before Ctrl+C' }),
    });
    const { id } = (await reply.json()) as { id: string };
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGINT');
    await exited;
    const saved = JSON.parse(await readFile(file, 'utf8'));
    assert.equal(saved.messages[id]?.text, 'just before Ctrl+C');
  });

  it('makes `parley sandbox --data` exit with code 1 on a corrupt file', async () => {
    const file = join(dir, 'cli-corrupt.json');
    await writeFile(file, 'not json');
    const child = spawn(process.execPath, [...CLI, 'sandbox', '--port', '0', '--data', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(stderr, /not valid JSON/);
  });
});

describe('createPersister', () => {
  it('coalesces many changes into one write and writes again for changes made meanwhile', async () => {
    const file = join(dir, 'coalesce.json');
    let snapshots = 0;
    let state = { n: 0 };
    const persister = createPersister(file, () => (snapshots++, state), { debounceMs: 50 });
    for (let i = 0; i < 100; i++) persister.schedule();
    await persister.flush();
    assert.equal(snapshots, 1);
    state = { n: 1 };
    persister.schedule();
    await persister.flush();
    assert.equal(snapshots, 2);
    assert.deepEqual(JSON.parse(await readFile(file, 'utf8')), { n: 1 });
    await persister.flush();
    assert.equal(snapshots, 2, 'nothing pending, nothing written');
  });

  it('reports a failed write without throwing, and leaves no temporary file', async () => {
    const file = join(dir, 'missing-dir', 'data.json');
    const errors: Error[] = [];
    const persister = createPersister(file, () => ({}), { onError: (error) => errors.push(error) });
    persister.schedule();
    await persister.flush();
    assert.equal(errors.length, 1);
    assert.ok(errors[0] instanceof SandboxDataError);
    assert.match(errors[0]!.message, /Could not save the data file/);
  });
});
