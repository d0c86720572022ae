/**
 * The hosted-form theme (DESIGN §3 Forms): the team default (`Theme`), the per-form `theme_override`
 * (`ThemeOverride`) and the merged result (`ResolvedTheme`). Every value is validated against a closed grammar
 * (hex / rgb() / hsl() colors with numeric arguments, allow-listed or plain font names, https image URLs without
 * CSS-significant characters), so no raw CSS ever reaches a style sheet.
 * `src/core/theme.ts` merges themes and turns one into CSS custom properties.
 */
import { BACKGROUND_PATTERNS, CONTROL, LINE_BREAK, isThemeColor, isThemeFontFamily, isThemeImageUrl, isThemeRedirectUrl, DEFAULT_THEME as DEFAULTS, } from '../core/theme-rules.js';
import * as z from './zod.js';
export { BACKGROUND_PATTERNS, FONT_FAMILIES, FONT_NAME, isThemeColor, isThemeFontFamily, isThemeImageUrl, } from '../core/theme-rules.js';
// ---------------------------------------------------------------- schemas
const COLOR_MESSAGE = 'Use a color like #4f46e5, #4f46e5cc, rgb(79, 70, 229) or hsl(243, 75%, 59%)';
/** One theme color; see {@link isThemeColor}. */
export const ThemeColor = z.string().check(z.refine(isThemeColor, COLOR_MESSAGE));
export const ThemeColors = z.object({
    primary: ThemeColor,
    background: ThemeColor,
    surface: ThemeColor,
    text: ThemeColor,
    muted: ThemeColor,
    border: ThemeColor,
    error: ThemeColor,
});
export const GradientStop = z.object({
    color: ThemeColor,
    at: z
        .number()
        .check(z.gte(0, 'A gradient stop is at 0 to 100 (%)'), z.lte(100, 'A gradient stop is at 0 to 100 (%)')),
});
export const ThemeBackground = z.discriminatedUnion('type', [
    z.object({ type: z.literal('solid'), color: ThemeColor }),
    z.object({
        type: z.literal('gradient'),
        angle: z.number().check(z.gte(0, 'angle is 0 to 360 (degrees)'), z.lte(360, 'angle is 0 to 360 (degrees)')),
        stops: z
            .array(GradientStop)
            .check(z.minLength(2, 'A gradient needs at least 2 stops'), z.maxLength(5, 'A gradient has at most 5 stops')),
    }),
    z.object({
        type: z.literal('pattern'),
        pattern: z.enum(BACKGROUND_PATTERNS, `pattern is one of ${BACKGROUND_PATTERNS.join(', ')}`),
        color: ThemeColor,
        backgroundColor: z.optional(ThemeColor),
    }),
    z.object({
        type: z.literal('image'),
        url: z
            .string()
            .check(z.refine(isThemeImageUrl, 'Use an https URL without quotes, parentheses, backslashes or spaces (at most 2048 characters)')),
        fit: z.optional(z.enum(['cover', 'contain'], 'fit is cover or contain')),
        overlay: z.optional(ThemeColor),
    }),
], 'background type is solid, gradient, pattern or image');
export const ThemeFontFamily = z
    .string()
    .check(z.refine(isThemeFontFamily, 'Use system, serif, sans-serif, monospace or a font name of letters, digits, spaces and hyphens (at most 64 characters)'));
export const ThemeCornerRadius = z
    .number()
    .check(z.gte(0, 'cornerRadius is 0 to 32 (px)'), z.lte(32, 'cornerRadius is 0 to 32 (px)'));
export const ThemeSubmitLabel = z.string().check(z.maxLength(40, 'submitLabel is at most 40 characters'), z.refine((v) => v.trim() !== '', 'submitLabel cannot be empty'), z.refine((v) => !CONTROL.test(v) && !LINE_BREAK.test(v), 'submitLabel is one line of plain text'));
/** Shown as plain text (never parsed as HTML); line breaks are kept. */
export const ThemeSuccessMessage = z.string().check(z.maxLength(500, 'successMessage is at most 500 characters'), z.refine((v) => !CONTROL.test(v), 'successMessage is plain text (no control characters)'));
export const ThemeRedirectUrl = z
    .string()
    .check(z.refine(isThemeRedirectUrl, 'redirectUrl must be an absolute http or https URL'));
const shape = {
    background: z.optional(ThemeBackground),
    fontFamily: z.optional(ThemeFontFamily),
    cornerRadius: z.optional(ThemeCornerRadius),
    submitLabel: z.optional(ThemeSubmitLabel),
    successMessage: z.optional(ThemeSuccessMessage),
    redirectUrl: z.optional(ThemeRedirectUrl),
};
/**
 * A team's default form theme. Every key is optional; `colors`, when given, has all seven colors.
 * Unknown keys are dropped.
 *
 * @example
 * Theme.parse({ colors: { ...DEFAULT_THEME.colors, primary: '#0f766e' }, cornerRadius: 12 });
 */
export const Theme = z.object({ colors: z.optional(ThemeColors), ...shape });
/**
 * A form's `theme_override`: the shape of {@link Theme} with `colors` partial too. `background` is replaced as a
 * whole (a gradient's stops are not merged with a pattern's).
 *
 * @example
 * ThemeOverride.parse({ colors: { primary: '#be123c' }, background: { type: 'solid', color: '#fff1f2' } });
 */
export const ThemeOverride = z.object({ colors: z.optional(z.partial(ThemeColors)), ...shape });
/**
 * A complete theme, as `resolveTheme` returns it. The texts stay optional: when neither the team nor the form
 * sets them, the element shows its own localized "Submit" and thank-you text.
 */
export const ResolvedTheme = z.object({
    colors: ThemeColors,
    background: ThemeBackground,
    fontFamily: ThemeFontFamily,
    cornerRadius: ThemeCornerRadius,
    submitLabel: z.optional(ThemeSubmitLabel),
    successMessage: z.optional(ThemeSuccessMessage),
    redirectUrl: z.optional(ThemeRedirectUrl),
});
/**
 * The theme every form starts from (defined with the rules in `core/theme-rules.ts`, typed here by the schema).
 *
 * @example
 * resolveTheme(undefined, { colors: { primary: '#be123c' } }).colors.surface === DEFAULT_THEME.colors.surface;
 */
export const DEFAULT_THEME = DEFAULTS;
