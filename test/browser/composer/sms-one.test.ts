/**
 * SMS/MMS to one recipient: with a phone-number sender the composer is the SMS/MMS message alone (text with segments,
 * media; no content kinds, no fallback box, no sender field, no "must be an RCS agent id"), its value is the SMS/MMS
 * send request, and it goes as `POST /send` with type SMS (or MMS with media) from that number. Real sandbox; axe in
 * light, dark and Arabic; pictures at 1440, 390, dark and Arabic.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { Scope } from '../../../src/schemas/token.js';
import { shootAll } from '../helpers/screenshot.js';
import { accessibleEverywhere, mountExtras } from './extras-harness.js';
import { $, AGENT, NO_RCS, PHONE, editorReady, errorOf, fill } from './helpers.js';

const SCOPES: Scope[] = ['messages:send', 'conversations:read', 'agents:read'];
const has = (el: ParleyComposer, selector: string) => !!el.shadowRoot!.querySelector(selector);
const textOf = (el: ParleyComposer, selector: string) =>
  el.shadowRoot!.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function mountPhone(to = NO_RCS) {
  const mounted = await mountExtras({ from: PHONE, to, scopes: SCOPES });
  await waitUntil(() => has(mounted.el, '#f-fallback-text'), 'the SMS/MMS editor', { timeout: 5000 });
  return mounted;
}

describe('<parley-composer> SMS/MMS to one recipient (a phone-number sender)', () => {
  it('edits the SMS/MMS message alone, with no RCS parts and no agent-id error', async () => {
    const { el } = await mountPhone();
    expect(has(el, '[part~="kind"]'), 'no content kinds').to.be.false;
    expect(has(el, '[part~="fallback"] input[type=checkbox]'), 'no fallback box').to.be.false;
    expect(has(el, '#f-fallback-from'), 'no second sender field').to.be.false;
    expect(has(el, '[part~="phone"]'), 'no RCS phone').to.be.false;
    expect(has(el, '[part~="agent"]'), 'no agent identity').to.be.false;
    expect(el.shadowRoot!.textContent).not.to.match(/RCS agent id/);
    expect(textOf(el, '[part~="fallback"] legend')).to.equal('SMS/MMS message');
    expect(textOf(el, '[part~="header"]')).to.contain(PHONE);

    await fill(el, 'fallback.text', 'Your flat white is ready at the counter.');
    expect(el.value).to.deep.equal({
      type: 'SMS',
      from: PHONE,
      to: NO_RCS,
      text: 'Your flat white is ready at the counter.',
    });
    expect(textOf(el, '[part~="channel"]')).to.match(/SMS · 1 segment/);
    expect(has(el, '[part~="fallback-preview"]'), 'the SMS phone').to.be.true;
    expect(el.problems).to.deep.equal([]);
    await shootAll('composer-sms-one-draft', { settle: () => el.updateComplete });
    await accessibleEverywhere(el);
  });

  it('sends an SMS from the number, then an MMS when media is added', async () => {
    const { el } = await mountPhone();
    await fill(el, 'fallback.text', 'Order 42 is ready.');
    const sms = await el.send();
    expect(sms.type).to.equal('SMS');
    expect(sms.from).to.equal(PHONE);
    expect(sms.to).to.equal(NO_RCS);
    expect(sms.text).to.equal('Order 42 is ready.');
    await waitUntil(() => has(el, '[part~="result"]'), 'the result');
    expect(textOf(el, '[part~="result"]')).not.to.match(/fallback|RCS/i);
    await shootAll('composer-sms-one-sent', { settle: () => el.updateComplete });
    await accessibleEverywhere(el);

    // Edit and send again, now with a picture: an MMS.
    const again = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="result"] button')].find((b) =>
      /Edit and resend/.test(b.textContent ?? ''),
    );
    again!.click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, '[data-add="fallback.mediaUrls"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.mediaUrls.0', 'https://example.com/receipt.png');
    expect(el.value.type).to.equal('MMS');
    expect(el.value.mediaUrls).to.deep.equal(['https://example.com/receipt.png']);
    const mms = await el.send();
    expect(mms.type).to.equal('MMS');
    expect(mms.from).to.equal(PHONE);
    expect(mms.mediaUrls).to.deep.equal(['https://example.com/receipt.png']);
  });

  it('an empty message is refused in SMS words; switching to the agent brings the RCS editors back without stale errors', async () => {
    const { el } = await mountPhone();
    const refused = await el.send().then(
      () => undefined,
      (e: unknown) => e as { reasons: { path: string; message: string }[] },
    );
    expect(refused?.reasons.map((r) => r.path)).to.deep.equal(['fallback']);
    expect(errorOf(el, 'fallback')).to.equal('The message needs text or media');
    await shootAll('composer-sms-one-refused', { settle: () => el.updateComplete });

    el.setAttribute('from', AGENT);
    await editorReady(el);
    await el.updateComplete;
    expect(has(el, '[part~="kind"]'), 'content kinds again').to.be.true;
    expect(has(el, '#f-from-e'), 'no sender error').to.be.false;
    expect(el.value.type).to.equal('RCS');
  });
});
