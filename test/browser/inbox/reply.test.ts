import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import type { Message, SendRequest } from '../../../src/schemas/messages.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { isLong, LONG_THREAD, mount, openThread, settle, type Mounted } from './helpers.js';
import { inboxState } from './harness.js';

/** Messages of the long thread stored in the sandbox with this text. */
async function stored(box: TestSandbox, text: string): Promise<Message[]> {
  return Object.values(box.sandbox.store.data.messages).filter((x) => x.text === text);
}

async function typeReply(m: Mounted, text: string): Promise<HTMLTextAreaElement> {
  const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
  // Start empty: an earlier test's draft for the same demo thread may still be in DraftStore's memory copy.
  input.value = '';
  input.dispatchEvent(new Event('input'));
  input.focus();
  await sendKeys({ type: text });
  return input;
}

/**
 * A fetch that lets `/send` reach the sandbox (so it is stored) but answers `status` (503: the service down; 409: a
 * refusal) the first `failures` times: the worst case, a lost response. It records every Idempotency-Key it sees.
 */
function lossyFetch(box: TestSandbox, failures: number, status = 503) {
  const keys: string[] = [];
  let left = failures;
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await box.fetch(request.clone());
    if (new URL(request.url).pathname.endsWith('/send') && request.method === 'POST') {
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      if (left-- > 0)
        return new Response(JSON.stringify({ error: status === 503 ? 'Service unavailable' : 'Sender paused' }), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
    }
    return response;
  };
  return { keys, fetchImpl };
}

