// `ServiceClient` against a hostile or broken service: a real HTTP server on 127.0.0.1 answering with redirects to
// another host, endless or declared-huge bodies, a slow drip, no headers at all, HTML, malformed JSON, a dropped
// connection; and an address nobody listens on. The client uses the global fetch, as in production. Whatever the
// service does, the call settles within `timeoutMs` with a ServiceError naming the method and path, the API key goes
// nowhere else, and no answer costs more than `maxResponseBytes`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  InternalServerError,
  NetworkError,
  RedirectError,
  ResponseTooLargeError,
  ServiceClient,
  ServiceError,
  TimeoutError,
  UnexpectedResponseError,
} from '../../../src/node/index.js';
import { listen, stream, waitFor, type Listening } from './hostile-server.js';

const KEY = 'sk_live_do_not_leak';
const PAGE = '{"data":[],"nextCursor":null}';
let other: Listening;
let service: Listening;
/** Resolves when the service has a request it will never answer (`silent`). */
let silentRequest: () => void = () => {};

before(async () => {
  other = await listen((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(PAGE));
  service = await listen((req, res, seen) => {
    const mode = new URL(req.url!, 'http://x').pathname.split('/')[1]!;
    const [, kind, status] = /^(\w+?)(\d*)$/.exec(mode) ?? [];
    const json = (body: string, type: string | null = 'application/json', code = 200) =>
      res.writeHead(code, type ? { 'Content-Type': type } : {}).end(body);
    switch (kind) {
      case 'ok':
        return json(PAGE);
      case 'vendor':
        return json(PAGE, 'application/vnd.parley+json; charset=utf-8');
      case 'toOther': // to another host, as a compromised or misrouted service might answer
        return res.writeHead(Number(status), { Location: `${other.origin}${req.url}` }).end();
      case 'huge': // 50 MB, without Content-Length
        return (res.writeHead(200, { 'Content-Type': 'application/json' }), void stream(res, seen, 50 * 2 ** 20));
      case 'hugeError': // a 500 of 50 MB
        return (res.writeHead(500, { 'Content-Type': 'text/plain' }), void stream(res, seen, 50 * 2 ** 20));
      case 'declared': // says 50 MB up front
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(50 * 2 ** 20) });
        return void stream(res, seen, 50 * 2 ** 20);
      case 'sized': // `status` kB of JSON
        return json(JSON.stringify({ data: [], nextCursor: null, pad: 'x'.repeat(Number(status) * 1024) }));
      case 'drip': // a byte every 50 ms, for ever
        return (res.writeHead(200, { 'Content-Type': 'application/json' }), void stream(res, seen, Infinity, 50, 1));
      case 'silent': // never sends headers
        return silentRequest();
      case 'dropped': // headers, half a body, then the connection is cut
        res.writeHead(200, { 'Content-Type': 'application/json' }).write('{"data":[');
        return void setImmediate(() => res.socket?.destroy());
      case 'html':
        return json(PAGE, 'text/html');
      case 'untyped':
        return json(PAGE, null);
      case 'malformed':
        return json('{"data":[,');
      case 'gateway':
        return json('<html>Bad gateway</html>', 'text/html', 502);
      case 'empty':
        return res.writeHead(204).end();
      default:
        return json('{"error":"not found"}', 'application/json', 404);
    }
  });
});
after(() => {
  service.close();
  other.close();
});

const client = (mode: string, options: { timeoutMs?: number; maxResponseBytes?: number } = {}) =>
  new ServiceClient({ apiKey: KEY, baseUrl: `${service.origin}/${mode}/api`, ...options });

/** The rejection of `call()`, checked to be a ServiceError naming `POST /forms/list`, and how long it took. */
async function refused<E extends ServiceError>(call: () => Promise<unknown>, kind: new (...args: never[]) => E) {
  const started = performance.now();
  const error = await call().then(
    (value) => assert.fail(`resolved with ${JSON.stringify(value)}`),
    (error: unknown) => error,
  );
  assert.ok(error instanceof kind, `${String(error)} is a ${kind.name}`);
  assert.ok(error instanceof ServiceError);
  assert.equal(error.method, 'POST');
  assert.equal(error.path, '/forms/list');
  assert.match(error.message, /^POST \/forms\/list /);
  return { error, ms: performance.now() - started };
}

