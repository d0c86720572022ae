/**
 * Global decorators, kept free of Storybook imports so the stories test (test/browser/stories) applies exactly
 * what the Storybook preview applies.
 */
import { html, type TemplateResult } from 'lit';

export const LOCALES = { en: 'English', es: 'Español', ar: 'العربية (RTL)' } as const;
export type StoryLocale = keyof typeof LOCALES;

interface DecoratorContext {
  globals: Record<string, unknown>;
}

/**
 * Wraps every story in an element carrying the toolbar's `lang` (the elements use the nearest `lang` when
 * their own `locale` is unset) and its writing direction.
 */
export function withLocale(story: () => unknown, context: DecoratorContext): TemplateResult {
  const locale = (context.globals.locale as StoryLocale | undefined) ?? 'en';
  return html`<div lang=${locale} dir=${locale === 'ar' ? 'rtl' : 'ltr'}>${story()}</div>`;
}

export const decorators = [withLocale];
