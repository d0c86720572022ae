/**
 * Changing the content kind never deletes what was typed: Text → Media → Text brings the text back, a keyboard user
 * arrowing through the kind radios loses nothing, and a carousel's other cards come back with it. Real sandbox.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { shootAll } from '../helpers/screenshot.js';
import { $, RCS_USER, choose, editorReady, fill, input, mount, mountDraft } from './helpers.js';

const TEXT = 'Tasting on Friday at 5 pm. Reply YES to book a seat.';

const radio = (el: ParleyComposer, kind: string) => $<HTMLInputElement>(el, `input[name="kind"][value="${kind}"]`);

describe('<parley-composer> switching the content kind', () => {
  it('Text → Media → Text keeps the message text', async () => {
    const { el } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', TEXT);
    await choose(el, 'media');
    expect(el.value.rcs!.media).to.exist;
    await choose(el, 'text');
    expect(input(el, 'rcs.text').value).to.equal(TEXT);
    expect(el.value.rcs!.text).to.equal(TEXT);
    await shootAll('composer-kind-switch-back');
    await expect(el).to.be.accessible();
  });

  it('arrowing through every kind radio and back loses nothing', async () => {
    const { el } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', TEXT);
    radio(el, 'text').focus();
    for (const kind of ['media', 'card', 'carousel']) {
      await sendKeys({ press: 'ArrowRight' });
      await editorReady(el);
      expect(radio(el, kind).checked, kind).to.equal(true);
    }
    // The card and the carousel's first card carry the text as their description.
    expect(el.value.rcs!.carousel!.cards[0]!.description).to.equal(TEXT);
    for (const kind of ['card', 'media', 'text']) {
      await sendKeys({ press: 'ArrowLeft' });
      await editorReady(el);
      expect(radio(el, kind).checked, kind).to.equal(true);
    }
    expect(el.value.rcs!.text).to.equal(TEXT);
  });

  it('a carousel left for Text and chosen again has all its cards and its width back', async () => {
    const { el } = await mountDraft(
      {
        rcs: {
          carousel: {
            cardWidth: 'SMALL',
            cards: [
              { title: 'Flat white', description: 'Silky.' },
              { title: 'Cold brew', description: 'Slow.' },
              { title: 'Mocha', description: 'Rich.' },
            ],
          },
        },
      },
      { to: RCS_USER },
    );
    await choose(el, 'text');
    expect(el.value.rcs!.text).to.equal('Silky.');
    await fill(el, 'rcs.text', 'Silky and strong.');
    await choose(el, 'carousel');
    const carousel = el.value.rcs!.carousel!;
    expect(carousel.cardWidth).to.equal('SMALL');
    expect(carousel.cards.map((c) => c.title)).to.deep.equal(['Flat white', 'Cold brew', 'Mocha']);
    expect(carousel.cards[0]!.description, 'the text as edited').to.equal('Silky and strong.');
  });
});
