import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { CompactSign, exportJWK, generateKeyPair, importJWK } from 'jose';
import {
  createEmbedToken,
  isEmbedTokenError,
  verifyEmbedToken,
  type EmbedKeySet,
  type EmbedTokenErrorCode,
  type VerifyEmbedTokenOptions,
} from '../../../src/tokens/index.js';
import { findDuplicateKey, findDuplicateKeyPath } from '../../../src/tokens/verify.js';
import * as f from './fixtures.js';

const NOW = f.FROZEN_NOW;
const T = NOW / 1000;
const KEYS: EmbedKeySet = {
  'hs-1': { alg: 'HS256', secret: f.HS_SECRET },
  'ed-1': { alg: 'EdDSA', publicKey: f.ED25519_PUBLIC_JWK },
  'es-1': { alg: 'ES256', publicKey: f.P256_SPKI },
};
const OPTS: VerifyEmbedTokenOptions = { team: 'team_acme', now: NOW };
const claims = {
  iss: 'team_acme',
  sub: 'user_42',
  aud: 'parley-embed',
  iat: T,
  nbf: T,
  exp: T + 900,
  jti: 'j1',
  scope: 'conversations:read messages:send',
};
const header = { alg: 'HS256', kid: 'hs-1', typ: 'parley-embed+jwt' };

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** Hand-rolled HS256 so that any header, even a hostile one, can be signed. */
function hs(h: object, p: object, secret: string | Buffer = f.HS_SECRET): string {
  const input = `${b64(h)}.${b64(p)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
async function asym(h: { alg: string } & Record<string, unknown>, p: object, key: CryptoKey): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(p))).setProtectedHeader(h).sign(key);
}

async function rejectsWith(token: string, code: EmbedTokenErrorCode, options = OPTS, keys = KEYS) {
  await assert.rejects(verifyEmbedToken(token, keys, options), (error) => {
    assert.ok(isEmbedTokenError(error), `not an EmbedTokenError: ${String(error)}`);
    assert.equal((error as { code: string }).code, code, (error as Error).message);
    return true;
  });
}

describe('verifyEmbedToken accepts good tokens', () => {
  test('HS256, EdDSA and ES256 minted by createEmbedToken', async () => {
    const minted = [
      await createEmbedToken({
        key: { kid: 'hs-1', secret: f.HS_SECRET },
        team: 'team_acme',
        user: 'u',
        scopes: 'forms:read',
        now: NOW,
      }),
      await createEmbedToken({
        key: { kid: 'ed-1', privateKey: f.ED25519_PKCS8, alg: 'EdDSA' },
        team: 'team_acme',
        user: 'u',
        scopes: 'forms:read',
        now: NOW,
      }),
      await createEmbedToken({
        key: { kid: 'es-1', privateKey: f.P256_PRIVATE_JWK },
        team: 'team_acme',
        user: 'u',
        scopes: 'forms:read',
        now: NOW,
      }),
    ];
    const algs = [];
    for (const token of minted) {
      const result = await verifyEmbedToken(token, KEYS, OPTS);
      assert.deepEqual([...result.scopes], ['forms:read']);
      assert.equal(result.claims.sub, 'u');
      algs.push(result.alg);
    }
    assert.deepEqual(algs, ['HS256', 'EdDSA', 'ES256']);
  });

  test('returns claims, scope set and resources; a lookup function works as a key set', async () => {
    const token = hs(header, { ...claims, res: { senders: ['+15550001111'] } });
    const seen: string[] = [];
    const result = await verifyEmbedToken(
      token,
      async (kid) => (seen.push(kid), kid === 'hs-1' ? { secret: f.HS_SECRET } : undefined),
      OPTS,
    );
    assert.deepEqual(seen, ['hs-1']);
    assert.deepEqual(result.scopes, new Set(['conversations:read', 'messages:send']));
    assert.deepEqual(result.resources, { senders: ['+15550001111'] });
    assert.equal(result.kid, 'hs-1');
  });

  test('no res means no restriction ({}); aud may be an array containing parley-embed; team is optional', async () => {
    const result = await verifyEmbedToken(hs(header, { ...claims, aud: ['other', 'parley-embed'] }), KEYS, {
      now: NOW,
    });
    assert.deepEqual(result.resources, {});
  });

  test('30 s clock tolerance on both ends', async () => {
    await verifyEmbedToken(hs(header, claims), KEYS, { ...OPTS, now: NOW + 929_000 });
    await verifyEmbedToken(hs(header, { ...claims, nbf: T + 29, iat: T + 29 }), KEYS, OPTS);
  });

  test('a private JWK given as a verification key is used for its public part only', async () => {
    const token = await createEmbedToken({
      key: { kid: 'ed-1', privateKey: f.ED25519_PRIVATE_JWK },
      team: 'team_acme',
      user: 'u',
      scopes: 'forms:read',
      now: NOW,
    });
    await verifyEmbedToken(token, { 'ed-1': { publicKey: f.ED25519_PRIVATE_JWK } }, OPTS);
  });
});

describe('attack corpus: every hostile token is refused with its code', () => {
  let fetchCalls = 0;
  const realFetch = globalThis.fetch;
  before(() => {
    globalThis.fetch = (async () => {
      fetchCalls++;
      throw new Error('the verifier must never fetch');
    }) as typeof fetch;
  });
  after(() => {
    globalThis.fetch = realFetch;
  });

  for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
    test(`alg: ${alg} (unsigned)`, async () => {
      await rejectsWith(`${b64({ ...header, alg })}.${b64(claims)}.`, 'ERR_TOKEN_ALGORITHM');
    });
  }
  test('alg outside the allow-list (HS512, RS256) and a missing alg', async () => {
    await rejectsWith(hs({ ...header, alg: 'HS512' }, claims), 'ERR_TOKEN_ALGORITHM');
    await rejectsWith(hs({ ...header, alg: 'RS256' }, claims), 'ERR_TOKEN_ALGORITHM');
    await rejectsWith(hs({ kid: 'hs-1', typ: 'parley-embed+jwt' }, claims), 'ERR_TOKEN_ALGORITHM');
  });
  test('HS256 signed with the EdDSA public key (as PEM, JWK JSON and raw bytes) under its kid', async () => {
    const secrets = [
      f.ED25519_SPKI,
      JSON.stringify(f.ED25519_PUBLIC_JWK),
      Buffer.from(f.ED25519_PUBLIC_JWK.x!, 'base64url'),
    ];
    for (const secret of secrets)
      await rejectsWith(hs({ ...header, kid: 'ed-1' }, claims, secret), 'ERR_TOKEN_ALGORITHM');
    await rejectsWith(hs({ ...header, kid: 'es-1' }, claims, f.P256_SPKI), 'ERR_TOKEN_ALGORITHM');
  });
  test('ES256 header on the EdDSA key', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    await rejectsWith(await asym({ ...header, alg: 'ES256', kid: 'ed-1' }, claims, privateKey), 'ERR_TOKEN_ALGORITHM');
  });
  test('tampered payload (scope widened, signature kept)', async () => {
    const [h, , s] = hs(header, claims).split('.');
    await rejectsWith(
      `${h}.${b64({ ...claims, scope: 'conversations:read messages:send forms:read' })}.${s}`,
      'ERR_TOKEN_BAD_SIGNATURE',
    );
  });
  test('tampered header (kid switched to another HS key)', async () => {
    const keys = { ...KEYS, 'hs-2': { secret: 'another-secret-that-is-long-enough-0123456789' } };
    const [, p, s] = hs(header, claims).split('.');
    await rejectsWith(`${b64({ ...header, kid: 'hs-2' })}.${p}.${s}`, 'ERR_TOKEN_BAD_SIGNATURE', OPTS, keys);
  });
  test('wrong secret', async () => {
    await rejectsWith(hs(header, claims, 'an-attacker-secret-that-is-32-bytes-or-more'), 'ERR_TOKEN_BAD_SIGNATURE');
  });
  test('EdDSA signed by another key', async () => {
    const { privateKey } = await generateKeyPair('EdDSA');
    await rejectsWith(
      await asym({ ...header, alg: 'EdDSA', kid: 'ed-1' }, claims, privateKey),
      'ERR_TOKEN_BAD_SIGNATURE',
    );
  });
  test('jku / x5u / embedded jwk pointing at an attacker key are ignored (never fetched, never trusted)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { extractable: true });
    const hostile = {
      ...header,
      alg: 'EdDSA',
      kid: 'ed-1',
      jku: 'https://attacker.example/jwks.json',
      x5u: 'https://attacker.example/cert.pem',
      jwk: await exportJWK(publicKey),
    };
    await rejectsWith(await asym(hostile, claims, privateKey), 'ERR_TOKEN_BAD_SIGNATURE');
    // An attacker kid that only the jku set would know is simply unknown.
    await rejectsWith(await asym({ ...hostile, kid: 'attacker-key' }, claims, privateKey), 'ERR_TOKEN_UNKNOWN_KEY');
    assert.equal(fetchCalls, 0);
  });
  test('expired beyond the 30 s tolerance', async () => {
    await rejectsWith(hs(header, claims), 'ERR_TOKEN_EXPIRED', { ...OPTS, now: NOW + 930_000 });
    await rejectsWith(hs(header, { ...claims, iat: T - 7200, nbf: T - 7200, exp: T - 3600 }), 'ERR_TOKEN_EXPIRED');
  });
  test('nbf (or iat) ahead beyond the tolerance', async () => {
    await rejectsWith(hs(header, { ...claims, nbf: T + 31 }), 'ERR_TOKEN_NOT_YET_VALID');
    await rejectsWith(hs(header, { ...claims, iat: T + 600, nbf: T, exp: T + 900 }), 'ERR_TOKEN_NOT_YET_VALID');
  });
  test('wrong or missing aud', async () => {
    await rejectsWith(hs(header, { ...claims, aud: 'parley-api' }), 'ERR_TOKEN_AUDIENCE');
    await rejectsWith(hs(header, { ...claims, aud: ['parley-api'] }), 'ERR_TOKEN_AUDIENCE');
    const { aud: _, ...noAud } = claims;
    await rejectsWith(hs(header, noAud), 'ERR_TOKEN_AUDIENCE');
  });
  test('wrong or missing iss', async () => {
    await rejectsWith(hs(header, { ...claims, iss: 'team_evil' }), 'ERR_TOKEN_ISSUER');
    const { iss: _, ...noIss } = claims;
    await rejectsWith(hs(header, noIss), 'ERR_TOKEN_ISSUER', { now: NOW });
  });
  test('wrong or missing typ', async () => {
    await rejectsWith(hs({ ...header, typ: 'JWT' }, claims), 'ERR_TOKEN_TYPE');
    await rejectsWith(hs({ ...header, typ: 'at+jwt' }, claims), 'ERR_TOKEN_TYPE');
    const { typ: _, ...noTyp } = header;
    await rejectsWith(hs(noTyp, claims), 'ERR_TOKEN_TYPE');
  });
  for (const kid of [
    'nope',
    '../../../etc/passwd',
    '/dev/null',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'x'.repeat(300),
  ]) {
    test(`unknown or path-like kid ${JSON.stringify(kid.slice(0, 24))}`, async () => {
      await rejectsWith(hs({ ...header, kid }, claims), 'ERR_TOKEN_UNKNOWN_KEY');
    });
  }
  test('missing or non-string kid', async () => {
    const { kid: _, ...noKid } = header;
    await rejectsWith(hs(noKid, claims), 'ERR_TOKEN_UNKNOWN_KEY');
    await rejectsWith(hs({ ...header, kid: ['hs-1'] }, claims), 'ERR_TOKEN_UNKNOWN_KEY');
  });
  test('lifetime over 24 h, and over a tighter configured cap', async () => {
    await rejectsWith(hs(header, { ...claims, exp: T + 86_401 }), 'ERR_TOKEN_LIFETIME');
    await rejectsWith(hs(header, { ...claims, exp: T + 3601 }), 'ERR_TOKEN_LIFETIME', { ...OPTS, maxLifetime: 3600 });
  });
  test('missing exp', async () => {
    const { exp: _, ...noExp } = claims;
    await rejectsWith(hs(header, noExp), 'ERR_TOKEN_CLAIMS');
  });
  test('bad claims: unknown scope, string exp, missing sub, bad res', async () => {
    await rejectsWith(hs(header, { ...claims, scope: 'conversations:read admin' }), 'ERR_TOKEN_CLAIMS');
    await rejectsWith(hs(header, { ...claims, exp: String(T + 900) }), 'ERR_TOKEN_CLAIMS');
    const { sub: _, ...noSub } = claims;
    await rejectsWith(hs(header, noSub), 'ERR_TOKEN_CLAIMS');
    await rejectsWith(hs(header, { ...claims, res: { senders: 'all' } }), 'ERR_TOKEN_CLAIMS');
  });
  test('crit header', async () => {
    await rejectsWith(hs({ ...header, crit: ['exp'], exp: 1 }, claims), 'ERR_TOKEN_MALFORMED');
  });
  test('malformed input', async () => {
    const good = hs(header, claims);
    const bad = [
      '',
      'abc',
      'a.b',
      `${good}.extra`,
      `${good} `,
      'e30.e30.e30',
      `${b64('[1]')}.${b64(claims)}.x`,
      `${b64('{nope')}.${b64(claims)}.x`,
      `${good.split('.')[0]}.${b64('not json')}.${good.split('.')[2]}`,
      'a'.repeat(9000) + '.b.c',
      42 as unknown as string,
    ];
    for (const token of bad) {
      await assert.rejects(verifyEmbedToken(token, KEYS, OPTS), (error) => {
        assert.ok(isEmbedTokenError(error), String(error));
        // The JSON-but-not-an-object header fails the alg check or the shape check; both are refusals before any key use.
        assert.ok(
          ['ERR_TOKEN_MALFORMED', 'ERR_TOKEN_ALGORITHM', 'ERR_TOKEN_BAD_SIGNATURE'].includes(
            (error as { code: string }).code,
          ),
          `${String(token).slice(0, 30)} → ${(error as { code: string }).code}`,
        );
        return true;
      });
    }
    await rejectsWith('abc', 'ERR_TOKEN_MALFORMED');
    await rejectsWith(`${b64('{nope')}.${b64(claims)}.x`, 'ERR_TOKEN_MALFORMED');
  });
});

describe("key set configuration errors are the caller's, not the token's", () => {
  test('a short verification secret rejects with ERR_INVALID_OPTIONS', async () => {
    await rejectsWith(hs(header, claims), 'ERR_INVALID_OPTIONS', OPTS, { 'hs-1': { secret: 'short' } });
  });
  test('a CryptoKey works and is pinned to its own algorithm', async () => {
    const key = (await importJWK(f.P256_PUBLIC_JWK, 'ES256')) as CryptoKey;
    const token = await createEmbedToken({
      key: { kid: 'es-1', privateKey: f.P256_PKCS8, alg: 'ES256' },
      team: 'team_acme',
      user: 'u',
      scopes: 'forms:read',
      now: NOW,
    });
    await verifyEmbedToken(token, { 'es-1': { publicKey: key } }, OPTS);
    await rejectsWith(hs({ ...header, kid: 'es-1' }, claims), 'ERR_TOKEN_ALGORITHM', OPTS, {
      'es-1': { publicKey: key },
    });
  });
});

describe('findDuplicateKey', () => {
  test('finds the first key given twice in one object, and with findDuplicateKeyPath the path to it', () => {
    const cases: [string, (string | number)[] | null][] = [
      ['{"alg":"none","alg":"HS256"}', ['alg']],
      ['{"a":1,"b":{"a":2},"c":[{"a":3}]}', null],
      ['{"kid":"x","\\u006bid":"y"}', ['kid']],
      ['{"s":"{\\"k\\":1,\\"k\\":2}","k":[]}', null],
      ['{"fields":[{"key":"a"},{"key":"b","label":"B","key":"c"}]}', ['fields', 1, 'key']],
      ['[1,[],{"x":{}},[{"y":1,"z":{"w":[0,{"v":1,"v":2}]}}]]', [3, 0, 'z', 'w', 1, 'v']],
      ['{"a":{},"b":[],"a":1}', ['a']],
    ];
    for (const [json, path] of cases) {
      assert.deepEqual(findDuplicateKeyPath(json), path, json);
      assert.equal(findDuplicateKey(json), path === null ? null : path.at(-1), json);
    }
  });
});
