// The head start (src/api/head-start.ts) with the client that adopts its answers, in Node: a page of one inbox and
// two forms (a stub DOM), the page's `fetch` a recorder. What the built CDN files do in Chromium is dist.test.ts's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { requestLine, FIRST_REQUEST_HEADER } from '../../../src/api/wire.js';
import { createTokenHandler } from '../../../src/node/index.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';

type Sent = { method: string; url: string; body: string | null; authorization: string | null; named: string | null };
const sent: Sent[] = [];
const failOnce = new Set(['https://api.test/api/forms/f_flaky/render']);
const hold = new Map<string, Promise<void>>();
let releaseSlow!: () => void;
hold.set('https://api.test/api/forms/f_slow/render', new Promise<void>((resolve) => (releaseSlow = resolve)));

const element = (tag: string, attributes: Record<string, string>) => ({
  localName: tag,
  getAttribute: (name: string) => attributes[name] ?? null,
  hasAttribute: (name: string) => name in attributes,
  closest: () => null,
});
const page = {
  'parley-inbox': [
    element('parley-inbox', { 'token-url': '/token', 'base-url': 'https://api.test/api/', from: 'agent_1' }),
  ],
  'parley-form': [
    element('parley-form', { token: 'static.token', 'base-url': 'https://api.test/api', 'form-id': 'f_flaky' }),
    element('parley-form', { token: 'static.token', 'base-url': 'https://api.test/api', 'form-id': 'f_slow' }),
  ],
};
const saved = {
  fetch: globalThis.fetch,
  document: Reflect.get(globalThis, 'document'),
  location: Reflect.get(globalThis, 'location'),
};
let client: typeof import('../../../src/api/client.js');
/** The token route of a page whose inbox and form share it, answering their first reads from the stub service. */
const shared = createTokenHandler({
  key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
  team: SANDBOX_DEFAULTS.team,
  authorize: () => ({ user: 'ada@acme.example', scopes: ['conversations:read', 'forms:read'] }),
  firstAnswers: {
    baseUrl: 'https://api.test/api',
    fetch: async (request) =>
      globalThis.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' ? null : await request.text(),
      }),
  },
});
/** The token route's answers, as its header said them. */
const told: (string | null)[] = [];
const count = (what: (s: Sent) => boolean) => sent.filter(what).length;
const isList = (s: Sent) => s.url === 'https://api.test/api/conversations/list';

before(async () => {
  Reflect.set(globalThis, 'location', { href: 'https://shop.test/inbox' });
  Reflect.set(globalThis, 'document', {
    getElementsByTagName: (tag: keyof typeof page) => page[tag] ?? [],
    querySelector: (tag: keyof typeof page) => page[tag]?.[0] ?? null,
  });
  globalThis.fetch = async (input, init) => {
    const url = String(input);
    sent.push({
      method: init?.method ?? 'GET',
      url,
      body: (init?.body as string) ?? null,
      authorization: new Headers(init?.headers).get('Authorization'),
      named: new Headers(init?.headers).get(FIRST_REQUEST_HEADER),
    });
    await hold.get(url);
    if (failOnce.delete(url)) throw new TypeError('Failed to fetch');
    if (url === '/token') return Response.json({ token: 'page.token' });
    // A token route with first answers (the real one), before the stub service below.
    if (url === '/token-two') return shared(new Request(`https://shop.test${url}`, init));
    if (url.endsWith('/conversations/list')) return Response.json({ data: [], nextCursor: null });
    return Response.json({ form: { id: url.split('/').at(-2) } });
  };
  await import('../../../src/components/inbox/head-start.js');
  await import('../../../src/components/form/head-start.js');
  client = await import('../../../src/api/client.js');
  // The token's answer, then the list with it: a few turns of the event loop (the stub answers at once).
  for (let turn = 0; turn < 100 && !sent.some(isList); turn++) await new Promise((resolve) => setImmediate(resolve));
});

after(() => {
  releaseSlow();
  globalThis.fetch = saved.fetch;
  Reflect.set(globalThis, 'document', saved.document);
  Reflect.set(globalThis, 'location', saved.location);
});

