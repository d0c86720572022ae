/**
 * A row's keys act on the row that has focus, however live events change the list meanwhile: after a teammate
 * closes a thread above the focused row (it leaves the Open view, the focused row moves up one place), Shift+F10
 * opens the focused row's menu, and its action changes that thread.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setConversationStatus } from '../../../src/api/team.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { apiOf, inboxOf, menuItem, row, USERS } from './team-harness.js';

describe('<parley-inbox> row keys after the list changed live', () => {
  it('opens the focused row’s menu with Shift+F10 after a row above it left the view', async () => {
    const box = await startTestSandbox();
    const ana = await inboxOf(box, USERS[0]);
    const ben = await apiOf(box, USERS[1]);
    const [above, , focused] = inboxState(ana.el).threads;
    row(ana, focused!.id)!.focus();
    await setConversationStatus(ben, above!.id, 'done');
    await waitUntil(() => !row(ana, above!.id), 'the closed thread left Open, live');
    await ana.el.updateComplete;
    expect(ana.root.activeElement, 'focus stayed on its row').to.equal(row(ana, focused!.id));
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'F10' });
    await sendKeys({ up: 'Shift' });
    await waitUntil(() => menuItem(ana, 'Mark as done'), 'the menu');
    menuItem(ana, 'Mark as done')!.click();
    await waitUntil(
      async () => (await ana.api.getConversation(focused!.id)).status === 'done',
      'the focused thread marked done (not the row the roving index points at since the list changed)',
    );
  });
});
