import type { Hs256Key } from './hs256.types.js';
export declare function importHs256(secret: Uint8Array): Hs256Key;
export declare function encodeText(text: string): string;
export declare function decodeText(part: string): string;
export declare function randomId(): string;
export declare function safeEqual(received: string, secret: string): boolean;
