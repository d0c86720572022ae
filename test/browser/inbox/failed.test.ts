/**
 * A delivery that fails is visible (issue 17 point 3): the bubble turns into an outline in the error color with a
 * warning sign and the reason, readable (axe's color-contrast rule, light and dark), and the list row says "Failed",
 * live from the event stream.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { mount, openThread, settle } from './helpers.js';

const FAILING = '+14155559999'; // sandbox test number: every delivery fails

/** A client that says when its event stream has delivered its first frame (the server has subscribed it). */
function watchingStream(box: TestSandbox) {
  let open = false;
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await box.fetch(request);
    if (!new URL(request.url).pathname.endsWith('/events/stream') || !response.body) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        controller.enqueue(value);
        open = true;
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return { client: createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: fetchImpl }), streamOpen: () => open };
}

describe('<parley-inbox> with a failed delivery', () => {
  it('marks the bubble and the list row, readably, in light and dark', async () => {
    const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 50, delivered: 50 } } });
    const { client, streamOpen } = watchingStream(box);
    const m = await mount({ box, client });
    await openThread(m, (c) => c.to === FAILING);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    expect((await m.server('POST', '/send', { type: 'SMS', from: '+14155550100', to: FAILING, text: 'Your table is ready' })).status).to.equal(200);
    const ours = () => m.$$('.bubble.failed').find((b) => b.textContent!.includes('Your table is ready'));
    await waitUntil(ours, 'our message drawn as failed', { timeout: 10_000 });
    expect(ours()!.querySelector('[part~="status"]')!.textContent).to.match(/⚠.*Failed: .*9999/s);
    await waitUntil(() => m.$('[part~="thread-row-selected"] [part~="failed-tag"]'), 'the row says Failed', { timeout: 10_000 });
    await settle(m);
    await expect(m.el).to.be.accessible();
    m.el.setAttribute('theme', 'dark');
    await m.el.updateComplete;
    await expect(m.el).to.be.accessible();
  });
});
