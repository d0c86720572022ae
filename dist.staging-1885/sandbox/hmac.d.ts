/**
 * HMAC-SHA256 (RFC 2104 over FIPS 180-4), synchronous and runtime-agnostic: the sandbox signs list cursors inside
 * synchronous pagination, in Node and in browsers alike, where Web Crypto is asynchronous only. Cursors are small,
 * so speed does not matter; correctness is checked against node:crypto in the tests.
 */
/** SHA-256 of `data`. */
export declare function sha256(data: Uint8Array): Uint8Array;
/** HMAC-SHA256 of `message` under `key`. */
export declare function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array;
/** Base64url without padding. */
export declare function toBase64Url(bytes: Uint8Array): string;
