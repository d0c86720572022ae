/**
 * The form's theme on its card: the theme of the form shown, as `--_t-*` custom properties on `.page` once it is
 * rendered, and the input borders raised to 3:1 against the field for whatever colours the cascade resolved (again
 * when the element's colour scheme changes).
 */
import type { ReactiveController } from 'lit';
import { DEFAULT_THEME } from '../../core/theme-rules.js';
import { resolveTheme, themeToCustomProperties } from '../../core/theme.js';
import type { FormRender } from '../../schemas/forms.js';
import type { ResolvedTheme } from '../../schemas/theme.js';
import { darkVariant } from '../../forms/dark.js';
import { ensureContrast, hex, luminance, toRgb } from './contrast.js';
import type { ParleyForm } from './form.component.js';

export class FormTheme implements ReactiveController {
  readonly #host: ParleyForm;
  /** The form shown (its theme is applied after each render that shows another). */
  readonly #render: () => FormRender | undefined;
  #theme: ResolvedTheme | undefined;
  /** The custom properties the theme set on `.page`. */
  #applied: string[] = [];
  /** The theme (another form arrived) or the element's colour scheme changed since the last render. */
  #themeApplied: FormRender | undefined;
  #schemeApplied: string | undefined;

  constructor(host: ParleyForm, render: () => FormRender | undefined) {
    this.#host = host;
    this.#render = render;
    host.addController(this);
  }

  /** The theme of the form shown (its texts: submit label, success message, redirect). */
  get resolved(): ResolvedTheme | undefined {
    return this.#theme;
  }

  /** A form arrived: its theme goes on the card with the render that shows it. */
  use(render: FormRender): void {
    this.#theme = resolveTheme(render.theme);
  }

  /**
   * Before the render that shows another form: its theme and input borders go on `.page` while the card still holds
   * the loading state, so reading the resolved colours recalculates the style of that small tree, and the fields are
   * styled once, with their final colours, in the frame that paints them. Read after the render, the fields' style
   * was calculated for the read, then again for the paint, since what the read decided (`--_control-border`,
   * `color-scheme`) reaches every field. Skipped while a `theme` set as a property is not yet reflected on the host
   * (its attribute selects the colours read) and when there is no `.page` yet (a server-rendered form held in a
   * slot): `hostUpdated` does it after the render then.
   */
  hostUpdate(): void {
    if (this.#render() !== this.#themeApplied && this.#host.getAttribute('theme') === this.#host.theme) this.#apply();
  }

  /** After each render: the theme when another form arrived, the input borders' contrast (when not done before it). */
  hostUpdated(): void {
    this.#apply();
  }

  #apply(): void {
    const render = this.#render();
    const themeChanged = render !== this.#themeApplied;
    if (themeChanged && this.#applyTheme()) this.#themeApplied = render;
    if (themeChanged || this.#host.theme !== this.#schemeApplied) {
      this.#schemeApplied = this.#host.theme;
      this.#applyControlBorder();
    }
  }

  /**
   * Puts the theme on `.page` as `--_t-*` custom properties (false when there is no `.page` yet). Every value comes
   * from `themeToCustomProperties`, which accepts only the theme grammar (validated colors, https images, plain font
   * names), so no raw string reaches CSS; set through the CSSOM, which a strict `style-src` allows. Uncustomised
   * colors and the default backdrop are left out, so the light/dark tokens apply.
   */
  #applyTheme(): boolean {
    const page = this.#host.renderRoot.querySelector<HTMLElement>('.page');
    if (!page) return false;
    for (const name of this.#applied) page.style.removeProperty(name);
    this.#applied = [];
    delete page.dataset.followsScheme;
    const theme = this.#theme;
    if (!this.#render() || !theme) return true;
    const customColors = (Object.keys(DEFAULT_THEME.colors) as (keyof ResolvedTheme['colors'])[]).some(
      (k) => theme.colors[k] !== DEFAULT_THEME.colors[k],
    );
    const bg = theme.background;
    const defaultBackground = bg.type === 'solid' && bg.color === DEFAULT_THEME.colors.background;
    for (const [name, value] of Object.entries(themeToCustomProperties(theme))) {
      const keep = name.startsWith('--parley-form-color-')
        ? customColors
        : name !== '--parley-form-background' || customColors || !defaultBackground;
      if (!keep) continue;
      const local = name.replace('--parley-form-', '--_t-');
      page.style.setProperty(local, value);
      this.#applied.push(local);
    }
    // A customised light theme follows the system into dark mode with its accent kept (forms/dark.ts, as the
    // server-rendered page does): form.styles.ts reads these under `prefers-color-scheme: dark`.
    const variant = customColors ? darkVariant(theme.colors) : undefined;
    if (variant) {
      page.dataset.followsScheme = '';
      page.style.setProperty('--_t-dark-primary', variant.primary);
      this.#applied.push('--_t-dark-primary');
      if (bg.type === 'image') {
        page.style.setProperty('--_t-dark-background', page.style.getPropertyValue('--_t-background'));
        this.#applied.push('--_t-dark-background');
      }
    }
    return true;
  }

  /**
   * Input boundaries need 3:1 against the field (WCAG 1.4.11), whatever the cascade resolved: reads the resolved
   * border, field and text colours and sets `--_control-border` to the border raised to 3:1 when it is fainter.
   */
  #applyControlBorder(): void {
    const page = this.#host.renderRoot.querySelector<HTMLElement>('.page');
    if (!page || typeof getComputedStyle === 'undefined') return;
    page.style.removeProperty('--_control-border');
    const style = getComputedStyle(page);
    const [border, field, text, surface] = ['--_f-border', '--_f-field-bg', '--_f-text', '--_f-surface'].map((name) =>
      toRgb(style.getPropertyValue(name)),
    );
    // Native controls (radios, date and time pickers) drawn for the card's own colours, whatever the page's scheme.
    page.style.colorScheme = surface ? (luminance(surface) < 0.35 ? 'dark' : 'light') : '';
    if (!border || !field || !text) return;
    const fixed = ensureContrast(border, field, text);
    if (fixed !== border) page.style.setProperty('--_control-border', hex(fixed));
  }
}
