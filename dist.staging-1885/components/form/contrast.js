let canvas;
/** Any CSS colour the canvas understands → sRGB 0–255 (alpha ignored); undefined when unreadable. */
export function toRgb(color) {
    // The tokens and most themes are `#rrggbb`: read without a canvas, whose first 2D context costs tens of ms on a
    // phone's CPU in the task that paints the form's first screen.
    const plain = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(color.trim());
    if (plain)
        return [1, 2, 3].map((i) => parseInt(plain[i], 16));
    canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (!canvas || !color.trim())
        return undefined;
    canvas.fillStyle = '#010203';
    canvas.fillStyle = color.trim();
    const value = String(canvas.fillStyle);
    if (value === '#010203' && !/^#010203$/i.test(color.trim()))
        return undefined;
    const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(value);
    if (hex)
        return [1, 2, 3].map((i) => parseInt(hex[i], 16));
    const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(value);
    return rgb ? [1, 2, 3].map((i) => Number(rgb[i])) : undefined;
}
/** WCAG relative luminance. */
export function luminance([r, g, b]) {
    const lin = (c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
/** WCAG contrast ratio, 1–21. */
export function contrast(a, b) {
    const [x, y] = [luminance(a), luminance(b)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t));
/**
 * `border` unchanged when it has `min`:1 against `background`, else the least mix toward `toward` (the text colour;
 * black or white if even that is too faint) that has. Returns a `#rrggbb`.
 */
export function ensureContrast(border, background, toward, min = 3) {
    if (contrast(border, background) >= min)
        return border;
    const target = contrast(toward, background) >= min
        ? toward
        : luminance(background) > 0.18
            ? [0, 0, 0]
            : [255, 255, 255];
    for (let t = 0.05; t < 1; t += 0.05) {
        const candidate = mix(border, target, t);
        if (contrast(candidate, background) >= min)
            return candidate;
    }
    return target;
}
export const hex = (c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
