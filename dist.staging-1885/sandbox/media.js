/**
 * Placeholder pictures for the demo data, drawn as PNG from their name: `/media/<seed>-<w>x<h>.png`. Each seed gets
 * its own colours, so threads look varied, and nothing is fetched from the network.
 *
 * PNG, not SVG: carriers take PNG/JPEG/GIF for MMS and RCS media, and `/messages/validate/mms` rightly refuses
 * `.svg`; the demo's own pictures must pass the service's own checks. The encoder is dependency-free and
 * runtime-agnostic (the sandbox also runs in browsers): pixels are compressed with the standard
 * `CompressionStream('deflate')` (zlib format, exactly what a PNG `IDAT` holds), present in Node ≥ 18 and every
 * current browser, so `node:zlib` is not needed.
 */
const NAME = /^([A-Za-z0-9_-]{1,64})-(\d{2,4})x(\d{2,4})\.png$/;
/** Larger pictures are drawn at most this big (a demo never needs more; bounds the work a request can ask for). */
const MAX_SIDE = 1200;
function hue(seed, salt) {
    let h = 2166136261 ^ salt;
    for (let i = 0; i < seed.length; i++)
        h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
    return (h >>> 0) % 360;
}
/** HSL (h in degrees, s and l in 0–1) → [r, g, b] in 0–255. */
function hsl(h, s, l) {
    const k = (n) => (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const f = (n) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
    return [f(0), f(8), f(4)];
}
/** Width and height of a demo media name, or null when the name is not one the demo data uses. */
export function demoMediaSize(name) {
    const match = NAME.exec(name);
    if (!match)
        return null;
    const [, seed, w, h] = match;
    const [width, height] = [Number(w), Number(h)];
    if (width < 16 || height < 16)
        return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    return { seed, width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
/**
 * The raw scanlines (filter byte 0 + RGB per pixel) of the picture: a diagonal gradient between two hues of the
 * seed, a soft sun, and a darker hill along the bottom — the same motif as the earlier SVGs.
 */
export function drawDemoMedia(seed, width, height) {
    const [a, b] = [hue(seed, 1), hue(seed, 2)];
    const from = hsl(a, 0.7, 0.55);
    const to = hsl(b, 0.7, 0.35);
    const sun = hsl((a + 40) % 360, 0.9, 0.85);
    const hill = hsl(b, 0.6, 0.2);
    const [cx, cy, r] = [width * 0.78, height * 0.3, Math.min(width, height) * 0.14];
    const row = width * 3 + 1;
    const out = new Uint8Array(row * height);
    for (let y = 0; y < height; y++) {
        out[y * row] = 0;
        for (let x = 0; x < width; x++) {
            const t = (x / width + y / height) / 2;
            let px = [0, 1, 2].map((i) => from[i] + (to[i] - from[i]) * t);
            const dx = x - cx;
            const dy = y - cy;
            if (dx * dx + dy * dy <= r * r)
                px = px.map((v, i) => v * 0.45 + sun[i] * 0.55);
            const crest = height * (0.72 + 0.06 * Math.sin((x / width) * Math.PI * 2));
            if (y >= crest)
                px = px.map((v, i) => v * 0.55 + hill[i] * 0.45);
            const o = y * row + 1 + x * 3;
            out[o] = px[0];
            out[o + 1] = px[1];
            out[o + 2] = px[2];
        }
    }
    return out;
}
const CRC_TABLE = (() => {
    const table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
        let c = n;
        for (let k = 0; k < 8; k++)
            c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
        table[n] = c >>> 0;
    }
    return table;
})();
function crc32(bytes) {
    let c = 0xffffffff;
    for (const byte of bytes)
        c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    for (let i = 0; i < 4; i++)
        out[4 + i] = type.charCodeAt(i);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
}
async function deflate(bytes) {
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
}
/** Encodes scanlines (as `drawDemoMedia` makes them) as an 8-bit truecolour PNG. */
export async function encodePng(width, height, scanlines) {
    const header = new Uint8Array(13);
    const view = new DataView(header.buffer);
    view.setUint32(0, width);
    view.setUint32(4, height);
    header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace
    const parts = [
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', await deflate(scanlines)),
        chunk('IEND', new Uint8Array(0)),
    ];
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
        out.set(part, at);
        at += part.length;
    }
    return out;
}
const cache = new Map();
/** The PNG for a media file name, or null when the name is not one the demo data uses. Drawn once per name. */
export function demoMediaPng(name) {
    const size = demoMediaSize(name);
    if (!size)
        return null;
    let png = cache.get(name);
    if (!png) {
        if (cache.size > 200)
            cache.clear();
        png = encodePng(size.width, size.height, drawDemoMedia(size.seed, size.width, size.height));
        cache.set(name, png);
    }
    return png;
}
