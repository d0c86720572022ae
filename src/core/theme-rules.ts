/**
 * The hosted-form theme's rules without zod: the value grammars (colors, fonts, image URLs, texts), a guard for
 * every theme key and the default theme. `core/theme.ts` re-checks themes with these (so a form's first screen does
 * not carry zod), and `schemas/theme.ts` builds the wire schemas from the same predicates: one rule set.
 * Pure: no DOM, no Node APIs.
 */
import { characters } from '../schemas/characters.js';
import { isSafeHttpUrl } from './url-safety.js';

/** A number as CSS writes it in a color function: `255`, `0.5`, `.5`, `33.3333`. No sign, no exponent. */
const NUM = String.raw`(?:\d{1,3}(?:\.\d{1,6})?|\.\d{1,6})`;
const HEX = String.raw`#(?:[\da-f]{3}|[\da-f]{6}|[\da-f]{8})`;
const RGB_LEGACY = String.raw`rgba?\( *${NUM}%? *, *${NUM}%? *, *${NUM}%? *(?:, *${NUM}%? *)?\)`;
const RGB_MODERN = String.raw`rgba?\( *${NUM}%? +${NUM}%? +${NUM}%? *(?:\/ *${NUM}%? *)?\)`;
const HSL_LEGACY = String.raw`hsla?\( *${NUM}(?:deg)? *, *${NUM}% *, *${NUM}% *(?:, *${NUM}%? *)?\)`;
const HSL_MODERN = String.raw`hsla?\( *${NUM}(?:deg)? +${NUM}%? +${NUM}%? *(?:\/ *${NUM}%? *)?\)`;
const COLOR = new RegExp(`^(?:${HEX}|${RGB_LEGACY}|${RGB_MODERN}|${HSL_LEGACY}|${HSL_MODERN})$`, 'i');
const MAX_COLOR_LENGTH = 64;

/**
 * Whether `value` is a theme color: `#rgb`, `#rrggbb`, `#rrggbbaa`, or `rgb()` `rgba()` `hsl()` `hsla()` with
 * numeric arguments (comma or space syntax). Names, `var()`, `currentColor` and anything else are refused.
 *
 * @example
 * isThemeColor('#4f46e5');                // true
 * isThemeColor('rgb(79 70 229 / 50%)');   // true
 * isThemeColor('red;}body{color:red');    // false
 */
export function isThemeColor(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_COLOR_LENGTH && COLOR.test(value);
}

/** Generic and well-known families; any other name must match {@link FONT_NAME}. */
export const FONT_FAMILIES = [
  'system',
  'serif',
  'sans-serif',
  'monospace',
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Source Sans 3',
  'Nunito',
  'Work Sans',
  'Arial',
  'Helvetica',
  'Verdana',
  'Georgia',
  'Times New Roman',
  'Merriweather',
  'Playfair Display',
  'Courier New',
  'JetBrains Mono',
] as const;

/** A font name: ASCII letters, digits, single spaces and hyphens, starting with a letter, at most 64 characters. */
export const FONT_NAME = /^[A-Za-z](?:[A-Za-z\d-]| (?! ))*$/;
const MAX_FONT_LENGTH = 64;

/**
 * Whether `value` is an allowed `fontFamily`: one of {@link FONT_FAMILIES} or a plain font name.
 *
 * @example
 * isThemeFontFamily('Inter');              // true
 * isThemeFontFamily('IBM Plex Sans');      // true
 * isThemeFontFamily('x", evil');           // false
 */
export function isThemeFontFamily(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_FONT_LENGTH &&
    ((FONT_FAMILIES as readonly string[]).includes(value) || (FONT_NAME.test(value) && !value.endsWith(' ')))
  );
}

/** Characters that would end or escape a CSS `url("…")`; refused in image URLs even though they could be encoded. */
const CSS_URL_UNSAFE = /["'()\\\s]/;
const MAX_IMAGE_URL_LENGTH = 2048;

/**
 * Whether `value` is a theme background image URL: an absolute `https:` URL passing the link rules of
 * `safeLinkUrl`, with no quotes, parentheses, backslashes or whitespace, at most 2048 characters.
 *
 * @example
 * isThemeImageUrl('https://cdn.example.com/bg.jpg');          // true
 * isThemeImageUrl('https://cdn.example.com/a(1).jpg');        // false
 * isThemeImageUrl('http://cdn.example.com/bg.jpg');           // false
 */
export function isThemeImageUrl(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_IMAGE_URL_LENGTH &&
    !CSS_URL_UNSAFE.test(value) &&
    isSafeHttpUrl(value, { httpsOnly: true })
  );
}

/** Control characters other than tab and newline: refused in text shown to form respondents. */
export const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
export const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** The seven theme colors, in the order the custom properties list them. */
export const COLOR_KEYS = ['primary', 'background', 'surface', 'text', 'muted', 'border', 'error'] as const;
export type ThemeColorsShape = Record<(typeof COLOR_KEYS)[number], string>;

