/**
 * A field's own error is worded in the element's language in every update that shows it, including the update in
 * which the language changes: the error is decided before the render (`willUpdate`), so it must use that update's
 * words, not the previous update's. Read after each update by a controller, as a user would see each frame.
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { errorOf, fill, mount } from './helpers.js';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

/** The text field's error as shown after every update of `el` from now on. */
function recordErrors(el: ParleyComposer): string[] {
  const seen: string[] = [];
  el.addController({ hostUpdated: () => void seen.push(errorOf(el, 'rcs.text') ?? '') });
  return seen;
}

describe('<parley-composer> field errors in the element language', () => {
  it('shows a field error in Arabic from the update in which the locale turns Arabic', async () => {
    const { el } = await mount({ locale: 'en' });
    await fill(el, 'rcs.text', 'x'.repeat(3073));
    const english = errorOf(el, 'rcs.text');
    expect(english, 'the English error').to.match(LATIN_WORD);
    const seen = recordErrors(el);
    el.locale = 'ar';
    await el.updateComplete;
    const shown = seen.filter(Boolean);
    expect(shown.length, 'updates that showed the error').to.be.greaterThan(0);
    for (const text of shown) {
      expect(text, `an update showed "${text}"`).to.match(ARABIC);
      expect(text).not.to.equal(english);
    }
    // And back: English again at once.
    seen.length = 0;
    el.locale = 'en';
    await el.updateComplete;
    for (const text of seen.filter(Boolean)) expect(text).to.equal(english);
  });

  it('shows a field error in Arabic in the first update that shows it', async () => {
    const { el } = await mount({ locale: 'ar' });
    const seen = recordErrors(el);
    await fill(el, 'rcs.text', 'x'.repeat(3073));
    const shown = seen.filter(Boolean);
    expect(shown.length, 'updates that showed the error').to.be.greaterThan(0);
    for (const text of shown) expect(text, `an update showed "${text}"`).to.match(ARABIC);
  });
});
