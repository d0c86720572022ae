/**
 * The device preview shows what an RBM client shows (`core/rbm-layout.ts`): cards cut to their height budget, chips
 * cut at 25 characters on one line, carousel cards at their width and their own heights, a phone frame, the scheduled
 * time; the editor says what phones cut; the preview stays beside the editor when wide and is a toggle when narrow.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { setViewport } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { SendRequest } from '../../../src/schemas/messages.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { $, $$, IMAGE, accessibleEverywhere, mountDraft, text } from './helpers.js';

const settle = (el: ParleyComposer) => async () => {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 450)); // a media URL is loaded once it has settled (400 ms)
  await el.updateComplete;
};

/** A composer holding `rcs` (and `extra`), its pictures loaded. */
async function withValue(rcs: SendRequest['rcs'], extra: Partial<SendRequest> = {}) {
  const mounted = await mountDraft({ rcs, ...extra });
  await settle(mounted.el)();
  return mounted;
}

/** The standard pictures, one more with the element itself in Arabic, and axe in light, dark and Arabic. */
async function looks(el: ParleyComposer, name: string): Promise<void> {
  await shootAll(name, { settle: settle(el) });
  el.locale = 'ar';
  await shoot(`${name}-arabic`, { lang: 'ar', settle: () => el.updateComplete });
  el.locale = 'en';
  await el.updateComplete;
  await accessibleEverywhere(el);
}

/**
 * The lines a card's text is shown as: the layout model's (`data-lines`), which the preview draws as its lines; the
 * page's fonts may wrap one of them again, so its drawn height is not the phone's.
 */
const lineCount = (node: HTMLElement) => {
  const lines = Number(node.dataset.lines);
  expect(node.textContent!.split('\n')).to.have.length(lines, 'drawn as the model’s lines');
  return lines;
};

