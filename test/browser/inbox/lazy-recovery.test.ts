/**
 * After an outage, a lazy part with no Retry of its own does not stay failed: the list grouped by customer
 * (`group-by="contact"`, whose code is a part) shows ungrouped while its chunk cannot be fetched, nothing fetches it
 * again on later updates, and it comes when the network comes back (`online`) or when the person presses any other
 * Retry of the inbox (here a refused reply's, which has nothing to do with the part). The loader is swapped for one
 * that rejects as a failed `import()` does while "offline"; each test has its own, since the page remembers loads by
 * loader.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import { inboxParts } from '../../../src/components/inbox/lazy-parts.js';
import { DEMO_TEST_NUMBERS } from '../../../src/sandbox/demo-data.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, openThread, scrollTo, settle, type Mounted } from './helpers.js';

const real = { groups: inboxParts.groups };
let offline = true;
const fetches = { groups: 0 };

/** A loader of the part `name` that fails while `offline`, counting its fetches (a new one per test). */
function flaky<K extends keyof typeof real>(name: K): (typeof real)[K] {
  return (() => {
    fetches[name]++;
    return offline
      ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${name}.js`))
      : real[name]();
  }) as (typeof real)[K];
}

/** The count on the first row of the demo customer with two threads, once the list is grouped (scrolls to it). */
async function groupCount(m: Mounted): Promise<string | undefined> {
  const lead = inboxState(m.el).threads.find((c) => c.to === DEMO_TEST_NUMBERS.noRcs)!;
  const list = m.$('.thread-list')!;
  for (let top = 0; !m.$(`[data-vkey="${lead.id}"]`) && top < 40_000; top += 300) {
    scrollTo(list, top);
    await settle(m, 1);
  }
  return m.$(`[data-vkey="${lead.id}"] [part~="group-count"]`)?.textContent?.trim();
}

describe('<parley-inbox> a part with no Retry of its own, after an outage', function () {
  this.timeout(90_000);
  beforeEach(() => {
    offline = true;
    fetches.groups = 0;
  });
  afterEach(() => Object.assign(inboxParts, real));

  it('comes when the network comes back, and is not fetched again before', async () => {
    inboxParts.groups = flaky('groups');
    const m = await mount({ width: 1000, attrs: { 'group-by': 'contact' } });
    await listReady(m);
    await waitUntil(() => fetches.groups === 1, 'the grouped list was not asked for');
    await settle(m);
    expect(await groupCount(m), 'ungrouped while its code cannot be fetched').to.equal(undefined);
    m.el.requestUpdate();
    await settle(m);
    expect(fetches.groups, 'fetched again without a retry').to.equal(1);

    offline = false;
    window.dispatchEvent(new Event('online'));
    await waitUntil(
      async () => (await groupCount(m)) === '2 conversations',
      () => `the list did not group when back online (${fetches.groups} fetches)`,
      {
        timeout: 10_000,
      },
    );
    expect(fetches.groups).to.equal(2);
  });

  it("comes when the person presses any other Retry of the inbox (a failed reply's)", async () => {
    inboxParts.groups = flaky('groups');
    const box = await startTestSandbox();
    // The first reply is refused (409), with no automatic retry: its bubble offers Retry.
    let refuse = 1;
    const fetchImpl: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/send') && request.method === 'POST' && refuse-- > 0)
        return new Response(JSON.stringify({ error: 'Sender paused' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        });
      return box.fetch(request);
    };
    const client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: fetchImpl, retry: { retries: 0 } });
    const m = await mount({ box, client, width: 1000, attrs: { 'group-by': 'contact' } });
    await openThread(m, (c) => c.to === DEMO_TEST_NUMBERS.noRcs);
    expect(fetches.groups).to.equal(1);
    m.$<HTMLTextAreaElement>('[part~="reply-input"]')!.focus();
    await sendKeys({ type: 'sent after the outage' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => m.$('.bubble.failed [part~="retry-button"]'), 'the reply did not fail');
    expect(await groupCount(m), 'still ungrouped').to.equal(undefined);
    expect(fetches.groups, 'not fetched again by the send').to.equal(1);

    offline = false;
    m.$<HTMLButtonElement>('.bubble.failed [part~="retry-button"]')!.click();
    await waitUntil(() => !m.$('.bubble.failed'), 'the reply was not sent again');
    await waitUntil(
      async () => (await groupCount(m)) === '2 conversations',
      () => `the list did not group after Retry (${fetches.groups} fetches)`,
      {
        timeout: 10_000,
      },
    );
    expect(fetches.groups).to.equal(2);
  });
});
