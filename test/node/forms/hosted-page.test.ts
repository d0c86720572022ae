/**
 * The hosted form page in Chromium against the sandbox over HTTP (DESIGN §15):
 * - with JavaScript disabled: the server-rendered form (an <h1>, labels, autofill tokens), a post the server judges
 *   (errors inline with aria-describedby, answers kept), steps as pages, success, a one-time link answered;
 * - with scripts: `<parley-form>` takes the rendered form over with what was typed before its module arrived
 *   (held back by the test), the focus on the same control, no layout shift (CLS from a PerformanceObserver);
 * - drafts: typed in one browser context, resumed in another; "Text me a link to finish" texts the same link;
 * - axe with every rule, light, dark and Arabic, with and without scripts; pictures with PARLEY_SHOTS.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { launchChromium } from '../dist/harness.js';
import { axe, open, shoot } from './chromium.js';
import { startHarness, type Harness } from './helpers.js';
import { readablePhone } from '../../../src/forms/messages.js';

let h: Harness;
let browser: Browser;
let formIds: Record<string, string>;
let phone = 4155550300;
/** A fresh recipient number per link, so one-time links never meet an earlier answer. */
const nextPhone = () => `+1${phone++}`;

before(async () => {
  h = await startHarness();
  browser = await launchChromium();
  formIds = Object.fromEntries((await h.forms()).map((f) => [f.name, f.id]));
  // The first page request builds the pages when they are stale (about 10 s).
  await fetch(`${h.server.origin}/forms/${formIds['Contact us']}`);
});
after(async () => {
  await browser?.close();
  await h?.close();
});

const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent?.trim() ?? '');

/**
 * Selects (the page's and the element's) whose chosen option's text is wider than the room the select gives it
 * (its content box less the arrow): such text is shown cut. Run as text so the bundler adds no helpers to it.
 */
const CUT_SELECTS = `(() => {
  const context = document.createElement('canvas').getContext('2d');
  const roots = [document, ...[...document.querySelectorAll('parley-form')].map((el) => el.shadowRoot).filter(Boolean)];
  const cut = [];
  for (const root of roots)
    for (const select of root.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      context.font = style.font;
      const text = select.selectedOptions[0] ? select.selectedOptions[0].textContent.trim() : '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      if (context.measureText(text).width > room) cut.push(select.id || select.className + ': ' + text);
    }
  return cut;
})()`;

