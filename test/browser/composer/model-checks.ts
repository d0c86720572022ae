/**
 * What the model-based test (`model-based.test.ts`) checks after each action: every summary on screen agrees with the
 * element's state (Send and why it is off, the result card, one segment count, one launch warning, the sender's
 * identity, the preview's time), and the phone comparison agrees with the channel line, the cost line, the reach line
 * and the draft.
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { AGENT, NO_RCS } from './helpers.js';
import { root, textOf, type Model, type Rcs } from './model-state.js';

/** The phone comparison agrees with the channel line, the cost line, the reach line and the draft. */
function checkPanes(el: ParleyComposer, model: Model): void {
  const r = root(el);
  const panes = [...r.querySelectorAll<HTMLElement>('[part~="phone-pane"]')];
  expect(panes.map((p) => p.dataset.pane)).to.deep.equal(['android', 'ios', 'sms']);
  const [android, ios, sms] = panes as [HTMLElement, HTMLElement, HTMLElement];
  const figures = (pane: HTMLElement) => textOf(pane.querySelector('[part~="pane-figures"]'));
  const losses = [...sms.querySelectorAll('[part~="pane-losses"] li')].map((li) => li.getAttribute('data-loss'));
  const value = el.value;
  const f = value.fallback;
  const channelLine = textOf(r.querySelector('[part~="channel"]'));
  const channel = !f ? 'none' : /Goes as MMS/.test(channelLine) ? 'MMS' : 'SMS';
  expect(sms.dataset.channel, `the SMS/MMS pane goes as the channel line says (${channelLine})`).to.equal(channel);
  if (channel === 'SMS') {
    const line = /(\d+) segments? · (\S+)/.exec(channelLine);
    expect(figures(sms), 'segments and encoding of the channel line').to.match(
      new RegExp(`^${line?.[1]} segments? · ${line?.[2]} · `),
    );
  }
  if (channel === 'none') expect(losses).to.deep.equal(['smsNone']);
  // Costs: the cost line's amounts, in the panes.
  const cost = textOf(r.querySelector('[part~="validation"]'));
  const rcsCost = /: (\S+) as RCS/.exec(cost)?.[1];
  const fallbackCost = /, or (\S+) if it goes as/.exec(cost)?.[1];
  // Without an RCS price: not yet asked, or not asked since the draft is not ready (the cost line says so too).
  const notReady = /not ready to send yet/.test(cost);
  for (const pane of [android, ios])
    expect(figures(pane), `an RCS pane's cost is the cost line's (${cost || 'none'})`).to.match(
      rcsCost
        ? new RegExp(`Estimated cost ${rcsCost.replace(/[$.]/g, '\\$&')}$`)
        : notReady
          ? /Cost not estimated: the message is not ready to send yet$/
          : /Cost not estimated( yet|: the message is not ready to send yet)$/,
    );
  if (fallbackCost) expect(figures(sms)).to.contain(`Estimated cost ${fallbackCost}`);
  // What a phone without RCS loses names the draft's carousel, card and suggestions.
  if (f) {
    const rcs = value.rcs ?? {};
    expect(losses.includes('smsCarousel'), 'a carousel becomes text').to.equal(!!rcs.carousel);
    expect(losses.includes('smsCard'), 'a card becomes text').to.equal(!!rcs.card);
    expect(losses.includes('smsSuggestions'), 'suggestions drop').to.equal(
      !!rcs.suggestions?.length || hasCardButtons(rcs),
    );
  }
  // The reach line says what the SMS/MMS pane shows, to a phone without RCS.
  const reach = r.querySelector<HTMLElement>('[part~="launch-warning"][data-reach]');
  if (model.to === NO_RCS) {
    const said = textOf(reach);
    const gets = /gets the MMS fallback/.test(said)
      ? 'MMS'
      : /gets the SMS fallback/.test(said)
        ? 'SMS'
        : /will not arrive/.test(said)
          ? 'none'
          : said;
    expect(gets, 'the reach line and the SMS/MMS pane').to.equal(sms.dataset.channel);
  } else expect(reach, 'no reach line to an RCS phone').to.equal(null);
}
const hasCardButtons = (rcs: Rcs) => [rcs.card, ...(rcs.carousel?.cards ?? [])].some((c) => !!c?.suggestions?.length);

