/**
 * The thread pane's chunk is asked for when wanted (`PartWiring.paneWhenWanted`, the composer's `loadWhenWanted`),
 * once the list has shown: here without any press, at idle time, which the test holds (`idleCalls`), so "idle" is
 * when the test says. An inbox gone before idle fetches nothing; nothing is asked for while the list is still on its
 * way (a press on the skeleton, idle time passing); once idle time comes after the rows, the chunk is fetched, and the
 * first thread opened then fetches no module and shows its messages. Requests are read from resource timing.
 */
import { expect } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import { loadedModules } from '../../../src/core/lazy.js';
import { inboxParts } from '../../../src/components/inbox/lazy-parts.js';
import { idleCalls } from '../composer/deferred-harness.js';
import { SANDBOX_ORIGIN, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, threadReady } from './helpers.js';

/** The modules (`.ts`/`.js` paths) the page requested since `start` (`performance.now()`). */
const modulesSince = (start: number) =>
  performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime >= start)
    .map((e) => new URL(e.name).pathname)
    .filter((path) => /\.(ts|js)$/.test(path));
const paneRequested = (start: number) =>
  modulesSince(start).some((path) => path.endsWith('/components/inbox/thread-pane.ts'));
const paneHere = () => loadedModules.has(inboxParts.pane);
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('<parley-inbox> thread pane fetched when wanted, at idle time after the list', () => {
  const idle = idleCalls();
  before(idle.hold);
  after(idle.release);

  it('fetches nothing for an inbox gone before idle time, nor while its list is on its way', async () => {
    const start = performance.now();
    const gone = await mount();
    await listReady(gone);
    gone.el.remove();
    idle.run();
    await pause(300);
    expect(paneRequested(start), 'an inbox no longer on the page').to.equal(false);

    // The list held on the wire: a press on the skeleton and idle time bring nothing until the rows have shown.
    const box = await startTestSandbox();
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const fetchLate: typeof fetch = async (input, init) => {
      const response = await box.fetch(input, init);
      if (new URL(new Request(input, init).url).pathname.endsWith('/conversations/list')) await held;
      return response;
    };
    const client = createApiClient({
      baseUrl: `${SANDBOX_ORIGIN}/api`,
      token: box.token,
      fetch: fetchLate,
    });
    const m = await mount({ box, client });
    await waitUntil(() => m.$('.list-pane [part~="skeleton"]'), 'the skeleton did not show');
    m.$('.list-pane')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    idle.run();
    await pause(300);
    idle.run();
    expect(paneRequested(start), 'before the list has shown').to.equal(false);
    release();
    await listReady(m);
    expect(paneRequested(start), 'in the task that renders the rows, or the frames after, before idle').to.equal(false);
    m.el.remove();
  });

  it('fetches it at idle time after the first rows; the first thread opened then fetches no module', async () => {
    const asked = idle.asked();
    const m = await mount();
    await listReady(m);
    const rowsPainted = performance.now();
    await pause(300);
    expect(paneRequested(0), 'before idle time').to.equal(false);
    // Idle time is asked for once the rows' frame has been painted and the page has loaded (a page in the background
    // of a concurrent run gets its frames late).
    await waitUntil(() => idle.asked() > asked, 'no idle time asked for after the rows', { timeout: 15_000 });
    idle.run();
    await waitUntil(paneHere, 'the pane did not come at idle time', { timeout: 15_000 });
    const request = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/components/inbox/thread-pane.ts'))!;
    expect(request.startTime, 'requested after the first rows were painted').to.be.greaterThan(rowsPainted);

    const opened = performance.now();
    const id = inboxState(m.el).threads[0]!.id;
    m.$<HTMLElement>(`[data-vkey="${id}"]`)!.click();
    await threadReady(m);
    expect(inboxState(m.el).thread?.status).to.equal('ready');
    await waitUntil(() => m.$('[part~="thread"] [part~="message"]'), 'the thread shows no message');
    // The reaction picker (and its one import of its own) is the shown thread's own fetch while the person reads
    // (`ThreadPane.opened`), not its path: whether its fetch starts before the message shows is the network's order.
    const reading = ['/components/inbox/reaction-picker.ts', '/core/place-popover.ts'];
    const fetched = modulesSince(opened).filter((path) => !reading.some((module) => path.endsWith(module)));
    expect(fetched, 'modules fetched by opening the first thread').to.deep.equal([]);
    m.el.remove();
  });
});
