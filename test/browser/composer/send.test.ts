/** Sending against the in-page sandbox: fallback legs, retry without duplicates, schedules, drafts, recipient input. */
import { aTimeout, expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import { ParleyErrorEvent } from '../../../src/events/index.js';
import type { Message, SendRequest } from '../../../src/schemas/messages.js';
import { BASE_URL, faultySendClient, startTestSandbox, gatedClient } from '../helpers/sandbox.js';
import {
  $,
  $$,
  AGENT,
  NO_RCS,
  PHONE,
  RCS_USER,
  choose,
  click,
  editorReady,
  errorOf,
  fill,
  input,
  mount,
  text,
  unfold,
} from './helpers.js';

const carrier = { carrierDelays: { sent: 10, delivered: 20, read: 30 } };

async function countStored(client: ReturnType<typeof createApiClient>, to: string, body: string): Promise<number> {
  const conversation = await client.getConversationByPair({ from: AGENT, to }).catch(() => undefined);
  if (!conversation) return 0;
  const page = await client.listMessages(conversation.id, { pageSize: 100 });
  return page.data.filter((m) => m.rcs?.text === body).length;
}

describe('<parley-composer> sending', () => {
  it('a card with suggestions and an SMS fallback to a non-RCS number ends FALLBACK_SENT with the SMS leg shown', async () => {
    const { el } = await mount({ to: NO_RCS });
    await choose(el, 'card');
    await fill(el, 'rcs.card.title', 'Flat white, half price');
    await fill(el, 'rcs.card.description', 'Today only at Acme Coffee.');
    await fill(el, 'rcs.card.media.url', 'https://example.com/flat-white.jpg');
    await click(el, '[data-add="rcs.card.suggestions"]');
    await fill(el, 'rcs.card.suggestions.0.text', 'Order now');
    await click(el, '[data-add="rcs.suggestions"]');
    await fill(el, 'rcs.suggestions.0.text', 'Stop');
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.from', PHONE);
    await fill(el, 'fallback.text', 'Flat white half price today at Acme Coffee. Reply STOP to opt out.');
    expect(text(el, '[part~="channel"]')).to.contain('Goes as SMS').and.contain('1 segment · GSM-7');
    expect(text(el, '[part~="fallback-preview"] figcaption')).to.equal('SMS fallback preview');

    let sendDetail: SendRequest | undefined;
    el.addEventListener('parley-message-send', (e) => (sendDetail = (e as CustomEvent<SendRequest>).detail));
    const sentEvent = oneEvent(el, 'parley-message-sent');
    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    const { detail } = await sentEvent;
    expect(sendDetail!.rcs!.card!.suggestions![0]!.text).to.equal('Order now');
    expect(sendDetail!.fallback).to.deep.equal({
      from: PHONE,
      text: 'Flat white half price today at Acme Coffee. Reply STOP to opt out.',
    });
    const sent = (detail as { message: Message }).message;
    expect(sent.id).to.be.a('string');

    await waitUntil(
      () => el.result?.status === 'FALLBACK_SENT' && el.result.fallbackMessage?.status === 'DELIVERED',
      'never delivered as SMS',
      { timeout: 8000 },
    );
    expect(el.result!.fallbackMessage!.type).to.equal('SMS');
    expect(el.result!.fallbackMessage!.from).to.equal(PHONE);
    await el.updateComplete;
    // in words, ids only in the details
    expect(text(el, '.result-head > span:last-child').replace(/[\u2068\u2069]/g, '')).to.equal(
      `RCS not delivered — sent as SMS instead, delivered to ${NO_RCS}`,
    );
    expect(text(el, '.result-details dl')).to.contain(sent.id).and.contain(el.result!.fallbackMessage!.id);
    // the form keeps what was sent until "Send another"
    expect(el.value.rcs!.card!.title).to.equal('Flat white, half price');
    await click(el, '[data-action="again"]');
    expect(el.value.rcs).to.deep.equal({ text: '' });
    expect(el.value.fallback).to.equal(undefined); // not left ticked with its text emptied
    expect(el.shadowRoot!.querySelector('[part~="result"]')).to.equal(null);
    // ticking it again offers the sender used last
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    expect(input(el, 'fallback.from').value).to.equal(PHONE);
  });

  it('fallback text over 3072 characters goes as MMS (shown, confirmed by the service, and sent that way)', async () => {
    const { el } = await mount({ to: NO_RCS });
    await fill(el, 'rcs.text', 'Your itinerary is ready.');
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.from', PHONE);
    await fill(el, 'fallback.text', 'y'.repeat(3072));
    expect(text(el, '[part~="channel"]')).to.contain('Goes as SMS');
    await fill(el, 'fallback.text', 'y'.repeat(3073));
    expect(text(el, '[part~="channel"]')).to.contain('Goes as MMS');
    expect(text(el, '[part~="fallback-preview"] figcaption')).to.equal('MMS fallback preview');
    // This phone cannot get RCS: the MMS is what arrives, and what is priced.
    await waitUntil(() => text(el, '[part~="validation"]') === 'Estimated cost: $0.02 as MMS', 'no MMS cost', {
      timeout: 4000,
    });
    await el.send();
    await waitUntil(() => el.result?.status === 'FALLBACK_SENT', 'never reached FALLBACK_SENT', { timeout: 8000 });
    expect(el.result!.fallbackMessage!.type).to.equal('MMS');
  });

  it('service validation is debounced, aborts stale calls, and shows unsupported files', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const calls: { path: string; signal: AbortSignal | null | undefined }[] = [];
    let slow = false;
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: box.token,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (request.url.includes('/messages/validate/')) {
          calls.push({ path: new URL(request.url).pathname, signal: init?.signal ?? request.signal });
          if (slow) await aTimeout(300);
        }
        return box.fetch(request);
      },
    });
    const { el } = await mount({ to: RCS_USER, box: { ...box, client } });
    await fill(el, 'rcs.text', 'Hi');
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.from', PHONE);
    for (const t of ['H', 'He', 'Hel', 'Hello €']) await fill(el, 'fallback.text', t);
    await waitUntil(
      () => text(el, '[part~="validation"]').includes('or $0.0079 if it goes as SMS'),
      'no confirmation',
      { timeout: 4000 },
    );
    const sms = calls.filter((c) => c.path.endsWith('/sms'));
    expect(sms.length).to.be.lessThan(3); // four edits inside the debounce window
    // one cost line, the service's figures: the RCS message and the fallback
    expect(text(el, '[part~="validation"]')).to.equal('Estimated cost: $0.0035 as RCS, or $0.0079 if it goes as SMS');

    // a change while a call is running aborts it, and its late answer is never shown
    slow = true;
    await fill(el, 'fallback.text', 'Hello again');
    await waitUntil(() => calls.length > sms.length, 'no call for the new text', { timeout: 2000 });
    const inFlight = calls.at(-1)!;
    await fill(el, 'fallback.text', 'two segments '.repeat(15));
    expect(inFlight.signal?.aborted).to.equal(true);
    await waitUntil(() => text(el, '[part~="validation"]').includes('$0.0158'), 'no second confirmation', {
      timeout: 4000,
    });
    await aTimeout(350);
    expect(text(el, '[part~="validation"]')).to.contain('$0.0158');
    slow = false;

    await click(el, '[data-add="fallback.mediaUrls"]');
    await fill(el, 'fallback.mediaUrls.0', 'https://example.com/setup.exe');
    // next to the field it belongs to
    await waitUntil(
      () => errorOf(el, 'fallback.mediaUrls.0')?.includes('Unsupported file https://example.com/setup.exe'),
      'no unsupported file',
      {
        timeout: 4000,
      },
    );
  });

  it('parley-message-send can veto: send() rejects with AbortError and nothing is stored', async () => {
    const { el, box } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'vetoed message');
    el.addEventListener('parley-message-send', (e) => e.preventDefault(), { once: true });
    const error = await el.send().catch((e: unknown) => e);
    expect((error as DOMException).name).to.equal('AbortError');
    expect(await countStored(box.client, RCS_USER, 'vetoed message')).to.equal(0);
    expect(el.value.rcs!.text).to.equal('vetoed message');
  });

  it('a send answered 503 after every automatic retry waits in the outbox and is stored once, with one Idempotency-Key', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    let failures = 3; // the first attempt and the client's two automatic retries
    const { client, keys } = faultySendClient(
      box,
      () => (failures-- > 0 ? { status: 503, error: 'upstream unavailable', stored: true } : undefined),
      { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
    );
    const { el } = await mount({ to: RCS_USER, box: { ...box, client } });
    await fill(el, 'rcs.text', 'kept after a 503');
    const first = await el.send().catch((e: unknown) => e);
    expect((first as { kind: string }).kind).to.equal('server');
    // Not the element's failure: the outbox keeps it with its key and tries again with backoff; beside Send it is
    // said as the service's fault (not a lost connection), with Retry.
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="status"][data-kept]'), 'the send was not kept', {
      timeout: 5000,
    });
    expect(el.phase).to.equal('idle');
    expect(text(el, '[part~="status"]')).to.contain('Not confirmed yet: the service had a problem.');
    await waitUntil(() => el.phase === 'sent', 'the outbox did not send it', { timeout: 15000 });
    expect(el.shadowRoot!.querySelector('[part~="status"][data-kept]')).to.equal(null);
    expect(keys).to.have.length(4);
    expect(new Set(keys).size).to.equal(1);
    expect(await countStored(box.client, RCS_USER, 'kept after a 503')).to.equal(1);
  });

  it("a send refused (4xx) is the element's failure, in words; Retry sends it again with the same Idempotency-Key", async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    let failures = 1; // a refusal is not retried automatically
    const { client, keys } = faultySendClient(
      box,
      () => (failures-- > 0 ? { status: 409, error: 'Sender paused', stored: true } : undefined),
      { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
    );
    const { el } = await mount({ to: RCS_USER, box: { ...box, client } });
    await fill(el, 'rcs.text', 'retry me once');
    const errors: ParleyErrorEvent[] = [];
    // Typed through GlobalEventHandlersEventMap: no cast needed.
    el.addEventListener('parley-error', (e) => errors.push(e));
    const first = await el.send().catch((e: unknown) => e);
    expect((first as { kind: string }).kind).to.equal('conflict');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.be.instanceOf(ParleyErrorEvent);
    expect(errors[0]!.detail.error).to.equal(first);
    expect(errors[0]!.detail.action).to.equal('send');
    expect(errors[0]!.bubbles && errors[0]!.composed).to.equal(true);
    await el.updateComplete;
    // in words, not the service's raw text
    expect(text(el, '[part~="status"]')).to.contain('Not sent:');
    expect(el.shadowRoot!.querySelector('[part~="outbox-item"]')).to.equal(null);
    expect(el.value.rcs!.text).to.equal('retry me once'); // everything kept

    const sent = oneEvent(el, 'parley-message-sent');
    await click(el, '[part~="status"] button');
    await sent;
    expect(keys).to.have.length(2);
    expect(new Set(keys).size).to.equal(1);
    expect(await countStored(box.client, RCS_USER, 'retry me once')).to.equal(1);
  });

  it('503 once or twice is absorbed by the automatic retries: one message, one key', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const keys: string[] = [];
    let failures = 2;
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: box.token,
      retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (!request.url.endsWith('/send')) return box.fetch(request);
        keys.push(request.headers.get('Idempotency-Key')!);
        if (failures-- > 0) return new Response(JSON.stringify({ error: 'busy' }), { status: 503 });
        return box.fetch(request);
      },
    });
    const { el } = await mount({ to: RCS_USER, box: { ...box, client } });
    await fill(el, 'rcs.text', 'absorbed');
    const message = await el.send();
    expect(message.rcs!.text).to.equal('absorbed');
    expect(new Set(keys).size).to.equal(1);
    expect(keys).to.have.length(3);
    expect(await countStored(box.client, RCS_USER, 'absorbed')).to.equal(1);
  });

  it('a new logical send (edited after a failure) gets a new key', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    let fail = true;
    const { client, keys } = faultySendClient(box, () => (fail ? { status: 409, error: 'Sender paused' } : undefined), {
      retries: 0,
    });
    const { el } = await mount({ to: RCS_USER, box: { ...box, client } });
    await fill(el, 'rcs.text', 'first');
    await el.send().catch(() => {});
    await fill(el, 'rcs.text', 'second');
    fail = false;
    await el.send();
    expect(keys).to.have.length(2);
    expect(keys[0]).to.not.equal(keys[1]);
  });

  it('a schedule is created in the future (time zone shown), listed, and cancelled', async () => {
    const { el, box } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'See you tomorrow');
    $<HTMLInputElement>(el, '[part~="schedule"] input[type="checkbox"]').click();
    await el.updateComplete;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(text(el, '[part~="schedule"] .hint')).to.contain(zone);
    expect(el.value.scheduledTime).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/);

    await fill(el, 'scheduledTime', '2020-01-01T09:00');
    expect(errorOf(el, 'scheduledTime')).to.equal('Choose a time in the future');
    const refused = await el.send().catch((e: unknown) => e);
    expect((refused as { reasons: { path: string }[] }).reasons.map((r) => r.path)).to.include('scheduledTime');

    const at = new Date(Date.now() + 2 * 86_400_000);
    const local = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}T10:30`;
    await fill(el, 'scheduledTime', local);
    expect(errorOf(el, 'scheduledTime')).to.equal(null);
    expect(Date.parse(el.value.scheduledTime!)).to.equal(new Date(local).getTime());
    expect(text(el, '[part~="send-button"]')).to.equal('Schedule');
    const message = await el.send();
    expect(message.status).to.equal('SCHEDULED');
    await waitUntil(() => $$(el, '[part~="scheduled"] li').length === 1, 'scheduled message not listed', {
      timeout: 4000,
    });
    expect(text(el, '[part~="scheduled"] li')).to.contain('See you tomorrow');

    await click(el, '[part~="scheduled"] li [data-cancel]');
    await click(el, '[part~="scheduled"] li [data-confirm]');
    await waitUntil(() => $$(el, '[part~="scheduled"] li').length === 0, 'not cancelled', { timeout: 4000 });
    const remaining = await box.client.listSchedules({ from: AGENT, to: RCS_USER });
    expect(remaining.data.filter((m) => m.id === message.id && m.status === 'SCHEDULED')).to.have.length(0);
  });

  it("a slow scheduled list for the previous recipient never replaces the new recipient's list", async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const OTHER = '+14155550124';
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    for (const [to, text] of [
      [RCS_USER, 'for the first recipient'],
      [OTHER, 'for the second recipient'],
    ] as const) {
      await box.client.send({ type: 'RCS', from: AGENT, to, rcs: { text }, scheduledTime: tomorrow });
    }
    // Hold the first recipient's list until the second one's is shown.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let heldCalls = 0;
    const direct = box.sandbox.fetch.bind(box.sandbox);
    box.sandbox.fetch = async (request: Request) => {
      if (request.url.endsWith('/messages/schedules/list') && (await request.clone().text()).includes(RCS_USER)) {
        heldCalls++;
        await held;
      }
      return direct(request);
    };
    const { el } = await mount({ to: RCS_USER, box });
    await waitUntil(() => heldCalls > 0, 'first list not requested');
    el.to = OTHER;
    await waitUntil(
      () => el.shadowRoot!.querySelector('[part~="scheduled"] li')?.textContent?.includes('for the second recipient'),
      'second list not shown',
      { timeout: 4000 },
    );
    release();
    await aTimeout(100);
    await el.updateComplete;
    expect($$(el, '[part~="scheduled"] li').map((li) => li.textContent)).to.satisfy(
      (items: string[]) => items.length === 1 && items[0]!.includes('for the second recipient'),
    );
  });

  it('without the messages:schedule scope no scheduled list is shown', async () => {
    const { el } = await mount({ to: RCS_USER, scopes: ['messages:send', 'conversations:read'] });
    await aTimeout(100);
    expect(el.shadowRoot!.querySelector('[part~="scheduled"]')).to.equal(null);
  });

  it('the draft for a (from, to) survives a reload, the pending Idempotency-Key with it', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const first = await mount({ to: RCS_USER, box });
    await choose(first.el, 'carousel');
    await fill(first.el, 'rcs.carousel.cards.0.title', 'Lisbon');
    await fill(first.el, 'rcs.carousel.cards.1.title', 'Porto');
    const draft = first.el.value;
    dispatchEvent(new PageTransitionEvent('pagehide'));
    first.el.remove();

    const second = await mount({ to: RCS_USER, box, keepDrafts: true });
    await editorReady(second.el);
    expect(second.el.value).to.deep.equal(draft);
    await unfold(second.el, 'rcs.carousel.cards.1.title');
    expect($<HTMLInputElement>(second.el, '#f-rcs-carousel-cards-1-title').value).to.equal('Porto');
    // another recipient has its own (empty) draft
    const other = await mount({ to: NO_RCS, box, keepDrafts: true });
    expect(other.el.value.rcs).to.deep.equal({ text: '' });
  });

  it('the recipient input normalizes to E.164', async () => {
    const { el } = await mount({ locale: 'en-US' });
    await fill(el, 'to', '(415) 555-0123');
    await waitUntil(() => el.value.to === '+14155550123', 'not normalized', { timeout: 4000 });
    await fill(el, 'to', '12');
    expect(errorOf(el, 'to')).to.equal('Use the international format, e.g. +14155550123');
  });

  it('parley-change reports user edits only; send() refuses an empty draft with reasons and announces it', async () => {
    const { el } = await mount({ to: RCS_USER });
    const changes: SendRequest[] = [];
    el.addEventListener('parley-change', (e) => changes.push((e as CustomEvent).detail.value));
    el.value = { type: 'RCS', from: AGENT, to: RCS_USER, rcs: { text: 'set by host' } };
    await el.updateComplete;
    expect(changes).to.have.length(0);
    await fill(el, 'rcs.text', '');
    expect(changes).to.have.length(1);
    expect(changes[0]!.rcs).to.deep.equal({ text: '' });
    const error = await el.send().catch((e: unknown) => e);
    expect((error as { reasons: unknown[] }).reasons).to.deep.equal([{ path: 'rcs.text', message: 'Required' }]);
    await el.updateComplete;
    expect(text(el, '[role="status"]')).to.equal('Cannot send: 1 problem to fix');
    expect(errorOf(el, 'rcs.text')).to.equal('Required');
    expect(el.shadowRoot!.activeElement?.id).to.equal('f-rcs-text');
  });

  it('with a send-only token it never opens the event stream (no 401, no "session expired" on a shared client)', async () => {
    const box = await startTestSandbox({ scopes: ['messages:send'], sandbox: carrier });
    const paths: string[] = [];
    let tokenErrors = 0;
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: box.token,
      fetch: (input, init) => {
        const request = new Request(input, init);
        paths.push(new URL(request.url).pathname);
        return box.fetch(request);
      },
    });
    client.addEventListener('tokenerror', () => tokenErrors++);
    const { el } = await mount({ to: RCS_USER, box: { ...box, client } });
    await fill(el, 'rcs.text', 'send only');
    const message = await el.send();
    await aTimeout(150);
    expect(message.status).to.equal('QUEUED');
    expect(paths.some((p) => p.endsWith('/events/stream'))).to.equal(false);
    expect(paths.some((p) => p.endsWith('/messages/schedules/list'))).to.equal(false);
    expect(tokenErrors).to.equal(0);
  });

  it('edits made while a send is in flight are kept after it succeeds', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const { client, release } = gatedClient(box, '/send');
    const { el } = await mount({ to: RCS_USER, box: { ...box, client } });
    await fill(el, 'rcs.text', 'first message');
    const sending = el.send();
    await el.updateComplete;
    expect(el.send()).to.equal(sending); // one send at a time
    await fill(el, 'rcs.text', 'second message, typed meanwhile');
    release();
    const message = await sending;
    expect(message.rcs!.text).to.equal('first message');
    expect(el.value.rcs!.text).to.equal('second message, typed meanwhile');
  });

  it('after a failed send and a reload, sending the same draft reuses its Idempotency-Key', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const keys: string[] = [];
    let fail = true;
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: box.token,
      retry: { retries: 0 },
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (!request.url.endsWith('/send')) return box.fetch(request);
        keys.push(request.headers.get('Idempotency-Key')!);
        const response = await box.fetch(request); // stored, but the answer is lost
        return fail ? new Response(JSON.stringify({ error: 'gateway timeout' }), { status: 504 }) : response;
      },
    });
    const first = await mount({ to: RCS_USER, box: { ...box, client } });
    await fill(first.el, 'rcs.text', 'survives a reload');
    await first.el.send().catch(() => {});
    first.el.remove();
    fail = false;
    const second = await mount({ to: RCS_USER, box: { ...box, client }, keepDrafts: true });
    expect(second.el.value.rcs!.text).to.equal('survives a reload');
    await second.el.send();
    expect(keys).to.have.length(2);
    expect(keys[1]).to.equal(keys[0]);
    expect(await countStored(box.client, RCS_USER, 'survives a reload')).to.equal(1);
  });

  it("a schedule more than a year ahead (the service refuses it) is the field's own error; nothing is sent", async () => {
    const { el, box } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'far future');
    $<HTMLInputElement>(el, '[part~="schedule"] input[type="checkbox"]').click();
    await el.updateComplete;
    await fill(el, 'scheduledTime', `${new Date().getFullYear() + 3}-01-01T10:00`);
    expect(errorOf(el, 'scheduledTime')).to.equal('Choose a time at most a year ahead');
    const error = await el.send().catch((e: unknown) => e);
    expect((error as { reasons: { path: string }[] }).reasons.map((r) => r.path)).to.deep.equal(['scheduledTime']);
    expect(await countStored(box.client, RCS_USER, 'far future')).to.equal(0);
    expect(el.value.rcs!.text).to.equal('far future');
  });

  it('when the event stream is unavailable, the live status comes from polling the conversation', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: box.token,
      fetch: (input, init) => {
        const request = new Request(input, init);
        if (request.url.includes('/events/stream'))
          return Promise.resolve(new Response(JSON.stringify({ error: 'blocked by a proxy' }), { status: 404 }));
        return box.fetch(request);
      },
    });
    const { el } = await mount({ to: NO_RCS, box: { ...box, client } });
    await fill(el, 'rcs.text', 'polled');
    $<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await fill(el, 'fallback.from', PHONE);
    await fill(el, 'fallback.text', 'polled');
    await el.send();
    await waitUntil(() => el.result?.status === 'FALLBACK_SENT', 'never reached FALLBACK_SENT by polling', {
      timeout: 8000,
    });
    expect(el.result!.fallbackMessage!.type).to.equal('SMS');
  });

  it('more than a page of scheduled messages: the rest load with "Show more"', async () => {
    const box = await startTestSandbox({ sandbox: carrier });
    const at = new Date(Date.now() + 86_400_000).toISOString();
    for (let i = 0; i < 53; i++) {
      await box.client.send({
        type: 'RCS',
        from: AGENT,
        to: RCS_USER,
        rcs: { text: `reminder ${i}` },
        scheduledTime: at,
      });
    }
    const { el } = await mount({ to: RCS_USER, box });
    await waitUntil(() => $$(el, '[part~="scheduled"] li').length === 50, 'first page', { timeout: 4000 });
    await click(el, '[part~="scheduled"] > button');
    await waitUntil(() => $$(el, '[part~="scheduled"] li').length === 53, 'second page', { timeout: 4000 });
    expect(el.shadowRoot!.querySelector('[part~="scheduled"] > button')).to.equal(null);
  });
});
