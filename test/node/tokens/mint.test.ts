import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { decodeProtectedHeader, importJWK, importSPKI, jwtVerify } from 'jose';
import { createEmbedToken, isEmbedTokenError, type CreateEmbedTokenOptions } from '../../../src/tokens/index.js';
import * as f from './fixtures.js';

const base = {
  team: 'team_acme',
  user: 'user_42',
  scopes: ['conversations:read', 'messages:send'],
  now: f.FROZEN_NOW,
  jti: 'golden-jti-1',
} satisfies Partial<CreateEmbedTokenOptions>;
const hsKey = { kid: 'hs-1', secret: f.HS_SECRET };

const GOLDEN_HS256 =
  'eyJhbGciOiJIUzI1NiIsImtpZCI6ImhzLTEiLCJ0eXAiOiJwYXJsZXktZW1iZWQrand0In0.eyJpc3MiOiJ0ZWFtX2FjbWUiLCJzdWIiOiJ1c2VyXzQyIiwiYXVkIjoicGFybGV5LWVtYmVkIiwiaWF0IjoxNzAwMDAwMDAwLCJuYmYiOjE3MDAwMDAwMDAsImV4cCI6MTcwMDAwMDkwMCwianRpIjoiZ29sZGVuLWp0aS0xIiwic2NvcGUiOiJjb252ZXJzYXRpb25zOnJlYWQgbWVzc2FnZXM6c2VuZCJ9.6yKa84qSsHExiugsML5eD-IUTnBXidJS0pNCH20YSm4';
const GOLDEN_HS256_RES =
  'eyJhbGciOiJIUzI1NiIsImtpZCI6ImhzLTEiLCJ0eXAiOiJwYXJsZXktZW1iZWQrand0In0.eyJpc3MiOiJ0ZWFtX2FjbWUiLCJzdWIiOiJ1c2VyXzQyIiwiYXVkIjoicGFybGV5LWVtYmVkIiwiaWF0IjoxNzAwMDAwMDAwLCJuYmYiOjE3MDAwMDAwMDAsImV4cCI6MTcwMDAwMzYwMCwianRpIjoiZ29sZGVuLWp0aS0xIiwic2NvcGUiOiJjb252ZXJzYXRpb25zOnJlYWQgbWVzc2FnZXM6c2VuZCIsInJlcyI6eyJzZW5kZXJzIjpbIisxNTU1MDAwMTExMSJdLCJmb3JtcyI6WyJmcm1fMSJdfX0.qs3YCpwAY7jj0CLFxQ-p_1gJCbnYriT_np594SONC-Y';
// Ed25519 signatures are deterministic, so an EdDSA token is golden too (ES256 signatures are randomized).
const GOLDEN_EDDSA =
  'eyJhbGciOiJFZERTQSIsImtpZCI6ImVkLTEiLCJ0eXAiOiJwYXJsZXktZW1iZWQrand0In0.eyJpc3MiOiJ0ZWFtX2FjbWUiLCJzdWIiOiJ1c2VyXzQyIiwiYXVkIjoicGFybGV5LWVtYmVkIiwiaWF0IjoxNzAwMDAwMDAwLCJuYmYiOjE3MDAwMDAwMDAsImV4cCI6MTcwMDAwMDkwMCwianRpIjoiZ29sZGVuLWp0aS0xIiwic2NvcGUiOiJjb252ZXJzYXRpb25zOnJlYWQgbWVzc2FnZXM6c2VuZCJ9.zWzTi5ej1uoAwQWo26KR5z7Wac8EzT13PwzlQ-ej9u8i0goBDBuDINN27CiEIMSJqiz4RpxBhLQawfq6gPLaDw';

const expectedClaims = {
  iss: 'team_acme',
  sub: 'user_42',
  aud: 'parley-embed',
  iat: 1_700_000_000,
  nbf: 1_700_000_000,
  exp: 1_700_000_900,
  jti: 'golden-jti-1',
  scope: 'conversations:read messages:send',
};

