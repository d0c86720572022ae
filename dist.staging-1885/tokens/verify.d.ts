import { EmbedTokenClaims, type EmbedResources, type Scope } from '../schemas/token.js';
import { type EmbedAlgorithm, type EmbedVerificationKey } from './keys.js';
/**
 * The keys a verifier trusts, by `kid`: a plain record, or a lookup function (sync or async) returning
 * undefined for an unknown id.
 */
export type EmbedKeySet = Readonly<Record<string, EmbedVerificationKey>> | ((kid: string) => EmbedVerificationKey | undefined | Promise<EmbedVerificationKey | undefined>);
export interface VerifyEmbedTokenOptions {
    /** Expected `iss` (the team that owns the key). Omit only when the key set already belongs to one team. */
    team?: string;
    /** The current time (a Date or epoch milliseconds); defaults to now. */
    now?: Date | number;
    /** Clock skew allowed on `exp`, `nbf` and `iat`, in seconds. Default 30. */
    clockTolerance?: number;
    /** Longest accepted lifetime (`exp - iat`) in seconds. Default 86400 (24 h). */
    maxLifetime?: number;
}
/** What a valid token grants. */
export interface VerifiedEmbedToken {
    claims: EmbedTokenClaims;
    scopes: Set<Scope>;
    /** The `res` restrictions; `{}` when there are none. */
    resources: EmbedResources;
    kid: string;
    alg: EmbedAlgorithm;
}
/**
 * The first key that appears twice in one object of valid JSON text, or null. JSON.parse keeps the last value
 * silently; another parser may keep the first. A token whose meaning depends on the parser is refused.
 */
export declare function findDuplicateKey(json: string): string | null;
/**
 * Verifies an embed token against a key set and returns its claims, scopes and resource restrictions. Rejects
 * with an `EmbedTokenError` whose `code` says why: `ERR_TOKEN_MALFORMED`, `ERR_TOKEN_ALGORITHM`,
 * `ERR_TOKEN_TYPE`, `ERR_TOKEN_UNKNOWN_KEY`, `ERR_TOKEN_BAD_SIGNATURE`, `ERR_TOKEN_AUDIENCE`, `ERR_TOKEN_ISSUER`,
 * `ERR_TOKEN_CLAIMS`, `ERR_TOKEN_EXPIRED`, `ERR_TOKEN_NOT_YET_VALID` or `ERR_TOKEN_LIFETIME`. A misconfigured key
 * set (not the token's fault) rejects with `ERR_INVALID_OPTIONS`.
 *
 * @example
 * ```ts
 * import { verifyEmbedToken } from '@parley/embeds/node';
 *
 * const keys = { 'prod-hs256': { alg: 'HS256', secret: process.env.PARLEY_EMBED_SECRET! } } as const;
 * const { claims, scopes, resources } = await verifyEmbedToken(bearer, keys, { team: 'team_acme' });
 * if (!scopes.has('messages:send')) return new Response(JSON.stringify({ error: 'Missing scope' }), { status: 401 });
 * ```
 */
export declare function verifyEmbedToken(token: string, keys: EmbedKeySet, options?: VerifyEmbedTokenOptions): Promise<VerifiedEmbedToken>;
