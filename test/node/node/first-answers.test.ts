// The token route's first answers (DESIGN §2 departure in docs/decisions/009-first-answers.md): `createTokenHandler`
// with `firstAnswers` sends the element's first read to the service with the token it made and answers it beside the
// token; the browser client takes that answer instead of sending the request. Here the real handler, the real
// in-process sandbox and the real client, on a page of origin https://shop.test.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApiClient, type ParleyClient } from '../../../src/api/client.js';
import {
  FIRST_REQUEST_HEADER,
  MAX_FIRST_REQUESTS,
  formRender,
  requestLine,
  type FirstRequest,
} from '../../../src/api/wire.js';
import { firstListRequest } from '../../../src/components/inbox/list-request.js';
import { createTokenHandler, type TokenResponseBody } from '../../../src/node/index.js';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../../src/sandbox/index.js';

const API = 'https://api.test/api';
const PAGE = 'https://shop.test';
const SCOPES = ['conversations:read', 'forms:read', 'forms:submit'] as const;

let sandbox: Sandbox;
/** What the service was asked, by whom: the route (server side) or the page. */
const served: string[] = [];
const serviceFetch = (from: string) => async (request: Request) => {
  served.push(`${from} ${request.method} ${new URL(request.url).pathname}`);
  return sandbox.fetch(request);
};
const key = { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret };
const route = (firstAnswers?: Parameters<typeof createTokenHandler>[0]['firstAnswers']) =>
  createTokenHandler({
    key,
    team: SANDBOX_DEFAULTS.team,
    authorize: (request) =>
      request.headers.get('cookie') === 'session=ada' ? { user: 'ada@acme.example', scopes: [...SCOPES] } : null,
    firstAnswers,
  });
const answering = route({ baseUrl: API, fetch: serviceFetch('route') });
const saved = Reflect.get(globalThis, 'location');

/** The page's requests (method, URL, the first request its token request names), and a client of that page. */
function pageClient(tokenUrl = `${PAGE}/parley-token`, options: { now?: () => number; route?: typeof answering } = {}) {
  const sent: { method: string; url: string; named: string | null }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const named = request.headers.get(FIRST_REQUEST_HEADER);
    sent.push({ method: request.method, url: request.url, named: named && decodeURIComponent(named) });
    if (new URL(request.url).pathname === '/parley-token') {
      request.headers.set('cookie', 'session=ada'); // the browser's same-origin cookie
      return (options.route ?? answering)(request);
    }
    return serviceFetch('page')(request);
  };
  const client = createApiClient({ baseUrl: API, tokenUrl, retry: { retries: 0 }, now: options.now, fetch });
  return { client, sent, fetch };
}

const lineOf = (client: ParleyClient, first: FirstRequest) =>
  requestLine(first.method, client.baseUrl + first.path, first.body === undefined ? null : JSON.stringify(first.body));

/** The token route asked directly, naming `line` (a request line) the way the client does. */
async function ask(line: string, handler = answering): Promise<TokenResponseBody> {
  const response = await handler(
    new Request(`${PAGE}/parley-token`, {
      headers: { cookie: 'session=ada', [FIRST_REQUEST_HEADER]: encodeURIComponent(line) },
    }),
  );
  assert.equal(response.status, 200);
  return (await response.json()) as TokenResponseBody;
}

before(() => {
  sandbox = createSandbox({ demoConversations: 30, longThreadSize: 5, baseUrl: API });
  Reflect.set(globalThis, 'location', new URL(`${PAGE}/inbox`));
});
after(() => {
  sandbox.close();
  Reflect.set(globalThis, 'location', saved);
});

