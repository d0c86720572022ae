// One customer, one list: the header's "Also with" and the contact panel show the customer's threads from one
// `conversations/list {to}` request, and a thread of that customer created later appears in both from the stream.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { ALL_SCOPES, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import { inboxState } from './harness.js';
import { listReady, mount, openThread, threadReady, type Mounted } from './helpers.js';
import { shots } from './looks.js';

const headerIds = (m: Mounted) => m.$$<HTMLButtonElement>('[part~="also-thread"]').map((b) => b.dataset.conversation!);

function panel(m: Mounted): ParleyContactPanel | null {
  return m.$<ParleyContactPanel>('parley-contact-panel');
}

/** The senders the contact panel lists for the customer ("agent_acme_coffee RCS", …). */
const panelThreads = (m: Mounted) =>
  [...(panel(m)?.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part~="thread"]') ?? [])].map((b) =>
    b.querySelector('.sender')!.textContent!.trim(),
  );

/** An SMS from `from` to `to`, sent at the service (a thread the inbox did not start). */
async function sendSms(box: TestSandbox, from: string, to: string, text: string): Promise<void> {
  const sent = await box.server('POST', '/send', { type: 'SMS', from, to, text });
  expect(sent.status, `SMS from ${from}`).to.equal(200);
}

describe('<parley-inbox> the customer\u2019s threads: one request for header and contact panel', function () {
  this.timeout(60_000);
  beforeEach(() => localStorage.clear());

  it('asks once per customer, shows the same threads in both, and both follow a new thread from the stream', async () => {
    const box = await startTestSandbox({ scopes: [...ALL_SCOPES, 'contacts:read'] });
    // A customer written to by an RCS agent, who also gets an SMS: two threads before the inbox opens.
    const rcs = Object.values(box.sandbox.store.data.conversations)
      .filter((c) => c.from.startsWith('agent_'))
      .sort((x, y) => y.lastActivityAt.localeCompare(x.lastActivityAt))[0]!;
    const customer = rcs.to;
    await sendSms(box, DEMO_SENDERS.acmePhone, customer, 'Your order is ready');

    // Every `conversations/list` naming a customer, counted at the service.
    const asked: string[] = [];
    const original = box.sandbox.fetch;
    box.sandbox.fetch = async (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/conversations/list')) {
        const body = (await request.clone().json()) as { to?: string };
        if (body.to) asked.push(body.to);
      }
      return original(request);
    };

    const m = await mount({ box, width: 1200 });
    await listReady(m);
    await openThread(m, (c) => c.id === rcs.id);
    await waitUntil(() => m.$('[part~="contact-toggle"]'), 'the Contact button');
    m.$<HTMLButtonElement>('[part~="contact-toggle"]')!.click();
    await waitUntil(
      () => panelThreads(m).length === 2 && headerIds(m).length === 1,
      () => `panel lists ${JSON.stringify(panelThreads(m))}, header offers ${JSON.stringify(headerIds(m))}`,
    );
    const smsThread = inboxState(m.el).threads.find((c) => c.to === customer && c.from === DEMO_SENDERS.acmePhone)!;
    expect(headerIds(m)).to.deep.equal([smsThread.id]);
    expect(asked, 'requests for the customer\u2019s threads').to.deep.equal([customer]);

    // A third sender writes to the customer: the stream brings the new thread to both, with no request.
    await sendSms(box, DEMO_SENDERS.northwindPhone, customer, 'Your trip is booked');
    await waitUntil(
      () => panelThreads(m).length === 3 && headerIds(m).length === 2,
      () =>
        `after the new thread: panel lists ${JSON.stringify(panelThreads(m))}, header offers ${JSON.stringify(headerIds(m))}`,
    );
    expect(panelThreads(m)[0], 'newest first in the panel').to.equal(DEMO_SENDERS.northwindPhone);
    expect(asked, 'no second request').to.deep.equal([customer]);
    await shots(m, 'inbox-customer-threads');

    // Switching to another of the customer's threads (here from the panel) keeps the one list.
    const newest = panel(m)!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="thread"]')!;
    newest.click();
    await waitUntil(
      () => inboxState(m.el).thread?.conversation?.from === DEMO_SENDERS.northwindPhone,
      () => `the panel's choice did not open: open is ${inboxState(m.el).thread?.conversation?.from}`,
    );
    await threadReady(m);
    await waitUntil(
      () => headerIds(m).length === 2 && !headerIds(m).includes(inboxState(m.el).thread!.id),
      () => `header offers ${JSON.stringify(headerIds(m))}`,
    );
    expect(asked, 'still one request for this customer').to.deep.equal([customer]);

    // Another customer: their own single request.
    const other = inboxState(m.el).threads.find((c) => c.to !== customer)!;
    await openThread(m, (c) => c.id === other.id);
    await waitUntil(
      () => asked.length === 2,
      () => `asked ${JSON.stringify(asked)}`,
    );
    expect(asked).to.deep.equal([customer, other.to]);
    box.sandbox.fetch = original;
  });
});
