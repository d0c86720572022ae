/**
 * A carousel with a long card title never widens the editor: a folded card's title is cut with an ellipsis on its one
 * line (its whole text stays in the card's button for screen readers), the page never scrolls sideways at 390 px, and
 * no editor field runs under the previews or the phone comparison at 800 or 1440 px. Real sandbox, axe in each state.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { SendRequest } from '../../../src/schemas/messages.js';
import { shoot } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { $, $$, AGENT, RCS_USER, editorReady, mount } from './helpers.js';

const LONG =
  'Maple latte with oat milk and a very long description of the autumn tasting menu that never seems to end at all';
const CAROUSEL: SendRequest['rcs'] = {
  carousel: {
    cardWidth: 'MEDIUM',
    cards: [
      { title: 'Flat white', description: 'Double ristretto, silky milk.' },
      { title: LONG, description: 'Back for autumn.' },
      { title: 'Cold brew', description: 'Slow-steeped for 18 hours.' },
    ],
  },
  suggestions: [{ type: 'reply', text: 'Menu' }],
};

async function carousel(): Promise<ParleyComposer> {
  const { el } = await mount({ to: RCS_USER });
  el.value = { type: 'RCS', from: AGENT, to: RCS_USER, rcs: CAROUSEL };
  await editorReady(el);
  return el;
}

/** How far anything in the editor column reaches past the column's own box (0 when nothing does). */
function overflowOfForm(el: ParleyComposer): number {
  const form = $(el, '.form');
  const box = form.getBoundingClientRect();
  const rtl = getComputedStyle(el).direction === 'rtl';
  let worst = form.scrollWidth - form.clientWidth;
  for (const node of form.querySelectorAll<HTMLElement>('input, select, textarea, button, .toggle, .summary')) {
    const r = node.getBoundingClientRect();
    if (!r.width) continue;
    worst = Math.max(worst, rtl ? box.left - r.left : r.right - box.right);
  }
  return Math.round(worst);
}

const pageOverflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

async function settle(el: ParleyComposer) {
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

describe('<parley-composer> carousel layout', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('at 390 px a folded card with a long title is cut on its line; nothing scrolls sideways', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await carousel();
    await settle(el);
    const toggle = $$(el, '[data-list="rcs.carousel.cards"] > [data-index="1"] .toggle')[0]!;
    const summary = toggle.querySelector<HTMLElement>('.summary')!;
    expect(summary.scrollWidth, 'the title is longer than its line').to.be.above(summary.clientWidth);
    expect(getComputedStyle(summary).textOverflow).to.equal('ellipsis');
    expect(toggle.textContent, 'the whole title in the button').to.contain(LONG);
    expect(pageOverflow(), 'the page does not scroll sideways').to.equal(0);
    expect(overflowOfForm(el), 'no control past the editor column').to.be.at.most(0);
    await shoot('composer-carousel-long-title-390', { width: 390, height: 844, fullPage: true });
    await shoot('composer-carousel-long-title-390-dark', { width: 390, height: 844, dark: true, fullPage: true });
    el.locale = 'ar';
    await settle(el);
    document.documentElement.dir = 'rtl';
    const arabic = pageOverflow();
    document.documentElement.removeAttribute('dir');
    expect(arabic, 'nor in Arabic').to.equal(0);
    expect(overflowOfForm(el)).to.be.at.most(0);
    await shoot('composer-carousel-long-title-390-ar', { width: 390, height: 844, lang: 'ar' });
    el.locale = 'en';
    await settle(el);
    await expect(el).to.be.accessible();
  });

  it('at 800 and 1440 px (comparison on) the editor stays in its column, beside the previews', async () => {
    await setViewport({ width: 800, height: 900 });
    const el = await carousel();
    await settle(el);
    expect(overflowOfForm(el), 'at 800').to.be.at.most(0);
    expect(pageOverflow()).to.equal(0);
    await setViewport({ width: 1440, height: 900 });
    $<HTMLInputElement>(el, '[part~="compare-toggle"] input').click();
    await waitUntil(() => el.shadowRoot!.querySelector('.phone-panes.side'), 'the comparison side by side');
    await settle(el);
    const form = $(el, '.form').getBoundingClientRect();
    const previews = $(el, '.previews').getBoundingClientRect();
    expect(form.right, 'the editor ends before the phones begin').to.be.at.most(previews.left);
    expect(overflowOfForm(el), 'at 1440 with the comparison').to.be.at.most(0);
    expect(pageOverflow()).to.equal(0);
    await shoot('composer-carousel-long-title-1440-compare');
    await shoot('composer-carousel-long-title-1440-compare-dark', { dark: true });
    el.locale = 'ar';
    await settle(el);
    expect(overflowOfForm(el), 'in Arabic').to.be.at.most(0);
    await shoot('composer-carousel-long-title-1440-compare-ar', { lang: 'ar' });
    await expect(el).to.be.accessible();
    el.locale = 'en';
    await settle(el);
  });
});
