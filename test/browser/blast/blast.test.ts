/**
 * `<parley-blast>` in real Chromium against the real sandbox: the audience picker with member counts, the confirm
 * step (recipients, segments, estimated total = validation cost × recipients), sending once, live progress until
 * COMPLETED, a scheduled blast cancelled, errors in place; axe (colour contrast included) in every state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { shots } from './looks.js';

const SCOPES: Scope[] = ['audiences:read', 'messages:blast', 'messages:send', 'messages:schedule'];

/** Every `POST /messages/blasts/list` a mounted element made (its bodies): how it followed the blast. */
let listReads: string[] = [];

async function mount(
  options: { scopes?: Scope[]; theme?: 'light' | 'dark'; locale?: string; channel?: string; slow?: boolean } = {},
) {
  const carrierDelays = options.slow ? { sent: 300, delivered: 700, read: 800 } : { sent: 30, delivered: 60, read: 60 };
  const sb = await startTestSandbox({ sandbox: { carrierDelays } });
  const reads: string[] = (listReads = []);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    if (request.url.endsWith('/messages/blasts/list')) reads.push(await request.clone().text());
    return sb.fetch(request);
  };
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: await sb.mint(options.scopes ?? SCOPES),
    fetch,
    retry: { retries: 0 },
  });
  let el: ParleyBlast | undefined;
  const root = () => el!.shadowRoot!;
  el =
    await fixture<ParleyBlast>(html`<parley-blast .client=${client} from=${options.channel === 'RCS' ? DEMO_SENDERS.acmeAgent : DEMO_SENDERS.acmePhone}
    fallback-from=${DEMO_SENDERS.acmePhone} channel=${options.channel ?? 'SMS'} audience-id="aud_dtest_numbers" poll-interval="50"
    theme=${options.theme ?? 'light'} locale=${options.locale ?? 'en'}></parley-blast>`);
  await waitUntil(
    () => root().querySelector('#audience') || root().textContent!.includes('may not send'),
    'audiences loaded',
  );
  await el.updateComplete;
  return { el, sb, root: el.shadowRoot! };
}
const typeText = async (el: ParleyBlast, text: string) => {
  const area = el.shadowRoot!.querySelector<HTMLTextAreaElement>('#text')!;
  area.value = text;
  area.dispatchEvent(new Event('input'));
  await el.updateComplete;
};
/** The confirm step's summary as "label: value" lines, as read (an amount's invisible isolates, U+2066 … U+2069, left out). */
const summaryOf = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part="summary"] dt')]
    .map((dt) => `${dt.textContent!.trim()}: ${dt.nextElementSibling!.textContent!.trim()}`)
    .join('\n')
    .replace(/[\u2066-\u2069]/g, '');
/** An option's words as read (the audience's name is set apart by invisible isolates, U+2068 … U+2069). */
const optionText = (o: Element) => o.textContent!.replace(/[\u2068\u2069]/g, '').trim();
const button = (el: ParleyBlast, label: RegExp) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => label.test(b.textContent ?? ''))!;

