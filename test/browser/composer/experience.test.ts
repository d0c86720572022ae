/**
 * The composer as a marketer meets it: results in words with Send another / Edit and
 * resend, the fallback panel, demo media accepted, folding carousel cards, the layout at wide and narrow widths,
 * the scheduled list. Each new state is checked with axe in light, dark and Arabic, and photographed (PARLEY_SHOTS).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { Message } from '../../../src/schemas/messages.js';
import { whenText } from '../../../src/components/composer/summary.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { demoMediaPng } from '../../../src/sandbox/media.js';
import { ALL_SCOPES, SANDBOX_ORIGIN, startTestSandbox } from '../helpers/sandbox.js';
import { systemClock, type Clock } from '../../../src/sandbox/context.js';
import {
  $,
  $$,
  AGENT,
  NO_RCS,
  PHONE,
  RCS_USER,
  accessibleEverywhere,
  choose,
  click,
  errorOf,
  fill,
  input,
  listen,
  mount,
  text,
} from './helpers.js';

const FAILS = '+14155559999';
/** The sending agent's name, logo and number come from POST /rcs/agents/list. */
const WITH_AGENTS = [...ALL_SCOPES, 'agents:read' as const];

/** The result sentence, without the bidi isolation marks around the phone number. */
const headline = (el: ParleyComposer) => text(el, '.result-head > span:last-child').replace(/[\u2068\u2069]/g, '');
/** Waits for the element, then brings the result (or the state photographed) into the picture. */
/** The scheduled list's text, spaces folded. */
const listText = (el: ParleyComposer) =>
  el.shadowRoot!.querySelector('[part~="scheduled"]')?.textContent?.replace(/\s+/g, ' ') ?? '';
/** Everything the element says in its live region from now on (a later status update may replace a sentence). */
/** Schedules the draft and waits for the scheduled list to show it: the message and its row's selector. */
async function scheduleListed(el: ParleyComposer): Promise<{ message: Message; row: string }> {
  $<HTMLInputElement>(el, '[part~="schedule"] input[type="checkbox"]').click();
  await el.updateComplete;
  const message = await el.send();
  const row = `[part~="scheduled"] li[data-id="${message.id}"]`;
  await waitUntil(
    () => el.shadowRoot!.querySelector(row),
    () => `the message listed; saw: ${listText(el)}`,
  );
  return { message, row };
}
/** Cancels `row` from the scheduled list as a person does (Cancel, then confirm): the errors fired and the words said from then on. */
async function cancelFromList(el: ParleyComposer, row: string): Promise<{ errors: string[]; said: string[] }> {
  const errors: string[] = [];
  el.addEventListener('parley-error', (e) => errors.push(e.detail.action));
  const said = listen(el);
  $<HTMLButtonElement>(el, `${row} [data-cancel]`).click();
  await el.updateComplete;
  $<HTMLButtonElement>(el, `${row} [data-confirm]`).click();
  return { errors, said };
}
const settle =
  (el: ParleyComposer, selector = '[part~="result"]') =>
  async () => {
    await el.updateComplete;
    el.shadowRoot!.querySelector(selector)?.scrollIntoView({ block: 'center' });
  };

