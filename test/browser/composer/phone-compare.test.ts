/**
 * "Compare Android, iPhone and SMS": the draft on each phone, side by side when the composer is wide, as tabs (the ARIA
 * tabs pattern) when it is not; each pane with its segments, encoding and cost and what that phone loses, agreeing
 * with the channel line and the cost line. The comparison is a lazy part of its own: not fetched until it is turned on.
 * Real sandbox; axe (all rules) in light, dark and Arabic; pictures at 1440 and 390, dark and Arabic.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { SendRequest } from '../../../src/schemas/messages.js';
import { shoot } from '../helpers/screenshot.js';
import { $, $$, IMAGE, PHONE, RCS_USER, accessibleEverywhere, compareOn, mountDraft, text, words } from './helpers.js';

const has = (el: ParleyComposer, selector: string) => !!el.shadowRoot!.querySelector(selector);

const CAROUSEL: SendRequest['rcs'] = {
  carousel: {
    cardWidth: 'MEDIUM',
    cards: [
      {
        title: 'Maple oat latte',
        description: 'Back for autumn: order at https://acme.example/latte',
        media: { url: IMAGE, height: 'TALL' },
        suggestions: [
          { type: 'reply', text: 'Order' },
          { type: 'openUrl', text: 'Menu', url: 'https://acme.example/menu' },
        ],
      },
      { title: 'Cold brew', description: 'Slow-steeped for 18 hours.', media: { url: IMAGE, height: 'SHORT' } },
    ],
  },
  suggestions: [
    { type: 'reply', text: 'Yes please' },
    { type: 'reply', text: 'Not now' },
    { type: 'reply', text: 'Stop' },
  ],
};
const CARD: SendRequest['rcs'] = {
  card: {
    title: 'Weekend special',
    description: 'Two pastries for one, Saturday and Sunday.',
    media: { url: IMAGE, height: 'SHORT' },
    suggestions: [
      { type: 'reply', text: 'Count me in' },
      { type: 'dial', text: 'Call the store', phoneNumber: '+14155550100' },
    ],
  },
};
const FALLBACK = { from: PHONE, text: 'Maple oat latte is back! Reply YES to order, STOP to opt out.' };

const panes = (el: ParleyComposer) => $$(el, '[part~="phone-pane"]');
const pane = (el: ParleyComposer, id: string) => $(el, `[part~="phone-pane"][data-pane="${id}"]`);
const losses = (el: ParleyComposer, id: string) =>
  [...pane(el, id).querySelectorAll('[part~="pane-losses"] li')].map((li) => li.getAttribute('data-loss'));
const figures = (el: ParleyComposer, id: string) => words(pane(el, id).querySelector('[part~="pane-figures"]'));

/** The cost line's amounts: the RCS one, and the fallback's when it gives one. */
function costLine(el: ParleyComposer): { rcs?: string; fallback?: string } {
  const line = words(el.shadowRoot!.querySelector('[part~="validation"]'));
  const both = /: (\S+) as RCS, or (\S+) if it goes as/.exec(line);
  if (both) return { rcs: both[1], fallback: both[2] };
  return { rcs: /: (\S+) as RCS/.exec(line)?.[1] };
}

async function pictures(name: string, el: ParleyComposer, narrow: boolean) {
  const settle = async () => {
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 450)); // media load once their URL has settled
    await el.updateComplete;
  };
  const size = narrow ? { width: 390, height: 844, fullPage: true } : {};
  const suffix = narrow ? '390' : '1440';
  await shoot(`${name}-${suffix}`, { ...size, settle });
  await shoot(`${name}-${suffix}-dark`, { ...size, dark: true, settle });
  el.locale = 'ar';
  // Not the full page: Chromium's full-page capture of a right-to-left page shifts it sideways.
  await shoot(`${name}-${suffix}-ar`, { ...size, fullPage: false, lang: 'ar', settle });
  el.locale = 'en';
  await settle();
}

