// The token route's first answers against a hostile or broken service: a real HTTP server on 127.0.0.1 answering
// the two first reads with redirects (to another host, to other paths of its own), an endless answer, a slow drip, a
// wrong content type. The route uses the global fetch, as in production. Whatever the service does, the route
// answers the token, relays nothing it should not, carries the token nowhere else, and says why in
// `Parley-First-Answer`.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { FIRST_REQUEST_HEADER, requestLine } from '../../../src/api/wire.js';
import { createTokenHandler, type TokenResponseBody } from '../../../src/node/index.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { stream } from './hostile-server.js';

/** What a server saw: `METHOD path bearer?`. */
interface Seen {
  requests: string[];
  /** Set while a response is being written: the bytes written so far, and whether the client hung up. */
  stream?: { written: number; closed: boolean };
}

function listen(handle: (req: IncomingMessage, res: ServerResponse, seen: Seen) => void) {
  const seen: Seen = { requests: [] };
  const server = createServer((req, res) => {
    seen.requests.push(`${req.method} ${req.url} ${req.headers.authorization ? 'bearer' : 'none'}`);
    handle(req, res, seen);
  });
  return new Promise<{ server: Server; seen: Seen; origin: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, seen, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let other: Awaited<ReturnType<typeof listen>>;
let service: Awaited<ReturnType<typeof listen>>;
let API: string;

before(async () => {
  other = await listen((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":[]}'));
  service = await listen((req, res, seen) => {
    const path = new URL(req.url!, 'http://x').pathname;
    const form = /^\/api\/forms\/([\w-]+)\/render$/.exec(path)?.[1];
    const json = (type: string, body = '{"data":[],"nextCursor":null}') =>
      res.writeHead(200, { 'Content-Type': type }).end(body);
    if (path === '/api/conversations/list') return json('application/json; charset=utf-8');
    const [, kind, status] = /^(\w+?)(\d*)$/.exec(form ?? '') ?? [];
    switch (kind) {
      case 'toOther': // a redirect to another host, as a compromised or misrouted service might answer
        return res.writeHead(Number(status), { Location: `${other.origin}/api/conversations/list` }).end();
      case 'toSelf': // a redirect to another of its own paths, one the route never sends to
        return res.writeHead(Number(status), { Location: '/api/conversations/c_1/read' }).end();
      case 'huge': // 50 MB, without Content-Length
        return (res.writeHead(200, { 'Content-Type': 'application/json' }), void stream(res, seen, 50 * 2 ** 20));
      case 'declared': // says 50 MB up front
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(50 * 2 ** 20) });
        return void stream(res, seen, 50 * 2 ** 20);
      case 'drip': // a byte every 50 ms, for ever
        return (res.writeHead(200, { 'Content-Type': 'application/json' }), void stream(res, seen, Infinity, 50, 1));
      case 'evil':
        return json('application/json-evil');
      case 'html':
        return json('text/html', '<p>{}</p>');
      case 'vendor':
        return json('application/vnd.parley+json; charset=utf-8');
      case 'broken':
        return json('application/json', '{"data":');
      default:
        return res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}');
    }
  });
  API = `${service.origin}/api`;
});
after(() => {
  service.server.closeAllConnections();
  other.server.closeAllConnections();
  service.server.close();
  other.server.close();
});

const route = (timeoutMs = 5000) =>
  createTokenHandler({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    authorize: () => ({ user: 'ada@acme.example', scopes: ['conversations:read', 'forms:read'] }),
    firstAnswers: { baseUrl: API, timeoutMs },
  });

/** Names `line` to the route; the token answer, its `Parley-First-Answer`, and how long it took. */
async function ask(line: string, handler = route(), encode = true) {
  service.seen.requests.length = 0;
  other.seen.requests.length = 0;
  const started = performance.now();
  const response = await handler(
    new Request('https://shop.test/parley-token', {
      headers: { [FIRST_REQUEST_HEADER]: encode ? encodeURIComponent(line) : line },
    }),
  );
  assert.equal(response.status, 200);
  const body = (await response.json()) as TokenResponseBody;
  assert.equal(typeof body.token, 'string', 'the token is answered whatever the service did');
  return { body, header: response.headers.get('Parley-First-Answer'), ms: performance.now() - started };
}
const render = (id: string) => requestLine('GET', `${API}/forms/${id}/render`, null);

describe('first answers: a hostile service', () => {
  it('answers a good read (the control)', async () => {
    const { body, header } = await ask(requestLine('POST', `${API}/conversations/list`, '{"pageSize":20}'));
    assert.deepEqual(body.first?.[0]?.body, { data: [], nextCursor: null });
    assert.deepEqual(service.seen.requests, ['POST /api/conversations/list bearer']);
    assert.equal(header, 'answered');
  });

  for (const status of [301, 302, 303, 307, 308]) {
    it(`a ${status} to another host is not followed: that host sees nothing, the page gets no answer`, async () => {
      const { body, header } = await ask(render(`toOther${status}`));
      assert.equal(body.first, undefined);
      assert.deepEqual(service.seen.requests, [`GET /api/forms/toOther${status}/render bearer`]);
      assert.deepEqual(other.seen.requests, []);
      assert.equal(header, 'skipped; reason=redirect');
    });
  }

  for (const status of [302, 307, 308]) {
    it(`a same-origin ${status} to a path outside the two reads does not carry the token there`, async () => {
      const { body, header } = await ask(render(`toSelf${status}`));
      assert.equal(body.first, undefined);
      assert.deepEqual(service.seen.requests, [`GET /api/forms/toSelf${status}/render bearer`]);
      assert.equal(header, 'skipped; reason=redirect');
    });
  }

  for (const kind of ['huge', 'declared']) {
    it(`a 50 MB answer (${kind === 'huge' ? 'streamed' : 'declared by Content-Length'}) is cut off: quick, bounded, no first`, async () => {
      const heap = process.memoryUsage();
      const { body, header, ms } = await ask(render(kind));
      assert.equal(body.first, undefined);
      assert.ok(ms < 2000, `answered in ${ms.toFixed(0)} ms`);
      // The route stopped reading and hung up: the service could not push the 50 MB through.
      await waitFor(() => service.seen.stream!.closed, 'the service sees the connection closed');
      assert.ok(service.seen.stream!.written < 16 * 2 ** 20, `${service.seen.stream!.written} bytes written`);
      const grown = process.memoryUsage().arrayBuffers - heap.arrayBuffers;
      assert.ok(grown < 16 * 2 ** 20, `buffers grew by ${grown} bytes`);
      assert.equal(header, 'skipped; reason=too-large');
    });
  }

  it('a slow drip is aborted at timeoutMs, and the service sees the request end', async () => {
    const { body, header, ms } = await ask(render('drip'), route(300));
    assert.equal(body.first, undefined);
    assert.ok(ms >= 290 && ms < 1500, `answered in ${ms.toFixed(0)} ms`);
    await waitFor(() => service.seen.stream!.closed, 'the service sees the connection closed');
    assert.equal(header, 'skipped; reason=timeout');
  });

  it('several named: a bad one among good ones is skipped alone, the good ones answered, all in one timeoutMs', async () => {
    const list = requestLine('POST', `${API}/conversations/list`, '{"pageSize":20}');
    const named = [list, render('toOther302'), render('vendor'), render('drip')];
    const { body, header, ms } = await ask(named.map(encodeURIComponent).join(', '), route(300), false);
    assert.deepEqual(
      body.first?.map((answer) => answer.request),
      [list, render('vendor')],
    );
    assert.equal(header, 'answered, skipped; reason=redirect, answered, skipped; reason=timeout');
    assert.deepEqual(other.seen.requests, [], 'the redirect was not followed');
    assert.ok(ms >= 290 && ms < 1000, `answered in ${ms.toFixed(0)} ms`);
    await waitFor(() => service.seen.stream!.closed, 'the service sees the drip end');
  });

  it('several slow ones are sent concurrently and share the one timeoutMs: the token waits once', async () => {
    const named = [render('drip'), render('drip2'), render('drip3'), render('drip4')];
    const { body, header, ms } = await ask(named.map(encodeURIComponent).join(', '), route(300), false);
    assert.equal(body.first, undefined);
    assert.equal(header, Array(4).fill('skipped; reason=timeout').join(', '));
    // One after another it would be 4 × 300 ms.
    assert.ok(ms >= 290 && ms < 700, `answered in ${ms.toFixed(0)} ms`);
    assert.equal(service.seen.requests.length, 4);
  });

  it('relays JSON only: application/json or application/<x>+json, with parameters', async () => {
    assert.equal((await ask(render('evil'))).header, 'skipped; reason=not-json');
    assert.equal((await ask(render('html'))).header, 'skipped; reason=not-json');
    assert.equal((await ask(render('broken'))).header, 'skipped; reason=not-json');
    const vendor = await ask(render('vendor'));
    assert.equal(vendor.header, 'answered');
    assert.equal(vendor.body.first?.[0]?.status, 200);
  });

  it('a refusal is not relayed', async () => {
    const { body, header } = await ask(render('missing'));
    assert.equal(body.first, undefined);
    assert.equal(header, 'skipped; reason=upstream-error');
  });

  it('sends no form id with encoded separators: the service sees nothing', async () => {
    for (const id of [
      'a%2Fb',
      '%2F..%2F..%2Fconversations%2Fc_1%2Fread',
      'a%3Fx%3D1',
      'a%5Cb',
      'a%00',
      'a%20b',
      'a.b',
    ]) {
      const { body, header } = await ask(render(id));
      assert.equal(body.first, undefined, id);
      assert.deepEqual(service.seen.requests, [], id);
      assert.equal(header, 'skipped; reason=not-a-first-read', id);
    }
  });
});

async function waitFor(predicate: () => boolean, what: string, timeout = 3000) {
  const end = Date.now() + timeout;
  while (!predicate()) {
    if (Date.now() > end) assert.fail(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
