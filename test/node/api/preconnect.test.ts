/**
 * The README tells a page whose elements call the API's origin first (a static `token`, a `token-url` without first
 * answers) to add `<link rel="preconnect" href="<the API's origin>" crossorigin>`: on a phone, opening that
 * connection costs round trips the element's first request would otherwise wait for. It holds only if the elements'
 * requests use the connection the link opens. They fetch with `credentials: "omit"` (wire.ts `serviceRequest`),
 * which Chromium sends over its anonymous connections, the ones `crossorigin` opens; without the attribute the
 * preconnected socket is a credentialed one, left unused. Checked in Chromium against the sandbox, behind a TCP
 * relay that counts the connections the browser opens and which of them carried a request.
 */
import assert from 'node:assert/strict';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createConnection, createServer as createTcpServer, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { authorized, serviceRequest } from '../../../src/api/wire.js';
import { firstListRequest } from '../../../src/components/inbox/list-request.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { startSandboxServer, type SandboxServer } from '../../../src/sandbox/server.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../setup/chromium.mjs';

let sandbox: SandboxServer;
let relay: { origin: string; sockets: { bytes: number }[]; close(): void };
let pages: Server;
let pageOrigin: string;

/** A TCP relay to the sandbox that notes each connection and the bytes the browser sent over it. */
async function tcpRelay(port: number) {
  const sockets: { bytes: number }[] = [];
  const open = new Set<Socket>();
  const server = createTcpServer((socket) => {
    const seen = { bytes: 0 };
    sockets.push(seen);
    open.add(socket);
    const upstream = createConnection({ port, host: '127.0.0.1' });
    socket.on('data', (chunk) => (seen.bytes += chunk.length));
    socket.pipe(upstream).pipe(socket);
    const end = () => (socket.destroy(), upstream.destroy(), open.delete(socket));
    socket.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${address.port}`,
    sockets,
    close() {
      for (const socket of open) socket.destroy();
      server.close();
    },
  };
}

before(async () => {
  sandbox = await startSandboxServer({ port: 0, log: () => {} });
  relay = await tcpRelay(sandbox.port);
  // The page is on another origin, as a customer's is: its `<link>` is the one under test.
  pages = createHttpServer((request, response) => {
    const url = new URL(request.url!, 'http://x');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><link rel="preconnect" href="${relay.origin}"${url.searchParams.get('attr') ?? ''}>`);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://localhost:${(pages.address() as { port: number }).port}`;
});

after(async () => {
  relay?.close();
  pages?.close();
  await sandbox?.close();
});

/**
 * Opens the page with the link (`attr` added to it), waits for its connection, then sends an element's first request
 * (the inbox's list, as the elements build it) and returns the relay's connections: how many, how many carried bytes.
 */
async function connectionsFor(attr: string): Promise<{ opened: number; used: number }> {
  relay.sockets.length = 0;
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'agent_preconnect',
    scopes: ['conversations:read'],
    ttl: 300,
  });
  const first = firstListRequest({});
  const { headers, ...init } = authorized(serviceRequest(first.method, JSON.stringify(first.body)), token);
  // A browser of its own, and its default context: Chromium makes no preconnects for an off-the-record one, and
  // its pool must not hold the other case's connection.
  const browser: Browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${pageOrigin}/?attr=${encodeURIComponent(attr)}`, { waitUntil: 'load' });
    // The preconnect has opened its socket before the request is sent: what is counted is whether it is used.
    const deadline = Date.now() + 5_000;
    while (!relay.sockets.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    assert.equal(relay.sockets.length, 1, 'the link opened one connection');
    const status = await page.evaluate(
      async (url, request, headers) => (await fetch(url, { ...(request as RequestInit), headers })).status,
      `${relay.origin}/api${first.path}`,
      init as Record<string, unknown>,
      Object.fromEntries(new Headers(headers)),
    );
    assert.equal(status, 200);
    return { opened: relay.sockets.length, used: relay.sockets.filter((s) => s.bytes > 0).length };
  } finally {
    await browser.close();
  }
}

test('an element request (credentials omitted, bearer token, preflighted) goes over the connection a crossorigin preconnect opened', async () => {
  assert.equal(serviceRequest('GET', null).credentials, 'omit', 'the elements fetch without credentials');
  const counted = await connectionsFor(' crossorigin');
  assert.deepEqual(counted, { opened: 1, used: 1 }, JSON.stringify(counted));
});

test('without crossorigin the preconnected socket is not the one the request uses', async () => {
  const counted = await connectionsFor('');
  assert.ok(counted.opened >= 2, `a second connection is opened: ${JSON.stringify(counted)}`);
  assert.equal(counted.used, counted.opened - 1, `the preconnected one carries nothing: ${JSON.stringify(counted)}`);
});
