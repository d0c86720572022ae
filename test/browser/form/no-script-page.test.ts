/**
 * The hosted page's own form in Chromium before (or without) its module: the constraints the browser checks itself
 * and the pages a person sees, with axe and pictures (PARLEY_SHOTS). The element is never defined here.
 */
import { expect } from '@open-wc/testing';
import { renderFormHtml } from '../../../src/forms/html.js';
import { readFormPost } from '../../../src/forms/post.js';
import type { FormRender } from '../../../src/schemas/forms.js';
import { shootAll } from '../helpers/screenshot.js';
import { hostedPage } from './hosted-takeover.js';

describe('hosted page without scripts', () => {
  it("checks a phone number's pattern itself", async () => {
    await hostedPage({ fields: [{ key: 'phone', label: 'Phone', type: 'phone', defaultCountry: 'US' }] });
    const phone = document.querySelector<HTMLInputElement>('#f-phone')!;
    expect(phone.pattern, 'a pattern given').to.not.equal('');
    phone.value = 'abc';
    expect(phone.validity.patternMismatch, '"abc"').to.equal(true);
    phone.value = '+1 (415) 555-0100';
    expect(phone.validity.patternMismatch, '"+1 (415) 555-0100"').to.equal(false);
    expect(phone.validity.valid).to.equal(true);
  });

  it('draws the rating, the colour and the address as the element does', async () => {
    await hostedPage('Every field type', { values: { satisfaction: 3 } });
    const stars = [...document.querySelectorAll('.pf-star')].map(
      (s) => getComputedStyle(s.querySelector('.pf-glyph')!, '::before').content,
    );
    expect(stars).to.deep.equal(['"★"', '"★"', '"★"', '"☆"', '"☆"']);
    expect(document.querySelector('#f-address-help')!.textContent).to.include('Type 3 or more characters');
    await expect(document.querySelector('main')!).to.be.accessible();
    await shootAll('no-script-all-types', { fullPage: true });
  });

  it('says why the last page asks nothing, beside the button that sends', async () => {
    const page = await hostedPage('Event RSVP (gradient background)');
    const render = JSON.parse(page.definition) as FormRender;
    const post = await readFormPost(
      render,
      new URLSearchParams([
        ['name', 'Bo'],
        ['attending', 'no'],
        ['_page', '0'],
        ['_action', 'next'],
      ]),
      { locale: 'en' },
    );
    document.querySelector('main')!.innerHTML = renderFormHtml(render, { values: post.values, page: post.page });
    expect(document.querySelector('.pf-nothing')!.textContent).to.equal('Nothing more to answer — press RSVP to send.');
    expect(document.querySelector('.pf-primary')!.textContent).to.equal('RSVP');
    await expect(document.querySelector('main')!).to.be.accessible();
    await shootAll('no-script-rsvp-last');
  });
});
