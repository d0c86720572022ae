/**
 * `<parley-blast>`'s confirm step says what is true of each channel, in one vocabulary, in real Chromium against the
 * real sandbox. Segments are an SMS notion: an SMS blast says its own, an RCS blast its SMS fallback's ("Segments per
 * SMS fallback"), and an RCS message or an MMS is one message each, never "1 segment". In Arabic one word names a
 * segment (جزء, plural أجزاء, as the composer says it), and an amount inside a right-to-left sentence is isolated
 * (U+2066 … U+2069), so its currency sign stays beside its figure ("0.0158 US$", never "$US 0.0158").
 * Pictures with `PARLEY_SHOTS=/tmp/shots-blast npx web-test-runner <this file>`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, shots } from './looks.js';

const SCOPES: Scope[] = ['audiences:read', 'messages:blast', 'messages:send', 'agents:read'];
/** 200 plain letters: two SMS segments (GSM-7, 153 each once split), one RCS message. */
const LONG = `Weekend special: two for one on every pastry. ${'x'.repeat(154)}`;

async function mount(channel: 'SMS' | 'RCS', locale = 'en') {
  const sb = await startTestSandbox({ sandbox: { carrierDelays: { sent: 30, delivered: 60, read: 70 } } });
  const client = createApiClient({ baseUrl: BASE_URL, token: await sb.mint(SCOPES), fetch: sb.fetch });
  const rcs = channel === 'RCS';
  const el = await fixture<ParleyBlast>(html`<parley-blast .client=${client} channel=${channel} locale=${locale}
    from=${rcs ? DEMO_SENDERS.acmeAgent : DEMO_SENDERS.acmePhone} fallback-from=${DEMO_SENDERS.acmePhone}
    audience-id="aud_dtest_numbers"></parley-blast>`);
  await waitUntil(() => el.shadowRoot!.querySelector('select#from, fieldset#from'), "the team's senders");
  await el.updateComplete;
  return { el, root: el.shadowRoot! };
}

async function typeInto(el: ParleyBlast, selector: string, text: string) {
  const field = el.shadowRoot!.querySelector<HTMLTextAreaElement | HTMLInputElement>(selector)!;
  field.value = text;
  field.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

async function review(el: ParleyBlast) {
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await waitUntil(() => el.shadowRoot!.querySelector('#confirm-title'), 'the confirm step');
  await el.updateComplete;
}

/** Visible text, spaces collapsed; an amount's isolates (invisible) left out. */
const words = (node: Element | null) =>
  (node?.textContent ?? '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const rows = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part="summary"] dt')].map((dt) => `${words(dt)}: ${words(dt.nextElementSibling)}`);
const price = (root: ShadowRoot, leg: string) =>
  words(root.querySelector(`[part="split"] li[data-leg="${leg}"] .price`));

describe('<parley-blast> segments are said for SMS only', () => {
  it("an RCS blast says its SMS fallback's segments; its RCS leg is one message each", async () => {
    const { el, root } = await mount('RCS');
    await typeInto(el, '#text', 'Weekend special: two for one');
    await typeInto(el, '#fallback', LONG);
    await review(el);
    const summary = rows(root);
    expect(summary).to.include('Segments per SMS fallback: 2');
    expect(summary.join('\n')).not.to.contain('Segments per message');
    expect(price(root, 'rcs')).to.match(/^one message each · \$[\d.]+ in all$/);
    expect(price(root, 'sms')).to.match(/^2 segments each · \$[\d.]+ in all$/);
    await accessibleEverywhere(el);
    await shots(el, 'blast-words-rcs-fallback');

    // Without a fallback nothing goes as SMS: no segments at all.
    root.querySelector<HTMLButtonElement>('.actions button')!.click(); // Edit
    await waitUntil(() => root.querySelector('#fallback-on'), 'the edit step');
    root.querySelector<HTMLInputElement>('#fallback-on')!.click();
    await el.updateComplete;
    await review(el);
    expect(words(root.querySelector('#confirm-title + p'))).to.contain('RCS (no SMS/MMS fallback)');
    expect(words(root.querySelector('[part="summary"]'))).not.to.match(/segment/i);
    expect(words(root.querySelector('[part="split"]'))).not.to.match(/segment/i);
  });

  it('an MMS blast is one message each: no segments; an SMS blast says its own', async () => {
    const { el, root } = await mount('SMS');
    await typeInto(el, '#text', LONG);
    await typeInto(el, '#media', 'https://example.com/menu.png');
    await review(el);
    expect(words(root.querySelector('#confirm-title + p'))).to.contain('as MMS');
    expect(words(root.querySelector('[part="summary"]'))).not.to.match(/segment/i);
    expect(price(root, 'mms')).to.match(/^one message each · \$[\d.]+ in all$/);
    await accessibleEverywhere(el);
    await shots(el, 'blast-words-mms');

    root.querySelector<HTMLButtonElement>('.actions button')!.click(); // Edit
    await waitUntil(() => root.querySelector('#media'), 'the edit step');
    await typeInto(el, '#media', '');
    await review(el);
    expect(rows(root)).to.include('Segments per message: 2');
    expect(price(root, 'sms')).to.match(/^2 segments each · \$[\d.]+ in all$/);
  });
});

describe('<parley-blast> in Arabic', () => {
  it('names a segment with one word, and keeps each amount whole beside its sign', async () => {
    const { el, root } = await mount('RCS', 'ar');
    await typeInto(el, '#text', 'عرض نهاية الأسبوع');
    await typeInto(el, '#fallback', LONG);
    await review(el);
    const confirm = root.querySelector('section[aria-labelledby="confirm-title"]')!;
    const said = confirm.textContent!;
    // جزء (one), جزءان (two), أجزاء (plural): the composer's word; never مقطع or its plurals.
    expect(said).not.to.match(/مقطع|مقاطع/);
    expect(rows(root)).to.include('الأجزاء لكل رسالة SMS بديلة: 2');
    expect(price(root, 'sms')).to.match(/^جزءان لكلٍّ · /);
    expect(price(root, 'rcs')).to.match(/^رسالة واحدة لكلٍّ · /);

    // Each amount is isolated left to right, without the marks Intl adds: the total, and each leg's cost.
    const total = root.querySelector('[part="summary"] [data-said="total"]')!.textContent!;
    expect(total).to.match(/^\u2066[^\u200e\u200f\u061c\u2066-\u2069]+\u2069$/);
    for (const leg of ['rcs', 'sms']) {
      const line = root.querySelector(`[part="split"] li[data-leg="${leg}"] .price`)!.textContent!;
      expect(line).to.match(/\u2066[\d.,]+\s?US\$\u2069/);
    }
    // As drawn: the figure's first digit left of its sign, as "0.0158 US$" reads (unisolated, "$US 0.0158").
    const dd = root.querySelector('[part="summary"] [data-said="total"]')!;
    const node = [...dd.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
    const box = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return range.getBoundingClientRect();
    };
    const text = node.textContent!;
    const digit = text.search(/\d/);
    const sign = text.indexOf('$');
    expect(box(digit, digit + 1).left).to.be.lessThan(box(sign, sign + 1).left);
    await accessibleEverywhere(el);
    await shots(el, 'blast-words-arabic');
  });
});
