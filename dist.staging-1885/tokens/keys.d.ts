/**
 * Key import and caching for embed tokens. Importing a key (WebCrypto `importKey`, PEM/JWK parsing) costs more
 * than signing with it, so every key is imported once: objects (JWKs, byte arrays, CryptoKeys) are cached in a
 * WeakMap, strings (secrets, PEM) in a small bounded Map. The algorithm always comes from the key (or the
 * caller's `alg`), never from a token. Runtime-agnostic: WebCrypto and jose only.
 */
import { type CryptoKey, type JWK } from 'jose';
import type { Hs256Key } from './hs256.types.js';
/** The JWS algorithms an embed token may use (DESIGN §2). */
export declare const EMBED_ALGORITHMS: readonly ["HS256", "EdDSA", "ES256"];
export type EmbedAlgorithm = (typeof EMBED_ALGORITHMS)[number];
export type AsymmetricAlgorithm = Exclude<EmbedAlgorithm, 'HS256'>;
/** An asymmetric key: a WebCrypto key, a JWK, or a PEM string (PKCS#8 private, SPKI public or X.509 certificate). */
export type AsymmetricKeyInput = CryptoKey | JWK | string;
/** HS256 needs at least 256 bits of secret (RFC 7518 §3.2). */
export declare const MIN_SECRET_BYTES = 32;
/**
 * A key that signs embed tokens: an HS256 secret shared with the service, or an EdDSA/ES256 private key whose
 * public half the service holds under `kid`. `alg` may be left out when the key material says it (a secret is
 * HS256, an Ed25519 key EdDSA, a P-256 key ES256); it is required with a PEM string.
 */
export type EmbedSigningKey = {
    kid: string;
    alg?: 'HS256';
    secret: string | Uint8Array;
    privateKey?: never;
} | {
    kid: string;
    alg?: AsymmetricAlgorithm;
    privateKey: AsymmetricKeyInput;
    secret?: never;
};
/** A key that verifies embed tokens; its algorithm is the only one accepted for it. */
export type EmbedVerificationKey = {
    alg?: 'HS256';
    secret: string | Uint8Array;
    publicKey?: never;
} | {
    alg?: AsymmetricAlgorithm;
    publicKey: AsymmetricKeyInput;
    secret?: never;
};
/**
 * A key ready to use: its pinned algorithm and the imported key — a WebCrypto key for jose (EdDSA, ES256), or
 * the platform's HMAC (HS256: node:crypto where present, Web Crypto elsewhere).
 */
export type ImportedKey = {
    alg: 'HS256';
    hmac: Hs256Key;
    key?: never;
} | {
    alg: AsymmetricAlgorithm;
    key: CryptoKey;
    hmac?: never;
};
/**
 * @internal The imported HS256 key for `input` when its secret was imported before and `input` is a plain
 * `{secret}` key (no asymmetric member, `alg` absent or HS256); undefined otherwise (then use the async import,
 * which validates everything and reports errors).
 */
export declare function readyHs256Key(input: EmbedSigningKey | EmbedVerificationKey): ImportedKey | undefined;
/**
 * Validates and imports a signing key once; later calls with the same secret string, byte array, JWK object, PEM
 * string or CryptoKey reuse the imported key.
 *
 * @example
 * ```ts
 * const { alg, key } = await importSigningKey({ kid: 'k1', secret: process.env.PARLEY_EMBED_SECRET! });
 * ```
 */
export declare function importSigningKey(input: EmbedSigningKey): Promise<ImportedKey>;
/**
 * Validates and imports a verification key once (cached like {@link importSigningKey}).
 *
 * @example
 * ```ts
 * const { alg, key } = await importVerificationKey({ alg: 'EdDSA', publicKey: jwk });
 * ```
 */
export declare function importVerificationKey(input: EmbedVerificationKey): Promise<ImportedKey>;
