/**
 * Pictures of states for people to look at: `PARLEY_SHOTS=/tmp/shots npx web-test-runner <file>` writes
 * `<name>.png` for each `shoot()`; without PARLEY_SHOTS nothing is written (CI). The viewport, colour scheme and
 * language are set first, so one test can photograph a state at 1440×900, 390×844, dark and in Arabic.
 */
import { emulateMedia, executeServerCommand, setViewport } from '@web/test-runner-commands';

export interface ShotOptions {
  width?: number;
  height?: number;
  dark?: boolean;
  /** Sets `lang` (and `dir="rtl"` for Arabic) on <html> for the picture, restoring both afterwards. */
  lang?: string;
  fullPage?: boolean;
  /** Waits for the element(s) to finish updating after the change of viewport, scheme or language. */
  settle?: () => Promise<unknown>;
}

/** Whether this run takes pictures (PARLEY_SHOTS set), asked once: without it `shoot` changes nothing on the page. */
let enabled: Promise<boolean> | undefined;

export async function shoot(name: string, options: ShotOptions = {}): Promise<void> {
  enabled ??= executeServerCommand<boolean, { probe: boolean }>('parley-screenshot', { probe: true }).then(
    Boolean,
    () => false,
  );
  if (!(await enabled)) return;
  const { width = 1440, height = 900, dark = false, lang, fullPage = false, settle } = options;
  const root = document.documentElement;
  const before = { lang: root.getAttribute('lang'), dir: root.getAttribute('dir') };
  await setViewport({ width, height });
  await emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  // The elements' dark palette follows their `theme` attribute ('auto' follows the colour scheme).
  const themed = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => el.localName.startsWith('parley-'));
  const themes = themed.map((el) => el.getAttribute('theme'));
  if (dark) for (const el of themed) el.setAttribute('theme', 'dark');
  if (lang) {
    root.lang = lang;
    root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  }
  // Elements resolve their language when they update; ask them to, so a change of `lang` shows.
  if (lang) for (const el of themed) (el as HTMLElement & { requestUpdate?: () => void }).requestUpdate?.();
  await settle?.();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await executeServerCommand('parley-screenshot', { name, fullPage });
  if (lang) {
    if (before.lang === null) root.removeAttribute('lang');
    else root.lang = before.lang;
    if (before.dir === null) root.removeAttribute('dir');
    else root.dir = before.dir;
    for (const el of themed) (el as HTMLElement & { requestUpdate?: () => void }).requestUpdate?.();
  }
  if (dark)
    themed.forEach((el, i) =>
      themes[i] === null ? el.removeAttribute('theme') : el.setAttribute('theme', themes[i]!),
    );
  await emulateMedia({ colorScheme: 'light' });
  await settle?.();
}

/** All four standard pictures of the current state: wide, phone, dark and Arabic. */
export async function shootAll(
  name: string,
  options: Omit<ShotOptions, 'width' | 'height' | 'dark' | 'lang'> = {},
): Promise<void> {
  await shoot(`${name}-1440`, options);
  await shoot(`${name}-390`, { ...options, width: 390, height: 844 });
  await shoot(`${name}-dark`, { ...options, dark: true });
  await shoot(`${name}-ar`, { ...options, lang: 'ar' });
}
