/**
 * A reply whose answer is slow arrives first on the event stream. It is this user's own reply, not a teammate's: the
 * next reply goes out without "… replied, send yours too?", as it does on a fast connection.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { gatedClient, startTestSandbox } from '../helpers/sandbox.js';
import { isLong, mount, openThread } from './helpers.js';
import { inboxState } from './harness.js';

describe('<parley-inbox> own reply echoed on the stream before its answer', () => {
  it('sends the next reply without asking about a teammate', async () => {
    const box = await startTestSandbox();
    // Sends reach the service (stored, on the stream) but their answers wait until released.
    const { client, release } = gatedClient(box, '/send', 'answer');
    const m = await mount({ box, client });
    await openThread(m, isLong);
    const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    input.value = '';
    input.dispatchEvent(new Event('input'));
    input.focus();
    await sendKeys({ type: 'First reply' });
    await sendKeys({ press: 'Enter' });
    const thread = () => inboxState(m.el).thread!;
    await waitUntil(
      () => thread().messages.some((x) => x.rcs?.text === 'First reply' || x.text === 'First reply'),
      'the first reply on the stream',
    );
    expect(
      thread().pending.map((p) => p.state),
      'its answer not here yet',
    ).to.deep.equal(['sending']);
    await m.el.updateComplete;
    const shown = m.$$('[part~="messages"] .bubble').filter((b) => b.textContent!.includes('First reply'));
    expect(shown, 'shown once, as the message').to.have.length(1);

    input.focus();
    await sendKeys({ type: 'Second reply' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => thread().pending.length === 2, 'the second reply was not sent');
    expect(m.$('[part~="collision"]'), 'asked about a teammate').to.equal(null);
    release();
    await waitUntil(() => thread().pending.length === 0, 'replies still pending');
    const texts = thread().messages.map((x) => x.rcs?.text ?? x.text);
    expect(texts.filter((t) => t === 'First reply')).to.have.length(1);
    expect(texts.filter((t) => t === 'Second reply')).to.have.length(1);
  });
});