describe('<parley-blast>', () => {
  it('picks an audience with member counts, confirms recipients, segments and total, sends once, and shows progress to COMPLETED', async () => {
    const { el, sb, root } = await mount();
    const options = [...root.querySelectorAll('option')].map(optionText);
    expect(options).to.include('Sandbox test numbers — 3 contacts');
    await expect(el).to.be.accessible();

    // Required text first.
    button(el, /Review/).click();
    await el.updateComplete;
    expect(root.querySelector('#text-error')!.textContent).to.equal('Write a message, or give an image or file URL.');
    expect(root.querySelector('#review-error')!.getAttribute('role')).to.equal('alert');
    expect(el.shadowRoot!.activeElement?.id).to.equal('text', 'the first field with a problem has the focus');
    expect(root.querySelector('#text')!.getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();

    await typeText(el, 'Cupping on Friday at 10:00 — reply STOP to opt out'); // UCS-2 (em dash): 1 segment
    button(el, /Review/).click();
    await waitUntil(() => !!el.shadowRoot!.querySelector('#confirm-title'), 'confirm step');
    await el.updateComplete;
    const summary = summaryOf(root);
    expect(root.querySelector('#confirm-title')!.textContent).to.equal('Send to 3 contacts?');
    expect(summary).to.contain('Recipients: 3');
    expect(summary).to.contain('Segments per message: 1');
    // 0.0079 × 1 segment × the 2 recipients it reaches (the split: …9999 is not in service)
    expect(summary).to.contain('Estimated total: $0.0158');
    await expect(el).to.be.accessible();

    const sent: unknown[] = [];
    el.addEventListener('parley-blast-sent', (e) => sent.push((e as CustomEvent).detail.blast));
    button(el, /Send blast/).click();
    await waitUntil(() => el.blast?.status === 'COMPLETED', 'completed', { timeout: 10_000 });
    await el.updateComplete;
    expect(sent.length).to.equal(1);
    expect(Object.keys(sb.sandbox.store.data.blasts).length).to.equal(1);
    expect(root.querySelector('[part="progress"] [role="status"]')!.textContent).to.equal('Completed');
    const counters = [...root.querySelectorAll('[part="progress"] dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`,
    );
    expect(counters).to.deep.equal(
      ['Recipients: 3', 'Sent: 3', 'Delivered: 2', 'Failed: 1'] /* an SMS blast has no fallback to speak of */,
    );
    expect(root.querySelector('progress')!.value).to.equal(3);
    expect(listReads.length).to.be.greaterThan(0, 'without conversations:read the progress is polled');
    await expect(el).to.be.accessible();
  });

  it('with conversations:read follows the blast on the event stream: the list is read only to catch up', async () => {
    const { el, sb, root } = await mount({ scopes: [...SCOPES, 'conversations:read'], slow: true });
    await typeText(el, 'Cupping on Friday at 10:00');
    button(el, /Review/).click();
    await waitUntil(() => !!el.shadowRoot!.querySelector('#confirm-title'), 'confirm step');
    const updates: string[] = [];
    el.addEventListener('parley-blast-updated', (e) => updates.push((e as CustomEvent).detail.blast.status));
    button(el, /Send blast/).click();
    await waitUntil(() => el.blast?.status === 'SENDING', 'sending');
    await el.updateComplete;
    await expect(el).to.be.accessible();
    await waitUntil(() => el.blast?.status === 'COMPLETED', 'completed', { timeout: 15_000 });
    await el.updateComplete;
    const stored = Object.values(sb.sandbox.store.data.blasts)[0]!;
    const counters = [...root.querySelectorAll('[part="progress"] dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`,
    );
    expect(counters).to.deep.equal([
      'Recipients: 3',
      `Sent: ${stored.sent}`,
      `Delivered: ${stored.delivered}`,
      `Failed: ${stored.failed}`,
    ]);
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
    await waitUntil(() => !!el.shadowRoot!.querySelector('#confirm-title'));
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
    const contact = (await sb.server<{ id: string }>('POST', '/contacts', { phoneNumber: '+12025559001' })).body;
    await sb.server('POST', `/audiences/${empty.id}/contacts/add`, { contactIds: [contact.id] });
    // Connected again, the element lists the new audience with its one contact; Review passes; then the audience empties.
    el.audienceId = empty.id;
    const errors: string[] = [];
    el.addEventListener('parley-error', (e) => errors.push(e.detail.action));
    const parent = el.parentElement!; // connected again where it was, so the fixture's cleanup still removes it
    el.remove();
    parent.append(el);
    await waitUntil(
      () => [...root.querySelectorAll('option')].some((o) => o.value === empty.id && o.selected),
      'the new audience listed',
    );
    await typeText(el, 'Hello');
    button(el, /Review/).click();
    await waitUntil(() => !!el.shadowRoot!.querySelector('#confirm-title'));
    await sb.server('POST', `/audiences/${empty.id}/contacts/remove`, { contactIds: [contact.id] });
    button(el, /Send blast/).click();
    await waitUntil(() => errors.includes('send'));
    await el.updateComplete;
    // The refusal in the blast's words (as the composer's blast mode says it), the service's English text left out.
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal(
      'Could not send the blast: the service refused it; check the sender, the message, and that the audience still has contacts who have not opted out',
    );
    await expect(el).to.be.accessible();
    // Fill the audience again, retry: it goes out once.
    await sb.server('POST', `/audiences/${empty.id}/contacts/add`, { contactIds: [contact.id] });
    button(el, /Send blast/).click();
    await waitUntil(() => !!el.shadowRoot!.querySelector('#progress-title'));
    expect(Object.keys(sb.sandbox.store.data.blasts).length).to.equal(1);
  });

  it('without messages:send it counts segments itself and prices by the estimate (messages:blast); without messages:blast it says so', async () => {
    const { el, root } = await mount({ scopes: ['audiences:read', 'messages:blast'] });
    await typeText(el, 'x'.repeat(200));
    button(el, /Review/).click();
    await waitUntil(() => !!el.shadowRoot!.querySelector('#confirm-title'));
    await el.updateComplete;
    const summary = summaryOf(root);
    expect(summary).to.contain('Segments per message: 2');
    // No validation without messages:send; the estimate route (messages:blast) still prices the 2 recipients reached.
    expect(summary).to.contain('Estimated total: $0.0316');
    const none = await mount({ scopes: ['audiences:read'] });
    expect(none.root.textContent).to.contain('may not send blasts');
    await expect(none.el).to.be.accessible();
  });

  it('speaks Spanish and Arabic (right to left)', async () => {
    const es = await mount({ locale: 'es' });
    expect(es.root.querySelector('h2')!.textContent).to.equal('Enviar un envío masivo');
    expect([...es.root.querySelectorAll('option')].map(optionText)).to.include('Sandbox test numbers — 3 contactos');
    const ar = await mount({ locale: 'ar', theme: 'dark' });
    expect(ar.el.getAttribute('dir')).to.equal('rtl');
    await expect(ar.el).to.be.accessible();
  });
});

describe('<parley-blast> checks everything before the confirm step', () => {
  it("offers the composer's fallback box without agents:read too: untick it to send RCS alone, tick it to get the number back", async () => {
    const { el, root } = await mount({ channel: 'RCS' });
    const box = () => root.querySelector<HTMLInputElement>('#fallback-on')!;
    expect(box().checked).to.equal(true);
    expect(root.querySelector<HTMLInputElement>('input#fallback-from')!.value).to.equal(DEMO_SENDERS.acmePhone);
    await typeText(el, 'Weekend special');
    box().click();
    await el.updateComplete;
    expect(el.fallbackFrom).to.equal(undefined);
    expect(root.querySelector('#fallback')).to.equal(null);
    expect(root.querySelector('input[name="send-as"][value="rcs"]')!.parentElement!.textContent!.trim()).to.equal(
      'RCS (no SMS/MMS fallback)',
    );
    button(el, /Review/).click();
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step');
    expect(root.querySelector('#confirm-title + p')!.textContent).to.match(/^Will be sent as RCS \(no SMS\/MMS fa/);
    button(el, /Edit/).click();
    await el.updateComplete;
    box().click();
    await el.updateComplete;
    const number = root.querySelector<HTMLInputElement>('input#fallback-from')!;
    expect(number.value).to.equal(DEMO_SENDERS.acmePhone);
    number.value = '';
    number.dispatchEvent(new Event('input'));
    await el.updateComplete;
    button(el, /Review/).click();
    await el.updateComplete;
    expect(root.querySelector('#fallbackFrom-error')!.textContent).to.equal(
      'Choose the phone number the SMS/MMS fallback is sent from.',
    );
    await expect(el).to.be.accessible();
  });

  it('says in words that an RCS blast needs an RCS agent, before any confirm step, and clears it when "Send as" changes', async () => {
    const { el, sb, root } = await mount({ channel: 'RCS' });
    el.from = DEMO_SENDERS.acmePhone;
    await typeText(el, 'Weekend special');
    const fallback = root.querySelector<HTMLTextAreaElement>('#fallback')!;
    fallback.value = 'Weekend special (SMS)';
    fallback.dispatchEvent(new Event('input'));
    button(el, /Review/).click();
    await el.updateComplete;
    const problem = root.querySelector('#from-error')!;
    expect(problem.textContent).to.equal(
      `An RCS blast is sent by an RCS agent, and ${DEMO_SENDERS.acmePhone} is a phone number. Send it as SMS/MMS, or choose an RCS agent.`,
    );
    expect(root.querySelector('#from')!.getAttribute('aria-describedby')).to.equal('from-error');
    expect(root.querySelector('#review-error')!.getAttribute('role')).to.equal('alert');
    expect(root.textContent).not.to.match(/validation failed|Must be an RCS agent id/);
    expect(root.querySelector('#confirm-title')).to.equal(null, 'no confirm step with a sender that cannot send');
    expect(Object.keys(sb.sandbox.store.data.blasts)).to.have.length(0);
    await expect(el).to.be.accessible();
    await shots(el, 'blast-sender-not-agent', false);

    root.querySelector<HTMLInputElement>('input[name="send-as"][value="sms"]')!.click();
    await el.updateComplete;
    expect(root.querySelector('#from-error')).to.equal(null, 'the old problem is gone with the old choice');
    button(el, /Review/).click();
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step');
  });

  it('says an SMS/MMS blast needs a phone number, and names a sender that is neither', async () => {
    const { el, root } = await mount();
    el.from = DEMO_SENDERS.acmeAgent;
    await typeText(el, 'Hello');
    button(el, /Review/).click();
    await el.updateComplete;
    expect(root.querySelector('#from-error')!.textContent).to.contain(
      `and ${DEMO_SENDERS.acmeAgent} is an RCS agent. Send it as RCS, or choose a phone number.`,
    );
    el.from = 'acme';
    await el.updateComplete;
    button(el, /Review/).click();
    await el.updateComplete;
    expect(root.querySelector('#from-error')!.textContent).to.equal(
      'acme is neither a phone number (such as +14155550100) nor an RCS agent: choose a sender of your team.',
    );
  });

  it('with agents:read picks the sender from the team by name, offers RCS only with an agent, and says "Send as" in the composer\'s words', async () => {
    const { el, root } = await mount({ scopes: [...SCOPES, 'agents:read'] });
    await waitUntil(() => root.querySelector('select#from'), "the team's senders");
    const labels = (sel: string) =>
      [...root.querySelectorAll<HTMLOptionElement>(`${sel} option`)].map((o) => o.textContent!.trim());
    expect(root.querySelector('legend')!.textContent).to.equal('Send as');
    const sendAs = [...root.querySelectorAll('input[name="send-as"]')].map((i) => i.parentElement!.textContent!.trim());
    expect(sendAs).to.deep.equal(['RCS (with SMS/MMS fallback)', 'SMS/MMS']); // fallback-from is set
    expect(root.querySelector('label[for="from"]')!.textContent).to.equal('Send from (phone number)');
    expect(labels('#from')).to.include('Acme Coffee · +14155550100');
    expect(labels('#from').some((l) => l.includes('agent_'))).to.equal(false, 'names, not ids');
    await expect(el).to.be.accessible();
    await shots(el, 'blast-sender-picker-sms', false);

    // RCS: the sender becomes the agent whose number it was, that number its fallback.
    root.querySelector<HTMLInputElement>('input[name="send-as"][value="rcs"]')!.click();
    await el.updateComplete;
    expect(el.channel).to.equal('RCS');
    expect(el.from).to.equal(DEMO_SENDERS.acmeAgent);
    expect(el.fallbackFrom).to.equal(DEMO_SENDERS.acmePhone);
    // Agents are picked by name (reach.test.ts looks at the picker closely), never typed.
    expect(root.querySelector('fieldset#from legend')!.textContent).to.equal('Send from (RCS agent)');
    const agents = [...root.querySelectorAll<HTMLInputElement>('input[name="from-agent"]')];
    expect(agents.map((i) => i.getAttribute('aria-label'))).to.include('Acme Coffee');
    expect(agents.find((i) => i.checked)!.value).to.equal(DEMO_SENDERS.acmeAgent);
    // The fallback is the composer's box, ticked (fallback-from is set), with the team's numbers to send it from.
    const fallbackOn = root.querySelector<HTMLInputElement>('#fallback-on')!;
    expect(fallbackOn.checked).to.equal(true);
    expect(fallbackOn.parentElement!.textContent!.trim()).to.equal(
      'Send as SMS or MMS when the phone cannot receive RCS',
    );
    expect(labels('#fallback-from')).to.include('Acme Coffee · +14155550100');
    expect(root.querySelector('input[name="send-as"][value="rcs"]')!.parentElement!.textContent!.trim()).to.equal(
      'RCS (with SMS/MMS fallback)',
    );
    await typeText(el, 'Weekend special');
    button(el, /Review/).click();
    await el.updateComplete;
    expect(root.querySelector('#fallbackText-error')!.textContent).to.equal(
      'Write the fallback text, or untick “Send as SMS or MMS when the phone cannot receive RCS”.',
    );
    await expect(el).to.be.accessible();
    await shots(el, 'blast-sender-picker-rcs', false);
    fallbackOn.click();
    await el.updateComplete;
    expect(root.querySelector('#fallback-from')).to.equal(null, 'no fallback: no number to send it from');
    button(el, /Review/).click();
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step');
    expect(root.querySelector('#confirm-title + p')!.textContent).to.equal(
      'Will be sent as RCS (no SMS/MMS fallback), from Acme Coffee (RCS).',
    );
  });

  it("says an empty audience, a bad media URL and a file the service cannot send in words, never the service's validation text", async () => {
    const { el, sb, root } = await mount();
    await sb.server('POST', '/audiences', { name: 'Nobody yet' });
    const parent = el.parentElement!; // connected again where it was, so the fixture's cleanup still removes it
    el.remove();
    parent.append(el);
    await waitUntil(
      () => [...root.querySelectorAll('option')].some((o) => optionText(o).startsWith('Nobody yet')),
      'listed',
    );
    const audience = root.querySelector<HTMLSelectElement>('#audience')!;
    audience.value = [...audience.options].find((o) => optionText(o).startsWith('Nobody yet'))!.value;
    audience.dispatchEvent(new Event('change'));
    await typeText(el, 'Hello');
    const media = root.querySelector<HTMLInputElement>('#media')!;
    media.value = 'ftp://example.com/x.png';
    media.dispatchEvent(new Event('input'));
    button(el, /Review/).click();
    await el.updateComplete;
    expect(root.querySelector('#audience-error')!.textContent).to.equal(
      'Nobody yet has no contacts yet: add contacts to it, or choose another audience.',
    );
    expect(root.querySelector('#media-error')!.textContent).to.equal(
      'The image or file URL must start with https:// (or http://).',
    );
    expect(root.querySelector('#confirm-title')).to.equal(null);
    await expect(el).to.be.accessible();
    await shots(el, 'blast-problems', false);
    audience.value = 'aud_dtest_numbers';
    audience.dispatchEvent(new Event('change'));
    media.value = 'https://example.com/brochure.exe';
    media.dispatchEvent(new Event('input'));
    await el.updateComplete;
    button(el, /Review/).click();
    await waitUntil(
      () => root.querySelector('#media-error') || root.querySelector('#confirm-title'),
      'checked by the service',
    );
    expect(root.querySelector('#confirm-title')).to.equal(
      null,
      'a file the service would refuse stops before the confirm step',
    );
    expect(root.querySelector('#media-error')!.textContent).to.match(/^This file cannot be sent: /);
    expect(Object.keys(sb.sandbox.store.data.blasts)).to.have.length(0);
  });
});

describe('<parley-blast> finished: who did not get it', () => {
  it('lists the failed recipient with the reason and a way to the thread (event, or a link with thread-href)', async () => {
    const { el, sb, root } = await mount({ scopes: [...SCOPES, 'agents:read'] });
    await typeText(el, 'Cupping on Friday');
    button(el, /Review/).click();
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step');
    button(el, /Send blast/).click();
    await waitUntil(
      () => el.blast?.status === 'COMPLETED' && root.querySelector('[part="failure"]'),
      'completed with its failures',
      { timeout: 10_000 },
    );
    await el.updateComplete;
    const failed = Object.values(sb.sandbox.store.data.messages).find(
      (m) => m.blastId === el.blast!.id && m.status === 'FAILED',
    )!;
    expect(root.querySelector('#failures-title')!.textContent).to.equal('1 recipient did not get it');
    const row = root.querySelector('[part="failure"]')!;
    expect(row.querySelector('.who')!.textContent).to.contain(failed.to);
    expect(row.querySelector('.reason')!.textContent).to.equal('The carrier could not deliver it');
    const counters = [...root.querySelectorAll('[part="progress"] dt')].map((dt) => dt.textContent);
    expect(counters).not.to.include('Sent as SMS/MMS fallback');
    const selected: string[] = [];
    el.addEventListener('parley-thread-select', (e) => selected.push(e.detail.conversationId));
    row.querySelector<HTMLButtonElement>('button')!.click();
    expect(selected).to.deep.equal([failed.conversationId]);
    await expect(el).to.be.accessible();
    await shots(el, 'blast-failed-list', false);

    el.threadHref = '/inbox?c={conversationId}';
    await el.updateComplete;
    const link = root.querySelector<HTMLAnchorElement>('[part="failure"] a')!;
    expect(link.getAttribute('href')).to.equal(`/inbox?c=${encodeURIComponent(failed.conversationId)}`);
    expect(link.getAttribute('aria-label')).to.match(/^Open thread with \S/);
    await expect(el).to.be.accessible();
  });
});
