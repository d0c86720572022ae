/**
 * A reply on its way ("Sending…", its request not answered yet) is a state people read: it is shown as sending and
 * meets contrast like every other bubble, in light and dark.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../helpers/wait.js';
import { gatedClient, startTestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { isLong, mount, openThread } from './helpers.js';

describe('<parley-inbox> a reply being sent', () => {
  it('shows "Sending…" until the answer comes, and is axe-clean meanwhile', async () => {
    const box = await startTestSandbox();
    const { client, release } = gatedClient(box, '/send');
    const m = await mount({ box, client });
    await openThread(m, isLong);
    const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    input.focus();
    await sendKeys({ type: 'On its way' });
    await sendKeys({ press: 'Enter' });
    const sending = () => m.$$('[part~="messages"] .bubble.sending');
    await waitUntil(
      () => sending().some((b) => b.textContent!.includes('On its way')),
      'the reply is not shown sending',
    );
    expect(sending()[0]!.querySelector('[part="status"]')!.textContent!.trim()).to.equal('Sending…');
    await expect(m.el).to.be.accessible();
    m.el.setAttribute('theme', 'dark');
    await m.el.updateComplete;
    await expect(m.el).to.be.accessible();
    await shootAll('inbox-reply-sending', { settle: () => m.el.updateComplete });
    release();
    await waitUntil(() => sending().length === 0, 'still shown as sending after the answer');
  });
});
