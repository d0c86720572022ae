/**
 * Reactions beyond the six: "More reactions" in the reaction picker opens a searchable grid
 * (loaded on that press), navigable with the keyboard; the chosen emoji is sent as a reaction and shown.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { COLUMNS, gridMove, searchEmoji, EMOJI } from '../../../src/components/inbox/emoji-picker.js';
import { inboxState } from './harness.js';
import { accessibleEverywhere, shots } from './looks.js';
import { isLong, mount, openThread, settle, type Mounted } from './helpers.js';

const focused = (m: Mounted) => m.el.shadowRoot!.activeElement as HTMLElement | null;

async function openGrid(m: Mounted): Promise<HTMLElement> {
  const toggles = m.$$<HTMLButtonElement>('[part~="react-button"]');
  const toggle = toggles.at(-1)!;
  toggle.focus();
  toggle.click();
  await waitUntil(() => m.$('[part~="more-reactions"]'), 'the picker with More');
  m.$<HTMLButtonElement>('[part~="more-reactions"]')!.click();
  await waitUntil(
    () => m.$('[part~="emoji-picker"]') && focused(m)?.classList.contains('emoji-search'),
    'the grid, focus in its search box',
  );
  return toggle;
}

describe('<parley-inbox> emoji picker', () => {
  it('a curated few hundred emoji, searched by keywords; grid moves by cell and row', () => {
    expect(EMOJI.length).to.be.within(300, 600);
    expect(new Set(EMOJI.map((e) => e.emoji)).size).to.equal(EMOJI.length);
    expect(searchEmoji('coffee').map((e) => e.emoji)).to.deep.equal(['☕']);
    expect(searchEmoji('heart red').map((e) => e.emoji)).to.deep.equal(['❤️']);
    expect(gridMove('ArrowDown', 2, 30)).to.equal(2 + COLUMNS);
    expect(gridMove('ArrowUp', 2, 30)).to.equal(-1);
    expect(gridMove('End', 9, 30)).to.equal(15);
    expect(gridMove('End', 25, 30)).to.equal(29);
    expect(gridMove('Home', 13, 30)).to.equal(8);
  });

  it('"More reactions" opens a searchable grid; arrows and Enter react with the chosen emoji', async () => {
    const m = await mount();
    await openThread(m, isLong);
    await settle(m);
    const toggle = await openGrid(m);
    const message = inboxState(m.el).thread!.messages.at(-1)!;
    await shots(m, 'inbox-emoji-grid');
    await accessibleEverywhere(m, () => m.$<HTMLInputElement>('.emoji-search')?.placeholder === 'ابحث عن رمز تعبيري');
    m.$<HTMLInputElement>('.emoji-search')!.focus();

    await sendKeys({ type: 'zzzz' });
    await waitUntil(() => m.$('.emoji-empty'), 'nothing found');
    expect(m.$('.emoji-empty')!.textContent).to.equal('No emoji found');
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'party' });
    await waitUntil(() => m.$$('.emoji-grid button').length === 2, 'two party emoji');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focused(m)?.dataset.emojiCell === '0', 'the first cell focused');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => focused(m)?.dataset.emojiCell === '1', 'the second cell focused');
    expect(focused(m)!.textContent).to.equal('🎉');
    await sendKeys({ press: 'Enter' });
    await waitUntil(
      () =>
        inboxState(m.el)
          .thread!.messages.find((x) => x.id === message.id)!
          .reactions.some((r) => r.emoji === '🎉'),
      'the reaction sent',
      { timeout: 10_000 },
    );
    await m.el.updateComplete;
    expect(m.$('[part~="emoji-picker"]')).to.equal(null);
    expect(focused(m)).to.equal(toggle);
    expect(m.$$('[part~="reaction"]').some((r) => r.textContent!.includes('🎉'))).to.equal(true);

    // Escape closes the grid and returns focus to the toggle.
    await openGrid(m);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !m.$('[part~="emoji-picker"]'), 'closed');
    expect(focused(m)!.getAttribute('part')).to.contain('react-button');
  });
});
