/**
 * Token attack corpus over real HTTP against the sandbox: the Node helper's corpus plus malformed base64, huge
 * tokens and duplicated JSON keys. Every one must be a 401 `{error}` — never a 500, never a 2xx.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { serve, type ServerType } from '@hono/node-server';
import { SignJWT, base64url, exportSPKI, importJWK } from 'jose';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../../src/sandbox/index.js';
import { ED25519_PRIVATE_JWK, ED25519_PUBLIC_JWK, P256_PRIVATE_JWK } from '../tokens/fixtures.js';

const SECRET = SANDBOX_DEFAULTS.embedSecret;
const KID = SANDBOX_DEFAULTS.embedKid;
const ED_KID = 'customer-ed25519';
let sandbox: Sandbox;
let server: ServerType;
let base: string;

const enc = (value: unknown) => base64url.encode(typeof value === 'string' ? value : JSON.stringify(value));
const now = () => Math.floor(Date.now() / 1000);
const goodHeader = { alg: 'HS256', kid: KID, typ: 'parley-embed+jwt' };
const goodClaims = () => ({
  iss: SANDBOX_DEFAULTS.team,
  sub: 'attacker@example.com',
  aud: 'parley-embed',
  iat: now(),
  nbf: now(),
  exp: now() + 600,
  jti: 'j1',
  scope: 'conversations:read',
});
/** HS256 over raw header/payload text, so malformed JSON can still carry a valid signature. */
function hsRaw(headerJson: string, payloadJson: string, secret: string | Uint8Array = SECRET): string {
  const signingInput = `${enc(headerJson)}.${enc(payloadJson)}`;
  const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}
const hs = (header: object, claims: object, secret?: string | Uint8Array) =>
  hsRaw(JSON.stringify(header), JSON.stringify(claims), secret);

