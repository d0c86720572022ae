/**
 * The Mentions view lists the user's unread mentions and its tab counts them (DESIGN §13): opening a mentioned thread
 * from that view reads the mention, and the thread leaves the list as its count drops, so the tab never says fewer
 * than the list shows. Against the real sandbox, a teammate (through the API) mentioning the user in two threads.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { countConversations } from '../../../src/api/team.js';
import { createNote } from '../../../src/components/inbox/team-api.js';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { settle, threadReady, type Mounted } from './helpers.js';
import { axeEachWay } from '../rcs/pictures.js';
import { accessibleEverywhere, shots } from './looks.js';
import { USERS, apiOf, inboxOf as as, row, shownCount, showView, tab } from './team-harness.js';

const [ANA, BEN] = USERS;
const listed = (m: Mounted) => inboxState(m.el).threads.map((c) => c.id);

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];

describe('<parley-inbox> the Mentions tab counts what its list shows', function () {
  this.timeout(240_000);

  it('drops a mention from the list as it drops from the count, once its thread is opened', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, ANA);
    const ben = await apiOf(box, BEN);
    const [first, second] = inboxState(ana.el).threads;
    for (const c of [first!, second!])
      await createNote(ben, c.id, { text: `@${ANA.name} can you call them back?`, mentions: [ANA.id] });
    await showView(ana, 'mentions');
    await waitUntil(() => shownCount(ana, 'mentions') === '2' && listed(ana).length === 2, 'two mentions, listed');

    row(ana, first!.id)!.focus();
    await sendKeys({ press: 'Enter' });
    await threadReady(ana);
    await waitUntil(
      () => shownCount(ana, 'mentions') === '1' && listed(ana).length === 1,
      () => `the tab ${shownCount(ana, 'mentions')}, the list ${JSON.stringify(listed(ana))}`,
    );
    expect(listed(ana)).to.deep.equal([second!.id]);
    expect((await countConversations(ana.api)).mentions, 'as the service counts').to.equal(1);
    expect(inboxState(ana.el).selectedId, 'the thread stays open').to.equal(first!.id);
    // Its row had focus (opened with Enter): the row now in its place has it.
    await waitUntil(() => ana.root.activeElement === row(ana, second!.id), 'focus on the remaining mention');
    await settle(ana);
    await shots(ana, 'inbox-mention-read');
    await accessibleEverywhere(ana, () => tab(ana, 'mentions').textContent!.includes('الإشارات'));
    await axeEachWay(ana.el, LEFT_OUT);

    // The pictures at phone width hid the list (and its focus): focus the row again, and Escape closes the thread.
    row(ana, second!.id)!.focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !inboxState(ana.el).selectedId, 'back to the list');
    expect(ana.root.activeElement).to.equal(row(ana, second!.id));
    await sendKeys({ press: 'Enter' });
    await threadReady(ana);
    await waitUntil(() => shownCount(ana, 'mentions') === '0' && listed(ana).length === 0, 'none left, none listed');
  });
});
