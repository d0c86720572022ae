/**
 * `<parley-agent-identity>`, `<parley-link-stats>` and `<parley-contact-panel>` load with what they have now, in real
 * Chromium against the real sandbox: credentials (`token`, `token-url`, `tokenProvider`, `client`) set after the id
 * — as a framework sets them after its session call — load the record; a `base-url` fixed after a network failure
 * loads it; another id shows loading, never the old record (or its failure) under the new id; no id shows nothing.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/agent-identity.js';
import '../../../src/contact-panel.js';
import '../../../src/link-stats.js';
import type { ParleyAgentIdentity } from '../../../src/components/agent-identity/agent-identity.component.js';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import type { ParleyLinkStats } from '../../../src/components/link-stats/link-stats.component.js';
import { DEMO_SENDERS, LONG_THREAD } from '../../../src/sandbox/demo-data.js';
import { DEMO_LINKS } from '../../../src/sandbox/demo-rcs.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, gatedClient, routedPageFetch, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { axeEachWay, pictures } from './pictures.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
const SCOPES = ['agents:read', 'links:read', 'contacts:read'] as Scope[];
const NO_TOKEN = 'This element has no token: set token, token-url or tokenProvider.';
/** An API root nothing answers: every request to it fails as a network failure does. */
const UNREACHABLE = 'http://127.0.0.1:9/api';

type Credentials = 'token' | 'tokenUrl' | 'tokenProvider' | 'client';
const CREDENTIALS: Credentials[] = ['token', 'tokenUrl', 'tokenProvider', 'client'];
let routes = 0;

/**
 * Gives `el` one way to authenticate with `box`'s sandbox; a token route of its own for each call (the page shares a
 * route's token between its elements, so another test's would stand in for it).
 */
function credit(
  el: { token?: string; tokenUrl?: string; tokenProvider?: unknown; client?: unknown },
  way: Credentials,
  box: TestSandbox,
) {
  if (way === 'token') el.token = box.token;
  if (way === 'tokenUrl') el.tokenUrl = `/parley-token?route=${++routes}`;
  if (way === 'tokenProvider') el.tokenProvider = async () => box.token;
  if (way === 'client')
    el.client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: box.fetch, retry: { retries: 0 } });
}

const text = (el: HTMLElement) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
const alertOf = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="alert"]')?.textContent;
const nameOf = (el: ParleyAgentIdentity) => el.shadowRoot!.querySelector('[part="name"]')?.textContent?.trim();
const countOf = (el: ParleyLinkStats) => el.shadowRoot!.querySelector('.toggle')!.textContent!.trim();

