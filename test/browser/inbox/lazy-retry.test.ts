/**
 * A lazy chunk that cannot be fetched (offline, or a deploy removed it) through the elements' one lazy-loading
 * controller: the inbox shows its Retry, nothing fetches the chunk again until the person presses it (not another
 * thread opened, not a second inbox on the page, which shares the failure), and Retry recovers. The chunk is the
 * thread pane's; its loader is swapped for one that rejects as a failed `import()` does while "offline".
 */
import { expect } from '@open-wc/testing';
import { inboxParts } from '../../../src/components/inbox/lazy-parts.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, threadReady, type Mounted } from './helpers.js';

const realPane = inboxParts.pane;
let offline = true;
let paneFetches = 0;
const flakyPane: typeof realPane = () => {
  paneFetches++;
  return offline
    ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: thread-pane.js'))
    : realPane();
};

const threadRetry = (m: Mounted) => m.$<HTMLButtonElement>('[part~="thread"] [part~="retry-button"]');

async function openRow(m: Mounted, index: number): Promise<string> {
  await listReady(m);
  const id = inboxState(m.el).threads[index]!.id;
  await waitUntil(() => m.$(`[data-vkey="${id}"]`), 'row not rendered');
  m.$<HTMLElement>(`[data-vkey="${id}"]`)!.click();
  await threadReady(m);
  return id;
}

describe('<parley-inbox> a lazy chunk that cannot be fetched', () => {
  before(() => (inboxParts.pane = flakyPane));
  after(() => (inboxParts.pane = realPane));

  it('shows Retry, fetches it again only when Retry is pressed, and recovers; a second inbox shares both', async () => {
    const first = await mount();
    await openRow(first, 0);
    await waitUntil(() => threadRetry(first), 'no Retry for the thread whose pane could not be fetched');
    expect(first.$('[part~="thread"] [role="alert"]')!.textContent).to.contain('Could not load this conversation');
    expect(paneFetches).to.equal(1);

    // Another thread opened, and another inbox on the page: the failure is remembered, nothing is fetched again.
    await openRow(first, 1);
    await waitUntil(() => threadRetry(first), 'no Retry after opening another thread');
    const second = await mount({ box: first });
    await openRow(second, 0);
    await waitUntil(() => threadRetry(second), 'the second inbox does not share the failure');
    expect(paneFetches, 'fetched again without a Retry').to.equal(1);

    // Back online: the person presses Retry, the pane is fetched once more and the thread shows.
    offline = false;
    threadRetry(first)!.click();
    await waitUntil(() => first.$('[part~="reply-input"]'), 'the thread did not show after Retry', { timeout: 10_000 });
    expect(threadRetry(first)).to.equal(null);
    expect(paneFetches).to.equal(2);

    // The second inbox's Retry shows its thread with the pane already on the page: no third fetch.
    threadRetry(second)!.click();
    await waitUntil(() => second.$('[part~="reply-input"]'), 'the second inbox did not recover', { timeout: 10_000 });
    expect(paneFetches).to.equal(2);
  });
});
