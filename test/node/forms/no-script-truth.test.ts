/**
 * What the hosted page says without scripts is true, in Chromium with JavaScript disabled against the sandbox over
 * HTTP: a phone number's country is said in words (no box standing for a picker that is not there), a slider's value
 * is a number box that holds it through a post, a date and time starts in the zone of the country the request names
 * (else UTC) and says so, and zones are named as people look for theirs. With scripts the page keeps the element's
 * layout (the takeover moves nothing: `test/browser/form/takeover-layout-all-types.test.ts`). Axe with every rule and
 * pictures (PARLEY_SHOTS) at 390 and 1440 wide, light and dark, English and Arabic, with and without scripts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { readablePhone, translator } from '../../../src/forms/messages.js';
import { readFormPost } from '../../../src/forms/post.js';
import type { FormRender } from '../../../src/schemas/forms.js';
import { launchChromium } from '../dist/harness.js';
import { axe, axeWithoutScripts, open, ready, shoot } from './chromium.js';
import { startHarness, type Harness } from './helpers.js';

let h: Harness;
let browser: Browser;
let formId: string;
let phone = 4155551100;
const nextPhone = () => `+1${phone++}`;

before(async () => {
  h = await startHarness();
  browser = await launchChromium();
  formId = (await h.forms()).find((f) => f.name === 'Every field type')!.id;
  // The first page request builds the pages when they are stale (about 10 s).
  await fetch(`${h.server.origin}/forms/${formId}`);
});
after(async () => {
  await browser?.close();
  await h?.close();
});

/** The text a person sees in `selector` (what is not laid out is not read). */
const seen = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).innerText.trim());
const laidOut = (page: Page, selector: string) => page.$eval(selector, (el) => el.getClientRects().length > 0);
const valueOf = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).value);

/** The required answers of "Every field type", typed as a person does. */
async function fillRequired(page: Page): Promise<void> {
  await page.type('#f-full_name', 'Dana Reyes');
  await page.type('#f-email', 'dana@example.com');
  await page.click('#f-contact_method-o0');
}

async function press(page: Page, action: 'save' | 'submit' | 'text'): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click(`button[value=${action}]`)]);
}

async function stored(to: string): Promise<Record<string, unknown>> {
  const rows = await h.api<{ data: { data: Record<string, unknown>; recipient?: { to?: string } | null }[] }>(
    'POST',
    `/forms/${formId}/submissions/list`,
    {},
  );
  const row = rows.body.data.find((r) => r.data.full_name === 'Dana Reyes' && r.data.phone === to);
  assert.ok(row, `a submission with the phone ${to}`);
  return row.data;
}

describe('a phone number without scripts', () => {
  it('says in words which country a number without + is read in; no box stands for a picker', async () => {
    const context = await browser.createBrowserContext();
    const { url } = await h.send(formId, nextPhone());
    const page = await open(context, url, { scripts: false });
    const hint = 'Numbers are read as United States numbers unless they start with\u00a0+ and the country code.';
    assert.equal(await laidOut(page, '[data-key=phone] .pf-country'), false, 'no "United States" box');
    assert.equal(await seen(page, '#f-phone-help'), hint);
    assert.deepEqual((await page.$eval('#f-phone', (el) => el.getAttribute('aria-describedby')))?.split(' '), [
      'f-phone-help',
    ]);
    await page.type('#f-phone', '+44 20 7946 0958');
    await press(page, 'save');
    // After the post: the number as typed, and nothing beside it naming another country.
    assert.equal(await valueOf(page, '#f-phone'), '+44 20 7946 0958');
    assert.equal((await seen(page, '[data-key=phone]')).replace(/\n+/g, ' '), `Mobile number ${hint}`);
    await fillRequired(page);
    await press(page, 'submit');
    assert.equal((await stored('+442079460958')).phone, '+442079460958');

    // Scripts on, the page's module not here yet: the box where the element's picker will be, and no such words
    // (the element shows none: the takeover moves nothing).
    const waiting = await context.newPage();
    await waiting.setRequestInterception(true);
    waiting.on('request', (r) => void (r.resourceType() === 'script' ? r.abort() : r.continue()));
    await waiting.goto((await h.send(formId, nextPhone())).url, { waitUntil: 'load' });
    assert.equal(await laidOut(waiting, '[data-key=phone] .pf-country'), true);
    assert.equal(await laidOut(waiting, '#f-phone-help'), false);
    await context.close();
  });
});

describe('a slider without scripts', () => {
  it('is a number box holding its value: the default, then the value posted, which is what is sent', async () => {
    const context = await browser.createBrowserContext();
    const to = nextPhone();
    const { url } = await h.send(formId, to);
    const page = await open(context, url, { scripts: false });
    assert.equal(await laidOut(page, '#f-budget'), false, 'the slider, whose value nothing here could show');
    assert.equal(await laidOut(page, '#f-budget-n'), true);
    assert.equal(await valueOf(page, '#f-budget-n'), '1000', "the field's default");
    const box = await page.accessibility.snapshot({ root: (await page.$('#f-budget-n'))!, interestingOnly: false });
    assert.equal(box?.name, 'Budget (USD)');
    assert.equal(await seen(page, '[data-key=budget] .pf-value'), '0 – 5,000');
    await page.click('#f-budget-n', { count: 3 });
    await page.type('#f-budget-n', '2500');
    await press(page, 'save');
    assert.equal(await valueOf(page, '#f-budget-n'), '2500', 'the value posted, shown again');
    await fillRequired(page);
    await page.type('#f-phone', to);
    await press(page, 'submit');
    assert.equal((await stored(to)).budget, 2500);
    await context.close();
  });

  it('reads the number box before the hidden slider a browser posts too: an empty box is no answer', async () => {
    const render = (await h.api<FormRender>('GET', `/forms/${formId}/render`)).body;
    const post = (box: string) =>
      readFormPost(
        render,
        new URLSearchParams([
          ['full_name', 'Dana'],
          ['email', 'dana@example.com'],
          ['contact_method', 'sms'],
          ['budget', box],
          ['budget', '2500'],
        ]),
        { locale: 'en' },
      );
    assert.equal((await post('700')).data?.budget, 700);
    assert.equal(Object.hasOwn((await post('')).data!, 'budget'), false);
  });
});

