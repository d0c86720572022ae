/**
 * SMS/MMS to one recipient (a phone-number sender) in emoji: the composer's counter, its "Goes as" line and the send
 * all count characters as the service does (docs/decisions/085-characters-are-code-points.md), so 3072 emoji (6144
 * UTF-16 units) are an SMS the sandbox takes and 3073 an MMS. Real Chromium, real sandbox; every axe rule in light,
 * dark and Arabic; pictures at 1440 and 390.
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { LIMITS } from '../../../src/schemas/constants.js';
import type { Scope } from '../../../src/schemas/token.js';
import { waitUntil } from '../helpers/wait.js';
import { axeEachWay, pictures } from '../rcs/pictures.js';
import { mountExtras } from './extras-harness.js';
import { NO_RCS, PHONE, errorOf, input, text } from './helpers.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
const SCOPES: Scope[] = ['messages:send', 'conversations:read', 'agents:read'];
const emoji = (n: number) => '😀'.repeat(n);

/** Pastes `text` into a field as the browser inserts a paste (the whole value replaced, an `input` event). */
async function paste(el: ParleyComposer, path: string, value: string): Promise<void> {
  const field = input(el, path);
  field.focus();
  field.select();
  document.execCommand('insertText', false, value);
  await el.updateComplete;
}

describe('<parley-composer> SMS/MMS in emoji', () => {
  it('3072 emoji: 3,072 / 3,072, goes as SMS and is sent as SMS; 3073: goes as MMS and is sent as MMS', async () => {
    const { el } = await mountExtras({ from: PHONE, to: NO_RCS, scopes: SCOPES });
    await waitUntil(() => el.shadowRoot!.querySelector('#f-fallback-text'), 'the SMS/MMS editor', { timeout: 5000 });
    await paste(el, 'fallback.text', emoji(LIMITS.smsText));
    expect(text(el, '#f-fallback-text-n')).to.equal('3,072 / 3,072');
    expect(text(el, '[part~="channel"]')).to.contain('Goes as SMS');
    expect(errorOf(el, 'fallback.text')).to.equal(null);
    expect(el.value.type).to.equal('SMS');
    await pictures(el, 'composer-sms-emoji-3072');
    await axeEachWay(el, LEFT_OUT);
    const sms = await el.send();
    expect([sms.type, sms.text]).to.deep.equal(['SMS', emoji(LIMITS.smsText)]);

    await waitUntil(() => el.shadowRoot!.querySelector('[part~="result"]'), 'the result');
    const again = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="result"] button')].find((b) =>
      /Edit and resend/.test(b.textContent ?? ''),
    );
    again!.click();
    await el.updateComplete;
    await paste(el, 'fallback.text', emoji(LIMITS.smsText + 1));
    expect(text(el, '#f-fallback-text-n')).to.equal('3,073 / 5,000');
    expect(text(el, '[part~="channel"]')).to.contain('Goes as MMS');
    expect(el.value.type).to.equal('MMS');
    const mms = await el.send();
    expect([mms.type, mms.text]).to.deep.equal(['MMS', emoji(LIMITS.smsText + 1)]);
  });
});
