/**
 * `<parley-blast>` in real Chromium against the real sandbox: the audience picker with member counts, the confirm
 * step (recipients, segments, estimated total = validation cost × recipients), sending once, live progress until
 * COMPLETED, a scheduled blast cancelled, errors in place; axe (colour contrast included) in every state.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';

const SCOPES: Scope[] = ['audiences:read', 'messages:blast', 'messages:send', 'messages:schedule'];

/** Every `POST /messages/blasts/list` a mounted element made (its bodies): how it followed the blast. */
let listReads: string[] = [];

async function mount(options: { scopes?: Scope[]; theme?: 'light' | 'dark'; locale?: string; channel?: string; slow?: boolean } = {}) {
  const carrierDelays = options.slow ? { sent: 300, delivered: 700, read: 800 } : { sent: 30, delivered: 60, read: 60 };
  const sb = await startTestSandbox({ sandbox: { carrierDelays } });
  const reads: string[] = (listReads = []);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    if (request.url.endsWith('/messages/blasts/list')) reads.push(await request.clone().text());
    return sb.fetch(request);
  };
  const client = createApiClient({ baseUrl: BASE_URL, token: await sb.mint(options.scopes ?? SCOPES), fetch, retry: { retries: 0 } });
  const el = await fixture<ParleyBlast>(html`<parley-blast .client=${client} from=${options.channel === 'RCS' ? DEMO_SENDERS.acmeAgent : DEMO_SENDERS.acmePhone}
    fallback-from=${DEMO_SENDERS.acmePhone} channel=${options.channel ?? 'SMS'} audience-id="aud_dtest_numbers" poll-interval="50"
    theme=${options.theme ?? 'light'} locale=${options.locale ?? 'en'}></parley-blast>`);
  await waitUntil(() => el.audiences !== undefined && el.scopes !== undefined, 'audiences loaded');
  await el.updateComplete;
  return { el, sb, root: el.shadowRoot! };
}
const typeText = async (el: ParleyBlast, text: string) => {
  const area = el.shadowRoot!.querySelector<HTMLTextAreaElement>('#text')!;
  area.value = text;
  area.dispatchEvent(new Event('input'));
  await el.updateComplete;
};
/** The confirm step's summary as "label: value" lines. */
const summaryOf = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part="summary"] dt')].map((dt) => `${dt.textContent!.trim()}: ${dt.nextElementSibling!.textContent!.trim()}`).join('\n');
const button = (el: ParleyBlast, label: RegExp) => [...el.shadowRoot!.querySelectorAll('button')].find((b) => label.test(b.textContent ?? ''))!;

