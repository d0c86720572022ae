/**
 * Why a kept write waits, said by its line in the outbox and still said right after a reload: a write the service
 * failed (a 5xx after the client's retries) "had a problem" and is retried by itself; one kept while the connection
 * was lost "goes out when the connection is back"; one an earlier version kept, which did not record why, claims no
 * cause. In the composer and in the inbox's reply box, in English, Spanish and Arabic. Real sandbox; the 5xx is the
 * sandbox's `POST /send` answered 503 (`faultySendClient`), the lost connection its fetch rejecting (`line`).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { getOutbox } from '../../../src/api/outbox.js';
import { faultySendClient, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shoot } from '../helpers/screenshot.js';
import {
  accessibleEverywhere as composerEverywhere,
  AGENT,
  fill,
  mount as mountComposer,
  RCS_USER,
} from '../composer/helpers.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { mount as mountInbox, openThread, LONG_THREAD, type Mounted } from '../inbox/helpers.js';
import { accessibleEverywhere as inboxEverywhere } from '../inbox/looks.js';
import { LONG, emptyOutbox, line, offline, online, outboxItems, reload } from './outbox-page.js';

const FAULT = 'The service had a problem; it will be retried automatically.';
const CONNECTION = 'It goes out when the connection is back.';
const UNSAID = 'It will be retried automatically.';

/** The service failing every send: 503, no automatic retry (each round is one request). */
const failing = (box: TestSandbox) =>
  faultySendClient(box, () => ({ status: 503, error: 'upstream unavailable' }), { retries: 0 });

/** What the element's first kept line says of it (its state: since when, and why). */
const said = (root: ShadowRoot) => outboxItems(root)[0]?.querySelector('.outbox-state')?.textContent?.trim() ?? '';

/** Waits until the first kept line says `words` (a round of the outbox may show "Sending…" for a moment). */
async function saying(root: ShadowRoot, words: string): Promise<void> {
  await waitUntil(() => said(root).includes(words), 'the kept line', { timeout: LONG }).catch(() => {
    throw new Error(`the kept line said "${said(root)}", not "${words}"`);
  });
}

/** A composer whose send the outbox kept after the service failed, then the page reloaded: the composer of the next page. */
async function composerAfterFault(text: string): Promise<{ el: ParleyComposer; box: TestSandbox }> {
  const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } } });
  const { el } = await mountComposer({ box: { ...box, client: failing(box).client }, to: RCS_USER });
  await fill(el, 'rcs.text', text);
  await el.send().catch(() => {});
  // Said beside Send as the service's fault on this page.
  await waitUntil(() => el.shadowRoot!.querySelector('[part~="status"][data-kept]'), 'the send was not kept', {
    timeout: LONG,
  });
  await reload(el);
  // The next page: the service still failing, so the send still waits.
  return mountComposer({ box: { ...box, client: failing(box).client }, to: RCS_USER, keepDrafts: true });
}

/** The kept line at 1440×900 and 390×844, light and dark, in English and Arabic (the element's `locale` attribute). */
async function pictures(
  el: Element & { updateComplete: Promise<unknown> },
  name: string,
  english: string,
  arabic: string,
) {
  const root = el.shadowRoot!;
  await el.updateComplete; // a `locale` set as a property reflects to the attribute in the update
  const before = el.getAttribute('locale');
  // The kept line in view: on a phone it is below the editors.
  const settle = (words: string) => async () => {
    await el.updateComplete;
    await saying(root, words);
    outboxItems(root)[0]!.scrollIntoView({ block: 'center' });
  };
  for (const dark of [false, true]) {
    const tone = dark ? '-dark' : '';
    await shoot(`${name}-1440${tone}`, { dark, settle: settle(english) });
    await shoot(`${name}-390${tone}`, { dark, width: 390, height: 844, settle: settle(english) });
    el.setAttribute('locale', 'ar');
    await shoot(`${name}-ar-1440${tone}`, { dark, lang: 'ar', settle: settle(arabic) });
    await shoot(`${name}-ar-390${tone}`, { dark, lang: 'ar', width: 390, height: 844, settle: settle(arabic) });
    if (before === null) el.removeAttribute('locale');
    else el.setAttribute('locale', before);
    await settle(english)();
  }
}

