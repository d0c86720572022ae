/**
 * The HS256 primitives the token code needs, implemented once per platform: `hs256.node.ts` (node:crypto, where
 * `createHmac` is several times faster than Web Crypto's async `subtle.sign`) and `hs256.ts` (Web Crypto, for Edge,
 * Workers, Deno and browsers). The package's `#hs256` import picks one by export condition.
 */
/** A secret imported once: signing and verifying then cost one HMAC. */
export interface Hs256Key {
    /** The base64url HMAC-SHA256 of `input` (the JWS signing input `header.payload`). */
    sign(input: string): string | Promise<string>;
    /** True when `signature` (base64url) is the HMAC of `input`, compared in constant time. */
    verify(input: string, signature: string): boolean | Promise<boolean>;
}
export interface Hs256Platform {
    importHs256(secret: Uint8Array): Hs256Key | Promise<Hs256Key>;
    /** base64url (no padding) of the UTF-8 bytes of `text`. */
    encodeText(text: string): string;
    /** The UTF-8 text of base64url `part`; throws on bad base64url or bad UTF-8. */
    decodeText(part: string): string;
    /** 128 random bits, base64url. */
    randomId(): string;
    /**
     * Compares a received string with a known secret in constant time, independent of the secret's length and
     * content (the time depends on the received value only).
     */
    safeEqual(received: string, secret: string): boolean;
}
