/**
 * `<parley-link-stats>` and `<parley-agent-identity>` when loading fails, in real Chromium against the real sandbox
 * and its faults: a token without the scope is not a lost session, a failure is said in the element's words with a
 * Retry that hands focus on and a `parley-error` for the host, no token sends nothing; the chart's dates never
 * overlap in any language; the launch list uses the room it has; every axe rule and pictures of each state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/agent-identity.js';
import '../../../src/link-stats.js';
import type { ParleyAgentIdentity } from '../../../src/components/agent-identity/agent-identity.component.js';
import type { ParleyLinkStats } from '../../../src/components/link-stats/link-stats.component.js';
import type { ParleyErrorEvent } from '../../../src/events/parley-error.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { DEMO_LINKS } from '../../../src/sandbox/demo-rcs.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { everyRule } from './every-rule.js';

/** Page-wide rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];

const clientOf = async (sb: TestSandbox, scopes: Scope[]) =>
  createApiClient({ baseUrl: BASE_URL, token: await sb.mint(scopes), fetch: sb.fetch, retry: { retries: 0 } });
const faults = (sb: TestSandbox, rules: object[]) => sb.server('POST', '/sandbox/faults', { rules });
const alertOf = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="alert"]')?.textContent;
async function press(button: HTMLElement) {
  button.focus();
  await sendKeys({ press: 'Enter' });
}

async function linkStats(client: unknown, locale = 'en') {
  const errors: ParleyErrorEvent[] = [];
  const el = await fixture<ParleyLinkStats>(
    html`<parley-link-stats .client=${client} link-id=${DEMO_LINKS.menu.linkId} theme="light" locale=${locale}
      @parley-error=${(e: ParleyErrorEvent) => errors.push(e)}></parley-link-stats>`,
  );
  await waitUntil(() => el.shadowRoot?.querySelector('.toggle')?.textContent?.trim() !== '…', 'loaded or failed', {
    timeout: 5000,
  });
  el.open = true;
  await el.updateComplete;
  return { el, errors };
}

async function agentIdentity(client: unknown, locale = 'en') {
  const errors: ParleyErrorEvent[] = [];
  const el = await fixture<ParleyAgentIdentity>(
    html`<parley-agent-identity .client=${client} agent-id=${DEMO_SENDERS.acmeAgent} theme="light" locale=${locale}
      @parley-error=${(e: ParleyErrorEvent) => errors.push(e)}></parley-agent-identity>`,
  );
  await waitUntil(() => el.agent || alertOf(el), 'loaded or failed', { timeout: 5000 });
  await el.updateComplete;
  return { el, errors };
}

/** Counts the requests the page sends while `run` runs. */
async function requestsDuring(run: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const real = window.fetch;
  window.fetch = (input, init) => {
    sent.push(String(input instanceof Request ? input.url : input));
    return real(input, init);
  };
  try {
    await run();
  } finally {
    window.fetch = real;
  }
  return sent;
}

