import { COLOR_KEYS, DEFAULT_THEME, isThemeColor, isThemeCornerRadius, isThemeFontFamily, isThemeRedirectUrl, isThemeSubmitLabel, isThemeSuccessMessage, themeBackground, } from './theme-rules.js';
/** The first layer value (override first) that passes `check`; invalid values fall through to the next layer. */
function firstValid(check, ...values) {
    return values.find((value) => value !== undefined && check(value));
}
/** The first layer's background that passes the grammar, copied with its known keys only. */
function firstBackground(...values) {
    for (const value of values) {
        const background = value === undefined ? undefined : themeBackground(value);
        if (background)
            return background;
    }
    return undefined;
}
function colorsOf(layer) {
    const colors = layer?.colors;
    return colors && typeof colors === 'object' ? colors : {};
}
/**
 * Merges the team default and a form's override over {@link DEFAULT_THEME}; per key the override wins, then the
 * team default, then the default. Colors merge one by one; a background is taken whole. A value that fails the
 * theme schema is skipped as if absent, so the result is always a valid {@link ResolvedTheme}.
 *
 * @example
 * const theme = resolveTheme(
 *   { colors: { ...DEFAULT_THEME.colors, primary: '#0f766e' }, cornerRadius: 4 },
 *   { colors: { primary: '#be123c' }, submitLabel: 'Book now' },
 * );
 * theme.colors.primary; // '#be123c'
 * theme.cornerRadius;   // 4
 */