describe('createEmbedToken golden tokens (frozen clock, fixed jti)', () => {
  test('HS256 with the default 15-minute lifetime', async () => {
    assert.equal(await createEmbedToken({ ...base, key: hsKey }), GOLDEN_HS256);
  });
  test('HS256 signature is plain HMAC-SHA256 over header.payload (checked without jose)', () => {
    const [h, p, s] = GOLDEN_HS256.split('.');
    assert.equal(createHmac('sha256', f.HS_SECRET).update(`${h}.${p}`).digest('base64url'), s);
  });
  test('HS256 with resources and a 1-hour ttl; scopes given as a string', async () => {
    const token = await createEmbedToken({
      ...base,
      scopes: 'conversations:read  messages:send',
      key: hsKey,
      resources: { senders: ['+15550001111'], forms: ['frm_1'] },
      ttl: 3600,
    });
    assert.equal(token, GOLDEN_HS256_RES);
  });
  test('EdDSA from a private JWK and from PKCS#8 PEM give the same token', async () => {
    assert.equal(
      await createEmbedToken({ ...base, key: { kid: 'ed-1', privateKey: f.ED25519_PRIVATE_JWK } }),
      GOLDEN_EDDSA,
    );
    assert.equal(
      await createEmbedToken({ ...base, key: { kid: 'ed-1', alg: 'EdDSA', privateKey: f.ED25519_PKCS8 } }),
      GOLDEN_EDDSA,
    );
  });
});

describe('tokens verified by jose directly', () => {
  const now = new Date(f.FROZEN_NOW);
  test('HS256 (secret as bytes)', async () => {
    const secret = new TextEncoder().encode(f.HS_SECRET);
    const token = await createEmbedToken({ ...base, key: { kid: 'hs-1', secret } });
    const { payload, protectedHeader } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: 'parley-embed',
      issuer: 'team_acme',
      typ: 'parley-embed+jwt',
      currentDate: now,
    });
    assert.deepEqual(payload, expectedClaims);
    assert.deepEqual(protectedHeader, { alg: 'HS256', kid: 'hs-1', typ: 'parley-embed+jwt' });
  });
  test('EdDSA', async () => {
    const token = await createEmbedToken({ ...base, key: { kid: 'ed-1', privateKey: f.ED25519_PRIVATE_JWK } });
    const { payload } = await jwtVerify(token, await importSPKI(f.ED25519_SPKI, 'EdDSA'), {
      algorithms: ['EdDSA'],
      audience: 'parley-embed',
      issuer: 'team_acme',
      typ: 'parley-embed+jwt',
      currentDate: now,
    });
    assert.deepEqual(payload, expectedClaims);
  });
  test('ES256 from JWK and from PEM, with resources', async () => {
    for (const privateKey of [f.P256_PRIVATE_JWK, f.P256_PKCS8]) {
      const token = await createEmbedToken({
        ...base,
        key: { kid: 'es-1', alg: 'ES256', privateKey },
        resources: { conversations: ['cnv_1'] },
      });
      assert.equal(decodeProtectedHeader(token).alg, 'ES256');
      const { payload } = await jwtVerify(token, await importJWK(f.P256_PUBLIC_JWK, 'ES256'), {
        algorithms: ['ES256'],
        audience: 'parley-embed',
        issuer: 'team_acme',
        typ: 'parley-embed+jwt',
        currentDate: now,
      });
      assert.deepEqual(payload, { ...expectedClaims, res: { conversations: ['cnv_1'] } });
    }
  });
  test('default jti is random and iat follows the real clock', async () => {
    const { jti: _, now: __, ...rest } = base;
    const a = await createEmbedToken({ ...rest, key: hsKey });
    const b = await createEmbedToken({ ...rest, key: hsKey });
    const pa = (await jwtVerify(a, new TextEncoder().encode(f.HS_SECRET))).payload;
    const pb = (await jwtVerify(b, new TextEncoder().encode(f.HS_SECRET))).payload;
    assert.notEqual(pa.jti, pb.jti);
    assert.match(String(pa.jti), /^[A-Za-z0-9_-]{22}$/);
    assert.ok(Math.abs(pa.iat! - Date.now() / 1000) < 120);
  });
});

