/**
 * The embed token's claims (DESIGN §2): the contract between `createEmbedToken` on the customer's backend and
 * `verifyEmbedToken` in the service (and the sandbox). No DOM, no Node APIs.
 */
import * as z from './zod.js';

/**
 * Every permission an embed token can carry, in DESIGN §2 order.
 *
 * @example
 * ```ts
 * SCOPES.includes('messages:send'); // true
 * ```
 */
export const SCOPES = [
  'conversations:read',
  'conversations:notes',
  // Status (open / done / snoozed) and assignment of threads (DESIGN §13).
  'conversations:manage',
  'messages:send',
  'messages:react',
  'messages:schedule',
  'forms:read',
  'forms:submit',
  // Short links (DESIGN §7) and RCS agents / campaigns (DESIGN §8).
  'links:read',
  'links:write',
  'agents:read',
  'contacts:read',
  'contacts:write',
  'audiences:read',
  'messages:blast',
] as const;

/**
 * One embed permission.
 *
 * @example
 * ```ts
 * Scope.parse('forms:read'); // 'forms:read'
 * ```
 */
export const Scope = z.enum(SCOPES);
export type Scope = z.infer<typeof Scope>;

const ids = z.optional(z.array(z.string().check(z.minLength(1, 'must not be empty'))));

/**
 * Optional data restrictions (`res` claim). An absent key means no restriction on that dimension; an empty array
 * means nothing on that dimension is visible.
 *
 * @example
 * ```ts
 * EmbedResources.parse({ senders: ['+15550001111'] });
 * ```
 */
export const EmbedResources = z.strictObject({
  senders: ids,
  brands: ids,
  campaigns: ids,
  conversations: ids,
  forms: ids,
  audiences: ids,
});
export type EmbedResources = z.infer<typeof EmbedResources>;

const numericDate = z.number().check(z.int('must be an integer NumericDate (seconds)'), z.nonnegative());

/** Longest `name` claim (the end user's display name). */
export const EMBED_NAME_MAX = 80;

/** The audience every embed token is minted for and checked against. */
export const EMBED_AUDIENCE = 'parley-embed';

/** The JWS `typ` header of every embed token. */
export const EMBED_TOKEN_TYPE = 'parley-embed+jwt';

/**
 * The claims set of an embed token, exactly as DESIGN §2 lists it. Unknown claims are tolerated (RFC 7519 says
 * they must be ignored when not understood); the known ones are checked strictly.
 *
 * @example
 * ```ts
 * const claims = EmbedTokenClaims.parse(JSON.parse(payloadJson));
 * ```
 */
export const EmbedTokenClaims = z.object({
  iss: z.string().check(z.minLength(1, 'iss must name the team')),
  sub: z.string().check(z.minLength(1, 'sub must name the end user')),
  aud: z.union([z.string(), z.array(z.string())]),
  iat: numericDate,
  nbf: numericDate,
  exp: numericDate,
  jti: z.string().check(z.minLength(1)),
  scope: z.string(),
  res: z.optional(EmbedResources),
  /** The display name of `sub` (DESIGN §10): shown as the author of notes and replies and in presence. */
  name: z.optional(
    z
      .string()
      .check(
        z.minLength(1, 'name must not be empty'),
        z.maxLength(EMBED_NAME_MAX, `name must be at most ${EMBED_NAME_MAX} characters`),
      ),
  ),
});
export type EmbedTokenClaims = z.infer<typeof EmbedTokenClaims>;

/**
 * Parses a space-separated `scope` string (RFC 8693 style) into a set of known scopes. Repeated spaces and
 * duplicates are tolerated; an unknown scope throws a `RangeError` naming it, since silently dropping a
 * permission would hide a typo.
 *
 * @example
 * ```ts
 * parseScope('conversations:read messages:send'); // Set { 'conversations:read', 'messages:send' }
 * parseScope('messages:sned'); // throws RangeError: Unknown scope "messages:sned" …
 * ```
 */
export function parseScope(scope: string): Set<Scope> {
  const out = new Set<Scope>();
  for (const part of scope.split(' ')) {
    if (part === '') continue;
    if (!(SCOPES as readonly string[]).includes(part)) {
      throw new RangeError(`Unknown scope "${part}"; expected any of: ${SCOPES.join(', ')}`);
    }
    out.add(part as Scope);
  }
  return out;
}
