/**
 * Key import and caching for embed tokens. Importing a key (WebCrypto `importKey`, PEM/JWK parsing) costs more
 * than signing with it, so every key is imported once: objects (JWKs, byte arrays, CryptoKeys) are cached in a
 * WeakMap, strings (secrets, PEM) in a small bounded Map. The algorithm always comes from the key (or the
 * caller's `alg`), never from a token. Runtime-agnostic: WebCrypto and jose only.
 */
import { importJWK, importPKCS8, importSPKI, importX509, type CryptoKey, type JWK } from 'jose';
import { importHs256 } from '#hs256';
import { invalidOptions } from './errors.js';
import type { Hs256Key } from './hs256.types.js';

/** The JWS algorithms an embed token may use (DESIGN §2). */
export const EMBED_ALGORITHMS = ['HS256', 'EdDSA', 'ES256'] as const;
export type EmbedAlgorithm = (typeof EMBED_ALGORITHMS)[number];
export type AsymmetricAlgorithm = Exclude<EmbedAlgorithm, 'HS256'>;

/** An asymmetric key: a WebCrypto key, a JWK, or a PEM string (PKCS#8 private, SPKI public or X.509 certificate). */
export type AsymmetricKeyInput = CryptoKey | JWK | string;

/** HS256 needs at least 256 bits of secret (RFC 7518 §3.2). */
export const MIN_SECRET_BYTES = 32;

/**
 * A key that signs embed tokens: an HS256 secret shared with the service, or an EdDSA/ES256 private key whose
 * public half the service holds under `kid`. `alg` may be left out when the key material says it (a secret is
 * HS256, an Ed25519 key EdDSA, a P-256 key ES256); it is required with a PEM string.
 */
export type EmbedSigningKey =
  | { kid: string; alg?: 'HS256'; secret: string | Uint8Array; privateKey?: never }
  | { kid: string; alg?: AsymmetricAlgorithm; privateKey: AsymmetricKeyInput; secret?: never };

/** A key that verifies embed tokens; its algorithm is the only one accepted for it. */
export type EmbedVerificationKey =
  | { alg?: 'HS256'; secret: string | Uint8Array; publicKey?: never }
  | { alg?: AsymmetricAlgorithm; publicKey: AsymmetricKeyInput; secret?: never };

/**
 * A key ready to use: its pinned algorithm and the imported key — a WebCrypto key for jose (EdDSA, ES256), or
 * the platform's HMAC (HS256: node:crypto where present, Web Crypto elsewhere).
 */
export type ImportedKey =
  { alg: 'HS256'; hmac: Hs256Key; key?: never } | { alg: AsymmetricAlgorithm; key: CryptoKey; hmac?: never };

type Use = 'sign' | 'verify';

const MAX_STRING_ENTRIES = 64;
const objectCache = new WeakMap<object, Map<string, Promise<ImportedKey>>>();
const stringCache = new Map<string, Promise<ImportedKey>>();

function cached(material: object | string, tag: string, load: () => Promise<ImportedKey>): Promise<ImportedKey> {
  let found: Promise<ImportedKey> | undefined;
  if (typeof material === 'string') {
    const id = `${tag}\u0000${material}`;
    found = stringCache.get(id);
    if (!found) {
      found = load();
      // A Map keeps insertion order, so the first entry is the oldest; evict it to stay bounded.
      if (stringCache.size >= MAX_STRING_ENTRIES) stringCache.delete(stringCache.keys().next().value!);
      stringCache.set(id, found);
      found.catch(() => stringCache.delete(id));
    }
  } else {
    let byTag = objectCache.get(material);
    if (!byTag) objectCache.set(material, (byTag = new Map()));
    found = byTag.get(tag);
    if (!found) {
      found = load();
      byTag.set(tag, found);
      found.catch(() => byTag.delete(tag));
    }
  }
  return found;
}

function secretBytes(secret: string | Uint8Array): Uint8Array {
  const bytes = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (bytes.byteLength < MIN_SECRET_BYTES) {
    throw invalidOptions(
      `key.secret is ${bytes.byteLength} bytes; HS256 needs at least ${MIN_SECRET_BYTES} bytes (256 bits). ` +
        'Generate one with `openssl rand -base64 32`.',
    );
  }
  return bytes;
}

function isCryptoKey(value: unknown): value is CryptoKey {
  return typeof value === 'object' && value !== null && 'algorithm' in value && 'usages' in value && 'type' in value;
}

/** Node's KeyObject, recognised only to point at the entry that accepts it. */
function looksLikeKeyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { export?: unknown }).export === 'function';
}

