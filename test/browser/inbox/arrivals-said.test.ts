/**
 * What a screen reader hears of the list while the agent works in a thread, against the real sandbox: a customer
 * writing in another thread is said politely and briefly ("New message from …"), a burst as one line ("3 new
 * messages"), a new thread and a snoozed thread the customer reopens alike; replies (the agent's, a teammate's) are
 * not news. And on opening a thread, "N new since you left" only to an agent who had read it before.
 */
import { expect } from '@open-wc/testing';
import { setConversationStatus } from '../../../src/api/team.js';
import type { Conversation } from '../../../src/schemas/conversations.js';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { openThread, settle, type Mounted } from './helpers.js';
import { USERS, inboxOf as as, row } from './team-harness.js';

const polite = (m: Mounted) => m.$('[data-live="messages"]')!.textContent ?? '';
const said = (m: Mounted, text: string) => polite(m).split(text).length - 1;
const named = (c: Conversation) => `\u2068${c.contact!.name!}\u2069`;
const write = (m: Mounted, c: Pick<Conversation, 'from' | 'to'>, text: string) =>
  m.server('POST', '/sandbox/inbound', { from: c.to, to: c.from, text });

describe('<parley-inbox> news from the list, said politely', function () {
  this.timeout(120_000);

  it('says a customer writing in another thread, a burst as one line, and no reply as news', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    const ben = await as(box, USERS[1]);
    const threads = inboxState(ana.el).threads.filter((c) => c.contact?.name && c.from.startsWith('+'));
    const [open, first, ...rest] = threads;
    await openThread(ana, (c) => c.id === open!.id);
    await write(ana, first!, 'Is the Hayes store open?');
    const one = `New message from ${named(first!)}`;
    await waitUntil(
      () => said(ana, one) === 1,
      () => `said: ${polite(ana)}`,
      { timeout: 10_000 },
    );
    expect(polite(ana), 'the message itself is the open thread’s to read out').to.not.contain('Hayes store');

    // Replies are not news: Ana's own in her thread, Ben's in another.
    await ben.server('POST', '/send', { type: 'SMS', from: rest[0]!.from, to: rest[0]!.to, text: 'On our way' });
    // A burst in three threads: one line, however quickly they come.
    const burst = rest.slice(1, 4);
    for (const c of burst) await write(ana, c, 'Hello?');
    await waitUntil(
      () => said(ana, '3 new messages') === 1,
      () => `said: ${polite(ana)}`,
      { timeout: 15_000 },
    );
    await settle(ana);
    for (const c of [...burst, rest[0]!]) expect(polite(ana)).to.not.contain(named(c));
    expect(said(ana, 'New message from'), 'one line for the first, one for the burst').to.equal(1);
  });

  it('says a new thread and a snoozed one the customer reopens', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    const [open, snoozed] = inboxState(ana.el).threads.filter((c) => c.contact?.name && c.from.startsWith('+'));
    await openThread(ana, (c) => c.id === open!.id);
    await setConversationStatus(ana.api, snoozed!.id, 'snoozed', new Date(Date.now() + 86_400_000));
    await waitUntil(() => !inboxState(ana.el).threads.some((c) => c.id === snoozed!.id), 'the snoozed one left Open');
    await write(ana, snoozed!, 'Still waiting');
    await waitUntil(() => row(ana, snoozed!.id), 'back in Open', { timeout: 10_000 });
    await waitUntil(
      () => said(ana, `New message from ${named(snoozed!)}`) === 1,
      () => `said: ${polite(ana)}`,
    );
    // A number never seen: its row is new, and so is what it says (after the quiet between two such lines).
    await write(ana, { from: open!.from, to: '+14155559876' }, 'Hi there');
    await waitUntil(
      () => said(ana, 'New message from \u2068+14155559876\u2069') === 1,
      () => `said: ${polite(ana)}`,
      {
        timeout: 15_000,
      },
    );
  });

  it('says "new since you left" only to an agent who read the thread before', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    const sender = inboxState(ana.el).threads.find((c) => c.from.startsWith('+'))!.from;
    const fresh = { from: sender, to: '+14155559870' };
    await write(ana, fresh, 'First time writing');
    await waitUntil(() => inboxState(ana.el).threads.some((c) => c.to === fresh.to), 'the new thread listed');
    await openThread(ana, (c) => c.to === fresh.to);
    await waitUntil(
      () => polite(ana).includes('1 unread message'),
      () => `said: ${polite(ana)}`,
    );
    expect(polite(ana)).to.not.contain('since you left');
    // Read now; away in another thread, two more come: back in it, they are new since Ana left.
    await waitUntil(
      async () => (await ana.api.getConversation(inboxState(ana.el).thread!.id)).unreadCount === 0,
      'read',
    );
    const other = inboxState(ana.el).threads.find((c) => c.to !== fresh.to)!;
    await openThread(ana, (c) => c.id === other.id);
    await write(ana, fresh, 'Hello?');
    await write(ana, fresh, 'Anyone?');
    await waitUntil(() => inboxState(ana.el).threads.find((c) => c.to === fresh.to)?.unreadCount === 2, 'two unread');
    await openThread(ana, (c) => c.to === fresh.to);
    await waitUntil(
      () => polite(ana).includes('2 new since you left'),
      () => `said: ${polite(ana)}`,
    );
  });
});
