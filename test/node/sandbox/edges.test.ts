/**
 * Spec conformance and robustness at the edges: each block tests a class of failure (not only the
 * one input that first showed it). The fuzzing suite (test/node/security/fuzz.test.ts) generates more of each class.
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, afterEach, before, describe, it } from 'node:test';
import { startSandboxServer, SANDBOX_DEFAULTS, type SandboxServer } from '../../../src/sandbox/index.js';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH } from '../../../src/sandbox/http.js';
import { ErrorBody, StrictZodErrorBody } from '../../../src/schemas/errors.js';
import { DEMO_SENDERS, registeredMethods, testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
before(() => (t = testSandbox({ demoData: false })));
after(() => t.close());

const TO = '+14155550123';
const nested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

function isRequestValidation(body: unknown): void {
  assert.ok(
    StrictZodErrorBody.safeParse(body).success,
    `not {description, errors: {errors, properties}}: ${JSON.stringify(body).slice(0, 300)}`,
  );
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
    const form = (
      await t.api('POST', '/forms', { name: 'deep', fields: [{ key: 'note', label: 'Note', type: 'text' }] })
    ).body;
    const reply = await t.call('POST', `/forms/${form.id}/submit`, {
      body: `{"data":{"note":${nested(20_000, 'array')}}}`,
      headers: { 'Idempotency-Key': 'deep-submit' },
    });
    assert.equal(reply.status, 400);
    isRequestValidation(reply.body);
  });

  it(`the limit is ${MAX_BODY_DEPTH} levels: one level less still reaches the schema (a field error, not the depth error)`, async () => {
    const ok = await t.api(
      'POST',
      '/send',
      `{"type":"SMS","from":"${DEMO_SENDERS.acmePhone}","to":"${TO}","text":${nested(MAX_BODY_DEPTH - 1, 'array')}}`,
      { 'Idempotency-Key': 'depth-ok' },
    );
    assert.equal(ok.status, 400);
    assert.ok(!JSON.stringify(ok.body).includes('nested more than'), JSON.stringify(ok.body).slice(0, 200));
    assert.ok(ok.body.errors.properties.text, 'the schema judged text');
    const deep = await t.api(
      'POST',
      '/send',
      `{"type":"SMS","from":"${DEMO_SENDERS.acmePhone}","to":"${TO}","text":${nested(MAX_BODY_DEPTH, 'array')}}`,
    );
    assert.equal(deep.status, 400);
    assert.match(deep.body.description, /nested more than/);
  });

  it('a body of very many small values is refused (size, not only depth)', async () => {
    const reply = await t.api('POST', '/send', `[${'0,'.repeat(300_000)}0]`);
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

  it('a body stream that breaks mid-way (client gone) is a 400, not a 500', async () => {
    let sent = false;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('connection reset'));
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"type":"SMS"'));
      },
    });
    const response = await t.sandbox.fetch(
      new Request('http://sandbox.test/api/send', {
        method: 'POST',
        headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey },
        body: broken,
        duplex: 'half',
      } as RequestInit),
    );
    assert.equal(response.status, 400);
    isRequestValidation(await response.json());
  });

  it('a declared Content-Length over the limit is refused before reading', async () => {
    const reply = await t.api('POST', '/forms', '{}', { 'Content-Length': String(100 * 1024 * 1024) });
    assert.equal(reply.status, 413);
  });

  it('a body that is not UTF-8 is a 400 request-validation error', async () => {
    const response = await t.sandbox.fetch(
      new Request('http://sandbox.test/api/forms', {
        method: 'POST',
        headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' },
        body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      }),
    );
    assert.equal(response.status, 400);
    isRequestValidation(await response.json());
  });
});

describe('3. the Node server path: the same limit, and the rest of the body is never read', { timeout: 30_000 }, () => {
  let server: SandboxServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  function rawPost(
    path: string,
    headers: Record<string, string>,
    write: (req: import('node:http').ClientRequest) => void,
  ) {
    return new Promise<{ status: number; body: string; closed: Promise<void>; written: () => number }>(
      (resolve, reject) => {
        let written = 0;
        const url = new URL(`${server!.origin}${path}`);
        const req = httpRequest({
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json', ...headers },
        });
        const closed = new Promise<void>((done) => req.once('close', () => done()));
        req.on('error', () => {}); // the server closing mid-upload is expected
        // …but never without an answer: that fails here instead of waiting forever.
        req.once('close', () => reject(new Error('the connection closed before the server answered')));
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
      },
    );
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
      const reply: Response = await fetch(`${server.origin}${path}`, {
        method: 'POST',
        headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' },
        body,
      });
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
    const { patterns, methodsOf } = registeredMethods(t.sandbox.app.routes);
    assert.ok(patterns.length > 30, `${patterns.length} routes`);
    for (const pattern of patterns) {
      const path = pattern.replace(/^\/api/, '').replace(/:[A-Za-z]+/g, 'x_1');
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const matching = methodsOf(`/api${path}`);
        if (matching.includes(method) || (method === 'GET' && matching.includes('GET'))) continue;
        const reply = await t.api(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
        assert.equal(reply.status, 405, `${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
        const allow = reply.headers.get('allow')!.split(', ');
        for (const m of matching) assert.ok(allow.includes(m), `${method} ${path}: Allow ${allow} lacks ${m}`);
        assert.ok(!allow.includes(method));
        assert.ok(ErrorBody.safeParse(reply.body).success);
      }
    }
  });

  it('an action path is not an id: GET /webhooks/list is the list’s wrong method, not a webhook named "list"', async () => {
    for (const [method, path, allow] of [
      ['GET', '/webhooks/list', 'POST, OPTIONS'],
      ['GET', '/forms/list', 'POST, OPTIONS'],
      ['PATCH', '/forms/list', 'POST, OPTIONS'],
      ['GET', '/conversations/list', 'POST, OPTIONS'],
      ['DELETE', '/contacts/list', 'POST, OPTIONS'],
      ['DELETE', '/webhooks/detach', 'POST, OPTIONS'],
    ] as const) {
      const reply = await t.api(method, path, method === 'PATCH' ? {} : undefined);
      assert.equal(reply.status, 405, `${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
      assert.equal(reply.headers.get('allow'), allow, `${method} ${path}`);
    }
  });

  it('a page on another origin can read Allow (CORS exposes it)', async () => {
    const reply = await t.api('PUT', '/send', {}, { Origin: 'https://customer.example' });
    assert.equal(reply.status, 405);
    assert.match(reply.headers.get('access-control-expose-headers') ?? '', /\bAllow\b/);
  });

  it('an unknown path stays a 404', async () => {
    assert.equal((await t.api('PUT', '/nothing/here', {})).status, 404);
    assert.equal((await t.api('GET', '/forms/a/b/c/d')).status, 404);
  });
});

describe('4. POST /forms/send honours scheduledTime (spec: any send operation accepts it)', () => {
  for (const [channel, from] of [
    ['SMS', DEMO_SENDERS.acmePhone],
    ['RCS', DEMO_SENDERS.acmeAgent],
  ] as const) {
    it(`${channel}: the link goes out at scheduledTime, not before`, async () => {
      const at = new Date(t.clock.now() + 3_600_000).toISOString();
      const sent = await t.api('POST', '/forms/send', {
        form: { name: 'later', fields: [{ key: 'a', label: 'A', type: 'text' }] },
        from,
        to: TO,
        channel,
        scheduledTime: at,
      });
      assert.equal(sent.status, 200, JSON.stringify(sent.body));
      const message = t.sandbox.store.data.messages[sent.body.message_id]!;
      assert.equal(message.status, 'SCHEDULED');
      assert.equal(message.scheduledTime, at);
      await t.clock.tick(3_600_000 + 60_000);
      assert.notEqual(t.sandbox.store.data.messages[sent.body.message_id]!.status, 'SCHEDULED');
    });
  }

  it('scheduledTime is judged as /send judges it (past → 400) and needs to (without to nothing is sent)', async () => {
    const form = { name: 'x', fields: [{ key: 'a', label: 'A', type: 'text' }] };
    const past = await t.api('POST', '/forms/send', {
      form,
      from: DEMO_SENDERS.acmePhone,
      to: TO,
      scheduledTime: new Date(t.clock.now() - 1000).toISOString(),
    });
    assert.equal(past.status, 400);
    const noTo = await t.api('POST', '/forms/send', {
      form,
      from: DEMO_SENDERS.acmePhone,
      scheduledTime: new Date(t.clock.now() + 1000).toISOString(),
    });
    assert.equal(noTo.status, 400);
    assert.match(noTo.body.error, /scheduledTime/);
    const notTime = await t.api('POST', '/forms/send', {
      form,
      from: DEMO_SENDERS.acmePhone,
      to: TO,
      scheduledTime: 'tomorrow',
    });
    assert.equal(notTime.status, 400);
    isRequestValidation(notTime.body);
  });
});

describe('5. a send refuses what /messages/validate/* flags (one rule set)', () => {
  const cases: { what: string; validate: [string, unknown]; send: unknown }[] = [
    {
      what: 'MMS .exe',
      validate: ['/messages/validate/mms', { mediaUrls: ['https://cdn.example/setup.exe'] }],
      send: { type: 'MMS', mediaUrls: ['https://cdn.example/setup.exe'] },
    },
    {
      what: 'MMS ftp:',
      validate: ['/messages/validate/mms', { mediaUrls: ['ftp://cdn.example/a.png'] }],
      send: { type: 'MMS', mediaUrls: ['ftp://cdn.example/a.png'] },
    },
    {
      what: 'RCS media .pdf',
      validate: ['/messages/validate/rcs', { rcs: { media: { url: 'https://cdn.example/doc.pdf' } } }],
      send: { type: 'RCS', from: DEMO_SENDERS.acmeAgent, rcs: { media: { url: 'https://cdn.example/doc.pdf' } } },
    },
    {
      what: 'RCS card .exe',
      validate: [
        '/messages/validate/rcs',
        { rcs: { card: { title: 't', media: { url: 'https://cdn.example/x.exe', height: 'SHORT' } } } },
      ],
      send: {
        type: 'RCS',
        from: DEMO_SENDERS.acmeAgent,
        rcs: { card: { title: 't', media: { url: 'https://cdn.example/x.exe', height: 'SHORT' } } },
      },
    },
    {
      what: 'RCS fallback .exe',
      validate: [
        '/messages/validate/rcs',
        { rcs: { text: 'hi' }, fallback: { from: DEMO_SENDERS.acmePhone, mediaUrls: ['https://cdn.example/x.exe'] } },
      ],
      send: {
        type: 'RCS',
        from: DEMO_SENDERS.acmeAgent,
        rcs: { text: 'hi' },
        fallback: { from: DEMO_SENDERS.acmePhone, mediaUrls: ['https://cdn.example/x.exe'] },
      },
    },
  ];
  for (const { what, validate, send } of cases) {
    it(`${what}: validation flags it, /send refuses it naming the file and nothing is stored`, async () => {
      const flagged = await t.api('POST', validate[0], validate[1]);
      assert.equal(flagged.status, 200, JSON.stringify(flagged.body));
      assert.equal(flagged.body.unsupportedFiles.length, 1);
      const before = Object.keys(t.sandbox.store.data.messages).length;
      const reply = await t.api('POST', '/send', { from: DEMO_SENDERS.acmePhone, to: TO, ...(send as object) });
      assert.equal(reply.status, 400, JSON.stringify(reply.body));
      // Refused by the media rule (naming the file) or, for a URL the send schema already refuses, by the schema.
      if ('error' in reply.body)
        assert.ok(reply.body.error.includes(flagged.body.unsupportedFiles[0].url), reply.body.error);
      else isRequestValidation(reply.body);
      assert.equal(Object.keys(t.sandbox.store.data.messages).length, before);
    });
  }

  it('what validation passes, /send sends', async () => {
    const ok = { mediaUrls: ['https://cdn.example/photo.JPG', 'https://cdn.example/no-extension'] };
    assert.deepEqual((await t.api('POST', '/messages/validate/mms', ok)).body.unsupportedFiles, []);
    assert.equal(
      (await t.api('POST', '/send', { type: 'MMS', from: DEMO_SENDERS.acmePhone, to: TO, ...ok })).status,
      200,
    );
  });
});

describe('7. user keys that name Object.prototype members (forms)', () => {
  const PROTO_KEYS = [
    'constructor',
    'toString',
    'valueOf',
    'hasOwnProperty',
    'isPrototypeOf',
    'propertyIsEnumerable',
    'toLocaleString',
  ];

  it('a form keyed by every Object.prototype member takes submissions; the snapshot has only answered fields', async () => {
    const fields = PROTO_KEYS.map((key) => ({ key, label: key, type: 'text' }));
    const form = (await t.api('POST', '/forms', { name: 'proto', fields })).body;
    const empty = await t.call('POST', `/forms/${form.id}/submit`, {
      body: { data: {} },
      headers: { 'User-Agent': 'proto-1' },
    });
    assert.equal(empty.status, 201, JSON.stringify(empty.body));
    assert.deepEqual(empty.body.submission.fields, []);
    const answered = await t.call('POST', `/forms/${form.id}/submit`, {
      body: { data: { constructor: 'c', toString: 't' } },
      headers: { 'User-Agent': 'proto-2' },
    });
    assert.equal(answered.status, 201, JSON.stringify(answered.body));
    assert.deepEqual(answered.body.submission.data, { constructor: 'c', toString: 't' });
    assert.deepEqual(
      answered.body.submission.fields.map((f: { key: string }) => f.key),
      ['constructor', 'toString'],
    );
  });

  it('a required field keyed constructor is still required; __proto__ in data is an unknown key, refused (not dropped)', async () => {
    const form = (
      await t.api('POST', '/forms', {
        name: 'req',
        fields: [{ key: 'constructor', label: 'C', type: 'text', required: true }],
      })
    ).body;
    const missing = await t.call('POST', `/forms/${form.id}/submit`, { body: { data: {} } });
    assert.equal(missing.status, 400);
    assert.ok(missing.body.errors.properties.data.properties.constructor);
    const proto = await t.call('POST', `/forms/${form.id}/submit`, {
      body: '{"data":{"constructor":"x","__proto__":{"polluted":1}}}',
    });
    assert.equal(proto.status, 400, JSON.stringify(proto.body));
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('theme_override with prototype-member keys is refused as unknown keys (naming each), and breaks nothing', async () => {
    // Strict bodies (DESIGN §12): these keys used to be dropped silently; now each is a 400 issue at its own path.
    const refused = await t.api('POST', '/forms', {
      name: 'th',
      fields: [{ key: 'a', label: 'A', type: 'text' }],
      theme_override: JSON.parse(
        '{"colors":{"constructor":"#ffffff","toString":"#000000"},"valueOf":"x","__proto__":{"submitLabel":"pwn"}}',
      ),
    });
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
    const theme = refused.body.errors.properties.theme_override;
    for (const key of ['valueOf', '__proto__'])
      assert.match(theme.properties[key].errors[0], new RegExp(`Unrecognized key "${key}"`));
    for (const key of ['constructor', 'toString'])
      assert.match(theme.properties.colors.properties[key].errors[0], new RegExp(`Unrecognized key "${key}"`));
    assert.equal(({} as Record<string, unknown>).submitLabel, undefined);
    const form = (
      await t.api('POST', '/forms', {
        name: 'th',
        fields: [{ key: 'a', label: 'A', type: 'text' }],
        theme_override: { colors: { primary: '#112233' } },
      })
    ).body;
    const render = await t.call('GET', `/forms/${form.id}/render`);
    assert.equal(render.status, 200);
    assert.notEqual(render.body.theme.submitLabel, 'pwn');
    assert.equal(typeof render.body.theme.colors.primary, 'string');
  });
});

describe('10. a form without a sender gets the team default sender (docs/decisions/038-sandbox-http-conformance.md)', () => {
  it('POST /forms without sender stores the team default; submissions carry it and FORM.SUBMISSION reaches its webhook', async () => {
    const seen: string[] = [];
    const local = testSandbox({
      demoData: false,
      fetch: (async (_url: string, init: RequestInit) => {
        seen.push(JSON.parse(String(init.body)).type);
        return new Response(null, { status: 200 });
      }) as unknown as typeof fetch,
    });
    try {
      await local.api('POST', '/webhooks/attach', {
        url: 'https://hooks.example/x',
        senders: [DEMO_SENDERS.acmePhone],
      });
      const form = (
        await local.api('POST', '/forms', { name: 'nos', fields: [{ key: 'a', label: 'A', type: 'text' }] })
      ).body;
      assert.equal(form.sender, DEMO_SENDERS.acmePhone, 'the first phone number of the team');
      const sub = await local.call('POST', `/forms/${form.id}/submit`, { body: { data: { a: 'x' } } });
      assert.equal(sub.body.submission.from, DEMO_SENDERS.acmePhone);
      await (local.sandbox.context.webhooks as unknown as { idle(): Promise<void> }).idle();
      assert.ok(seen.includes('FORM.SUBMISSION'), String(seen));
    } finally {
      local.close();
    }
  });

  it('a team without any sender: creating a form without sender is a 400; a stored sender-less form refuses submissions (no silent drop)', async () => {
    const local = testSandbox({ demoData: false });
    try {
      const form = (
        await local.api('POST', '/forms', { name: 'kept', fields: [{ key: 'a', label: 'A', type: 'text' }] })
      ).body;
      local.sandbox.store.data.senders = Object.create(null);
      const create = await local.api('POST', '/forms', {
        name: 'nos',
        fields: [{ key: 'a', label: 'A', type: 'text' }],
      });
      assert.equal(create.status, 400);
      assert.match(create.body.error, /sender/);
      local.sandbox.store.data.forms[form.id]!.sender = null;
      const sub = await local.call('POST', `/forms/${form.id}/submit`, { body: { data: { a: 'x' } } });
      assert.equal(sub.status, 400);
      assert.equal(Object.keys(local.sandbox.store.data.submissions).length, 0);
    } finally {
      local.close();
    }
  });
});

describe('11. POST /send/typing is refused where a send would be', () => {
  it("a sender that is not the team's → 400, as /send answers", async () => {
    for (const from of ['+14155559876', 'agent_not_ours']) {
      const send = await t.api('POST', '/send', {
        type: from.startsWith('agent_') ? 'RCS' : 'SMS',
        from,
        to: TO,
        ...(from.startsWith('agent_') ? { rcs: { text: 'x' } } : { text: 'x' }),
      });
      const typing = await t.api('POST', '/send/typing', { from, to: TO });
      assert.equal(send.status, 400);
      assert.equal(typing.status, 400, `${from}: ${JSON.stringify(typing.body)}`);
      assert.ok(ErrorBody.safeParse(typing.body).success);
    }
  });

  it('an embed token whose res excludes the sender → 400 for typing as for send; its own sender → 204', async () => {
    const token = await t.embed(['messages:send'], { senders: [DEMO_SENDERS.acmePhone] });
    const other = { from: DEMO_SENDERS.northwindPhone, to: TO };
    assert.equal((await t.call('POST', '/send', { token, body: { type: 'SMS', ...other, text: 'x' } })).status, 400);
    assert.equal((await t.call('POST', '/send/typing', { token, body: other })).status, 400);
    assert.equal(
      (await t.call('POST', '/send/typing', { token, body: { from: DEMO_SENDERS.acmePhone, to: TO } })).status,
      204,
    );
  });
});

describe('14. submission_count counts distinct recipients; an anonymous recipient is (IP address, user agent)', () => {
  it('anonymous: the same IP and user agent count once, another of either counts again; each submission is kept', async () => {
    const form = (await t.api('POST', '/forms', { name: 'anon', fields: [{ key: 'a', label: 'A', type: 'text' }] }))
      .body;
    const submit = (ua: string, ip: string) =>
      t.call('POST', `/forms/${form.id}/submit`, {
        body: { data: { a: ua } },
        headers: { 'User-Agent': ua, 'X-Forwarded-For': ip },
      });
    for (const [ua, ip] of [
      ['A', '10.0.0.1'],
      ['A', '10.0.0.1'],
      ['B', '10.0.0.1'],
      ['A', '10.0.0.2'],
      ['B', '10.0.0.1'],
    ]) {
      assert.equal((await submit(ua!, ip!)).status, 201);
    }
    const stored = (await t.api('GET', `/forms/${form.id}`)).body;
    assert.equal(stored.submission_count, 3);
    assert.equal((await t.api('POST', `/forms/${form.id}/submissions/list`, {})).body.data.length, 5);
  });

  it('recipient links: one recipient editing (can_update) counts once; anonymous and token recipients are distinct', async () => {
    const form = (
      await t.api('POST', '/forms', {
        name: 'mixed',
        can_update: true,
        fields: [{ key: 'a', label: 'A', type: 'text' }],
      })
    ).body;
    const link = (await t.api('POST', '/forms/send', { form_id: form.id, from: DEMO_SENDERS.acmePhone, to: TO })).body
      .url as string;
    const token = new URL(link).searchParams.get('t')!;
    for (const a of ['1', '2'])
      assert.ok(
        [200, 201].includes(
          (await t.call('POST', `/forms/${form.id}/submit`, { token, body: { data: { a } } })).status,
        ),
      );
    assert.equal(
      (
        await t.call('POST', `/forms/${form.id}/submit`, {
          body: { data: { a: 'anon' } },
          headers: { 'User-Agent': 'X' },
        })
      ).status,
      201,
    );
    assert.equal((await t.api('GET', `/forms/${form.id}`)).body.submission_count, 2);
  });
});