export function resolveTheme(teamDefault, override) {
    const team = teamDefault;
    const form = override;
    const teamColors = colorsOf(team);
    const formColors = colorsOf(form);
    const colors = {};
    for (const key of COLOR_KEYS) {
        colors[key] = [formColors[key], teamColors[key]].find(isThemeColor) ?? DEFAULT_THEME.colors[key];
    }
    const resolved = {
        colors,
        background: firstBackground(form?.background, team?.background) ?? DEFAULT_THEME.background,
        fontFamily: [form?.fontFamily, team?.fontFamily].find(isThemeFontFamily) ?? DEFAULT_THEME.fontFamily,
        cornerRadius: firstValid(isThemeCornerRadius, form?.cornerRadius, team?.cornerRadius) ?? DEFAULT_THEME.cornerRadius,
    };
    const submitLabel = firstValid(isThemeSubmitLabel, form?.submitLabel, team?.submitLabel);
    const successMessage = firstValid(isThemeSuccessMessage, form?.successMessage, team?.successMessage);
    const redirectUrl = firstValid(isThemeRedirectUrl, form?.redirectUrl, team?.redirectUrl);
    if (submitLabel !== undefined)
        resolved.submitLabel = submitLabel;
    if (successMessage !== undefined)
        resolved.successMessage = successMessage;
    if (redirectUrl !== undefined)
        resolved.redirectUrl = redirectUrl;
    return resolved;
}
// ---------------------------------------------------------------- CSS
/** Font stacks for the allow-listed families; other names get `"Name", system-ui, sans-serif`. */
const SYSTEM_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF_FAMILIES = new Set(['serif', 'Georgia', 'Times New Roman', 'Merriweather', 'Playfair Display']);
const MONO_FAMILIES = new Set(['monospace', 'Courier New', 'JetBrains Mono']);
function fontStack(family) {
    if (family === 'system')
        return SYSTEM_STACK;
    if (family === 'serif' || family === 'sans-serif' || family === 'monospace')
        return family;
    // The grammar allows only letters, digits, spaces and hyphens, so quoting needs no escaping.
    const fallback = SERIF_FAMILIES.has(family)
        ? 'Georgia, serif'
        : MONO_FAMILIES.has(family)
            ? 'monospace'
            : 'system-ui, sans-serif';
    return `"${family}", ${fallback}`;
}
/** A number printed for CSS: at most 4 decimals, never in exponent form. */
function cssNumber(value) {
    return String(Number(value.toFixed(4)));
}
/** Percent-encodes what could end a CSS `url("…")` string even though the grammar already refuses it. */
function cssUrl(url) {
    const href = new URL(url).href.replace(/["'()\\\s<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `url("${href}")`;
}
/** One pattern layer list, drawn in `ink` over `paper` (the last, color-only layer of the shorthand). */
function patternLayers(pattern, ink, paper) {
    switch (pattern) {
        case 'dots':
            return `radial-gradient(${ink} 1.5px, transparent 2px) 0 0 / 16px 16px, ${paper}`;
        case 'grid':
            return (`linear-gradient(${ink} 1px, transparent 1px) 0 0 / 24px 24px, ` +
                `linear-gradient(90deg, ${ink} 1px, transparent 1px) 0 0 / 24px 24px, ${paper}`);
        case 'diagonal':
            return `repeating-linear-gradient(45deg, ${ink} 0px, ${ink} 1px, transparent 1px, transparent 12px), ${paper}`;
        case 'waves':
            return (`radial-gradient(circle at 50% 0%, transparent 9px, ${ink} 10px, ${ink} 11px, transparent 12px) 0 0 / 24px 12px, ` +
                `radial-gradient(circle at 50% 100%, transparent 9px, ${ink} 10px, ${ink} 11px, transparent 12px) 12px 6px / 24px 12px, ${paper}`);
    }
}
/** The `background` shorthand value for a validated background. */
function backgroundValue(background, pageColor) {
    switch (background.type) {
        case 'solid':
            return background.color;
        case 'gradient': {
            const stops = background.stops.map((stop) => `${stop.color} ${cssNumber(stop.at)}%`).join(', ');
            return `linear-gradient(${cssNumber(background.angle)}deg, ${stops})`;
        }
        case 'pattern':
            return patternLayers(background.pattern, background.color, background.backgroundColor ?? pageColor);
        case 'image': {
            // A one-color gradient is the standard way to lay a translucent overlay over an image.
            const overlay = background.overlay ? `linear-gradient(${background.overlay}, ${background.overlay}), ` : '';
            return `${overlay}${cssUrl(background.url)} center / ${background.fit ?? 'cover'} no-repeat, ${pageColor}`;
        }
    }
}
/** sRGB channels 0–255 of a theme color (alpha ignored), for contrast decisions. */
function toRgb(color) {
    const hex = /^#([\da-f]{3}|[\da-f]{6}|[\da-f]{8})$/i.exec(color)?.[1];
    if (hex) {
        const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
        return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
    }
    const args = (color.match(/[\d.]+%?/g) ?? []).slice(0, 3);
    const num = (arg, scale) => (arg.endsWith('%') ? (parseFloat(arg) / 100) * scale : parseFloat(arg));
    if (color.toLowerCase().startsWith('rgb')) {
        return args.map((arg) => Math.min(255, num(arg, 255)));
    }
    // hsl → rgb (CSS Color 4 algorithm).
    const h = (parseFloat(args[0]) % 360) / 360;
    const s = Math.min(1, num(args[1], 100) / 100);
    const l = Math.min(1, num(args[2], 100) / 100);
    const f = (n) => {
        const k = (n + h * 12) % 12;
        return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
    };
    return [f(0), f(8), f(4)];
}
function luminance(color) {
    const [r, g, b] = toRgb(color).map((c) => {
        const v = c / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
/** White or black, whichever contrasts more with `color` (WCAG contrast ratio). */
function readableOn(color) {
    const l = luminance(color);
    return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
/**
 * The `--parley-form-*` custom properties of a resolved theme, ready for `styleMap` or `style.setProperty`:
 * `--parley-form-color-{primary,background,surface,text,muted,border,error}`, `--parley-form-color-on-primary`
 * (white or black, whichever reads better on primary), `--parley-form-background` (a value for the `background`
 * shorthand), `--parley-form-radius` and `--parley-form-font`. Every part is re-validated; an invalid part is
 * replaced by its {@link DEFAULT_THEME} value, so even an unvalidated object yields only safe CSS.
 *
 * @example
 * themeToCustomProperties(resolveTheme(undefined, { background: { type: 'gradient', angle: 90,
 *   stops: [{ color: '#fff', at: 0 }, { color: '#000', at: 100 }] } }))['--parley-form-background'];
 * // 'linear-gradient(90deg, #fff 0%, #000 100%)'
 */
export function themeToCustomProperties(resolved) {
    const input = (resolved ?? {});
    const inputColors = colorsOf(input);
    const props = {};
    const colors = {};
    for (const key of COLOR_KEYS) {
        const value = inputColors[key];
        colors[key] = isThemeColor(value) ? value : DEFAULT_THEME.colors[key];
        props[`--parley-form-color-${key}`] = colors[key];
    }
    props['--parley-form-color-on-primary'] = readableOn(colors.primary);
    const background = firstBackground(input.background) ?? { type: 'solid', color: colors.background };
    props['--parley-form-background'] = backgroundValue(background, colors.background);
    const radius = firstValid(isThemeCornerRadius, input.cornerRadius) ?? DEFAULT_THEME.cornerRadius;
    props['--parley-form-radius'] = `${cssNumber(radius)}px`;
    const font = isThemeFontFamily(input.fontFamily) ? input.fontFamily : DEFAULT_THEME.fontFamily;
    props['--parley-form-font'] = fontStack(font);
    return props;
}
