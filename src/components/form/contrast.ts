/**
 * Non-text contrast (WCAG 2.2 SC 1.4.11): a control's boundary needs 3:1 against what is around it. A form theme's
 * `border` colour is often a pale brand tint (mint `#99f6e4` on white is 1.3:1), and the shared light token is
 * 1.5:1; both stay for decorative lines (the card), while input boundaries get the nearest colour, mixed toward
 * the text colour, that reaches 3:1. Works on whatever the cascade resolved (host custom properties, the form theme,
 * the light/dark tokens), read back from computed custom properties. Pure except `toRgb`, which asks a canvas to
 * parse a CSS colour other than `#rrggbb`.
 */
export type Rgb = [number, number, number];

let canvas: CanvasRenderingContext2D | null | undefined;

/** Any CSS colour the canvas understands → sRGB 0–255 (alpha ignored); undefined when unreadable. */
export function toRgb(color: string): Rgb | undefined {
  // The tokens and most themes are `#rrggbb`: read without a canvas, whose first 2D context costs tens of ms on a
  // phone's CPU in the task that paints the form's first screen.
  const plain = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(color.trim());
  if (plain) return [1, 2, 3].map((i) => parseInt(plain[i]!, 16)) as Rgb;
  canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!canvas || !color.trim()) return undefined;
  canvas.fillStyle = '#010203';
  canvas.fillStyle = color.trim();
  const value = String(canvas.fillStyle);
  if (value === '#010203' && !/^#010203$/i.test(color.trim())) return undefined;
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(value);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i]!, 16)) as Rgb;
  const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(value);
  return rgb ? ([1, 2, 3].map((i) => Number(rgb[i])) as Rgb) : undefined;
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio, 1–21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((v, i) => Math.round(v + (b[i]! - v) * t)) as Rgb;

/**
 * `border` unchanged when it has `min`:1 against `background`, else the least mix toward `toward` (the text colour;
 * black or white if even that is too faint) that has. Returns a `#rrggbb`.
 */
export function ensureContrast(border: Rgb, background: Rgb, toward: Rgb, min = 3): Rgb {
  if (contrast(border, background) >= min) return border;
  const target =
    contrast(toward, background) >= min
      ? toward
      : luminance(background) > 0.18
        ? ([0, 0, 0] as Rgb)
        : ([255, 255, 255] as Rgb);
  for (let t = 0.05; t < 1; t += 0.05) {
    const candidate = mix(border, target, t);
    if (contrast(candidate, background) >= min) return candidate;
  }
  return target;
}

export const hex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