/** Every summary on screen agrees with the element's state. */
export function checkScreen(el: ParleyComposer, model: Model): void {
  const r = root(el);
  const phase = el.phase;
  const send = r.querySelector<HTMLButtonElement>('[part~="send-button"]')!;
  const reasonId = send.getAttribute('aria-describedby');
  const reason = reasonId ? textOf(r.getElementById(reasonId)) : '';
  // Send is off exactly while sending or while the draft is what just went (or is scheduled), and says which.
  if (phase === 'sending') expect(send.disabled, 'Send off while sending').to.equal(true);
  else
    expect(send.disabled, `Send off exactly when a reason is given (${reason || 'none'}, phase ${phase})`).to.equal(
      !!reason,
    );
  if (reason) {
    expect(['sent', 'scheduled'], 'a reason only after a send').to.include(phase);
    expect(reason).to.match(phase === 'scheduled' ? /^Already scheduled/ : /^Already sent/);
  }
  if (phase === 'scheduled' || phase === 'cancelled')
    expect(textOf(r.querySelector('[part~="actions"]'))).not.to.contain('Already sent');
  // The result card follows the lifecycle.
  const head = textOf(r.querySelector('.result-head'));
  if (phase === 'scheduled') expect(head).to.match(/^✓ ?Scheduled for /);
  else if (phase === 'cancelled') expect(head).to.contain('Cancelled');
  else if (phase === 'idle' || phase === 'failed') expect(head).to.equal('');
  // One segment count.
  const counts = [
    /(\d+) segments?/.exec(textOf(r.querySelector('[part~="channel"]')))?.[1],
    /(\d+) segments?/.exec(textOf(r.querySelector('[part~="fallback-preview"] .screen > small:last-child')))?.[1],
    /(\d+) SMS segments?/.exec(textOf(r.querySelector('[part~="shortened"]')))?.[1],
  ].filter((n): n is string => n !== undefined);
  expect(new Set(counts).size, `one segment count (${counts.join(', ')})`).to.be.at.most(1);
  // One launch warning, consistent with the fallback; the identity shown is the current sender's.
  const warnings = r.querySelectorAll('[part~="launch-warning"]');
  expect(warnings.length, 'at most one launch warning').to.be.at.most(1);
  if (warnings[0])
    expect(
      /get nothing|the message fails|will not arrive/.test(textOf(warnings[0])),
      'the warning follows the fallback',
    ).to.equal(!el.value.fallback);
  const identity = r.querySelector('parley-agent-identity[part~="agent"]');
  if (identity) {
    expect(identity.getAttribute('agent-id')).to.equal(model.from);
    const note = identity.shadowRoot?.querySelector('[part="warning"]');
    if (note)
      expect(getComputedStyle(note).display, "the identity's own launch note is not a second warning").to.equal('none');
  }
  // No sender error, of this sender or a previous one: a phone-number sender sends the SMS/MMS message alone.
  expect(!!r.querySelector('#f-from-e'), 'no sender error').to.equal(false);
  expect(!!r.querySelector('[part~="kind"]'), 'RCS kinds exactly with an agent').to.equal(model.from === AGENT);
  if (model.from !== AGENT) return;
  // The preview's time.
  const time = textOf(r.querySelector('[part~="phone"] .p-time'));
  if (el.value.scheduledTime) expect(time).not.to.equal('now');
  else if (phase !== 'scheduled') expect(time).to.equal('now');
  checkPanes(el, model);
}
