/**
 * The composer's blast mode: "Send to: an audience" (with `messages:blast`) or the `audience-id`
 * attribute; the audience picker with member counts; the same editor; "Review blast" → recipients, segments, what each
 * contact will get (the service's estimate, as `<parley-blast>` shows it) and its total, and one confirm; live progress until COMPLETED; a scheduled blast in
 * the scheduled list, cancelled from there. Real sandbox, axe in light, dark and Arabic in every state.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DEMO_AUDIENCES, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { DEMO_CAMPAIGNS } from '../../../src/sandbox/demo-ids.js';
import type { Scope } from '../../../src/schemas/token.js';
import { shootAll } from '../helpers/screenshot.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { cancelBlast } from '../../../src/api/contacts-blasts.js';
import { estimateBlast } from '../../../src/api/reach.js';
import { accessibleEverywhere, buttonOf, mountExtras } from './extras-harness.js';
import { $, fill, listen, text } from './helpers.js';

const SCOPES: Scope[] = [
  'messages:send',
  'messages:blast',
  'audiences:read',
  'messages:schedule',
  'conversations:read',
];
const AUDIENCE = 'aud_dtest_numbers'; // the three sandbox test numbers: delivered, falls back (…0000), fails (…9999)
// Its own sender, so no other test file's stored draft (`from|to`, localStorage shared by parallel pages) meets these.
const FROM = DEMO_SENDERS.northwindAgent;
const DRAFT = {
  type: 'RCS' as const,
  from: FROM,
  to: '',
  rcs: { text: 'Weekend special: two for one' },
  fallback: { from: DEMO_SENDERS.northwindPhone, text: 'Weekend special: 2 for 1' },
};

/** A summary's rows as read (an amount's invisible isolates, U+2066 … U+2069, left out). */
const summary = (el: ParleyComposer, part: string) =>
  [...el.shadowRoot!.querySelectorAll(`[part~="${part}"] dt`)].map(
    (dt) => `${dt.textContent!.trim()}: ${dt.nextElementSibling!.textContent!.replace(/[\u2066-\u2069]/g, '').trim()}`,
  );
const statusOf = (el: ParleyComposer) =>
  el.shadowRoot!.querySelector<HTMLElement>('[part~="blast-progress"] [data-status]')?.dataset.status;

/** A cost as the summary writes it: `cost` × `recipients` (the split's total is already a total: × 1). */
const money = (cost: { amount: number; currency: string }, recipients: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: cost.currency, maximumFractionDigits: 4 }).format(
    Math.round(cost.amount * recipients * 10_000) / 10_000,
  );

/**
 * A sandbox where Northwind Travel's campaign is launched on CARRIER_A (the carrier of every number but the test
 * ones; seeded, it is launched nowhere), so RCS reaches the audience's ordinary number and each leg has a recipient.
 */
async function launchedBox(carrierDelays = { sent: 10, delivered: 20, read: 30 }) {
  const box = await startTestSandbox({ scopes: SCOPES, sandbox: { carrierDelays } });
  const campaign = DEMO_CAMPAIGNS.northwindRcs;
  const launches = () => box.sandbox.store.data.campaigns[campaign]!.carrierLaunches;
  // Verification comes first, then CARRIER_A (routes/campaigns.ts); at most twelve steps.
  for (let step = 0; step < 12 && launches().carriers.CARRIER_A !== 'LAUNCHED'; step++)
    expect((await box.server('POST', `/sandbox/campaigns/${campaign}/advance`)).status).to.equal(200);
  expect(launches().carriers.CARRIER_A).to.equal('LAUNCHED');
  return box;
}

async function slowBox() {
  // Carrier steps slow enough to see the blast in progress, fast enough for a test.
  return launchedBox({ sent: 400, delivered: 800, read: 900 });
}

/** The scheduled list's text, spaces collapsed. */
const scheduledText = (el: ParleyComposer) =>
  el.shadowRoot!.querySelector('[part~="scheduled"]')?.textContent?.replace(/\s+/g, ' ') ?? '';

/** A blast to the audience scheduled for tomorrow through the confirm step, once the scheduled list shows it. */
async function scheduledBlast() {
  const scheduledTime = new Date(Date.now() + 86_400_000).toISOString();
  const { el, box } = await mountExtras({
    from: FROM,
    scopes: SCOPES,
    audienceId: AUDIENCE,
    value: { ...DRAFT, scheduledTime },
  });
  await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker');
  $<HTMLButtonElement>(el, '[part~="send-button"]').click();
  await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"]'), 'the confirm step');
  buttonOf(el, /^Schedule blast$/).click();
  await waitUntil(
    () => el.shadowRoot!.querySelector('[part~="scheduled"] li'),
    () => `the blast listed; saw: ${scheduledText(el)}`,
  );
  return { el, box, blast: Object.values(box.sandbox.store.data.blasts)[0]! };
}