const corpus: [string, () => Promise<string> | string][] = [
  ['control: a valid token is accepted (checked separately)', () => hs(goodHeader, goodClaims())],
  ...['none', 'None', 'NONE', 'nOnE'].map((alg): [string, () => string] => [
    `alg ${alg}, unsigned`,
    () => `${enc({ ...goodHeader, alg })}.${enc(goodClaims())}.`,
  ]),
  ['alg none with a signature part', () => `${enc({ ...goodHeader, alg: 'none' })}.${enc(goodClaims())}.${enc('sig')}`],
  [
    'HS256 signed with the EdDSA public key (JWK x bytes) under its kid',
    () => hs({ ...goodHeader, kid: ED_KID }, goodClaims(), base64url.decode(ED25519_PUBLIC_JWK.x!)),
  ],
  [
    'HS256 signed with the EdDSA public key (SPKI PEM text) under its kid',
    async () =>
      hs(
        { ...goodHeader, kid: ED_KID },
        goodClaims(),
        await exportSPKI((await importJWK(ED25519_PUBLIC_JWK, 'EdDSA', { extractable: true })) as CryptoKey),
      ),
  ],
  [
    'tampered payload (scope widened, signature kept)',
    () => {
      const [h, , s] = hs(goodHeader, goodClaims()).split('.');
      return `${h}.${enc({ ...goodClaims(), scope: 'conversations:read messages:send forms:read' })}.${s}`;
    },
  ],
  ['wrong secret', () => hs(goodHeader, goodClaims(), 'another-secret-another-secret-another-secret!!')],
  [
    'expired beyond tolerance',
    () => hs(goodHeader, { ...goodClaims(), iat: now() - 1000, nbf: now() - 1000, exp: now() - 120 }),
  ],
  ['nbf ahead', () => hs(goodHeader, { ...goodClaims(), nbf: now() + 600, exp: now() + 1200 })],
  ['wrong aud', () => hs(goodHeader, { ...goodClaims(), aud: 'someone-else' })],
  [
    'missing aud',
    () => {
      const { aud: _aud, ...rest } = goodClaims();
      return hs(goodHeader, rest);
    },
  ],
  ['wrong iss (another team)', () => hs(goodHeader, { ...goodClaims(), iss: 'team_other' })],
  ['wrong typ', () => hs({ ...goodHeader, typ: 'JWT' }, goodClaims())],
  [
    'missing typ',
    () => {
      const { typ: _typ, ...rest } = goodHeader;
      return hs(rest, goodClaims());
    },
  ],
  ['unknown kid', () => hs({ ...goodHeader, kid: 'no-such-key' }, goodClaims())],
  ['path-like kid', () => hs({ ...goodHeader, kid: '../../../etc/passwd' }, goodClaims())],
  ['prototype kid', () => hs({ ...goodHeader, kid: '__proto__' }, goodClaims())],
  ['kid with NUL', () => hs({ ...goodHeader, kid: `${KID}\u0000` }, goodClaims())],
  ['lifetime over 24 h', () => hs(goodHeader, { ...goodClaims(), exp: now() + 25 * 3600 })],
  [
    'missing exp',
    () => {
      const { exp: _exp, ...rest } = goodClaims();
      return hs(goodHeader, rest);
    },
  ],
  ['string exp', () => hs(goodHeader, { ...goodClaims(), exp: String(now() + 600) })],
  ['unknown scope only', () => hs(goodHeader, { ...goodClaims(), scope: 'admin:all' })],
  [
    'jku header to an attacker key, signed by the attacker',
    async () => {
      const attacker = await importJWK(P256_PRIVATE_JWK, 'ES256');
      return new SignJWT(goodClaims())
        .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'parley-embed+jwt', jku: 'https://evil.example/jwks.json' })
        .sign(attacker);
    },
  ],
  [
    'embedded jwk header with the attacker key',
    async () => {
      const attacker = await importJWK(ED25519_PRIVATE_JWK, 'EdDSA');
      return new SignJWT(goodClaims())
        .setProtectedHeader({ alg: 'EdDSA', kid: 'attacker', typ: 'parley-embed+jwt', jwk: ED25519_PUBLIC_JWK })
        .sign(attacker);
    },
  ],
  [
    'x5u header',
    () =>
      hs(
        { ...goodHeader, x5u: 'https://evil.example/cert.pem' },
        goodClaims(),
        'wrong-secret-wrong-secret-wrong-secret-00',
      ),
  ],
  [
    'duplicated JSON key in the payload (scope twice), validly signed',
    () =>
      hsRaw(
        JSON.stringify(goodHeader),
        JSON.stringify(goodClaims()).replace(/}$/, ',"scope":"conversations:read messages:send"}'),
      ),
  ],
  [
    'duplicated JSON key in the header (alg twice), validly signed',
    () =>
      hsRaw(
        '{"alg":"none","alg":"HS256","kid":"sandbox-hs256","typ":"parley-embed+jwt"}',
        JSON.stringify(goodClaims()),
      ),
  ],
  [
    'duplicated key escaped differently (kid and \\u006bid)',
    () =>
      hsRaw(
        '{"alg":"HS256","kid":"sandbox-hs256","\\u006bid":"other","typ":"parley-embed+jwt"}',
        JSON.stringify(goodClaims()),
      ),
  ],
  [
    'malformed base64url (padding and +/)',
    () => {
      const [h, p, s] = hs(goodHeader, goodClaims()).split('.');
      return `${h}==.${p!.replace(/-/g, '+')}.${s}`;
    },
  ],
  ['malformed base64url (non-alphabet characters)', () => `${enc(goodHeader)}.@@@@.${enc('x')}`],
  ['payload not JSON', () => hsRaw(JSON.stringify(goodHeader), '{not json')],
  ['payload a JSON array', () => hsRaw(JSON.stringify(goodHeader), '[1,2]')],
  ['header not JSON', () => hsRaw('alg=HS256', JSON.stringify(goodClaims()))],
  ['two parts only', () => hs(goodHeader, goodClaims()).split('.').slice(0, 2).join('.')],
  ['four parts', () => `${hs(goodHeader, goodClaims())}.extra`],
  [
    'huge token (12 kB, under the HTTP header limit)',
    () => {
      const [h, p, s] = hs(goodHeader, goodClaims()).split('.');
      return `${h}.${p}${'A'.repeat(12_000)}.${s}`;
    },
  ],
  ['huge claim value, validly signed (10 kB sub)', () => hs(goodHeader, { ...goodClaims(), sub: 'x'.repeat(10_000) })],
  [
    'deeply nested res, validly signed',
    () =>
      hs(goodHeader, { ...goodClaims(), res: JSON.parse('{"senders":' + '['.repeat(2000) + ']'.repeat(2000) + '}') }),
  ],
  ['empty bearer', () => ''],
];