describe('<parley-composer> results in words', () => {
  it('delivered: says so with the recipient, ids only in Details; Edit and resend restores, Send another clears', async () => {
    const { el } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'Your table is ready');
    const message = await el.send();
    await waitUntil(() => el.result?.status === 'DELIVERED' || el.result?.status === 'READ', 'not delivered', {
      timeout: 8000,
    });
    await el.updateComplete;
    expect(headline(el)).to.match(new RegExp(`^Delivered as RCS to \\${RCS_USER}`));
    expect(text(el, '.result-head')).not.to.contain(message.id);
    expect(text(el, '.result-details dl')).to.contain(message.id);
    expect($(el, '[part~="result"]').dataset.tone).to.equal('ok');
    // the editor and preview keep what was sent
    expect(input(el, 'rcs.text').value).to.equal('Your table is ready');
    expect(text(el, '[part~="phone"] [part~="bubble"]')).to.equal('Your table is ready');
    await shootAll('composer-result-delivered', { settle: settle(el) });
    await accessibleEverywhere(el);

    // no accidental duplicate: while the editors hold what was sent, Send is off and says why
    const sendButton = $<HTMLButtonElement>(el, '[part~="send-button"]');
    expect(sendButton.disabled).to.equal(true);
    expect(text(el, `#${sendButton.getAttribute('aria-describedby')}`)).to.equal(
      'Already sent. Change the message, or choose Send another.',
    );
    // keyboard: from Details, one Tab reaches "Send another"
    $(el, '.result-details summary').focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('data-action')).to.equal('again');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('data-action')).to.equal('reuse');
    await fill(el, 'rcs.text', 'changed meanwhile');
    $(el, '[data-action="reuse"]').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.value.rcs).to.deep.equal({ text: 'Your table is ready' });
    expect(el.shadowRoot!.querySelector('[part~="result"]')).to.equal(null);
    await waitUntil(
      () => el.shadowRoot!.activeElement === input(el, 'rcs.text'),
      'focus did not go back to the editor',
    );

    await el.send();
    await el.updateComplete;
    $(el, '[data-action="again"]').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.value.rcs).to.deep.equal({ text: '' });
  });

  it('fell back: "RCS not delivered — sent as SMS instead, delivered", a warning, not a success', async () => {
    const { el } = await mount({ to: NO_RCS });
    await fill(el, 'rcs.text', 'Flat white, half price');
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.from', PHONE);
    await fill(el, 'fallback.text', 'Flat white half price today.');
    await el.send();
    await waitUntil(() => el.result?.fallbackMessage?.status === 'DELIVERED', 'fallback not delivered', {
      timeout: 8000,
    });
    await el.updateComplete;
    expect(headline(el)).to.equal(`RCS not delivered — sent as SMS instead, delivered to ${NO_RCS}`);
    expect($(el, '[part~="result"]').dataset.tone).to.equal('warn');
    await shootAll('composer-result-fellback', { settle: settle(el) });
    // the element's own locale (the -ar picture above only sets <html lang>, which locale="en" overrides)
    el.locale = 'ar';
    await shoot('composer-result-fellback-locale-ar', { settle: settle(el) });
    el.locale = 'en';
    await el.updateComplete;
    await accessibleEverywhere(el);
  });

  it('failed delivery: the reason in words, not the carrier text', async () => {
    const { el } = await mount({ to: FAILS });
    await fill(el, 'rcs.text', 'This will not arrive');
    await el.send();
    await waitUntil(() => el.result?.status === 'FAILED', 'did not fail', { timeout: 8000 });
    await el.updateComplete;
    // A number not in service: no fallback would have reached it, so the words do not blame the missing fallback.
    expect(headline(el)).to.equal('Failed: the carrier could not deliver it to this number');
    expect(headline(el)).not.to.contain('sandbox');
    expect($(el, '[part~="result"]').dataset.tone).to.equal('error');
    await shootAll('composer-result-failed', { settle: settle(el) });
    await accessibleEverywhere(el);
  });

  it('scheduled: "Scheduled for <day>, <time>", and the list shows content, channel and recipient with Cancel', async () => {
    const { el } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'Reminder: your booking is tomorrow at nine, see you there with the whole team');
    $<HTMLInputElement>(el, '[part~="schedule"] input[type="checkbox"]').click();
    await el.updateComplete;
    const message = await el.send();
    await el.updateComplete;
    expect(headline(el)).to.equal(`Scheduled for ${whenText(message.scheduledTime!, 'en')}`);
    await waitUntil(
      () => el.shadowRoot!.querySelector(`[part~="scheduled"] li[data-id="${message.id}"]`),
      'not listed',
      { timeout: 4000 },
    );
    const row = $(el, `[part~="scheduled"] li[data-id="${message.id}"]`);
    const line = row.textContent!.replace(/\s+/g, ' ');
    expect(line)
      .to.contain('Reminder: your booking')
      .and.contain('RCS')
      .and.contain(`To ${RCS_USER}`)
      .and.contain(whenText(message.scheduledTime!, 'en'));
    expect(line).not.to.contain(message.id);
    // one line, truncated with an ellipsis rather than wrapping
    expect(getComputedStyle(row.querySelector('.sch-what')!).textOverflow).to.equal('ellipsis');
    await shootAll('composer-result-scheduled', { settle: settle(el) });
    await accessibleEverywhere(el);
    // The send button says why it is off: scheduled, not "Already sent".
    const sendButton = $<HTMLButtonElement>(el, '[part~="send-button"]');
    expect(sendButton.disabled).to.equal(true);
    expect(text(el, `#${sendButton.getAttribute('aria-describedby')}`)).to.equal(
      'Already scheduled. Cancel it in the list below to change it, or choose Send another.',
    );
    // Cancel asks first; "Keep it" keeps it.
    row.querySelector<HTMLButtonElement>('[data-cancel]')!.click();
    await el.updateComplete;
    expect(text(el, `[part~="scheduled"] li[data-id="${message.id}"] .sch-confirm span`)).to.equal(
      'Cancel this message? It will not be sent.',
    );
    expect(el.shadowRoot!.activeElement?.hasAttribute('data-keep')).to.equal(true);
    await shootAll('composer-scheduled-cancel-confirm', { settle: settle(el) });
    el.locale = 'ar'; // the element's own locale (locale="en" overrides the -ar picture's <html lang>)
    await shoot('composer-scheduled-cancel-confirm-locale-ar', { settle: settle(el) });
    el.locale = 'en';
    await el.updateComplete;
    await accessibleEverywhere(el);
    $<HTMLButtonElement>(el, `[part~="scheduled"] li[data-id="${message.id}"] [data-keep]`).click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="scheduled"] [data-confirm]')).to.equal(null);
    $<HTMLButtonElement>(el, `[part~="scheduled"] li[data-id="${message.id}"] [data-cancel]`).click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, `[part~="scheduled"] li[data-id="${message.id}"] [data-confirm]`).click();
    await waitUntil(
      () => !el.shadowRoot!.querySelector(`[part~="scheduled"] li[data-id="${message.id}"]`),
      'not cancelled',
      { timeout: 4000 },
    );
    // The result follows: Cancelled, with Edit and reschedule; Schedule is on again for the same draft.
    await waitUntil(() => el.phase === 'cancelled', 'the lifecycle moves to cancelled');
    await el.updateComplete;
    expect(headline(el)).to.equal('Cancelled before it was sent');
    expect(text(el, '[part~="result"] [data-action="reuse"]')).to.equal('Edit and reschedule');
    expect(sendButton.disabled).to.equal(false);
    expect(sendButton.hasAttribute('aria-describedby')).to.equal(false);
    expect(text(el, '[part~="status"]')).not.to.contain('Scheduled for');
    await shootAll('composer-result-cancelled', { settle: settle(el) });
    el.locale = 'ar';
    await shoot('composer-result-cancelled-locale-ar', { settle: settle(el) });
    el.locale = 'en';
    await el.updateComplete;
    await accessibleEverywhere(el);
    $<HTMLButtonElement>(el, '[part~="result"] [data-action="reuse"]').click();
    await el.updateComplete;
    expect(el.phase).to.equal('idle');
    expect(text(el, '[part~="send-button"]')).to.equal('Schedule');
  });

  // The service unreachable (fetch rejecting, which the client reports as a network ApiError) keeps the send in the
  // outbox instead: test/browser/reliability/outbox.test.ts. A raw TypeError is a fault of the code, not kept.
  it('a cancellation refused because it was cancelled elsewhere (409) is a cancellation: card, list and words agree', async () => {
    const { el, box } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'Doors open at nine');
    const { message, row } = await scheduleListed(el);
    // Cancelled elsewhere (another tab, a teammate) after this list was read: the service answers 409.
    await box.client.cancelSchedule(message.id);
    const { errors, said } = await cancelFromList(el, row);
    await waitUntil(
      () => el.phase === 'cancelled' && !el.shadowRoot!.querySelector(row),
      () => `cancelled and dropped from the list; saw phase ${el.phase}, list: ${listText(el)}`,
    );
    await el.updateComplete;
    expect(said).to.include('Already cancelled elsewhere.');
    expect(headline(el)).to.equal('Cancelled before it was sent');
    expect(text(el, '[part~="result"] [data-action="reuse"]')).to.equal('Edit and reschedule');
    expect(listText(el)).not.to.contain('Could not cancel');
    expect(text(el, '[part~="status"]')).not.to.contain('Scheduled for');
    expect(errors, 'a message already cancelled is what the host asked for: no parley-error').to.deep.equal([]);
    await shootAll('composer-scheduled-cancelled-elsewhere', { settle: settle(el) });
    el.locale = 'ar';
    await waitUntil(
      () => headline(el) !== 'Cancelled before it was sent',
      () => `the card in Arabic; saw: ${headline(el)}`,
    );
    await shoot('composer-scheduled-cancelled-elsewhere-locale-ar', { settle: settle(el) });
    el.locale = 'en';
    await el.updateComplete;
    await accessibleEverywhere(el);
  });

  it('a cancellation that arrives after the message went out (409) says too late, drops it and shows its real status', async () => {
    // The sandbox's clock, its timers kept so the test can let the scheduled send go out early.
    const timers = new Map<unknown, { due: number; fn: () => void }>();
    const clock: Clock = {
      now: () => systemClock.now(),
      setTimeout(fn, ms) {
        const handle = systemClock.setTimeout(fn, ms);
        timers.set(handle, { due: systemClock.now() + ms, fn });
        return handle;
      },
      clearTimeout(handle) {
        timers.delete(handle);
        systemClock.clearTimeout(handle);
      },
    };
    const box = await startTestSandbox({ sandbox: { clock, carrierDelays: { sent: 10, delivered: 20, read: 30 } } });
    const { el } = await mount({ to: RCS_USER, box });
    await fill(el, 'rcs.text', 'Doors open at nine');
    const { message, row } = await scheduleListed(el);
    // Its time comes before the cancellation arrives: its timer (due at its scheduled time) fires early.
    const at = Date.parse(message.scheduledTime!);
    const due = [...timers].filter(([, t]) => Math.abs(t.due - at) < 5000);
    expect(due.length, 'the scheduled send is one timer').to.equal(1);
    for (const [handle, { fn }] of due) {
      clock.clearTimeout(handle);
      fn();
    }
    const { errors, said } = await cancelFromList(el, row);
    await waitUntil(
      () => listText(el).includes('Too late to cancel: it was already sent.') && !el.shadowRoot!.querySelector(row),
      () => `too late worded and dropped from the list; saw: ${listText(el)}`,
    );
    expect(listText(el)).not.to.contain('Could not cancel');
    expect(listText(el)).not.to.contain('retry');
    expect(said).to.include('Too late to cancel: it was already sent.');
    expect(el.phase).to.equal('sent');
    // The card follows the message live to its real status, never "Scheduled for…".
    await waitUntil(
      () => headline(el).startsWith('Delivered as RCS'),
      () => `the card shows the real status; saw: ${headline(el)}`,
    );
    expect(text(el, '[part~="status"]')).not.to.contain('Scheduled for');
    expect(errors, 'the cancellation did not happen: one parley-error').to.deep.equal(['schedule']);
    await shootAll('composer-scheduled-cancel-too-late', { settle: settle(el, '[part~="scheduled"]') });
    el.locale = 'ar';
    await waitUntil(
      () => !listText(el).includes('Too late'),
      () => `the list in Arabic; saw: ${listText(el)}`,
    );
    await shoot('composer-scheduled-cancel-too-late-locale-ar', { settle: settle(el, '[part~="scheduled"]') });
    el.locale = 'en';
    await el.updateComplete;
    await accessibleEverywhere(el);
  });

  it('a send that fails for a reason it cannot name (a TypeError in the code) says so in words, with Retry', async () => {
    const box = await startTestSandbox();
    // The send route's call throws as a bug in code would (the element calls the route on its client's transport).
    const request = box.client.request.bind(box.client);
    box.client.request = ((method: string, path: string, options: never) =>
      path === '/send'
        ? Promise.reject(new TypeError("Cannot read properties of undefined (reading 'rcs')"))
        : request(method, path, options)) as typeof box.client.request;
    const { el } = await mount({ to: RCS_USER, box });
    await fill(el, 'rcs.text', 'offline');
    await el.send().catch(() => {});
    await el.updateComplete;
    expect(text(el, '[part~="status"]')).to.equal('Not sent: something went wrong; retry Retry');
    expect(el.shadowRoot!.querySelector('[part~="outbox-item"]')).to.equal(null);
  });
});

