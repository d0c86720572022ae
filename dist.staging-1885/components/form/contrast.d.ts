/**
 * Non-text contrast (WCAG 2.2 SC 1.4.11): a control's boundary needs 3:1 against what is around it. A form theme's
 * `border` colour is often a pale brand tint (mint `#99f6e4` on white is 1.3:1), and the shared light token is
 * 1.5:1; both stay for decorative lines (the card), while input boundaries get the nearest colour, mixed toward
 * the text colour, that reaches 3:1. Works on whatever the cascade resolved (host custom properties, the form theme,
 * the light/dark tokens), read back from computed custom properties. Pure except `toRgb`, which asks a canvas to
 * parse a CSS colour other than `#rrggbb`.
 */
export type Rgb = [number, number, number];
/** Any CSS colour the canvas understands → sRGB 0–255 (alpha ignored); undefined when unreadable. */
export declare function toRgb(color: string): Rgb | undefined;
/** WCAG relative luminance. */
export declare function luminance([r, g, b]: Rgb): number;
/** WCAG contrast ratio, 1–21. */
export declare function contrast(a: Rgb, b: Rgb): number;
/**
 * `border` unchanged when it has `min`:1 against `background`, else the least mix toward `toward` (the text colour;
 * black or white if even that is too faint) that has. Returns a `#rrggbb`.
 */
export declare function ensureContrast(border: Rgb, background: Rgb, toward: Rgb, min?: number): Rgb;
export declare const hex: (c: Rgb) => string;
