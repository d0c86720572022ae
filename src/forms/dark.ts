/**
 * A customised light theme in dark mode (DESIGN §15: dark follows `prefers-color-scheme` unless the theme fixes a
 * mode). A theme whose card is light only names its brand colours for a light page, so in dark mode its neutrals
 * give way to the dark palette and its accent is kept, lightened just enough for 4.5:1 on the dark card (the same
 * contrast the default theme guarantees). A theme whose card is dark fixes the mode: it shows as made. Shared by
 * the element (`components/form/form-theme.ts`) and the server-rendered page (`html.ts`), so the two agree and a
 * takeover does not change a colour. Pure.
 */
import { ensureContrast, hex, luminance, toRgb } from '../components/form/contrast.js';

/** The dark palette's card (`components/shared/styles.ts`, `--_bg` in dark). */
export const DARK_CARD = '#0d1117';

export interface DarkVariant {
  /** The accent on the dark card (text on it is the dark card's colour). */
  primary: string;
}

/** The dark variant of a theme whose card (`surface`) is light; undefined when the theme is dark already. */
export function darkVariant(colors: { primary: string; surface: string }): DarkVariant | undefined {
  const surface = toRgb(colors.surface);
  const primary = toRgb(colors.primary);
  if (!surface || !primary || luminance(surface) < 0.35) return undefined;
  return { primary: hex(ensureContrast(primary, toRgb(DARK_CARD)!, [255, 255, 255], 4.5)) };
}
