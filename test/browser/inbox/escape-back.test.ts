/**
 * Escape goes "back to the list", as the shortcuts sheet says, from wherever focus is in the open thread, buttons
 * included: the row the thread was opened from with Enter, Reopen after Done (the row gone from Open), the header's
 * buttons. Where something consumes Escape first it stays there: an open menu closes, the reply box is left for the
 * log, and a control in the log goes to the log before the next Escape goes back. Against the sandbox, in Chromium.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Conversation } from '../../../src/schemas/conversations.js';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { isLong, openThread, settle, threadReady, type Mounted } from './helpers.js';
import { USERS, inboxOf as as, menuItem, row } from './team-harness.js';

const open = (m: Mounted) => inboxState(m.el).selectedId;
const focused = (m: Mounted) => m.root.activeElement as HTMLElement | null;

async function escapeBack(m: Mounted, why: string): Promise<void> {
  await sendKeys({ press: 'Escape' });
  await waitUntil(() => !open(m), `Escape went back to the list from ${why}`);
  await waitUntil(() => focused(m)?.matches('[part~="thread-row"]'), `focus on a row after ${why}`);
}

describe('<parley-inbox> Escape goes back to the list from the thread', function () {
  this.timeout(120_000);

  it('from the row a thread was opened from with Enter, from header buttons, and from Reopen after Done', async () => {
    const box = await startTestSandbox();
    const m = await as(box, USERS[0]);
    const first = inboxState(m.el).threads[0]!;
    row(m, first.id)!.focus();
    await sendKeys({ press: 'Enter' });
    await threadReady(m);
    expect(open(m)).to.equal(first.id);
    await settle(m);
    // Opened with Enter in two panes, focus stays on the row: Escape from there closes the thread.
    expect(focused(m)).to.equal(row(m, first.id));
    await escapeBack(m, 'the row');
    expect(focused(m)).to.equal(row(m, first.id));

    await openThread(m, isLong);
    const id = open(m)!;
    const notes = () => m.$<HTMLElement>('.thread-header button[aria-controls="notes"]');
    await waitUntil(notes, 'the header');
    notes()!.focus();
    await escapeBack(m, 'the Notes button');
    expect(focused(m)).to.equal(row(m, id));

    await openThread(m, isLong);
    m.$<HTMLButtonElement>('[part~="done-button"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => focused(m)?.matches('[part~="reopen-button"]'), 'focus on Reopen after Done');
    await waitUntil(() => !row(m, id), 'the done thread left Open');
    await escapeBack(m, 'Reopen, its row gone from the list');
  });

  it('stays where Escape is consumed: an open menu, the reply box, a control in the log', async () => {
    const box = await startTestSandbox();
    const m = await as(box, USERS[0]);
    await openThread(m, (c: Conversation) => isLong(c));
    const id = open(m)!;
    await settle(m);
    m.$<HTMLButtonElement>('[part~="assign-button"]')!.click();
    await waitUntil(() => menuItem(m, 'Assign to me') && focused(m)?.matches('[role^="menuitem"]'), 'the menu');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !m.$('.work-menu'), 'the menu closed');
    expect(open(m), 'the thread still open').to.equal(id);
    expect(focused(m)?.matches('[part~="assign-button"]')).to.equal(true);

    m.$<HTMLTextAreaElement>('[part~="reply-input"]')!.focus();
    await sendKeys({ type: 'Draft' });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => focused(m)?.classList.contains('messages'), 'out of the box, onto the log');
    expect(open(m)).to.equal(id);

    // Into the log: a message, then Escape back to the log, then Escape back to the list.
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => focused(m) && !focused(m)!.classList.contains('messages'), 'a message in the log');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => focused(m)?.classList.contains('messages'), 'Escape went to the log first');
    expect(open(m), 'still in the thread').to.equal(id);
    await escapeBack(m, 'the log');
  });
});
