/**
 * HS256 on Web Crypto (Edge runtimes, Workers, Deno, browsers: every condition of `#hs256` but `node`). The
 * CryptoKey is imported once per secret; `subtle.verify` compares in constant time.
 */
import { base64url } from 'jose';
const encoder = new TextEncoder();
const fatal = new TextDecoder('utf-8', { fatal: true });
class WebHs256Key {
    #key;
    constructor(key) {
        this.#key = key;
    }
    async sign(input) {
        return base64url.encode(new Uint8Array(await crypto.subtle.sign('HMAC', this.#key, encoder.encode(input))));
    }
    async verify(input, signature) {
        if (signature.length !== 43)
            return false;
        let bytes;
        try {
            bytes = base64url.decode(signature);
        }
        catch {
            return false;
        }
        return crypto.subtle.verify('HMAC', this.#key, bytes, encoder.encode(input));
    }
}
export async function importHs256(secret) {
    const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    return new WebHs256Key(key);
}
export function encodeText(text) {
    return base64url.encode(text);
}
export function decodeText(part) {
    return fatal.decode(base64url.decode(part));
}
export function randomId() {
    return base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
}
/**
 * Constant time in the secret: the loop runs over the received value's length only (which the sender knows
 * anyway), comparing each character with the secret's at the same position modulo its length, and folds the
 * length difference into the result. No early exit.
 */
export function safeEqual(received, secret) {
    let diff = received.length ^ secret.length;
    for (let i = 0; i < received.length; i++)
        diff |= received.charCodeAt(i) ^ secret.charCodeAt(i % secret.length);
    return diff === 0 && secret.length > 0;
}