before(async () => {
  sandbox = createSandbox({
    demoConversations: 5,
    longThreadSize: 10,
    embedKeys: { [ED_KID]: { alg: 'EdDSA', publicKey: ED25519_PUBLIC_JWK } },
  });
  server = serve({ fetch: sandbox.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
after(() => {
  server?.close();
  sandbox?.close();
});

async function listWith(token: string) {
  const response = await fetch(`${base}/conversations/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as { error?: string } | null };
}

describe('token attack corpus over HTTP', () => {
  test('control: the untampered token is accepted', async () => {
    const { status } = await listWith(await corpus[0]![1]());
    assert.equal(status, 200);
  });
  for (const [name, make] of corpus.slice(1)) {
    test(name, async () => {
      const { status, body } = await listWith(await make());
      assert.equal(status, 401, `${name}: got ${status} ${JSON.stringify(body)?.slice(0, 200)}`);
      assert.equal(typeof body?.error, 'string');
    });
  }
  test('a 1 MB token in-process is a 431 {error} (headers over the limit, DESIGN §12); a 30 kB one is a 401', async () => {
    const huge = await sandbox.fetch(
      new Request('http://sandbox.test/api/conversations/list', {
        method: 'POST',
        headers: { authorization: `Bearer ${'a'.repeat(1_000_000)}.b.c` },
        body: '{}',
      }),
    );
    assert.equal(huge.status, 431);
    assert.equal(typeof ((await huge.json()) as { error?: unknown }).error, 'string');
    const response = await sandbox.fetch(
      new Request('http://sandbox.test/api/conversations/list', {
        method: 'POST',
        headers: { authorization: `Bearer ${'a'.repeat(30_000)}.b.c` },
        body: '{}',
      }),
    );
    assert.equal(response.status, 401);
  });
  test('Authorization schemes other than Bearer are refused', async () => {
    for (const header of [`Basic ${btoa('a:b')}`, `bearer`, `Bearer a b`, `Token ${hs(goodHeader, goodClaims())}`]) {
      const response = await fetch(`${base}/conversations/list`, {
        method: 'POST',
        headers: { authorization: header },
        body: '{}',
      });
      assert.equal(response.status, 401, header);
    }
  });
});

describe('server-side key problems', () => {
  test('a misconfigured embed key (short secret) is a 500 for the operator, not a 401 that blames the caller', async () => {
    const broken = createSandbox({
      demoConversations: 1,
      longThreadSize: 1,
      embedKeys: { 'short-key': { alg: 'HS256', secret: 'too-short' } },
    });
    try {
      const token = hs({ ...goodHeader, kid: 'short-key' }, goodClaims(), 'too-short');
      const response = await broken.fetch(
        new Request('http://sandbox.test/api/conversations/list', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: '{}',
        }),
      );
      assert.equal(response.status, 500);
      assert.equal(typeof ((await response.json()) as { error?: unknown }).error, 'string');
    } finally {
      broken.close();
    }
  });
});
