/**
 * The composer's blast mode sending SMS/MMS: "Send as: RCS (with SMS/MMS fallback) | SMS/MMS"; with
 * SMS/MMS the editor is the SMS/MMS message alone (sender number, text with segments, media), the preview the SMS/MMS
 * phone alone; review prices `validateMessage('sms'|'mms')` × recipients; the blast goes to `/messages/blast/sms|mms`
 * and is followed on the event stream (`blast.updated`), the blast list read only to catch up. Real sandbox, axe in
 * light, dark and Arabic in every new state.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import { listBlasts, sendBlast } from '../../../src/api/contacts-blasts.js';
import { estimateBlast } from '../../../src/api/reach.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import { DEMO_AUDIENCES, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { shootAll } from '../helpers/screenshot.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { accessibleEverywhere, buttonOf, mountExtras } from './extras-harness.js';
import { $, errorOf, fill, text } from './helpers.js';

const SCOPES: Scope[] = [
  'messages:send',
  'messages:blast',
  'audiences:read',
  'messages:schedule',
  'conversations:read',
];
const FROM = DEMO_SENDERS.northwindAgent;
const SMS_FROM = DEMO_SENDERS.northwindPhone;
const DRAFT = {
  type: 'RCS' as const,
  from: FROM,
  to: '',
  rcs: { text: 'Weekend special: two for one' },
  fallback: { from: SMS_FROM, text: 'Weekend special: 2 for 1' },
};

/** A summary's rows as read (an amount's invisible isolates, U+2066 … U+2069, left out). */
const summary = (el: ParleyComposer, part: string) =>
  [...el.shadowRoot!.querySelectorAll(`[part~="${part}"] dt`)].map(
    (dt) => `${dt.textContent!.trim()}: ${dt.nextElementSibling!.textContent!.replace(/[\u2066-\u2069]/g, '').trim()}`,
  );
const statusOf = (el: ParleyComposer) =>
  el.shadowRoot!.querySelector<HTMLElement>('[part~="blast-progress"] [data-status]')?.dataset.status;
const money = (cost: { amount: number; currency: string }, recipients: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: cost.currency, maximumFractionDigits: 4 }).format(
    Math.round(cost.amount * recipients * 10_000) / 10_000,
  );
const has = (el: ParleyComposer, selector: string) => !!el.shadowRoot!.querySelector(selector);

/**
 * A sandbox whose carrier takes a second and a half per blast, its own audience of the three test numbers (delivered,
 * …0000 without RCS, …9999 fails: its id keys the stored "Send as", so no other file meets it), and a client that
 * records every progress read of the blast list (`blasts/list` without a status filter; the scheduled list filters).
 */
async function setUp(scopes: Scope[] = SCOPES) {
  const box = await startTestSandbox({ scopes, sandbox: { carrierDelays: { sent: 400, delivered: 800, read: 900 } } });
  const members = (
    await box.server<{ data: { id: string }[] }>('POST', '/contacts/list', { audienceId: DEMO_AUDIENCES.testNumbers })
  ).body.data;
  const audience = (await box.server<{ id: string }>('POST', '/audiences', { name: 'SMS test numbers' })).body;
  await box.server('POST', `/audiences/${audience.id}/contacts/add`, { contactIds: members.map((m) => m.id) });
  const reads: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    if (request.url.endsWith('/messages/blasts/list')) {
      const body = await request.clone().text();
      if (!body.includes('"status"')) reads.push(body);
    }
    return box.fetch(request);
  };
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: box.token,
    fetch,
    retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
  });
  const counted: TestSandbox = { ...box, client };
  new DraftStore('composer-blast-as', `${FROM}|${audience.id}`).clear();
  return { box: counted, audience: audience.id, recipients: members.length, reads };
}

