/**
 * Whether `value` is a theme color: `#rgb`, `#rrggbb`, `#rrggbbaa`, or `rgb()` `rgba()` `hsl()` `hsla()` with
 * numeric arguments (comma or space syntax). Names, `var()`, `currentColor` and anything else are refused.
 *
 * @example
 * isThemeColor('#4f46e5');                // true
 * isThemeColor('rgb(79 70 229 / 50%)');   // true
 * isThemeColor('red;}body{color:red');    // false
 */
export declare function isThemeColor(value: unknown): value is string;
/** Generic and well-known families; any other name must match {@link FONT_NAME}. */
export declare const FONT_FAMILIES: readonly ["system", "serif", "sans-serif", "monospace", "Inter", "Roboto", "Open Sans", "Lato", "Montserrat", "Poppins", "Source Sans 3", "Nunito", "Work Sans", "Arial", "Helvetica", "Verdana", "Georgia", "Times New Roman", "Merriweather", "Playfair Display", "Courier New", "JetBrains Mono"];
/** A font name: ASCII letters, digits, single spaces and hyphens, starting with a letter, at most 64 characters. */
export declare const FONT_NAME: RegExp;
/**
 * Whether `value` is an allowed `fontFamily`: one of {@link FONT_FAMILIES} or a plain font name.
 *
 * @example
 * isThemeFontFamily('Inter');              // true
 * isThemeFontFamily('IBM Plex Sans');      // true
 * isThemeFontFamily('x", evil');           // false
 */
export declare function isThemeFontFamily(value: unknown): value is string;
/**
 * Whether `value` is a theme background image URL: an absolute `https:` URL passing the link rules of
 * `safeLinkUrl`, with no quotes, parentheses, backslashes or whitespace, at most 2048 characters.
 *
 * @example
 * isThemeImageUrl('https://cdn.example.com/bg.jpg');          // true
 * isThemeImageUrl('https://cdn.example.com/a(1).jpg');        // false
 * isThemeImageUrl('http://cdn.example.com/bg.jpg');           // false
 */
export declare function isThemeImageUrl(value: unknown): value is string;
/** Control characters other than tab and newline: refused in text shown to form respondents. */
export declare const CONTROL: RegExp;
export declare const LINE_BREAK: RegExp;
/** The seven theme colors, in the order the custom properties list them. */
export declare const COLOR_KEYS: readonly ["primary", "background", "surface", "text", "muted", "border", "error"];
export type ThemeColorsShape = Record<(typeof COLOR_KEYS)[number], string>;
export declare const BACKGROUND_PATTERNS: readonly ["dots", "grid", "diagonal", "waves"];
export type ThemeBackgroundShape = {
    type: 'solid';
    color: string;
} | {
    type: 'gradient';
    angle: number;
    stops: {
        color: string;
        at: number;
    }[];
} | {
    type: 'pattern';
    pattern: (typeof BACKGROUND_PATTERNS)[number];
    color: string;
    backgroundColor?: string;
} | {
    type: 'image';
    url: string;
    fit?: 'cover' | 'contain';
    overlay?: string;
};
export interface ResolvedThemeShape {
    colors: ThemeColorsShape;
    background: ThemeBackgroundShape;
    fontFamily: string;
    cornerRadius: number;
    submitLabel?: string;
    successMessage?: string;
    redirectUrl?: string;
}
/** `cornerRadius`: 0 to 32 (px). */
export declare const isThemeCornerRadius: (value: unknown) => value is number;
/** `submitLabel`: one line of plain text, 1 to 40 characters. */
export declare const isThemeSubmitLabel: (value: unknown) => value is string;
/** `successMessage`: plain text (line breaks kept), at most 500 characters. */
export declare const isThemeSuccessMessage: (value: unknown) => value is string;
/** `redirectUrl`: an absolute http or https URL. */
export declare const isThemeRedirectUrl: (value: unknown) => value is string;
/**
 * A valid background, copied with only its known keys (as the schema's parse would), or undefined.
 *
 * @example
 * themeBackground({ type: 'gradient', angle: 90, stops: [{ color: '#fff', at: 0 }, { color: '#000', at: 100 }] }); // the copy
 * themeBackground({ type: 'solid', color: 'red;}' }); // undefined
 */
export declare function themeBackground(value: unknown): ThemeBackgroundShape | undefined;
/**
 * The theme every form starts from: neutral slate with an indigo accent, contrast ratios ≥ 4.5:1 for text on
 * background, surface and primary. Texts are left to the element's locale (see {@link ResolvedTheme}).
 *
 * @example
 * resolveTheme(undefined, { colors: { primary: '#be123c' } }).colors.surface === DEFAULT_THEME.colors.surface;
 */
export declare const DEFAULT_THEME: Readonly<ResolvedThemeShape>;
