/**
 * `<parley-blast>` and reachability (DESIGN §14) in real Chromium against the real sandbox: RCS agents are picked by
 * name with their logo and launch per carrier (never typed), the description isolated for bidi; before the confirm
 * step the split — RCS, SMS, MMS and not reached, each with its reasons, segments and cost per leg — from the
 * estimate route; after the send, the blast's own counts in the same rows, equal to the split. Axe (all rules) in
 * light, dark and Arabic; pictures at 1440×900 and 390×844, dark and Arabic.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';

const SCOPES: Scope[] = ['audiences:read', 'messages:blast', 'messages:send', 'agents:read'];

/** Recipients, one per rule: RCS, no RCS on the phone, Carrier B (Acme not launched there), not in service, STOP. */
const MIX = {
  rcs: '+12025550141',
  noRcs: '+12025550000',
  carrierB: '+12025557777',
  fails: '+12025559999',
  stopped: '+12025550142',
};

async function mount(locale = 'en') {
  const sb = await startTestSandbox({ sandbox: { carrierDelays: { sent: 30, delivered: 60, read: 60 } } });
  const audience = (await sb.server<{ id: string }>('POST', '/audiences', { name: 'Reach mix' })).body;
  for (const phoneNumber of Object.values(MIX)) {
    await sb.server('POST', '/contacts', { phoneNumber, name: null, audienceIds: [audience.id] });
  }
  await sb.server('POST', '/sandbox/inbound', { from: MIX.stopped, to: DEMO_SENDERS.acmeAgent, text: 'STOP' });
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: await sb.mint(SCOPES),
    fetch: sb.fetch,
    retry: { retries: 0 },
  });
  const el = await fixture<ParleyBlast>(html`<parley-blast .client=${client} from=${DEMO_SENDERS.acmeAgent}
    fallback-from=${DEMO_SENDERS.acmePhone} channel="RCS" audience-id=${audience.id} locale=${locale}></parley-blast>`);
  const root = el.shadowRoot!;
  await waitUntil(() => root.querySelectorAll('input[name="from-agent"]').length > 1, 'the agents listed', {
    timeout: 5000,
  });
  await waitUntil(
    () =>
      [...root.querySelectorAll('parley-agent-identity')].every((i) => i.shadowRoot?.querySelector('[part="name"]')),
    'their identities drawn',
  );
  await el.updateComplete;
  return { el, sb, root, audienceId: audience.id };
}

/** Axe in light, dark and Arabic (the element follows the page's language when `locale` is removed). */
async function accessibleEverywhere(el: ParleyBlast) {
  await expect(el).to.be.accessible();
  el.setAttribute('theme', 'dark');
  await el.updateComplete;
  await expect(el).to.be.accessible();
  el.setAttribute('theme', 'light');
  el.setAttribute('locale', 'ar');
  await waitUntil(() => el.getAttribute('dir') === 'rtl', 'Arabic');
  await el.updateComplete;
  await expect(el).to.be.accessible();
  el.setAttribute('locale', 'en');
  await waitUntil(() => el.getAttribute('dir') === 'ltr', 'English');
  await el.updateComplete;
}
async function shots(el: ParleyBlast, name: string) {
  el.removeAttribute('locale');
  await shootAll(name, { settle: () => el.updateComplete });
  el.setAttribute('locale', 'en');
  await el.updateComplete;
}
const button = (el: ParleyBlast, label: RegExp) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => label.test(b.textContent ?? ''))!;
async function typeInto(el: ParleyBlast, selector: string, text: string) {
  const area = el.shadowRoot!.querySelector<HTMLTextAreaElement>(selector)!;
  area.value = text;
  area.dispatchEvent(new Event('input'));
  await el.updateComplete;
}
/** The rows of a split (`split` or `got`): leg → recipients (its `data-count`). */
const rows = (root: ShadowRoot, part: string) =>
  Object.fromEntries(
    [...root.querySelectorAll(`[part="${part}"] li`)].map((li) => [
      (li as HTMLElement).dataset.leg,
      Number(li.querySelector<HTMLElement>('[data-count]')!.dataset.count),
    ]),
  );

