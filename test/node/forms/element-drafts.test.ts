/**
 * The element's draft actions in Chromium against the sandbox over HTTP (DESIGN §15), as the hosted page without
 * scripts has them: once `<parley-form>` has taken the page over, "Save and finish later" keeps the answers on the
 * service at once (before the save after a typing pause would) and a second browser context resumes them; "Text me
 * a link to finish" texts the same link into the conversation; a link not sent to a phone number offers no text; a failure is said. What each
 * did is shown under the buttons and said in the form's live region, in the form's language. Axe with every rule
 * and pictures (PARLEY_SHOTS) of the saved state: 390 and 1440 wide, light, dark and Arabic.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { createEmbedToken } from '../../../src/node/index.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { launchChromium } from '../dist/harness.js';
import { axe, open, ready, shoot } from './chromium.js';
import { startHarness, type Harness } from './helpers.js';

let h: Harness;
let browser: Browser;
let contactId: string;
let phone = 4155550700;
/** A fresh recipient number per link, so links never meet an earlier answer or text. */
const nextPhone = () => `+1${phone++}`;

before(async () => {
  h = await startHarness();
  browser = await launchChromium();
  contactId = (await h.forms()).find((f) => f.name === 'Contact us')!.id;
  // The first page request builds the pages when they are stale (about 10 s).
  await fetch(`${h.server.origin}/forms/${contactId}`);
});
after(async () => {
  await browser?.close();
  await h?.close();
});

/** A control of the element's form. */
async function control(page: Page, selector: string): Promise<ElementHandle<HTMLElement>> {
  const handle = await page.evaluateHandle(
    (s) => document.querySelector('parley-form')!.shadowRoot!.querySelector(s),
    selector,
  );
  const element = handle.asElement() as ElementHandle<HTMLElement> | null;
  assert.ok(element, `no ${selector} in the element's form`);
  return element;
}

/** The note under the draft actions and the live region's text, once the note says something. */
async function outcome(page: Page): Promise<{ note: string; live: string }> {
  await page.waitForFunction(
    () => !!document.querySelector('parley-form')!.shadowRoot!.querySelector('.later-note')?.textContent?.trim(),
    { timeout: 10_000 },
  );
  return page.evaluate(() => {
    const root = document.querySelector('parley-form')!.shadowRoot!;
    return {
      note: root.querySelector('.later-note')!.textContent!.trim(),
      live: root.querySelector('[role=status][aria-live=polite]')!.textContent!.trim(),
    };
  });
}

const draftOf = async (token: string) =>
  (
    await h.api<{ draft?: { data: Record<string, unknown> } | null }>(
      'GET',
      `/forms/${contactId}/render`,
      undefined,
      token,
    )
  ).body.draft?.data;

