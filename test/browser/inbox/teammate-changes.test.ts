/**
 * Two teammates in one thread (DESIGN §13), against the real sandbox: what one does to the thread's status or
 * assignee reaches the other in words, above their reply box and once in the polite live region, never as a silent
 * swap of the header's buttons; their own changes are never told back to them; a reply sent into a thread a teammate
 * marked done says it stays done (only the customer's message reopens it, as the sandbox does); and a thread assigned
 * to someone from the list is said to them even when they are in another thread.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Conversation } from '../../../src/schemas/conversations.js';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { openThread, settle, type Mounted } from './helpers.js';
import { axeEachWay } from '../rcs/pictures.js';
import { accessibleEverywhere, shots } from './looks.js';
import { USERS, inboxOf as as, menuItem, rowAction } from './team-harness.js';

const polite = (m: Mounted) => m.$('[data-live="messages"]')!.textContent ?? '';
const notice = (m: Mounted) => m.$('[part~="work-notice"]')?.textContent?.trim() ?? '';
/** How many times the polite region holds `text`. */
const said = (m: Mounted, text: string) => polite(m).split(text).length - 1;

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];

describe('<parley-inbox> a teammate changes the thread you are in', function () {
  this.timeout(240_000);

  it('tells the agent in the thread, above the reply box and once aloud, and a reply into the done thread says it stays done', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    const ben = await as(box, USERS[1]);
    const target = inboxState(ana.el).threads.find((c) => !c.assignee && c.status !== 'done' && c.contact?.name)!;
    const is = (c: Conversation) => c.id === target.id;
    await openThread(ana, is);
    await openThread(ben, is);
    // Ben writes a reply while Ana marks the thread done.
    const input = ben.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    input.focus();
    await sendKeys({ type: 'Sorry to hear that' });
    await waitUntil(() => ana.$('[part~="done-button"]'), "Ana's header controls");
    ana.$<HTMLButtonElement>('[part~="done-button"]')!.click();
    const done = 'This conversation was marked as done. Replying will not reopen it.';
    await waitUntil(() => notice(ben) === done, "Ben's notice above the reply box", { timeout: 10_000 });
    await waitUntil(() => said(ben, done) === 1, 'said once in the polite region');
    expect(ben.$('[part~="reopen-button"]'), "Ben's header offers Reopen").to.exist;
    // Above the reply box, in the thread pane; the draft is untouched.
    const footer = ben.$('[part~="work-notice"]')!;
    expect(footer.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(input.value).to.equal('Sorry to hear that');
    // Ana's own change is not told back to her.
    await settle(ana);
    expect(notice(ana)).to.equal('');
    expect(polite(ana)).to.not.contain('marked as done');
    await settle(ben);
    await shots(ben, 'inbox-teammate-done');
    await accessibleEverywhere(ben, () => notice(ben).includes('منتهية'));
    await axeEachWay(ben.el, LEFT_OUT);

    // Ben sends: the reply goes out, the thread stays done, and the result says so.
    input.focus();
    await sendKeys({ press: 'Enter' });
    const name = target.contact!.name!;
    await waitUntil(
      () => polite(ben).includes(`Reply sent to \u2068${name}\u2069. The conversation is still marked as done.`),
      'the reply result says the thread stays done',
      { timeout: 10_000 },
    );
    expect((await ben.api.getConversation(target.id)).status).to.equal('done');
    expect(said(ben, done), 'the done notice is not said again').to.equal(1);

    // Ana gives it to Ben: told as his, once; then the customer writes and reopens it.
    ana.$<HTMLButtonElement>('[part~="assign-button"]')!.click();
    await waitUntil(() => menuItem(ana, 'Assign to Ben Ito'), "Ana's assign menu");
    menuItem(ana, 'Assign to Ben Ito')!.click();
    await waitUntil(() => notice(ben) === 'This conversation was assigned to you.', 'assigned to Ben', {
      timeout: 10_000,
    });
    await waitUntil(() => said(ben, 'This conversation was assigned to you.') === 1, 'said once');
    expect(notice(ana)).to.equal('');
    await box.server('POST', '/sandbox/inbound', { from: target.to, to: target.from, text: 'Any news?' });
    const reopened = `\u2068${name}\u2069 wrote, so this conversation is open again.`;
    await waitUntil(() => notice(ben) === reopened && notice(ana) === reopened, 'both told the customer reopened it', {
      timeout: 10_000,
    });
    // Ana presses Done again herself: her notice goes (the thread is no longer as the customer left it).
    await waitUntil(() => ana.$('[part~="done-button"]'), 'Done again');
    ana.$<HTMLButtonElement>('[part~="done-button"]')!.click();
    await waitUntil(() => notice(ana) === '', "Ana's notice gone with her own change");
    await waitUntil(() => notice(ben) === done, "Ben's notice follows");
  });

  it('says a thread assigned to you from the list while you work in another one, and not your own assignment', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    const ben = await as(box, USERS[1]);
    const free = inboxState(ana.el).threads.filter((c) => !c.assignee && c.contact?.name);
    const [given, taken, open] = [free[0]!, free[1]!, free[2]!];
    // Ben is reading another thread.
    await openThread(ben, (c) => c.id === open.id);
    await rowAction(ana, given.id, 'Assign to Ben Ito');
    const line = `The conversation with \u2068${given.contact!.name!}\u2069 was assigned to you.`;
    await waitUntil(() => said(ben, line) === 1, 'Ben is told, politely', { timeout: 10_000 });
    // Ben takes another one himself: his own doing is not told back to him.
    await rowAction(ben, taken.id, 'Assign to me');
    await waitUntil(
      async () => (await ben.api.getConversation(taken.id)).assignee?.id === USERS[1].id,
      'assigned to Ben at the service',
    );
    await settle(ben);
    expect(polite(ben)).to.not.contain(taken.contact!.name!);
    expect(said(ben, line), 'the first line is not repeated').to.equal(1);
  });
});
