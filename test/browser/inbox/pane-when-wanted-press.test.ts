/**
 * The thread pane's chunk asked for when wanted (`PartWiring.paneWhenWanted`): with idle time held by the test
 * (`idleCalls`), a real press on a row (the mouse button going down, before any click) fetches it, and the thread the
 * press opens shows with it. A file of its own: a module is fetched once per page.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { loadedModules } from '../../../src/core/lazy.js';
import { inboxParts } from '../../../src/components/inbox/lazy-parts.js';
import { idleCalls } from '../composer/deferred-harness.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, threadReady } from './helpers.js';

const paneRequests = () =>
  performance.getEntriesByType('resource').filter((e) => e.name.includes('/components/inbox/thread-pane.ts')).length;

describe('<parley-inbox> thread pane fetched when wanted, on a press', () => {
  const idle = idleCalls();
  before(idle.hold);
  after(async () => {
    idle.release();
    await resetMouse();
  });

  it('fetches it when a row is pressed, before the click opens it', async () => {
    const m = await mount();
    await listReady(m);
    await new Promise((done) => setTimeout(done, 300));
    expect(paneRequests(), 'before the press (idle time held)').to.equal(0);

    const id = inboxState(m.el).threads[0]!.id;
    const box = m.$(`[data-vkey="${id}"]`)!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 20), Math.round(box.y + box.height / 2)] });
    await sendMouse({ type: 'down' });
    await waitUntil(() => paneRequests() > 0, 'the press did not fetch the pane');
    expect(inboxState(m.el).selectedId, 'no thread open yet').to.equal(undefined);
    await waitUntil(() => loadedModules.has(inboxParts.pane), 'the pane did not arrive', { timeout: 15_000 });

    await sendMouse({ type: 'up' });
    await threadReady(m);
    expect(inboxState(m.el).thread?.id).to.equal(id);
    await waitUntil(() => m.$('[part~="thread"] [part~="message"]'), 'the thread shows no message');
    expect(paneRequests(), 'fetched once').to.equal(1);
    m.el.remove();
  });
});
