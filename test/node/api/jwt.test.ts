import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { decodeJwtPayload, planRefresh, readTokenScopes, readTokenTiming } from '../../../src/api/jwt.js';

const b64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const jwt = (payload: unknown) =>
  `${b64url(JSON.stringify({ alg: 'HS256', typ: 'parley-embed+jwt' }))}.${b64url(JSON.stringify(payload))}.c2ln`;

describe('decodeJwtPayload / readTokenScopes', () => {
  it('decodes a UTF-8 payload and splits the scopes', () => {
    assert.deepEqual(decodeJwtPayload(jwt({ sub: 'ü-user', scope: 'a b' })), { sub: 'ü-user', scope: 'a b' });
    assert.deepEqual(readTokenScopes(jwt({ scope: 'messages:send conversations:read' })), [
      'messages:send',
      'conversations:read',
    ]);
  });

  it('answers undefined for opaque tokens and tokens without a scope', () => {
    assert.equal(decodeJwtPayload(undefined), undefined);
    assert.equal(decodeJwtPayload('opaque'), undefined);
    assert.equal(readTokenScopes(jwt({ sub: 'x' })), undefined);
    assert.equal(readTokenScopes(jwt({ scope: 42 })), undefined);
  });
});

describe('readTokenTiming', () => {
  it('reads iat and exp without verifying the signature', () => {
    assert.deepEqual(readTokenTiming(jwt({ sub: 'ü-user', iat: 1000, exp: 1900 })), { iat: 1000, exp: 1900 });
  });

  it('ignores non-numeric claims', () => {
    assert.deepEqual(readTokenTiming(jwt({ iat: '1000', exp: 1900 })), { exp: 1900 });
    assert.deepEqual(readTokenTiming(jwt({})), {});
  });

  it('returns undefined for opaque or malformed tokens', () => {
    for (const token of [
      'opaque',
      'a.b',
      'a.!!!.c',
      `${b64url('{}')}.${b64url('[1]')}.x`,
      `${b64url('{}')}.${b64url('null')}.x`,
      'a..c',
    ]) {
      assert.equal(readTokenTiming(token), undefined, token);
    }
  });

  it('decodes any UTF-8 payload, whatever padding its unpadded base64url dropped (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        assert.deepEqual(decodeJwtPayload(jwt({ name })), { name });
      }),
    );
  });

  it('round-trips any exp (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.string(), (exp, sub) => {
        assert.equal(readTokenTiming(jwt({ sub, exp }))?.exp, exp);
      }),
    );
  });
});

describe('planRefresh', () => {
  it('refreshes refreshAheadMs before exp', () => {
    assert.equal(planRefresh({ iat: 1000, exp: 1900 }, 1_000_000, 60_000), 1_840_000);
  });

  it('never refreshes earlier than half the lifetime', () => {
    // 60 s token, 60 s ahead would be "immediately"; half-life is 30 s.
    assert.equal(planRefresh({ iat: 1000, exp: 1060 }, 1_000_000, 60_000), 1_030_000);
  });

  it('is undefined without exp (only a 401 tells)', () => {
    assert.equal(planRefresh(undefined, 0, 60_000), undefined);
    assert.equal(planRefresh({ iat: 5 }, 0, 60_000), undefined);
  });

  it('falls back to the lifetime from receipt when the local clock already sees the token as due', () => {
    // Local clock 10 minutes ahead of the issuer: exp looks past, the 15-minute lifetime still holds.
    const receivedAt = (1900 + 600) * 1000;
    assert.equal(planRefresh({ iat: 1000, exp: 1900 }, receivedAt, 60_000), receivedAt + 900_000 - 60_000);
    assert.equal(planRefresh({ exp: 1900 }, receivedAt, 60_000), undefined);
  });

  it('always plans a time after receipt (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2e9 }),
        fc.integer({ min: 1, max: 86_400 }),
        fc.integer({ min: -86_400, max: 86_400 }),
        fc.integer({ min: 0, max: 600_000 }),
        (iat, lifetime, skewS, ahead) => {
          const receivedAt = (iat + skewS) * 1000;
          const at = planRefresh({ iat, exp: iat + lifetime }, receivedAt, ahead);
          assert.ok(at !== undefined && at > receivedAt - 1, `${at} vs ${receivedAt}`);
          assert.ok(at <= (iat + lifetime) * 1000 || at <= receivedAt + lifetime * 1000);
        },
      ),
    );
  });
});
