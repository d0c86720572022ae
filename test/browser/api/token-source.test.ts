// One token source per page: elements given the same token-url (or the same tokenProvider) share one cached token and
// one request in flight, whichever client each builds from its attributes.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../../src/inbox.js';
import '../../../src/composer.js';
import '../../../src/form.js';
import { createApiClient } from '../../../src/api/index.js';
import * as z from '../../../src/schemas/zod.js';
import { newScenario } from './helpers.js';

const Who = z.object({ n: z.number() });

describe('API client: one token source per page', () => {
  it('three elements mounted at once with the same token-url make exactly one token request', async () => {
    const s = await newScenario();
    const tokenUrl = `${s.baseUrl}/token`;
    await fixture(html`<div>
      <parley-inbox base-url=${s.baseUrl} token-url=${tokenUrl}></parley-inbox>
      <parley-inbox base-url=${s.baseUrl} token-url=${tokenUrl}></parley-inbox>
      <parley-inbox base-url=${s.baseUrl} token-url=${tokenUrl}></parley-inbox>
    </div>`);
    // Each inbox asks for its list at once (the scenario answers 404: only the token matters here).
    await waitUntil(async () => (await s.log()).tokenRequests > 0, 'no token was requested', { timeout: 10000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await s.log()).tokenRequests).to.equal(1);
  });

  it('an element asks for its token when connected, before any call of its own; the next element finds it', async () => {
    const s = await newScenario();
    const tokenUrl = `${s.baseUrl}/token`;
    // No form-id: this form makes no API call at all, so only the connect can have asked for the token.
    const form = await fixture(html`<parley-form base-url=${s.baseUrl} token-url=${tokenUrl}></parley-form>`);
    await waitUntil(async () => (await s.log()).tokenRequests === 1, 'no token requested on connect', {
      timeout: 10000,
    });
    form.insertAdjacentElement('afterend', Object.assign(document.createElement('parley-form'), { tokenUrl }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await s.log()).tokenRequests).to.equal(1);
  });

  it('separate clients of one tokenProvider share its token: 50 calls across 3 clients, one provider call', async () => {
    const s = await newScenario();
    let calls = 0;
    const provider = async () => {
      calls += 1;
      return ((await (await fetch(`${s.baseUrl}/token`)).json()) as { token: string }).token;
    };
    const clients = [0, 1, 2].map(() => createApiClient({ baseUrl: s.baseUrl, tokenProvider: provider }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => clients[i % 3]!.request('GET', '/whoami', { schema: Who })),
    );
    expect(new Set(answers.map((a) => a.n))).to.deep.equal(new Set([1]));
    expect(calls).to.equal(1);
    // A relative token-url and the same URL written absolutely are one source too.
    const relative = new URL(`${s.baseUrl}/token?ttl=900`).pathname + '?ttl=900';
    const a = createApiClient({ baseUrl: s.baseUrl, tokenUrl: relative });
    const b = createApiClient({ baseUrl: s.baseUrl, tokenUrl: `${location.origin}${relative}` });
    const [x, y] = await Promise.all([
      a.request('GET', '/whoami', { schema: Who }),
      b.request('GET', '/whoami', { schema: Who }),
    ]);
    expect(x.n).to.equal(y.n);
    expect((await s.log()).tokenRequests).to.equal(2);
  });
});
