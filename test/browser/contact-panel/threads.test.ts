/**
 * `<parley-contact-panel>`'s list of the customer's threads with every sender and channel (DESIGN §10, one customer
 * across senders), in real Chromium against the real sandbox: names, channels, the open thread marked, a click
 * fires `parley-thread-select`; axe and pictures (1440, 390, dark, Arabic).
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/contact-panel.js';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import { DEMO_SENDERS, DEMO_TEST_NUMBERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';

const CASEY = DEMO_TEST_NUMBERS.fails;

async function mount(scopes: Scope[]) {
  const sb = await startTestSandbox({ scopes });
  // Casey Morgan's thread with the Acme number is seeded; the Acme agent (RCS) and Northwind's number write too.
  await sb.server('POST', '/sandbox/inbound', {
    from: CASEY,
    to: DEMO_SENDERS.acmeAgent,
    text: 'Is my order ready? I can come by after work.',
  });
  await sb.server('POST', '/send', {
    type: 'SMS',
    from: DEMO_SENDERS.northwindPhone,
    to: CASEY,
    text: 'Your trip to Reykjavík is confirmed.',
  });
  const seeded = sb.sandbox.store.conversationFor(DEMO_SENDERS.acmePhone, CASEY)!;
  const contact = sb.sandbox.store.data.contacts[CASEY]!;
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: await sb.mint(scopes),
    fetch: sb.fetch,
    retry: { retries: 0 },
  });
  const el = await fixture<ParleyContactPanel>(
    html`<parley-contact-panel .client=${client} .contact=${structuredClone(contact)} conversation-id=${seeded.id} theme="light" locale="en" style="max-width: 420px"></parley-contact-panel>`,
  );
  const root = el.shadowRoot!;
  await waitUntil(() => root.querySelectorAll('[part="thread"]').length > 0, 'threads listed', { timeout: 5000 });
  await waitUntil(() => root.textContent!.includes('Acme Coffee'), 'agent names loaded', { timeout: 5000 });
  await el.updateComplete;
  return { el, sb, root, seeded };
}

describe('<parley-contact-panel> threads of one customer', () => {
  it('lists every thread with its sender and channel, newest first, the open one marked; a click selects one', async () => {
    const { el, sb, root, seeded } = await mount(['contacts:read', 'conversations:read', 'agents:read']);
    const rows = [...root.querySelectorAll<HTMLButtonElement>('[part="thread"]')];
    const heads = rows.map((row) => [
      row.querySelector('.sender')!.textContent!.trim(),
      row.querySelector('.channel')!.textContent!.trim(),
    ]);
    expect(heads).to.deep.equal([
      [DEMO_SENDERS.northwindPhone, 'SMS/MMS'],
      ['Acme Coffee', 'RCS'],
      [DEMO_SENDERS.acmePhone, 'SMS/MMS'],
    ]);
    expect(rows[0]!.querySelector('.preview')!.textContent).to.equal('Your trip to Reykjavík is confirmed.');
    expect(rows.map((row) => row.getAttribute('aria-current'))).to.deep.equal([null, null, 'true']);
    expect(root.querySelector('#threads-title')!.textContent).to.equal('Conversations');
    await expect(el).to.be.accessible();
    await shootAll('contact-panel-threads');

    const agentThread = sb.sandbox.store.conversationFor(DEMO_SENDERS.acmeAgent, CASEY)!;
    const picked = oneEvent(el, 'parley-thread-select');
    rows[1]!.focus();
    await sendKeys({ press: 'Enter' });
    const event = await picked;
    expect(event.detail.conversationId).to.equal(agentThread.id);
    expect(event.detail.conversation?.from).to.equal(DEMO_SENDERS.acmeAgent);
    expect(event.bubbles && event.composed).to.equal(true);
    await el.updateComplete;
    expect(rows.map((row) => row.getAttribute('aria-current'))).to.deep.equal([null, 'true', null]);
    expect(seeded.id).not.to.equal(agentThread.id);
  });

  it('shows no thread list without conversations:read, and agent ids without agents:read', async () => {
    const sb = await startTestSandbox({ scopes: ['contacts:read'] });
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: await sb.mint(['contacts:read']),
      fetch: sb.fetch,
      retry: { retries: 0 },
    });
    const el = await fixture<ParleyContactPanel>(
      html`<parley-contact-panel .client=${client} .contact=${structuredClone(sb.sandbox.store.data.contacts[CASEY]!)}></parley-contact-panel>`,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('[part="panel"]'), 'panel shown');
    expect(el.shadowRoot!.querySelector('.threads')).to.equal(null);

    const { root } = await (async () => {
      const box = await startTestSandbox({ scopes: ['contacts:read', 'conversations:read'] });
      await box.server('POST', '/sandbox/inbound', { from: CASEY, to: DEMO_SENDERS.acmeAgent, text: 'Hi' });
      const c = createApiClient({
        baseUrl: BASE_URL,
        token: await box.mint(['contacts:read', 'conversations:read']),
        fetch: box.fetch,
        retry: { retries: 0 },
      });
      const panel = await fixture<ParleyContactPanel>(
        html`<parley-contact-panel .client=${c} .contact=${structuredClone(box.sandbox.store.data.contacts[CASEY]!)}></parley-contact-panel>`,
      );
      await waitUntil(() => panel.shadowRoot!.querySelectorAll('[part="thread"]').length === 2, 'two threads');
      return { root: panel.shadowRoot! };
    })();
    expect([...root.querySelectorAll('.sender')].map((s) => s.textContent)).to.include(DEMO_SENDERS.acmeAgent);
  });
});
