/**
 * "Send test" keeps keyboard focus while its test is on its way: it is only `aria-disabled` then (as the main Send
 * is), so focus does not fall to the page, and pressing it again sends nothing more. Real keys, real sandbox.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { gatedClient, startTestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { mountExtras } from './extras-harness.js';
import { $, fill } from './helpers.js';

const RCS_USER = '+14155550139';
const MINE = '+14155550177';

describe('<parley-composer> Send test keeps focus', () => {
  beforeEach(() => localStorage.removeItem('parley-composer-test-number'));

  it('while the test is sending, focus stays on "Send test" (aria-disabled), and a second press sends nothing', async () => {
    const box = await startTestSandbox({
      scopes: ['messages:send'],
      sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } },
    });
    const { client, release } = gatedClient(box, '/send');
    const { el } = await mountExtras({ to: RCS_USER, scopes: ['messages:send'], box: { ...box, client } });
    await fill(el, 'rcs.text', 'Focus test');
    $(el, '[part="test-send"] summary').click();
    await el.updateComplete;
    const field = $<HTMLInputElement>(el, '#test-to');
    field.focus();
    await sendKeys({ type: MINE });
    const button = $<HTMLButtonElement>(el, '[part~="test-send-button"]');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.disabled).to.equal(false);
    expect(el.shadowRoot!.activeElement === button, 'focus stays on Send test').to.equal(true);
    await shootAll('composer-test-sending', { settle: () => el.updateComplete });
    await sendKeys({ press: 'Enter' }); // pressed again while sending
    release();
    await waitUntil(() => el.shadowRoot!.querySelector('[part="test-result"]'), 'the result');
    expect(el.shadowRoot!.activeElement === button, 'and after').to.equal(true);
    expect(button.getAttribute('aria-disabled')).to.equal('false');
    const sent = Object.values(box.sandbox.store.data.messages).filter((m) => m.to === MINE);
    expect(sent, 'one test').to.have.length(1);
    await expect(el).to.be.accessible();
  });
});
