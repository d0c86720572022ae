/**
 * What the hosted-page tests in Chromium share: opening a page as a phone (390 × 844, light or dark, a language,
 * scripts on or off), waiting for `<parley-form>` to be ready, every axe rule, and pictures with PARLEY_SHOTS.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = process.env.PARLEY_SHOTS;

export async function open(
  context: BrowserContext,
  url: string,
  options: { scripts?: boolean; dark?: boolean; locale?: string; width?: number; height?: number } = {},
): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport({ width: options.width ?? 390, height: options.height ?? 844 });
  if (options.scripts === false) await page.setJavaScriptEnabled(false);
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: options.dark ? 'dark' : 'light' }]);
  if (options.locale) await page.setExtraHTTPHeaders({ 'Accept-Language': options.locale });
  await page.goto(url, { waitUntil: 'load' });
  return page;
}

/** Resolves once the page's `<parley-form>` shows its own form. */
export async function ready(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.querySelector('parley-form') as unknown as { phase?: string } | null)?.phase === 'ready',
    { timeout: 20_000 },
  );
  // The phase is `ready` before the render that shows the form, which waits for the page language's words when they
  // are still on their way (Arabic, on a busy machine): `updateComplete` waits for that render.
  await page.evaluate(
    () => (document.querySelector('parley-form') as unknown as { updateComplete: Promise<unknown> }).updateComplete,
  );
}

/**
 * Every axe rule, run on the document (the element's shadow root included); the violations as lines. The one rule
 * reported apart is WCAG AAA's 7:1 contrast (`color-contrast-enhanced`): the form's theme, the element's and this
 * page's alike, is held to AA's 4.5:1 (core/theme-rules.ts `DEFAULT_THEME`), which `color-contrast` checks.
 */
export async function axe(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const a = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const rules = Object.fromEntries(a.getRules().map((r) => [r.ruleId, { enabled: true }]));
    const result = await a.run(document, { rules });
    return result.violations
      .filter((v) => v.id !== 'color-contrast-enhanced')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

export async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * Every axe rule on a page opened with JavaScript disabled, as it is shown there. Axe needs timers, which a page
 * without scripts never runs, so scripts are turned on for it; that flips the `scripting` media feature the page's
 * CSS follows (the `<noscript>` contents stay parsed): each element keeps the display it had without scripts.
 */
export async function axeWithoutScripts(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('body *')];
    (window as unknown as { __shown: string[] }).__shown = all.map((el) => getComputedStyle(el).display);
  });
  await page.setJavaScriptEnabled(true);
  await page.evaluate(() => {
    const shown = (window as unknown as { __shown: string[] }).__shown;
    [...document.querySelectorAll<HTMLElement>('body *')].forEach((el, i) => {
      if (getComputedStyle(el).display !== shown[i]) el.style.setProperty('display', shown[i]!, 'important');
    });
  });
  return axe(page);
}
