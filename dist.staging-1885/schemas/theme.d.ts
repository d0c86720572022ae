import * as z from './zod.js';
export { BACKGROUND_PATTERNS, FONT_FAMILIES, FONT_NAME, isThemeColor, isThemeFontFamily, isThemeImageUrl, } from '../core/theme-rules.js';
/** One theme color; see {@link isThemeColor}. */
export declare const ThemeColor: z.ZodMiniString<string>;
export declare const ThemeColors: z.ZodMiniObject<{
    primary: z.ZodMiniString<string>;
    background: z.ZodMiniString<string>;
    surface: z.ZodMiniString<string>;
    text: z.ZodMiniString<string>;
    muted: z.ZodMiniString<string>;
    border: z.ZodMiniString<string>;
    error: z.ZodMiniString<string>;
}, z.core.$strip>;
export type ThemeColors = z.infer<typeof ThemeColors>;
export declare const GradientStop: z.ZodMiniObject<{
    color: z.ZodMiniString<string>;
    at: z.ZodMiniNumber<number>;
}, z.core.$strip>;
export declare const ThemeBackground: z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"solid">;
    color: z.ZodMiniString<string>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"gradient">;
    angle: z.ZodMiniNumber<number>;
    stops: z.ZodMiniArray<z.ZodMiniObject<{
        color: z.ZodMiniString<string>;
        at: z.ZodMiniNumber<number>;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"pattern">;
    pattern: z.ZodMiniEnum<{
        dots: "dots";
        grid: "grid";
        diagonal: "diagonal";
        waves: "waves";
    }>;
    color: z.ZodMiniString<string>;
    backgroundColor: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"image">;
    url: z.ZodMiniString<string>;
    fit: z.ZodMiniOptional<z.ZodMiniEnum<{
        cover: "cover";
        contain: "contain";
    }>>;
    overlay: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>], "type">;
export type ThemeBackground = z.infer<typeof ThemeBackground>;
export declare const ThemeFontFamily: z.ZodMiniString<string>;
export declare const ThemeCornerRadius: z.ZodMiniNumber<number>;
export declare const ThemeSubmitLabel: z.ZodMiniString<string>;
/** Shown as plain text (never parsed as HTML); line breaks are kept. */
export declare const ThemeSuccessMessage: z.ZodMiniString<string>;
export declare const ThemeRedirectUrl: z.ZodMiniString<string>;
/**
 * A team's default form theme. Every key is optional; `colors`, when given, has all seven colors.
 * Unknown keys are dropped.
 *
 * @example
 * Theme.parse({ colors: { ...DEFAULT_THEME.colors, primary: '#0f766e' }, cornerRadius: 12 });
 */
