import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { isLong, LONG_THREAD, listReady, mount, openThread, settle, streamWatchingClient } from './helpers.js';
import { inboxState, authErrorShown } from './harness.js';

/** A client whose fetch counts requests by path and lets the test cut the live stream like a dropped connection. */
function instrumented(box: TestSandbox) {
  const counts = new Map<string, number>();
  const cuts: (() => void)[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = `${request.method} ${new URL(request.url).pathname.replace('/api', '')}`;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const response = await box.fetch(request);
    if (!path.endsWith('/events/stream') || !response.body) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        cuts.push(() => {
          controller.error(new TypeError('network connection lost'));
          void reader.cancel();
        });
      },
      async pull(controller) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) controller.close();
        else controller.enqueue(value!);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  const client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: fetchImpl });
  return { client, count: (path: string) => counts.get(path) ?? 0, cut: () => cuts.at(-1)?.() };
}

describe('<parley-inbox> live updates', () => {
  beforeEach(() => localStorage.clear());

  it('moves a thread with a new inbound message to the top, with its unread count and preview', async () => {
    const box = await startTestSandbox();
    const { client, streamOpen } = streamWatchingClient(box);
    const m = await mount({ box, client });
    await listReady(m);
    await waitUntil(() => inboxState(m.el).threads.length > 5);
    const target = inboxState(m.el).threads[5]!;
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    await m.server('POST', '/sandbox/inbound', { from: target.to, to: target.from, text: 'bumped to the top' });
    await waitUntil(() => inboxState(m.el).threads[0]?.id === target.id, 'thread not moved to the top', {
      timeout: 10000,
    });
    await settle(m);
    const row = m.$(`[data-vkey="${target.id}"]`)!;
    expect(row.dataset.row).to.equal('0');
    expect(row.textContent).to.contain('bumped to the top');
    expect(Number(row.querySelector('[part~="unread-badge"]')!.textContent)).to.equal(target.unreadCount + 1);
  });

  it('shows the other side typing, and the live message in the open thread and the log', async () => {
    const box = await startTestSandbox();
    const { client, streamOpen } = streamWatchingClient(box);
    const m = await mount({ box, client });
    await openThread(m, isLong);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    await m.server('POST', '/sandbox/typing', { from: LONG_THREAD.to, to: LONG_THREAD.from });
    await waitUntil(() => m.$('.typing'), 'no typing indicator', { timeout: 10000 });
    // The name is wrapped in Unicode isolates (U+2068 … U+2069) so it keeps its direction in any locale.
    expect(m.$('.typing')!.textContent).to.contain(`\u2068${LONG_THREAD.contactName}\u2069 is typing`);
    await m.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text: 'typed and sent' });
    await waitUntil(() => m.$('[role="log"]')!.textContent!.includes('typed and sent'), 'not announced', {
      timeout: 10000,
    });
    await settle(m);
    expect(m.$('.typing')).to.equal(null);
    // Read at the bottom: the open thread stays read.
    await waitUntil(
      () => m.sandbox.store.unreadByConversation.get(inboxState(m.el).thread!.id) === 0,
      'not marked read',
      { timeout: 10000 },
    );
  });

  it('resumes after a dropped connection without a re-sync and without losing events', async () => {
    const box = await startTestSandbox();
    const { client, count, cut } = instrumented(box);
    const m = await mount({ box, client });
    await openThread(m, isLong);
    await waitUntil(() => count('GET /events/stream') === 1);
    await new Promise((r) => setTimeout(r, 100));
    // A first event gives the stream a cursor to resume from.
    await m.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text: 'before the drop' });
    await waitUntil(() => inboxState(m.el).thread!.messages.some((x) => x.text === 'before the drop'), 'first event', {
      timeout: 10000,
    });
    const lists = count('POST /conversations/list');
    cut();
    await m.server('POST', '/sandbox/inbound', {
      from: LONG_THREAD.to,
      to: LONG_THREAD.from,
      text: 'sent while offline',
    });
    await waitUntil(
      () => inboxState(m.el).thread!.messages.some((x) => x.text === 'sent while offline'),
      'missed event not delivered',
      { timeout: 15000 },
    );
    expect(count('GET /events/stream')).to.equal(2);
    expect(count('POST /conversations/list')).to.equal(lists);
  });

  it('re-syncs the list and the open thread after a reset and when the tab becomes visible again', async () => {
    const box = await startTestSandbox();
    const { client, count } = instrumented(box);
    const m = await mount({ box, client });
    await openThread(m, isLong);
    await waitUntil(() => count('GET /events/stream') === 1);
    await new Promise((r) => setTimeout(r, 100));
    const threadPath = `GET /conversations/${inboxState(m.el).thread!.id}`;
    const lists = count('POST /conversations/list');
    const gets = count(threadPath);
    await m.server('POST', '/sandbox/reset');
    await waitUntil(
      () => count('POST /conversations/list') === lists + 1 && count(threadPath) === gets + 1,
      'no re-sync after reset',
      { timeout: 10000 },
    );

    const state = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
    try {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')).to.deep.equal(state);
    }
    await waitUntil(
      () => count('POST /conversations/list') === lists + 2 && count(threadPath) === gets + 2,
      'no re-sync when visible',
      { timeout: 10000 },
    );
  });

  it('shows a clear state with Retry and fires parley-error when the token cannot be renewed', async () => {
    const box = await startTestSandbox();
    let good = false;
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: box.fetch,
      tokenProvider: async () => (good ? box.token : 'not-a-valid-token'),
      retry: { retries: 0 },
    });
    const m = await mount({ box, client });
    const error = (await oneEvent(m.el, 'parley-error')) as CustomEvent;
    expect(error.detail.action).to.equal('auth');
    expect(error.detail.error.kind).to.equal('unauthorized');
    await settle(m);
    const banner = m.$('.banner[role="alert"]')!;
    expect(banner.textContent).to.contain('session has expired');
    await expect(m.el).to.be.accessible();
    good = true;
    banner.querySelector<HTMLButtonElement>('[part~="retry-button"]')!.click();
    await waitUntil(() => inboxState(m.el).listStatus === 'ready' && !authErrorShown(m.el), 'no recovery', {
      timeout: 10000,
    });
    expect(inboxState(m.el).threads.length).to.be.greaterThan(0);
  });
});
