/**
 * HS256 on node:crypto (Node, Bun; selected by the `node` export condition of `#hs256`). `createHmac` with a
 * `KeyObject` made once per secret runs at native speed; Web Crypto's `subtle.sign` costs a promise round trip
 * and a copy per call.
 */
import { createHmac, createSecretKey, randomBytes, randomFillSync, timingSafeEqual } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
const BASE64URL = /^[A-Za-z0-9_-]*$/;
class NodeHs256Key {
    #key;
    constructor(secret) {
        this.#key = createSecretKey(secret);
    }
    sign(input) {
        return createHmac('sha256', this.#key).update(input, 'utf8').digest('base64url');
    }
    verify(input, signature) {
        // 43 characters is exactly 32 bytes of base64url; anything else cannot be an HS256 signature.
        if (signature.length !== 43 || !BASE64URL.test(signature))
            return false;
        const given = Buffer.from(signature, 'base64url');
        const expected = createHmac('sha256', this.#key).update(input, 'utf8').digest();
        return given.length === expected.length && timingSafeEqual(given, expected);
    }
}
export function importHs256(secret) {
    return new NodeHs256Key(secret);
}
export function encodeText(text) {
    return Buffer.from(text, 'utf8').toString('base64url');
}
export function decodeText(part) {
    // Buffer.from skips characters outside the alphabet instead of failing, hence the check first.
    if (part.length % 4 === 1 || !BASE64URL.test(part))
        throw new TypeError('Invalid base64url');
    const bytes = Buffer.from(part, 'base64url');
    if (!isUtf8(bytes))
        throw new TypeError('The decoded bytes are not UTF-8');
    return bytes.toString('utf8');
}
// randomBytes(16) costs more than the whole HMAC (a call into the CSPRNG each time); ids are cut from a pool
// refilled 256 ids at a time. Each byte is handed out once.
const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;
export function randomId() {
    if (poolOffset === pool.length) {
        randomFillSync(pool);
        poolOffset = 0;
    }
    const id = pool.toString('base64url', poolOffset, poolOffset + 16);
    poolOffset += 16;
    return id;
}
// Both sides are hashed under a per-process random key, so the comparison sees two 32-byte values whatever the
// secret's length, and timingSafeEqual compares them in constant time.
const comparisonKey = randomBytes(32);
const digest = (value) => createHmac('sha256', comparisonKey).update(value, 'utf8').digest();
export function safeEqual(received, secret) {
    return timingSafeEqual(digest(received), digest(secret));
}
