/**
 * A mention is read by opening its thread with "Unread only" ticked too. The tabs then leave Mentions' count out (the
 * service counts no unread view of it: not known, no number), which is not a count of none: opening the thread moves
 * the read position past the note, so the mention leaves the service's count. The thread is one whose messages were
 * all read already (read earlier, still listed), so only the mention's own read can do it. Against the real sandbox,
 * a teammate (through the API) mentioning the user while she reads another thread.
 */
import { expect } from '@open-wc/testing';
import { countConversations } from '../../../src/api/team.js';
import { createNote } from '../../../src/components/inbox/team-api.js';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { listReady, openThread, type Mounted } from './helpers.js';
import { USERS, apiOf, inboxOf as as, shownCount } from './team-harness.js';

const [ANA, BEN] = USERS;
const polite = (m: Mounted) => m.$('[data-live="messages"]')!.textContent ?? '';

describe('<parley-inbox> a mention read with "Unread only" ticked', function () {
  this.timeout(120_000);

  it('reads the mention of a thread opened from the unread list, though Mentions has no count', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, ANA);
    const ben = await apiOf(box, BEN);
    ana.$<HTMLInputElement>('.filter-row input[type="checkbox"]')!.click();
    await waitUntil(() => inboxState(ana.el).filters.unreadOnly, '"Unread only" ticked');
    await listReady(ana);
    const [first, second] = inboxState(ana.el).threads;
    expect(second, 'two unread threads listed').to.exist;

    // Ana reads the first thread: it stays listed, with nothing unread in it.
    await openThread(ana, (c) => c.id === first!.id);
    await waitUntil(async () => (await ana.api.getConversation(first!.id)).unreadCount === 0, 'read at the service');
    await openThread(ana, (c) => c.id === second!.id);

    await createNote(ben, first!.id, { text: `@${ANA.name} can you call them back?`, mentions: [ANA.id] });
    await waitUntil(() => polite(ana).includes('mentioned you'), 'Ana hears of the mention');
    expect((await countConversations(ana.api)).mentions, 'as the service counts').to.equal(1);
    // The views counted again since: under "Unread only" Mentions' count is not known, and its tab says no number.
    await waitUntil(() => {
      const counts = inboxState(ana.el).counts;
      return counts && counts.mentions === undefined && counts.open !== undefined;
    }, 'the counts without Mentions');
    expect(shownCount(ana, 'mentions'), 'no number on the Mentions tab').to.equal(undefined);

    await openThread(ana, (c) => c.id === first!.id);
    await waitUntil(
      async () => (await countConversations(ana.api)).mentions === 0,
      'the mention read by opening its thread',
    );
  });
});