async function mountSms(
  options: {
    scopes?: Scope[];
    value?: typeof DRAFT | (Omit<typeof DRAFT, 'fallback'> & { scheduledTime?: string });
  } = {},
) {
  const { box, audience, recipients, reads } = await setUp(options.scopes);
  const { el } = await mountExtras({
    from: FROM,
    scopes: options.scopes ?? SCOPES,
    audienceId: audience,
    value: options.value ?? DRAFT,
    box,
  });
  await waitUntil(() => has(el, 'input[name="send-as"]'), 'Send as', { timeout: 5000 });
  await el.updateComplete;
  return { el, box, audience, recipients, reads };
}

/** Chooses "Send as" by keyboard, as a person would: focus the checked radio, arrow to the other. */
async function sendAs(el: ParleyComposer, as: 'rcs' | 'sms') {
  const checked = $<HTMLInputElement>(el, 'input[name="send-as"]:checked');
  if (checked.value === as) return;
  checked.focus();
  await sendKeys({ press: as === 'sms' ? 'ArrowDown' : 'ArrowUp' });
  await waitUntil(
    () =>
      $<HTMLInputElement>(el, `input[name="send-as"][value="${as}"]`).checked &&
      (as === 'sms') === !has(el, '[part~="kind"]'),
    `send as ${as}`,
  );
  await el.updateComplete;
}

