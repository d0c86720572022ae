import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createPrivateKey, createPublicKey, createSecretKey } from 'node:crypto';
import { createEmbedToken, isEmbedTokenError, verifyEmbedToken } from '../../../src/node/index.js';
import * as f from '../tokens/fixtures.js';

const base = { team: 'team_acme', user: 'u', scopes: 'forms:read', now: f.FROZEN_NOW, jti: 'j' };
const opts = { team: 'team_acme', now: f.FROZEN_NOW };

describe('@parley/embeds/node accepts KeyObjects', () => {
  test('EdDSA private KeyObject gives the same (deterministic) token as the JWK; public KeyObject verifies it', async () => {
    const fromKeyObject = await createEmbedToken({
      ...base,
      key: { kid: 'ed-1', privateKey: createPrivateKey(f.ED25519_PKCS8) },
    });
    const fromJwk = await createEmbedToken({ ...base, key: { kid: 'ed-1', privateKey: f.ED25519_PRIVATE_JWK } });
    assert.equal(fromKeyObject, fromJwk);
    const { alg } = await verifyEmbedToken(
      fromKeyObject,
      { 'ed-1': { publicKey: createPublicKey(f.ED25519_SPKI) } },
      opts,
    );
    assert.equal(alg, 'EdDSA');
  });
  test('ES256 KeyObjects, and HS256 with a secret KeyObject', async () => {
    const es = await createEmbedToken({
      ...base,
      key: { kid: 'es-1', alg: 'ES256', privateKey: createPrivateKey(f.P256_PKCS8) },
    });
    assert.equal(
      (await verifyEmbedToken(es, { 'es-1': { alg: 'ES256', publicKey: createPublicKey(f.P256_SPKI) } }, opts)).alg,
      'ES256',
    );
    const secret = createSecretKey(Buffer.from(f.HS_SECRET));
    const hs = await createEmbedToken({ ...base, key: { kid: 'hs-1', secret } });
    assert.equal((await verifyEmbedToken(hs, { 'hs-1': { secret: f.HS_SECRET } }, opts)).alg, 'HS256');
  });
  test('key/alg mismatch and private-as-public are option errors', async () => {
    await assert.rejects(
      createEmbedToken({ ...base, key: { kid: 'k', alg: 'ES256', privateKey: createPrivateKey(f.ED25519_PKCS8) } }),
      (e) =>
        isEmbedTokenError(e, 'ERR_INVALID_OPTIONS') &&
        /ES256 but key.privateKey is an EdDSA key/.test((e as Error).message),
    );
    const token = await createEmbedToken({ ...base, key: { kid: 'ed-1', privateKey: f.ED25519_PRIVATE_JWK } });
    await assert.rejects(
      verifyEmbedToken(token, { 'ed-1': { publicKey: createPrivateKey(f.ED25519_PKCS8) } }, opts),
      (e) => isEmbedTokenError(e, 'ERR_INVALID_OPTIONS'),
    );
  });
  test('the runtime-agnostic entry points at this one for KeyObjects', async () => {
    const { createEmbedToken: portable } = await import('../../../src/tokens/index.js');
    await assert.rejects(
      portable({ ...base, key: { kid: 'ed-1', privateKey: createPrivateKey(f.ED25519_PKCS8) as never } }),
      /KeyObjects are taken by the Node build of '@parley\/embeds\/node' only/,
    );
  });
});
