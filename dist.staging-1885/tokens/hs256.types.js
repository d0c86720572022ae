/**
 * The HS256 primitives the token code needs, implemented once per platform: `hs256.node.ts` (node:crypto, where
 * `createHmac` is several times faster than Web Crypto's async `subtle.sign`) and `hs256.ts` (Web Crypto, for Edge,
 * Workers, Deno and browsers). The package's `#hs256` import picks one by export condition.
 */
export {};
