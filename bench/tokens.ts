/**
 * Token throughput: mint and verify operations per second for HS256, EdDSA and ES256 with our helper (keys
 * imported once), beside jose used naively (the key re-imported on every call) and jsonwebtoken as most Node
 * backends use it (PEM strings / string secrets). `ratioVsHelper` = that row's ops/s ÷ the helper's for the same
 * algorithm and operation (below 1: slower than the helper).
 *
 * Run alone: `npx tsx bench/tokens.ts` (prints a table, writes bench/results/tokens.json).
 */
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SignJWT, importPKCS8, importSPKI, jwtVerify } from 'jose';
import jwt from 'jsonwebtoken';
import { createEmbedToken, verifyEmbedToken } from '../src/tokens/index.js';

export interface Row {
  name: string;
  opsPerSec: number;
  ratioVsHelper?: number;
  /** HS256 helper rows: ops/s ÷ node:crypto's bare HMAC of the same signing input in the same process (target ≥ 0.5). */
  ratioVsNative?: number;
  /** The least `ratioVsNative` the budget allows for this row (mint and verify with a known token: 0.5). */
  nativeBudget?: number;
}

/** Public, test-only keys (the same as test/node/tokens/fixtures.ts). */
const SECRET = 'sandbox-embed-secret-0123456789abcdef0123456789abcdef';
const ED_PKCS8 = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIIyRzC27wkPUUQAZY9RVKLktLcb56DqSQwxvSFUj55Bm
-----END PRIVATE KEY-----`;
const ED_SPKI = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEA49DfnCSwwtujW7OLTe9P6ItfzX0dVUb/VPz6EcxLUoM=
-----END PUBLIC KEY-----`;
const P256_PKCS8 = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQggJ7Jcb7KZHU6qabR
TWE7nG7RDtGAqVSYl4yeUMLl8WWhRANCAAS5BGqS+WqQN2RJQeKnEaLlyLzhv/RO
kHiP52aHjVxYAF797DmjxcMtUYrUkzpLKeUussJ2zNx5svyqkj8zunI/
-----END PRIVATE KEY-----`;
const P256_SPKI = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEuQRqkvlqkDdkSUHipxGi5ci84b/0
TpB4j+dmh41cWABe/ew5o8XDLVGK1JM6SynlLrLCdszcebL8qpI/M7pyPw==
-----END PUBLIC KEY-----`;

type Alg = 'HS256' | 'EdDSA' | 'ES256';
const KEYS: Record<Alg, { sign: string; verify: string }> = {
  HS256: { sign: SECRET, verify: SECRET },
  EdDSA: { sign: ED_PKCS8, verify: ED_SPKI },
  ES256: { sign: P256_PKCS8, verify: P256_SPKI },
};
const CLAIMS = { team: 'team_bench', user: 'user_1', scopes: ['conversations:read', 'messages:send'] as const };
const PAYLOAD = { scope: 'conversations:read messages:send' };

/**
 * Runs `op` in batches of 50 for about `ms` milliseconds (after a 400 ms warm-up) and returns the operations per
 * second of the fastest batch: on a shared machine other processes only ever slow a batch down, so the best batch
 * is the figure that compares across cases and runs.
 */
async function measure(op: () => unknown, ms: number): Promise<number> {
  // Warm up long enough for the JIT's optimising tier; a few dozen calls leave the first case measured cold.
  const warm = performance.now();
  while (performance.now() - warm < 400) for (let i = 0; i < 50; i++) await op();
  let best = Infinity;
  const start = performance.now();
  while (performance.now() - start < ms) {
    const batchStart = performance.now();
    for (let i = 0; i < 50; i++) await op();
    best = Math.min(best, performance.now() - batchStart);
  }
  return (50 * 1000) / best;
}

const signingKey = (alg: Alg) =>
  alg === 'HS256' ? { kid: 'k', secret: SECRET } : { kid: 'k', alg, privateKey: KEYS[alg].sign };
const verificationKey = (alg: Alg) =>
  alg === 'HS256' ? { alg, secret: SECRET } : { alg, publicKey: KEYS[alg].verify };

/** jose as often written: import the PEM (or encode the secret) on every call. */
const naiveSignKey = (alg: Alg) =>
  alg === 'HS256' ? new TextEncoder().encode(SECRET) : importPKCS8(KEYS[alg].sign, alg);
const naiveVerifyKey = (alg: Alg) =>
  alg === 'HS256' ? new TextEncoder().encode(SECRET) : importSPKI(KEYS[alg].verify, alg);

/**
 * Measures every case and returns one row per (library, algorithm, operation).
 *
 * @example
 * ```ts
 * const rows = await benchTokens({ msPerCase: 300 });
 * console.table(rows);
 * ```
 */
