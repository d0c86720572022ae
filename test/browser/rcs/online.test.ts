/**
 * Back online, a load that failed for want of a network loads again by itself (the window's `online` event), in real
 * Chromium against the real sandbox: agent identity, link stats and the contact panel (its token and its contact);
 * focus stays where the person is, or goes on from a Retry that had it; a failure of another kind, or an element
 * no longer on the page, asks nothing.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/agent-identity.js';
import '../../../src/contact-panel.js';
import '../../../src/link-stats.js';
import { createApiClient } from '../../../src/api/client.js';
import type { ParleyAgentIdentity } from '../../../src/components/agent-identity/agent-identity.component.js';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import type { ParleyLinkStats } from '../../../src/components/link-stats/link-stats.component.js';
import { DEMO_SENDERS, LONG_THREAD } from '../../../src/sandbox/demo-data.js';
import { DEMO_LINKS } from '../../../src/sandbox/demo-rcs.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, interceptedClient, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';

const SCOPES = ['agents:read', 'links:read', 'contacts:read'] as Scope[];
const NETWORK = 'Could not load: the service could not be reached. Check the connection and try again.';

const alertOf = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="alert"]')?.textContent;
const text = (el: HTMLElement) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
const backOnline = () => window.dispatchEvent(new Event('online'));

/** A client whose requests to routes containing `path` fail as a dropped connection does while `down()` says so. */
function flakyClient(box: TestSandbox, path: string, down: () => boolean) {
  return interceptedClient(box, (request) => {
    if (down() && request.url.includes(path)) throw new TypeError('Failed to fetch');
    return undefined;
  });
}

describe('back online, a load that failed on the network loads again', () => {
  let box: TestSandbox;
  let down: boolean;
  beforeEach(async () => {
    box = await startTestSandbox({ scopes: SCOPES });
    down = true;
  });

  it('agent identity loads, and focus stays where the person is', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <input aria-label="Elsewhere" />
      <parley-agent-identity .client=${flakyClient(box, '/rcs/agents/', () => down)} agent-id=${DEMO_SENDERS.acmeAgent} theme="light"></parley-agent-identity>
    </div>`);
    const el = page.querySelector<ParleyAgentIdentity>('parley-agent-identity')!;
    await waitUntil(
      () => alertOf(el),
      () => `failed: ${text(el)}`,
    );
    expect(alertOf(el)).to.equal(NETWORK);
    const elsewhere = page.querySelector('input')!;
    elsewhere.focus();
    down = false;
    backOnline();
    await waitUntil(
      () => el.agent,
      () => `loaded: ${text(el)}`,
    );
    await el.updateComplete;
    expect(document.activeElement).to.equal(elsewhere);
  });

  it('link stats loads; focus on its Retry goes on to the popover’s heading', async () => {
    const el = await fixture<ParleyLinkStats>(
      html`<parley-link-stats .client=${flakyClient(box, '/tools/url/', () => down)} link-id=${DEMO_LINKS.menu.linkId} open theme="light"></parley-link-stats>`,
    );
    await waitUntil(
      () => el.shadowRoot!.querySelector('.retry'),
      () => `failed: ${text(el)}`,
    );
    expect(alertOf(el)).to.equal(NETWORK);
    el.shadowRoot!.querySelector<HTMLElement>('.retry')!.focus();
    down = false;
    backOnline();
    await waitUntil(
      () => el.shadowRoot!.querySelector('[part="chart"]'),
      () => `loaded: ${text(el)}`,
    );
    await waitUntil(() => el.shadowRoot!.activeElement?.localName === 'h2', 'focus on the heading');
  });

  it('the contact panel loads, whether its token or its contact could not be had', async () => {
    const contact = box.sandbox.store.data.contacts[LONG_THREAD.to]!;
    const tokenDown = createApiClient({
      baseUrl: BASE_URL,
      tokenProvider: () => (down ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(box.token)),
      fetch: box.fetch,
      retry: { retries: 0 },
    });
    const contactDown = flakyClient(box, '/contacts/', () => down);
    const page = await fixture<HTMLElement>(html`<div>
      <parley-contact-panel .client=${tokenDown} contact-id=${contact.id} theme="light"></parley-contact-panel>
      <parley-contact-panel .client=${contactDown} contact-id=${contact.id} theme="light"></parley-contact-panel>
    </div>`);
    const [token, record] = [...page.querySelectorAll<ParleyContactPanel>('parley-contact-panel')] as [
      ParleyContactPanel,
      ParleyContactPanel,
    ];
    await waitUntil(
      () => alertOf(token) && alertOf(record),
      () => `failed: ${text(token)} | ${text(record)}`,
    );
    expect(alertOf(token)).to.equal(
      'Could not get a token: the token route could not be reached. Check the connection and try again.',
    );
    expect(alertOf(record)).to.equal(
      'Could not load this contact: the service could not be reached. Check the connection and try again.',
    );
    down = false;
    backOnline();
    for (const el of [token, record])
      await waitUntil(
        () => el.shadowRoot!.querySelector('dl'),
        () => `loaded: ${text(el)}`,
      );
  });

  it('asks nothing for a failure of another kind, or from an element no longer on the page', async () => {
    await box.server('POST', '/sandbox/faults', { rules: [{ path: '/rcs/agents/*', method: 'GET', error: 1 }] });
    const page = await fixture<HTMLElement>(html`<div>
      <parley-agent-identity .client=${interceptedClient(box, () => undefined)} agent-id=${DEMO_SENDERS.acmeAgent} theme="light"></parley-agent-identity>
      <parley-link-stats .client=${flakyClient(box, '/tools/url/', () => down)} link-id=${DEMO_LINKS.menu.linkId} open theme="light"></parley-link-stats>
    </div>`);
    const agent = page.querySelector<ParleyAgentIdentity>('parley-agent-identity')!;
    const stats = page.querySelector<ParleyLinkStats>('parley-link-stats')!;
    await waitUntil(
      () => alertOf(agent) && alertOf(stats),
      () => `failed: ${text(agent)} | ${text(stats)}`,
    );
    const served = alertOf(agent);
    expect(served).to.equal('Could not load: the service had a problem. Try again in a moment.');
    stats.remove();
    down = false;
    backOnline();
    // A load started by the event would have put its failure away at once (the element then shows it loading).
    await agent.updateComplete;
    expect(alertOf(agent), 'a service failure waits for Retry').to.equal(served);
    page.append(stats);
    await stats.updateComplete;
    expect(alertOf(stats), 'asked nothing while away').to.equal(NETWORK);
  });
});
