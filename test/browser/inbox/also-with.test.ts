// One customer, many threads: the open thread's header lists the customer's threads with other senders and
// channels ("Also with: …"), each a button opening that thread; what the button says is what the header says after.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { Conversation } from '../../../src/schemas/conversations.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { focused, listReady, mount, openThread, threadReady, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';

/** The customers (by number) and their threads in the first page of the list. */
function threadsByCustomer(m: Mounted): Conversation[][] {
  const groups = new Map<string, Conversation[]>();
  for (const c of inboxState(m.el).threads) groups.set(c.to, [...(groups.get(c.to) ?? []), c]);
  return [...groups.values()];
}

/** "Acme Coffee · RCS": the sender and channel the header shows for the open thread. */
const headerSender = (m: Mounted) =>
  `${m.$('.via-sender')!.textContent!.trim()} · ${m.$('.via-channel')!.textContent!.trim()}`;

const switcherButtons = (m: Mounted) => m.$$<HTMLButtonElement>('[part~="also-thread"]');

async function switcherFor(m: Mounted, other: Conversation): Promise<HTMLButtonElement> {
  await waitUntil(
    () => switcherButtons(m).some((b) => b.dataset.conversation === other.id),
    `no "Also with" button for ${other.id}`,
    { timeout: 10_000 },
  );
  return switcherButtons(m).find((b) => b.dataset.conversation === other.id)!;
}

async function opened(m: Mounted, id: string): Promise<void> {
  await waitUntil(() => inboxState(m.el).thread?.id === id, `thread ${id} not opened`, { timeout: 10_000 });
  await threadReady(m);
}

describe('<parley-inbox> one customer, many threads ("Also with")', function () {
  this.timeout(60_000);
  beforeEach(() => localStorage.clear());

  it('offers the other thread as the header will name it, opens it by click and by keyboard, and says so', async () => {
    // The demo's customers have one thread each: the newest one's customer also gets an SMS from another number.
    const box = await startTestSandbox();
    const newest = Object.values(box.sandbox.store.data.conversations).sort((x, y) =>
      y.lastActivityAt.localeCompare(x.lastActivityAt),
    )[0]!;
    const otherSender = [DEMO_SENDERS.acmePhone, '+14155550101'].find((f) => f !== newest.from)!;
    const sent = await box.server('POST', '/send', {
      type: 'SMS',
      from: otherSender,
      to: newest.to,
      text: 'Also by SMS',
    });
    expect(sent.status).to.equal(200);
    const m = await mount({ box, width: 1000 });
    await listReady(m);
    const ids = (c: Conversation) => c.to === newest.to;
    const [second, first] = inboxState(m.el).threads.filter(ids);
    expect(first?.id, 'the first thread').to.equal(newest.id);
    expect(second?.from, 'the new thread').to.equal(otherSender);
    await openThread(m, (c) => c.id === first!.id);
    const firstSender = headerSender(m);

    const toSecond = await switcherFor(m, second!);
    expect(switcherButtons(m).map((b) => b.dataset.conversation)).to.not.include(first!.id, 'the open thread');
    expect(m.$('#also-with-label')!.textContent!.trim()).to.equal('Also with:');
    const offered = toSecond.textContent!.trim();
    expect(offered).to.not.equal(firstSender, 'another sender or channel than the open thread');
    // The list's row of that thread names it the same way (bidi isolates aside).
    const rowSender = m.$(`[data-vkey="${second!.id}"] .row-sender`)!.textContent!.replace(/[\u2066-\u2069]/g, '');
    expect(rowSender.trim()).to.equal(offered);
    expect(m.$('.messages')!.textContent).to.not.contain('Also by SMS');
    await shots(m, 'inbox-also-with');
    await accessibleEverywhere(m, () => m.$('#also-with-label')?.textContent?.trim() === 'أيضًا مع:');

    toSecond.click();
    await opened(m, second!.id);
    // The button's words are the header's words once the thread is open: two texts, one answer.
    expect(headerSender(m)).to.equal(offered);
    expect(m.$('.messages')!.textContent, 'the other conversation\u2019s messages').to.contain('Also by SMS');
    await waitUntil(() => focused(m)?.id === 'thread-title', 'focus on the new thread name');
    const live = m.$('[part~="thread-header"] [aria-live="polite"], .who [aria-live="polite"]');
    expect(live?.textContent).to.contain(offered);

    // The switcher now offers the first thread back; Enter on it opens it.
    const back = await switcherFor(m, first!);
    expect(back.textContent!.trim()).to.equal(firstSender);
    back.focus();
    await sendKeys({ press: 'Enter' });
    await opened(m, first!.id);
    expect(headerSender(m)).to.equal(firstSender);
  });

  it('shows no switcher for a customer with one thread', async () => {
    const m = await mount({ width: 1000 });
    await listReady(m);
    const all = Object.values(m.sandbox.store.data.conversations);
    const single = threadsByCustomer(m).find(
      (g) => g.length === 1 && all.filter((c) => c.to === g[0]!.to).length === 1,
    );
    expect(single, 'demo data has a customer with one thread').to.not.equal(undefined);
    // Wait for the header's own question (the customer's threads) to be answered before looking.
    let answered = false;
    const original = m.sandbox.fetch;
    m.sandbox.fetch = async (request) => {
      const response = await original(request);
      if (new URL(request.url).pathname.endsWith('/conversations/list') && request.method === 'POST') answered = true;
      return response;
    };
    await openThread(m, (c) => c.id === single![0]!.id);
    await waitUntil(() => answered, 'the customer\u2019s threads were not asked for', { timeout: 10_000 });
    await m.el.updateComplete;
    m.sandbox.fetch = original;
    expect(m.$('[part~="also-with"]')).to.equal(null);
  });
});
