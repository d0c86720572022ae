/** Width and height of a demo media name, or null when the name is not one the demo data uses. */
export declare function demoMediaSize(name: string): {
    seed: string;
    width: number;
    height: number;
} | null;
/**
 * The raw scanlines (filter byte 0 + RGB per pixel) of the picture: a diagonal gradient between two hues of the
 * seed, a soft sun, and a darker hill along the bottom — the same motif as the earlier SVGs.
 */
export declare function drawDemoMedia(seed: string, width: number, height: number): Uint8Array<ArrayBuffer>;
/** Encodes scanlines (as `drawDemoMedia` makes them) as an 8-bit truecolour PNG. */
export declare function encodePng(width: number, height: number, scanlines: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>>;
/** The PNG for a media file name, or null when the name is not one the demo data uses. Drawn once per name. */
export declare function demoMediaPng(name: string): Promise<Uint8Array<ArrayBuffer>> | null;
