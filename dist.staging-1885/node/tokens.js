/**
 * The token API of `@parley/embeds/node`: the runtime-agnostic `createEmbedToken` / `verifyEmbedToken`, widened
 * to accept Node `KeyObject`s anywhere a key goes.
 */
import { EmbedTokenError, createEmbedToken as createPortable, verifyEmbedToken as verifyPortable, } from '../tokens/index.js';
import { toSigningKey, toVerificationKey } from './keys.js';
/**
 * Mints an embed token (DESIGN §2). See the runtime-agnostic `createEmbedToken` for the claims and errors; this
 * one also takes `KeyObject`s.
 *
 * @example
 * ```ts
 * import { createPrivateKey } from 'node:crypto';
 * import { createEmbedToken } from '@parley/embeds/node';
 *
 * const privateKey = createPrivateKey(process.env.PARLEY_EMBED_PRIVATE_KEY_PEM!);
 * const token = await createEmbedToken({
 *   key: { kid: 'acme-ed25519', privateKey },
 *   team: 'team_acme',
 *   user: 'user_42',
 *   scopes: ['conversations:read', 'messages:send'],
 * });
 * ```
 */
export function createEmbedToken(options) {
    const key = toSigningKey(options?.key);
    // The options object is passed on as it is when no KeyObject had to be converted (no copy per token).
    return createPortable(key === options?.key ? options : { ...options, key });
}
/**
 * Verifies an embed token (algorithm pinned per key, `aud`/`iss`/`exp`/`typ` required, 30 s tolerance, 24 h
 * lifetime cap). Rejects with an `EmbedTokenError` carrying a stable `ERR_TOKEN_*` code. Keys may be KeyObjects.
 *
 * @example
 * ```ts
 * import { verifyEmbedToken } from '@parley/embeds/node';
 *
 * const { claims, scopes } = await verifyEmbedToken(token, {
 *   'acme-hs256': { alg: 'HS256', secret: process.env.PARLEY_EMBED_SECRET! },
 * }, { team: 'team_acme' });
 * ```
 */
export function verifyEmbedToken(token, keys, options) {
    if (typeof keys !== 'function' && (typeof keys !== 'object' || keys === null)) {
        return Promise.reject(new EmbedTokenError('ERR_INVALID_OPTIONS', 'keys must be a record of kid → key or a lookup function'));
    }
    const convert = (key) => key === undefined ? undefined : toVerificationKey(key);
    // Synchronous where the caller's key set is, so a known HS256 secret verifies without an await.
    const lookup = (kid) => {
        const key = typeof keys === 'function' ? keys(kid) : Object.hasOwn(keys, kid) ? keys[kid] : undefined;
        return key instanceof Promise ? key.then(convert) : convert(key);
    };
    return verifyPortable(token, lookup, options);
}