describe('a date and time without scripts', () => {
  it("starts in the zone of the country the request's language names, says so, and reads the time there", async () => {
    const context = await browser.createBrowserContext();
    const to = nextPhone();
    const { url } = await h.send(formId, to);
    const page = await open(context, url, { scripts: false, locale: 'es-AR' });
    assert.equal(await valueOf(page, '#f-meeting-zone'), 'America/Argentina/Buenos_Aires');
    const labels = await page.$$eval('#f-meeting-zone option', (os) => os.map((o) => o.textContent));
    assert.equal(labels[0], 'UTC (hora universal)');
    assert.ok(labels.includes('Argentina') && labels.includes('Estados Unidos — Nueva York'), labels.join(' | '));
    const sorted = labels.slice(1).toSorted(new Intl.Collator('es').compare);
    assert.deepEqual(labels.slice(1), sorted, 'sorted by name in Spanish');
    assert.equal(
      await seen(page, '#f-meeting-help'),
      'La hora se lee en la zona horaria elegida junto a ella: Argentina, salvo que elijas otra.',
    );
    assert.ok(
      (await page.$eval('#f-meeting', (el) => el.getAttribute('aria-describedby')))?.includes('f-meeting-help'),
    );
    await fillRequired(page);
    await page.type('#f-phone', to);
    await page.$eval('#f-meeting', (el) => ((el as HTMLInputElement).value = '2030-01-15T10:00'));
    await press(page, 'submit');
    assert.equal((await stored(to)).meeting, '2030-01-15T10:00:00-03:00');
    await context.close();
  });

  it('starts at UTC, said plainly, when the language names no country of one zone', async () => {
    const context = await browser.createBrowserContext();
    const { url } = await h.send(formId, nextPhone());
    for (const [locale, zone, help] of [
      ['en', 'UTC (universal time)', 'The time is read in the time zone chosen with it: UTC (universal time), unless'],
      [
        'en-US',
        'UTC (universal time)',
        'The time is read in the time zone chosen with it: UTC (universal time), unless',
      ],
      ['ar', 'UTC (التوقيت العالمي)', 'يُقرأ الوقت في المنطقة الزمنية المختارة معه: UTC (التوقيت العالمي)، ما لم'],
    ] as const) {
      const page = await open(context, url, { scripts: false, locale });
      assert.equal(await valueOf(page, '#f-meeting-zone'), 'UTC', locale);
      assert.equal(await page.$eval('#f-meeting-zone', (s) => (s as HTMLSelectElement).selectedOptions[0]!.text), zone);
      assert.ok((await seen(page, '#f-meeting-help')).startsWith(help), locale);
    }
    await context.close();
  });
});

describe('the texted link', () => {
  it('names the number as people read it, isolated for a right-to-left sentence', async () => {
    assert.equal(await readablePhone('+14155550795'), '\u2066+1 415 555 0795\u2069');
    assert.equal(
      translator('ar')('linkTexted', { to: await readablePhone('+442079460958') }),
      'أرسلنا الرابط إلى \u2066+44 20 7946 0958\u2069. افتحه على أي جهاز لإكمال النموذج.',
    );
  });
});

describe('accessibility and pictures', () => {
  for (const [mode, options] of [
    ['light', {}],
    ['dark', { dark: true }],
    ['arabic', { locale: 'ar' }],
    ['arabic-dark', { locale: 'ar', dark: true }],
  ] as const)
    for (const scripts of [false, true])
      it(`axe finds nothing, ${mode}, ${scripts ? 'taken over' : 'scripts disabled'}, the link texted`, async () => {
        const context = await browser.createBrowserContext();
        const { url } = await h.send(formId, nextPhone());
        const page = await open(context, url, { scripts, ...options });
        if (!scripts) {
          // A post kept: a UK number, a budget typed, a zone chosen; the link texted.
          await page.type('#f-phone', '+44 20 7946 0958');
          await page.click('#f-budget-n', { count: 3 });
          await page.type('#f-budget-n', '2500');
          await page.select('#f-meeting-zone', 'Europe/London');
          await press(page, 'text');
        } else {
          await ready(page);
          // The zones named, the phone library here (its picker shown), then the link texted.
          await page.waitForFunction(() => {
            const root = document.querySelector('parley-form')!.shadowRoot!;
            return root.querySelector('select.country') && root.querySelector('#f-meeting-zone')!.children.length > 1;
          });
          await page.evaluate(() =>
            document.querySelector('parley-form')!.shadowRoot!.querySelector<HTMLElement>('[part=text-link]')!.click(),
          );
          await page.waitForFunction(
            () => !!document.querySelector('parley-form')!.shadowRoot!.querySelector('.later-note')?.textContent,
          );
        }
        const name = `truth-${mode}-${scripts ? 'js' : 'nojs'}`;
        await shoot(page, `${name}-390`);
        await page.setViewport({ width: 1440, height: 900 });
        await shoot(page, `${name}-1440`);
        assert.deepEqual(await (scripts ? axe(page) : axeWithoutScripts(page)), []);
        await context.close();
      });
});
