/**
 * What a reply's way out sounds like, on every path, in real Chromium against the in-page sandbox: the exact lines of
 * every live region of the inbox (politeness included) and the exact `parley-message-sent` events with their detail,
 * for a reply sent at once, refused (4xx) and then sent on Retry, and written while the network is cut (kept by the
 * outbox) and sent when it is back, in its own thread or after the user moved to another one, and a message whose
 * delivery failed (said assertively) sent again with Retry.
 */
import { expect } from '@open-wc/testing';
import { getOutbox } from '../../../src/api/outbox.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shoot } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { recordLiveRegions, recordSentEvents } from '../outbox/live-record.js';
import { emptyOutbox, REFUSAL, sendLine } from '../outbox/send-line.js';
import { inboxState } from './harness.js';
import { isLong, LONG_THREAD, mount, openThread, scrollTo, settle, type Mounted } from './helpers.js';

const FAILING = '+14155559999'; // sandbox test number: every delivery fails

async function reply(m: Mounted, text: string): Promise<void> {
  const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
  input.value = text;
  input.dispatchEvent(new Event('input'));
  await m.el.updateComplete;
  m.$<HTMLButtonElement>('[part~="send-button"]')!.click();
}

/** The sandbox's one stored message with this text (it must be exactly one: no duplicate on any path). */
function storedOnce(box: TestSandbox, text: string) {
  const found = Object.values(box.sandbox.store.data.messages).filter((x) => x.text === text);
  expect(found, `messages stored with "${text}"`).to.have.length(1);
  return found[0]!;
}

const outboxItems = (m: Mounted) => m.$$('[part~="outbox-item"]');

/** The state at 1440×900 and on a 390×844 phone (the inbox as wide as the page there, as a phone page has it). */
async function shots(m: Mounted, name: string): Promise<void> {
  const settled = () => settle(m);
  await shoot(`${name}-1440`, { settle: settled });
  const box = m.el.parentElement!;
  const width = box.style.width;
  box.style.width = '100%';
  // The narrower log keeps its scroll offset: back to its end, where the reply is.
  const atEnd = async () => {
    await settled();
    scrollTo(m.$('.messages')!, m.$('.messages')!.scrollHeight);
    await settled();
  };
  await shoot(`${name}-390`, { width: 390, height: 844, settle: atEnd });
  box.style.width = width;
}

