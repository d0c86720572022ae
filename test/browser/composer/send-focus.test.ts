/**
 * Sending from the keyboard: focus on Send stays there while the message is on its way (Send is off but focusable,
 * so Enter again sends nothing twice), then lands on what the result offers ("Send another"), with "Edit and resend"
 * one Tab on; the result is said once by the polite live region. The same for Schedule. Real sandbox, the send held
 * by a gate so the in-flight state is read without timing luck; axe and pictures of both states.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { gatedClient, startTestSandbox } from '../helpers/sandbox.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { recordLiveRegions } from '../outbox/live-record.js';
import { $, RCS_USER, accessibleEverywhere, fill, mount } from './helpers.js';

/** The carriers never move the message on during a test: its result stays the first one said. */
const STILL = { carrierDelays: { sent: 600_000, delivered: 600_000, read: 600_000 } };

const active = (el: ParleyComposer) => el.shadowRoot!.activeElement as HTMLElement | null;
/** Where focus is, as a name a failure can print (the page's <body> when it fell out of the composer). */
const focusIn = (el: ParleyComposer) => {
  const a = active(el);
  return a ? (a.dataset.action ?? a.getAttribute('part') ?? a.id) : `page ${document.activeElement?.tagName}`;
};
const sendButton = (el: ParleyComposer) => $<HTMLButtonElement>(el, '[part~="send-button"]');
/** Two frames: focus that a disabled control drops is dropped by the next rendering update. */
const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

async function setUp(text: string) {
  const box = await startTestSandbox({ sandbox: STILL });
  const gate = gatedClient(box, '/send');
  const { el } = await mount({ box: { ...box, client: gate.client }, to: RCS_USER });
  await fill(el, 'rcs.text', text);
  await el.updateComplete;
  const sends: string[] = [];
  el.addEventListener('parley-message-send', () => sends.push(text));
  sendButton(el).focus();
  expect(focusIn(el), 'Send focused').to.equal('send-button');
  return { box, el, release: gate.release, sends, live: recordLiveRegions(el.shadowRoot!) };
}

describe('<parley-composer> focus through a send from the keyboard', function () {
  this.timeout(120_000);

  it('Send: focus stays on Send while sending, then "Send another"; the result is said once', async () => {
    const { el, release, sends, live } = await setUp('Focus follows the send');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.phase === 'sending', 'sending');
    await el.updateComplete;
    await frames();
    const send = sendButton(el);
    expect(focusIn(el), 'focus stays on Send while sending').to.equal('send-button');
    expect(send.getAttribute('aria-disabled')).to.equal('true');
    expect(send.getAttribute('aria-busy')).to.equal('true');
    expect(send.textContent!.trim()).to.equal('Sending…');
    // Enter again on Send while it is off joins the send on its way: nothing goes twice.
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(sends, 'one parley-message-send').to.have.length(1);
    await expect(el).to.be.accessible();
    await shootAll('composer-send-focus-sending', { settle: () => el.updateComplete, fullPage: true });

    release();
    await waitUntil(() => el.phase === 'sent', 'sent');
    await el.updateComplete;
    await frames();
    expect(sendButton(el).disabled, 'Send is off beside the result').to.equal(true);
    expect(focusIn(el), 'focus on what the result offers').to.equal('again');
    expect(active(el)?.textContent!.trim()).to.equal('Send another');
    const result = `Sent as RCS to ${RCS_USER}, waiting for delivery…`;
    expect(live.said).to.deep.equal([
      { politeness: 'polite', text: 'Sending…' },
      { politeness: 'polite', text: result },
    ]);
    await shootAll('composer-send-focus-sent', { settle: () => el.updateComplete, fullPage: true });
    el.locale = 'ar';
    await shoot('composer-send-focus-sent-arabic', { lang: 'ar', fullPage: true, settle: () => el.updateComplete });
    el.locale = 'en';
    await el.updateComplete;
    await accessibleEverywhere(el);
    // The next Tab goes on from the result, not from the top of the page.
    await sendKeys({ press: 'Tab' });
    expect(focusIn(el)).to.equal('reuse');
    expect(
      live.said.filter((s) => s.text === result),
      'the result said once',
    ).to.have.length(1);
    live.stop();
  });

  it('Schedule: focus stays on Schedule while sending, then "Send another"', async () => {
    const { el, release, live } = await setUp('Focus follows the schedule');
    $<HTMLInputElement>(el, '[part~="schedule"] input[type="checkbox"]').click();
    await el.updateComplete;
    sendButton(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.phase === 'sending', 'sending');
    await el.updateComplete;
    await frames();
    expect(focusIn(el), 'focus stays on Schedule while sending').to.equal('send-button');
    release();
    await waitUntil(() => el.phase === 'scheduled', 'scheduled');
    await el.updateComplete;
    await frames();
    expect(focusIn(el)).to.equal('again');
    const said = live.said.map((s) => s.text);
    expect(
      said.filter((s) => s.startsWith('Scheduled for')),
      `the result said once (${said})`,
    ).to.have.length(1);
    live.stop();
  });

  it('focus the user moved elsewhere while sending stays where they put it', async () => {
    const { el, release } = await setUp('Focus left alone');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.phase === 'sending', 'sending');
    $<HTMLTextAreaElement>(el, '#f-rcs-text').focus();
    release();
    await waitUntil(() => el.phase === 'sent', 'sent');
    await el.updateComplete;
    await frames();
    expect(focusIn(el)).to.equal('f-rcs-text');
  });
});