export declare const Theme: z.ZodMiniObject<{
    background: z.ZodMiniOptional<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"solid">;
        color: z.ZodMiniString<string>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"gradient">;
        angle: z.ZodMiniNumber<number>;
        stops: z.ZodMiniArray<z.ZodMiniObject<{
            color: z.ZodMiniString<string>;
            at: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"pattern">;
        pattern: z.ZodMiniEnum<{
            dots: "dots";
            grid: "grid";
            diagonal: "diagonal";
            waves: "waves";
        }>;
        color: z.ZodMiniString<string>;
        backgroundColor: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"image">;
        url: z.ZodMiniString<string>;
        fit: z.ZodMiniOptional<z.ZodMiniEnum<{
            cover: "cover";
            contain: "contain";
        }>>;
        overlay: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>], "type">>;
    fontFamily: z.ZodMiniOptional<z.ZodMiniString<string>>;
    cornerRadius: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    submitLabel: z.ZodMiniOptional<z.ZodMiniString<string>>;
    successMessage: z.ZodMiniOptional<z.ZodMiniString<string>>;
    redirectUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
    colors: z.ZodMiniOptional<z.ZodMiniObject<{
        primary: z.ZodMiniString<string>;
        background: z.ZodMiniString<string>;
        surface: z.ZodMiniString<string>;
        text: z.ZodMiniString<string>;
        muted: z.ZodMiniString<string>;
        border: z.ZodMiniString<string>;
        error: z.ZodMiniString<string>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Theme = z.infer<typeof Theme>;
/**
 * A form's `theme_override`: the shape of {@link Theme} with `colors` partial too. `background` is replaced as a
 * whole (a gradient's stops are not merged with a pattern's).
 *
 * @example
 * ThemeOverride.parse({ colors: { primary: '#be123c' }, background: { type: 'solid', color: '#fff1f2' } });
 */
export declare const ThemeOverride: z.ZodMiniObject<{
    background: z.ZodMiniOptional<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"solid">;
        color: z.ZodMiniString<string>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"gradient">;
        angle: z.ZodMiniNumber<number>;
        stops: z.ZodMiniArray<z.ZodMiniObject<{
            color: z.ZodMiniString<string>;
            at: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"pattern">;
        pattern: z.ZodMiniEnum<{
            dots: "dots";
            grid: "grid";
            diagonal: "diagonal";
            waves: "waves";
        }>;
        color: z.ZodMiniString<string>;
        backgroundColor: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"image">;
        url: z.ZodMiniString<string>;
        fit: z.ZodMiniOptional<z.ZodMiniEnum<{
            cover: "cover";
            contain: "contain";
        }>>;
        overlay: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>], "type">>;
    fontFamily: z.ZodMiniOptional<z.ZodMiniString<string>>;
    cornerRadius: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    submitLabel: z.ZodMiniOptional<z.ZodMiniString<string>>;
    successMessage: z.ZodMiniOptional<z.ZodMiniString<string>>;
    redirectUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
    colors: z.ZodMiniOptional<z.ZodMiniObject<{
        primary: z.ZodMiniOptional<z.ZodMiniString<string>>;
        background: z.ZodMiniOptional<z.ZodMiniString<string>>;
        surface: z.ZodMiniOptional<z.ZodMiniString<string>>;
        text: z.ZodMiniOptional<z.ZodMiniString<string>>;
        muted: z.ZodMiniOptional<z.ZodMiniString<string>>;
        border: z.ZodMiniOptional<z.ZodMiniString<string>>;
        error: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type ThemeOverride = z.infer<typeof ThemeOverride>;
/**
 * A complete theme, as `resolveTheme` returns it. The texts stay optional: when neither the team nor the form
 * sets them, the element shows its own localized "Submit" and thank-you text.
 */
export declare const ResolvedTheme: z.ZodMiniObject<{
    colors: z.ZodMiniObject<{
        primary: z.ZodMiniString<string>;
        background: z.ZodMiniString<string>;
        surface: z.ZodMiniString<string>;
        text: z.ZodMiniString<string>;
        muted: z.ZodMiniString<string>;
        border: z.ZodMiniString<string>;
        error: z.ZodMiniString<string>;
    }, z.core.$strip>;
    background: z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"solid">;
        color: z.ZodMiniString<string>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"gradient">;
        angle: z.ZodMiniNumber<number>;
        stops: z.ZodMiniArray<z.ZodMiniObject<{
            color: z.ZodMiniString<string>;
            at: z.ZodMiniNumber<number>;
        }, z.core.$strip>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"pattern">;
        pattern: z.ZodMiniEnum<{
            dots: "dots";
            grid: "grid";
            diagonal: "diagonal";
            waves: "waves";
        }>;
        color: z.ZodMiniString<string>;
        backgroundColor: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        type: z.ZodMiniLiteral<"image">;
        url: z.ZodMiniString<string>;
        fit: z.ZodMiniOptional<z.ZodMiniEnum<{
            cover: "cover";
            contain: "contain";
        }>>;
        overlay: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>], "type">;
    fontFamily: z.ZodMiniString<string>;
    cornerRadius: z.ZodMiniNumber<number>;
    submitLabel: z.ZodMiniOptional<z.ZodMiniString<string>>;
    successMessage: z.ZodMiniOptional<z.ZodMiniString<string>>;
    redirectUrl: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type ResolvedTheme = z.infer<typeof ResolvedTheme>;
/**
 * The theme every form starts from (defined with the rules in `core/theme-rules.ts`, typed here by the schema).
 *
 * @example
 * resolveTheme(undefined, { colors: { primary: '#be123c' } }).colors.surface === DEFAULT_THEME.colors.surface;
 */
export declare const DEFAULT_THEME: Readonly<ResolvedTheme>;