/** The algorithm the key material implies, or undefined for PEM (which needs an explicit `alg`). */
function algorithmOf(material: AsymmetricKeyInput, field: string): AsymmetricAlgorithm | undefined {
  if (typeof material === 'string') return undefined;
  if (isCryptoKey(material)) {
    const algorithm = material.algorithm as { name: string; namedCurve?: string };
    if (algorithm.name === 'Ed25519' || algorithm.name === 'EdDSA') return 'EdDSA';
    if (algorithm.name === 'ECDSA' && algorithm.namedCurve === 'P-256') return 'ES256';
    throw invalidOptions(`${field} is a ${algorithm.name} key; embed keys are Ed25519 (EdDSA) or ECDSA P-256 (ES256)`);
  }
  if (looksLikeKeyObject(material)) {
    throw invalidOptions(
      `${field} is a Node KeyObject; KeyObjects are taken by the Node build of '@parley/embeds/node' only (on Edge, ` +
        'Workers and Deno pass the key as PEM, JWK or CryptoKey)',
    );
  }
  const jwk = material as JWK;
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'EdDSA';
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  throw invalidOptions(
    `${field} is a JWK with kty "${String(jwk.kty)}" crv "${String(jwk.crv)}"; ` +
      'embed keys are OKP/Ed25519 (EdDSA) or EC/P-256 (ES256)',
  );
}

function resolveAlgorithm(declared: unknown, material: AsymmetricKeyInput, field: string): AsymmetricAlgorithm {
  if (declared !== undefined && declared !== 'EdDSA' && declared !== 'ES256') {
    throw invalidOptions(
      declared === 'HS256'
        ? `key.alg is HS256 but ${field} was given; HS256 takes key.secret (an asymmetric key can never be an HMAC secret)`
        : `key.alg must be one of ${EMBED_ALGORITHMS.join(', ')}; got ${JSON.stringify(declared)}`,
    );
  }
  const implied = algorithmOf(material, field);
  if (implied && declared && implied !== declared) {
    throw invalidOptions(`key.alg is ${declared} but ${field} is an ${implied} key; fix key.alg or pass the right key`);
  }
  const alg = (declared ?? implied) as AsymmetricAlgorithm | undefined;
  if (!alg) throw invalidOptions(`key.alg is required with a PEM ${field}: "EdDSA" or "ES256"`);
  return alg;
}

async function importAsymmetric(material: AsymmetricKeyInput, alg: AsymmetricAlgorithm, use: Use): Promise<CryptoKey> {
  const wanted = use === 'sign' ? 'private' : 'public';
  let key: CryptoKey;
  try {
    if (typeof material === 'string') {
      const pem = material.trim();
      if (use === 'sign') key = await importPKCS8(pem, alg);
      else key = pem.includes('BEGIN CERTIFICATE') ? await importX509(pem, alg) : await importSPKI(pem, alg);
    } else if (isCryptoKey(material)) {
      key = material;
    } else {
      const jwk = material as JWK;
      if (use === 'sign' && typeof jwk.d !== 'string') {
        throw invalidOptions('key.privateKey is a public JWK (no "d"); signing needs the private key');
      }
      // Only the public members go into a verification key, so a private JWK handed to the verifier stays usable
      // without its private part ever being imported.
      const { kty, crv, x, y, d } = jwk;
      const parts: JWK = use === 'sign' ? { kty, crv, x, y, d } : { kty, crv, x, y };
      key = (await importJWK(parts, alg, { extractable: false })) as CryptoKey;
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'EmbedTokenError') throw error;
    const what = use === 'sign' ? 'key.privateKey' : 'publicKey';
    throw invalidOptions(
      `${what} could not be imported as an ${alg} ${wanted} key: ${(error as Error).message}`,
      error,
    );
  }
  if (key.type !== wanted) {
    throw invalidOptions(
      `${use === 'sign' ? 'key.privateKey' : 'publicKey'} is a ${key.type} key; ${use}ing needs a ${wanted} key`,
    );
  }
  return key;
}

function importSecret(secret: string | Uint8Array): Promise<ImportedKey> {
  // Validation runs inside the cached loader, so a hot path with a known secret does no encoding at all.
  return cached(secret, 'HS256', async () => {
    const bytes = secretBytes(secret);
    const imported: ImportedKey = { alg: 'HS256', hmac: await importHs256(bytes) };
    if (typeof secret === 'string') {
      if (readyStrings.size >= MAX_STRING_ENTRIES) readyStrings.delete(readyStrings.keys().next().value!);
      readyStrings.set(secret, imported);
    } else {
      readyBytes.set(secret, imported);
    }
    return imported;
  });
}

// HS256 secrets already imported, by the secret itself: minting and verifying with a known secret then run
// without awaiting the import cache's promise (a microtask per call is a measurable share of one HMAC).
const readyStrings = new Map<string, ImportedKey>();
const readyBytes = new WeakMap<Uint8Array, ImportedKey>();

