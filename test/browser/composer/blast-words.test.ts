/**
 * Blast mode read side by side: the blast's status is said once per change (by its progress view's status region, not
 * again by the composer's), the cost line under "Review blast" says its price is one message's, and an RCS message is
 * one message, never counted in segments (an SMS notion): the review of an RCS blast without an SMS leg has no
 * segment row and says "one message each", as the phone comparison says "1 message". Real sandbox; every live region
 * recorded.
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { recordLiveRegions } from '../outbox/live-record.js';
import { buttonOf, mountExtras } from './extras-harness.js';
import { $, text } from './helpers.js';

const SCOPES: Scope[] = ['messages:send', 'messages:blast', 'audiences:read', 'conversations:read'];
const AUDIENCE = 'aud_dtest_numbers';
const FROM = DEMO_SENDERS.northwindAgent;
const DRAFT = { type: 'RCS' as const, from: FROM, to: '', rcs: { text: 'Tasting on Friday! Reply YES to book.' } };
const statusOf = (el: ParleyComposer) =>
  el.shadowRoot!.querySelector<HTMLElement>('[part~="blast-progress"] [data-status]')?.dataset.status;
const words = (node: Element | null | undefined) =>
  node?.textContent
    ?.replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim() ?? '';

describe('<parley-composer> blast mode in words', function () {
  this.timeout(60_000);

  it('says "Sending" and "Completed" once each; prices one message as such; an RCS message is one message, not segments', async () => {
    const box = await startTestSandbox({
      scopes: SCOPES,
      sandbox: { carrierDelays: { sent: 300, delivered: 600, read: 700 } },
    });
    const { el } = await mountExtras({ from: FROM, scopes: SCOPES, audienceId: AUDIENCE, value: DRAFT, box });
    await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker');
    await waitUntil(() => /\$/.test(words(el.shadowRoot!.querySelector('[part~="validation"]'))), 'the cost line');
    expect(text(el, '[part~="validation"]')).to.match(/^Estimated cost per message: \$[\d.]+ as RCS$/);

    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"]'), 'the confirm step');
    await el.updateComplete;
    const confirm = el.shadowRoot!.querySelector('[part~="blast-confirm"]');
    expect([...confirm!.querySelectorAll('dt')].map((dt) => dt.textContent!.trim())).not.to.include.members([
      'Segments per message',
      'Segments per SMS fallback',
    ]);
    expect(words(confirm!.querySelector('[part~="split"] li[data-leg="rcs"] .price'))).to.match(
      /^one message each · \$[\d.]+ in all$/,
    );
    expect(words(confirm)).not.to.match(/segment/i);
    // The comparison says the same of an RCS message: one message.
    $<HTMLInputElement>(el, '[part~="compare-toggle"] input').click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="phone-panes"]'), 'the comparison');
    await waitUntil(() => /\$/.test(words(el.shadowRoot!.querySelector('[part~="pane-figures"]'))), 'its cost');
    const figures = words(el.shadowRoot!.querySelector('[data-pane="android"] [part~="pane-figures"]'));
    expect(figures).to.match(/^1 message · /);
    await shootAll('composer-blast-review-words', { settle: () => el.updateComplete, fullPage: true });
    $<HTMLInputElement>(el, '[part~="compare-toggle"] input').click();
    await el.updateComplete;

    const live = recordLiveRegions(el.shadowRoot!);
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => statusOf(el) === 'COMPLETED', 'completed', { timeout: 20_000 });
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 100));
    const said = live.said.map((s) => s.text);
    expect(
      said.filter((s) => s === 'Sending'),
      JSON.stringify(said),
    ).to.have.length(1);
    expect(
      said.filter((s) => s === 'Completed'),
      JSON.stringify(said),
    ).to.have.length(1);
    live.stop();
    await expect(el).to.be.accessible();
  });
});
