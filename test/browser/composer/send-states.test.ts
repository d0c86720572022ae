/**
 * Smaller states read side by side: scheduling says "Scheduling…" (not "Sending…"); Escape answers "Cancel this
 * message?" with "Keep it"; a draft the service is not asked to price (an empty suggestion label) says why it has no
 * cost, in the cost line and in the phone comparison; and Send is off, saying why, when the reach line already says
 * the recipient opted out. Real keys, real sandbox, axe in each state.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { gatedClient, startTestSandbox } from '../helpers/sandbox.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { $, AGENT, click, fill, listen, mount, text } from './helpers.js';

const carrier = { carrierDelays: { sent: 10, delivered: 20, read: 30 } };
const RCS_USER = '+14155550137';
const OPTED_OUT = '+14155550156';

describe('<parley-composer> send states in words', function () {
  this.timeout(60_000);
  afterEach(async () => setViewport({ width: 800, height: 600 }));

  it('scheduling says "Scheduling…", on the button and in the live region', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const { client, release } = gatedClient(box, '/send');
    const { el } = await mount({ box: { ...box, client }, to: RCS_USER });
    await fill(el, 'rcs.text', 'See you tomorrow');
    $<HTMLInputElement>(el, '[part~="schedule"] input[type="checkbox"]').click();
    await el.updateComplete;
    const said = listen(el);
    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => el.phase === 'sending', 'sending');
    await el.updateComplete;
    expect(text(el, '[part~="send-button"]')).to.equal('Scheduling…');
    expect($(el, '[part~="status"] progress').getAttribute('aria-label')).to.equal('Scheduling…');
    await waitUntil(
      () => said.includes('Scheduling…'),
      () => JSON.stringify(said),
    );
    expect(said).not.to.include('Sending…');
    release();
    await waitUntil(() => el.phase === 'scheduled', 'scheduled');
  });

  it('Escape closes "Cancel this message?" as "Keep it": focus back on Cancel, the message still scheduled', async () => {
    const { el, box } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'Escape keeps it');
    $<HTMLInputElement>(el, '[part~="schedule"] input[type="checkbox"]').click();
    await el.updateComplete;
    const message = await el.send();
    const row = `[part~="scheduled"] li[data-id="${message.id}"]`;
    await waitUntil(() => el.shadowRoot!.querySelector(row), 'listed');
    $<HTMLButtonElement>(el, `${row} [data-cancel]`).click();
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.hasAttribute('data-keep')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(!!el.shadowRoot!.querySelector(`${row} .sch-confirm`), 'the question is gone').to.equal(false);
    await waitUntil(() => el.shadowRoot!.activeElement?.hasAttribute('data-cancel'), 'focus back on Cancel');
    expect(box.sandbox.store.data.messages[message.id]!.status).to.equal('SCHEDULED');
  });

  it('with an empty suggestion label, the cost line and the phones say why there is no cost', async () => {
    await setViewport({ width: 1440, height: 900 });
    const { el } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'Shall we book you a seat?');
    await click(el, '[data-add="rcs.suggestions"]');
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="validation"]'), 'the cost line');
    expect(text(el, '[part~="validation"]')).to.equal('Cost not estimated: the message is not ready to send yet.');
    $<HTMLInputElement>(el, '[part~="compare-toggle"] input').click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="pane-figures"]'), 'the comparison');
    await el.updateComplete;
    expect(text(el, '[data-pane="android"] [part~="pane-figures"]')).to.equal(
      '1 message · Cost not estimated: the message is not ready to send yet',
    );
    await shootAll('composer-cost-not-ready', { settle: () => el.updateComplete });
    await expect(el).to.be.accessible();
    // Once the label is there, the service prices it.
    await fill(el, 'rcs.suggestions.0.text', 'Yes please');
    await waitUntil(() => /\$/.test(text(el, '[part~="validation"]')), 'priced');
  });

  it('when the reach line says the number opted out, Send is off and says why', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    await box.server('POST', '/sandbox/inbound', { from: OPTED_OUT, to: AGENT, text: 'STOP' });
    const { el } = await mount({ box, to: OPTED_OUT });
    await fill(el, 'rcs.text', 'Tasting on Friday!');
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="launch-warning"][data-reach="opted_out"]'), 'reach');
    await el.updateComplete;
    const send = $<HTMLButtonElement>(el, '[part~="send-button"]');
    expect(send.disabled).to.equal(true);
    expect(text(el, `#${send.getAttribute('aria-describedby')}`)).to.equal(
      'Send is off: this number has opted out of your messages.',
    );
    expect(text(el, '[part~="launch-warning"]')).to.contain('opted out of your messages');
    await shootAll('composer-send-opted-out', { settle: () => el.updateComplete });
    el.locale = 'ar';
    await el.updateComplete;
    expect(text(el, `#${send.getAttribute('aria-describedby')}`)).to.equal(
      'الإرسال معطّل: ألغى هذا الرقم الاشتراك في رسائلك.',
    );
    await shoot('composer-send-opted-out-locale-ar', { lang: 'ar', settle: () => el.updateComplete });
    await expect(el).to.be.accessible();
  });
});