describe('composer device preview', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('a card with tall media shows its title and description on one line each, and no suggestion; the editor says so', async () => {
    const { el } = await withValue({
      card: {
        title: 'Weekend special: 2-for-1 cold brew at every Acme Coffee store in the city',
        description:
          'Saturday and Sunday only. Bring a friend, show this message at the counter, and the second cold brew is on us.',
        media: { url: IMAGE, height: 'TALL' },
        suggestions: [{ type: 'reply', text: 'Count me in' }],
      },
    });
    const card = $(el, '[part="preview-card"]');
    expect(card.querySelector('.media')!.getBoundingClientRect().height).to.equal(264);
    expect(lineCount(card.querySelector('strong')!)).to.equal(1);
    expect(lineCount(card.querySelector('p')!)).to.equal(1);
    expect(card.querySelectorAll('.c-action')).to.have.length(0);
    // The phone's card height (the model's); the page's fonts may draw a model line on two.
    expect(Number(card.dataset.height)).to.be.at.most(344);
    // The editor flags each cut, per phone where they differ (an iPhone shows every media height as medium).
    expect(text(el, '#f-rcs-card-title-h')).to.equal('On Android: shown as 1 line. On iPhone: shown in full.');
    expect(text(el, '#f-rcs-card-description-h')).to.equal('Shown as 1 line on phones');
    expect(text(el, '.cut-note')).to.contain('Android does not show this suggestion');
    await looks(el, 'composer-preview-card-tall');
  });

  it('medium media keeps 2 of 4 suggestions; a long chip is cut at 25 characters on one line', async () => {
    const long = 'Reserve a table for this weekend at our downtown location';
    const { el } = await withValue({
      card: {
        title: 'Maple oat latte',
        description: 'Back for autumn.',
        media: { url: IMAGE, height: 'MEDIUM' },
        suggestions: [
          { type: 'reply', text: 'Order' },
          { type: 'reply', text: 'Menu' },
          { type: 'reply', text: 'Stores' },
          { type: 'reply', text: 'Later' },
        ],
      },
      suggestions: [
        { type: 'reply', text: long },
        { type: 'reply', text: 'No thanks' },
      ],
    });
    const actions = $$(el, '[part="preview-card"] .c-action').map((a) => a.textContent!.trim());
    expect(actions).to.deep.equal(['Order', 'Menu']);
    const chip = $$(el, '.screen > .chips .chip')[0]!;
    expect([...chip.textContent!.trim()]).to.have.length(25);
    expect(chip.textContent!.trim().endsWith('…')).to.equal(true);
    expect(chip.getBoundingClientRect().height).to.be.below(
      2 * parseFloat(getComputedStyle(chip).fontSize) + 12,
      'one line',
    );
    expect(text(el, '.cut-note')).to.contain('Android shows 2 of these 4 suggestions');
    await shootAll('composer-preview-card-medium-chips', { settle: settle(el) });
    await expect(el).to.be.accessible();
  });

  it('carousel cards take the carousel’s width and their own heights; a 4-line title is cut', async () => {
    const { el } = await withValue({
      carousel: {
        cardWidth: 'MEDIUM',
        cards: [
          {
            title: 'Maple oat latte is back for the autumn season at every Acme Coffee store near you',
            description: 'Our autumn favourite, made with organic oat milk and real maple syrup, hot or iced.',
            media: { url: IMAGE, height: 'MEDIUM' },
            suggestions: [
              { type: 'reply', text: 'Order' },
              { type: 'reply', text: 'Menu' },
            ],
          },
          { title: 'Cold brew', media: { url: IMAGE, height: 'SHORT' } },
        ],
      },
    });
    const cards = $$(el, '[part="preview-carousel"] [part="preview-card"]');
    expect(cards.map((c) => c.getBoundingClientRect().width)).to.deep.equal([232, 232]);
    const [tall, short] = cards.map((c) => c.getBoundingClientRect().height) as [number, number];
    expect(short).to.be.below(tall - 100, 'the short card is not stretched to the tallest');
    expect(lineCount(cards[0]!.querySelector('strong')!)).to.equal(1);
    expect($(el, '[part="preview-carousel"]').getBoundingClientRect().height).to.be.closeTo(tall, 20);
    expect(text(el, '#f-rcs-carousel-cards-0-title-h')).to.equal(
      'On Android: shown as 1 line. On iPhone: shown as 3 lines.',
    );
    await looks(el, 'composer-preview-carousel');

    // SMALL cards are 120 wide.
    el.value = { ...el.value, rcs: { carousel: { ...el.value.rcs!.carousel!, cardWidth: 'SMALL' } } };
    await settle(el)();
    expect($$(el, '[part="preview-card"]').map((c) => c.getBoundingClientRect().width)).to.deep.equal([120, 120]);
  });

  it('the phone shows the scheduled time, not "now"', async () => {
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setHours(9, 30, 0, 0);
    const { el } = await withValue({ text: 'See you Thursday' }, { scheduledTime: at.toISOString() });
    await waitUntil(() => text(el, '[part="phone"] .p-time') !== 'now', 'the preview kept "now"', { timeout: 4000 });
    expect(text(el, '[part="phone"] .p-time')).to.match(/9:30/);
  });

  it('wide: the preview stays beside the editor while the page scrolls; narrow: a Preview switch', async () => {
    await setViewport({ width: 1440, height: 600 });
    const { el } = await withValue({
      card: {
        title: 'Hi',
        description: 'x',
        suggestions: [
          { type: 'reply', text: 'a' },
          { type: 'reply', text: 'b' },
          { type: 'reply', text: 'c' },
          { type: 'reply', text: 'd' },
        ],
      },
    });
    const previews = $(el, '[part="preview"]');
    expect(getComputedStyle(previews).position).to.equal('sticky');
    expect(getComputedStyle($(el, '.pv-toggle')).display).to.equal('none');
    window.scrollTo(0, 700);
    await new Promise((r) => requestAnimationFrame(r));
    const top = previews.getBoundingClientRect().top;
    expect(top).to.be.within(-1, 600, 'the preview is in view after scrolling');
    window.scrollTo(0, 0);

    await setViewport({ width: 390, height: 844 });
    await el.updateComplete;
    const toggle = $<HTMLInputElement>(el, '.pv');
    expect(getComputedStyle(previews).display).to.equal('none');
    expect(getComputedStyle($(el, 'form')).display).not.to.equal('none');
    toggle.click();
    expect(toggle.getAttribute('role')).to.equal('switch');
    expect(getComputedStyle(previews).display).not.to.equal('none');
    expect(getComputedStyle($(el, 'form')).display).to.equal('none');
    await shootAll('composer-preview-toggle-on', { settle: settle(el) });
    await setViewport({ width: 390, height: 844 });
    await expect(el).to.be.accessible();
    toggle.click();
    expect(getComputedStyle(previews).display).to.equal('none');

    // Narrow and scrolled: the switch is never stuck over the content (it covered the message's label and counter
    // while typing); it scrolls away with the top of the composer, and nothing of the form is ever beneath it.
    const bar = $(el, '.pv-toggle');
    expect(getComputedStyle(bar).position).to.equal('static');
    const form = $(el, 'form').getBoundingClientRect();
    expect(bar.getBoundingClientRect().bottom, 'the switch above the form').to.be.at.most(form.top + 0.5);
    window.scrollTo(0, Math.min(400, document.documentElement.scrollHeight - innerHeight));
    await waitUntil(() => el.getBoundingClientRect().top < -50, 'the page scrolled past the composer top');
    expect(bar.getBoundingClientRect().bottom, 'the switch scrolled away with the composer top').to.be.below(1);
    const narrow = { width: 390, height: 844, settle: settle(el) };
    await shoot('composer-preview-toggle-scrolled-390', narrow);
    await shoot('composer-preview-toggle-scrolled-390-dark', { ...narrow, dark: true });
    el.locale = 'ar';
    await shoot('composer-preview-toggle-scrolled-390-ar', { ...narrow, lang: 'ar' });
    el.locale = 'en';
    await setViewport({ width: 390, height: 844 });
    await accessibleEverywhere(el);
    window.scrollTo(0, 0);
  });
});
