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
export declare const SCOPES: readonly ["conversations:read", "conversations:notes", "messages:send", "messages:react", "messages:schedule", "forms:read", "forms:submit", "links:read", "links:write", "agents:read", "contacts:read", "contacts:write", "audiences:read", "messages:blast"];
/**
 * One embed permission.
 *
 * @example
 * ```ts
 * Scope.parse('forms:read'); // 'forms:read'
 * ```
 */
export declare const Scope: z.ZodMiniEnum<{
    "conversations:read": "conversations:read";
    "messages:schedule": "messages:schedule";
    "agents:read": "agents:read";
    "messages:send": "messages:send";
    "messages:blast": "messages:blast";
    "links:write": "links:write";
    "contacts:read": "contacts:read";
    "contacts:write": "contacts:write";
    "audiences:read": "audiences:read";
    "conversations:notes": "conversations:notes";
    "messages:react": "messages:react";
    "links:read": "links:read";
    "forms:read": "forms:read";
    "forms:submit": "forms:submit";
}>;
export type Scope = z.infer<typeof Scope>;
/**
 * Optional data restrictions (`res` claim). An absent key means no restriction on that dimension; an empty array
 * means nothing on that dimension is visible.
 *
 * @example
 * ```ts
 * EmbedResources.parse({ senders: ['+15550001111'] });
 * ```
 */
export declare const EmbedResources: z.ZodMiniObject<{
    senders: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    brands: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    campaigns: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    conversations: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    forms: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    audiences: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strict>;
export type EmbedResources = z.infer<typeof EmbedResources>;
/** Longest `name` claim (the end user's display name). */
export declare const EMBED_NAME_MAX = 80;
/** The audience every embed token is minted for and checked against. */
export declare const EMBED_AUDIENCE = "parley-embed";
/** The JWS `typ` header of every embed token. */
export declare const EMBED_TOKEN_TYPE = "parley-embed+jwt";
/**
 * The claims set of an embed token, exactly as DESIGN §2 lists it. Unknown claims are tolerated (RFC 7519 says
 * they must be ignored when not understood); the known ones are checked strictly.
 *
 * @example
 * ```ts
 * const claims = EmbedTokenClaims.parse(JSON.parse(payloadJson));
 * ```
 */
export declare const EmbedTokenClaims: z.ZodMiniObject<{
    iss: z.ZodMiniString<string>;
    sub: z.ZodMiniString<string>;
    aud: z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniArray<z.ZodMiniString<string>>]>;
    iat: z.ZodMiniNumber<number>;
    nbf: z.ZodMiniNumber<number>;
    exp: z.ZodMiniNumber<number>;
    jti: z.ZodMiniString<string>;
    scope: z.ZodMiniString<string>;
    res: z.ZodMiniOptional<z.ZodMiniObject<{
        senders: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        brands: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        campaigns: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        conversations: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        forms: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
        audiences: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    }, z.core.$strict>>;
    name: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
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
export declare function parseScope(scope: string): Set<Scope>;