describe('keyed loads: credentials, base-url and id as they are now', () => {
  let box: TestSandbox;
  let page: ReturnType<typeof routedPageFetch>;
  beforeEach(async () => {
    box = await startTestSandbox({ scopes: SCOPES });
    page = routedPageFetch(box, async () => Response.json({ token: box.token }));
  });
  afterEach(() => page.restore());

  for (const way of CREDENTIALS)
    it(`agent identity and link stats load once ${way} is set after their id`, async () => {
      const agent = await fixture<ParleyAgentIdentity>(
        html`<parley-agent-identity agent-id=${DEMO_SENDERS.acmeAgent} base-url=${BASE_URL} theme="light"></parley-agent-identity>`,
      );
      const stats = await fixture<ParleyLinkStats>(
        html`<parley-link-stats link-id=${DEMO_LINKS.menu.linkId} base-url=${BASE_URL} open theme="light"></parley-link-stats>`,
      );
      expect([alertOf(agent), alertOf(stats)]).to.deep.equal([NO_TOKEN, NO_TOKEN]);
      credit(agent, way, box);
      credit(stats, way, box);
      await waitUntil(
        () => nameOf(agent) === 'Acme Coffee',
        () => `agent shown: ${text(agent)}`,
      );
      await waitUntil(
        () => /click/.test(countOf(stats)),
        () => `clicks shown: ${text(stats)}`,
      );
      expect(stats.shadowRoot!.querySelector('[part="chart"]'), 'the details too').to.exist;
    });

  it('a base-url fixed after a network failure loads, without a Retry', async () => {
    const agent = await fixture<ParleyAgentIdentity>(
      html`<parley-agent-identity agent-id=${DEMO_SENDERS.acmeAgent} base-url=${UNREACHABLE} .token=${box.token} theme="light"></parley-agent-identity>`,
    );
    const stats = await fixture<ParleyLinkStats>(
      html`<parley-link-stats link-id=${DEMO_LINKS.menu.linkId} base-url=${UNREACHABLE} .token=${box.token} open theme="light"></parley-link-stats>`,
    );
    for (const el of [agent, stats])
      await waitUntil(
        () => alertOf(el)?.includes('could not be reached'),
        () => `network failure: ${text(el)}`,
      );
    agent.baseUrl = BASE_URL;
    stats.baseUrl = BASE_URL;
    await waitUntil(
      () => nameOf(agent) === 'Acme Coffee',
      () => `agent shown: ${text(agent)}`,
    );
    await waitUntil(
      () => /click/.test(countOf(stats)),
      () => `clicks shown: ${text(stats)}`,
    );
    expect([alertOf(agent), alertOf(stats)]).to.deep.equal([undefined, undefined]);
  });

  it('agent identity: another agent-id shows loading, never the last agent or its failure; none shows nothing', async () => {
    const northwind = gatedClient(box, `/rcs/agents/${DEMO_SENDERS.northwindAgent}`);
    const el = await fixture<ParleyAgentIdentity>(
      html`<parley-agent-identity .client=${northwind.client} agent-id="agent_nope" theme="light"></parley-agent-identity>`,
    );
    await waitUntil(
      () => alertOf(el)?.includes('was not found'),
      () => `not found: ${text(el)}`,
    );
    el.agentId = DEMO_SENDERS.acmeAgent;
    await el.updateComplete;
    expect(alertOf(el), 'the last id’s failure is not this one’s').to.equal(undefined);
    await waitUntil(
      () => nameOf(el) === 'Acme Coffee',
      () => `Acme shown: ${text(el)}`,
    );
    el.agentId = DEMO_SENDERS.northwindAgent;
    await el.updateComplete;
    expect(text(el), 'loading the new agent, nothing of the last one').to.equal('Loading…');
    expect(el.agent).to.equal(null);
    const loading = () => el.shadowRoot!.querySelector('[role="status"]');
    await pictures(el, 'agent-identity-loading-another', loading);
    await axeEachWay(el, LEFT_OUT);
    northwind.release();
    await waitUntil(
      () => nameOf(el) === 'Northwind Travel',
      () => `Northwind shown: ${text(el)}`,
    );
    expect(el.agent!.agentId).to.equal(DEMO_SENDERS.northwindAgent);
    el.removeAttribute('agent-id');
    await el.updateComplete;
    expect(text(el), 'no agent-id: nothing shown').to.equal('');
    expect(el.agent).to.equal(null);
  });

  it('link stats: another link-id shows loading, never the last count; none shows no count', async () => {
    const trips = gatedClient(box, `/tools/url/${DEMO_LINKS.trips.linkId}`);
    const el = await fixture<ParleyLinkStats>(
      html`<parley-link-stats .client=${trips.client} link-id=${DEMO_LINKS.menu.linkId} open theme="light"></parley-link-stats>`,
    );
    const menu = box.sandbox.store.data.links[DEMO_LINKS.menu.linkId]!;
    const clicks = Object.values(menu.byDay).reduce((a, b) => a + b, 0);
    await waitUntil(
      () => /click/.test(countOf(el)),
      () => `menu's clicks: ${text(el)}`,
    );
    el.linkId = DEMO_LINKS.trips.linkId;
    await el.updateComplete;
    expect(countOf(el), `not the menu's ${clicks}`).to.equal('…');
    expect(el.shadowRoot!.querySelector('.panel [role="status"]')!.textContent).to.equal('Loading…');
    expect(el.shadowRoot!.querySelector('[part="chart"]')).to.equal(null);
    await pictures(el, 'link-stats-loading-another', () => el.shadowRoot!.querySelector('.panel [role="status"]'));
    await axeEachWay(el, LEFT_OUT);
    trips.release();
    await waitUntil(
      () => /click/.test(countOf(el)),
      () => `trips' clicks: ${text(el)}`,
    );
    el.linkId = '';
    await el.updateComplete;
    expect(countOf(el)).to.equal('–');
    expect(el.shadowRoot!.querySelector('[part="chart"]')).to.equal(null);
  });

  it('contact panel: credentials set after contact-id load the contact', async () => {
    const contact = box.sandbox.store.data.contacts[LONG_THREAD.to]!;
    const el = await fixture<ParleyContactPanel>(
      html`<parley-contact-panel contact-id=${contact.id} base-url=${BASE_URL} theme="light"></parley-contact-panel>`,
    );
    expect(alertOf(el)).to.equal(NO_TOKEN);
    el.tokenUrl = `/parley-token?route=${++routes}`;
    await waitUntil(
      () => el.shadowRoot!.querySelector('dl'),
      () => `contact shown: ${text(el)}`,
    );
    expect(text(el)).to.contain(contact.phoneNumber);
  });
});