describe('<parley-blast> reachability', () => {
  it('picks the RCS agent by name, logo and launch per carrier, never a text box; the confirm names the agent', async () => {
    const { el, root } = await mount();
    expect(root.querySelector('input#from')).to.equal(null, 'no free-text sender');
    expect(root.querySelector('fieldset#from legend')!.textContent).to.equal('Send from (RCS agent)');
    const options = [...root.querySelectorAll<HTMLLabelElement>('[part="agent-option"]')];
    const byName = (name: string) =>
      options.find((o) => o.querySelector('input')!.getAttribute('aria-label') === name)!;
    const acme = byName('Acme Coffee');
    const northwind = byName('Northwind Travel');
    expect(acme.querySelector('input')!.checked).to.equal(true);
    // The logo and name are <parley-agent-identity compact>, the composer's own; the launch is said in words.
    const identity = northwind.querySelector('parley-agent-identity')!;
    expect(identity.shadowRoot!.querySelector('[part="name"]')!.textContent).to.contain('Northwind Travel');
    expect(identity.shadowRoot!.querySelector('[part="logo"]')).to.exist;
    expect(acme.querySelector('[part="agent-launch"]')!.textContent).to.equal(
      'Launched on Carrier A; not yet on Carrier B, Carrier C, and other carriers',
    );
    expect(northwind.querySelector('[part="agent-launch"]')!.textContent).to.equal('Not launched on any carrier yet');
    const description = acme.querySelector('[part="agent-description"]')!;
    expect(description.localName).to.equal('bdi');
    expect(description.getAttribute('dir')).to.equal('auto');
    await accessibleEverywhere(el);
    await shots(el, 'blast-agent-picker');

    northwind.querySelector('input')!.click();
    await el.updateComplete;
    expect(el.from).to.equal(DEMO_SENDERS.northwindAgent);
    await typeInto(el, '#text', 'Weekend special');
    await typeInto(el, '#fallback', 'Weekend special (SMS)');
    button(el, /Review/).click();
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step', { timeout: 5000 });
    expect(root.querySelector('#confirm-title + p')!.textContent).to.equal(
      'Will be sent as RCS (with SMS/MMS fallback), from Northwind Travel (RCS).',
    );
  });

  it('shows the split before the confirm step, and after the send the blast reports the same numbers', async () => {
    const { el, sb, root, audienceId } = await mount();
    const sent: unknown[] = [];
    el.addEventListener('parley-blast-sent', (e) => sent.push(e));
    await typeInto(el, '#text', 'Weekend special: two for one');
    await typeInto(el, '#fallback', 'Weekend special: 2 for 1');
    button(el, /Review/).click();
    await waitUntil(() => root.querySelector('[part="split"]'), 'the split', { timeout: 5000 });
    await el.updateComplete;
    expect(sent).to.have.length(0, 'nothing sent before the confirm');
    // The figures are the estimate route's (the send's rules), each leg with its reasons, segments and cost.
    const estimate = (
      await sb.server<any>('POST', '/messages/blast/rcs/estimate', {
        audienceId,
        from: DEMO_SENDERS.acmeAgent,
        rcs: { text: 'Weekend special: two for one' },
        fallback: { from: DEMO_SENDERS.acmePhone, text: 'Weekend special: 2 for 1' },
      })
    ).body;
    const split = rows(root, 'split');
    expect(split).to.deep.equal({ rcs: 1, sms: 2, unreachable: 2 });
    expect([estimate.rcs, estimate.sms, estimate.unreachable]).to.deep.equal([1, 2, 2]);
    // As read: an amount's isolates (U+2066 … U+2069) are invisible. Segments only on the SMS leg: an RCS message is one.
    const text = (leg: string) =>
      root
        .querySelector(`[part="split"] li[data-leg="${leg}"]`)!
        .textContent!.replace(/[\u2066-\u2069]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    expect(text('rcs')).to.equal('RCS 1 recipient can receive it: 1 one message each · $0.0035 in all');
    expect(text('sms')).to.equal(
      'SMS 2 recipients the agent is not launched on their carrier: 1 · their phone has no RCS: 1 1 segment each · $0.0158 in all',
    );
    expect(text('unreachable')).to.equal(
      'Not reached 2 recipients opted out (replied STOP): 1 · number not in service: 1',
    );
    const summary = [...root.querySelectorAll('[part="summary"] dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent!.replace(/[\u2066-\u2069]/g, '')}`,
    );
    expect(summary).to.include(`Estimated total: $${estimate.cost.total.amount}`);
    await accessibleEverywhere(el);
    await shots(el, 'blast-split');

    button(el, /Send blast/).click();
    await waitUntil(() => el.blast?.status === 'COMPLETED', 'completed', { timeout: 10_000 });
    await el.updateComplete;
    // What the element shows after the send (the blast's deliveredBy, failed + optedOut) equals the split it showed.
    expect(rows(root, 'got')).to.deep.equal(split);
    expect(root.querySelector('[part="got"] li[data-leg="unreachable"] .why')!.textContent).to.equal(
      'not delivered: 1 · opted out (replied STOP): 1',
    );
    const stored = Object.values(sb.sandbox.store.data.blasts)[0]!;
    expect([stored.deliveredBy.rcs, stored.deliveredBy.sms, stored.failed + stored.optedOut]).to.deep.equal([1, 2, 2]);
    await accessibleEverywhere(el);
    await shots(el, 'blast-got');
  });
});