describe('ServiceClient: a hostile service', () => {
  it('reads a good answer (the control), and application/<x>+json', async () => {
    assert.deepEqual(await client('ok').listForms(), { data: [], nextCursor: null });
    assert.deepEqual(await client('vendor').listForms(), { data: [], nextCursor: null });
  });

  for (const status of [301, 302, 303, 307, 308]) {
    it(`a ${status} to another host is not followed: that host never sees the API key`, async () => {
      service.seen.requests.length = 0;
      other.seen.requests.length = 0;
      const { error } = await refused(() => client(`toOther${status}`).listForms(), RedirectError);
      assert.equal(error.status, status);
      assert.equal(error.location, `${other.origin}/toOther${status}/api/forms/list`);
      assert.deepEqual(other.seen.requests, [], 'the other host was not asked anything');
      assert.equal(service.seen.requests.length, 1);
      assert.equal(service.seen.requests[0]!.headers['service-api-key'], KEY);
    });
  }

  it('a 50 MB answer is cut off at maxResponseBytes (default 10 MB): quick, the connection closed', async () => {
    const { error, ms } = await refused(() => client('huge').listForms(), ResponseTooLargeError);
    assert.equal(error.status, 200);
    assert.equal(error.limit, 10 * 1024 * 1024);
    assert.ok(ms < 5000, `settled in ${ms.toFixed(0)} ms`);
    await waitFor(() => service.seen.stream!.closed, 'the service sees the connection closed');
    // What the client read, plus what the sockets between them held when it hung up.
    assert.ok(service.seen.stream!.written < 24 * 2 ** 20, `${service.seen.stream!.written} bytes written`);
  });

  it('a 50 MB answer costs the client about maxResponseBytes of memory, not 50 MB', async () => {
    const buffers = process.memoryUsage().arrayBuffers;
    await refused(() => client('huge', { maxResponseBytes: 2 ** 20 }).listForms(), ResponseTooLargeError);
    await waitFor(() => service.seen.stream!.closed, 'the service sees the connection closed');
    assert.ok(service.seen.stream!.written < 16 * 2 ** 20, `${service.seen.stream!.written} bytes written`);
    const grown = process.memoryUsage().arrayBuffers - buffers;
    assert.ok(grown < 16 * 2 ** 20, `buffers grew by ${grown} bytes`);
  });

  it('a declared Content-Length over the limit is refused before reading; so is a huge error answer', async () => {
    const declared = await refused(() => client('declared').listForms(), ResponseTooLargeError);
    assert.equal(declared.error.status, 200);
    await waitFor(() => service.seen.stream!.closed, 'the service sees the connection closed');
    assert.ok(service.seen.stream!.written < 16 * 2 ** 20, `${service.seen.stream!.written} bytes written`);
    const failed = await refused(() => client('hugeError').listForms(), ResponseTooLargeError);
    assert.equal(failed.error.status, 500);
  });

  it('maxResponseBytes sets the limit', async () => {
    assert.deepEqual(await client('sized32', { maxResponseBytes: 64 * 1024 }).listForms(), {
      data: [],
      nextCursor: null,
    });
    const { error } = await refused(
      () => client('sized100', { maxResponseBytes: 64 * 1024 }).listForms(),
      ResponseTooLargeError,
    );
    assert.equal(error.limit, 64 * 1024);
    assert.match(error.message, /over 65536 bytes \(maxResponseBytes\)/);
  });

  it('a slow drip ends at timeoutMs with a TimeoutError, and the service sees the request end', async () => {
    const { error, ms } = await refused(() => client('drip', { timeoutMs: 300 }).listForms(), TimeoutError);
    assert.ok(error instanceof NetworkError, 'a TimeoutError is a NetworkError');
    assert.equal(error.timeoutMs, 300);
    assert.equal(error.status, 0);
    assert.ok(ms >= 290 && ms < 2000, `settled in ${ms.toFixed(0)} ms`);
    await waitFor(() => service.seen.stream!.closed, 'the service sees the connection closed');
  });

  it('a service that never sends headers ends at timeoutMs too', async () => {
    const { error, ms } = await refused(() => client('silent', { timeoutMs: 300 }).listForms(), TimeoutError);
    assert.match(error.message, /no whole answer within 300 ms \(timeoutMs\)/);
    assert.ok(ms >= 290 && ms < 2000, `settled in ${ms.toFixed(0)} ms`);
  });

  it("the call's own signal ends it with the signal's reason, before timeoutMs", async () => {
    const controller = new AbortController();
    const asked = new Promise<void>((resolve) => (silentRequest = resolve));
    const call = client('silent').listForms({}, { signal: controller.signal });
    await asked;
    const reason = new Error('the page was closed');
    controller.abort(reason);
    await assert.rejects(call, (error) => error === reason);
  });

  it('an address nobody listens on is a NetworkError naming the method, path and why, with the cause', async () => {
    const gone = await listen(() => {});
    const origin = gone.origin;
    gone.close();
    const parley = new ServiceClient({ apiKey: KEY, baseUrl: `${origin}/api` });
    const { error } = await refused(() => parley.listForms(), NetworkError);
    assert.ok(!(error instanceof TimeoutError));
    assert.equal(error.status, 0);
    assert.match(error.message, new RegExp(`no answer from ${origin}: .*ECONNREFUSED`));
    assert.ok(error.cause instanceof TypeError, String(error.cause));
  });

  it('a connection cut mid-answer is a NetworkError', async () => {
    await refused(() => client('dropped').listForms(), NetworkError);
  });

  it('a 2xx that is not JSON says so: by its Content-Type, or by not parsing', async () => {
    const html = await refused(() => client('html').listForms(), UnexpectedResponseError);
    assert.match(html.error.message, /answered 200 with Content-Type "text\/html", not JSON/);
    const untyped = await refused(() => client('untyped').listForms(), UnexpectedResponseError);
    assert.match(untyped.error.message, /with Content-Type \(none\), not JSON/);
    const malformed = await refused(() => client('malformed').listForms(), UnexpectedResponseError);
    assert.match(malformed.error.message, /answered 200 with a body that is not JSON/);
    assert.equal(malformed.error.body, '{"data":[,');
  });

  it("a proxy's HTML error page is the status's error, its text kept; a 204 needs no body", async () => {
    const { error } = await refused(() => client('gateway').listForms(), InternalServerError);
    assert.equal(error.status, 502);
    assert.equal(error.body, '<html>Bad gateway</html>');
    assert.equal(await client('empty').deleteContact('ct_1'), undefined);
  });
});