describe('createEmbedToken rejects bad options with ERR_INVALID_OPTIONS and a message saying what to fix', () => {
  const cases: [string, Partial<CreateEmbedTokenOptions> & Record<string, unknown>, RegExp][] = [
    ['unknown scope', { scopes: ['conversations:read', 'messages:sned'] as never }, /Unknown scope "messages:sned"/],
    ['no scopes', { scopes: [] }, /at least one/],
    ['missing scopes', { scopes: undefined }, /scopes is required/],
    ['ttl over 24 h', { ttl: 86_401 }, /ttl must be .* 1…86400/],
    ['ttl zero', { ttl: 0 }, /ttl/],
    ['negative ttl', { ttl: -5 }, /ttl/],
    ['fractional ttl', { ttl: 1.5 }, /ttl/],
    ['short secret', { key: { kid: 'hs-1', secret: 'too-short' } }, /9 bytes; HS256 needs at least 32 bytes/],
    ['missing user', { user: undefined }, /user is required/],
    ['empty user', { user: '  ' }, /user is required/],
    ['missing team', { team: '' }, /team is required/],
    ['missing kid', { key: { secret: f.HS_SECRET } as never }, /key.kid/],
    [
      'secret with alg EdDSA',
      { key: { kid: 'k', alg: 'EdDSA', secret: f.HS_SECRET } as never },
      /EdDSA but a secret was given/,
    ],
    [
      'private key with alg HS256',
      { key: { kid: 'k', alg: 'HS256', privateKey: f.ED25519_PRIVATE_JWK } as never },
      /HS256 takes key.secret/,
    ],
    [
      'Ed25519 key with alg ES256',
      { key: { kid: 'k', alg: 'ES256', privateKey: f.ED25519_PRIVATE_JWK } },
      /ES256 but key.privateKey is an EdDSA key/,
    ],
    [
      'P-256 PEM with alg EdDSA',
      { key: { kid: 'k', alg: 'EdDSA', privateKey: f.P256_PKCS8 } },
      /could not be imported as an EdDSA private key/,
    ],
    ['PEM without alg', { key: { kid: 'k', privateKey: f.P256_PKCS8 } }, /key.alg is required with a PEM/],
    ['public JWK to sign', { key: { kid: 'k', privateKey: f.ED25519_PUBLIC_JWK } }, /public JWK/],
    [
      'both secret and private key',
      { key: { kid: 'k', secret: f.HS_SECRET, privateKey: f.P256_PRIVATE_JWK } as never },
      /both secret and privateKey/,
    ],
    ['RSA JWK', { key: { kid: 'k', privateKey: { kty: 'RSA', n: 'x', e: 'AQAB', d: 'y' } } }, /kty "RSA"/],
    ['resources with a number', { resources: { senders: [5] } as never }, /resources.senders.0/],
    ['unknown resource dimension', { resources: { phones: ['x'] } as never }, /resources/],
  ];
  for (const [name, override, message] of cases) {
    test(name, async () => {
      await assert.rejects(
        createEmbedToken({ ...base, key: hsKey, ...override } as CreateEmbedTokenOptions),
        (error) => {
          assert.ok(isEmbedTokenError(error, 'ERR_INVALID_OPTIONS'), `code of ${String(error)}`);
          assert.match((error as Error).message, message);
          return true;
        },
      );
    });
  }
  test('accepts the 24 h maximum', async () => {
    assert.ok(await createEmbedToken({ ...base, key: hsKey, ttl: 86_400 }));
  });
});