describe('<parley-composer> blast mode', () => {
  it('switches to an audience, confirms recipients/segments/total once, and follows the blast to COMPLETED', async () => {
    const box = await slowBox();
    const { el } = await mountExtras({ from: FROM, scopes: SCOPES, value: DRAFT, box });
    await waitUntil(() => el.shadowRoot!.querySelector('[part="send-to"]'), 'Send to');
    expect(el.shadowRoot!.querySelector('#f-to')).to.exist;
    $<HTMLInputElement>(el, 'input[name="send-to"][value="audience"]').click();
    await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker', { timeout: 5000 });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('#f-to')).to.equal(null, 'no recipient field: the audience is the recipient');
    const picker = $<HTMLSelectElement>(el, '#audience');
    expect([...picker.options].map((o) => o.textContent!.trim())).to.include('Sandbox test numbers — 3 contacts');
    picker.value = AUDIENCE;
    picker.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text(el, '[part~="send-button"]')).to.equal('Review blast');
    await accessibleEverywhere(el);
    await shootAll('composer-blast-picker', { settle: () => el.updateComplete, fullPage: true });

    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"]'), 'the confirm step', {
      timeout: 5000,
    });
    await el.updateComplete;
    const price = await box.client.validateMessage('rcs', { rcs: DRAFT.rcs, fallback: DRAFT.fallback });
    // The total is the split's: each leg priced by whom it reaches (…0000 gets the SMS, …9999 nothing).
    const split = await estimateBlast(box.client, 'rcs', {
      audienceId: AUDIENCE,
      from: FROM,
      rcs: DRAFT.rcs,
      fallback: DRAFT.fallback,
    });
    const total = money(split.cost.total, 1);
    expect(total, 'the split prices legs apart').not.to.equal(money(price.estimatedCost, 3));
    const legs = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="split"] li')].map(
      (li) => `${li.dataset.leg}: ${li.querySelector<HTMLElement>('.count')!.dataset.count}`,
    );
    // The legs this blast can send on (an SMS fallback: no MMS leg), then who it does not reach.
    const sendable = (['rcs', 'sms', 'mms'] as const).filter((leg) => split.segments[leg] !== null);
    expect(legs).to.deep.equal([
      ...sendable.map((leg) => `${leg}: ${split[leg]}`),
      `unreachable: ${split.unreachable}`,
    ]);
    expect(legs).to.include.members(['rcs: 1', 'sms: 1', 'unreachable: 1']);
    expect(split.rcs + split.sms + split.mms + split.unreachable).to.equal(3);
    expect(text(el, '#confirm-title')).to.equal('Send to 3 contacts?');
    // What is sent, then to whom, the SMS leg's segments (the fallback's: an RCS message is one message) and the total.
    expect(summary(el, 'blast-confirm')).to.deep.equal([
      `Message: ${DRAFT.rcs.text}`,
      `SMS/MMS fallback: ${DRAFT.fallback.text}`,
      `SMS/MMS fallback from: ${DRAFT.fallback.from}`,
      'When: Now',
      'Audience: Sandbox test numbers',
      'Recipients: 3',
      `Segments per SMS fallback: ${split.segments.sms}`,
      `Estimated total: ${total}`,
    ]);
    expect(el.shadowRoot!.activeElement?.id).to.equal('confirm-title', 'focus moves to the question');
    expect(Object.keys(box.sandbox.store.data.blasts)).to.have.length(0, 'nothing sent before the confirm');
    expect(getComputedStyle($(el, '[part~="send-button"]')).display).to.equal(
      'none',
      'one primary action: the confirm',
    );
    await accessibleEverywhere(el);
    await shootAll('composer-blast-confirm', { settle: () => el.updateComplete, fullPage: true });

    const sent: unknown[] = [];
    el.addEventListener('parley-blast-sent', (e) => sent.push(e));
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => statusOf(el) === 'SENDING', 'in progress', { timeout: 5000 });
    await el.updateComplete;
    expect(sent).to.have.length(1);
    await accessibleEverywhere(el);
    await shootAll('composer-blast-progress', { settle: () => el.updateComplete, fullPage: true });

    await waitUntil(() => statusOf(el) === 'COMPLETED', 'completed', { timeout: 15_000 });
    await el.updateComplete;
    const stored = Object.values(box.sandbox.store.data.blasts);
    expect(stored).to.have.length(1);
    const blast = stored[0]!;
    expect(blast.recipients).to.equal(3);
    expect(summary(el, 'blast-progress')).to.deep.equal([
      'Recipients: 3',
      `Sent: ${blast.sent}`,
      `Delivered: ${blast.delivered}`,
      `Failed: ${blast.failed}`,
      `Sent as SMS/MMS fallback: ${blast.fallbackSent}`,
    ]);
    expect(blast.fallbackSent).to.be.greaterThan(0, 'the …0000 number fell back to SMS');
    expect(blast.failed).to.equal(1, 'the …9999 number fails');
    // Every message of the blast carries the draft's text and the audience's numbers, once each.
    const messages = Object.values(box.sandbox.store.data.messages).filter((m) => m.blastId === blast.id);
    expect(messages).to.have.length(3);
    expect(new Set(messages.map((m) => m.to)).size).to.equal(3);
    // Who did not get it, in <parley-blast>'s words, with the way to their thread (the host is asked to open it).
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="failure"]'), 'the failed recipient listed', {
      timeout: 15_000,
    });
    await el.updateComplete;
    const failed = messages.find((m) => m.status === 'FAILED')!;
    expect(text(el, '#failures-title')).to.equal('1 recipient did not get it');
    const row = $(el, '[part~="failure"]');
    expect(row.querySelector('.who')!.textContent).to.contain(failed.to);
    expect(row.querySelector('.reason')!.textContent).to.equal('The carrier could not deliver it');
    const selected: string[] = [];
    el.addEventListener('parley-thread-select', (e) => selected.push(e.detail.conversationId));
    row.querySelector<HTMLButtonElement>('button')!.click();
    expect(row.querySelector('button')!.textContent!.trim()).to.equal('Open thread');
    expect(selected).to.deep.equal([failed.conversationId]);
    await accessibleEverywhere(el);
    await shootAll('composer-blast-completed', { settle: () => el.updateComplete, fullPage: true });
  });

  it('audience-id starts in blast mode: no recipient asked, the send button reviews the blast', async () => {
    const { el, box } = await mountExtras({
      from: FROM,
      scopes: SCOPES,
      audienceId: AUDIENCE,
      value: DRAFT,
      box: await launchedBox(),
    });
    await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the picker', { timeout: 5000 });
    await el.updateComplete;
    expect($<HTMLSelectElement>(el, '#audience').value).to.equal(AUDIENCE);
    expect(el.shadowRoot!.querySelector('#f-to')).to.equal(null);
    expect(el.problems).to.deep.equal([], 'no recipient problem in blast mode');
    // A blast can be tried on my own phone first (the number test-send-templates.test.ts remembers: files share localStorage).
    $(el, '[part="test-send"] summary').click();
    const mine = $<HTMLInputElement>(el, '#test-to');
    mine.value = '+14155550177';
    mine.dispatchEvent(new Event('input'));
    $<HTMLButtonElement>(el, '[part="test-send-button"]').click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part="test-result"]'), 'the test result', { timeout: 5000 });
    expect(text(el, '[part="test-result"]')).to.equal(
      'Test sent to +14155550177: check your phone. Your draft is unchanged.',
    );
    expect(Object.keys(box.sandbox.store.data.blasts)).to.have.length(0, 'a test is no blast');
    expect(text(el, '[part~="send-button"]')).to.equal('Review blast');
    // The host changes the attribute: the picker follows.
    el.setAttribute('audience-id', DEMO_AUDIENCES.vip);
    await waitUntil(
      () => $<HTMLSelectElement>(el, '#audience').value === DEMO_AUDIENCES.vip,
      'the picker follows the attribute',
      { timeout: 5000 },
    );
    el.setAttribute('audience-id', AUDIENCE);
    await waitUntil(() => $<HTMLSelectElement>(el, '#audience').value === AUDIENCE, 'and back', { timeout: 5000 });

    // An edit after "Review blast" is reviewed again before anything is sent.
    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"]'), 'confirm', { timeout: 5000 });
    await fill(el, 'rcs.text', 'x'.repeat(200)); // rich RCS now: another price
    const split = await estimateBlast(box.client, 'rcs', {
      audienceId: AUDIENCE,
      from: FROM,
      rcs: { text: 'x'.repeat(200) },
      fallback: DRAFT.fallback,
    });
    const total = `Estimated total: ${money(split.cost.total, 1)}`;
    expect(summary(el, 'blast-confirm')).not.to.include(total);
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => summary(el, 'blast-confirm').includes(total), 'reviewed again', { timeout: 5000 });
    expect(Object.keys(box.sandbox.store.data.blasts)).to.have.length(0);
    expect(el.shadowRoot!.querySelector('[part~="blast-progress"]')).to.equal(null, 'nothing sent');
  });

  it('a scheduled blast is listed with the scheduled messages and cancelled from there', async () => {
    const { el, box, blast } = await scheduledBlast();
    await waitUntil(
      () => statusOf(el) === 'SCHEDULED',
      () => `scheduled; saw ${statusOf(el)}`,
    );
    await el.updateComplete;
    const item = $(el, '[part~="scheduled"] li');
    expect(item.dataset.id).to.equal(blast.id);
    expect(item.textContent).to.contain('Weekend special: two for one');
    expect(el.shadowRoot!.querySelectorAll('[part~="scheduled"] li')).to.have.length(
      1,
      'one entry per blast, not per contact',
    );
    await accessibleEverywhere(el);
    await shootAll('composer-blast-scheduled', { settle: () => el.updateComplete, fullPage: true });

    $<HTMLButtonElement>(el, '[part~="scheduled"] li [data-cancel]').click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, '[part~="scheduled"] li [data-confirm]').click();
    await waitUntil(() => !el.shadowRoot!.querySelector('[part~="scheduled"] li'), 'removed from the list', {
      timeout: 5000,
    });
    expect(box.sandbox.store.data.blasts[blast.id]!.status).to.equal('CANCELLED');
    await waitUntil(() => statusOf(el) === 'CANCELLED', 'the progress view follows', { timeout: 5000 });
  });

  it('a scheduled blast cancelled from its progress view leaves the scheduled list, its Cancel with it', async () => {
    const { el, box, blast } = await scheduledBlast();
    await waitUntil(
      () => statusOf(el) === 'SCHEDULED',
      () => `scheduled; saw ${statusOf(el)}`,
    );
    const cancel = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="blast-progress"] button')].find(
      (b) => b.textContent?.trim() === 'Cancel blast',
    );
    expect(cancel, 'the progress view offers Cancel blast').to.exist;
    cancel!.click();
    await waitUntil(() => statusOf(el) === 'CANCELLED', 'cancelled', { timeout: 5000 });
    expect(box.sandbox.store.data.blasts[blast.id]!.status).to.equal('CANCELLED');
    await waitUntil(
      () => !el.shadowRoot!.querySelector(`[part~="scheduled"] li[data-id="${blast.id}"]`),
      () => `no longer offered to cancel from the list; the list says: ${scheduledText(el)}`,
      { timeout: 5000 },
    );
  });

  it('a scheduled blast cancelled elsewhere (409) is dropped as cancelled: no failure words, no parley-error', async () => {
    const { el, box, blast } = await scheduledBlast();
    const listText = () => scheduledText(el);
    // A new blast begun: the progress view follows this one no more, so only the list still shows it.
    await waitUntil(
      () => statusOf(el) === 'SCHEDULED',
      () => `scheduled; saw ${statusOf(el)}`,
    );
    buttonOf(el, /^New blast$/).click();
    await waitUntil(() => !el.shadowRoot!.querySelector('[part~="blast-progress"]'), 'back to a new blast');
    await waitUntil(
      () => el.shadowRoot!.querySelector(`[part~="scheduled"] li[data-id="${blast.id}"]`),
      'still listed',
    );
    // Cancelled elsewhere (another tab) after the list was read: the service answers 409 to this one.
    await cancelBlast(box.client, blast.id);
    const errors: string[] = [];
    el.addEventListener('parley-error', (e) => errors.push(e.detail.action));
    // Everything said from now on (the blast's progress view may speak after it).
    const said = listen(el);
    $<HTMLButtonElement>(el, '[part~="scheduled"] li [data-cancel]').click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, '[part~="scheduled"] li [data-confirm]').click();
    await waitUntil(
      () => !el.shadowRoot!.querySelector('[part~="scheduled"] li'),
      () => `removed from the list; saw: ${listText()}`,
    );
    expect(listText()).not.to.contain('Could not cancel');
    expect(listText()).to.contain('Nothing scheduled for this audience.');
    await waitUntil(
      () => said.includes('Already cancelled elsewhere.'),
      () => `said so; heard: ${JSON.stringify(said)}`,
    );
    expect(errors).to.deep.equal([]);
  });
});