describe('<parley-blast>', () => {
  it('picks an audience with member counts, confirms recipients, segments and total, sends once, and shows progress to COMPLETED', async () => {
    const { el, sb, root } = await mount();
    const options = [...root.querySelectorAll('option')].map((o) => o.textContent!.trim());
    expect(options).to.include('Sandbox test numbers — 3 contacts');
    await expect(el).to.be.accessible();

    // Required text first.
    button(el, /Review/).click();
    await el.updateComplete;
    expect(root.querySelector('#text-error')!.textContent).to.equal('Required');
    expect(root.querySelector('#text')!.getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();

    await typeText(el, 'Cupping on Friday at 10:00 — reply STOP to opt out'); // UCS-2 (em dash): 1 segment
    button(el, /Review/).click();
    await waitUntil(() => el.step === 'confirm', 'confirm step');
    await el.updateComplete;
    const summary = summaryOf(root);
    expect(root.querySelector('#confirm-title')!.textContent).to.equal('Send to 3 contacts?');
    expect(summary).to.contain('Recipients: 3');
    expect(summary).to.contain('Segments per message: 1');
    expect(summary).to.contain('Estimated total: $0.0237'); // 0.0079 × 1 segment × 3
    await expect(el).to.be.accessible();

    const sent: unknown[] = [];
    el.addEventListener('parley-blast-sent', (e) => sent.push((e as CustomEvent).detail.blast));
    button(el, /Send blast/).click();
    await waitUntil(() => el.blast?.status === 'COMPLETED', 'completed', { timeout: 10_000 });
    await el.updateComplete;
    expect(sent.length).to.equal(1);
    expect(Object.keys(sb.sandbox.store.data.blasts).length).to.equal(1);
    expect(root.querySelector('[part="progress"] [role="status"]')!.textContent).to.equal('Completed');
    const counters = [...root.querySelectorAll('[part="progress"] dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
    expect(counters).to.deep.equal(['Recipients: 3', 'Sent: 3', 'Delivered: 2', 'Failed: 1'] /* an SMS blast has no fallback to speak of */);
    expect(root.querySelector('progress')!.value).to.equal(3);
    expect(listReads.length).to.be.greaterThan(0, 'without conversations:read the progress is polled');
    await expect(el).to.be.accessible();
  });

  it('with conversations:read follows the blast on the event stream: the list is read only to catch up', async () => {
    const { el, sb, root } = await mount({ scopes: [...SCOPES, 'conversations:read'], slow: true });
    await typeText(el, 'Cupping on Friday at 10:00');
    button(el, /Review/).click();
    await waitUntil(() => el.step === 'confirm', 'confirm step');
    const updates: string[] = [];
    el.addEventListener('parley-blast-updated', (e) => updates.push((e as CustomEvent).detail.blast.status));
    button(el, /Send blast/).click();
    await waitUntil(() => el.blast?.status === 'SENDING', 'sending');
    await el.updateComplete;
    await expect(el).to.be.accessible();
    await waitUntil(() => el.blast?.status === 'COMPLETED', 'completed', { timeout: 15_000 });
    await el.updateComplete;
    const stored = Object.values(sb.sandbox.store.data.blasts)[0]!;
    const counters = [...root.querySelectorAll('[part="progress"] dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
    expect(counters).to.deep.equal(['Recipients: 3', `Sent: ${stored.sent}`, `Delivered: ${stored.delivered}`, `Failed: ${stored.failed}`]);
    expect(updates.at(-1)).to.equal('COMPLETED');
    // Over a second and a half of carrier steps, a 50 ms poller would have read the list dozens of times.
    expect(listReads.length, listReads.join('\n')).to.be.within(1, 2);
  });

  it('schedules an RCS blast with a fallback and cancels it before it starts', async () => {
    const { el, sb, root } = await mount({ channel: 'RCS', theme: 'dark' });
    await typeText(el, 'Weekend special');
    const fallback = root.querySelector<HTMLInputElement>('#fallback')!;
    fallback.value = 'Weekend special (SMS)';
    fallback.dispatchEvent(new Event('input'));
    const at = root.querySelector<HTMLInputElement>('#at')!;
    const inADay = new Date(Date.now() + 86_400_000);
    at.value = new Date(inADay.getTime() - inADay.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    at.dispatchEvent(new Event('input'));
    await el.updateComplete;
    button(el, /Review/).click();
    await waitUntil(() => el.step === 'confirm');
    await el.updateComplete;
    expect(button(el, /Schedule blast/)).to.exist;
    await expect(el).to.be.accessible();
    button(el, /Schedule blast/).click();
    await waitUntil(() => el.blast?.status === 'SCHEDULED');
    await el.updateComplete;
    const stored = Object.values(sb.sandbox.store.data.blasts)[0]!;
    expect(stored.type).to.equal('RCS');
    expect(root.querySelector('[part="progress"] [role="status"]')!.textContent).to.match(/^Scheduled for /);
    await expect(el).to.be.accessible();
    button(el, /Cancel blast/).click();
    await waitUntil(() => el.blast?.status === 'CANCELLED');
    expect(stored.status).to.equal('CANCELLED');
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('shows a refused send in place and retries with the same key (one blast)', async () => {
    const { el, sb, root } = await mount();
    const empty = (await sb.server<{ id: string }>('POST', '/audiences', { name: 'Nobody yet' })).body;
    el.audiences = [...el.audiences!, { ...empty, description: null, contactCount: 0, createdAt: '', updatedAt: '', name: 'Nobody yet' } as never];
    el.audienceId = empty.id;
    await typeText(el, 'Hello');
    button(el, /Review/).click();
    await waitUntil(() => el.step === 'confirm');
    button(el, /Send blast/).click();
    await waitUntil(() => el.error?.action === 'send');
    await el.updateComplete;
    expect(root.querySelector('[role="alert"]')!.textContent).to.match(/Could not send the blast: .*no contacts/);
    await expect(el).to.be.accessible();
    // Fill the audience, retry: it goes out once.
    const contact = (await sb.server<{ id: string }>('POST', '/contacts', { phoneNumber: '+12025559001' })).body;
    await sb.server('POST', `/audiences/${empty.id}/contacts/add`, { contactIds: [contact.id] });
    button(el, /Send blast/).click();
    await waitUntil(() => el.step === 'progress');
    expect(Object.keys(sb.sandbox.store.data.blasts).length).to.equal(1);
  });

  it('without messages:send it counts segments itself and shows no price; without messages:blast it says so', async () => {
    const { el, root } = await mount({ scopes: ['audiences:read', 'messages:blast'] });
    await typeText(el, 'x'.repeat(200));
    button(el, /Review/).click();
    await waitUntil(() => el.step === 'confirm');
    await el.updateComplete;
    const summary = summaryOf(root);
    expect(summary).to.contain('Segments per message: 2');
    expect(summary).to.contain('Estimated total: —');
    const none = await mount({ scopes: ['audiences:read'] });
    expect(none.root.textContent).to.contain('may not send blasts');
    await expect(none.el).to.be.accessible();
  });

  it('speaks Spanish and Arabic (right to left)', async () => {
    const es = await mount({ locale: 'es' });
    expect(es.root.querySelector('h2')!.textContent).to.equal('Enviar un envío masivo');
    expect([...es.root.querySelectorAll('option')].map((o) => o.textContent!.trim())).to.include('Sandbox test numbers — 3 contactos');
    const ar = await mount({ locale: 'ar', theme: 'dark' });
    expect(ar.el.getAttribute('dir')).to.equal('rtl');
    await expect(ar.el).to.be.accessible();
  });
});

describe('<parley-blast> sender checks before the confirm step', () => {
  it('says in words that an RCS blast needs an RCS agent, before any confirm step, and clears it when the channel changes', async () => {
    const { el, sb, root } = await mount({ channel: 'RCS' });
    el.from = DEMO_SENDERS.acmePhone;
    await typeText(el, 'Weekend special');
    button(el, /Review/).click();
    await el.updateComplete;
    const alert = root.querySelector('#sender-error')!;
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.equal(
      `An RCS blast is sent by an RCS agent, and ${DEMO_SENDERS.acmePhone} is a phone number. Send it as SMS or MMS, or choose an RCS agent.`,
    );
    expect(root.textContent).not.to.match(/validation failed|Must be an RCS agent id/);
    expect(root.querySelector('#confirm-title')).to.equal(null, 'no confirm step with a sender that cannot send');
    expect(Object.keys(sb.sandbox.store.data.blasts)).to.have.length(0);
    await expect(el).to.be.accessible();
    await shootAll('blast-sender-not-agent', { settle: () => el.updateComplete });

    root.querySelector<HTMLInputElement>('input[name="channel"][value="SMS"]')!.click();
    await el.updateComplete;
    expect(root.querySelector('#sender-error')).to.equal(null, 'the old problem is gone with the old channel');
    button(el, /Review/).click();
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step');
  });

  it('says an SMS blast needs a phone number, and names a sender that is neither', async () => {
    const { el, root } = await mount();
    el.from = DEMO_SENDERS.acmeAgent;
    await typeText(el, 'Hello');
    button(el, /Review/).click();
    await el.updateComplete;
    expect(root.querySelector('#sender-error')!.textContent).to.contain(`and ${DEMO_SENDERS.acmeAgent} is an RCS agent. Send it as RCS, or choose a phone number.`);
    el.from = 'acme';
    await el.updateComplete;
    button(el, /Review/).click();
    await el.updateComplete;
    expect(root.querySelector('#sender-error')!.textContent).to.equal('acme is neither a phone number (such as +14155550100) nor an RCS agent: choose a sender of your team.');
  });
});