describe('first answers: the element side', () => {
  it("the inbox's first page comes with its token, and the list call takes it instead of asking the service", async () => {
    served.length = 0;
    const { client, sent } = pageClient();
    const first = firstListRequest({});
    await client.getToken(undefined, first);
    const { pageSize } = first.body as { pageSize: number };
    const page = await client.listConversations({ pageSize });
    // One request left the page: the token's, naming the list's first page.
    assert.deepEqual(sent, [{ method: 'GET', url: `${PAGE}/parley-token`, named: lineOf(client, first) }]);
    assert.deepEqual(served, ['route POST /api/conversations/list']);
    // The first page as the element asks for it (all 30 threads of this sandbox fit in it).
    assert.equal(page.data.length, Math.min(pageSize, 30));
    // The very page the service answers that request with (nothing changed in between).
    const direct = createApiClient({
      baseUrl: API,
      token: (await client.getToken())!,
      fetch: (input, init) => serviceFetch('check')(new Request(input, init)),
    });
    assert.deepEqual(page, await direct.listConversations({ pageSize }));
    // Taken once: the same call again goes to the service.
    await client.listConversations({ pageSize });
    assert.equal(sent.length, 2);
    assert.equal(sent[1]!.url, `${API}/conversations/list`);
  });

  it("a form's definition comes with its token likewise", async () => {
    const formId = Object.values(sandbox.store.data.forms).find((f) => f.name === 'Contact us')!.id;
    const { client, sent } = pageClient();
    await client.getToken(undefined, formRender(formId));
    const form = await client.renderForm(formId);
    assert.equal(form.form.id, formId);
    assert.deepEqual(
      sent.map((s) => s.url),
      [`${PAGE}/parley-token`],
    );
  });

  it('an answer is taken only by the request it answers, only with its token, and only while fresh', async () => {
    // Another request (a filter the first page did not carry) asks the service itself.
    const other = pageClient();
    await other.client.getToken(undefined, firstListRequest({ from: '+15550000000' }));
    await other.client.listConversations({ pageSize: 20 });
    assert.deepEqual(
      other.sent.map((s) => s.url),
      [`${PAGE}/parley-token`, `${API}/conversations/list`],
    );
    // Ten seconds later the answer is stale: the element shown late asks for data of its own time.
    let now = Date.now();
    const late = pageClient(undefined, { now: () => now });
    await late.client.getToken(undefined, firstListRequest({}));
    now += 10_000;
    await late.client.listConversations({ pageSize: 20 });
    assert.equal(late.sent.length, 2);
  });

  it("names nothing to a token route of another origin (the header would need that route's CORS consent)", async () => {
    const { client, sent } = pageClient('https://auth.other.test/parley-token');
    await client.getToken(undefined, firstListRequest({}));
    await client.listConversations({ pageSize: 20 });
    assert.deepEqual(
      sent.map((s) => [s.url, s.named]),
      [
        ['https://auth.other.test/parley-token', null],
        [`${API}/conversations/list`, null],
      ],
    );
  });
});

describe('first answers: a page and route that disagree on the API root', () => {
  it('the element warns once per token source (development builds), naming both roots; the rows still come', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const elsewhere = route({ baseUrl: 'https://api.elsewhere.test/api', fetch: serviceFetch('route') });
      const first = pageClient(undefined, { route: elsewhere });
      const { client, sent } = first;
      await client.getToken(undefined, firstListRequest({}));
      const page = await client.listConversations({ pageSize: 20 });
      assert.equal(page.data.length, 20);
      assert.deepEqual(
        sent.map((s) => s.url),
        [`${PAGE}/parley-token`, `${API}/conversations/list`],
      );
      assert.equal(warnings.length, 1, warnings.join('\n'));
      assert.match(
        warnings[0]!,
        /base-url https:\/\/api\.test\/api is not under .*firstAnswers\.baseUrl https:\/\/api\.elsewhere\.test\/api/,
      );
      assert.match(warnings[0]!, new RegExp(`token route ${PAGE}/parley-token`));
      // Another element of the page, on the same token source: no second warning. Another source: its own.
      const same = createApiClient({ baseUrl: API, tokenUrl: `${PAGE}/parley-token`, fetch: first.fetch });
      await same.listConversations({ pageSize: 20 });
      assert.equal(warnings.length, 1, warnings.join('\n'));
      await pageClient(undefined, { route: elsewhere }).client.getToken(undefined, firstListRequest({}));
      assert.equal(warnings.length, 2, warnings.join('\n'));
      // A route that answered, or skipped for the service's sake, is no misconfiguration: nothing to warn about.
      const failing = route({ baseUrl: API, fetch: async () => Response.json({ error: 'down' }, { status: 503 }) });
      const other = pageClient(undefined, { route: failing });
      await other.client.getToken(undefined, firstListRequest({}));
      await pageClient().client.getToken(undefined, firstListRequest({}));
      assert.equal(warnings.length, 2, warnings.join('\n'));
    } finally {
      console.warn = warn;
    }
  });
});

