/**
 * An answer handed to the transport already read — the token route's first answer beside the token, the page's head
 * start's — is taken without reading its body again. Chromium settles `Response.text()` of such a body only in a later
 * task, and on a page whose other elements have queued their first renders by then, that task waited behind them (the
 * form's definition, read after the inbox's first rows on the page with all three). Checked by order: a task queued
 * before the request is made runs after the request has settled.
 */
import { expect } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import { headStarts } from '../../../src/api/head-start.js';
import { inboxFirstRead } from '../../../src/components/inbox/first-read.js';
import { firstListRequest } from '../../../src/components/inbox/list-request.js';
import { BASE_URL, firstAnswersRoute, SANDBOX_ORIGIN, startTestSandbox } from '../helpers/sandbox.js';

/** Whether `request` settles before a task queued just before it is made (a message to a channel). */
async function settlesBeforeQueuedTask(request: () => Promise<unknown>): Promise<string[]> {
  const order: string[] = [];
  const channel = new MessageChannel();
  const task = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve(void order.push('queued task'));
  });
  channel.port2.postMessage(0);
  await Promise.all([request().then(() => order.push('request settled')), task]);
  channel.port1.close();
  return order;
}

const { method, path, body } = firstListRequest({});

describe('an answer handed over already read', () => {
  it("the token route's first answer is taken in the same task as the request", async () => {
    const box = await startTestSandbox();
    const route = firstAnswersRoute(box);
    const sent: string[] = [];
    const client = createApiClient({
      baseUrl: BASE_URL,
      tokenUrl: '/parley-token',
      fetch: (input, init) => {
        const request = new Request(new URL(String(input), location.href), init);
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
        return new URL(request.url).origin === SANDBOX_ORIGIN ? box.fetch(request) : route(request);
      },
    });
    // The first token, naming the list's first page, which comes back beside it.
    await client.getToken(undefined, { method, path, body });
    const order = await settlesBeforeQueuedTask(() =>
      client.request(method, path, { body, idempotent: true }).then((page) => {
        expect((page as { data: unknown[] }).data.length).to.be.greaterThan(0);
      }),
    );
    expect(sent, 'the list was answered beside the token').to.deep.equal(['GET /parley-token']);
    expect(order).to.deep.equal(['request settled', 'queued task']);
  });

  it("the head start's answer is taken in the same task as the request", async () => {
    const box = await startTestSandbox();
    const { token } = box;
    const pageFetch = globalThis.fetch;
    let sent = 0;
    globalThis.fetch = (input, init) => {
      sent += 1;
      return box.fetch(new Request(String(input), init));
    };
    const host = document.createElement('div');
    try {
      host.innerHTML = `<parley-inbox token="${token}" base-url="${BASE_URL}"></parley-inbox>`;
      document.body.append(host);
      headStarts([inboxFirstRead]);
      expect(sent, 'the head start sent the list request').to.equal(1);
      // Its answer arrives and is read by the head start first.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const client = createApiClient({ baseUrl: BASE_URL, token });
      const order = await settlesBeforeQueuedTask(() => client.request(method, path, { body, idempotent: true }));
      expect(sent, 'the request took the head start answer').to.equal(1);
      expect(order).to.deep.equal(['request settled', 'queued task']);
    } finally {
      globalThis.fetch = pageFetch;
      host.remove();
    }
  });
});
