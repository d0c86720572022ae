/**
 * An element that leaves the page before its idle time must not link its client to the page's outbox afterwards: the
 * outbox sends a kept write through the latest linked client of its writer, so a late link from a gone element would
 * carry the write to wherever that element's client points (here, another sandbox), and the element on the page would
 * never see it go out. Idle callbacks are held and run by the test, so the order is the one a busy machine produces,
 * every time.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import { BASE_URL, faultySendClient, startTestSandbox } from '../helpers/sandbox.js';
import { mount, fill, AGENT, RCS_USER } from '../composer/helpers.js';

describe('outbox and an element that left', () => {
  const held: (IdleRequestCallback | undefined)[] = [];
  const original = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
  beforeEach(() => {
    localStorage.removeItem('parley:outbox'); // no kept writes: elements link to the outbox in idle time
    window.requestIdleCallback = (callback) => held.push(callback);
    window.cancelIdleCallback = (id) => void (held[id - 1] = undefined);
  });
  afterEach(() => {
    window.requestIdleCallback = original.request;
    window.cancelIdleCallback = original.cancel;
  });

  it("sends a kept write through the element on the page, never through a gone element's client", async () => {
    // The element that leaves talks to another sandbox, as the same user (same writer).
    const elsewhere = await startTestSandbox();
    let sendsElsewhere = 0;
    const goneClient = createApiClient({
      baseUrl: BASE_URL,
      token: elsewhere.token,
      fetch: (input, init) => {
        const request = new Request(input, init);
        if (request.url.endsWith('/send')) sendsElsewhere++;
        return elsewhere.fetch(request);
      },
    });
    const gone = await mount({ to: RCS_USER, box: { ...elsewhere, client: goneClient } });
    gone.el.remove();

    // The element that stays: its sends meet 503s while `down`, so the write waits in the outbox for a later try.
    const box = await startTestSandbox();
    let down = true;
    const { client, keys } = faultySendClient(
      box,
      () => (down ? { status: 503, error: 'upstream unavailable', stored: false } : undefined),
      { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
    );
    const { el } = await mount({ to: RCS_USER, box: { ...box, client } });
    await fill(el, 'rcs.text', 'stays with its element');
    await el.send().catch(() => undefined);
    // Kept after a service fault: said beside Send (`data-kept`), not in the outbox's offline list.
    const kept = () => el.shadowRoot!.querySelector('[part~="status"][data-kept], [part~="outbox-item"]');
    await waitUntil(kept, 'the send was not kept');

    // The idle time comes for both elements, and the service is back.
    for (const callback of held.splice(0)) callback?.({ didTimeout: false, timeRemaining: () => 50 });
    down = false;
    await waitUntil(() => !kept(), 'the outbox did not send it');
    expect(sendsElsewhere, 'sent through the gone element').to.equal(0);
    expect(new Set(keys).size, 'one Idempotency-Key throughout').to.equal(1);
    for (const [sandbox, stored] of [
      [box, 1],
      [elsewhere, 0],
    ] as const) {
      const conversation = await sandbox.client
        .getConversationByPair({ from: AGENT, to: RCS_USER })
        .catch(() => undefined);
      const page = conversation ? await sandbox.client.listMessages(conversation.id, { pageSize: 100 }) : { data: [] };
      expect(page.data.filter((m) => m.rcs?.text === 'stays with its element')).to.have.length(stored);
    }
  });
});
