import type { Hs256Key } from './hs256.types.js';
export declare function importHs256(secret: Uint8Array): Promise<Hs256Key>;
export declare function encodeText(text: string): string;
export declare function decodeText(part: string): string;
export declare function randomId(): string;
/**
 * Constant time in the secret: the loop runs over the received value's length only (which the sender knows
 * anyway), comparing each character with the secret's at the same position modulo its length, and folds the
 * length difference into the result. No early exit.
 */
export declare function safeEqual(received: string, secret: string): boolean;
