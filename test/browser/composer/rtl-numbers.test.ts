/**
 * Example phone numbers in right-to-left hints keep their "+" in front: the Arabic catalog isolates them
 * left-to-right (U+2066 … U+2069). Measured where the characters are drawn, not by reading the string.
 */
import { expect } from '@open-wc/testing';
import { $, click, mount } from './helpers.js';

/** Where the "+" and the first digit after it are drawn in `el`'s text. */
function plusAndDigit(el: Element): { plus: number; digit: number } {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const at = node.data.indexOf('+1');
    if (at < 0) continue;
    const x = (i: number) => {
      const range = document.createRange();
      range.setStart(node!, i);
      range.setEnd(node!, i + 1);
      return range.getBoundingClientRect().x;
    };
    return { plus: x(at), digit: x(at + 1) };
  }
  throw new Error(`no phone number in "${el.textContent}"`);
}

describe('<parley-composer> in Arabic', () => {
  it('draws example numbers with the + on their left', async () => {
    const { el } = await mount({ locale: 'ar' });
    const recipient = plusAndDigit($(el, '#f-to-h'));
    expect(recipient.plus).to.be.below(recipient.digit);
    await click(el, '[part~="fallback"] input[type="checkbox"]');
    const sender = plusAndDigit($(el, '#f-fallback-from-h'));
    expect(sender.plus).to.be.below(sender.digit);
  });
});