export async function benchTokens({ msPerCase = 600 }: { msPerCase?: number } = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (const alg of ['HS256', 'EdDSA', 'ES256'] as const) {
    const token = await createEmbedToken({ ...CLAIMS, key: signingKey(alg) });
    const keys = { k: verificationKey(alg) };

    // Options written out as a backend writes them per request (an object spread would cost more than the HMAC).
    const { team, user, scopes } = CLAIMS;
    const helperMint = await measure(() => createEmbedToken({ key: signingKey(alg), team, user, scopes }), msPerCase);
    const helperVerify = await measure(() => verifyEmbedToken(token, keys), msPerCase);
    rows.push({ name: `helper ${alg} mint`, opsPerSec: helperMint, ratioVsHelper: 1 });
    rows.push({ name: `helper ${alg} verify`, opsPerSec: helperVerify, ratioVsHelper: 1 });

    if (alg === 'HS256') {
      // The floor: node:crypto's HMAC alone over the token's signing input, key imported once, in this process.
      const secretKey = createSecretKey(new TextEncoder().encode(SECRET));
      const input = token.slice(0, token.lastIndexOf('.'));
      const signature = Buffer.from(token.slice(token.lastIndexOf('.') + 1), 'base64url');
      const nativeMint = await measure(
        () => createHmac('sha256', secretKey).update(input).digest('base64url'),
        msPerCase,
      );
      const nativeVerify = await measure(
        () => timingSafeEqual(createHmac('sha256', secretKey).update(input).digest(), signature),
        msPerCase,
      );
      Object.assign(rows[rows.length - 2]!, { ratioVsNative: helperMint / nativeMint, nativeBudget: 0.5 });
      Object.assign(rows[rows.length - 1]!, { ratioVsNative: helperVerify / nativeVerify, nativeBudget: 0.5 });
      rows.push({ name: 'native HMAC-SHA256 sign', opsPerSec: nativeMint, ratioVsHelper: nativeMint / helperMint });
      rows.push({
        name: 'native HMAC-SHA256 verify',
        opsPerSec: nativeVerify,
        ratioVsHelper: nativeVerify / helperVerify,
      });
      // Every token new to the verifier (none of its payload caches hit): the cost of a first verification.
      const fresh = await Promise.all(
        Array.from({ length: 2000 }, (_, i) =>
          createEmbedToken({ ...CLAIMS, user: `user_${i}`, key: signingKey(alg) }),
        ),
      );
      let next = 0;
      const freshVerify = await measure(() => verifyEmbedToken(fresh[next++ % fresh.length]!, keys), msPerCase);
      rows.push({
        name: 'helper HS256 verify, each token new',
        opsPerSec: freshVerify,
        ratioVsHelper: freshVerify / helperVerify,
        ratioVsNative: freshVerify / nativeVerify,
      });
    }

    const joseMint = await measure(
      async () =>
        new SignJWT({ ...PAYLOAD })
          .setProtectedHeader({ alg, kid: 'k', typ: 'parley-embed+jwt' })
          .setIssuer(CLAIMS.team)
          .setSubject(CLAIMS.user)
          .setAudience('parley-embed')
          .setIssuedAt()
          .setNotBefore('0s')
          .setExpirationTime('15m')
          .setJti(crypto.randomUUID())
          .sign(await naiveSignKey(alg)),
      msPerCase,
    );
    const joseVerify = await measure(
      async () =>
        jwtVerify(token, await naiveVerifyKey(alg), {
          algorithms: [alg],
          audience: 'parley-embed',
          typ: 'parley-embed+jwt',
        }),
      msPerCase,
    );
    rows.push({ name: `jose naive ${alg} mint`, opsPerSec: joseMint, ratioVsHelper: joseMint / helperMint });
    rows.push({ name: `jose naive ${alg} verify`, opsPerSec: joseVerify, ratioVsHelper: joseVerify / helperVerify });

    // jsonwebtoken 9 has no EdDSA; that case is reported as missing rather than faked.
    if (alg !== 'EdDSA') {
      const jwtMint = await measure(
        () =>
          jwt.sign(PAYLOAD, KEYS[alg].sign, {
            algorithm: alg,
            keyid: 'k',
            header: { alg, typ: 'parley-embed+jwt' },
            issuer: CLAIMS.team,
            subject: CLAIMS.user,
            audience: 'parley-embed',
            expiresIn: 900,
            jwtid: crypto.randomUUID(),
          }),
        msPerCase,
      );
      const jwtVerifyOps = await measure(
        () => jwt.verify(token, KEYS[alg].verify, { algorithms: [alg], audience: 'parley-embed' }),
        msPerCase,
      );
      rows.push({ name: `jsonwebtoken ${alg} mint`, opsPerSec: jwtMint, ratioVsHelper: jwtMint / helperMint });
      rows.push({
        name: `jsonwebtoken ${alg} verify`,
        opsPerSec: jwtVerifyOps,
        ratioVsHelper: jwtVerifyOps / helperVerify,
      });
    }
  }
  return rows;
}

function isMain(): boolean {
  try {
    return !!process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (isMain()) {
  const rows = await benchTokens();
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`${'case'.padEnd(width)}  ${'ops/s'.padStart(10)}  vs helper`);
  for (const row of rows) {
    const ratio =
      row.ratioVsHelper === undefined
        ? ''
        : row.ratioVsHelper === 1
          ? '1.00×'
          : `${row.ratioVsHelper.toFixed(2)}× (helper ${(1 / row.ratioVsHelper).toFixed(1)}× faster)`;
    const native = row.ratioVsNative === undefined ? '' : `  (${row.ratioVsNative.toFixed(2)}× native HMAC)`;
    console.log(`${row.name.padEnd(width)}  ${Math.round(row.opsPerSec).toString().padStart(10)}  ${ratio}${native}`);
  }
  console.log('jsonwebtoken EdDSA: not supported by jsonwebtoken 9, not measured.');
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    new URL('tokens.json', dir),
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`,
  );
}