describe('without JavaScript', () => {
  it('is a form of native inputs with an h1, labels and autofill tokens', async () => {
    const context = await browser.createBrowserContext();
    const { url } = await h.send(formIds['Every field type']!, nextPhone());
    const page = await open(context, url, { scripts: false });
    assert.equal(await text(page, 'h1'), 'Every field type');
    const inputs = await page.$$eval('form[method=post] [name]', (els) =>
      els.map((el) => ({
        name: el.getAttribute('name'),
        autocomplete: el.getAttribute('autocomplete'),
        inputmode: el.getAttribute('inputmode'),
        label: el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent?.trim() ?? null) : null,
      })),
    );
    const by = (name: string) => inputs.find((i) => i.name === name)!;
    assert.equal(by('full_name').autocomplete, 'name');
    assert.equal(by('email').autocomplete, 'email');
    assert.equal(by('email').inputmode, 'email');
    assert.equal(by('phone').autocomplete, 'tel');
    assert.equal(by('address.line1').autocomplete, 'address-line1');
    assert.equal(by('address.postalCode').autocomplete, 'postal-code');
    assert.equal(by('guests').inputmode, 'decimal');
    assert.equal(by('full_name').label, 'Full name *');
    assert.equal(await page.$eval('#f-email', (el) => (el as HTMLInputElement).required), true);
    assert.equal(await page.$eval('#f-guests', (el) => el.getAttribute('max')), '20');
    // Nothing in a shadow root: autofill sees every input.
    assert.equal(await page.$eval('parley-form', (el) => el.shadowRoot), null);
    await context.close();
  });

  it('shows no slider or colour value that moving them would leave wrong, before or without its script', async () => {
    const context = await browser.createBrowserContext();
    const { url } = await h.send(formIds['Every field type']!, nextPhone());
    const scriptless = await open(context, url, { scripts: false });
    // Scripts on, but the form's script never arrives (blocked, failed, or still on its way).
    const waiting = await context.newPage();
    await waiting.setViewport({ width: 390, height: 844 });
    await waiting.setRequestInterception(true);
    waiting.on('request', (r) => void (r.resourceType() === 'script' ? r.abort() : r.continue()));
    await waiting.goto(url, { waitUntil: 'load' });
    for (const [mode, page, control] of [
      // Without scripts the slider gives way to a number box, which is its value (no-script-truth.test.ts).
      ['scripts off', scriptless, '#f-budget-n'],
      ['no script yet', waiting, '#f-budget'],
    ] as const) {
      await page.focus(control);
      for (let i = 0; i < 3; i++) await page.keyboard.press(control === '#f-budget' ? 'ArrowRight' : 'ArrowUp');
      const shown = (selector: string) =>
        page.$$eval(selector, (els) => els.filter((el) => el.getClientRects().length).map((el) => el.textContent));
      const budget = await page.$eval(control, (el) => ({
        value: (el as HTMLInputElement).value,
        valuetext: el.getAttribute('aria-valuetext'),
      }));
      assert.deepEqual(budget, { value: '1300', valuetext: null }, `${mode}: the control tells its own value`);
      // Beside the slider its scale, never the 1,000 it was served with.
      assert.deepEqual(await shown('[data-key="budget"] .pf-value'), ['0 – 5,000'], mode);
      // The colour's swatch shows the colour; no hex beside it outlives a pick.
      assert.deepEqual(await shown('[data-key="favorite_color"] output'), [], mode);
    }
    await context.close();
  });

  it('judges a post on the server: errors next to their fields, answers kept, then success', async () => {
    const context = await browser.createBrowserContext();
    const { url } = await h.send(formIds['Every field type']!, nextPhone());
    const page = await open(context, url, { scripts: false });
    await page.type('#f-full_name', 'Dana Reyes');
    await page.type('#f-email', 'dana@example.com');
    await page.click('#f-contact_method-o0');
    // Four interests where three at most are allowed: nothing the browser checks by itself.
    for (let i = 0; i < 4; i++) await page.click(`#f-interests-o${i}`);
    await Promise.all([page.waitForNavigation(), page.click('button[value=submit]')]);
    const error = await text(page, '#f-interests-err');
    assert.equal(error, 'Choose at most 3 options');
    const describedBy = await page.$eval('fieldset[data-key=interests]', (el) => el.getAttribute('aria-describedby'));
    assert.ok(describedBy?.split(' ').includes('f-interests-err'), String(describedBy));
    assert.equal(await page.$eval('#f-full_name', (el) => (el as HTMLInputElement).value), 'Dana Reyes');
    assert.match(await text(page, '.pf-summary'), /Interests: Choose at most 3 options/);
    await shoot(page, 'nojs-errors-390');

    await page.click('#f-interests-o3');
    await Promise.all([page.waitForNavigation(), page.click('button[value=submit]')]);
    assert.equal(await text(page, '.pf-done'), 'Thank you! Your answers were sent.');
    assert.equal(await text(page, 'h1'), 'Every field type');

    // The link is one-time: opened again, it says when it was answered.
    const again = await open(context, url, { scripts: false });
    assert.match(await text(again, '.pf-note'), /^You answered this form on /);
    assert.match(await text(again, '.pf-answers'), /Dana Reyes/);
    await context.close();
  });

  it('asks a conditional question on a page of its own, and skips it when its condition fails', async () => {
    const context = await browser.createBrowserContext();
    const rsvp = formIds['Event RSVP (gradient background)']!;
    const yes = await open(context, (await h.send(rsvp, nextPhone())).url, { scripts: false });
    assert.equal(await yes.$('#f-plus_ones'), null, 'not asked before "Attending?" is answered');
    await yes.type('#f-name', 'Ana');
    await yes.click('#f-attending-o0');
    await Promise.all([yes.waitForNavigation(), yes.click('button[value=next]')]);
    assert.match(await text(yes, '.pf-progress'), /Page 2 of 2/);
    await yes.type('#f-plus_ones', '2');
    await Promise.all([yes.waitForNavigation(), yes.click('button[value=submit]')]);
    assert.ok(await yes.$('.pf-done'));

    const no = await open(context, (await h.send(rsvp, nextPhone())).url, { scripts: false });
    await no.type('#f-name', 'Bo');
    await no.click('#f-attending-o1');
    await Promise.all([no.waitForNavigation(), no.click('button[value=next]')]);
    // "Next" never sends: the last page asks nothing more of those not coming, and its button says RSVP.
    assert.equal(await no.$('.pf-done'), null, 'not sent by "Next"');
    assert.equal(await no.$('#f-plus_ones'), null);
    assert.equal(await text(no, 'button[value=submit]'), 'RSVP');
    await Promise.all([no.waitForNavigation(), no.click('button[value=submit]')]);
    assert.ok(await no.$('.pf-done'));
    const rows = await h.api<{ data: { data: Record<string, unknown> }[] }>(
      'POST',
      `/forms/${rsvp}/submissions/list`,
      {},
    );
    assert.deepEqual(
      rows.body.data.map((s) => s.data).sort((a, b) => String(a.name).localeCompare(String(b.name))),
      [
        { name: 'Ana', attending: 'yes', plus_ones: 2 },
        { name: 'Bo', attending: 'no' },
      ],
    );
    await context.close();
  });
});

