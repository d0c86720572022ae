/**
 * "Launch by carrier" and what is sent agree, end to end in real Chromium against the real sandbox: for each demo
 * agent and a test number on each carrier of the launch table (`CARRIER_A` any number, `…7777` B, `…6666` C,
 * `…8888` other carriers), the agent's identity shows the campaign's state there, the reach line warns exactly when it
 * is not `Launched`, and the send then arrives as RCS exactly where it is (else, without a fallback, it fails).
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { recipientReach } from '../../../src/components/composer/reach-line.js';
import { shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, mountExtras } from './extras-harness.js';
import { $, fill } from './helpers.js';

const ON = {
  CARRIER_A: '+14155550155',
  CARRIER_B: '+14155557777',
  CARRIER_C: '+14155556666',
  OTHERS: '+14155558888',
} as const;

const words = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const identity = (el: ParleyComposer) => el.shadowRoot!.querySelector('parley-agent-identity');
const reach = (el: ParleyComposer) => el.shadowRoot!.querySelector<HTMLElement>('[part="launch-warning"]');
const headline = (el: ParleyComposer) =>
  words(el.shadowRoot!.querySelector('[part~="result"] .result-head > span:not(.result-icon)'));

/** The state the agent's identity shows for `carrier` ("Launched", "Pending", "Not launched"). */
async function shownState(el: ParleyComposer, carrier: string): Promise<string> {
  const row = () => identity(el)?.shadowRoot?.querySelector(`li[data-carrier="${carrier}"] [class^="state-"]`);
  await waitUntil(row, `the identity's ${carrier} row`, { timeout: 5000 });
  return words(row())!;
}

/** Mounts the composer from `from` to `to`, waits for the capability check and the line it gives, sends, and waits for the settled result. */
async function sendTo(from: string, to: string, carrier: string) {
  const { el } = await mountExtras({
    from,
    to,
    scopes: ['messages:send', 'agents:read', 'conversations:read'],
  });
  await fill(el, 'rcs.text', 'Hi');
  const state = await shownState(el, carrier);
  // The service's answer as the composer holds it (the one its reach line and cost line read).
  await waitUntil(() => recipientReach(el).known(from, to), 'the capability check answered', { timeout: 5000 });
  await el.updateComplete;
  const line = reach(el)?.dataset.reach ?? 'none';
  expect(line, `${from} → ${to} (${carrier} ${state}): "${words(reach(el))}"`).to.equal(
    state === 'Launched' ? 'none' : 'carrier_not_launched',
  );
  await el.send();
  await waitUntil(
    () => /^(Delivered|Failed)/.test(headline(el) ?? ''),
    () => `settled result (${headline(el)})`,
    { timeout: 5000 },
  );
  return { el, state };
}

describe('<parley-composer> launch by carrier agrees with what is sent', function () {
  this.timeout(300_000);

  for (const from of [DEMO_SENDERS.acmeAgent, DEMO_SENDERS.northwindAgent]) {
    for (const [carrier, to] of Object.entries(ON)) {
      it(`${from} → ${carrier} (${to}): RCS arrives exactly where the identity says Launched`, async () => {
        const { el, state } = await sendTo(from, to, carrier);
        if (state === 'Launched') expect(headline(el)).to.match(/^Delivered as RCS/);
        else
          expect(headline(el)).to.equal(
            'Failed: this phone could not get RCS from this agent and the message had no SMS/MMS fallback',
          );
      });
    }
  }

  it('Northwind Travel to +14155550155: "Not launched" everywhere, the warning before Send, and no RCS', async () => {
    const { el } = await mountExtras({
      from: DEMO_SENDERS.northwindAgent,
      to: ON.CARRIER_A,
      scopes: ['messages:send', 'agents:read'],
    });
    await fill(el, 'rcs.text', 'Your flight is on time');
    for (const carrier of Object.keys(ON)) expect(await shownState(el, carrier)).to.equal('Not launched');
    await waitUntil(() => reach(el)?.dataset.reach === 'carrier_not_launched', 'the warning', { timeout: 5000 });
    expect(words(reach(el))).to.match(/can’t get RCS from this agent, and this message has no fallback/);
    expect(words($(el, '[part~="validation"]'))).to.equal('Estimated cost: nothing, as it will not arrive');
    await accessibleEverywhere(el, async () => {
      await el.updateComplete;
      await identity(el)!.updateComplete;
    });
    await shootAll('composer-launch-not-launched', { settle: () => el.updateComplete, fullPage: true });
  });
});
