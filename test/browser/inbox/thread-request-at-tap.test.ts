/**
 * A thread opened by a press asks the service for it in the press's own task: the request is handed to `fetch`
 * before the click returns, ahead of the thread pane's set-up and the update that shows its skeleton (~25 ms of a
 * phone's CPU that it used to wait behind, microtasks queued before the transport's wait for a token it already
 * held).
 */
import { expect } from '@open-wc/testing';
import { loadedModules } from '../../../src/core/lazy.js';
import { inboxParts } from '../../../src/components/inbox/lazy-parts.js';
import { interceptedClient, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, threadReady } from './helpers.js';

describe('<parley-inbox> a thread opened by a press', () => {
  it("sends the thread's request before the click returns", async () => {
    const box = await startTestSandbox();
    const sent: string[] = [];
    const client = interceptedClient(box, (request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return undefined;
    });
    const m = await mount({ box, client });
    await listReady(m);
    // The part that opens threads is fetched as the inbox connects; a press before it has come waits for it.
    await waitUntil(() => loadedModules.has(inboxParts.storeActions), 'the part that opens threads did not come');
    const id = inboxState(m.el).threads[0]!.id;
    sent.length = 0;

    m.$<HTMLElement>(`[data-vkey="${id}"]`)!.click();
    expect(sent, 'sent by the time the click returned').to.deep.equal([`GET /api/conversations/${id}`]);
    expect(m.$('[part~="thread"] [part~="message"]'), 'nothing rendered yet').to.equal(null);

    await threadReady(m);
    expect(inboxState(m.el).thread?.id).to.equal(id);
    m.el.remove();
  });
});
