/**
 * The composer's sender: the RCS agent's name, logo and per-carrier launch state (`agents:read`), and
 * the warning, before sending, that a recipient on a carrier without launch gets the SMS fallback — or, without a
 * fallback, nothing.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { shootAll } from '../helpers/screenshot.js';
import { accessibleEverywhere, mountExtras } from './extras-harness.js';
import { AGENT, PHONE, RCS_USER, fill } from './helpers.js';

/** A `CARRIER_B` subscriber (DESIGN §8 test numbers), where the demo agent's launch is PENDING. */
const CARRIER_B_USER = '+14155557777';

const identity = (el: ParleyComposer) => el.shadowRoot!.querySelector('parley-agent-identity');
const warning = (el: ParleyComposer) =>
  el.shadowRoot!.querySelector('[part="launch-warning"]')?.textContent?.trim() ?? null;

async function agentShown(el: ParleyComposer) {
  await waitUntil(() => identity(el)?.shadowRoot?.querySelector('[part="name"]'), 'the agent loaded', {
    timeout: 5000,
  });
  await el.updateComplete;
}

describe('<parley-composer> sender', () => {
  it('shows the agent, and warns that a Carrier B recipient fails without a fallback and falls back with one', async () => {
    const { el } = await mountExtras({ to: CARRIER_B_USER, scopes: ['messages:send', 'agents:read'] });
    await agentShown(el);
    const agent = identity(el)!.shadowRoot!;
    expect(agent.querySelector('[part="name"]')!.textContent!.trim()).to.equal('Acme Coffee');
    expect(agent.querySelector('img[part="logo"]')).to.exist;
    expect(agent.querySelector('li[data-carrier="CARRIER_B"]')!.textContent).to.contain('Pending');
    // The service's capability check (the send's own rules) answers for this one recipient, before Send.
    await waitUntil(() => warning(el)?.startsWith('This phone'), 'the reach line', { timeout: 5000 });
    expect(warning(el)).to.equal(
      'This phone can’t get RCS from this agent, and this message has no fallback, so it will not arrive. Tick “Send as SMS or MMS when the phone cannot receive RCS”.',
    );
    expect(el.shadowRoot!.querySelector('[part="launch-warning"]')!.getAttribute('data-reach')).to.equal(
      'carrier_not_launched',
    );
    await accessibleEverywhere(el, async () => {
      await el.updateComplete;
      await identity(el)!.updateComplete;
    });
    await shootAll('composer-sender-launch-warning', { settle: () => el.updateComplete, fullPage: true });

    el.value = {
      type: 'RCS',
      from: AGENT,
      to: CARRIER_B_USER,
      rcs: { text: 'Hi' },
      fallback: { from: PHONE, text: 'Hi' },
    };
    await el.updateComplete;
    expect(warning(el)).to.equal('This phone can’t get RCS from this agent: it gets the SMS fallback instead.');
  });

  it('a recipient of unknown carrier: one warning, saying what this draft does (nothing without a fallback, the fallback with one)', async () => {
    // Without a recipient the check has nothing to answer: the warning names every carrier without launch.
    const { el } = await mountExtras({ to: '', scopes: ['messages:send', 'agents:read'] });
    await agentShown(el);
    expect(warning(el)).to.equal(
      'Recipients on Carrier B, Carrier C, and other carriers get nothing: the agent is not launched there yet and this message has no SMS/MMS fallback.',
    );
    // A recipient the check says gets RCS: nothing to warn about.
    await fill(el, 'to', RCS_USER);
    await waitUntil(() => warning(el) === null, `no warning for an RCS recipient (${warning(el)})`, { timeout: 5000 });
    await fill(el, 'to', '');
    // The identity's own launch note ("… get the SMS/MMS fallback …") is not shown beside it: one warning, not two.
    const note = identity(el)!.shadowRoot!.querySelector('[part="warning"]');
    expect(note && getComputedStyle(note).display).to.equal('none');
    el.value = { type: 'RCS', from: AGENT, to: '', rcs: { text: 'Hi' }, fallback: { from: PHONE, text: 'Hi' } };
    await el.updateComplete;
    expect(warning(el)).to.equal(
      'Recipients on Carrier B, Carrier C, and other carriers get the SMS/MMS fallback: the agent is not launched there yet.',
    );
  });

  it('a blast warns that some recipients (those on carriers without launch) get the fallback', async () => {
    const { el } = await mountExtras({
      audienceId: 'aud_dtest_numbers',
      scopes: ['messages:send', 'agents:read', 'messages:blast', 'audiences:read'],
      value: { type: 'RCS', from: AGENT, to: '', rcs: { text: 'Hi all' }, fallback: { from: PHONE, text: 'Hi all' } },
    });
    await agentShown(el);
    await waitUntil(() => warning(el), 'the blast warning');
    expect(warning(el)).to.equal(
      'Recipients on Carrier B, Carrier C, and other carriers get the SMS/MMS fallback: the agent is not launched there yet.',
    );
  });

  it('a phone-number sender, then the agent again: no stale "not found", the logo and launch table come back', async () => {
    const { el } = await mountExtras({ to: RCS_USER, scopes: ['messages:send', 'agents:read'] });
    await agentShown(el);
    el.from = PHONE;
    // A phone number sends the SMS/MMS message alone: no agent identity, no RCS kinds.
    await waitUntil(
      () => !identity(el) && !el.shadowRoot!.querySelector('[part~="kind"]'),
      () =>
        `the phone sender's form: saw identity ${identity(el)?.getAttribute('agent-id') ?? 'none'}, kinds ${!!el.shadowRoot!.querySelector('[part~="kind"]')}`,
    );
    el.from = AGENT;
    const seen = () => {
      const shown = identity(el)?.shadowRoot;
      return `identity ${identity(el)?.getAttribute('agent-id') ?? 'none'}: ${shown?.textContent?.replace(/\s+/g, ' ').trim() ?? ''}`;
    };
    await waitUntil(
      () => {
        const shown = identity(el)?.shadowRoot;
        return (
          shown?.querySelector('[part="name"]') &&
          shown.querySelector('[part="logo"]') &&
          shown.querySelectorAll('[part="launches"] li[data-carrier]').length > 0
        );
      },
      () => `the agent's name, logo and launch table back: saw ${seen()}`,
    );
    await el.updateComplete;
    const shown = identity(el)!.shadowRoot!;
    expect(identity(el)!.getAttribute('agent-id')).to.equal(AGENT);
    expect(shown.querySelector('[part="name"]')!.textContent!.trim()).to.equal('Acme Coffee');
    expect(shown.textContent).not.to.contain('not found');
    expect(el.shadowRoot!.textContent).not.to.contain('not found');
    expect(el.shadowRoot!.querySelector('#f-from-e'), 'no sender error').to.equal(null);
    // The recipient gets RCS from the agent (the service's check): no warning left from the phone sender's state.
    await new Promise((r) => setTimeout(r, 800));
    await el.updateComplete;
    expect(warning(el)).to.equal(null);
  });

  it('without agents:read there is no agent header and no request for it', async () => {
    const { el, box } = await mountExtras({ to: CARRIER_B_USER, scopes: ['messages:send'] });
    let agentCalls = 0;
    const original = box.sandbox.fetch;
    box.sandbox.fetch = (request: Request) => (request.url.includes('/rcs/agents') && agentCalls++, original(request));
    el.requestUpdate();
    await el.updateComplete;
    expect(identity(el)).to.equal(null);
    expect(warning(el)).to.equal(null);
    expect(agentCalls).to.equal(0);
  });
});
