/**
 * What survives a change of sender and a new fallback: plain text goes both ways between an agent and a phone number
 * (it is valid in both); a card or carousel is offered as text, with undo; a new fallback starts with the message's
 * text and shows no error until touched; a calendar chip says what it misses as it is filled. Real sandbox; axe in
 * light, dark and Arabic; pictures at 1440, 390, dark and Arabic.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { setViewport } from '@web/test-runner-commands';
import { shoot } from '../helpers/screenshot.js';
import { accessibleEverywhere, buttonOf } from './extras-harness.js';
import { $, AGENT, NO_RCS, PHONE, RCS_USER, choose, errorOf, fill, input, mount, text } from './helpers.js';

const has = (el: ParleyComposer, selector: string) => !!el.shadowRoot!.querySelector(selector);

/** Pictures at 1440 and 390, dark, and in Arabic (the element's own locale switched, as a host would). */
async function shootAll(name: string, el: ParleyComposer) {
  const settle = () => el.updateComplete;
  await shoot(`${name}-1440`, { settle });
  await shoot(`${name}-390`, { width: 390, height: 844, fullPage: true, settle });
  await shoot(`${name}-dark`, { dark: true, settle });
  el.locale = 'ar';
  await shoot(`${name}-ar-390`, { lang: 'ar', width: 390, height: 844, fullPage: true, settle });
  await shoot(`${name}-ar`, { lang: 'ar', settle });
  el.locale = 'en';
  await settle();
}

async function sendFrom(el: ParleyComposer, from: string, ready: string) {
  el.from = from;
  await el.updateComplete;
  await waitUntil(() => has(el, ready), `the editor for ${from}`, { timeout: 5000 });
  await el.updateComplete;
}

describe('<parley-composer> sender switches carry the message', () => {
  it('text goes from the agent to a phone number and back, edits included', async () => {
    const { el } = await mount({ to: NO_RCS });
    await fill(el, 'rcs.text', 'Flat white, half price today');
    await sendFrom(el, PHONE, '#f-fallback-text');
    expect(input(el, 'fallback.text').value).to.equal('Flat white, half price today');
    expect(text(el, '[part~="fallback"] [part~="counter"]')).to.equal('28 / 3,072');
    expect(el.value).to.include({ type: 'SMS', text: 'Flat white, half price today' });
    await fill(el, 'fallback.text', 'Flat white, half price until 3 pm');
    await sendFrom(el, AGENT, '#f-rcs-text');
    expect(input(el, 'rcs.text').value).to.equal('Flat white, half price until 3 pm');
    expect(el.value.type).to.equal('RCS');
  });

  it('text goes to a phone number whose fallback the draft already had', async () => {
    const { el } = await mount({ to: NO_RCS });
    // A host's draft (or an earlier switch) left a fallback from that very number, still empty.
    el.value = { type: 'RCS', from: AGENT, to: NO_RCS, rcs: { text: '' }, fallback: { from: PHONE, text: '' } };
    await el.updateComplete;
    await fill(el, 'rcs.text', 'Your table is ready');
    await sendFrom(el, PHONE, '#f-fallback-text');
    expect(input(el, 'fallback.text').value).to.equal('Your table is ready');
    expect(el.value).to.include({ type: 'SMS', text: 'Your table is ready' });
  });

  it('a card is offered as text from a phone number; taking it can be undone', async () => {
    const { el } = await mount({ to: NO_RCS });
    await choose(el, 'card');
    await fill(el, 'rcs.card.title', 'Weekend special');
    await fill(el, 'rcs.card.description', 'Two pastries for one');
    await sendFrom(el, PHONE, '#f-fallback-text');
    expect(input(el, 'fallback.text').value, 'nothing replaced unasked').to.equal('');
    expect(text(el, '[part~="text-offer"]')).to.match(/cannot show a card/);
    buttonOf(el, /^Turn into text$/).click();
    await el.updateComplete;
    expect(input(el, 'fallback.text').value).to.equal('Weekend special\nTwo pastries for one');
    expect(el.value).to.include({ type: 'SMS', text: 'Weekend special\nTwo pastries for one' });
    await shootAll('composer-card-as-text', el);
    // On a phone in Arabic nothing of this state runs past the screen's edge.
    await setViewport({ width: 390, height: 844 });
    document.documentElement.dir = 'rtl';
    el.locale = 'ar';
    await el.updateComplete;
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    document.documentElement.removeAttribute('dir');
    el.locale = 'en';
    await setViewport({ width: 1440, height: 900 });
    await el.updateComplete;
    expect(overflow, 'horizontal overflow at 390 px in Arabic').to.be.at.most(0);
    await accessibleEverywhere(el);
    buttonOf(el, /^Undo$/).click();
    await el.updateComplete;
    expect(input(el, 'fallback.text').value).to.equal('');
    expect(text(el, '[part~="text-offer"]')).to.match(/Turn into text/);
    // Back to the agent: the card is as it was.
    await sendFrom(el, AGENT, '#f-rcs-card-title');
    expect(input(el, 'rcs.card.title').value).to.equal('Weekend special');
    expect(has(el, '[part~="text-offer"]')).to.be.false;
  });

  it('a new fallback starts with the message text, with no error until it is touched', async () => {
    const { el } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'Your order is ready');
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await waitUntil(() => has(el, '#f-fallback-text'), 'the fallback fields', { timeout: 5000 });
    expect(input(el, 'fallback.text').value).to.equal('Your order is ready');
    expect(el.shadowRoot!.querySelectorAll('[part~="fallback"] .error-text')).to.have.length(0);
    await fill(el, 'fallback.text', '');
    expect(errorOf(el, 'fallback')).to.equal('The fallback needs text or media');
  });

  it('a calendar chip names its missing Starts and Ends as it is filled, not first at Send', async () => {
    const { el } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'Tasting on Friday');
    $<HTMLButtonElement>(el, 'button[data-add="rcs.suggestions"]').click();
    await el.updateComplete;
    await waitUntil(() => has(el, '#f-rcs-suggestions-0-type'), 'the suggestion editor', { timeout: 5000 });
    const type = $<HTMLSelectElement>(el, '#f-rcs-suggestions-0-type');
    type.value = 'createCalendarEvent';
    type.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(errorOf(el, 'rcs.suggestions.0.startTime'), 'quiet when just chosen').to.equal(null);
    await fill(el, 'rcs.suggestions.0.text', 'Add to calendar');
    await fill(el, 'rcs.suggestions.0.title', 'Coffee tasting');
    expect(errorOf(el, 'rcs.suggestions.0.startTime')).to.be.a('string').and.not.equal('');
    expect(errorOf(el, 'rcs.suggestions.0.endTime')).to.be.a('string').and.not.equal('');
    await shootAll('composer-calendar-chip-filled', el);
    await accessibleEverywhere(el);
  });
});