describe('<parley-inbox> replies', () => {
  // Drafts persist per thread id, and every test's sandbox has the same demo ids.
  beforeEach(() => localStorage.clear());
  it('sends with Enter (Shift+Enter adds a line), optimistically, and fires send then sent', async () => {
    const m = await mount();
    await openThread(m, isLong);
    const input = await typeReply(m, 'first line');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ up: 'Shift' });
    await sendKeys({ type: 'second line' });
    expect(input.value).to.equal('first line\nsecond line');
    const sendEvent = oneEvent(m.el, 'parley-message-send');
    const sentEvent = oneEvent(m.el, 'parley-message-sent');
    // Optimistic: the pending bubble is there right after the send event, before the service answers.
    let pendingAfterSend = -1;
    m.el.addEventListener(
      'parley-message-send',
      () => queueMicrotask(() => (pendingAfterSend = inboxState(m.el).thread!.pending.length)),
      { once: true },
    );
    await sendKeys({ press: 'Enter' });
    const send = (await sendEvent) as CustomEvent<SendRequest>;
    expect(send.detail).to.deep.include({
      type: 'SMS',
      from: LONG_THREAD.from,
      to: LONG_THREAD.to,
      text: 'first line\nsecond line',
    });
    expect(send.cancelable).to.equal(true);
    expect(pendingAfterSend).to.equal(1);
    const sent = (await sentEvent) as CustomEvent<{ message: Message }>;
    expect(sent.detail.message.text).to.equal('first line\nsecond line');
    await settle(m);
    expect(inboxState(m.el).thread!.pending.length).to.equal(0);
    expect(m.$(`[data-vkey="${sent.detail.message.id}"]`)).to.exist;
    expect(input.value).to.equal('');
    expect(await stored(m, 'first line\nsecond line')).to.have.length(1);
  });

  it('keeps the draft and sends nothing when parley-message-send is cancelled', async () => {
    const m = await mount();
    await openThread(m, isLong);
    m.el.addEventListener('parley-message-send', (e) => e.preventDefault(), { once: true });
    const input = await typeReply(m, 'vetoed by host');
    await sendKeys({ press: 'Enter' });
    await settle(m);
    expect(input.value).to.equal('vetoed by host');
    expect(inboxState(m.el).thread!.pending).to.have.length(0);
    expect(await stored(m, 'vetoed by host')).to.have.length(0);
  });

  it('a reply answered 503 (twice) waits in the outbox and is stored once, with one Idempotency-Key', async () => {
    const box = await startTestSandbox();
    const { keys, fetchImpl } = lossyFetch(box, 2);
    const client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: fetchImpl, retry: { retries: 0 } });
    const m = await mount({ box, client });
    await openThread(m, isLong);
    const errors: string[] = [];
    m.el.addEventListener('parley-error', (e) => errors.push((e as CustomEvent).detail.action));
    await typeReply(m, 'kept after a 503');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => m.$('[part~="outbox-item"]'), 'the reply was not kept', { timeout: 5000 });
    expect(m.$('[part~="outbox"] h3')!.textContent).to.contain('Waiting to send (1)');
    expect(m.$$('.bubble.failed')).to.have.length(0);
    // The outbox's backoff sends it again (503 once more, then taken); the thread shows it once.
    await waitUntil(() => !m.$('[part~="outbox-item"]'), 'the outbox did not send it', { timeout: 20000 });
    await waitUntil(
      () => inboxState(m.el).thread!.messages.some((x) => x.text === 'kept after a 503'),
      'the reply is not in the thread',
    );
    expect(keys).to.have.length(3);
    expect(new Set(keys).size).to.equal(1);
    expect(errors).to.deep.equal([]);
    expect(await stored(box, 'kept after a 503')).to.have.length(1);
    expect(inboxState(m.el).thread!.messages.filter((x) => x.text === 'kept after a 503')).to.have.length(1);
  });

  it('a send refused twice (409) then succeeding through Retry is stored once, with one Idempotency-Key', async () => {
    const box = await startTestSandbox();
    const { keys, fetchImpl } = lossyFetch(box, 2, 409);
    // No automatic retries: each failure reaches the user, who presses Retry.
    const client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: fetchImpl, retry: { retries: 0 } });
    const m = await mount({ box, client });
    await openThread(m, isLong);
    const errors: string[] = [];
    m.el.addEventListener('parley-error', (e) => errors.push((e as CustomEvent).detail.action));
    await typeReply(m, 'must arrive once');
    await sendKeys({ press: 'Enter' });
    for (let attempt = 1; attempt <= 2; attempt++) {
      await waitUntil(() => inboxState(m.el).thread!.pending[0]?.state === 'failed', `attempt ${attempt} did not fail`);
      await settle(m);
      const failed = m.$('.bubble.failed')!;
      expect(failed.textContent).to.contain('must arrive once');
      expect(failed.textContent).to.contain('Not sent');
      expect(m.$('[part~="outbox-item"]')).to.equal(null);
      failed.querySelector<HTMLButtonElement>('[part~="retry-button"]')!.click();
    }
    await waitUntil(() => inboxState(m.el).thread!.pending.length === 0, 'retry did not succeed');
    await settle(m);
    expect(keys).to.have.length(3);
    expect(new Set(keys).size).to.equal(1);
    expect(errors).to.deep.equal(['send', 'send']);
    expect(await stored(box, 'must arrive once')).to.have.length(1);
    expect(inboxState(m.el).thread!.messages.filter((x) => x.text === 'must arrive once')).to.have.length(1);
  });

  it('automatic retries of one send reuse its key and store it once', async () => {
    const box = await startTestSandbox();
    const { keys, fetchImpl } = lossyFetch(box, 2);
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: box.token,
      fetch: fetchImpl,
      retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 10 },
    });
    const m = await mount({ box, client });
    await openThread(m, isLong);
    await typeReply(m, 'retried quietly');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => inboxState(m.el).thread!.pending.length === 0, 'send did not complete');
    expect(keys).to.have.length(3);
    expect(new Set(keys).size).to.equal(1);
    expect(await stored(box, 'retried quietly')).to.have.length(1);
  });

  it('keeps the reply draft per thread across a reload', async () => {
    const first = await mount();
    await openThread(first, isLong);
    await typeReply(first, 'half-written reply');
    const threadId = inboxState(first.el).thread!.id;
    first.el.remove(); // flushes the draft, as a reload would
    const second = await mount({ attrs: { 'conversation-id': threadId } });
    await waitUntil(() => inboxState(second.el).thread?.status === 'ready', 'thread not opened');
    await settle(second);
    expect(second.$<HTMLTextAreaElement>('[part~="reply-input"]')!.value).to.equal('half-written reply');
  });

  it('sends a typing indicator while typing (at most one every few seconds)', async () => {
    const box = await startTestSandbox();
    let typing = 0;
    const fetchImpl: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/send/typing')) typing++;
      return box.fetch(input, init);
    };
    const client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: fetchImpl });
    const m = await mount({ box, client });
    await openThread(m, isLong);
    await typeReply(m, 'typing quickly');
    await settle(m);
    expect(typing).to.equal(1);
  });
});