describe('link stats and agent identity when loading fails', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('a token without links:read or agents:read says so, not that the session expired', async () => {
    const sb = await startTestSandbox({ scopes: ['conversations:read'] });
    const client = await clientOf(sb, ['conversations:read']);
    const stats = await linkStats(client);
    await waitUntil(() => alertOf(stats.el), 'said');
    expect(alertOf(stats.el)).to.equal('This token may not read link analytics (links:read).');
    expect(stats.el.shadowRoot!.querySelector('.retry')).to.equal(null, 'asking again cannot help');
    expect(stats.errors.map((e) => e.detail.action)).to.deep.equal(['load']);
    const agent = await agentIdentity(client, 'ar');
    await waitUntil(() => alertOf(agent.el)?.includes('agents:read'), 'Arabic words', { timeout: 5000 });
    expect(alertOf(agent.el)).to.equal('لا يسمح هذا الرمز بقراءة تفاصيل وكلاء RCS (agents:read).');
    expect(agent.errors.length).to.equal(1);
  });

  it('link stats: a 500 is said in its words with a Retry that hands focus on, and parley-error carries the rest', async () => {
    const sb = await startTestSandbox({ scopes: ['links:read'] });
    await faults(sb, [{ path: '/tools/url/*', method: 'GET', error: 1 }]);
    const { el, errors } = await linkStats(await clientOf(sb, ['links:read']));
    await waitUntil(() => el.shadowRoot!.querySelector('.retry'), 'Retry offered', { timeout: 5000 });
    expect(alertOf(el)).to.equal('Could not load: the service had a problem. Try again in a moment.');
    expect(errors.at(-1)!.detail.error.message).to.contain('Injected fault');
    await shootAll('link-stats-failed', { settle: () => el.updateComplete });
    await everyRule(el, LEFT_OUT);
    const active = () => el.shadowRoot!.activeElement;
    await press(el.shadowRoot!.querySelector<HTMLElement>('.retry')!);
    await waitUntil(() => active()?.classList.contains('retry'), 'focus on the new Retry', { timeout: 5000 });
    await faults(sb, []);
    await press(el.shadowRoot!.querySelector<HTMLElement>('.retry')!);
    await waitUntil(() => el.shadowRoot!.querySelector('svg'), 'chart drawn', { timeout: 5000 });
    await waitUntil(() => active()?.localName === 'h2', 'focus on the popover heading', { timeout: 5000 });
  });

  it('agent identity: a 500 is said in its words with a Retry that hands focus on, and parley-error carries the rest', async () => {
    const sb = await startTestSandbox({ scopes: ['agents:read'] });
    await faults(sb, [{ path: '/rcs/agents/*', method: 'GET', error: 1 }]);
    const { el, errors } = await agentIdentity(await clientOf(sb, ['agents:read']));
    expect(alertOf(el)).to.equal('Could not load: the service had a problem. Try again in a moment.');
    expect(errors.at(-1)!.detail.error.message).to.contain('Injected fault');
    await shootAll('agent-identity-failed', { settle: () => el.updateComplete });
    await everyRule(el, LEFT_OUT);
    const active = () => el.shadowRoot!.activeElement;
    await press(el.shadowRoot!.querySelector<HTMLElement>('.retry')!);
    await waitUntil(() => active()?.classList.contains('retry'), 'focus on the new Retry', { timeout: 5000 });
    await faults(sb, []);
    await press(el.shadowRoot!.querySelector<HTMLElement>('.retry')!);
    await waitUntil(() => el.agent, 'loaded', { timeout: 5000 });
    await waitUntil(() => active()?.getAttribute('part') === 'name', 'focus on the agent’s name', { timeout: 5000 });
  });

  it('without any token both say so and send nothing', async () => {
    let stats: ParleyLinkStats | undefined;
    let agent: ParleyAgentIdentity | undefined;
    const sent = await requestsDuring(async () => {
      stats = await fixture<ParleyLinkStats>(
        html`<parley-link-stats link-id=${DEMO_LINKS.menu.linkId} open theme="light"></parley-link-stats>`,
      );
      agent = await fixture<ParleyAgentIdentity>(
        html`<parley-agent-identity agent-id=${DEMO_SENDERS.acmeAgent} theme="light"></parley-agent-identity>`,
      );
      await stats.updateComplete;
      await agent.updateComplete;
    });
    expect(sent).to.deep.equal([]);
    const words = 'This element has no token: set token, token-url or tokenProvider.';
    expect([alertOf(stats!), alertOf(agent!)]).to.deep.equal([words, words]);
    await shootAll('agent-identity-no-token', { settle: () => agent!.updateComplete });
    await everyRule(agent!, LEFT_OUT);
  });

  it('writes chart dates that never overlap, in English, Spanish and Arabic', async () => {
    const sb = await startTestSandbox({ scopes: ['links:read'] });
    const link = sb.sandbox.store.data.links[DEMO_LINKS.menu.linkId]!;
    // Two weeks of clicks: slots of ~20 px, narrower than any written date.
    for (let day = 10; day <= 24; day++) link.byDay[`2025-11-${day}`] = day % 4;
    const client = await clientOf(sb, ['links:read']);
    for (const locale of ['en', 'es', 'ar']) {
      const { el } = await linkStats(client, locale);
      await waitUntil(() => el.shadowRoot!.querySelectorAll('text.date').length > 1, 'dates drawn', {
        timeout: 5000,
      });
      const boxes = [...el.shadowRoot!.querySelectorAll<SVGTextElement>('text.date')]
        .map((t) => t.getBoundingClientRect())
        .sort((a, b) => a.left - b.left);
      for (let i = 1; i < boxes.length; i++)
        expect(boxes[i]!.left, `${locale}: date ${i} clear of the one before`).to.be.at.least(boxes[i - 1]!.right);
      if (locale === 'ar') {
        await shootAll('link-stats-chart-ar', { settle: () => el.updateComplete });
        await everyRule(el, LEFT_OUT);
      }
    }
  });

  it('at 1440 px the launch list is one row of one-line carriers, under a heading in order', async () => {
    await setViewport({ width: 1440, height: 900 });
    const sb = await startTestSandbox({ scopes: ['agents:read'] });
    const client = await clientOf(sb, ['agents:read']);
    // On a page with its own title, as a host page has: the element's heading must come next in order.
    const page = await fixture<HTMLElement>(
      html`<main><h1>Senders</h1><parley-agent-identity .client=${client} agent-id=${DEMO_SENDERS.acmeAgent} theme="light"></parley-agent-identity></main>`,
    );
    const el = page.querySelector<ParleyAgentIdentity>('parley-agent-identity')!;
    await waitUntil(() => el.shadowRoot!.querySelector('[part="launches"] li'), 'launches shown', { timeout: 5000 });
    const items = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="launches"] li')];
    expect(new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size).to.equal(1, 'one row');
    // Lines of text, counted on the words themselves: a carrier's name or state broken in two is two lines.
    const lines = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    for (const li of items) {
      const spans = [...li.querySelectorAll('span')];
      for (const span of spans) expect(lines(span), span.textContent!).to.equal(1, 'one line');
      expect(new Set(spans.map((x) => Math.round(x.getBoundingClientRect().top))).size).to.equal(1, 'side by side');
    }
    await shootAll('agent-identity-launches', { settle: () => el.updateComplete });
    await everyRule(
      page,
      LEFT_OUT.filter((rule) => rule !== 'page-has-heading-one'),
    );
  });
});