describe('<parley-composer> fallback panel', () => {
  it('ticking shows no error; the team number is offered; one counter, one segments line; errors after typing', async () => {
    const { el } = await mount({ to: RCS_USER, scopes: WITH_AGENTS });
    await fill(el, 'rcs.text', 'Hi');
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    expect($$(el, '[part~="fallback"] .error-text')).to.have.length(0);
    // the sending agent's own number, from POST /rcs/agents/list (agents:read)
    await waitUntil(() => el.shadowRoot!.querySelector('#fallback-senders option'), 'no senders offered', {
      timeout: 4000,
    });
    // ticked before the list came: typed in, or offered when ticked again
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    expect(input(el, 'fallback.from').value).to.equal(PHONE);
    expect($$<HTMLOptionElement>(el, '#fallback-senders option').map((o) => o.value)).to.include(PHONE);
    expect(input(el, 'fallback.from').getAttribute('list')).to.equal('fallback-senders');
    await fill(el, 'fallback.text', 'Hello');
    await fill(el, 'fallback.text', '');
    expect(errorOf(el, 'fallback')).to.equal('The fallback needs text or media');
    await fill(el, 'fallback.text', 'Caffè latte ☕ today');
    expect($$(el, '[part~="fallback"] [part~="counter"]')).to.have.length(1);
    expect(text(el, '[part~="fallback"] [part~="counter"]')).to.equal('19 / 3,072');
    expect(text(el, '[part~="channel"]')).to.equal('Goes as SMS · 1 segment · UCS-2');
    await waitUntil(() => text(el, '[part~="validation"]').includes('if it goes as SMS'), 'no cost line', {
      timeout: 4000,
    });
    expect($$(el, '[part~="validation"]')).to.have.length(1);
    await shootAll('composer-fallback-panel', { settle: settle(el, '[part~="channel"]') });
    await accessibleEverywhere(el);
  });

  it('without agents:read the sender is typed (no list), and the panel still works', async () => {
    const { el } = await mount({ to: RCS_USER, scopes: ['messages:send'] });
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('#fallback-senders')).to.equal(null);
    await fill(el, 'fallback.from', PHONE);
    expect(el.value.fallback?.from).to.equal(PHONE);
  });
});