describe('<parley-composer> phone comparison', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('is not fetched until it is turned on', async () => {
    const { el } = await mountDraft({ rcs: CARD, fallback: FALLBACK }, { to: RCS_USER });
    // The page's resource timing buffer (250 entries) is long full of the test page's modules.
    performance.clearResourceTimings();
    const loaded = () => performance.getEntriesByType('resource').some((r) => /phone-panes/.test(r.name));
    const before = loaded();
    expect(has(el, '[part~="compare-toggle"]')).to.equal(true);
    expect(has(el, '[part~="phone-panes"]')).to.equal(false);
    await compareOn(el);
    // Fetched on the switch (unless an earlier test of this page already did).
    expect(before, 'not fetched before').to.equal(false);
    expect(loaded(), 'fetched when turned on').to.equal(true);
    // Off again: the usual previews.
    $<HTMLInputElement>(el, '[part~="compare-toggle"] input').click();
    await el.updateComplete;
    expect(has(el, '[part~="phone-panes"]')).to.equal(false);
    expect(has(el, '[part~="phone"]')).to.equal(true);
  });

  it('a carousel side by side at 1440: each phone its losses, the figures those of the channel and cost lines', async () => {
    await setViewport({ width: 1440, height: 900 });
    const { el } = await mountDraft({ rcs: CAROUSEL, fallback: FALLBACK }, { to: RCS_USER });
    await compareOn(el);
    expect(has(el, '.phone-panes.side'), 'side by side').to.equal(true);
    expect(has(el, '[role="tablist"]')).to.equal(false);
    expect(panes(el).map((p) => p.dataset.pane)).to.deep.equal(['android', 'ios', 'sms']);
    const [a, i, s] = panes(el).map((p) => p.getBoundingClientRect());
    expect(a!.top).to.equal(i!.top);
    expect(i!.top).to.equal(s!.top);
    expect(Math.abs(a!.left - s!.left), 'three across').to.be.above(500);
    expect(losses(el, 'ios')).to.deep.equal(['iosHeight', 'iosUrl', 'iosCardMenu', 'iosHeight', 'iosChipMenu']);
    expect(losses(el, 'sms')).to.deep.equal(['smsCarousel', 'smsSuggestions', 'smsLinkMissing', 'smsMediaLost']);
    expect(words(pane(el, 'sms').querySelector('[data-loss="smsCarousel"]'))).to.contain('carousel’s 2 cards');
    // The iPhone draws one menu for three chips and one for the card's two buttons; Android the chips themselves.
    expect(words(pane(el, 'ios').querySelector('.chips'))).to.equal('Options ▾');
    expect(pane(el, 'android').querySelectorAll('.chips .chip')).to.have.length(3);
    expect(pane(el, 'ios').querySelector('.media.tall'), 'no tall media on iPhone').to.equal(null);
    // Figures: the channel line's segments and encoding, the cost line's amounts.
    const channel = text(el, '[part~="channel"]');
    const [, count, encoding] = /(\d+) segments? · (\S+)/.exec(channel) ?? [];
    expect(figures(el, 'sms')).to.match(new RegExp(`^${count} segments? · ${encoding} · Estimated cost `));
    const cost = costLine(el);
    expect(figures(el, 'sms')).to.contain(cost.fallback!);
    expect(figures(el, 'android')).to.equal(`1 message · Estimated cost ${cost.rcs}`);
    expect(figures(el, 'ios')).to.equal(figures(el, 'android'));
    await pictures('composer-compare-carousel', el, false);
    await accessibleEverywhere(el);
  });

  it('at 390 px the phones are tabs: arrow keys, Home and End move the one tab stop; a card with media goes as MMS', async () => {
    await setViewport({ width: 390, height: 844 });
    const { el } = await mountDraft({ rcs: CARD, fallback: { ...FALLBACK, mediaUrls: [IMAGE] } }, { to: RCS_USER });
    $<HTMLInputElement>(el, '[part~="preview-toggle"] input').click(); // the previews instead of the editor
    await compareOn(el);
    const tabs = $$(el, '[role="tab"]');
    expect(tabs.map((t) => words(t))).to.deep.equal(['Android · RCS', 'iPhone · RCS', 'No RCS · MMS']);
    const selected = () => tabs.map((t) => t.getAttribute('aria-selected'));
    const visible = () =>
      panes(el)
        .filter((p) => !p.hidden)
        .map((p) => p.dataset.pane);
    expect(selected()).to.deep.equal(['true', 'false', 'false']);
    expect(visible()).to.deep.equal(['android']);
    expect(tabs.map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(selected()).to.deep.equal(['false', 'true', 'false']);
    expect(el.shadowRoot!.activeElement).to.equal(tabs[1]);
    expect(losses(el, 'ios')).to.deep.equal(['iosHeight', 'iosCardMenu']);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(visible()).to.deep.equal(['sms']);
    expect(losses(el, 'sms')).to.deep.equal(['smsCard', 'smsSuggestions', 'smsMediaMms']);
    expect(figures(el, 'sms')).to.match(/^1 message · GSM-7 · Estimated cost \$0\.02$/);
    await sendKeys({ press: 'ArrowRight' }); // wraps around
    await el.updateComplete;
    expect(visible()).to.deep.equal(['android']);
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(tabs[0]);
    // In Arabic the arrows follow the reading direction: the left arrow goes on to the next tab.
    el.locale = 'ar';
    await el.updateComplete;
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(visible()).to.deep.equal(['ios']);
    document.documentElement.dir = 'rtl';
    const overflowAr = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    document.documentElement.removeAttribute('dir');
    el.locale = 'en';
    await el.updateComplete;
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    expect([overflow, overflowAr], 'no horizontal overflow at 390 px, English and Arabic').to.deep.equal([0, 0]);
    await pictures('composer-compare-card-tabs', el, true);
    tabs[2]!.click();
    await el.updateComplete;
    await pictures('composer-compare-card-tabs-mms', el, true);
    await accessibleEverywhere(el);
  });

  it('plain text without a fallback: nothing lost on RCS phones, nothing arrives without RCS', async () => {
    await setViewport({ width: 1440, height: 900 });
    const { el } = await mountDraft(
      { rcs: { text: 'Your order is ready for pickup at the Market St store.' } },
      { to: RCS_USER },
    );
    await compareOn(el);
    expect(losses(el, 'android')).to.deep.equal([]);
    expect(words(pane(el, 'ios').querySelector('[part~="pane-losses"]'))).to.contain('as you built it');
    expect(pane(el, 'sms').dataset.channel).to.equal('none');
    expect(losses(el, 'sms')).to.deep.equal(['smsNone']);
    expect(figures(el, 'sms')).to.equal('');
    expect(figures(el, 'android')).to.contain(costLine(el).rcs!);
    await pictures('composer-compare-text', el, false);
    await setViewport({ width: 390, height: 844 });
    $<HTMLInputElement>(el, '[part~="preview-toggle"] input').click();
    await el.updateComplete;
    await pictures('composer-compare-text', el, true);
    await accessibleEverywhere(el);
  });
});
