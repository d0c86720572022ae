/**
 * A send the service refuses is said in the element's own words in each language (never the service's English text),
 * by what happened: a recipient who opted out (the service's capability check says so), another refusal, or a fault
 * of the service. Retry is offered only where sending again can succeed: not after a refusal; after a service fault
 * the send waits in the outbox, is said beside Send as such (not as a lost connection), and Retry sends it now, once.
 * Real sandbox; every live region recorded; axe in each state.
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { faultySendClient, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shoot } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { recordLiveRegions } from '../outbox/live-record.js';
import { emptyOutbox } from '../outbox/send-line.js';
import { $, AGENT, fill, mount } from './helpers.js';

const OPTED_OUT = '+14155550155';
const carrier = { carrierDelays: { sent: 10, delivered: 20, read: 30 } };
const status = (el: ParleyComposer) =>
  (el.shadowRoot!.querySelector('[part~="status"]')?.textContent ?? '').replace(/\s+/g, ' ').trim();
const statusButtons = (el: ParleyComposer) =>
  [...el.shadowRoot!.querySelectorAll('[part~="status"] button')].map((b) => b.textContent!.trim());

/** A sandbox where OPTED_OUT replied STOP to the agent. */
async function optedOutBox(): Promise<TestSandbox> {
  const box = await startTestSandbox({ sandbox: carrier });
  const inbound = await box.server('POST', '/sandbox/inbound', { from: OPTED_OUT, to: AGENT, text: 'STOP' });
  expect(inbound.status).to.be.below(300);
  return box;
}

const WORDS = {
  en: { said: /^Not sent: this number has opted out of your messages \(it replied STOP\)/, retry: 'Retry' },
  es: { said: /^No enviado: este número se dio de baja de tus mensajes/, retry: 'Reintentar' },
  ar: { said: /^لم تُرسل: ألغى هذا الرقم الاشتراك في رسائلك/, retry: 'إعادة المحاولة' },
} as const;

describe('<parley-composer> refusals and service faults in words', function () {
  this.timeout(120_000);
  beforeEach(emptyOutbox);
  after(emptyOutbox);

  for (const locale of ['en', 'es', 'ar'] as const) {
    it(`a send to a number that replied STOP says so in ${locale}, without the service's text and without Retry`, async () => {
      const box = await optedOutBox();
      const { el } = await mount({ box, to: OPTED_OUT, locale });
      await fill(el, 'rcs.text', 'Tasting on Friday!');
      const live = recordLiveRegions(el.shadowRoot!);
      const error = await el.send().catch((e: unknown) => e);
      expect((error as { kind: string }).kind).to.equal('service');
      await el.updateComplete;
      expect(status(el)).to.match(WORDS[locale].said);
      expect(status(el), 'not the service text').not.to.match(/agent_acme|replied STOP on|sends are refused/);
      expect(statusButtons(el), 'no Retry: it would be refused again').to.deep.equal([]);
      const alert = live.said.find((s) => s.politeness === 'assertive')?.text ?? '';
      expect(alert).not.to.contain(WORDS[locale].retry);
      expect(alert).not.to.match(/agent_acme|sends are refused/);
      expect(el.value.rcs!.text, 'the draft is kept').to.equal('Tasting on Friday!');
      live.stop();
      if (locale === 'en') {
        await shoot('composer-refused-opted-out-1440');
        await shoot('composer-refused-opted-out-390', { width: 390, height: 844, fullPage: true });
        await shoot('composer-refused-opted-out-dark', { dark: true });
      }
      if (locale === 'ar') await shoot('composer-refused-opted-out-ar', { lang: 'ar' });
      await expect(el).to.be.accessible();
    });
  }

  it('another refusal (400 with the service text) is "the service refused this message", without Retry', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const { client } = faultySendClient(
      box,
      () => ({ status: 400, error: 'from: agent_x is not a sender of team acme' }),
      { retries: 0 },
    );
    const { el } = await mount({ box: { ...box, client }, to: '+14155550123' });
    await fill(el, 'rcs.text', 'Refused');
    await el.send().catch(() => {});
    await el.updateComplete;
    expect(status(el)).to.equal('Not sent: the service refused this message');
    expect(statusButtons(el)).to.deep.equal([]);
  });

  it('a service fault (500) waits in the outbox, said as such beside Send with Retry; Retry sends it once', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    let down = true;
    const { client, keys } = faultySendClient(
      box,
      () => (down ? { status: 500, error: 'Internal error' } : undefined),
      { retries: 0 },
    );
    const { el } = await mount({ box: { ...box, client }, to: '+14155550123' });
    await fill(el, 'rcs.text', 'Kept after a fault');
    const live = recordLiveRegions(el.shadowRoot!);
    await el.send().catch(() => {});
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="status"][data-kept]'), 'the kept send is said');
    await el.updateComplete;
    expect(status(el)).to.contain(
      'Not confirmed yet: the service had a problem. It will be tried again under the same key',
    );
    expect(status(el)).not.to.contain('connection');
    expect(statusButtons(el)).to.deep.equal(['Retry', 'Don’t send']);
    expect(!!el.shadowRoot!.querySelector('[part~="outbox-item"]'), 'not shown as waiting for a connection').to.equal(
      false,
    );
    await waitUntil(() => live.said.some((s) => s.text.startsWith('Not confirmed yet')), 'said politely');
    expect(live.said.at(-1)!.text, 'the last word is not "Sending…"').not.to.equal('Sending…');
    await shoot('composer-kept-fault-1440');
    await shoot('composer-kept-fault-390', { width: 390, height: 844, fullPage: true });
    await shoot('composer-kept-fault-dark', { dark: true });
    el.locale = 'ar';
    await el.updateComplete;
    expect(status(el)).to.contain('واجهت الخدمة مشكلة');
    await shoot('composer-kept-fault-ar', { lang: 'ar' });
    await expect(el).to.be.accessible();
    el.locale = 'en';
    await el.updateComplete;

    down = false;
    $<HTMLButtonElement>(el, '[part~="status"] [data-retry]').click();
    await waitUntil(() => el.phase === 'sent', 'Retry sent it');
    const stored = Object.values(box.sandbox.store.data.messages).filter((m) => m.rcs?.text === 'Kept after a fault');
    expect(stored).to.have.length(1);
    expect(new Set(keys).size, 'one key').to.equal(1);
    live.stop();
  });
});
