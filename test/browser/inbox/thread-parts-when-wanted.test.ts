/**
 * Parts of an opened thread loaded when wanted (docs/decisions/064-thread-parts-when-wanted.md), used in Chromium
 * against the real sandbox: the note box's `@` suggestions are not fetched with the notes, and an `@` that reaches
 * the box before their part (text put in without the box taking focus, which is what fetches it) still shows the
 * list in the very update that shows the text, with its live region.
 */
import { expect } from '@open-wc/testing';
import { openNotes } from './harness.js';
import { isLong, mount, openThread } from './helpers.js';

// The test runner's own modules fill the default buffer of 250 entries: room for the ones fetched from here on.
performance.setResourceTimingBufferSize(100_000);
const fetched = (name: RegExp) => performance.getEntriesByType('resource').some((e) => name.test(e.name));
/** A style rule of the part, adopted with it. */
const adopted = (root: ShadowRoot, selector: string) =>
  root.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((r) => r.cssText.startsWith(selector)));

describe('<parley-inbox> thread parts loaded when wanted', () => {
  it('fetches the @ suggestions on demand, and an @ typed before they arrive waits for them, not lost', async () => {
    const m = await mount();
    m.el.users = [
      { id: 'user_ben', name: 'Ben Ito' },
      { id: 'user_cy', name: 'Cy Berg' },
    ];
    await openThread(m, isLong);
    const box = await openNotes(m.el);
    expect(fetched(/mention-combo/), 'not with the notes panel').to.equal(false);
    expect(adopted(m.root, '.mentions-list'), 'nor its styles').to.equal(false);

    // The text arrives without the box taking focus: the input itself asks for the part, and the update waits.
    box.value = 'Please call @';
    box.setSelectionRange(box.value.length, box.value.length);
    box.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await m.el.updateComplete;
    const options = m.$$('[part~="mention-option"]').map((o) => o.textContent!.trim());
    expect(options).to.deep.equal(['Ben Ito', 'Cy Berg']);
    expect(m.$('[part~="mention-list"]')!.hidden).to.equal(false);
    expect(box.getAttribute('aria-activedescendant')).to.equal('note-mentions-0');
    expect(m.$('.note-box [role="status"]')!.textContent).to.contain('2');
    expect(box.value, 'the text as typed').to.equal('Please call @');
    expect(fetched(/mention-combo/)).to.equal(true);
    expect(adopted(m.root, '.mentions-list')).to.equal(true);
  });
});
