/**
 * One error class for everything the token code rejects, with a stable `code` to branch on (the jose style):
 * messages are for humans and may change, codes are API.
 */
/** Every code an {@link EmbedTokenError} can carry. */
export type EmbedTokenErrorCode = 'ERR_TOKEN_MALFORMED' | 'ERR_TOKEN_EXPIRED' | 'ERR_TOKEN_NOT_YET_VALID' | 'ERR_TOKEN_BAD_SIGNATURE' | 'ERR_TOKEN_AUDIENCE' | 'ERR_TOKEN_ISSUER' | 'ERR_TOKEN_TYPE' | 'ERR_TOKEN_UNKNOWN_KEY' | 'ERR_TOKEN_ALGORITHM' | 'ERR_TOKEN_LIFETIME' | 'ERR_TOKEN_CLAIMS' | 'ERR_INVALID_OPTIONS';
/**
 * Raised by `createEmbedToken` (code `ERR_INVALID_OPTIONS`: the message says what to fix) and by
 * `verifyEmbedToken` (an `ERR_TOKEN_*` code saying why the token was refused).
 *
 * @example
 * ```ts
 * try {
 *   await verifyEmbedToken(token, keys);
 * } catch (error) {
 *   if (error instanceof EmbedTokenError && error.code === 'ERR_TOKEN_EXPIRED') refresh();
 *   else throw error;
 * }
 * ```
 */
export declare class EmbedTokenError extends Error {
    name: string;
    readonly code: EmbedTokenErrorCode;
    constructor(code: EmbedTokenErrorCode, message: string, options?: {
        cause?: unknown;
    });
}
/**
 * Narrows an unknown value to an {@link EmbedTokenError}, optionally with a given code. Works across duplicated
 * module copies, where `instanceof` would not.
 *
 * @example
 * ```ts
 * if (isEmbedTokenError(error, 'ERR_TOKEN_EXPIRED')) return refresh();
 * ```
 */
export declare function isEmbedTokenError(value: unknown, code?: EmbedTokenErrorCode): value is EmbedTokenError;
/** @internal Shorthand for option errors, which are always the caller's fix. */
export declare function invalidOptions(message: string, cause?: unknown): EmbedTokenError;