describe("the element's draft actions", () => {
  it('"Save and finish later" keeps the answers on the service at once; another browser resumes them', async () => {
    const first = await browser.createBrowserContext();
    const second = await browser.createBrowserContext();
    const { url, token } = await h.send(contactId, nextPhone());
    const page = await open(first, url);
    await ready(page);
    await (await control(page, '#f-name')).type('Saved Person');
    // At once: the save after a pause in typing (800 ms) has not happened yet.
    assert.equal((await draftOf(token))?.name, undefined);
    await (await control(page, 'button[part=save-draft]')).click();
    const said = await outcome(page);
    assert.match(said.note, /^Your answers are saved\. Open this link again, on any device, to finish\.$/);
    assert.equal(said.live, said.note, 'said in the live region');
    assert.equal((await draftOf(token))?.name, 'Saved Person', 'on the service when the note shows');

    const other = await open(second, url);
    await ready(other);
    const resumed = await other.evaluate(() => {
      const root = document.querySelector('parley-form')!.shadowRoot!;
      return {
        name: (root.getElementById('f-name') as HTMLInputElement).value,
        note: root.querySelector('[part=note]')?.textContent?.trim(),
      };
    });
    assert.deepEqual(resumed, { name: 'Saved Person', note: 'Your unsent answers were restored.' });
    await first.close();
    await second.close();
  });

  it('"Text me a link to finish" texts the same link into the conversation, from the same sender', async () => {
    const context = await browser.createBrowserContext();
    const to = nextPhone();
    const { url, token } = await h.send(contactId, to);
    const page = await open(context, url, { locale: 'es' });
    await ready(page);
    await (await control(page, '#f-name')).type('Texted Person');
    const button = await control(page, 'button[part=text-link]');
    assert.equal(await button.evaluate((b) => b.textContent!.trim()), 'Envíame un enlace por SMS para terminar');
    // The form's phone field has loaded the phone library (its country picker shows): the number is said as people
    // read it, isolated left to right.
    await page.waitForFunction(
      () => !!document.querySelector('parley-form')!.shadowRoot!.querySelector('select.country'),
    );
    await button.click();
    const said = await outcome(page);
    const readable = to.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '+1 $1 $2 $3');
    assert.equal(
      said.note,
      `Enviamos el enlace a \u2066${readable}\u2069. Ábrelo en cualquier dispositivo para terminar.`,
    );
    assert.equal(said.live, said.note);
    assert.equal((await draftOf(token))?.name, 'Texted Person', 'saved before the link is texted');
    const messages = Object.values(h.server.sandbox.context.store.data.messages) as {
      to?: string;
      from?: string;
      text?: string;
    }[];
    const withLink = messages.filter((m) => m.to === to && m.text?.includes(url));
    assert.equal(withLink.length, 2, 'the link, then the same link again');
    assert.equal(new Set(withLink.map((m) => m.from)).size, 1, 'from the same sender');
    await context.close();
  });

  it('offers no text for a link not sent to a phone number, and says why an action failed', async () => {
    const context = await browser.createBrowserContext();
    // A token your server mints for a signed-in visitor: a draft per link, but no number to text.
    const token = await createEmbedToken({
      key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
      team: SANDBOX_DEFAULTS.team,
      user: 'visitor@example.com',
      scopes: ['forms:read', 'forms:submit'],
      resources: { forms: [contactId] },
    });
    const page = await open(context, `${h.server.origin}/forms/${contactId}?t=${token}`);
    await ready(page);
    const parts = await page.evaluate(() =>
      [...document.querySelector('parley-form')!.shadowRoot!.querySelectorAll('.later [part]')].map((el) =>
        el.getAttribute('part'),
      ),
    );
    assert.deepEqual(parts, ['save-draft']);
    // The service unreachable: the answers stay in this browser, and the note says so. An answer typed while offline
    // is one the service has not got, so the save must ask it (an unchanged draft already saved would not).
    await page.setOfflineMode(true);
    await (await control(page, '#f-name')).type('Offline Person');
    await (await control(page, 'button[part=save-draft]')).click();
    const said = await outcome(page);
    assert.match(said.note, /^That did not work: .+\. Your answers are kept in this browser\.$/);
    await context.close();
  });

  describe('accessibility and pictures of the saved state', () => {
    for (const [mode, options] of [
      ['light', {}],
      ['dark', { dark: true }],
      ['arabic', { locale: 'ar' }],
    ] as const)
      it(`axe finds nothing, ${mode}`, async () => {
        const context = await browser.createBrowserContext();
        const { url } = await h.send(contactId, nextPhone());
        const page = await open(context, url, options);
        await ready(page);
        await (await control(page, 'button[part=save-draft]')).click();
        const said = await outcome(page);
        if (mode === 'arabic') assert.match(said.note, /تم حفظ إجاباتك/);
        await shoot(page, `element-draft-${mode}-390`);
        await page.setViewport({ width: 1440, height: 900 });
        await shoot(page, `element-draft-${mode}-1440`);
        assert.deepEqual(await axe(page), []);
        await context.close();
      });
  });
});
