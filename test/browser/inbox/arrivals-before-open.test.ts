/**
 * News from the list reaches an agent who has opened no thread yet: the thread pane, whose announcer watches the list,
 * is made as its chunk comes when wanted (at idle time after the first rows here), not with the first thread opened.
 * A customer writing in is said ("New message from …"), and so is a thread a teammate assigns to the agent. Against
 * the real sandbox; the pane's chunk is awaited as a page gets it, with no press or focus in the inbox.
 */
import { expect } from '@open-wc/testing';
import { assignConversation } from '../../../src/api/team.js';
import { inboxParts } from '../../../src/components/inbox/lazy-parts.js';
import { loadedModules } from '../../../src/core/lazy.js';
import type { Conversation } from '../../../src/schemas/conversations.js';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { settle, type Mounted } from './helpers.js';
import { USERS, apiOf, inboxOf as as } from './team-harness.js';

const [ANA, BEN] = USERS;
const polite = (m: Mounted) => m.$('[data-live="messages"]')!.textContent ?? '';
const said = (m: Mounted, text: string) => polite(m).split(text).length - 1;
const named = (c: Conversation) => `\u2068${c.contact!.name!}\u2069`;

describe('<parley-inbox> news from the list before any thread is opened', function () {
  this.timeout(120_000);

  it('says a customer writing in and a thread a teammate assigns, with no thread ever opened', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, ANA);
    const ben = await apiOf(box, BEN);
    // The pane's chunk comes at idle time after the rows, with nobody pressing anything; the pane is made with it.
    await waitUntil(() => loadedModules.has(inboxParts.pane), 'the pane chunk came when wanted', { timeout: 15_000 });
    await settle(ana);
    expect(inboxState(ana.el).selectedId, 'no thread opened').to.equal(undefined);
    expect(ana.root.activeElement === null, 'nothing in the inbox focused').to.equal(true);

    const threads = inboxState(ana.el).threads.filter((c) => c.contact?.name && c.from.startsWith('+') && !c.assignee);
    const [writes, given] = threads;
    await ana.server('POST', '/sandbox/inbound', {
      from: writes!.to,
      to: writes!.from,
      text: 'Is the Hayes store open?',
    });
    await waitUntil(
      () => said(ana, `New message from ${named(writes!)}`) === 1,
      () => `said: ${polite(ana)}`,
      { timeout: 10_000 },
    );
    expect(polite(ana), 'the message itself is its thread’s to read out').to.not.contain('Hayes store');

    await assignConversation(ben, given!.id, ANA.id);
    await waitUntil(
      () => said(ana, `The conversation with ${named(given!)} was assigned to you.`) === 1,
      () => `said: ${polite(ana)}`,
      { timeout: 10_000 },
    );
    expect(inboxState(ana.el).selectedId, 'still no thread opened').to.equal(undefined);
    ana.el.remove();
  });
});