describe('first answers: the token route', () => {
  it('answers the named read beside the token, with that token', async () => {
    const line = requestLine('POST', `${API}/conversations/list`, '{"pageSize":3}');
    const body = await ask(line);
    assert.equal(body.first?.[0]?.request, line);
    assert.equal(body.first?.[0]?.status, 200);
    assert.equal((body.first?.[0]?.body as { data: unknown[] }).data.length, 3);
  });

  it('sends nothing to the service for what is not an answerable read under its API root, and still answers the token', async () => {
    const formId = Object.values(sandbox.store.data.forms)[0]!.id;
    const refused = [
      requestLine('POST', `${API}/messages/send`, '{"from":"a","to":"b","text":"hi"}'), // a write
      requestLine('POST', `${API}/forms/${formId}/submit`, '{}'), // a write
      requestLine('GET', `${API}/conversations`, null), // a read no element sends first
      requestLine('POST', 'https://evil.test/api/conversations/list', '{}'), // another host
      requestLine('POST', `${API}x/conversations/list`, '{}'), // beside the root, not under it
      requestLine('GET', `${API}/forms/${formId}/../../conversations/list/render`, null), // dot segments
      requestLine('GET', `${API}/forms/%2e%2e/render`, null), // encoded dot segments
      requestLine('GET', `${API}/forms/${formId}/render?x=1`, null), // a query
      requestLine('GET', `${API}/forms/${formId}/render`, '{}'), // a GET with a body
      requestLine('POST', `${API}/conversations/list`, null), // a POST without one
      requestLine('POST', `${API}/conversations/list`, `{"query":"${'x'.repeat(3000)}"}`), // too large
      requestLine('POST', `${API}/conversations/list`, '[1,2]'.slice(0, 3)), // not JSON
      'DELETE https://api.test/api/conversations/list ',
      'nonsense',
    ];
    for (const line of refused) {
      served.length = 0;
      const body = await ask(line);
      assert.equal(typeof body.token, 'string', line);
      assert.equal(body.first, undefined, line);
      assert.deepEqual(served, [], line);
    }
    // A header that is not even URI-encoded text.
    const response = await answering(
      new Request(`${PAGE}/parley-token`, { headers: { cookie: 'session=ada', [FIRST_REQUEST_HEADER]: '%E0%A4%A' } }),
    );
    assert.equal(response.status, 200);
    assert.equal(((await response.json()) as TokenResponseBody).first, undefined);
  });

  it('answers the token alone when the service fails, or is slower than timeoutMs', async () => {
    const line = requestLine('POST', `${API}/conversations/list`, '{"pageSize":3}');
    const failing = route({ baseUrl: API, fetch: async () => Response.json({ error: 'down' }, { status: 503 }) });
    assert.equal((await ask(line, failing)).first, undefined);
    const unreachable = route({ baseUrl: API, fetch: () => Promise.reject(new TypeError('fetch failed')) });
    assert.equal((await ask(line, unreachable)).first, undefined);
    // A service that never answers: the route stops waiting at timeoutMs (its request is aborted).
    let aborted = false;
    const hanging = route({
      baseUrl: API,
      timeoutMs: 20,
      fetch: (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => {
            aborted = true;
            reject(request.signal.reason);
          }),
        ),
    });
    // (AbortSignal.timeout's timer does not keep Node's event loop alive; a server's open socket would.)
    const alive = setInterval(() => {}, 1000);
    const body = await ask(line, hanging).finally(() => clearInterval(alive));
    assert.equal(typeof body.token, 'string');
    assert.equal(body.first, undefined);
    assert.ok(aborted, 'the late request is aborted');
  });

  it('says in Parley-First-Answer whether it answered, and why not', async () => {
    const told = async (line: string, handler = answering) => {
      const response = await handler(
        new Request(`${PAGE}/parley-token`, {
          headers: { cookie: 'session=ada', [FIRST_REQUEST_HEADER]: encodeURIComponent(line) },
        }),
      );
      return response.headers.get('Parley-First-Answer');
    };
    const list = (root: string) => requestLine('POST', `${root}/conversations/list`, '{"pageSize":3}');
    assert.equal(await told(list(API)), 'answered');
    // The page's base-url and the route's baseUrl differ: both roots named, so the element can say which.
    assert.equal(
      await told(list('https://api.other.test/api')),
      'skipped; reason=base-url-mismatch; base-url="https://api.test/api"',
    );
    // A page's base-url with its host in capitals names the same root: its element's request, as written, is answered.
    assert.equal(await told(list(API.replace('https://api.test', 'HTTPS://API.Test'))), 'answered');
    assert.equal(await told(list(`${API}/v2`)), 'skipped; reason=not-a-first-read');
    assert.equal(await told(requestLine('POST', `${API}/send`, '{}')), 'skipped; reason=not-a-first-read');
    assert.equal(await told('nonsense'), 'skipped; reason=bad-request-line');
    assert.equal(
      await told(requestLine('POST', `${API}/conversations/list`, '{"pageSize":')),
      'skipped; reason=bad-request-line',
    );
    // A baseUrl that is not a URL is refused where the route is created (first-answers-options.test.ts), not
    // skipped on every request.
    assert.throws(() => route({ baseUrl: 'not a url', fetch: serviceFetch('route') }), /firstAnswers\.baseUrl/);
    const failing = route({ baseUrl: API, fetch: async () => Response.json({ error: 'down' }, { status: 503 }) });
    assert.equal(await told(list(API), failing), 'skipped; reason=upstream-error');
    const unreachable = route({ baseUrl: API, fetch: () => Promise.reject(new TypeError('fetch failed')) });
    assert.equal(await told(list(API), unreachable), 'skipped; reason=upstream-error');
    // A fetch that ignores the signal and never ends its body: the route stops reading at timeoutMs all the same.
    const stalled = route({
      baseUrl: API,
      timeoutMs: 30,
      fetch: async () =>
        new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"data":[')) }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const alive = setInterval(() => {}, 1000);
    assert.equal(await told(list(API), stalled).finally(() => clearInterval(alive)), 'skipped; reason=timeout');
    // A fetch that drops the signal and whose service never sends headers: the route stops waiting at timeoutMs, and
    // an answer that comes after is cancelled.
    let late: ((response: Response) => void) | undefined;
    const silent = route({ baseUrl: API, timeoutMs: 30, fetch: () => new Promise<Response>((r) => (late = r)) });
    const waiting = setInterval(() => {}, 1000);
    assert.equal(await told(list(API), silent).finally(() => clearInterval(waiting)), 'skipped; reason=timeout');
    let cancelled = false;
    const body = new ReadableStream({ cancel: () => void (cancelled = true) });
    late!(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.ok(cancelled, 'the late answer is cancelled');
    // No header without firstAnswers (the route ignores the named request) or without a named request.
    assert.equal(await told(list(API), route()), null);
    const unnamed = await answering(new Request(`${PAGE}/parley-token`, { headers: { cookie: 'session=ada' } }));
    assert.equal(unnamed.headers.get('Parley-First-Answer'), null);
  });

  it('answers several named reads at once, each guarded and answered by its own line; the header says each', async () => {
    const formId = Object.values(sandbox.store.data.forms)[0]!.id;
    const list = requestLine('POST', `${API}/conversations/list`, '{"pageSize":3}');
    const form = requestLine('GET', `${API}/forms/${formId}/render`, null);
    const write = requestLine('POST', `${API}/messages/send`, '{"from":"a","to":"b","text":"hi, there"}');
    served.length = 0;
    const response = await answering(
      new Request(`${PAGE}/parley-token`, {
        headers: {
          cookie: 'session=ada',
          [FIRST_REQUEST_HEADER]: [list, write, form, form].map(encodeURIComponent).join(', '),
        },
      }),
    );
    const body = (await response.json()) as TokenResponseBody;
    assert.equal(typeof body.token, 'string');
    // Only the two reads went out (the form's once, though named twice), and only they are answered, in order.
    assert.deepEqual(served.sort(), [
      'route GET /api/forms/' + formId + '/render',
      'route POST /api/conversations/list',
    ]);
    assert.deepEqual(
      body.first?.map((answer) => [answer.request, answer.status]),
      [
        [list, 200],
        [form, 200],
      ],
    );
    assert.equal((body.first?.[1]?.body as { form: { id: string } }).form.id, formId);
    assert.equal(
      response.headers.get('Parley-First-Answer'),
      'answered, skipped; reason=not-a-first-read, answered, answered',
    );
  });

  it('sends nothing when more than MAX_FIRST_REQUESTS are named: the token alone, one too-many for them all', async () => {
    const list = (size: number) => requestLine('POST', `${API}/conversations/list`, `{"pageSize":${size}}`);
    const named = (count: number) =>
      Array.from({ length: count }, (_, i) => encodeURIComponent(list(i + 1))).join(', ');
    served.length = 0;
    const four = await answering(
      new Request(`${PAGE}/parley-token`, {
        headers: { cookie: 'session=ada', [FIRST_REQUEST_HEADER]: named(MAX_FIRST_REQUESTS) },
      }),
    );
    assert.equal(((await four.json()) as TokenResponseBody).first?.length, MAX_FIRST_REQUESTS);
    assert.equal(served.length, MAX_FIRST_REQUESTS);
    served.length = 0;
    const five = await answering(
      new Request(`${PAGE}/parley-token`, {
        headers: { cookie: 'session=ada', [FIRST_REQUEST_HEADER]: named(MAX_FIRST_REQUESTS + 1) },
      }),
    );
    const body = (await five.json()) as TokenResponseBody;
    assert.equal(five.status, 200);
    assert.equal(typeof body.token, 'string');
    assert.equal(body.first, undefined);
    assert.deepEqual(served, []);
    assert.equal(five.headers.get('Parley-First-Answer'), 'skipped; reason=too-many');
  });

  it('without firstAnswers, or for a visitor with no session, the service is not asked', async () => {
    served.length = 0;
    const line = requestLine('POST', `${API}/conversations/list`, '{"pageSize":3}');
    assert.equal((await ask(line, route())).first, undefined);
    const anonymous = await answering(
      new Request(`${PAGE}/parley-token`, { headers: { [FIRST_REQUEST_HEADER]: encodeURIComponent(line) } }),
    );
    assert.equal(anonymous.status, 401);
    assert.deepEqual(served, []);
  });
});
