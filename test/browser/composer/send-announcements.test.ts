/**
 * What a send sounds like, on every path, in real Chromium against the in-page sandbox: the exact lines of every live
 * region of the composer (politeness included) and the exact `parley-message-sent` events with their detail, for a
 * send that goes at once, one refused (4xx) and then sent again with Send, one written with the network cut (kept by the
 * outbox) and sent when it is back, and a kept send the outbox delivered, then shown as sent (one key, one event).
 */
import { expect } from '@open-wc/testing';
import { getOutbox } from '../../../src/api/outbox.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shoot } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { recordLiveRegions, recordSentEvents } from '../outbox/live-record.js';
import { emptyOutbox, REFUSAL, sendLine } from '../outbox/send-line.js';
import { fill, mount, RCS_USER } from './helpers.js';

/** The carriers never move the message on during a test: the result stays "waiting for delivery". */
const STILL = { carrierDelays: { sent: 600_000, delivered: 600_000, read: 600_000 } };
const SENT = `Sent as RCS to ${RCS_USER}, waiting for delivery…`;

/** The sandbox's one stored message with this RCS text (exactly one: no duplicate on any path). */
function storedOnce(box: TestSandbox, text: string) {
  const found = Object.values(box.sandbox.store.data.messages).filter((x) => x.rcs?.text === text);
  expect(found, `messages stored with "${text}"`).to.have.length(1);
  return found[0]!;
}

async function setUp(text: string) {
  const box = await startTestSandbox({ sandbox: STILL });
  const line = sendLine(box);
  const { el } = await mount({ box: { ...box, client: line.client }, to: RCS_USER });
  await fill(el, 'rcs.text', text);
  const live = recordLiveRegions(el.shadowRoot!);
  const heard = recordSentEvents(el);
  const send = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="send-button"]')!.click();
  return { box, line, el, live, heard, send };
}

const outboxItems = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('[part~="outbox-item"]')];

