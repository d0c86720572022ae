/**
 * Every way the token source can fail marks the error as the token source's (`ApiError.source` `token`) where it is
 * made, whether for the first token or for a refresh later (the held token due, or a 401 from the service), with
 * `kind` as it was (so retries treat it as before); the service's own failures stay `service`. And the one
 * classification the elements word failures by (`loadFailure`, `tokenFailureOf`) reads that mark.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, ApiTransport, isApiError } from '../../../src/api/index.js';
import { loadFailure, tokenFailureOf } from '../../../src/components/shared/load-failure.js';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const NOW = 1_700_000_000_000;
const jwt = (n: number, ttl = 900) =>
  `${b64url({ alg: 'HS256' })}.${b64url({ n, iat: NOW / 1000, exp: NOW / 1000 + ttl })}.sig`;

type Route = () => Response | Promise<Response>;

/** A transport whose token route answers `route()` after its first good token, and whose service answers `service`. */
function page(route: Route, service: (auth: string | null) => Response = () => Response.json({ ok: true })) {
  let clock = NOW;
  let routeCalls = 0;
  const api = new ApiTransport({
    baseUrl: 'https://api.test/api',
    tokenUrl: 'https://shop.test/parley-token',
    now: () => clock,
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 1 },
    sleep: async () => {},
    fetch: async (input, init) => {
      const url = String(input);
      if (url.startsWith('https://shop.test/')) return routeCalls++ === 0 ? Response.json({ token: jwt(1) }) : route();
      return service(new Headers(init?.headers).get('Authorization'));
    },
  });
  return { api, advance: (ms: number) => (clock += ms), routeCalls: () => routeCalls };
}

