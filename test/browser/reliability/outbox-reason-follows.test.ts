/**
 * Why a kept write waits follows its latest attempt, not the one that had it kept: a send kept while the connection
 * was lost that then meets the service failing (a 500 from the sandbox itself, `/sandbox/faults`) says the service had
 * a problem, on this page and, from the database, on the next; a reply kept after a 500 whose next attempt finds the
 * connection gone says it waits for the connection; and a Send pressed again on a kept send records why that press
 * failed. Real sandbox; the lost connection is the client's fetch rejecting (`line`).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { getOutbox } from '../../../src/api/outbox.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shoot } from '../helpers/screenshot.js';
import { everyRule } from '../rcs/every-rule.js';
import { fill, mount as mountComposer, RCS_USER } from '../composer/helpers.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { mount as mountInbox, openThread, LONG_THREAD } from '../inbox/helpers.js';
import { LONG, emptyOutbox, line, offline, online, outboxItems, reload } from './outbox-page.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
const FAULT = 'The service had a problem; it will be retried automatically.';
const CONNECTION = 'It goes out when the connection is back.';

/** The sandbox answering every `POST /send` with a 500 (the client's own retry too), or answering again. */
async function sendsFail(box: TestSandbox, failing: boolean): Promise<void> {
  const rules = failing ? [{ path: '/send', method: 'POST', error: 1 }] : [];
  expect((await box.server('POST', '/sandbox/faults', { rules })).status).to.equal(200);
}

/** What the element's first kept line says of it (since when, and why). */
const said = (root: ShadowRoot) => outboxItems(root)[0]?.querySelector('.outbox-state')?.textContent?.trim() ?? '';

async function saying(root: ShadowRoot, words: string): Promise<void> {
  await waitUntil(
    () => said(root).includes(words),
    () => `the kept line said "${said(root)}", not "${words}"`,
    {
      timeout: LONG,
    },
  );
}

/** A composer whose send the outbox kept while the connection was lost (its fetch rejecting). */
async function keptOffline(box: TestSandbox, text: string) {
  const first = line(box);
  first.down();
  const { el } = await mountComposer({ box: { ...box, client: first.client }, to: RCS_USER });
  await fill(el, 'rcs.text', text);
  await el.send().catch(() => {});
  await saying(el.shadowRoot!, CONNECTION);
  return { el, first };
}

/** The kept line at 1440×900 and 390×844, light and dark, in English and Arabic; axe with every rule in each. */
async function looks(el: ParleyComposer, name: string): Promise<void> {
  const root = el.shadowRoot!;
  const settle = (words: string) => async () => {
    await el.updateComplete;
    await saying(root, words);
    outboxItems(root)[0]!.scrollIntoView({ block: 'center' });
  };
  for (const dark of [false, true]) {
    const tone = dark ? '-dark' : '';
    el.theme = dark ? 'dark' : 'light';
    await shoot(`${name}-1440${tone}`, { dark, settle: settle(FAULT) });
    await shoot(`${name}-390${tone}`, { dark, width: 390, height: 844, settle: settle(FAULT) });
    await everyRule(el, LEFT_OUT);
    el.locale = 'ar';
    await shoot(`${name}-ar-1440${tone}`, { dark, lang: 'ar', settle: settle('واجهت الخدمة مشكلة') });
    await shoot(`${name}-ar-390${tone}`, { dark, lang: 'ar', width: 390, height: 844, settle: settle('واجهت') });
    await everyRule(el, LEFT_OUT);
    el.locale = 'en';
    await settle(FAULT)();
  }
  el.theme = 'light';
}

describe('outbox: why a kept write waits follows its latest attempt', function () {
  this.timeout(240_000);
  beforeEach(emptyOutbox);
  after(emptyOutbox);

  it('composer: kept offline, then a 500 once the connection is back: the service had a problem, after a reload too', async () => {
    const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } } });
    const { el, first } = await keptOffline(box, 'Kept offline, then a 500');
    const root = el.shadowRoot!;
    await sendsFail(box, true);
    first.up();
    online();
    await saying(root, FAULT);
    expect(said(root)).not.to.contain('connection');
    // The outbox tried it again, under the key of the first attempt.
    const sends = (l: typeof first) => l.writes.filter((w) => w.path === '/send').map((w) => w.key);
    const [key] = sends(first);
    expect(key).to.be.a('string');
    expect(new Set(sends(first))).to.deep.equal(new Set([key]));
    el.locale = 'es';
    await saying(root, 'El servicio tuvo un problema');
    el.locale = 'en';

    // The next page reads the reason from the database: the service still failing, it says so still.
    await reload(el);
    const next = line(box);
    const { el: again } = await mountComposer({ box: { ...box, client: next.client }, to: RCS_USER });
    await saying(again.shadowRoot!, FAULT);
    await looks(again, 'outbox-reason-follows-composer');

    // The service answering again: the send goes out, once, and leaves the outbox.
    await sendsFail(box, false);
    online();
    await waitUntil(() => outboxItems(again.shadowRoot!).length === 0, 'the kept send did not go', { timeout: LONG });
    expect(new Set(sends(next))).to.deep.equal(new Set([key]));
    again.remove();
  });

  it('inbox: a reply kept after a 500 whose next attempt finds the connection gone waits for the connection', async () => {
    const box = await startTestSandbox();
    const l = line(box);
    await sendsFail(box, true);
    const m = await mountInbox({ box, client: l.client });
    await openThread(m, (c) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to);
    const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    input.value = 'A reply kept after a 500';
    input.dispatchEvent(new Event('input'));
    await m.el.updateComplete;
    m.$<HTMLButtonElement>('[part~="send-button"]')!.click();
    const root = m.el.shadowRoot!;
    await saying(root, FAULT);
    await sendsFail(box, false);
    l.down();
    online();
    await saying(root, CONNECTION);
    expect(said(root)).not.to.contain('service');
    m.el.remove();
  });

  it('composer: Send pressed again on a send kept offline, failing with a 500, records the 500', async () => {
    const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } } });
    // No round of the outbox's own: only the press tries the send again.
    const back = offline();
    try {
      const { el, first } = await keptOffline(box, 'Pressed again');
      await sendsFail(box, true);
      first.up();
      await el.send().catch(() => {});
      // Still one kept write (the same key), now said beside Send as the service's fault.
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="status"][data-kept]'), 'not said beside Send', {
        timeout: LONG,
      });
      const items = getOutbox().items;
      expect(items.length).to.equal(1);
      expect(items[0]!.meta?.keptFor).to.equal('service');
      expect(items[0]!.state).to.equal('waiting');
      // The next page, still offline, reads why from the database.
      await reload(el);
      const next = line(box);
      const { el: again } = await mountComposer({ box: { ...box, client: next.client }, to: RCS_USER });
      await saying(again.shadowRoot!, FAULT);
      again.remove();
    } finally {
      back();
    }
  });
});
