/**
 * Issue 15, "spec conformance and robustness at the edges": each block tests a class of failure (not only the
 * input the issue reported). The fuzzing suite (test/node/security/fuzz.test.ts) generates more of each class.
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, afterEach, before, describe, it } from 'node:test';
import { startSandboxServer, SANDBOX_DEFAULTS, type SandboxServer } from '../../../src/sandbox/index.js';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH } from '../../../src/sandbox/http.js';
import { ErrorBody, StrictZodErrorBody } from '../../../src/schemas/errors.js';
import { DEMO_SENDERS, testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
before(() => (t = testSandbox({ demoData: false })));
after(() => t.close());

const TO = '+14155550123';
const nested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

function isRequestValidation(body: unknown): void {
  assert.ok(StrictZodErrorBody.safeParse(body).success, `not {description, errors: {errors, properties}}: ${JSON.stringify(body).slice(0, 300)}`);
}

describe('1. bounded depth wherever a body is walked (400, never 500)', () => {
  const routes: [string, string][] = [
    ['POST', '/send'],
    ['POST', '/forms/send'],
    ['POST', '/forms'],
    ['POST', '/webhooks/attach'],
    ['POST', '/messages/validate/rcs'],
  ];
  for (const [method, path] of routes) {
    for (const kind of ['array', 'object'] as const) {
      it(`${method} ${path}: ${kind}s nested 20,000 deep, with and without Idempotency-Key → 400 in the spec's shape`, async () => {
        for (const headers of [{}, { 'Idempotency-Key': `deep-${path}-${kind}` }] as Record<string, string>[]) {
          const reply = await t.api(method, path, nested(20_000, kind), headers);
          assert.equal(reply.status, 400, JSON.stringify(reply.body).slice(0, 200));
          isRequestValidation(reply.body);
        }
      });
    }
  }

  it('submissions too: a deep value inside data is refused before any walk', async () => {
    const form = (await t.api('POST', '/forms', { name: 'deep', fields: [{ key: 'note', label: 'Note', type: 'text' }] })).body;
    const reply = await t.call('POST', `/forms/${form.id}/submit`, { body: `{"data":{"note":${nested(20_000, 'array')}}}`, headers: { 'Idempotency-Key': 'deep-submit' } });
    assert.equal(reply.status, 400);
    isRequestValidation(reply.body);
  });

  it(`the limit is ${MAX_BODY_DEPTH} levels: one level less still reaches the schema (a field error, not the depth error)`, async () => {
    const ok = await t.api('POST', '/send', `{"type":"SMS","from":"${DEMO_SENDERS.acmePhone}","to":"${TO}","text":${nested(MAX_BODY_DEPTH - 1, 'array')}}`, { 'Idempotency-Key': 'depth-ok' });
    assert.equal(ok.status, 400);
    assert.ok(!JSON.stringify(ok.body).includes('nested more than'), JSON.stringify(ok.body).slice(0, 200));
    assert.ok(ok.body.errors.properties.text, 'the schema judged text');
    const deep = await t.api('POST', '/send', `{"type":"SMS","from":"${DEMO_SENDERS.acmePhone}","to":"${TO}","text":${nested(MAX_BODY_DEPTH, 'array')}}`);
    assert.equal(deep.status, 400);
    assert.match(deep.body.description, /nested more than/);
  });

  it('a body of very many small values is refused (size, not only depth)', async () => {
    const reply = await t.api('POST', '/send', `[${'0,'.repeat(200_000)}0]`);
    assert.equal(reply.status, 400);
    isRequestValidation(reply.body);
  });
});

describe('3. the body limit counts bytes while reading and answers 413 {error}', () => {
  it('600,000 × "é" (1.2 MB, 600,000 characters) is over the 1 MiB limit', async () => {
    const body = JSON.stringify({ text: 'é'.repeat(600_000) });
    assert.ok(body.length < MAX_BODY_BYTES && new TextEncoder().encode(body).length > MAX_BODY_BYTES);
    const reply = await t.api('POST', '/send', body);
    assert.equal(reply.status, 413);
    assert.ok(ErrorBody.safeParse(reply.body).success);
  });

  it('exactly the limit in multi-byte characters is read (the schema answers), one byte more is 413', async () => {
    const frame = (n: number) => `{"x":"${'é'.repeat(n)}"}`; // 8 bytes of frame + 2 bytes per é
    const atLimit = frame((MAX_BODY_BYTES - 8) / 2);
    assert.equal(new TextEncoder().encode(atLimit).length, MAX_BODY_BYTES);
    assert.equal((await t.api('POST', '/send', atLimit)).status, 400);
    assert.equal((await t.api('POST', '/send', atLimit + ' ')).status, 413);
  });

  it('stops reading at the limit: a body that never ends is answered 413 once the limit is passed', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const response = await t.sandbox.fetch(
      new Request('http://sandbox.test/api/send', {
        method: 'POST',
        headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    assert.equal(response.status, 413);
    assert.ok(pulled <= MAX_BODY_BYTES + 4 * 64 * 1024, `read ${pulled} bytes`);
  });

  it('a declared Content-Length over the limit is refused before reading', async () => {
    const reply = await t.api('POST', '/forms', '{}', { 'Content-Length': String(100 * 1024 * 1024) });
    assert.equal(reply.status, 413);
  });

  it('a body that is not UTF-8 is a 400 request-validation error', async () => {
    const response = await t.sandbox.fetch(new Request('http://sandbox.test/api/forms', {
      method: 'POST',
      headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    }));
    assert.equal(response.status, 400);
    isRequestValidation(await response.json());
  });
});

describe('3. the Node server path: the same limit, and the rest of the body is never read', () => {
  let server: SandboxServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  function rawPost(path: string, headers: Record<string, string>, write: (req: import('node:http').ClientRequest) => void) {
    return new Promise<{ status: number; body: string; closed: Promise<void>; written: () => number }>((resolve, reject) => {
      let written = 0;
      const url = new URL(`${server!.origin}${path}`);
      const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json', ...headers } });
      const closed = new Promise<void>((done) => req.once('close', () => done()));
      req.on('error', () => {}); // the server closing mid-upload is expected
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body, closed, written: () => written }));
        res.on('error', reject);
      });
      const originalWrite = req.write.bind(req);
      req.write = ((chunk: Buffer) => {
        written += chunk.length;
        return originalWrite(chunk);
      }) as typeof req.write;
      write(req);
    });
  }

  it('a chunked upload that never ends gets 413 {error} and the connection closed', async () => {
    server = await startSandboxServer({ port: 0, log: () => {}, demoData: false });
    let stop = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const result = await rawPost('/api/send', {}, (req) => {
      const pump = () => {
        while (!stop && req.write(chunk));
        if (!stop) req.once('drain', pump);
      };
      pump();
    });
    stop = true;
    assert.equal(result.status, 413);
    assert.ok(ErrorBody.safeParse(JSON.parse(result.body)).success, result.body);
    await result.closed; // resolves only if the server closes the connection (the upload never ends by itself)
  });

  it('600,000 × "é" over HTTP → 413; the demo route that forwards bodies is bounded the same way', async () => {
    server = await startSandboxServer({ port: 0, log: () => {}, demoData: false, demo: true });
    const body = JSON.stringify({ text: 'é'.repeat(600_000) });
    for (const path of ['/api/send', '/demo/inbound']) {
      const reply: Response = await fetch(`${server.origin}${path}`, { method: 'POST', headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' }, body });
      assert.equal(reply.status, 413, path);
      assert.ok(ErrorBody.safeParse(await reply.json()).success);
    }
  });
});

describe('6. every 400 request-validation body has both errors.errors and errors.properties', () => {
  it('root-level failures (a body that is not an object, not JSON, a cross-field rule) have an empty properties', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/send', '[]'],
      ['POST', '/send', '"text"'],
      ['POST', '/forms', '{'],
      ['POST', '/forms/send', { from: DEMO_SENDERS.acmePhone }], // neither form_id nor form: a root refinement
      ['POST', '/webhooks/attach', { senders: [DEMO_SENDERS.acmePhone] }],
    ];
    for (const [method, path, body] of cases) {
      const reply = await t.api(method, path, body);
      assert.equal(reply.status, 400, `${path} ${JSON.stringify(body)}`);
      isRequestValidation(reply.body);
    }
  });
});

describe('8. a wrong method on a known path → 405 {error} with Allow (every route the app registers)', () => {
  it('PUT /forms/{id} → 405, Allow: GET, HEAD, PATCH, OPTIONS', async () => {
    const reply = await t.api('PUT', '/forms/form_x', {});
    assert.equal(reply.status, 405);
    assert.equal(reply.headers.get('allow'), 'GET, HEAD, PATCH, OPTIONS');
    assert.ok(ErrorBody.safeParse(reply.body).success);
  });

  it('for every registered route, every other method is 405 with an Allow naming the registered ones', async () => {
    const routes = t.sandbox.app.routes.filter((r) => r.method !== 'ALL');
    assert.ok(routes.length > 30, `${routes.length} routes`);
    const byPath = new Map<string, Set<string>>();
    for (const route of routes) byPath.set(route.path, (byPath.get(route.path) ?? new Set()).add(route.method));
    for (const [pattern, methods] of byPath) {
      const path = pattern.replace(/^\/api/, '').replace(/:[A-Za-z]+/g, 'x_1');
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        // A concrete path can also match another pattern (/forms/list vs /forms/:id): judge by all that match.
        const matching = [...byPath].filter(([p]) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(`/api${path}`)).flatMap(([, m]) => [...m]);
        if (matching.includes(method) || (method === 'GET' && matching.includes('GET'))) continue;
        const reply = await t.api(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
        assert.equal(reply.status, 405, `${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
        const allow = reply.headers.get('allow')!.split(', ');
        for (const m of matching) assert.ok(allow.includes(m), `${method} ${path}: Allow ${allow} lacks ${m}`);
        assert.ok(!allow.includes(method));
        assert.ok(ErrorBody.safeParse(reply.body).success);
      }
      void methods;
    }
  });

  it('an unknown path stays a 404', async () => {
    assert.equal((await t.api('PUT', '/nothing/here', {})).status, 404);
    assert.equal((await t.api('GET', '/forms/a/b/c/d')).status, 404);
  });
});
