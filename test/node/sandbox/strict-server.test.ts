/**
 * Strict requests over the Node server (DESIGN §12): oversized headers get a 431 `{error}` (from the app up to
 * Node's raised limit, from the server's clientError handler beyond it) instead of Node's bare 431 and a reset;
 * a text/plain body gets 415 `{error}`.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { startSandboxServer, type SandboxServer } from '../../../src/sandbox/server.js';

let server: SandboxServer;
before(async () => {
  server = await startSandboxServer({ port: 0, log: () => {}, sandbox: { demoConversations: 4, longThreadSize: 10 } });
});
after(() => server?.close());

function call(
  path: string,
  headers: Record<string, string>,
  body?: string | string[],
  method = 'POST',
): Promise<{ status: number; type: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      path.startsWith('http') ? path : `${server.baseUrl}${path}`,
      { method, headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // Several parts: written one by one (chunked when the headers say Transfer-Encoding: chunked).
    if (Array.isArray(body)) for (const part of body) req.write(part);
    req.end(Array.isArray(body) ? undefined : body);
  });
}

describe('the Node server: 431 and 415 as {error}', () => {
  it("a 100 kB header (the audit's) → 431 {error} JSON, not a reset", async () => {
    const res = await call(
      '/contacts/list',
      { 'Content-Type': 'application/json', 'X-Big': 'a'.repeat(100_000) },
      '{}',
    );
    assert.equal(res.status, 431);
    assert.match(res.type ?? '', /application\/json/);
    assert.match(JSON.parse(res.text).error, /Request headers are \d+ bytes; at most 32768 are read/);
  });

  it("a 2 MB header (past Node's raised limit) → still 431 {error} JSON", async () => {
    const res = await call(
      '/contacts/list',
      { 'Content-Type': 'application/json', 'X-Big': 'a'.repeat(2_000_000) },
      '{}',
    );
    assert.equal(res.status, 431);
    assert.match(JSON.parse(res.text).error, /Request headers are larger than/);
  });

  it('a JSON body sent as text/plain → 415 {error}; the same as application/json → 201', async () => {
    const body = JSON.stringify({ phoneNumber: '+14155550931' });
    const refused = await call('/contacts', { 'Content-Type': 'text/plain;charset=UTF-8' }, body);
    assert.equal(refused.status, 415);
    assert.match(JSON.parse(refused.text).error, /application\/json/);
    assert.equal((await call('/contacts', { 'Content-Type': 'application/json' }, body)).status, 201);
  });
});

describe('the Node server: a body on GET or HEAD', () => {
  it('GET and HEAD with a body (Content-Length or chunked) → 400 naming it, as DELETE refuses one; without → 200', async () => {
    const form = `/forms/${Object.keys(server.sandbox.context.store.data.forms)[0]}`;
    // API routes, and the hosted form page beside them: the Node adapter drops the body before either sees it.
    for (const path of [form, `${server.origin}${form}`]) {
      // Node's client frames a GET body only as the headers say (curl -X GET -d sends a Content-Length).
      const plain = await call(path, { 'Content-Type': 'text/plain', 'Content-Length': '7' }, 'garbage', 'GET');
      assert.equal(plain.status, 400, `${path}: ${plain.text}`);
      assert.match(plain.type ?? '', /application\/json/);
      assert.match(
        JSON.parse(plain.text).description,
        /GET requests take no body, and this one has a body \(Content-Length: 7\)/,
      );
      const chunked = await call(
        path,
        { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        ['{', '}'],
        'GET',
      );
      assert.equal(chunked.status, 400, chunked.text);
      assert.match(JSON.parse(chunked.text).description, /a chunked body/);
      assert.equal((await call(path, { 'Content-Length': '1' }, 'x', 'HEAD')).status, 400);
    }
    assert.equal((await call(form, {}, undefined, 'GET')).status, 200);
    assert.equal((await call(form, { 'Content-Length': '0' }, '', 'GET')).status, 200);
    assert.equal((await call(form, {}, undefined, 'HEAD')).status, 200);
  });
});
