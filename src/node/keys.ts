/**
 * Node-only key inputs: `KeyObject`s (from `crypto.createPrivateKey`, `createSecretKey`, …). They are exported
 * once to a JWK (or bytes, for secrets) and that result is cached per KeyObject, so the runtime-agnostic token
 * code then finds the imported CryptoKey in its own cache.
 */
import { KeyObject } from 'node:crypto';
import type { JWK } from 'jose';
import type { AsymmetricKeyInput, EmbedSigningKey, EmbedVerificationKey } from '../tokens/index.js';
import { EmbedTokenError } from '../tokens/index.js';

/** An asymmetric key as Node code usually holds it: also a `KeyObject`. */
export type NodeAsymmetricKeyInput = AsymmetricKeyInput | KeyObject;

/** {@link EmbedSigningKey}, also accepting `KeyObject`s. */
export type NodeEmbedSigningKey =
  | { kid: string; alg?: 'HS256'; secret: string | Uint8Array | KeyObject; privateKey?: never }
  | { kid: string; alg?: 'EdDSA' | 'ES256'; privateKey: NodeAsymmetricKeyInput; secret?: never };

/** {@link EmbedVerificationKey}, also accepting `KeyObject`s. */
export type NodeEmbedVerificationKey =
  | { alg?: 'HS256'; secret: string | Uint8Array | KeyObject; publicKey?: never }
  | { alg?: 'EdDSA' | 'ES256'; publicKey: NodeAsymmetricKeyInput; secret?: never };

const exported = new WeakMap<KeyObject, JWK | Uint8Array>();

function portable(key: KeyObject): JWK | Uint8Array {
  let value = exported.get(key);
  if (!value) {
    try {
      value = key.type === 'secret' ? new Uint8Array(key.export()) : (key.export({ format: 'jwk' }) as JWK);
    } catch (error) {
      throw new EmbedTokenError(
        'ERR_INVALID_OPTIONS',
        `The KeyObject could not be exported: ${(error as Error).message}`,
        { cause: error },
      );
    }
    exported.set(key, value);
  }
  return value;
}

/**
 * Turns a Node signing key (possibly holding KeyObjects) into the runtime-agnostic form.
 *
 * @example
 * ```ts
 * const key = toSigningKey({ kid: 'ed-1', privateKey: createPrivateKey(pem) });
 * ```
 */
export function toSigningKey(key: NodeEmbedSigningKey): EmbedSigningKey {
  if (key && key.secret instanceof KeyObject) return { ...key, secret: portable(key.secret) } as EmbedSigningKey;
  if (key && key.privateKey instanceof KeyObject)
    return { ...key, privateKey: portable(key.privateKey) } as EmbedSigningKey;
  return key as EmbedSigningKey;
}

/**
 * Turns a Node verification key (possibly holding KeyObjects) into the runtime-agnostic form.
 *
 * @example
 * ```ts
 * const key = toVerificationKey({ alg: 'ES256', publicKey: createPublicKey(pem) });
 * ```
 */
export function toVerificationKey(key: NodeEmbedVerificationKey): EmbedVerificationKey {
  if (key && key.secret instanceof KeyObject) return { ...key, secret: portable(key.secret) } as EmbedVerificationKey;
  if (key && key.publicKey instanceof KeyObject) {
    if (key.publicKey.type === 'private') {
      throw new EmbedTokenError(
        'ERR_INVALID_OPTIONS',
        'publicKey is a private KeyObject; pass createPublicKey(privateKey) instead',
      );
    }
    return { ...key, publicKey: portable(key.publicKey) } as EmbedVerificationKey;
  }
  return key as EmbedVerificationKey;
}
