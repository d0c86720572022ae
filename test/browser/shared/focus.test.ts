/**
 * The runner's pages behave as a person's focused tab: a tab opened by a test (a link with target=_blank, as the
 * lightbox and link tests click) must not take focus events from the files that run in this page after it.
 */
import { expect } from '@open-wc/testing';

describe('test pages', () => {
  it('still fire focus events after a test opened another tab', async () => {
    const opened = window.open('about:blank', '_blank');
    try {
      const input = document.createElement('input');
      document.body.append(input);
      let focused = 0;
      input.addEventListener('focusin', () => focused++);
      input.focus();
      expect(document.activeElement).to.equal(input);
      expect(focused, 'a focus event after focus()').to.equal(1);
      expect(document.hasFocus()).to.equal(true);
      input.remove();
    } finally {
      opened?.close();
    }
  });
});
