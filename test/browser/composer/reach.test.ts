/**
 * Before Send, for one recipient, the composer says what the service's capability check answers for this draft: a
 * phone without RCS gets the SMS/MMS fallback, or — without one — nothing; an RCS phone needs no word. The line
 * follows the recipient and the fallback box. Real sandbox (`…0000` cannot get RCS); axe in light, dark and Arabic;
 * pictures at 1440, 390, dark and Arabic.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { shoot } from '../helpers/screenshot.js';
import { accessibleEverywhere, mountExtras } from './extras-harness.js';
import { $, NO_RCS, RCS_USER, fill } from './helpers.js';

const line = (el: ParleyComposer) =>
  el.shadowRoot!.querySelector('[part="launch-warning"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;

async function shootReach(name: string, el: ParleyComposer) {
  const settle = () => el.updateComplete;
  await shoot(`${name}-1440`, { settle, fullPage: true });
  await shoot(`${name}-390`, { width: 390, height: 844, fullPage: true, settle });
  await shoot(`${name}-dark`, { dark: true, fullPage: true, settle });
  el.locale = 'ar';
  await shoot(`${name}-ar`, { lang: 'ar', fullPage: true, settle });
  el.locale = 'en';
  await settle();
}

describe('<parley-composer> reach before Send (one recipient)', () => {
  it('says nothing arrives without a fallback, the SMS with one, and nothing for an RCS phone', async () => {
    const { el } = await mountExtras({ to: NO_RCS, scopes: ['messages:send'] });
    await fill(el, 'rcs.text', 'Your table is ready');
    await waitUntil(() => line(el), 'the reach line', { timeout: 5000 });
    expect(line(el)).to.equal(
      'This phone can’t get RCS from this agent, and this message has no fallback, so it will not arrive. Tick “Send as SMS or MMS when the phone cannot receive RCS”.',
    );
    await shootReach('composer-reach-none', el);
    await accessibleEverywhere(el);

    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await waitUntil(() => line(el)?.includes('SMS fallback'), 'the line follows the fallback', { timeout: 5000 });
    expect(line(el)).to.equal('This phone can’t get RCS from this agent: it gets the SMS fallback instead.');
    await shootReach('composer-reach-sms', el);
    await accessibleEverywhere(el);

    el.to = RCS_USER;
    await waitUntil(() => line(el) === null, `an RCS phone needs no word (${line(el)})`, { timeout: 5000 });
  });
});
