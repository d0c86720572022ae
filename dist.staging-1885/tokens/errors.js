/**
 * One error class for everything the token code rejects, with a stable `code` to branch on (the jose style):
 * messages are for humans and may change, codes are API.
 */
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
export class EmbedTokenError extends Error {
    name = 'EmbedTokenError';
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
    }
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
export function isEmbedTokenError(value, code) {
    if (!(value instanceof Error) || value.name !== 'EmbedTokenError')
        return false;
    return code === undefined || value.code === code;
}
/** @internal Shorthand for option errors, which are always the caller's fix. */
export function invalidOptions(message, cause) {
    return new EmbedTokenError('ERR_INVALID_OPTIONS', message, cause === undefined ? undefined : { cause });
}