describe('<parley-inbox> a reply on its way out: live regions and parley-message-sent on every path', function () {
  this.timeout(180_000);
  beforeEach(emptyOutbox);
  after(emptyOutbox);

  it('sent at once: "Reply sent to …" politely, one event with the message, its thread and its key', async () => {
    const box = await startTestSandbox();
    const line = sendLine(box);
    const m = await mount({ box, client: line.client });
    await openThread(m, isLong);
    const thread = inboxState(m.el).thread!;
    const live = recordLiveRegions(m.root);
    const heard = recordSentEvents(m.el);

    await reply(m, 'Your table is ready');
    await waitUntil(
      () => heard.length === 1 && live.said.length === 1,
      () => JSON.stringify(live.said),
    );
    await settle(m);
    const message = storedOnce(box, 'Your table is ready');
    expect(live.said).to.deep.equal([{ politeness: 'polite', text: 'Reply sent to Jordan Avery' }]);
    expect(heard).to.deep.equal([
      {
        text: 'Your table is ready',
        messageId: message.id,
        conversationId: thread.id,
        idempotencyKey: line.sends[0]!.key,
      },
    ]);
    expect(line.sends.map((s) => s.status)).to.deep.equal([200]);
    await expect(m.el).to.be.accessible();
    await shots(m, 'inbox-reply-sent');
    live.stop();
  });

  it('refused (4xx), then Retry: "Reply not sent: <reason>" assertively, then "Reply sent" and one event under the first key', async () => {
    const box = await startTestSandbox();
    const line = sendLine(box);
    const m = await mount({ box, client: line.client });
    await openThread(m, isLong);
    const thread = inboxState(m.el).thread!;
    const live = recordLiveRegions(m.root);
    const heard = recordSentEvents(m.el);

    line.set('refuse');
    await reply(m, 'Refused first, then sent');
    await waitUntil(() => live.said.length === 1, 'the failure was not said');
    await waitUntil(() => m.$('[part~="retry-button"]'), 'no Retry on the failed reply');
    await settle(m);
    expect(live.said).to.deep.equal([
      { politeness: 'assertive', text: `Reply not sent: ${REFUSAL}. Press Retry to send it again.` },
    ]);
    expect(m.$('.bubble.failed [part="status"]')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      `Not sent: ${REFUSAL} Retry`,
    );
    expect(heard).to.deep.equal([]);
    await expect(m.el).to.be.accessible();
    await shots(m, 'inbox-reply-failed');

    line.set('up');
    m.$<HTMLButtonElement>('[part~="retry-button"]')!.click();
    await waitUntil(
      () => heard.length === 1 && live.said.length === 2,
      () => JSON.stringify(live.said),
    );
    await settle(m);
    const message = storedOnce(box, 'Refused first, then sent');
    expect(live.said).to.deep.equal([
      { politeness: 'assertive', text: `Reply not sent: ${REFUSAL}. Press Retry to send it again.` },
      { politeness: 'polite', text: 'Reply sent to Jordan Avery' },
    ]);
    // One key for the reply, first try and Retry alike; the event names it.
    const keys = [...new Set(line.sends.map((s) => s.key))];
    expect(keys).to.have.length(1);
    expect(line.sends.map((s) => s.status)).to.deep.equal([400, 200]);
    expect(heard).to.deep.equal([
      { text: 'Refused first, then sent', messageId: message.id, conversationId: thread.id, idempotencyKey: keys[0] },
    ]);
    live.stop();
  });

  it('written with the network cut: kept ("Waiting to send"), sent when it is back: "Reply sent" and one event, as online', async () => {
    const box = await startTestSandbox();
    const line = sendLine(box);
    const m = await mount({ box, client: line.client });
    await openThread(m, isLong);
    const thread = inboxState(m.el).thread!;
    const live = recordLiveRegions(m.root);
    const heard = recordSentEvents(m.el);

    line.set('cut');
    await reply(m, 'Kept while the network was cut');
    await waitUntil(() => outboxItems(m).length === 1, 'the reply was not kept');
    await settle(m);
    expect(live.said).to.deep.equal([{ politeness: 'polite', text: 'Waiting to send (1)' }]);
    expect(heard).to.deep.equal([]);
    const key = getOutbox().items[0]!.idempotencyKey;

    line.set('up');
    dispatchEvent(new Event('online'));
    await waitUntil(() => heard.length === 1, 'no parley-message-sent after the outbox sent the reply');
    await getOutbox().settled();
    await waitUntil(() => outboxItems(m).length === 0, 'the sent reply is still shown as waiting');
    await settle(m);
    const message = storedOnce(box, 'Kept while the network was cut');
    expect(live.said).to.deep.equal([
      { politeness: 'polite', text: 'Waiting to send (1)' },
      { politeness: 'polite', text: 'Reply sent to Jordan Avery' },
    ]);
    expect(heard).to.deep.equal([
      { text: 'Kept while the network was cut', messageId: message.id, conversationId: thread.id, idempotencyKey: key },
    ]);
    expect(line.sends.filter((s) => s.status === 200).map((s) => s.key)).to.deep.equal([key]);
    // In the thread, once.
    await waitUntil(() => m.$$('.bubble').some((b) => b.textContent!.includes('Kept while the network was cut')));
    expect(m.$$('.bubble').filter((b) => b.textContent!.includes('Kept while the network was cut'))).to.have.length(1);
    live.stop();
  });

  it('taken, then its delivery failed (…9999): said assertively with its Retry, which sends it anew: each message reported once and said', async () => {
    const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 50, delivered: 50 } } });
    const line = sendLine(box);
    const m = await mount({ box, client: line.client });
    await openThread(m, (c) => c.to === FAILING);
    const thread = inboxState(m.el).thread!;
    const name = thread.conversation!.contact?.name ?? FAILING;
    await waitUntil(() => m.sandbox.events.subscriberCount > 0, 'the inbox is not on the event stream');
    const live = recordLiveRegions(m.root);
    const heard = recordSentEvents(m.el);

    await reply(m, 'Your order is on its way');
    await waitUntil(() => heard.length === 1, 'no parley-message-sent for the reply');
    const first = storedOnce(box, 'Your order is on its way');
    // The carrier fails it: the bubble turns failed, with Retry (a new message: the failed one stays as it was).
    const retry = () => m.$(`[data-vkey="${first.id}"] [part~="retry-button"]`);
    await waitUntil(retry, 'the failed delivery offers no Retry');
    await settle(m);
    (retry() as HTMLButtonElement).click();
    await waitUntil(() => heard.length === 2, 'no parley-message-sent for the message sent again');
    await settle(m);
    const again = Object.values(box.sandbox.store.data.messages).find(
      (x) => x.text === 'Your order is on its way' && x.id !== first.id,
    )!;
    expect(heard).to.deep.equal([
      {
        text: 'Your order is on its way',
        messageId: first.id,
        conversationId: thread.id,
        idempotencyKey: line.sends[0]!.key,
      },
      {
        text: 'Your order is on its way',
        messageId: again.id,
        conversationId: thread.id,
        idempotencyKey: line.sends[1]!.key,
      },
    ]);
    expect(line.sends[0]!.key).not.to.equal(line.sends[1]!.key);
    // Each sent message is said, and so is each failed delivery (the one sent again fails too), assertively,
    // naming the Retry its bubble shows.
    await waitUntil(
      () => live.said.length === 4,
      () => JSON.stringify(live.said),
    );
    const failed = {
      politeness: 'assertive',
      text: `Reply to ${name} not delivered. Retry: send this message again.`,
    };
    expect(live.said).to.deep.equal([
      { politeness: 'polite', text: `Reply sent to ${name}` },
      failed,
      { politeness: 'polite', text: `Reply sent to ${name}` },
      failed,
    ]);
    live.stop();
  });

  it('taken, then its delivery failed after the user went back to the list: said assertively, naming no Retry', async () => {
    const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 800, delivered: 800 } } });
    const line = sendLine(box);
    const m = await mount({ box, client: line.client });
    await openThread(m, (c) => c.to === FAILING);
    const thread = inboxState(m.el).thread!;
    const name = thread.conversation!.contact?.name ?? FAILING;
    await waitUntil(() => m.sandbox.events.subscriberCount > 0, 'the inbox is not on the event stream');
    const live = recordLiveRegions(m.root);
    const heard = recordSentEvents(m.el);

    await reply(m, 'Your parcel left the depot');
    await waitUntil(() => heard.length === 1, 'no parley-message-sent for the reply');
    m.$<HTMLButtonElement>('.back')!.click();
    await waitUntil(() => !inboxState(m.el).selectedId, 'still in the thread');
    const row = () => m.$(`[data-vkey="${thread.id}"] [part~="failed-tag"]`);
    await waitUntil(row, 'the list row does not show the failed delivery');
    await waitUntil(
      () => live.said.length === 2,
      () => JSON.stringify(live.said),
    );
    await settle(m);
    // The bubble (and its Retry) is not on screen: the words name no control.
    expect(live.said).to.deep.equal([
      { politeness: 'polite', text: `Reply sent to ${name}` },
      { politeness: 'assertive', text: `Reply to ${name} not delivered.` },
    ]);
    live.stop();
  });

  it('kept in one thread, sent after the user opened another: still reported and said, with its own thread', async () => {
    const box = await startTestSandbox();
    const line = sendLine(box);
    const m = await mount({ box, client: line.client });
    await openThread(m, isLong);
    const first = inboxState(m.el).thread!;
    line.set('cut');
    await reply(m, 'Kept, then the user moved on');
    await waitUntil(() => outboxItems(m).length === 1, 'the reply was not kept');
    const key = getOutbox().items[0]!.idempotencyKey;
    await openThread(m, (c) => c.id !== first.id && c.to !== LONG_THREAD.to);
    const other = inboxState(m.el).thread!;
    expect(other.id).not.to.equal(first.id);
    const live = recordLiveRegions(m.root);
    const heard = recordSentEvents(m.el);

    line.set('up');
    dispatchEvent(new Event('online'));
    await waitUntil(() => heard.length === 1, 'no parley-message-sent for the reply of the thread left');
    await getOutbox().settled();
    await settle(m);
    const message = storedOnce(box, 'Kept, then the user moved on');
    expect(heard).to.deep.equal([
      { text: 'Kept, then the user moved on', messageId: message.id, conversationId: first.id, idempotencyKey: key },
    ]);
    expect(live.said).to.deep.equal([{ politeness: 'polite', text: 'Reply sent to Jordan Avery' }]);
    live.stop();
  });
});
