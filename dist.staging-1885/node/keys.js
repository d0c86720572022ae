/**
 * Node-only key inputs: `KeyObject`s (from `crypto.createPrivateKey`, `createSecretKey`, …). They are exported
 * once to a JWK (or bytes, for secrets) and that result is cached per KeyObject, so the runtime-agnostic token
 * code then finds the imported CryptoKey in its own cache.
 */
import { KeyObject } from 'node:crypto';
import { EmbedTokenError } from '../tokens/index.js';
const exported = new WeakMap();
function portable(key) {
    let value = exported.get(key);
    if (!value) {
        try {
            value = key.type === 'secret' ? new Uint8Array(key.export()) : key.export({ format: 'jwk' });
        }
        catch (error) {
            throw new EmbedTokenError('ERR_INVALID_OPTIONS', `The KeyObject could not be exported: ${error.message}`, { cause: error });
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
export function toSigningKey(key) {
    if (key && key.secret instanceof KeyObject)
        return { ...key, secret: portable(key.secret) };
    if (key && key.privateKey instanceof KeyObject)
        return { ...key, privateKey: portable(key.privateKey) };
    return key;
}
/**
 * Turns a Node verification key (possibly holding KeyObjects) into the runtime-agnostic form.
 *
 * @example
 * ```ts
 * const key = toVerificationKey({ alg: 'ES256', publicKey: createPublicKey(pem) });
 * ```
 */
export function toVerificationKey(key) {
    if (key && key.secret instanceof KeyObject)
        return { ...key, secret: portable(key.secret) };
    if (key && key.publicKey instanceof KeyObject) {
        if (key.publicKey.type === 'private') {
            throw new EmbedTokenError('ERR_INVALID_OPTIONS', 'publicKey is a private KeyObject; pass createPublicKey(privateKey) instead');
        }
        return { ...key, publicKey: portable(key.publicKey) };
    }
    return key;
}
