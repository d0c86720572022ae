// `createTokenHandler` checks what it is given where it is created, with `createEmbedToken`'s own errors: a
// configuration every token would be refused for fails at startup, not as a 500 on each request. A key or team not
// set at all (an environment variable missing while a framework evaluates the route at build time) is left to the
// first request. The grant `authorize` returns is checked like `createEmbedToken`'s options: a misspelt key is
// refused, never dropped.
import assert from 'node:assert/strict';
import { createSecretKey } from 'node:crypto';
import { describe, test } from 'node:test';
import { FIRST_REQUEST_HEADER, requestLine } from '../../../src/api/wire.js';
import { createTokenHandler, isEmbedTokenError, verifyEmbedToken, type EmbedGrant } from '../../../src/node/index.js';
import { HS_SECRET } from '../tokens/fixtures.js';

const key = { kid: 'hs-1', secret: HS_SECRET };
const authorize = () => ({ user: 'ada', scopes: 'conversations:read' }) as EmbedGrant;
type Options = Parameters<typeof createTokenHandler>[0];
const make = (options: Partial<Options> & Record<string, unknown>) =>
  createTokenHandler({ key, team: 'team_acme', authorize, ...options } as Options);

const invalid = (message: RegExp) => (error: unknown) => {
  assert.ok(isEmbedTokenError(error, 'ERR_INVALID_OPTIONS'), `code of ${String(error)}`);
  assert.match((error as Error).message, message);
  return true;
};

describe('createTokenHandler: wrong options throw where the route is created', () => {
  test("the key, team and ttl, with createEmbedToken's errors", () => {
    assert.throws(() => make({ key: undefined }), invalid(/^key is required/));
    assert.throws(() => make({ key: { kid: 'hs-1', secret: 'short' } }), invalid(/5 bytes; HS256 needs at least 32/));
    assert.throws(() => make({ key: { kid: 'hs-1', secret: 42 as never } }), invalid(/key.secret must be a string/));
    assert.throws(
      () => make({ key: { kid: 'k', alg: 'EdDSA', secret: HS_SECRET } as never }),
      invalid(/EdDSA but a secret/),
    );
    assert.throws(
      () => make({ key: { kid: 'k', privateKey: '-----BEGIN PRIVATE KEY-----' } }),
      invalid(/key.alg is required/),
    );
    assert.throws(() => make({ team: 7 as never }), invalid(/^team is required/));
    assert.throws(() => make({ ttl: 25 * 3600 }), invalid(/^ttl must be a whole number of seconds in 1…86400/));
    assert.throws(() => make({ ttl: 0 }), invalid(/^ttl must be/));
  });

  test('an option it does not know, naming the one meant', () => {
    assert.throws(() => make({ firstAnswer: { baseUrl: 'https://api.test/api' } }), {
      name: 'TypeError',
      message: 'createTokenHandler: unknown option `firstAnswer`: did you mean `firstAnswers`?',
    });
    assert.throws(
      () => make({ expiresIn: 60 }),
      /unknown option `expiresIn`; the options are key, team, authorize, ttl/,
    );
  });

  test('firstAnswers: a baseUrl that is not an http(s) URL, a bad fetch, an unknown key', () => {
    for (const baseUrl of ['not a url', 'ftp://api.test/api', undefined, 42])
      assert.throws(() => make({ firstAnswers: { baseUrl: baseUrl as string } }), {
        name: 'TypeError',
        message: /^createTokenHandler: firstAnswers\.baseUrl must be the absolute http\(s\) URL/,
      });
    assert.throws(
      () => make({ firstAnswers: { baseUrl: 'https://api.test/api', fetch: 'no' as never } }),
      /firstAnswers\.fetch must be a function/,
    );
    assert.throws(
      () => make({ firstAnswers: { baseUrl: 'https://api.test/api', timeout: 500 } as never }),
      /unknown firstAnswers option `timeout`: did you mean `timeoutMs`\?/,
    );
  });

  test('firstAnswers.timeoutMs outside 1…30000 (it used to throw a RangeError on each request naming a first read)', () => {
    for (const timeoutMs of [-1, 0, 'abc', 1e12, 1.5, Number.NaN, 30_001])
      assert.throws(() => make({ firstAnswers: { baseUrl: 'https://api.test/api', timeoutMs: timeoutMs as number } }), {
        name: 'TypeError',
        message: /^createTokenHandler: firstAnswers\.timeoutMs must be a whole number of milliseconds in 1…30000; got /,
      });
    for (const timeoutMs of [1, 1000, 30_000]) make({ firstAnswers: { baseUrl: 'https://api.test/api', timeoutMs } });
  });

  test('a route with firstAnswers answers a browser naming a first read (the header that used to throw)', async () => {
    const route = make({
      firstAnswers: {
        baseUrl: 'https://api.test/api',
        timeoutMs: 30_000,
        fetch: async () => Response.json({ data: [], nextCursor: null }),
      },
    });
    const line = requestLine('POST', 'https://api.test/api/conversations/list', '{}');
    const response = await route(
      new Request('https://shop.test/t', { headers: { [FIRST_REQUEST_HEADER]: encodeURIComponent(line) } }),
    );
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Parley-First-Answer'), 'answered');
  });

  test('a secret, kid or team not set at all (an unset environment variable) is left to the first request', async () => {
    const unset = make({ key: { kid: 'hs-1', secret: process.env.PARLEY_TEST_UNSET_SECRET! }, team: undefined });
    await assert.rejects(unset(new Request('https://shop.test/t')), invalid(/key needs secret|team is required/));
    const noTeam = make({ team: '' });
    await assert.rejects(noTeam(new Request('https://shop.test/t')), invalid(/^team is required/));
    make({ key: { kid: '', secret: 'short' } });
  });

  test('a KeyObject key is checked and used on Node', async () => {
    assert.throws(
      () => make({ key: { kid: 'hs-1', secret: createSecretKey(Buffer.from('short')) } }),
      invalid(/5 bytes/),
    );
    const route = make({ key: { kid: 'hs-1', secret: createSecretKey(Buffer.from(HS_SECRET)) } });
    const { token } = (await (await route(new Request('https://shop.test/t'))).json()) as { token: string };
    assert.equal((await verifyEmbedToken(token, { 'hs-1': { secret: HS_SECRET } })).claims.sub, 'ada');
  });
});

describe('createTokenHandler: the grant authorize returns', () => {
  test('a misspelt key is refused, naming the one meant: `resource` never mints an unrestricted token', async () => {
    const route = make({
      authorize: () =>
        ({ user: 'ada', scopes: 'conversations:read', resource: { senders: ['+15550001111'] } }) as never,
    });
    await assert.rejects(
      route(new Request('https://shop.test/t')),
      invalid(/^unknown grant key `resource`: did you mean `resources`\?$/),
    );
    const extra = make({ authorize: () => ({ user: 'ada', scopes: 'conversations:read', expiresIn: 60 }) as never });
    await assert.rejects(
      extra(new Request('https://shop.test/t')),
      invalid(/unknown grant key `expiresIn`; the grant keys are user, name, scopes, resources, ttl/),
    );
  });

  test('a grant that is not an object is refused', async () => {
    const route = make({ authorize: () => 'ada' as never });
    await assert.rejects(route(new Request('https://shop.test/t')), invalid(/authorize must return a grant/));
  });
});