describe('ServiceClient options', () => {
  it('refuses an option it does not know, naming it and the one meant', () => {
    for (const [options, message] of [
      [{ apiKey: 'k', baseURL: 'http://x' }, /unknown option `baseURL`: did you mean `baseUrl`\?/],
      [{ apiKey: 'k', timeout: 5 }, /unknown option `timeout`: did you mean `timeoutMs`\?/],
      [{ apikey: 'k' }, /unknown option `apikey`: did you mean `apiKey`\?/],
      [{ apiKey: 'k', retries: 3 }, /unknown option `retries`; the options are apiKey, baseUrl, fetch, timeoutMs/],
    ] as const) {
      assert.throws(() => new ServiceClient(options as never), { name: 'TypeError', message });
    }
  });

  it('checks timeoutMs, maxResponseBytes, fetch and that baseUrl is http(s)', () => {
    for (const timeoutMs of [0, -1, 1.5, '30000', Number.NaN, 2 ** 31])
      assert.throws(() => new ServiceClient({ apiKey: 'k', timeoutMs: timeoutMs as number }), /timeoutMs must be/);
    for (const maxResponseBytes of [0, -1, 0.5, '1mb'])
      assert.throws(
        () => new ServiceClient({ apiKey: 'k', maxResponseBytes: maxResponseBytes as number }),
        /maxResponseBytes must be/,
      );
    assert.throws(() => new ServiceClient({ apiKey: 'k', fetch: 'fetch' as never }), /fetch must be a function/);
    assert.throws(() => new ServiceClient({ apiKey: 'k', baseUrl: 'ftp://x/api' }), /not an http\(s\) URL/);
    assert.equal(
      new ServiceClient({ apiKey: 'k', timeoutMs: 1, maxResponseBytes: 1 }).baseUrl,
      'http://127.0.0.1:4010/api',
    );
  });
});