/**
 * @internal The imported HS256 key for `input` when its secret was imported before and `input` is a plain
 * `{secret}` key (no asymmetric member, `alg` absent or HS256); undefined otherwise (then use the async import,
 * which validates everything and reports errors).
 */
export function readyHs256Key(input: EmbedSigningKey | EmbedVerificationKey): ImportedKey | undefined {
  const secret = input.secret;
  if (secret === undefined || (input.alg !== undefined && input.alg !== 'HS256')) return undefined;
  if (
    (input as { privateKey?: unknown }).privateKey !== undefined ||
    (input as { publicKey?: unknown }).publicKey !== undefined
  )
    return undefined;
  return typeof secret === 'string'
    ? readyStrings.get(secret)
    : secret instanceof Uint8Array
      ? readyBytes.get(secret)
      : undefined;
}

/**
 * Validates and imports a signing key once; later calls with the same secret string, byte array, JWK object, PEM
 * string or CryptoKey reuse the imported key.
 *
 * @example
 * ```ts
 * const { alg, key } = await importSigningKey({ kid: 'k1', secret: process.env.PARLEY_EMBED_SECRET! });
 * ```
 */
export async function importSigningKey(input: EmbedSigningKey): Promise<ImportedKey> {
  checkKid(input);
  return importKey(input, 'sign');
}

function checkKid(input: EmbedSigningKey): void {
  if (typeof input !== 'object' || input === null)
    throw invalidOptions('key is required: {kid, secret} or {kid, alg, privateKey}');
  if (typeof input.kid !== 'string' || input.kid.length === 0 || input.kid.length > 256) {
    throw invalidOptions('key.kid must be a non-empty string (at most 256 characters) naming the embed key');
  }
}

/**
 * @internal What {@link importSigningKey} checks before importing, without importing (so, synchronously): the
 * shape, the `kid`, the algorithm and, for HS256, the secret's length. A PEM or JWK that does not parse is found
 * on import only. The token route runs this where it is created, so a wrong key fails there, not per request.
 */
export function checkSigningKey(input: EmbedSigningKey): void {
  checkKid(input);
  const material = keyMaterial(input, 'sign');
  if ('secret' in material) secretBytes(material.secret);
}

/**
 * Validates and imports a verification key once (cached like {@link importSigningKey}).
 *
 * @example
 * ```ts
 * const { alg, key } = await importVerificationKey({ alg: 'EdDSA', publicKey: jwk });
 * ```
 */
export async function importVerificationKey(input: EmbedVerificationKey): Promise<ImportedKey> {
  if (typeof input !== 'object' || input === null)
    throw invalidOptions('a verification key must be {secret} or {alg, publicKey}');
  return importKey(input, 'verify');
}

/** The key's secret, or its asymmetric material and the algorithm it is pinned to; thrown when neither fits. */
function keyMaterial(
  input: EmbedSigningKey | EmbedVerificationKey,
  use: Use,
): { secret: string | Uint8Array } | { alg: AsymmetricAlgorithm; material: AsymmetricKeyInput } {
  const field = use === 'sign' ? 'privateKey' : 'publicKey';
  const material = (input as Record<string, unknown>)[field] as AsymmetricKeyInput | undefined;
  const secret = input.secret;
  if (secret !== undefined && material !== undefined) {
    throw invalidOptions(`key has both secret and ${field}; give one (secret for HS256, ${field} for EdDSA/ES256)`);
  }
  if (secret !== undefined) {
    if (input.alg !== undefined && input.alg !== 'HS256') {
      throw invalidOptions(`key.alg is ${input.alg} but a secret was given; ${input.alg} needs key.${field}`);
    }
    if (typeof secret !== 'string' && !(secret instanceof Uint8Array)) {
      throw invalidOptions('key.secret must be a string or a Uint8Array');
    }
    return { secret };
  }
  if (material === undefined || material === null) {
    throw invalidOptions(`key needs secret (HS256) or ${field} (EdDSA/ES256)`);
  }
  return { alg: resolveAlgorithm(input.alg, material, `key.${field}`), material };
}

function importKey(input: EmbedSigningKey | EmbedVerificationKey, use: Use): Promise<ImportedKey> {
  const found = keyMaterial(input, use);
  if ('secret' in found) return importSecret(found.secret);
  const { alg, material } = found;
  const materialKey = typeof material === 'string' ? material.trim() : material;
  return cached(materialKey, `${alg}:${use}`, async (): Promise<ImportedKey> => ({
    alg,
    key: await importAsymmetric(material, alg, use),
  }));
}
