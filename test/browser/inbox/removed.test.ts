/**
 * An inbox taken out of the page stays quiet: an update that reaches it afterwards (its event stream reporting that it
 * closed asks for one) must not bind its client again, reload the list, reopen the thread and the stream, or post
 * presence, for an element nobody sees. Put back in the page, it loads again.
 */
import { expect } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { LONG_THREAD, mount, openThread } from './helpers.js';

describe('<parley-inbox> taken out of the page', () => {
  it('sends nothing after it is removed, however often it updates, and loads again when put back', async () => {
    const box = await startTestSandbox();
    let counting = false;
    const after: string[] = [];
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: box.token,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (counting) after.push(`${request.method} ${new URL(request.url).pathname}`);
        return box.fetch(request);
      },
    });
    const m = await mount({ box, client });
    await openThread(m, (c) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to);
    const parent = m.el.parentElement!;
    m.el.remove();
    await new Promise((resolve) => setTimeout(resolve, 50)); // what the removal itself sends (presence idle) goes first
    counting = true;
    for (let i = 0; i < 3; i++) {
      m.el.requestUpdate();
      await m.el.updateComplete;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(after, 'requests from a removed inbox').to.deep.equal([]);

    parent.append(m.el);
    await waitUntil(
      () => after.some((line) => line === 'POST /api/conversations/list'),
      'the list loaded again once put back',
    );
  });
});