describe('<parley-composer> blast mode: SMS/MMS', () => {
  it('an SMS blast: the SMS/MMS editor alone, confirm with SMS figures, followed on the stream to COMPLETED', async () => {
    const { el, box, audience, recipients, reads } = await mountSms();
    expect(
      [...el.shadowRoot!.querySelectorAll('[part~="send-as"] label')].map((l) => l.textContent!.trim()),
    ).to.deep.equal(['RCS (with SMS/MMS fallback)', 'SMS/MMS']);
    expect(has(el, '[part~="kind"]')).to.equal(true, 'RCS first (the default)');
    await sendAs(el, 'sms');
    // The SMS/MMS message alone: no RCS content, suggestions, fallback box, agent line or RCS phone.
    expect(
      has(el, '.content') || has(el, '[part~="suggestions"]') || has(el, '[part~="fallback"] input[type="checkbox"]'),
    ).to.equal(false);
    expect(has(el, '[part~="phone"]')).to.equal(false, 'no RCS preview');
    expect(text(el, '[part~="fallback"] legend')).to.equal('SMS/MMS message');
    expect(text(el, 'label[for="f-fallback-text"]')).to.equal('Message text');
    expect($<HTMLInputElement>(el, '#f-fallback-from').value).to.equal(SMS_FROM);
    expect(text(el, '[part~="fallback-preview"] figcaption')).to.equal('SMS preview');
    expect(text(el, '#fallback-channel')).to.match(/^Goes as SMS · 1 segment · GSM-7/);
    await waitUntil(
      () => /per message/.test(el.shadowRoot!.querySelector('[part~="validation"]')?.textContent ?? ''),
      'the cost of one SMS',
    );
    const price = await box.client.validateMessage('sms', { from: SMS_FROM, text: DRAFT.fallback.text });
    expect(text(el, '[part~="validation"]')).to.equal(`Estimated cost: ${money(price.estimatedCost, 1)} per message`);
    await accessibleEverywhere(el);
    await shootAll('composer-blast-sms-editor', { settle: () => el.updateComplete, fullPage: true });

    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => has(el, '[part~="blast-confirm"]'), 'the confirm step', { timeout: 5000 });
    await el.updateComplete;
    // The total is the estimate's: one message's price for each recipient it reaches (the …9999 number is not).
    const estimate = await estimateBlast(box.client, 'sms', {
      audienceId: audience,
      from: SMS_FROM,
      text: DRAFT.fallback.text,
    });
    expect(estimate.unreachable).to.equal(1);
    expect(estimate.cost.total.amount).to.be.closeTo(
      price.estimatedCost.amount * (recipients - estimate.unreachable),
      1e-9,
    );
    expect(summary(el, 'blast-confirm')).to.deep.equal([
      `Message: ${DRAFT.fallback.text}`,
      'When: Now',
      'Audience: SMS test numbers',
      `Recipients: ${recipients}`,
      `Segments per message: ${price.segments}`,
      `Estimated total: ${money(estimate.cost.total, 1)}`,
    ]);
    expect($<HTMLInputElement>(el, 'input[name="send-as"][value="rcs"]').disabled).to.equal(
      true,
      'the choice is locked while confirming',
    );
    await accessibleEverywhere(el);
    await shootAll('composer-blast-sms-confirm', { settle: () => el.updateComplete, fullPage: true });

    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => statusOf(el) === 'SENDING', 'in progress', { timeout: 5000 });
    await el.updateComplete;
    await accessibleEverywhere(el);
    await shootAll('composer-blast-sms-progress', { settle: () => el.updateComplete, fullPage: true });
    await waitUntil(() => statusOf(el) === 'COMPLETED', 'completed', { timeout: 15_000 });
    await el.updateComplete;
    // Followed on the stream: one catch-up read when it opened (a 700 ms poller would have read two or three times).
    expect(reads.length, reads.join('\n')).to.equal(1);

    const [listed] = (await listBlasts(box.client, { audienceId: audience })).data;
    expect(listed!.type).to.equal('SMS');
    expect(listed!.from).to.equal(SMS_FROM);
    expect(listed!.failed).to.equal(1, 'the …9999 number fails');
    expect(summary(el, 'blast-progress')).to.deep.equal([
      `Recipients: ${recipients}`,
      `Sent: ${listed!.sent}`,
      `Delivered: ${listed!.delivered}`,
      `Failed: ${listed!.failed}`,
    ]);
    const messages = Object.values(box.sandbox.store.data.messages).filter((m) => m.blastId === listed!.id);
    expect(messages.map((m) => [m.type, m.text])).to.deep.equal(messages.map(() => ['SMS', DRAFT.fallback.text]));
    await accessibleEverywhere(el);
  });

  it('an MMS blast with a media URL goes to /messages/blast/mms, priced as an MMS', async () => {
    const { el, box, audience, recipients } = await mountSms();
    await sendAs(el, 'sms');
    $<HTMLButtonElement>(el, '[data-add="fallback.mediaUrls"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.mediaUrls.0', 'https://picsum.photos/seed/parley/600/400');
    await waitUntil(() => text(el, '#fallback-channel') === 'Goes as MMS', 'the MMS rule');
    expect(text(el, '[part~="fallback-preview"] figcaption')).to.equal('MMS preview');
    // "Send a test" tries the blast's message as it is: this MMS, not the RCS message.
    $(el, '[part="test-send"] summary').click();
    await el.updateComplete;
    const mine = $<HTMLInputElement>(el, '#test-to');
    mine.value = '+14155550177';
    mine.dispatchEvent(new Event('input'));
    $<HTMLButtonElement>(el, '[part="test-send-button"]').click();
    await waitUntil(() => has(el, '[part="test-result"]'), 'the test result', { timeout: 5000 });
    expect(text(el, '[part="test-result"]')).to.equal(
      'Test sent to +14155550177: check your phone. Your draft is unchanged.',
    );
    const test = Object.values(box.sandbox.store.data.messages).find((m) => m.to === '+14155550177' && !m.blastId)!;
    expect([test.type, test.from, test.text, test.mediaUrls]).to.deep.equal([
      'MMS',
      SMS_FROM,
      DRAFT.fallback.text,
      ['https://picsum.photos/seed/parley/600/400'],
    ]);
    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => has(el, '[part~="blast-confirm"]'), 'confirm', { timeout: 5000 });
    await el.updateComplete;
    const price = await box.client.validateMessage('mms', {
      from: SMS_FROM,
      text: DRAFT.fallback.text,
      mediaUrls: ['https://picsum.photos/seed/parley/600/400'],
    });
    const estimate = await estimateBlast(box.client, 'mms', {
      audienceId: audience,
      from: SMS_FROM,
      text: DRAFT.fallback.text,
      mediaUrls: ['https://picsum.photos/seed/parley/600/400'],
    });
    expect(estimate.cost.total.amount).to.be.closeTo(
      price.estimatedCost.amount * (recipients - estimate.unreachable),
      1e-9,
    );
    expect(summary(el, 'blast-confirm')).to.include(`Estimated total: ${money(estimate.cost.total, 1)}`);
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => statusOf(el) === 'COMPLETED', 'completed', { timeout: 15_000 });
    const [listed] = (await listBlasts(box.client, { audienceId: audience })).data;
    expect(listed!.type).to.equal('MMS');
    const first = Object.values(box.sandbox.store.data.messages).find((m) => m.blastId === listed!.id)!;
    expect(first.mediaUrls).to.deep.equal(['https://picsum.photos/seed/parley/600/400']);
  });

  it('a scheduled SMS blast is in the scheduled list and is cancelled from there', async () => {
    const scheduledTime = new Date(Date.now() + 86_400_000).toISOString();
    const { el, box } = await mountSms({ value: { ...DRAFT, scheduledTime } });
    await sendAs(el, 'sms');
    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => has(el, '[part~="blast-confirm"]'), 'confirm', { timeout: 5000 });
    buttonOf(el, /^Schedule blast$/).click();
    await waitUntil(() => statusOf(el) === 'SCHEDULED', 'scheduled', { timeout: 5000 });
    await waitUntil(() => has(el, '[part~="scheduled"] li'), 'listed', { timeout: 5000 });
    await el.updateComplete;
    const blast = Object.values(box.sandbox.store.data.blasts)[0]!;
    expect(blast.type).to.equal('SMS');
    const item = $(el, '[part~="scheduled"] li');
    expect(item.dataset.id).to.equal(blast.id);
    expect(item.textContent).to.contain(DRAFT.fallback.text).and.contain('SMS');
    await accessibleEverywhere(el);
    $<HTMLButtonElement>(el, '[part~="scheduled"] li [data-cancel]').click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, '[part~="scheduled"] li [data-confirm]').click();
    await waitUntil(() => !has(el, '[part~="scheduled"] li'), 'removed from the list', { timeout: 5000 });
    expect(box.sandbox.store.data.blasts[blast.id]!.status).to.equal('CANCELLED');
    await waitUntil(() => statusOf(el) === 'CANCELLED', 'the progress view follows', { timeout: 5000 });
    expect(text(el, '[part~="scheduled"]')).to.contain('Nothing scheduled for this audience.');
  });

  it('the scheduled list follows "Send as": the team number\'s scheduled SMS blast is listed once SMS/MMS is chosen', async () => {
    // With `agents:read` the team's number is the SMS/MMS part's sender when "SMS/MMS" adds that part.
    const { el, box, audience } = await mountSms({
      scopes: [...SCOPES, 'agents:read'],
      value: { type: 'RCS', from: FROM, to: '', rcs: DRAFT.rcs },
    });
    const listText = () => el.shadowRoot!.querySelector('[part~="scheduled"]')?.textContent?.trim() ?? '(no list)';
    await waitUntil(
      () => listText().includes('Nothing scheduled for this audience.'),
      () => `the agent's (empty) list of scheduled blasts; saw: ${listText()}`,
    );
    await waitUntil(() => has(el, '[part~="phone"] parley-agent-identity'), "the team's agents (and numbers) loaded");
    // Scheduled by someone else from the team's number: the list read before does not have it.
    const blast = await sendBlast(
      box.client,
      'sms',
      {
        audienceId: audience,
        from: SMS_FROM,
        text: 'Scheduled from the team number',
        scheduledTime: new Date(Date.now() + 86_400_000).toISOString(),
      },
      { idempotencyKey: crypto.randomUUID() },
    );
    await sendAs(el, 'sms');
    expect($<HTMLInputElement>(el, '#f-fallback-from').value).to.equal(
      SMS_FROM,
      "the SMS/MMS part is the team number's",
    );
    await waitUntil(
      () => has(el, `[part~="scheduled"] li[data-id="${blast.id}"]`),
      () => `the SMS blast listed after choosing SMS/MMS; saw: ${listText()}`,
    );
    expect(text(el, `[part~="scheduled"] li[data-id="${blast.id}"]`)).to.contain('Scheduled from the team number');
    await accessibleEverywhere(el);
  });

  it('switching RCS ↔ SMS/MMS keeps both parts, a reload keeps the choice, errors show in place', async () => {
    const { el, box, audience } = await mountSms();
    await sendAs(el, 'sms');
    // From the chosen "SMS/MMS" to the message text: Save as template, Sender phone number, Message text.
    let tabs = 0;
    while (el.shadowRoot!.activeElement?.id !== 'f-fallback-text' && tabs < 10) {
      await sendKeys({ press: 'Tab' });
      tabs++;
    }
    expect(tabs).to.equal(3);
    expect($<HTMLTextAreaElement>(el, '#f-fallback-text').value).to.equal(DRAFT.fallback.text);
    await sendAs(el, 'rcs');
    expect($<HTMLInputElement>(el, '#f-rcs-text').value).to.equal(DRAFT.rcs.text);
    expect(el.value.fallback).to.deep.equal(DRAFT.fallback, "the SMS/MMS part is the RCS message's fallback again");
    await sendAs(el, 'sms');

    // Errors in place: an empty text, a bad sender number.
    const area = $<HTMLTextAreaElement>(el, '#f-fallback-text');
    area.select();
    area.focus();
    await sendKeys({ press: 'Backspace' });
    await el.updateComplete;
    await fill(el, 'fallback.from', '12');
    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => has(el, '[part~="errors"]'), 'the problem summary', { timeout: 5000 });
    await el.updateComplete;
    expect(errorOf(el, 'fallback')).to.equal('The message needs text or media');
    expect(errorOf(el, 'fallback.from')).to.equal('Use the international format, e.g. +14155550123');
    expect(
      [...el.shadowRoot!.querySelectorAll('[part~="errors"] li')]
        .map((li) => li.textContent!.replace(/\s+/g, ' ').trim())
        .join(' | '),
    )
      .to.contain('SMS/MMS message')
      .and.not.contain('allback');
    expect(el.shadowRoot!.activeElement?.id).to.equal('f-fallback-from', 'the first wrong field is focused');
    expect(has(el, '[part~="blast-confirm"]')).to.equal(false);
    await accessibleEverywhere(el);

    // Type a message as a person does; a reload keeps "Send as: SMS/MMS" and the draft.
    await fill(el, 'fallback.from', SMS_FROM);
    $<HTMLTextAreaElement>(el, '#f-fallback-text').focus();
    await sendKeys({ type: 'Flash sale today' });
    await waitUntil(() => el.value.fallback?.text === 'Flash sale today', 'typed');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    el.remove();
    const again = (await mountExtras({ from: FROM, scopes: SCOPES, audienceId: audience, box, keep: true })).el;
    await waitUntil(() => has(again, 'input[name="send-as"]'), 'Send as', { timeout: 5000 });
    await again.updateComplete;
    expect($<HTMLInputElement>(again, 'input[name="send-as"][value="sms"]').checked).to.equal(true);
    expect($<HTMLTextAreaElement>(again, '#f-fallback-text').value).to.equal('Flash sale today');
  });

  it('a part the switch added is removed again when left empty; without conversations:read the progress is polled', async () => {
    const scopes = SCOPES.filter((s) => s !== 'conversations:read');
    const { el, reads } = await mountSms({
      scopes,
      value: { type: 'RCS', from: FROM, to: '', rcs: { text: 'Hello' } },
    });
    await sendAs(el, 'sms');
    expect(el.value.fallback).to.deep.equal(
      { from: '' },
      "an empty SMS/MMS part to edit (this token may not read the team's numbers)",
    );
    await sendAs(el, 'rcs');
    expect(el.value.fallback).to.equal(undefined, 'no fallback the user never asked for');
    await sendAs(el, 'sms');
    await fill(el, 'fallback.from', SMS_FROM);
    await fill(el, 'fallback.text', 'Hello by SMS');
    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => has(el, '[part~="blast-confirm"]'), 'confirm', { timeout: 5000 });
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => statusOf(el) === 'COMPLETED', 'completed by polling', { timeout: 15_000 });
    expect(reads.length).to.be.greaterThan(0, 'polled');
  });
});
