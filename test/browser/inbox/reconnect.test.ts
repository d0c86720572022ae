/**
 * The connection lost and back (DESIGN §13's header, the thread pane's failure): a thread opened while the network is
 * down says it could not be loaded, with Retry; once the live stream is open again, it loads by itself — its messages,
 * and its header with what changed meanwhile (the assignee, how long the customer has waited) — as the list's rows do.
 * Against the real sandbox, through a client whose network the test cuts: every request fails, the live stream drops.
 */
import { expect } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import type { Message } from '../../../src/schemas/messages.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, threadReady, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';
import { USERS } from './team-harness.js';

/** A client of `box` whose network the test takes away (`down`) and gives back (`up`), as a person's Wi-Fi drops. */
function cuttable(box: TestSandbox) {
  let offline = false;
  let streaming = false;
  const cuts = new Set<() => void>();
  const fetchImpl: typeof fetch = async (input, init) => {
    if (offline) throw new TypeError('Failed to fetch');
    const request = new Request(input, init);
    const response = await box.fetch(request);
    if (!new URL(request.url).pathname.endsWith('/events/stream') || !response.body) return response;
    const reader = response.body.getReader();
    let cut = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        cut = () => {
          controller.error(new TypeError('network connection lost'));
          void reader.cancel();
        };
        cuts.add(cut);
      },
      async pull(controller) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return controller.close();
        controller.enqueue(value!);
        streaming = true;
      },
      cancel: (reason) => {
        cuts.delete(cut);
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  const client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: fetchImpl, retry: { retries: 0 } });
  return {
    client,
    /** The live stream has delivered a frame since the last `down`. */
    streaming: () => streaming,
    down() {
      offline = true;
      streaming = false;
      for (const cut of cuts) cut();
      cuts.clear();
    },
    up() {
      offline = false;
    },
  };
}

const header = (m: Mounted) => m.$('.thread-header')!.textContent!.replace(/\s+/g, ' ');

describe('<parley-inbox> the connection back', () => {
  it('loads the thread that failed while offline, with its header as it is now, once the stream is open again', async () => {
    const box = await startTestSandbox();
    const net = cuttable(box);
    const m = await mount({ box, client: net.client });
    m.el.users = [...USERS];
    await listReady(m);
    await waitUntil(net.streaming, 'the live stream open', { timeout: 10_000 });
    const [first, target] = inboxState(m.el).threads.filter((c) => !c.assignee && !c.waitingSince && !c.optedOut);
    expect(target, 'two unassigned threads nobody waits on').to.exist;
    m.$<HTMLElement>(`[data-vkey="${first!.id}"]`)!.click();
    await threadReady(m);

    net.down();
    m.$<HTMLElement>(`[data-vkey="${target!.id}"]`)!.click();
    await threadReady(m);
    expect(inboxState(m.el).thread!.status).to.equal('error');
    const failure = m.$('.thread-pane [role="alert"]')!;
    expect(failure.textContent).to.contain('Could not load this conversation: there is no connection');
    expect(failure.querySelector('[part~="retry-button"]'), 'its Retry').to.exist;
    expect(header(m)).not.to.contain('Assigned');

    // Meanwhile the team and the customer go on: Ben takes the thread, the customer writes.
    const assigned = await m.server('POST', `/conversations/${target!.id}/assign`, { assignee: USERS[1].id });
    expect(assigned.status, JSON.stringify(assigned.body)).to.equal(200);
    const wrote = await m.server<Message>('POST', '/sandbox/inbound', {
      from: target!.to,
      to: target!.from,
      text: 'Are you there?',
    });
    expect(wrote.status, JSON.stringify(wrote.body)).to.be.lessThan(300);

    net.up();
    await waitUntil(() => inboxState(m.el).thread?.status === 'ready', 'the thread loaded once the stream was back', {
      timeout: 20_000,
    });
    await threadReady(m);
    expect(inboxState(m.el).thread!.id).to.equal(target!.id);
    expect(m.$('.thread-pane [role="alert"]'), 'the failure gone').to.equal(null);
    await waitUntil(() => m.$('.messages')?.textContent?.includes('Are you there?'), 'the message written meanwhile');
    expect(header(m)).to.contain(`Assigned: ${USERS[1].name}`);
    expect(m.$('.thread-header [part~="waiting"]')?.textContent).to.equal('Waiting under 1 min');
    // The row says the same as the header.
    const row = m.$(`[data-vkey="${target!.id}"]`)!;
    expect(row.querySelector('[part~="waiting"]')!.textContent).to.equal('Waiting under 1 min');
    expect(row.querySelector('[part~="assignee-tag"]')!.textContent).to.contain(USERS[1].name.split(' ')[0]);

    await shots(m, 'inbox-reconnected');
    await accessibleEverywhere(m, () => /[\u0600-\u06FF]/.test(header(m)));
    m.el.remove();
  });
});
