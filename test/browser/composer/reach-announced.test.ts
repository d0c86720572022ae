/**
 * The reach warning is heard, once: a person types a number that cannot get RCS in "Recipient phone number" and
 * leaves the field; when the service's capability check answers, the composer's one polite live region says the
 * warning. It is said again only when its words change (the fallback ticked), never on a render that changes
 * nothing. (That it describes the recipient's field: `reach-announced-description.test.ts`.) Real sandbox (`…0000`
 * cannot get RCS); axe with every rule; pictures.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { everyRule } from '../rcs/every-rule.js';
import { shoot } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { mountExtras } from './extras-harness.js';
import { $, NO_RCS, fill, listen, words } from './helpers.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
const NONE =
  'This phone can’t get RCS from this agent, and this message has no fallback, so it will not arrive. Tick “Send as SMS or MMS when the phone cannot receive RCS”.';
const SMS = 'This phone can’t get RCS from this agent: it gets the SMS fallback instead.';

const warning = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('[part~="launch-warning"]')) || null;
const region = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('.visually-hidden[aria-live="polite"]'));
const times = (said: string[], text: string) => said.filter((s) => s === text).length;
const recipient = (el: ParleyComposer) => $<HTMLInputElement>(el, 'input[type="tel"]#f-to');

/** Renders the composer a few times without changing the warning (typing in the message). */
async function typeMore(el: ParleyComposer): Promise<void> {
  for (const text of ['Your table', 'Your table is', 'Your table is ready']) await fill(el, 'rcs.text', text);
  await new Promise((r) => setTimeout(r, 200));
  await el.updateComplete;
}

/** A composer whose recipient the person types: the number, then Tab out of the field. */
async function typed(): Promise<{ el: ParleyComposer; said: string[] }> {
  const { el } = await mountExtras({ scopes: ['messages:send', 'agents:read'] });
  const said = listen(el);
  recipient(el).focus();
  await sendKeys({ type: NO_RCS });
  await sendKeys({ press: 'Tab' });
  await waitUntil(() => warning(el) === NONE, `the reach warning (${warning(el)})`, { timeout: 5000 });
  await waitUntil(() => region(el) === NONE, `the live region (${region(el)})`, { timeout: 2000 });
  return { el, said };
}

describe('<parley-composer> the reach warning is announced once', function () {
  this.timeout(120_000);
  afterEach(async () => setViewport({ width: 800, height: 600 }));

  it('typed recipient, Tab: the live region says the warning once; it is said again only when it changes', async () => {
    const { el, said } = await typed();
    expect(times(said, NONE), said.join(' / ')).to.equal(1);
    await typeMore(el);
    expect(times(said, NONE), 'renders that change nothing say nothing').to.equal(1);

    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await waitUntil(() => warning(el) === SMS, `the warning follows the fallback (${warning(el)})`, { timeout: 5000 });
    await waitUntil(() => region(el) === SMS, `the change is said (${region(el)})`, { timeout: 2000 });
    await typeMore(el);
    expect([times(said, NONE), times(said, SMS)], said.join(' / ')).to.deep.equal([1, 1]);
  });

  it('pictures at 1440 and 390, dark and Arabic; axe with every rule', async () => {
    const { el } = await typed();
    const settle = () => el.updateComplete;
    await shoot('composer-reach-announced-1440', { settle, fullPage: true });
    await shoot('composer-reach-announced-390', { width: 390, height: 844, settle, fullPage: true });
    await shoot('composer-reach-announced-dark', { dark: true, settle, fullPage: true });
    await everyRule(el, LEFT_OUT);
    el.theme = 'dark';
    await settle();
    await everyRule(el, LEFT_OUT);
    el.theme = 'light';
    el.locale = 'ar';
    await waitUntil(() => el.getAttribute('dir') === 'rtl', 'Arabic');
    await settle();
    await shoot('composer-reach-announced-ar', { lang: 'ar', settle, fullPage: true });
    await everyRule(el, LEFT_OUT);
    el.locale = 'en';
    await settle();
  });
});
