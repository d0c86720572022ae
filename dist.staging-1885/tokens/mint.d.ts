import { EmbedResources, type Scope } from '../schemas/token.js';
import { type EmbedSigningKey } from './keys.js';
/** Default token lifetime: 15 minutes (DESIGN §2). */
export declare const DEFAULT_TTL_SECONDS: number;
/** Longest lifetime a token may have: 24 hours (DESIGN §2); the verifier refuses longer ones. */
export declare const MAX_TTL_SECONDS: number;
export interface CreateEmbedTokenOptions {
    /** The embed key: `{kid, secret}` (HS256) or `{kid, alg?, privateKey}` (EdDSA / ES256). Imported once, then cached. */
    key: EmbedSigningKey;
    /** The team that owns the key; becomes `iss`. */
    team: string;
    /** Your signed-in end user's id; becomes `sub` (the author of replies and notes). */
    user: string;
    /** Your user's display name (≤ 80 characters); becomes `name`, shown as the author of notes and in presence. */
    name?: string;
    /** Permissions, as an array or a space-separated string. At least one. */
    scopes: readonly Scope[] | string;
    /** Optional data restrictions (`res`); an absent key means no restriction on that dimension. */
    resources?: EmbedResources;
    /** Lifetime in seconds: an integer in 1…86400, default 900. */
    ttl?: number;
    /** Issue time (a Date or epoch milliseconds). For tests with a frozen clock; defaults to the current time. */
    now?: Date | number;
    /** The `jti`. For golden tests; defaults to 128 random bits, base64url. */
    jti?: string;
}
/**
 * Mints an embed token: a JWS compact JWT with header `{alg, kid, typ: "parley-embed+jwt"}` and the claims
 * `iss sub aud iat nbf exp jti scope res? name?` of DESIGN §2 and §10. Bad options reject with an `EmbedTokenError` of code
 * `ERR_INVALID_OPTIONS` whose message says what to fix.
 *
 * @example
 * ```ts
 * import { createEmbedToken } from '@parley/embeds/node';
 *
 * const token = await createEmbedToken({
 *   key: { kid: 'prod-hs256', secret: process.env.PARLEY_EMBED_SECRET! },
 *   team: 'team_acme',
 *   user: session.userId,
 *   scopes: ['conversations:read', 'messages:send'],
 *   resources: { senders: ['+15550001111'] },
 *   ttl: 600,
 * });
 * ```
 */
export declare function createEmbedToken(options: CreateEmbedTokenOptions): Promise<string>;
