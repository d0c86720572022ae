/** Keyboard-only composition of a carousel (real key presses via sendKeys), and reordering by pointer. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { $, $$, RCS_USER, choose, editorReady, fill, mount } from './helpers.js';

const active = (el: ParleyComposer) => el.shadowRoot!.activeElement as HTMLElement | null;

/** Presses Tab (or Shift+Tab) until the focused control matches; fails after `max` presses. */
async function tabTo(
  el: ParleyComposer,
  matches: (node: HTMLElement) => boolean,
  back = false,
  max = 60,
): Promise<HTMLElement> {
  for (let i = 0; i < max; i++) {
    if (back) await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    if (back) await sendKeys({ up: 'Shift' });
    const node = active(el);
    if (node && matches(node)) return node;
  }
  throw new Error('focus never reached the wanted control');
}

const titles = (el: ParleyComposer) => el.value.rcs!.carousel!.cards.map((c) => c.title);
const isTitle = (index: number) => (node: HTMLElement) => node.id === `f-rcs-carousel-cards-${index}-title`;

describe('<parley-composer> keyboard and pointer', () => {
  it('composes, reorders and sends a carousel with the keyboard only', async () => {
    const { el } = await mount({ to: RCS_USER });
    await tabTo(el, (n) => n.getAttribute('name') === 'kind');
    expect((active(el) as HTMLInputElement).value).to.equal('text');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await editorReady(el);
    expect(el.value.rcs!.carousel).to.exist;

    await tabTo(el, isTitle(0));
    await sendKeys({ type: 'Lisbon' });
    // the second card is folded to one line: Enter on it opens it (and folds the first)
    await tabTo(el, (n) => n.classList.contains('toggle') && n.closest('li')?.dataset.index === '1');
    expect(active(el)!.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(active(el)!.getAttribute('aria-expanded')).to.equal('true');
    await tabTo(el, isTitle(1));
    await sendKeys({ type: 'Porto' });
    await tabTo(el, (n) => n.dataset.add === 'rcs.carousel.cards');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect($$(el, '.cards > li')).to.have.length(3);
    // Focus went into the new card's title (it appeared above Add card).
    expect(active(el)?.id).to.equal('f-rcs-carousel-cards-2-title');
    await sendKeys({ type: 'Faro' });
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Lisbon', 'Porto', 'Faro']);

    // a suggestion on the third card
    await tabTo(el, (n) => n.dataset.add === 'rcs.carousel.cards.2.suggestions');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await tabTo(el, (n) => n.id === 'f-rcs-carousel-cards-2-suggestions-0-text');
    await sendKeys({ type: 'Book' });

    // move Faro up twice: focus follows the moved card
    await tabTo(el, (n) => n.dataset.move === 'up' && n.closest('li')?.dataset.index === '2', true);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await new Promise((r) => (requestAnimationFrame(r), setTimeout(r, 100))); // a background tab gets no frames
    expect(titles(el)).to.deep.equal(['Lisbon', 'Faro', 'Porto']);
    expect(active(el)?.closest('li')?.dataset.index).to.equal('1');
    expect(active(el)?.dataset.move).to.equal('up');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    await new Promise((r) => (requestAnimationFrame(r), setTimeout(r, 100))); // a background tab gets no frames
    expect(titles(el)).to.deep.equal(['Faro', 'Lisbon', 'Porto']);
    // at the top "move up" is disabled, so focus lands on "move down" of the same card
    expect(active(el)?.closest('li')?.dataset.index).to.equal('0');
    expect(active(el)?.dataset.move).to.equal('down');
    expect(el.value.rcs!.carousel!.cards[0]!.suggestions![0]!.text).to.equal('Book');

    // card width by keyboard
    await tabTo(el, (n) => n.id === 'f-rcs-carousel-cardWidth', true);
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(el.value.rcs!.carousel!.cardWidth).to.equal('SMALL');

    await tabTo(el, (n) => n.getAttribute('part') === 'send-button');
    const sent = new Promise<void>((resolve) =>
      el.addEventListener('parley-message-sent', () => resolve(), { once: true }),
    );
    await sendKeys({ press: 'Enter' });
    await sent;
    expect(el.result!.rcs!.carousel!.cards.map((c) => c.title)).to.deep.equal(['Faro', 'Lisbon', 'Porto']);
  });

  it('reorders cards by dragging the handle, and the preview follows', async () => {
    const { el } = await mount({ to: RCS_USER });
    await choose(el, 'carousel');
    await fill(el, 'rcs.carousel.cards.0.title', 'A');
    await fill(el, 'rcs.carousel.cards.1.title', 'B');
    const transfer = new DataTransfer();
    $(el, '[data-index="0"] [part~="drag-handle"]').dispatchEvent(
      new DragEvent('dragstart', { dataTransfer: transfer, bubbles: true, composed: true }),
    );
    const target = $(el, '.cards > [data-index="1"]');
    const over = new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true, composed: true });
    target.dispatchEvent(over);
    expect(over.defaultPrevented).to.equal(true);
    target.dispatchEvent(
      new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, composed: true }),
    );
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['B', 'A']);
    expect($$(el, '[part~="preview-carousel"] strong').map((n) => n.textContent)).to.deep.equal(['B', 'A']);
  });
});