/** The rejection of `call`, which must be an `ApiError`. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => assert.fail('expected a failure'),
    (e: unknown) => e,
  );
  assert.ok(isApiError(error), String(error));
  return error;
}

const ROUTE_FAILURES: [string, Route, { kind: string; status: number }][] = [
  ['answers 500', () => Response.json({ error: 'token route down' }, { status: 500 }), { kind: 'server', status: 500 }],
  ['answers 502 without a body', () => new Response('', { status: 502 }), { kind: 'server', status: 502 }],
  [
    'refuses with 401',
    () => Response.json({ error: 'signed out' }, { status: 401 }),
    { kind: 'unauthorized', status: 401 },
  ],
  [
    'refuses with 403',
    () => Response.json({ error: 'signed out' }, { status: 403 }),
    { kind: 'unauthorized', status: 403 },
  ],
  ['is not found (404)', () => new Response('nope', { status: 404 }), { kind: 'not-found', status: 404 }],
  [
    'is busy (429)',
    () => Response.json({ error: 'slow down' }, { status: 429, headers: { 'Retry-After': '60' } }),
    { kind: 'rate-limited', status: 429 },
  ],
  ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch')), { kind: 'network', status: 0 }],
  ['answers without a token', () => Response.json({ nope: true }), { kind: 'bad-response', status: 0 }],
  ['answers what is not JSON', () => new Response('<html>', { status: 200 }), { kind: 'bad-response', status: 0 }],
];

describe('a token route that fails on a refresh long after the first token', () => {
  for (const [how, route, expected] of ROUTE_FAILURES) {
    it(`${how}: the call fails as the token source's (${expected.kind}), not the service's`, async () => {
      const t = page(route);
      await t.api.request('GET', '/x', {});
      t.advance(900_001); // the held token has expired: the next call must refresh
      const error = await failure(t.api.request('GET', '/x', {}));
      assert.equal(error.source, 'token');
      assert.equal(error.kind, expected.kind);
      assert.equal(error.status, expected.status);
      assert.equal(error.url, 'https://shop.test/parley-token');
    });
  }

  it('after a 401 from the service, the one refresh it makes fails as the token source', async () => {
    let answered = 0;
    const t = page(
      () => Response.json({ error: 'token route down' }, { status: 500 }),
      () => (answered++ === 0 ? Response.json({ ok: true }) : Response.json({ error: 'expired' }, { status: 401 })),
    );
    await t.api.request('POST', '/y', { body: {}, idempotent: false });
    const error = await failure(t.api.request('POST', '/y', { body: {}, idempotent: false }));
    assert.deepEqual([error.source, error.kind, error.status], ['token', 'server', 500]);
    assert.equal(t.routeCalls(), 2, 'one refresh');
  });

  it('keeps kind, so the retry policy is unchanged: a GET retries a route answering 500 as it would the service', async () => {
    const t = page(() => Response.json({ error: 'token route down' }, { status: 500 }));
    await t.api.request('GET', '/x', {});
    t.advance(900_001);
    const error = await failure(t.api.request('GET', '/x', {}));
    assert.equal(error.source, 'token');
    assert.equal(error.transient, true);
    assert.equal(t.routeCalls(), 1 + 3, 'the first token, then the attempt and its two retries');
  });

  it('getToken itself rejects with the mark', async () => {
    const t = page(() => Response.json({ error: 'down' }, { status: 500 }));
    await t.api.getToken();
    t.advance(900_001);
    assert.equal((await failure(t.api.getToken())).source, 'token');
  });
});

describe('a tokenProvider that fails', () => {
  const provided = (provider: () => Promise<string | { token: string }>) =>
    new ApiTransport({
      baseUrl: 'https://api.test/api',
      tokenProvider: provider,
      retry: { retries: 0 },
      fetch: async () => Response.json({ ok: true }),
    });

  it('throwing an Error: network, from the token source', async () => {
    const error = await failure(
      provided(async () => {
        throw new Error('backend down');
      }).getToken(),
    );
    assert.deepEqual([error.source, error.kind, error.status], ['token', 'network', 0]);
    assert.match(error.message, /backend down/);
  });

  it('throwing its own ApiError (unauthorized: the session is over): its kind, status and words, from the token source', async () => {
    const own = new ApiError({ status: 401, kind: 'unauthorized', message: 'Signed out' });
    const error = await failure(
      provided(async () => {
        throw own;
      }).getToken(),
    );
    assert.deepEqual(
      [error.source, error.kind, error.status, error.message],
      ['token', 'unauthorized', 401, 'Signed out'],
    );
  });

  it('giving no token: bad-response, from the token source', async () => {
    const error = await failure(provided(async () => ({}) as { token: string }).getToken());
    assert.deepEqual([error.source, error.kind], ['token', 'bad-response']);
  });
});

describe("the service's own failures", () => {
  it("stay the service's, with a token in hand", async () => {
    const t = page(
      () => Response.json({ token: jwt(2) }),
      () => Response.json({ error: 'Injected fault' }, { status: 500 }),
    );
    const error = await failure(t.api.request('POST', '/y', { body: {}, idempotent: false }));
    assert.deepEqual([error.source, error.kind], ['service', 'server']);
  });

  it('a 401 after a refresh that worked is the service refusing the new token', async () => {
    const t = page(
      () => Response.json({ token: jwt(2) }),
      () => Response.json({ error: 'expired' }, { status: 401 }),
    );
    const error = await failure(t.api.request('POST', '/y', { body: {}, idempotent: false }));
    assert.deepEqual([error.source, error.kind], ['service', 'unauthorized']);
  });

  it("an ApiError made without a source is the service's", () => {
    assert.equal(new ApiError({ status: 500, kind: 'server', message: 'x' }).source, 'service');
  });
});

describe('the one classification reads the mark', () => {
  const of = (kind: ApiError['kind'], status: number, source?: ApiError['source']) =>
    new ApiError({ status, kind, message: 'x', ...(source && { source }) });

  it('a token source failure is the token route’s whatever its kind', () => {
    assert.equal(loadFailure(of('server', 500, 'token')), 'token-failed');
    assert.equal(loadFailure(of('not-found', 404, 'token')), 'token-failed');
    assert.equal(loadFailure(of('network', 0, 'token')), 'token-network');
    assert.equal(loadFailure(of('unauthorized', 403, 'token')), 'token-refused');
    assert.equal(loadFailure(of('bad-response', 0, 'token')), 'token-none');
    // A scope check never turns the route's refusal into a missing scope.
    assert.equal(loadFailure(of('unauthorized', 401, 'token'), [], 'links:read'), 'token-refused');
  });

  it("the service's failures are not the token's", () => {
    assert.equal(tokenFailureOf(of('server', 500)), undefined);
    assert.equal(loadFailure(of('server', 500)), 'server');
    assert.equal(loadFailure(of('network', 0)), 'network');
    assert.equal(loadFailure(of('unauthorized', 401)), 'session');
    assert.equal(tokenFailureOf(new Error('x')), undefined);
  });
});