describe('outbox: why a kept write waits, after a reload', function () {
  this.timeout(240_000);
  beforeEach(emptyOutbox);
  after(emptyOutbox);

  it('composer: a send kept after a 5xx says the service had a problem, not the connection (en, es, ar)', async () => {
    const { el } = await composerAfterFault('Kept after a 503');
    const root = el.shadowRoot!;
    await saying(root, FAULT);
    expect(outboxItems(root)[0]!.textContent).to.contain('Kept after a 503');
    expect(said(root)).not.to.contain('connection');
    el.locale = 'es';
    await saying(root, 'El servicio tuvo un problema; se reintentará automáticamente.');
    expect(said(root)).not.to.contain('conexión');
    el.locale = 'ar';
    await saying(root, 'واجهت الخدمة مشكلة؛ ستُعاد المحاولة تلقائيًا.');
    expect(said(root)).not.to.contain('الاتصال');
    el.locale = 'en';
    await pictures(el, 'outbox-kept-fault-composer', FAULT, 'واجهت الخدمة مشكلة');
    await composerEverywhere(el);
    el.remove();
  });

  it('composer: a send kept while the connection was lost still says so after a reload', async () => {
    const box = await startTestSandbox();
    const first = line(box);
    first.down();
    const { el } = await mountComposer({ box: { ...box, client: first.client }, to: RCS_USER });
    await fill(el, 'rcs.text', 'Kept while offline');
    await el.send().catch(() => {});
    await waitUntil(() => outboxItems(el.shadowRoot!).length === 1, 'the send was not kept', { timeout: LONG });
    await saying(el.shadowRoot!, CONNECTION);
    await reload(el);
    const second = line(box);
    second.down();
    const { el: again } = await mountComposer({ box: { ...box, client: second.client }, to: RCS_USER });
    await saying(again.shadowRoot!, CONNECTION);
    expect(said(again.shadowRoot!)).not.to.contain('service');
    again.remove();
  });

  it('an item kept by an earlier version, which did not record why, claims no cause until an attempt says why', async () => {
    const box = await startTestSandbox();
    const down = line(box);
    down.down();
    // Kept as an earlier page stored it: the write as the element hands it, nothing said of why.
    await getOutbox().keep(down.client, {
      kind: 'send',
      queue: `${AGENT}>${RCS_USER}`,
      method: 'POST',
      path: '/send',
      body: { type: 'RCS', from: AGENT, to: RCS_USER, rcs: { text: 'Kept long ago' } },
      idempotencyKey: 'kept-long-ago',
    });
    await reload();
    // No round of the outbox's own yet: what the line says comes from the database alone.
    const back = offline();
    const next = line(box);
    next.down();
    const { el } = await mountComposer({ box: { ...box, client: next.client }, to: RCS_USER });
    const root = el.shadowRoot!;
    try {
      await saying(root, UNSAID);
      expect(said(root)).not.to.match(/connection|service/);
    } finally {
      back();
    }
    // Online, the connection still lost: the outbox's attempt fails for want of it, and from then on says so.
    online();
    await saying(root, CONNECTION);
    el.remove();
  });

  it('inbox: a reply kept after a 5xx says the service had a problem, on this page and the next (en, es, ar)', async () => {
    const box = await startTestSandbox();
    const m: Mounted = await mountInbox({ box, client: failing(box).client });
    await openThread(m, (c) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to);
    const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    input.value = 'A reply kept after a 503';
    input.dispatchEvent(new Event('input'));
    await m.el.updateComplete;
    m.$<HTMLButtonElement>('[part~="send-button"]')!.click();
    await saying(m.el.shadowRoot!, FAULT);
    await reload(m.el);
    const again = await mountInbox({ box, client: failing(box).client });
    await openThread(again, (c) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to);
    const root = again.el.shadowRoot!;
    await saying(root, FAULT);
    expect(said(root)).not.to.contain('connection');
    again.el.setAttribute('locale', 'es');
    await saying(root, 'El servicio tuvo un problema');
    again.el.removeAttribute('locale');
    await saying(root, FAULT);
    // As wide as the page allows, so that the phone picture is one pane (as the inbox's own pictures are).
    again.el.parentElement!.style.width = 'min(900px, 100%)';
    await pictures(again.el, 'outbox-kept-fault-inbox', FAULT, 'واجهت الخدمة مشكلة');
    await inboxEverywhere(again, () => said(root).includes('واجهت الخدمة مشكلة'));
    again.el.remove();
  });
});