describe('<parley-composer> editors loaded after the first paint', () => {
  it('Add suggestion and the fallback box show their fields in the update they cause, and a value set with both too', async () => {
    const { el } = await mount({ to: RCS_USER });
    await click(el, '[data-add="rcs.suggestions"]');
    expect($$(el, '[data-loading]')).to.have.length(0);
    expect($$(el, '[part~="suggestion"]')).to.have.length(1);
    await fill(el, 'rcs.suggestions.0.text', 'Order');
    expect(el.value.rcs?.suggestions?.[0]).to.deep.include({ type: 'reply', text: 'Order' });
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.text', 'Order at acme.example');
    expect(text(el, '[part~="channel"]')).to.equal('Goes as SMS · 1 segment · GSM-7');
    el.value = {
      type: 'RCS',
      from: AGENT,
      to: RCS_USER,
      rcs: { card: { title: 'Latte', suggestions: [{ type: 'reply', text: 'Yes' }] } },
      fallback: { from: PHONE, text: 'Latte?' },
    };
    await el.updateComplete;
    expect($$(el, '[data-loading]')).to.have.length(0);
    expect(input(el, 'rcs.card.suggestions.0.text').value).to.equal('Yes');
    expect(input(el, 'fallback.text').value).to.equal('Latte?');
    await shootAll('composer-card-suggestion-fallback', { settle: settle(el, '[part~="suggestion"]') });
    await accessibleEverywhere(el);
  });
});

