/**
 * The token API of `@parley/embeds/node`: the runtime-agnostic `createEmbedToken` / `verifyEmbedToken`, widened
 * to accept Node `KeyObject`s anywhere a key goes.
 */
import {
  EmbedTokenError,
  createEmbedToken as createPortable,
  verifyEmbedToken as verifyPortable,
  type CreateEmbedTokenOptions as PortableCreateOptions,
  type VerifiedEmbedToken,
  type VerifyEmbedTokenOptions,
} from '../tokens/index.js';
import { toSigningKey, toVerificationKey, type NodeEmbedSigningKey, type NodeEmbedVerificationKey } from './keys.js';

export interface CreateEmbedTokenOptions extends Omit<PortableCreateOptions, 'key'> {
  /** `{kid, secret}` (HS256, ≥ 32 bytes) or `{kid, alg?, privateKey}` (EdDSA / ES256: PEM, JWK, CryptoKey or KeyObject). */
  key: NodeEmbedSigningKey;
}

/** Trusted keys by `kid` (a record or a lookup function); values may hold KeyObjects. */
export type NodeEmbedKeySet =
  | Readonly<Record<string, NodeEmbedVerificationKey>>
  | ((kid: string) => NodeEmbedVerificationKey | undefined | Promise<NodeEmbedVerificationKey | undefined>);

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
export function createEmbedToken(options: CreateEmbedTokenOptions): Promise<string> {
  const key = toSigningKey(options?.key);
  // The options object is passed on as it is when no KeyObject had to be converted (no copy per token).
  return createPortable(key === options?.key ? (options as PortableCreateOptions) : { ...options, key });
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
export function verifyEmbedToken(
  token: string,
  keys: NodeEmbedKeySet,
  options?: VerifyEmbedTokenOptions,
): Promise<VerifiedEmbedToken> {
  if (typeof keys !== 'function' && (typeof keys !== 'object' || keys === null)) {
    return Promise.reject(
      new EmbedTokenError('ERR_INVALID_OPTIONS', 'keys must be a record of kid → key or a lookup function'),
    );
  }
  const convert = (key: NodeEmbedVerificationKey | undefined) =>
    key === undefined ? undefined : toVerificationKey(key);
  // Synchronous where the caller's key set is, so a known HS256 secret verifies without an await.
  const lookup = (kid: string) => {
    const key = typeof keys === 'function' ? keys(kid) : Object.hasOwn(keys, kid) ? keys[kid] : undefined;
    return key instanceof Promise ? key.then(convert) : convert(key);
  };
  return verifyPortable(token, lookup, options);
}
