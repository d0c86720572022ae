/**
 * The token API of `@parley/embeds/node`: the runtime-agnostic `createEmbedToken` / `verifyEmbedToken`, widened
 * to accept Node `KeyObject`s anywhere a key goes.
 */
import { type CreateEmbedTokenOptions as PortableCreateOptions, type VerifiedEmbedToken, type VerifyEmbedTokenOptions } from '../tokens/index.js';
import { type NodeEmbedSigningKey, type NodeEmbedVerificationKey } from './keys.js';
export interface CreateEmbedTokenOptions extends Omit<PortableCreateOptions, 'key'> {
    /** `{kid, secret}` (HS256, ≥ 32 bytes) or `{kid, alg?, privateKey}` (EdDSA / ES256: PEM, JWK, CryptoKey or KeyObject). */
    key: NodeEmbedSigningKey;
}
/** Trusted keys by `kid` (a record or a lookup function); values may hold KeyObjects. */
export type NodeEmbedKeySet = Readonly<Record<string, NodeEmbedVerificationKey>> | ((kid: string) => NodeEmbedVerificationKey | undefined | Promise<NodeEmbedVerificationKey | undefined>);
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
export declare function createEmbedToken(options: CreateEmbedTokenOptions): Promise<string>;
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
export declare function verifyEmbedToken(token: string, keys: NodeEmbedKeySet, options?: VerifyEmbedTokenOptions): Promise<VerifiedEmbedToken>;
