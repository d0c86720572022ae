import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/agent-identity.js';
import type { ParleyAgentIdentity } from '../../../src/components/agent-identity/agent-identity.component.js';
import { DEMO_CAMPAIGNS, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';

const $ = <T extends Element>(el: ParleyAgentIdentity, selector: string) => el.shadowRoot!.querySelector<T>(selector);

async function mount(
  client: unknown,
  agentId: string,
  extra: { theme?: string; locale?: string; compact?: boolean } = {},
) {
  const el = await fixture<ParleyAgentIdentity>(
    html`<parley-agent-identity .client=${client} agent-id=${agentId} theme=${extra.theme ?? 'light'} locale=${extra.locale ?? 'en'} ?compact=${extra.compact ?? false}></parley-agent-identity>`,
  );
  await waitUntil(() => el.agent || el.shadowRoot?.querySelector('[role="alert"]'), 'loaded or failed', {
    timeout: 5000,
  });
  await el.updateComplete;
  return el;
}

describe('<parley-agent-identity>', () => {
  it('shows logo, name, per-carrier launch state and warns about fallback on carriers without launch', async () => {
    const t = await startTestSandbox({ scopes: ['agents:read'] });
    const el = await mount(t.client, DEMO_SENDERS.acmeAgent);
    expect($(el, '[part="name"]')!.textContent!.trim()).to.equal('Acme Coffee');
    expect($<HTMLImageElement>(el, 'img[part="logo"]')!.getAttribute('src')).to.match(/acme-logo/);
    expect($(el, '.verified')).to.equal(null, 'VERIFIER_B has not verified: no mark');
    const states = Object.fromEntries(
      [...el.shadowRoot!.querySelectorAll<HTMLElement>('li')].map((li) => [
        li.dataset.carrier,
        li.lastElementChild!.textContent,
      ]),
    );
    expect(states).to.deep.equal({
      CARRIER_A: 'Launched',
      CARRIER_B: 'Pending',
      CARRIER_C: 'Not launched',
      OTHERS: 'Not launched',
    });
    expect($(el, '[part="warning"]')!.textContent).to.equal(
      'Recipients on Carrier B, Carrier C, and other carriers get the SMS/MMS fallback until this agent is launched there.',
    );
    await expect(el).to.be.accessible();
  });

  it('shows the verified mark once verified, and no warning once launched everywhere', async () => {
    const t = await startTestSandbox({ scopes: ['agents:read'] });
    const campaign = t.sandbox.store.data.campaigns[DEMO_CAMPAIGNS.acmeRcs]!;
    campaign.carrierLaunches.verification.VERIFIER_B = 'VERIFIED';
    for (const carrier of ['CARRIER_B', 'CARRIER_C', 'OTHERS'] as const)
      campaign.carrierLaunches.carriers[carrier] = 'LAUNCHED';
    const el = await mount(t.client, DEMO_SENDERS.acmeAgent, { theme: 'dark' });
    expect($(el, '.verified')).to.exist;
    expect($(el, '[part="name"]')!.textContent).to.contain('Verified');
    expect($(el, '[part="warning"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('a preview agent (property) renders without a request; compact shows identity only; initials read on light colours', async () => {
    const el = await fixture<ParleyAgentIdentity>(
      html`<parley-agent-identity compact theme="light"></parley-agent-identity>`,
    );
    el.agent = {
      agentId: 'agent_preview',
      name: 'yellow cab',
      description: 'x',
      brand: { id: 'b', name: 'B' },
      campaignId: null,
      verified: true,
      branding: { logoUrl: null, bannerUrl: null, colors: { primary: '#ffe600', secondary: null } },
      contact: { phoneNumber: null, email: null, website: null },
      carrierLaunches: {
        carriers: {
          CARRIER_A: 'NOT_LAUNCHED',
          CARRIER_B: 'NOT_LAUNCHED',
          CARRIER_C: 'NOT_LAUNCHED',
          OTHERS: 'NOT_LAUNCHED',
        },
        verification: { VERIFIER_A: 'VERIFIED', VERIFIER_B: 'VERIFIED' },
      },
    };
    await el.updateComplete;
    expect($(el, '.initial')!.textContent).to.equal('Y');
    expect(getComputedStyle($(el, '.initial')!).color).to.equal('rgb(0, 0, 0)');
    expect($(el, 'ul')).to.equal(null);
    expect($(el, '.verified')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('a 403 says the plan does not include RCS agent details; 404 and a missing scope say what they are', async () => {
    const t = await startTestSandbox({ scopes: ['agents:read'] });
    const forbidden = createApiClient({
      baseUrl: BASE_URL,
      token: t.token,
      fetch: async () => Response.json({ error: 'not in plan' }, { status: 403 }),
      retry: { retries: 0 },
    });
    const plan = await mount(forbidden, DEMO_SENDERS.acmeAgent);
    expect($(plan, '[role="alert"]')!.textContent).to.equal(
      'Your plan does not include RCS agent details. Ask your account owner to upgrade.',
    );
    await expect(plan).to.be.accessible();
    const missing = await mount(t.client, 'agent_nope');
    expect($(missing, '[role="alert"]')!.textContent).to.contain('was not found');
    const noScope = createApiClient({
      baseUrl: BASE_URL,
      token: await t.mint(['links:read']),
      fetch: t.fetch,
      retry: { retries: 0 },
    });
    const session = await mount(noScope, DEMO_SENDERS.acmeAgent);
    // The token never had agents:read: that is not a lost session (the sandbox answers 401 for both).
    expect($(session, '[role="alert"]')!.textContent).to.equal(
      'This token may not read RCS agent details (agents:read).',
    );
  });

  it("a failed load offers Retry as a target a finger can hit (24 px tall, as link stats' Retry)", async () => {
    const t = await startTestSandbox({ scopes: ['agents:read'] });
    const failing = createApiClient({
      baseUrl: BASE_URL,
      token: t.token,
      fetch: async () => Response.json({ error: 'down' }, { status: 503 }),
      retry: { retries: 0 },
    });
    const el = await mount(failing, DEMO_SENDERS.acmeAgent);
    await waitUntil(() => $(el, '.retry'), 'Retry');
    expect($<HTMLElement>(el, '.retry')!.getBoundingClientRect().height).to.be.at.least(24);
  });

  it('puts its heading at the level the page asks for, 2 unless told', async () => {
    const t = await startTestSandbox({ scopes: ['agents:read'] });
    const el = await mount(t.client, DEMO_SENDERS.acmeAgent);
    await waitUntil(() => $(el, '[role="heading"]'), 'loaded');
    expect($(el, '[role="heading"]')!.getAttribute('aria-level')).to.equal('2');
    el.setAttribute('heading-level', '4');
    await el.updateComplete;
    expect($(el, '[role="heading"]')!.getAttribute('aria-level')).to.equal('4');
    expect($(el, 'h2'), 'no fixed h2 beside it').to.equal(null);
    el.setAttribute('heading-level', '9');
    await el.updateComplete;
    expect($(el, '[role="heading"]')!.getAttribute('aria-level')).to.equal('6');
  });

  it('speaks Spanish and Arabic (right-to-left), axe-clean', async () => {
    const t = await startTestSandbox({ scopes: ['agents:read'] });
    const es = await mount(t.client, DEMO_SENDERS.northwindAgent, { locale: 'es' });
    await waitUntil(() => $(es, '[role="heading"]')?.textContent === 'Lanzamiento por operador', 'Spanish');
    // The carriers as the sentence names them: "otros operadores", where the list's own label is capitalised.
    expect($(es, '[part="warning"]')!.textContent).to.contain('Operador A, Operador B, Operador C y otros operadores');
    const ar = await mount(t.client, DEMO_SENDERS.northwindAgent, { locale: 'ar', theme: 'dark' });
    await waitUntil(() => $(ar, '[role="heading"]')?.textContent === 'الإطلاق حسب المشغّل', 'Arabic');
    expect(ar.getAttribute('dir')).to.equal('rtl');
    // Arabic joins the carriers with «و», never a Latin comma, and names the others in the genitive after «على».
    expect($(ar, '[part="warning"]')!.textContent).to.contain('المشغّل A والمشغّل B والمشغّل C ومشغّلين آخرين');
    // The agent's English description reads left to right inside the Arabic layout, its full stop at its end.
    const description = $<HTMLElement>(ar, '.description')!;
    expect(getComputedStyle(description).direction).to.equal('ltr');
    expect(getComputedStyle($<HTMLElement>(ar, '.identity')!).direction).to.equal('rtl');
    await expect(ar).to.be.accessible();
  });
});
