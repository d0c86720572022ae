/**
 * A reply from a phone number goes as SMS or MMS by the service's one rule, counted in characters
 * (docs/decisions/085-characters-are-code-points.md): 3072 emoji (6144 UTF-16 units) are an SMS, 3073 an MMS, and
 * the real sandbox takes each as sent. Real Chromium; the reply is pasted and sent with Enter.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Message, SendRequest } from '../../../src/schemas/messages.js';
import { LIMITS } from '../../../src/schemas/constants.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { isLong, LONG_THREAD, mount, openThread, type Mounted } from './helpers.js';

const emoji = (n: number) => '😀'.repeat(n);

/**
 * Pastes `text` into the reply box as the browser inserts a paste, sends it with Enter, and waits for the service's
 * answer: the message it stored, or the refusal the reply's bubble shows.
 */
async function pasteAndSend(m: Mounted, text: string): Promise<{ request: SendRequest; stored: Message }> {
  const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
  input.focus();
  input.select();
  document.execCommand('insertText', false, text);
  await m.el.updateComplete;
  const send = oneEvent(m.el, 'parley-message-send');
  await sendKeys({ press: 'Enter' });
  const request = ((await send) as CustomEvent<SendRequest>).detail;
  const storedOne = () => Object.values(m.sandbox.store.data.messages).find((x) => x.text === text);
  const refusal = () => inboxState(m.el).thread?.pending.find((p) => p.state === 'failed')?.error;
  await waitUntil(() => storedOne() || refusal(), 'the service answered the reply');
  expect(refusal(), `the service refused the ${request.type}`).to.equal(undefined);
  return { request, stored: storedOne()! };
}

describe('<parley-inbox> reply: SMS or MMS by characters', () => {
  beforeEach(() => localStorage.clear());

  it('3072 emoji go as an SMS, 3073 as an MMS, and the sandbox takes each as it was sent', async () => {
    const m = await mount();
    await openThread(m, isLong);
    const sms = await pasteAndSend(m, emoji(LIMITS.smsFallbackText));
    expect(sms.request).to.deep.include({ type: 'SMS', from: LONG_THREAD.from, to: LONG_THREAD.to });
    expect(sms.request.text).to.have.length(2 * LIMITS.smsFallbackText);
    expect(sms.stored.type, 'the sandbox took it as the SMS it is').to.equal('SMS');

    await waitUntil(() => m.$<HTMLTextAreaElement>('[part~="reply-input"]')!.value === '', 'the reply box emptied');
    const mms = await pasteAndSend(m, emoji(LIMITS.smsFallbackText + 1));
    expect(mms.request.type).to.equal('MMS');
    expect(mms.stored.type).to.equal('MMS');
  });
});
