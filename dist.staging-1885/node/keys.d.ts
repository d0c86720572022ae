/**
 * Node-only key inputs: `KeyObject`s (from `crypto.createPrivateKey`, `createSecretKey`, …). They are exported
 * once to a JWK (or bytes, for secrets) and that result is cached per KeyObject, so the runtime-agnostic token
 * code then finds the imported CryptoKey in its own cache.
 */
import { KeyObject } from 'node:crypto';
import type { AsymmetricKeyInput, EmbedSigningKey, EmbedVerificationKey } from '../tokens/index.js';
/** An asymmetric key as Node code usually holds it: also a `KeyObject`. */
export type NodeAsymmetricKeyInput = AsymmetricKeyInput | KeyObject;
/** {@link EmbedSigningKey}, also accepting `KeyObject`s. */
export type NodeEmbedSigningKey = {
    kid: string;
    alg?: 'HS256';
    secret: string | Uint8Array | KeyObject;
    privateKey?: never;
} | {
    kid: string;
    alg?: 'EdDSA' | 'ES256';
    privateKey: NodeAsymmetricKeyInput;
    secret?: never;
};
/** {@link EmbedVerificationKey}, also accepting `KeyObject`s. */
export type NodeEmbedVerificationKey = {
    alg?: 'HS256';
    secret: string | Uint8Array | KeyObject;
    publicKey?: never;
} | {
    alg?: 'EdDSA' | 'ES256';
    publicKey: NodeAsymmetricKeyInput;
    secret?: never;
};
/**
 * Turns a Node signing key (possibly holding KeyObjects) into the runtime-agnostic form.
 *
 * @example
 * ```ts
 * const key = toSigningKey({ kid: 'ed-1', privateKey: createPrivateKey(pem) });
 * ```
 */
export declare function toSigningKey(key: NodeEmbedSigningKey): EmbedSigningKey;
/**
 * Turns a Node verification key (possibly holding KeyObjects) into the runtime-agnostic form.
 *
 * @example
 * ```ts
 * const key = toVerificationKey({ alg: 'ES256', publicKey: createPublicKey(pem) });
 * ```
 */
export declare function toVerificationKey(key: NodeEmbedVerificationKey): EmbedVerificationKey;