export const BACKGROUND_PATTERNS = ['dots', 'grid', 'diagonal', 'waves'] as const;

export type ThemeBackgroundShape =
  | { type: 'solid'; color: string }
  | { type: 'gradient'; angle: number; stops: { color: string; at: number }[] }
  | { type: 'pattern'; pattern: (typeof BACKGROUND_PATTERNS)[number]; color: string; backgroundColor?: string }
  | { type: 'image'; url: string; fit?: 'cover' | 'contain'; overlay?: string };

export interface ResolvedThemeShape {
  colors: ThemeColorsShape;
  background: ThemeBackgroundShape;
  fontFamily: string;
  cornerRadius: number;
  submitLabel?: string;
  successMessage?: string;
  redirectUrl?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
/** An optional key: absent is fine, present must pass. */
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);

/** `cornerRadius`: 0 to 32 (px). */
export const isThemeCornerRadius = (value: unknown): value is number => isNumberIn(value, 0, 32);

/** `submitLabel`: one line of plain text, 1 to 40 characters. */
export const isThemeSubmitLabel = (value: unknown): value is string =>
  typeof value === 'string' &&
  characters(value) <= 40 &&
  value.trim() !== '' &&
  !CONTROL.test(value) &&
  !LINE_BREAK.test(value);

/** `successMessage`: plain text (line breaks kept), at most 500 characters. */
export const isThemeSuccessMessage = (value: unknown): value is string =>
  typeof value === 'string' && characters(value) <= 500 && !CONTROL.test(value);

/** `redirectUrl`: an absolute http or https URL. */
export const isThemeRedirectUrl = (value: unknown): value is string =>
  typeof value === 'string' && isSafeHttpUrl(value);

/**
 * A valid background, copied with only its known keys (as the schema's parse would), or undefined.
 *
 * @example
 * themeBackground({ type: 'gradient', angle: 90, stops: [{ color: '#fff', at: 0 }, { color: '#000', at: 100 }] }); // the copy
 * themeBackground({ type: 'solid', color: 'red;}' }); // undefined
 */
export function themeBackground(value: unknown): ThemeBackgroundShape | undefined {
  if (!isRecord(value)) return undefined;
  switch (value.type) {
    case 'solid':
      return isThemeColor(value.color) ? { type: 'solid', color: value.color } : undefined;
    case 'gradient': {
      const { angle, stops } = value;
      if (!isNumberIn(angle, 0, 360) || !Array.isArray(stops) || stops.length < 2 || stops.length > 5) return undefined;
      const clean = stops.map((stop: unknown) =>
        isRecord(stop) && isThemeColor(stop.color) && isNumberIn(stop.at, 0, 100)
          ? { color: stop.color, at: stop.at }
          : undefined,
      );
      return clean.every(Boolean)
        ? { type: 'gradient', angle, stops: clean as { color: string; at: number }[] }
        : undefined;
    }
    case 'pattern': {
      const { pattern, color, backgroundColor } = value;
      if (
        !(BACKGROUND_PATTERNS as readonly unknown[]).includes(pattern) ||
        !isThemeColor(color) ||
        !optional(backgroundColor, isThemeColor)
      )
        return undefined;
      const clean: ThemeBackgroundShape = {
        type: 'pattern',
        pattern: pattern as (typeof BACKGROUND_PATTERNS)[number],
        color,
      };
      if (backgroundColor !== undefined) clean.backgroundColor = backgroundColor as string;
      return clean;
    }
    case 'image': {
      const { url, fit, overlay } = value;
      if (
        !isThemeImageUrl(url) ||
        !optional(fit, (f) => f === 'cover' || f === 'contain') ||
        !optional(overlay, isThemeColor)
      )
        return undefined;
      const clean: ThemeBackgroundShape = { type: 'image', url };
      if (fit !== undefined) clean.fit = fit as 'cover' | 'contain';
      if (overlay !== undefined) clean.overlay = overlay as string;
      return clean;
    }
    default:
      return undefined;
  }
}

/**
 * The theme every form starts from: neutral slate with an indigo accent, contrast ratios ≥ 4.5:1 for text on
 * background, surface and primary. Texts are left to the element's locale (see {@link ResolvedTheme}).
 *
 * @example
 * resolveTheme(undefined, { colors: { primary: '#be123c' } }).colors.surface === DEFAULT_THEME.colors.surface;
 */
export const DEFAULT_THEME: Readonly<ResolvedThemeShape> = Object.freeze({
  colors: Object.freeze({
    primary: '#4f46e5',
    background: '#f8fafc',
    surface: '#ffffff',
    text: '#0f172a',
    muted: '#475569',
    border: '#cbd5e1',
    error: '#b91c1c',
  }),
  background: Object.freeze({ type: 'solid', color: '#f8fafc' }) as ThemeBackgroundShape,
  fontFamily: 'system',
  cornerRadius: 8,
});
