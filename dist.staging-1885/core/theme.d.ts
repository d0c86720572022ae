/**
 * Form theme layering (DEFAULT_THEME ← team default ← form `theme_override`) and its translation into
 * `--parley-form-*` CSS custom properties. Both functions re-check every value against the theme rules of
 * `core/theme-rules.ts` (the ones `schemas/theme.ts` builds on), so data that skipped schema validation still cannot
 * put raw CSS in a style sheet, and the form's first screen carries no zod.
 * Pure: no DOM, no Node APIs.
 */
import type { ResolvedTheme, Theme, ThemeOverride } from '../schemas/theme.js';
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
export declare function resolveTheme(teamDefault?: Theme, override?: ThemeOverride): ResolvedTheme;
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
export declare function themeToCustomProperties(resolved: ResolvedTheme): Record<string, string>;