describe('head start', () => {
  it("asks for the token, then the inbox's first page with it, before any element", () => {
    assert.deepEqual(
      sent.filter((s) => s.url === '/token' || isList(s)).map((s) => [s.method, s.url, s.body, s.authorization]),
      [
        ['GET', '/token', null, null],
        ['POST', 'https://api.test/api/conversations/list', '{"from":"agent_1","pageSize":50}', 'Bearer page.token'],
      ],
    );
  });

  it("sends a page token's first request in the call itself, not after the rest of the file's evaluation", async () => {
    const { headStarts } = await import('../../../src/api/head-start.js');
    const tag = 'parley-form';
    const before = sent.length;
    const elements = (page as Record<string, unknown[]>)[tag]!;
    const saved = elements.splice(
      0,
      elements.length,
      element(tag, { token: 'sync.token', 'base-url': 'https://api.test/api' }),
    );
    try {
      headStarts([[tag, () => ({ method: 'GET', path: '/forms/f_sync/render' })]]);
      // Checked before any await: a request sent from a promise's reaction is not in the list yet.
      assert.deepEqual(
        sent.slice(before).map((s) => [s.method, s.url, s.authorization]),
        [['GET', 'https://api.test/api/forms/f_sync/render', 'Bearer sync.token']],
      );
    } finally {
      elements.splice(0, elements.length, ...saved);
    }
  });

  it('hands its answers to the client that sends the very same requests, once', async () => {
    const api = client.createApiClient({ baseUrl: 'https://api.test/api/', tokenUrl: '/token' });
    assert.deepEqual(await api.listConversations({ from: 'agent_1', pageSize: 50 }), { data: [], nextCursor: null });
    assert.equal(
      count((s) => s.url === '/token'),
      1,
      'the token was adopted',
    );
    assert.equal(count(isList), 1, 'the first page was adopted');
    // Taken once: the same request again is the client's own.
    await api.listConversations({ from: 'agent_1', pageSize: 50 });
    assert.equal(count(isList), 2);
  });

  it('leaves any other request to the client: another body is sent', async () => {
    const api = client.createApiClient({ baseUrl: 'https://api.test/api', tokenUrl: '/token' });
    await api.listConversations({ from: 'agent_1', pageSize: 20 });
    assert.deepEqual(sent.filter(isList).at(-1)?.body, '{"from":"agent_1","pageSize":20}');
  });

  it("sends the request itself when the head start's failed on the network (not reported)", async () => {
    const api = client.createApiClient({ baseUrl: 'https://api.test/api', token: 'static.token' });
    // `request` without a schema: the stub's answer is not a whole form.
    assert.deepEqual(await api.request('GET', '/forms/f_flaky/render', {}), { form: { id: 'f_flaky' } });
    assert.equal(
      count((s) => s.url.endsWith('/f_flaky/render')),
      2,
      "the head start's, then the client's own",
    );
  });

  it("lets a caller abort while the head start's answer is on its way", async () => {
    const api = client.createApiClient({ baseUrl: 'https://api.test/api', token: 'static.token' });
    const abort = new AbortController();
    const pending = api.request('GET', '/forms/f_slow/render', { signal: abort.signal });
    abort.abort();
    await assert.rejects(pending, (error: { kind?: string }) => error.kind === 'aborted');
    assert.equal(
      count((s) => s.url.endsWith('/f_slow/render')),
      1,
      "only the head start's",
    );
  });
});

describe('head start: an inbox and a form sharing a token-url', () => {
  it('sends one token request naming both first reads, in the call; each element adopts its own answer', async () => {
    const [{ headStarts }, { inboxFirstRead }, { formFirstRead }] = await Promise.all([
      import('../../../src/api/head-start.js'),
      import('../../../src/components/inbox/first-read.js'),
      import('../../../src/components/form/first-read.js'),
    ]);
    const base = 'https://api.test/api';
    const attributes = { 'token-url': '/token-two', 'base-url': base };
    const swap = (tag: keyof typeof page, with_: ReturnType<typeof element>) =>
      page[tag].splice(0, page[tag].length, with_);
    const saved = {
      inbox: swap('parley-inbox', element('parley-inbox', { ...attributes, from: 'agent_two' })),
      form: swap('parley-form', element('parley-form', { ...attributes, 'form-id': 'f_two' })),
      location: Reflect.get(globalThis, 'location'),
    };
    // Same origin as the route: the token request may name first requests.
    Reflect.set(globalThis, 'location', { href: 'https://shop.test/inbox', origin: 'https://shop.test' });
    const before = sent.length;
    const isTwo = (s: Sent) => s.body?.includes('agent_two') || s.url.endsWith('/forms/f_two/render');
    try {
      headStarts([inboxFirstRead, formFirstRead]);
      // In the call itself: one request, the token's, naming both lines.
      assert.deepEqual(
        sent.slice(before).map((s) => s.url),
        ['/token-two'],
      );
      const lines = [
        requestLine('POST', `${base}/conversations/list`, '{"from":"agent_two","pageSize":50}'),
        requestLine('GET', `${base}/forms/f_two/render`, null),
      ];
      assert.deepEqual(sent[before]!.named?.split(', ').map(decodeURIComponent), lines);
      for (let turn = 0; turn < 100 && sent.filter(isTwo).length < 2; turn++)
        await new Promise((resolve) => setImmediate(resolve));
      // The route sent both reads (bearer: its own fresh token); the page sent neither.
      assert.equal(sent.slice(before).filter((s) => s.url === '/token-two').length, 1);
      assert.deepEqual(
        sent
          .filter(isTwo)
          .map((s) => [s.method, s.url, s.authorization?.startsWith('Bearer ey')])
          .sort(),
        [
          ['GET', `${base}/forms/f_two/render`, true],
          ['POST', `${base}/conversations/list`, true],
        ],
      );
      // Each element, as it connects: its token (naming its own line) and its first read, both adopted.
      const inbox = client.createApiClient({ baseUrl: base, tokenUrl: '/token-two' });
      const form = client.createApiClient({ baseUrl: base, tokenUrl: '/token-two' });
      await Promise.all([
        inbox.getToken(undefined, inboxFirstRead[1](page['parley-inbox'][0] as unknown as Element)),
        form.getToken(undefined, formFirstRead[1](page['parley-form'][0] as unknown as Element)),
      ]);
      assert.deepEqual(await inbox.listConversations({ from: 'agent_two', pageSize: 50 }), {
        data: [],
        nextCursor: null,
      });
      assert.deepEqual(await form.request('GET', '/forms/f_two/render', {}), { form: { id: 'f_two' } });
      assert.equal(sent.slice(before).filter((s) => s.url === '/token-two').length, 1, 'the token was adopted');
      assert.equal(sent.filter(isTwo).length, 2, 'both first reads were adopted, none sent by the page');
    } finally {
      page['parley-inbox'].splice(0, 1, ...saved.inbox);
      page['parley-form'].splice(0, 1, ...saved.form);
      Reflect.set(globalThis, 'location', saved.location);
    }
  });
});
