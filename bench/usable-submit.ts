/**
 * A submit of the hosted form page with scripts off, timed under the phone profile (bench/usable.ts): a fresh
 * context with JavaScript disabled, Slow 4G and the CPU 4× slower, a recipient's one-time link opened and answered
 * (untimed; earlier pages of a form with steps are sent with Next), then the time from pressing Submit to the first
 * paint of the page it answers with (the success page: `.pf-done`). Both ends are on the page's clock: the press is
 * `performance.timeOrigin + now()` of the form's page just before the click, the paint is the success page's
 * `first-contentful-paint` from its own `timeOrigin` (with scripts off nothing on it paints later). The load's
 * `htmlMs` is left unset (NaN): the row is not a page load, and the floor's HTML time means nothing beside it.
 */
import type { Browser, Page } from 'puppeteer-core';
import type { Field } from '../src/schemas/forms.js';
import { answerFor } from '../test/node/forms/helpers.js';
import { PROFILE, TIMEOUT_MS, throttled, type Load } from './usable-load.js';

/** Fills what the page shows of `answers` (field name → posted value) as a person's typing leaves the inputs. */
async function fill(page: Page, answers: [string, string][]): Promise<void> {
  await page.evaluate((entries: [string, string][]) => {
    const form = document.querySelector('form[method=post]')!;
    for (const [name, value] of entries)
      for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        `[name="${CSS.escape(name)}"]`,
      )) {
        if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
          if (control.value === value) control.checked = true;
        } else if (!(control instanceof HTMLInputElement && control.type === 'hidden')) control.value = value;
      }
  }, answers);
}

/** Polls (scripts are off: nothing in the page can wait) until the success page has painted. */
async function paintOf(page: Page): Promise<{ origin: number; paint: number }> {
  const until = Date.now() + TIMEOUT_MS;
  for (;;) {
    const seen = (await page.evaluate(`(() => {
      const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
      return { origin: performance.timeOrigin, paint: paint ? paint.startTime : null, done: !!document.querySelector('.pf-done') };
    })()`)) as { origin: number; paint: number | null; done: boolean };
    if (!seen.done) throw new Error(`the submit did not answer with the success page (${page.url()})`);
    if (seen.paint !== null) return { origin: seen.origin, paint: seen.paint };
    if (Date.now() > until) throw new Error('the success page did not paint');
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** One timed no-script submit of `fields`' valid answers on the link `url`; `key` names the figure. */
export async function noScriptSubmit(browser: Browser, url: string, fields: readonly Field[], key: string) {
  const answers = fields.flatMap((field) => answerFor(field).posted);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport(PROFILE.viewport);
    const cdp = await throttled(page);
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    // A form with steps: its earlier pages, answered and sent with Next (untimed).
    while (await page.$('button[value=next]')) {
      await fill(page, answers);
      await Promise.all([page.waitForNavigation({ timeout: TIMEOUT_MS }), page.click('button[value=next]')]);
    }
    await fill(page, answers);
    let requests = 0;
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => {
      requests++;
      bytes += e.encodedDataLength;
    });
    const pressedAt = (await page.evaluate('performance.timeOrigin + performance.now()')) as number;
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load', timeout: TIMEOUT_MS }),
      page.click('button[value=submit]'),
    ]);
    const { origin, paint } = await paintOf(page);
    const load: Load = {
      ms: { [key]: Math.round(origin + paint - pressedAt) },
      htmlMs: Number.NaN,
      requests,
      bytes,
    };
    return load;
  } finally {
    await context.close().catch(() => undefined);
  }
}
