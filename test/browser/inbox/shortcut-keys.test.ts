/**
 * The keyboard shortcuts as the sheet ("?") lists them: the sheet has its styles (a grid of keys in boxes, the
 * element's colours in light and dark, mirrored in Arabic); Escape in the reply box leaves it, so the next key is a
 * shortcut again ("n" opens a note, not an "n" in the reply); and the letters work by their place on an Arabic
 * keyboard, where the key printed "j" writes "ت". Pressed on the element in Chromium, against the sandbox.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { isLong, listReady, mount, openThread, settle, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';

const sheet = (m: Mounted) => m.$<HTMLDialogElement>('dialog.shortcuts');

/** A key as an Arabic (101) layout gives it: what it writes (`key`) and where it is (`code`). */
function pressArabic(target: HTMLElement, key: string, code: string, shiftKey = false): void {
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, composed: true, cancelable: true }),
  );
}

describe('<parley-inbox> keyboard shortcuts, as the sheet lists them', () => {
  it('the sheet has its styles: keys in boxes on a grid, the element’s colours in light and dark, mirrored in Arabic', async () => {
    const m = await mount();
    await listReady(m);
    m.$$<HTMLElement>('[part~="thread-row"]')[0]!.focus();
    await sendKeys({ press: '?' });
    await waitUntil(() => sheet(m)?.open, 'the sheet open');
    const dialog = sheet(m)!;
    const style = (selector: string) => getComputedStyle(dialog.querySelector(selector) ?? dialog);
    expect(style('dl').display, 'keys and what they do side by side').to.equal('grid');
    expect(style('kbd').borderTopStyle, 'each key in a box').to.equal('solid');
    expect(style('dd').marginInlineStart).to.equal('0px');
    // The element's palette (what `var(--_bg)` and `var(--_text)` are in its shadow root), not the page's dialog colours.
    const palette = () => {
      const probe = document.createElement('span');
      probe.style.background = 'var(--_bg)';
      probe.style.color = 'var(--_text)';
      m.root.append(probe);
      const { backgroundColor, color } = getComputedStyle(probe);
      probe.remove();
      return { backgroundColor, color };
    };
    const colours = () => ({
      backgroundColor: getComputedStyle(dialog).backgroundColor,
      color: getComputedStyle(dialog).color,
    });
    const light = palette();
    expect(colours()).to.deep.equal(light);
    m.el.setAttribute('theme', 'dark');
    await m.el.updateComplete;
    expect(palette(), 'a dark palette').not.to.deep.equal(light);
    expect(colours()).to.deep.equal(palette());
    m.el.setAttribute('theme', 'light');
    m.el.setAttribute('locale', 'ar');
    await waitUntil(() => dialog.textContent!.includes('المحادثة التالية'), 'the Arabic words');
    expect(style('dt').textAlign).to.equal('end');
    expect(style('dt').direction).to.equal('rtl');
    m.el.removeAttribute('locale');
    await waitUntil(() => dialog.textContent!.includes('Next conversation'), 'English again');
    expect(dialog.textContent).to.contain('Leave the reply box, back to the list, close');
    await shots(m, 'inbox-shortcuts-sheet');
    await accessibleEverywhere(m, () => !!sheet(m)?.textContent!.includes('المحادثة التالية'));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !sheet(m), 'closed');
    m.el.remove();
  });

  it('Escape leaves the reply box, its draft kept: "n" then opens a note, and Escape goes back to the list', async () => {
    const m = await mount();
    await openThread(m, isLong);
    await settle(m);
    const reply = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    reply.focus();
    await sendKeys({ type: 'Hello' });
    await sendKeys({ press: 'Escape' });
    expect(m.root.activeElement?.className, 'out of the box, on the log').to.contain('messages');
    expect(inboxState(m.el).selectedId, 'the thread still open').to.equal(inboxState(m.el).thread!.id);
    await sendKeys({ press: 'n' });
    await waitUntil(() => m.root.activeElement?.matches('#note-new'), 'n opened a note');
    expect(reply.value, 'nothing typed into the reply').to.equal('Hello');
    m.$<HTMLElement>('.messages')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !inboxState(m.el).selectedId, 'back to the list');
    m.el.remove();
  });

  it('j, k and ? by their place on an Arabic keyboard; a letter the host mapped as written still works', async () => {
    const m = await mount({ attrs: { locale: 'ar' } });
    await listReady(m);
    const rows = () => m.$$<HTMLElement>('[part~="thread-row"]');
    rows()[0]!.focus();
    pressArabic(rows()[0]!, 'ت', 'KeyJ');
    await waitUntil(() => m.root.activeElement === rows()[1], 'the key printed j moved down');
    pressArabic(rows()[1]!, 'ن', 'KeyK');
    await waitUntil(() => m.root.activeElement === rows()[0], 'the key printed k moved up');
    pressArabic(rows()[0]!, '؟', 'Slash', true);
    await waitUntil(() => sheet(m)?.open, 'the key printed ? opened the sheet');
    sheet(m)!.close();
    await waitUntil(() => !sheet(m), 'closed');
    m.el.shortcuts = { next: 'ت' };
    await m.el.updateComplete;
    rows()[0]!.focus();
    pressArabic(rows()[0]!, 'ت', 'KeyJ');
    await waitUntil(() => m.root.activeElement === rows()[1], 'the host’s own key');
    m.el.remove();
  });
});