describe('with scripts', () => {
  it('takes the rendered form over in place: typed values, focus and caret kept, no layout shift, the page form gone', async () => {
    const context = await browser.createBrowserContext();
    const { url } = await h.send(formIds['Contact us']!, nextPhone());
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844 });
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __shifts: { value: number; input: boolean; at: number }[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as { value: number; hadRecentInput: boolean; startTime: number };
          w.__shifts.push({ value: shift.value, input: shift.hadRecentInput, at: shift.startTime });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The page's module is held back until the test has typed into the server-rendered form.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().includes('/assets/') && request.resourceType() === 'script')
        void released.then(() => request.continue());
      else void request.continue();
    });
    // The module is deferred, so the document is not "loaded" before it runs: the form is typed into meanwhile.
    const navigated = page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('#f-email');
    await page.type('#f-email', 'dana@example');
    // The name last, with the caret after "Dana": where the person is typing stays where it is.
    await page.type('#f-name', 'Dana Reyes');
    for (let i = 0; i < ' Reyes'.length; i++) await page.keyboard.press('ArrowLeft');
    const phase = () => page.$eval('parley-form', (el) => (el as unknown as { phase?: string }).phase ?? 'not defined');
    assert.equal(await phase(), 'not defined');
    // Past the 500 ms after input in which the browser excuses shifts: any shift of the takeover counts.
    await new Promise((r) => setTimeout(r, 700));
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    await navigated;
    await page.waitForFunction(
      () => (document.querySelector('parley-form') as unknown as { phase?: string }).phase === 'ready',
      { timeout: 20_000 },
    );
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const state = await page.evaluate(() => {
      const root = document.querySelector('parley-form')!.shadowRoot!;
      const focused = root.activeElement as HTMLInputElement | null;
      return {
        name: (root.getElementById('f-name') as HTMLInputElement | null)?.value,
        email: (root.getElementById('f-email') as HTMLInputElement | null)?.value,
        focused: focused?.id,
        caret: focused?.selectionStart,
        h1: root.querySelector('h1, [role=heading][aria-level="1"]')?.textContent?.trim(),
        // The page's own form, once taken over: gone from the document (its controls had the element's ids).
        pageForms: document.querySelectorAll('form[data-parley-form], .pf-page').length,
        shifts: (window as unknown as { __shifts: { value: number; input: boolean; at: number }[] }).__shifts,
      };
    });
    assert.equal(state.name, 'Dana Reyes');
    assert.equal(state.email, 'dana@example');
    assert.equal(state.focused, 'f-name');
    assert.equal(state.caret, 'Dana'.length);
    assert.equal(state.h1, 'Contact us');
    assert.equal(state.pageForms, 0);
    // CLS as the metric counts it (shifts right after input excused), and every shift once the module arrived.
    const cls = state.shifts.filter((s) => !s.input).reduce((sum, s) => sum + s.value, 0);
    const takeover = state.shifts.filter((s) => s.at >= releasedAt).reduce((sum, s) => sum + s.value, 0);
    console.log(
      `# CLS ${cls}; layout shift from the module's arrival on: ${takeover} (${state.shifts.length} entries in all)`,
    );
    assert.equal(cls, 0);
    assert.equal(takeover, 0);
    await context.close();
  });

  it('keeps the page in view while the element waits for its language', async () => {
    const context = await browser.createBrowserContext();
    const { url } = await h.send(formIds['Contact us']!, nextPhone());
    const page = await open(context, 'about:blank', { locale: 'ar' });
    // The Arabic words are held back: the element has run, and has nothing of its own to show yet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (/\/form\.ar-[\w-]+\.js/.test(request.url())) void released.then(() => request.continue());
      else void request.continue();
    });
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('parley-form')?.shadowRoot);
    await new Promise((r) => setTimeout(r, 500));
    // The server-rendered form is what is on screen: laid out, through the element's slot.
    const shown = await page.$eval('form[data-parley-form]', (form) => ({
      visible: form.checkVisibility(),
      height: Math.round(form.getBoundingClientRect().height),
    }));
    assert.ok(shown.visible && shown.height > 200, `the page's form on screen: ${JSON.stringify(shown)}`);
    release();
    await page.waitForFunction(
      () => (document.querySelector('parley-form') as unknown as { phase?: string }).phase === 'ready',
      { timeout: 20_000 },
    );
    await context.close();
  });

  it('resumes a draft typed in one browser context in another, with and without scripts', async () => {
    const first = await browser.createBrowserContext();
    const second = await browser.createBrowserContext();
    const { url } = await h.send(formIds['Contact us']!, nextPhone());
    const a = await open(first, url);
    await a.waitForFunction(
      () => (document.querySelector('parley-form') as unknown as { phase?: string }).phase === 'ready',
    );
    const input = await a.evaluateHandle(() =>
      document.querySelector('parley-form')!.shadowRoot!.getElementById('f-name'),
    );
    await (input as unknown as import('puppeteer-core').ElementHandle<HTMLInputElement>).type('Resumed Person');
    // Saved on the service after a pause in typing.
    const formId = formIds['Contact us']!;
    const token = new URL(url).searchParams.get('t')!;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const render = await h.api<{ draft?: { data: Record<string, unknown> } | null }>(
        'GET',
        `/forms/${formId}/render`,
        undefined,
        token,
      );
      if (render.body.draft?.data.name === 'Resumed Person') break;
      assert.ok(Date.now() < deadline, `no draft saved: ${JSON.stringify(render.body.draft)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // Another browser, scripts off: the server-rendered form holds the draft.
    const b = await open(second, url, { scripts: false });
    assert.equal(await b.$eval('#f-name', (el) => (el as HTMLInputElement).value), 'Resumed Person');
    // And with scripts, the element shows it too.
    const c = await open(second, url);
    await c.waitForFunction(
      () => (document.querySelector('parley-form') as unknown as { phase?: string }).phase === 'ready',
    );
    assert.equal(
      await c.evaluate(
        () => (document.querySelector('parley-form')!.shadowRoot!.getElementById('f-name') as HTMLInputElement).value,
      ),
      'Resumed Person',
    );
    await first.close();
    await second.close();
  });

  it('"Text me a link to finish" texts the same link into the conversation', async () => {
    const context = await browser.createBrowserContext();
    const to = nextPhone();
    const { url } = await h.send(formIds['Contact us']!, to);
    const page = await open(context, url, { scripts: false });
    await page.type('#f-name', 'Later Person');
    await Promise.all([page.waitForNavigation(), page.click('button[value=text]')]);
    assert.ok((await text(page, '.pf-note[role=status]')).includes(`We texted the link to ${await readablePhone(to)}`));
    assert.equal(await page.$eval('#f-name', (el) => (el as HTMLInputElement).value), 'Later Person');
    // The first message carried the link; the second is the one asked for, to the same number from the same sender.
    const texts = Object.values(h.server.sandbox.context.store.data.messages)
      .filter((m) => (m as { to?: string }).to === to)
      .map((m) => (m as { text?: string }).text ?? '');
    assert.equal(texts.filter((t) => t.includes(url)).length, 2, texts.join(' | '));
    await context.close();
  });
});

describe('accessibility and pictures', () => {
  for (const scripts of [false, true])
    for (const [mode, options] of [
      ['light', {}],
      ['dark', { dark: true }],
      ['arabic', { locale: 'ar' }],
    ] as const) {
      it(`axe finds nothing, ${mode}, ${scripts ? 'with' : 'without'} scripts`, async () => {
        const context = await browser.createBrowserContext();
        const { url } = await h.send(formIds['Every field type']!, nextPhone());
        const page = await context.newPage();
        await page.setViewport({ width: 390, height: 844 });
        await page.emulateMediaFeatures([
          { name: 'prefers-color-scheme', value: 'dark' in options ? 'dark' : 'light' },
        ]);
        if ('locale' in options) await page.setExtraHTTPHeaders({ 'Accept-Language': options.locale });
        // "Without scripts": the page's module never arrives (axe itself still runs, from the test).
        await page.setBypassCSP(true);
        if (!scripts) {
          await page.setRequestInterception(true);
          page.on('request', (r) => void (r.resourceType() === 'script' ? r.abort() : r.continue()));
        }
        await page.goto(url, { waitUntil: 'load' });
        if (scripts)
          await page.waitForFunction(
            () => (document.querySelector('parley-form') as unknown as { phase?: string }).phase === 'ready',
          );
        // Country names fit or wrap at 390 px: no select shows its chosen option cut (the element's country picker
        // arrives with the phone library).
        if (scripts)
          await page.waitForFunction(
            () => !!document.querySelector('parley-form')!.shadowRoot!.querySelector('select.country'),
          );
        assert.deepEqual(await page.evaluate(CUT_SELECTS), []);
        const name = `hosted-${mode}-${scripts ? 'js' : 'nojs'}`;
        await shoot(page, `${name}-390`);
        await page.setViewport({ width: 1440, height: 900 });
        await shoot(page, `${name}-1440`);
        assert.deepEqual(await axe(page), []);
        await context.close();
      });
    }
});
