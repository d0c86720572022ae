/**
 * Pictures of one state of an element for people to look at (`PARLEY_SHOTS=/tmp/shots npx web-test-runner <file>`):
 * English and Arabic (the element's own `locale`, which wins over the page's `lang`), each at 1440×900 and 390×844,
 * light and dark. Without PARLEY_SHOTS (CI) it changes nothing and takes no picture. `axeEachWay` runs every axe rule
 * on the same four: English and Arabic, light and dark.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import { shoot } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { everyRule } from './every-rule.js';

interface Shown extends HTMLElement {
  locale: string | undefined;
  theme: 'light' | 'dark' | 'auto';
  updateComplete: Promise<unknown>;
}

let enabled: Promise<boolean> | undefined;

export async function pictures(el: Shown, name: string, shown?: () => unknown): Promise<void> {
  enabled ??= executeServerCommand<boolean, { probe: boolean }>('parley-screenshot', { probe: true }).then(
    Boolean,
    () => false,
  );
  if (!(await enabled)) return;
  const before = el.locale;
  const settle = async () => {
    await el.updateComplete;
    if (shown) await waitUntil(shown, `${name}: the state shown again`);
  };
  try {
    for (const lang of ['en', 'ar']) {
      el.locale = lang;
      await waitUntil(() => el.getAttribute('dir') === (lang === 'ar' ? 'rtl' : 'ltr'), `${name} in ${lang}`);
      await settle();
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const)
        for (const dark of [false, true])
          await shoot(`${name}-${lang}-${width}${dark ? '-dark' : ''}`, { width, height, dark, lang, settle });
    }
  } finally {
    el.locale = before;
    await el.updateComplete;
  }
}

/** Runs `check` with the element in another language (its `locale`), then puts its language back. */
export async function inLocale(el: Shown, locale: string, check: () => Promise<unknown>): Promise<void> {
  const before = el.locale;
  el.locale = locale;
  try {
    await waitUntil(() => el.getAttribute('dir') === (locale === 'ar' ? 'rtl' : 'ltr'), `in ${locale}`);
    await el.updateComplete;
    await check();
  } finally {
    el.locale = before;
    await el.updateComplete;
  }
}

/** Every axe rule but `ignored`, in English and Arabic, light and dark; the element's language and theme put back. */
export async function axeEachWay(el: Shown, ignored: string[]): Promise<void> {
  const theme = el.theme;
  try {
    for (const dark of [false, true]) {
      el.theme = dark ? 'dark' : 'light';
      await el.updateComplete;
      await everyRule(el, ignored);
      await inLocale(el, 'ar', () => everyRule(el, ignored));
    }
  } finally {
    el.theme = theme;
    await el.updateComplete;
  }
}
