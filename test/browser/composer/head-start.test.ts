/**
 * `<parley-composer>`'s head start (components/composer/head-start.ts, run first by `parley-composer.js` and
 * `parley.js`: vite.config.ts `CDN_HEAD_STARTS`): its token request goes out before the element's code is even
 * imported, and the element's transport, fetched as it connects, takes that answer instead of asking again. In real
 * Chromium against the scripted test API (`newScenario`); test/node/dist/dist.test.ts runs the built CDN files.
 */
import { expect } from '@open-wc/testing';
import { tokenHeadStart } from '../../../src/api/head-start.js';
import { HEAD_STARTS, type HeadStarts } from '../../../src/api/wire.js';
import { waitUntil } from '../helpers/wait.js';
import { newScenario } from '../api/helpers.js';

/** The head starts' answers not yet taken by an element's transport. */
const waiting = () =>
  (globalThis as { [HEAD_STARTS]?: HeadStarts & { sent: Map<string, unknown> } })[HEAD_STARTS]?.sent;

describe("<parley-composer>'s head start", () => {
  it('asks for the token before the element is defined; the element takes that answer instead of asking again', async () => {
    expect(customElements.get('parley-composer'), 'defined by another test of this page').to.equal(undefined);
    const s = await newScenario();
    const composer = document.createElement('parley-composer');
    composer.setAttribute('token-url', `${s.baseUrl}/token`);
    composer.setAttribute('base-url', s.baseUrl);
    document.body.append(composer);
    await import('../../../src/components/composer/head-start.js');
    await waitUntil(async () => (await s.log()).tokenRequests === 1, 'no token requested before the element', {
      timeout: 10_000,
    });
    expect(waiting()?.size, 'the answer waits for the element').to.equal(1);

    await import('../../../src/composer.js');
    await waitUntil(() => waiting()?.size === 0, "the element's transport did not take the head start's answer", {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await s.log()).tokenRequests, 'token requests').to.equal(1);
    composer.remove();
  });

  it('asks for nothing for an element given its token, or once the element is defined', async () => {
    const s = await newScenario();
    const given = document.createElement('parley-token-given');
    given.setAttribute('token', 'a.b.c');
    given.setAttribute('token-url', `${s.baseUrl}/token`);
    document.body.append(given);
    tokenHeadStart('parley-token-given');
    const defined = document.createElement('parley-composer');
    defined.setAttribute('token-url', `${s.baseUrl}/token`);
    tokenHeadStart('parley-composer'); // defined by the test above: its code asks for itself
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await s.log()).tokenRequests).to.equal(0);
    given.remove();
  });
});