describe('<parley-composer> demo media', () => {
  it('the sandbox draws its demo pictures as PNG, which the service and the composer accept', async () => {
    const { el, box } = await mount({ to: RCS_USER });
    // what `npx parley sandbox` serves at /media/<name> (the in-page sandbox has no picture route)
    const url = `${SANDBOX_ORIGIN}/media/latte-600x400.png`;
    const png = await demoMediaPng('latte-600x400.png')!;
    const bitmap = await createImageBitmap(new Blob([png], { type: 'image/png' }));
    expect([bitmap.width, bitmap.height]).to.deep.equal([600, 400]);
    const check = await box.client.validateMessage('mms', { from: PHONE, text: 'pic', mediaUrls: [url] });
    expect(check.unsupportedFiles).to.deep.equal([]);
    await choose(el, 'media');
    await fill(el, 'rcs.media.url', url);
    await waitUntil(() => text(el, '[part~="validation"]').includes('as RCS'), 'no service check', { timeout: 4000 });
    expect(errorOf(el, 'rcs.media.url')).to.equal(null);
    // an SVG is refused, next to the field it belongs to (not under Send)
    await fill(el, 'rcs.media.url', `${SANDBOX_ORIGIN}/media/logo.svg`);
    await waitUntil(
      () => errorOf(el, 'rcs.media.url')?.startsWith('Unsupported file'),
      'svg not refused at the field',
      { timeout: 4000 },
    );
  });
});

