/**
 * One way of counting a text's length across the composer: characters as the service measures its limits and reports
 * them (Unicode code points, so "😀" is one). The same text in the message and in the fallback gets the same count,
 * and the short-link note's lengths are counted the same way. Real sandbox.
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { LIMITS } from '../../../src/schemas/constants.js';
import { shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { axeEachWay, pictures } from '../rcs/pictures.js';
import { mountExtras } from './extras-harness.js';
import { $, AGENT, NO_RCS, PHONE, click, fill, mount, text } from './helpers.js';

/** This file's own recipient (stored drafts are per sender and recipient). */
/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
const RCS_USER = '+14155550138';
const TEXT = 'Café ☕ and 😀 cookies, order at https://acme-coffee.example/menu before 5 pm!';
const counter = (el: ParleyComposer, path: string) => text(el, `#f-${path.replaceAll('.', '-')}-n`);

describe('<parley-composer> character counts', () => {
  it('the same text has the same count in the message and in the fallback, and in the short-link note', async () => {
    const { el } = await mountExtras({
      to: RCS_USER,
      scopes: ['messages:send', 'links:write', 'conversations:read'],
      value: { type: 'RCS', from: AGENT, to: RCS_USER, rcs: { text: TEXT }, fallback: { from: PHONE, text: TEXT } },
    });
    const characters = [...TEXT].length;
    expect(TEXT.length, 'the text has an astral character').to.equal(characters + 1);
    expect(counter(el, 'rcs.text')).to.equal(`${characters} / 3,072`);
    expect(counter(el, 'fallback.text')).to.equal(`${characters} / 3,072`);
    // With short links on, the note gives both lengths: equal, as the texts are.
    const note = text(el, '[part="shortened"]');
    const [, message, fallback] = /message has (\d+) characters.*fallback has (\d+) characters/.exec(note) ?? [];
    expect(message, note).to.be.a('string');
    expect(message).to.equal(fallback);
    await shootAll('composer-character-count', { settle: () => el.updateComplete, fullPage: true });
    await expect(el).to.be.accessible();
  });

  it('a fallback of 3072 emoji goes as SMS, priced as SMS, and the service sends it as SMS; 3073 as MMS', async () => {
    const { el, box } = await mount({ to: NO_RCS });
    await fill(el, 'rcs.text', 'Your itinerary is ready.');
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.from', PHONE);
    const exact = '😀'.repeat(LIMITS.smsFallbackText);
    await fill(el, 'fallback.text', exact);
    expect(counter(el, 'fallback.text')).to.equal('3,072 / 3,072');
    expect(text(el, '[part~="channel"]')).to.contain('Goes as SMS');
    // This phone cannot get RCS: the SMS is what arrives, priced at the service's SMS price for this very text.
    const { body: sms } = await box.server<{ estimatedCost: { amount: number } }>('POST', '/messages/validate/sms', {
      text: exact,
    });
    const usd = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });
    const price = `Estimated cost: ${usd.format(sms.estimatedCost.amount)} as SMS`;
    await waitUntil(() => text(el, '[part~="validation"]') === price, `the cost line says "${price}"`, {
      timeout: 4000,
    });
    await pictures(el, 'composer-characters-emoji-sms');
    await axeEachWay(el, LEFT_OUT);
    await el.send();
    await waitUntil(() => el.result?.status === 'FALLBACK_SENT', 'the fallback was sent', { timeout: 8000 });
    expect(el.result!.fallbackMessage!.type, 'the service sent what the composer said').to.equal('SMS');
    expect(el.result!.fallbackMessage!.text).to.equal(exact);

    await click(el, '[data-action="again"]');
    await fill(el, 'rcs.text', 'Your itinerary is ready.');
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.from', PHONE);
    await fill(el, 'fallback.text', `${exact}😀`);
    expect(counter(el, 'fallback.text')).to.equal('3,073 / 5,000');
    expect(text(el, '[part~="channel"]')).to.contain('Goes as MMS');
    await waitUntil(() => text(el, '[part~="validation"]') === 'Estimated cost: $0.02 as MMS', 'the MMS price', {
      timeout: 4000,
    });
    await el.send();
    await waitUntil(() => el.result?.status === 'FALLBACK_SENT', 'the fallback was sent', { timeout: 8000 });
    expect(el.result!.fallbackMessage!.type).to.equal('MMS');
  });
});
