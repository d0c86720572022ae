/**
 * Adding and removing a suggestion or a carousel card from the keyboard: each is said by the composer's polite live
 * region, as a move is ("Card 3 added", "Card 3 removed"; Spanish and Arabic from their catalogs), and focus goes
 * where a keyboard user continues: into the new item's first field after Add; after Remove, onto the Remove of the
 * item now in its place (or of the one before it), or the Add button once none is left. Real key presses; axe and
 * pictures of the added state.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { $, $$, RCS_USER, accessibleEverywhere, choose, editorReady, listen, mount } from './helpers.js';

const CARDS = 'rcs.carousel.cards';
const SUGGESTIONS = 'rcs.suggestions';

/** Where focus is, as a name a failure can print. */
const focusIn = (el: ParleyComposer) => {
  const a = el.shadowRoot!.activeElement as HTMLElement | null;
  if (!a) return `page ${document.activeElement?.tagName}`;
  const item = a.closest<HTMLElement>('[data-index]');
  return a.id || `${a.getAttribute('aria-label') ?? a.textContent!.trim()}${item ? ` @${item.dataset.index}` : ''}`;
};

/** Presses Enter on `button` as a keyboard user does (focus, then the key). */
async function press(el: ParleyComposer, button: HTMLElement) {
  button.focus();
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

const removeOf = (el: ParleyComposer, list: string, index: number) =>
  $(el, `[data-list="${list}"] > [data-index="${index}"] [data-remove]`);
const lastSaid = async (el: ParleyComposer, said: string[], text: string) => {
  await waitUntil(
    () => said.at(-1) === text,
    () => `said ${JSON.stringify(said)}, not "${text}"`,
  );
  await el.updateComplete;
};

describe('<parley-composer> adding and removing list items from the keyboard', function () {
  this.timeout(120_000);

  it('cards: "Card 3 added" with focus in its title; removals said, focus on the neighbour, then Add card', async () => {
    const { el } = await mount({ to: RCS_USER });
    await choose(el, 'carousel');
    await editorReady(el);
    const said = listen(el);
    expect($$(el, `[data-list="${CARDS}"] > li`)).to.have.length(2);

    await press(el, $(el, `[data-add="${CARDS}"]`));
    await lastSaid(el, said, 'Card 3 added');
    expect(focusIn(el), 'focus in the new card’s first field').to.equal('f-rcs-carousel-cards-2-title');
    await sendKeys({ type: 'Faro' });
    expect(el.value.rcs!.carousel!.cards[2]!.title).to.equal('Faro');
    await shootAll('composer-card-added', { settle: () => el.updateComplete, fullPage: true });
    await accessibleEverywhere(el);

    // The last card: focus goes to the card before it.
    await press(el, removeOf(el, CARDS, 2));
    await lastSaid(el, said, 'Card 3 removed');
    expect(focusIn(el)).to.equal('Remove Card 2 @1');
    // The first card: focus goes to the card now in its place.
    await press(el, removeOf(el, CARDS, 0));
    await lastSaid(el, said, 'Card 1 removed');
    expect(focusIn(el)).to.equal('Remove Card 1 @0');
    // None left: Add card.
    await press(el, removeOf(el, CARDS, 0));
    await lastSaid(el, said, 'Card 1 removed');
    expect(focusIn(el)).to.equal('Add card');
    expect(
      said.filter((s) => s === 'Card 1 removed'),
      'each removal said',
    ).to.have.length(2);
  });

  it('suggestions: "Suggestion 1 added" with focus in its first field; removed, focus back on Add suggestion', async () => {
    const { el } = await mount({ to: RCS_USER });
    const said = listen(el);
    await press(el, $(el, `[data-add="${SUGGESTIONS}"]`));
    await lastSaid(el, said, 'Suggestion 1 added');
    expect(focusIn(el)).to.equal('f-rcs-suggestions-0-type');
    await press(el, $(el, `[data-add="${SUGGESTIONS}"]`));
    await lastSaid(el, said, 'Suggestion 2 added');
    expect(focusIn(el)).to.equal('f-rcs-suggestions-1-type');
    await shootAll('composer-suggestion-added', { settle: () => el.updateComplete, fullPage: true });
    await accessibleEverywhere(el);

    await press(el, removeOf(el, SUGGESTIONS, 0));
    await lastSaid(el, said, 'Suggestion 1 removed');
    expect(focusIn(el)).to.equal('Remove Suggestion 1 @0');
    await press(el, removeOf(el, SUGGESTIONS, 0));
    await lastSaid(el, said, 'Suggestion 1 removed');
    expect(focusIn(el)).to.equal('Add suggestion to Message');
  });

  for (const [locale, added, removed] of [
    ['es', 'Se añadió Tarjeta 3', 'Se quitó Tarjeta 3'],
    ['ar', 'تمت إضافة البطاقة 3', 'تمت إزالة البطاقة 3'],
  ] as const) {
    it(`says it in the catalog's words (${locale})`, async () => {
      const { el } = await mount({ to: RCS_USER, locale });
      await choose(el, 'carousel');
      await editorReady(el);
      const said = listen(el);
      await press(el, $(el, `[data-add="${CARDS}"]`));
      await lastSaid(el, said, added);
      expect(focusIn(el)).to.equal('f-rcs-carousel-cards-2-title');
      await shoot(`composer-card-added-${locale}-locale`, { lang: locale, settle: () => el.updateComplete });
      await press(el, removeOf(el, CARDS, 2));
      await lastSaid(el, said, removed);
    });
  }
});