describe('<parley-composer> media preview', () => {
  it('loads a typed media URL once it settles, not every prefix typed on the way', async () => {
    const { el } = await mount({ to: RCS_USER });
    await choose(el, 'media');
    const sources: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes) {
          for (const img of node instanceof Element ? [node, ...node.querySelectorAll('img')] : []) {
            if (img instanceof HTMLImageElement && img.closest('[part~="preview"]'))
              sources.push(img.getAttribute('src')!);
          }
        }
    });
    watch.observe(el.shadowRoot!, { childList: true, subtree: true });
    const url = `${SANDBOX_ORIGIN}/media/latte-600x400.png`;
    // Every prefix arrives as its own input event and renders before the next, with no wait between: a real typist's
    // gaps between keys vary with the machine's load, and a pause longer than the settling time rightly previews that
    // prefix.
    const field = input(el, 'rcs.media.url');
    field.focus();
    for (let end = 1; end <= url.length; end++) {
      field.value = url.slice(0, end);
      field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
      await el.updateComplete;
    }
    await waitUntil(() => sources.length > 0, 'the settled URL was never previewed', { timeout: 10_000 });
    await el.updateComplete;
    watch.disconnect();
    expect(sources).to.deep.equal([url]);
  });
});

describe('<parley-composer> layout', () => {
  async function carouselOfThree(el: ParleyComposer): Promise<void> {
    await choose(el, 'carousel');
    await click(el, '[data-add="rcs.carousel.cards"]');
    for (const [i, city] of ['Lisbon', 'Porto', 'Faro'].entries()) {
      await click(el, `[data-index="${i}"] .toggle`);
      await fill(el, `rcs.carousel.cards.${i}.title`, city);
      await fill(el, `rcs.carousel.cards.${i}.description`, `Three nights in ${city}, breakfast included.`);
    }
  }

  it('carousel cards fold to one line with their title and problems; the card being edited is open', async () => {
    const { el } = await mount({ to: RCS_USER });
    await carouselOfThree(el);
    const cards = $$(el, '[part~="card"]');
    expect(cards.map((c) => c.classList.contains('open'))).to.deep.equal([false, false, true]);
    expect(text(el, '[data-index="0"] .toggle')).to.equal('▸ Card 1 Lisbon');
    // a problem in a folded card is counted on its line
    await click(el, '[data-index="0"] .toggle');
    await fill(el, 'rcs.carousel.cards.0.title', 'x'.repeat(201));
    await click(el, '[data-index="1"] .toggle');
    expect(text(el, '[data-index="0"] .problems')).to.equal('1 problem');
    // the keyboard opens a folded card
    $(el, '[data-index="0"] .toggle').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect($(el, '[data-index="0"] .toggle').getAttribute('aria-expanded')).to.equal('true');
    await fill(el, 'rcs.carousel.cards.0.title', 'Lisbon');
    await click(el, '[data-index="1"] .toggle');
    await shootAll('composer-carousel-folded', { settle: settle(el, '[part~="cards"]') });
    await accessibleEverywhere(el);
  });

  it('3 cards: the editor height, and the preview beside the editor on a wide container, behind a Preview switch on a narrow one', async () => {
    new DraftStore('composer', `${AGENT}|${RCS_USER}`).clear();
    const box = await startTestSandbox({ scopes: WITH_AGENTS });
    const wrap = await fixture<HTMLDivElement>(
      html`<div style="width: 1100px"><parley-composer from=${AGENT} to=${RCS_USER} locale="en" theme="light" .client=${box.client}></parley-composer></div>`,
    );
    const el = wrap.querySelector('parley-composer')!;
    await el.updateComplete;
    await carouselOfThree(el);
    // The preview is sticky: measured against a page scrolled to the top, where it starts level with the form.
    window.scrollTo(0, 0);
    wrap.scrollIntoView({ block: 'start' });
    const form = $(el, '[part~="form"]').getBoundingClientRect();
    const phone = $(el, '[part~="preview"]').getBoundingClientRect();
    console.log(`editor height with 3 carousel cards (1100 px container): ${Math.round(form.height)} px`);
    expect(phone.left).to.be.greaterThan(form.right - 1); // beside
    expect(phone.top).to.be.lessThan(form.top + 40);
    expect(form.height).to.be.lessThan(1800);
    await shootAll('composer-layout-wide', { settle: settle(el) });
    await accessibleEverywhere(el);

    wrap.style.width = '420px';
    await el.updateComplete;
    const narrowForm = $(el, '[part~="form"]').getBoundingClientRect();
    // Narrow: the preview is behind the Preview switch (it replaces the editor while on).
    expect(getComputedStyle($(el, '[part~="preview"]')).display).to.equal('none');
    expect(narrowForm.width).to.be.lessThan(421);
    $<HTMLInputElement>(el, '.pv').click();
    expect($(el, '[part~="preview"]').getBoundingClientRect().width).to.be.greaterThan(0);
    expect(getComputedStyle($(el, '[part~="form"]')).display).to.equal('none');
    $<HTMLInputElement>(el, '.pv').click();
    await shootAll('composer-layout-narrow', { settle: settle(el) });
    await accessibleEverywhere(el);
  });

  it('the preview is framed as an RCS conversation: the agent name, logo and verified mark in its header', async () => {
    const { el } = await mount({ to: RCS_USER, scopes: WITH_AGENTS });
    await fill(el, 'rcs.text', 'Hello from Acme');
    await waitUntil(
      () =>
        el
          .shadowRoot!.querySelector('[part~="phone"] parley-agent-identity')
          ?.shadowRoot?.querySelector('[part~="name"]'),
      'no agent header',
      { timeout: 4000 },
    );
    const identity = $(el, '[part~="phone"] parley-agent-identity');
    expect(identity.shadowRoot!.querySelector('[part~="name"]')!.textContent).to.contain('Acme Coffee');
    expect(identity.shadowRoot!.querySelector('[part~="logo"]')).not.to.equal(null);
  });
});
