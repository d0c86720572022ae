import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { Message } from '../../../src/schemas/messages.js';
import { DEMO_SENDERS, DEMO_TEST_NUMBERS } from '../../../src/sandbox/demo-data.js';
import { ALL_SCOPES, startTestSandbox } from '../helpers/sandbox.js';
import {
  isLong,
  LONG_THREAD,
  listReady,
  mount,
  openThread,
  settle,
  streamWatchingClient,
  threadReady,
  type Mounted,
} from './helpers.js';
import { inboxState } from './harness.js';
import { accessibleEverywhere, shots } from './looks.js';

async function openById(m: Mounted, id: string): Promise<void> {
  m.el.conversationId = id;
  await waitUntil(
    () => inboxState(m.el).thread?.id === id && inboxState(m.el).thread?.status !== 'loading',
    'thread not opened',
    { timeout: 10000 },
  );
  await threadReady(m);
}

/** Sends through the server API (as the customer's backend would) and returns the message. */
async function serverSend(m: Mounted, body: object): Promise<Message> {
  const res = await m.server<Message>('POST', '/send', body);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body;
}

describe('<parley-inbox> features', () => {
  beforeEach(() => localStorage.clear());

  it('shows contact, numbers, unread badge and preview in rows; opening marks the thread read', async () => {
    const m = await mount();
    await listReady(m);
    const unread = inboxState(m.el).threads.find((c) => c.unreadCount > 0)!;
    expect(unread, 'demo data has an unread thread').to.exist;
    const row = m.$(`[data-vkey="${unread.id}"]`)!;
    expect(row.querySelector('[part~="unread-badge"]')!.textContent!.trim()).to.equal(String(unread.unreadCount));
    expect(row.textContent).to.contain(unread.contact?.name ?? unread.to);
    const select = oneEvent(m.el, 'parley-thread-select');
    row.click();
    expect(((await select) as CustomEvent).detail.conversationId).to.equal(unread.id);
    await threadReady(m);
    await waitUntil(
      () => inboxState(m.el).threads.find((c) => c.id === unread.id)!.unreadCount === 0,
      'not marked read',
      { timeout: 10000 },
    );
    expect(m.sandbox.store.unreadByConversation.get(unread.id)).to.equal(0);
    expect(m.$('.thread-header')!.textContent).to.contain(unread.to);
  });

  it('does not fire parley-thread-select when the host sets conversation-id', async () => {
    const m = await mount();
    await listReady(m);
    let fired = 0;
    m.el.addEventListener('parley-thread-select', () => fired++);
    await openById(m, inboxState(m.el).threads[1]!.id);
    expect(fired).to.equal(0);
  });

  it('opens a thread with one request (conversation and first page together)', async () => {
    const m = await mount();
    await listReady(m);
    const calls: string[] = [];
    const original = m.sandbox.fetch;
    m.sandbox.fetch = (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return original(request);
    };
    m.$<HTMLElement>('[role="option"]')!.click();
    await threadReady(m);
    m.sandbox.fetch = original;
    // The team's notes and presence of the thread, and the customer's other threads for the header's "Also with"
    // (`conversations/list {to}`), are their own calls (DESIGN §10), not part of opening it.
    expect(
      calls.filter(
        (c) =>
          c.includes('/conversations/') &&
          c !== 'POST /api/conversations/list' &&
          !/\/(read|notes\/list|presence)$/.test(c),
      ),
      calls.join(', '),
    ).to.have.length(1);
  });

  it('filters by unread-only, search text, and the from / brand-id attributes', async () => {
    const m = await mount();
    await listReady(m);
    m.$<HTMLInputElement>('input[type="checkbox"]')!.click();
    await waitUntil(
      () => inboxState(m.el).listStatus === 'ready' && inboxState(m.el).threads.every((c) => c.unreadCount > 0),
      'unread filter',
    );
    expect(inboxState(m.el).threads.length).to.be.greaterThan(0);
    m.$<HTMLInputElement>('input[type="checkbox"]')!.click();
    const search = m.$<HTMLInputElement>('input[type="search"]')!;
    search.focus();
    await sendKeys({ type: 'Jordan' });
    await waitUntil(
      () =>
        inboxState(m.el).listStatus === 'ready' &&
        inboxState(m.el).threads.length > 0 &&
        inboxState(m.el).threads.every((c) => JSON.stringify(c).includes('Jordan')),
      'search',
      { timeout: 5000 },
    );
    m.el.setAttribute('from', DEMO_SENDERS.northwindPhone);
    await waitUntil(
      () =>
        inboxState(m.el).listStatus === 'ready' &&
        inboxState(m.el).threads.every((c) => c.from === DEMO_SENDERS.northwindPhone),
      'from filter',
    );
    const m2 = await mount({ attrs: { 'brand-id': 'brand_northwind_travel' } });
    await waitUntil(() => inboxState(m2.el).listStatus === 'ready', 'list');
    expect(inboxState(m2.el).threads.length).to.be.greaterThan(0);
    expect(inboxState(m2.el).threads.every((c) => c.brandId === 'brand_northwind_travel')).to.equal(true);
  });

  it('opens the thread of a from/to pair given as attributes', async () => {
    const m = await mount({ attrs: { from: LONG_THREAD.from, to: LONG_THREAD.to } });
    await waitUntil(() => inboxState(m.el).thread?.status === 'ready', 'pair thread', { timeout: 10000 });
    expect(inboxState(m.el).thread!.conversation!.to).to.equal(LONG_THREAD.to);
  });

  it("toggles reactions (several per message) and marks one's own as pressed", async () => {
    const m = await mount({ user: 'agent@example.com' });
    await openThread(m, isLong);
    await settle(m);
    const last = inboxState(m.el).thread!.messages.at(-1)!;
    const item = () => m.$(`[data-vkey="${last.id}"]`)!;
    item().querySelector<HTMLButtonElement>('[part~="react-button"]')!.click();
    await waitUntil(() => item().querySelector('[role="menuitem"]'), 'picker did not open');
    item().querySelector<HTMLButtonElement>('[role="menuitem"][aria-label="React with 👍"]')!.click();
    await waitUntil(
      () =>
        inboxState(m.el)
          .thread!.messages.at(-1)!
          .reactions.some((r) => r.emoji === '👍' && r.by === 'agent@example.com'),
      'reaction not stored',
    );
    await settle(m);
    const pressed = () => item().querySelector('[part~="reaction"][aria-pressed="true"]');
    expect(pressed()).to.exist;
    item().querySelector<HTMLButtonElement>('[part~="react-button"]')!.click();
    await waitUntil(() => item().querySelector('[role="menuitem"]'), 'picker did not open');
    item().querySelector<HTMLButtonElement>('[role="menuitem"][aria-label="React with 🙏"]')!.click();
    await waitUntil(
      () =>
        inboxState(m.el)
          .thread!.messages.at(-1)!
          .reactions.filter((r) => r.by === 'agent@example.com').length === 2,
      'second reaction',
    );
    await settle(m);
    (pressed() as HTMLElement).click(); // toggles the first own reaction off
    await waitUntil(
      () =>
        inboxState(m.el)
          .thread!.messages.at(-1)!
          .reactions.filter((r) => r.by === 'agent@example.com').length === 1,
      'toggle off',
    );
  });

  it('shows scheduled messages with a working Cancel', async () => {
    const box = await startTestSandbox();
    const { client, streamOpen } = streamWatchingClient(box);
    const m = await mount({ box, client });
    await openThread(m, isLong);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    const at = new Date(Date.now() + 3 * 86400e3).toISOString();
    const scheduled = await serverSend(m, {
      type: 'SMS',
      from: LONG_THREAD.from,
      to: LONG_THREAD.to,
      text: 'see you Friday',
      scheduledTime: at,
    });
    await waitUntil(() => m.$(`[data-vkey="${scheduled.id}"]`), 'scheduled message not shown live', { timeout: 10000 });
    await settle(m);
    const item = m.$(`[data-vkey="${scheduled.id}"]`)!;
    expect(item.textContent).to.contain('Scheduled for');
    // Its row says it is not sent yet, beside its preview, and then that it never was.
    const row = () => m.$('[part~="thread-row-selected"]')!;
    const unsent = () => row().querySelector('[part~="unsent-tag"]')?.textContent;
    await waitUntil(() => unsent() === 'Scheduled', `the row says "${row().textContent}"`, { timeout: 10_000 });
    expect(row().querySelector('.preview')!.textContent).to.contain('see you Friday');
    await accessibleEverywhere(m, () => unsent() === 'مجدولة');
    await shots(m, 'inbox-row-scheduled');
    item.querySelector<HTMLButtonElement>('[part~="cancel-button"]')!.click();
    await waitUntil(
      () => inboxState(m.el).thread!.messages.find((x) => x.id === scheduled.id)!.status === 'CANCELLED',
      'not cancelled',
    );
    expect(m.sandbox.store.data.messages[scheduled.id]!.status).to.equal('CANCELLED');
    await waitUntil(() => unsent() === 'Cancelled', `the row says "${row().textContent}"`, { timeout: 10_000 });
  });

  it('renders RCS fallback with both legs, and failures with their reason', async () => {
    const m = await mount({ sandbox: { carrierDelays: { sent: 5, delivered: 10, read: 20 } } });
    await listReady(m);
    const rcs = await serverSend(m, {
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: DEMO_TEST_NUMBERS.noRcs,
      rcs: { text: 'RCS hello' },
      fallback: { from: DEMO_SENDERS.acmePhone, text: 'SMS hello' },
    });
    await waitUntil(() => m.sandbox.store.data.messages[rcs.id]!.status === 'FALLBACK_SENT', 'no fallback', {
      timeout: 10000,
    });
    await openById(m, rcs.conversationId);
    await settle(m);
    const text = m.$(`[data-vkey="${rcs.id}"]`)!.textContent!;
    // What the customer received first, the RCS attempt behind a disclosure.
    expect(text).to.contain('SMS hello');
    expect(text).to.contain('RCS hello');
    expect(text).to.match(/Sent as SMS — RCS not delivered/);
    const failed = await serverSend(m, {
      type: 'SMS',
      from: DEMO_SENDERS.acmePhone,
      to: DEMO_TEST_NUMBERS.fails,
      text: 'doomed',
    });
    await waitUntil(() => m.sandbox.store.data.messages[failed.id]!.status === 'FAILED', 'no failure', {
      timeout: 10000,
    });
    await openById(m, failed.conversationId);
    await settle(m);
    const failedText = m.$(`[data-vkey="${failed.id}"]`)!.textContent!;
    expect(failedText).to.contain('Failed');
    const reason = m.sandbox.store.data.messages[failed.id]!.error?.message;
    if (reason) expect(failedText).to.contain(reason);
  });

  it('renders RCS cards, carousels and suggestion chips', async () => {
    const m = await mount();
    await listReady(m);
    const card = await serverSend(m, {
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: LONG_THREAD.to,
      rcs: {
        carousel: {
          cardWidth: 'MEDIUM',
          cards: [
            {
              title: 'Flat white',
              description: 'Double ristretto',
              media: { url: 'https://cdn.example/fw.jpg', height: 'SHORT' },
            },
            {
              title: 'Cortado',
              description: 'Equal parts',
              suggestions: [{ type: 'openUrl', text: 'Order', url: 'https://acme.example/order' }],
            },
          ],
        },
        suggestions: [
          { type: 'reply', text: 'Yes please' },
          { type: 'dial', text: 'Call us', phoneNumber: '+14155550100' },
        ],
      },
    });
    await openById(m, card.conversationId);
    await settle(m);
    const item = m.$(`[data-vkey="${card.id}"]`)!;
    expect(item.querySelectorAll('[part~="card"]')).to.have.length(2);
    expect(item.querySelector('[part~="carousel"]')).to.exist;
    expect(item.querySelector<HTMLImageElement>('img[part~="media"]')!.src).to.equal('https://cdn.example/fw.jpg');
    const links = [...item.querySelectorAll<HTMLAnchorElement>('a')];
    expect(links.map((a) => a.href)).to.deep.equal(['https://acme.example/order', 'tel:+14155550100']);
    for (const a of links) expect([a.rel, a.target]).to.deep.equal(['noopener noreferrer', '_blank']);
    expect(item.textContent).to.contain('Yes please');
  });

  it('reloads and keeps the open thread when moved in the DOM', async () => {
    const m = await mount();
    await openThread(m, isLong);
    const id = inboxState(m.el).thread!.id;
    const other = document.createElement('div');
    other.style.width = '900px';
    document.body.append(other);
    other.append(m.el); // disconnect + connect
    await m.el.updateComplete; // the reload starts here
    expect(inboxState(m.el).listStatus).to.equal('loading');
    await waitUntil(
      () => inboxState(m.el).listStatus === 'ready' && inboxState(m.el).thread?.status === 'ready',
      'not reloaded',
      { timeout: 10000 },
    );
    expect(inboxState(m.el).thread!.id).to.equal(id);
    await m.el.updateComplete;
    const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    input.value = 'after the move';
    input.dispatchEvent(new Event('input'));
    m.el.remove();
    other.remove();
    expect(JSON.parse(localStorage.getItem(`parley:draft:inbox-reply:${id}`)!).v).to.equal('after the move');
  });

  it('hides controls the token has no scope for, and says why there is no reply box', async () => {
    const m = await mount({ scopes: ['conversations:read'] });
    await openThread(m, isLong);
    await waitUntil(() => inboxState(m.el).claims.scopes, 'claims not read');
    await settle(m);
    expect(m.$('[part~="composer"]')).to.equal(null);
    expect(m.$('[part~="read-only"]')?.textContent).to.equal(
      'You can read this conversation, but your access does not include replying.',
    );
    expect(m.$('[part~="react-button"]')).to.equal(null);
    expect(m.$('button[aria-controls="notes"]')).to.equal(null);
    expect(ALL_SCOPES.length).to.be.greaterThan(1);
  });
});