describe('<parley-composer> a send on its way out: live regions and parley-message-sent on every path', function () {
  this.timeout(180_000);
  beforeEach(emptyOutbox);
  after(emptyOutbox);

  it('sent at once: "Sending…" then the result politely, one event with the message, its thread and its key', async () => {
    const { box, line, el, live, heard, send } = await setUp('Sent at once');
    // The assertive region is there, empty, before anything is said in it: a region added with its words is not read.
    const assertive = el.shadowRoot!.querySelector('[aria-live="assertive"]');
    expect(assertive, 'an assertive live region').to.exist;
    expect(assertive!.textContent!.trim()).to.equal('');
    send();
    await waitUntil(
      () => el.phase === 'sent' && live.said.length === 2,
      () => JSON.stringify(live.said),
    );
    await el.updateComplete;
    const message = storedOnce(box, 'Sent at once');
    expect(live.said).to.deep.equal([
      { politeness: 'polite', text: 'Sending…' },
      { politeness: 'polite', text: SENT },
    ]);
    expect(heard).to.deep.equal([
      {
        text: 'Sent at once',
        messageId: message.id,
        conversationId: message.conversationId,
        idempotencyKey: line.sends[0]!.key,
      },
    ]);
    await expect(el).to.be.accessible();
    await shoot('composer-sent-1440', { settle: () => el.updateComplete });
    await shoot('composer-sent-390', { width: 390, height: 844, fullPage: true, settle: () => el.updateComplete });
    live.stop();
  });

  it('refused (4xx): "Message not sent: <reason>." assertively (no Retry); sent again with Send: the result and one event under the first key', async () => {
    const { box, line, el, live, heard, send } = await setUp('Refused, then sent');
    line.set('refuse');
    send();
    await waitUntil(
      () => el.phase === 'failed' && live.said.length === 2,
      () => JSON.stringify(live.said),
    );
    await el.updateComplete;
    // In the element's words (the service's text is for developers), and no Retry: the same request is refused again.
    const failure = 'Message not sent: the service refused this message.';
    expect(live.said).to.deep.equal([
      { politeness: 'polite', text: 'Sending…' },
      { politeness: 'assertive', text: failure },
    ]);
    expect(heard).to.deep.equal([]);
    await expect(el).to.be.accessible();
    await shoot('composer-failed-1440', { settle: () => el.updateComplete });
    await shoot('composer-failed-390', { width: 390, height: 844, fullPage: true, settle: () => el.updateComplete });

    expect(el.shadowRoot!.querySelector('[part~="status"] button'), 'no Retry').to.equal(null);
    expect(JSON.stringify(live.said)).not.to.contain(REFUSAL);

    line.set('up');
    send();
    await waitUntil(
      () => el.phase === 'sent' && live.said.length === 4,
      () => JSON.stringify(live.said),
    );
    await el.updateComplete;
    const message = storedOnce(box, 'Refused, then sent');
    expect(live.said).to.deep.equal([
      { politeness: 'polite', text: 'Sending…' },
      { politeness: 'assertive', text: failure },
      { politeness: 'polite', text: 'Sending…' },
      { politeness: 'polite', text: SENT },
    ]);
    const keys = [...new Set(line.sends.map((s) => s.key))];
    expect(keys).to.have.length(1);
    expect(line.sends.map((s) => s.status)).to.deep.equal([400, 200]);
    expect(heard).to.deep.equal([
      {
        text: 'Refused, then sent',
        messageId: message.id,
        conversationId: message.conversationId,
        idempotencyKey: keys[0],
      },
    ]);
    live.stop();
  });

  it('written with the network cut: kept ("Waiting to send"), sent when it is back: the result politely and one event', async () => {
    const { box, line, el, live, heard, send } = await setUp('Kept, then sent');
    line.set('cut');
    send();
    await waitUntil(() => outboxItems(el).length === 1, 'the send was not kept');
    await el.updateComplete;
    expect(live.said).to.deep.equal([
      { politeness: 'polite', text: 'Sending…' },
      { politeness: 'polite', text: 'Waiting to send (1)' },
    ]);
    const key = getOutbox().items[0]!.idempotencyKey;

    line.set('up');
    dispatchEvent(new Event('online'));
    await waitUntil(() => heard.length === 1, 'no parley-message-sent after the outbox sent it');
    await getOutbox().settled();
    await waitUntil(
      () => outboxItems(el).length === 0 && live.said.length === 3,
      () => JSON.stringify(live.said),
    );
    const message = storedOnce(box, 'Kept, then sent');
    expect(live.said).to.deep.equal([
      { politeness: 'polite', text: 'Sending…' },
      { politeness: 'polite', text: 'Waiting to send (1)' },
      { politeness: 'polite', text: SENT },
    ]);
    expect(heard).to.deep.equal([
      { text: 'Kept, then sent', messageId: message.id, conversationId: message.conversationId, idempotencyKey: key },
    ]);
    expect(line.sends.filter((s) => s.status === 200).map((s) => s.key)).to.deep.equal([key]);
    live.stop();
  });

  it('a kept send the outbox delivered is shown as a send that went: one message, one event, said once', async () => {
    const { box, line, el, heard, send, live } = await setUp('Flushed, then shown as sent');
    line.set('cut');
    send();
    await waitUntil(() => outboxItems(el).length === 1, 'the send was not kept');
    const key = getOutbox().items[0]!.idempotencyKey;
    line.set('up');
    dispatchEvent(new Event('online'));
    await waitUntil(() => heard.length === 1, 'no parley-message-sent after the outbox sent it');
    await getOutbox().settled();
    // The composer shows it as sent (its result, "Send another"): the user is not left to send the same draft again.
    await waitUntil(() => el.phase === 'sent', 'the kept send was not shown as sent');
    await el.updateComplete;
    const message = storedOnce(box, 'Flushed, then shown as sent');
    expect(el.result?.id).to.equal(message.id);
    expect(line.sends.filter((s) => s.status === 200).map((s) => s.key)).to.deep.equal([key]);
    expect(heard).to.deep.equal([
      {
        text: 'Flushed, then shown as sent',
        messageId: message.id,
        conversationId: message.conversationId,
        idempotencyKey: key,
      },
    ]);
    expect(live.said.slice(0, 3)).to.deep.equal([
      { politeness: 'polite', text: 'Sending…' },
      { politeness: 'polite', text: 'Waiting to send (1)' },
      { politeness: 'polite', text: SENT },
    ]);
    live.stop();
  });
});
