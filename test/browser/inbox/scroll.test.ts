import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { isLong, LONG_THREAD, listReady, mount, openThread, scrollTo, settle } from './helpers.js';
import { inboxState } from './harness.js';
import { accessibleEverywhere, shots } from './looks.js';

describe('<parley-inbox> thread scrolling', () => {
  it('prepends older pages with zero anchor jump (offset before and after differs by 0 px)', async () => {
    // Older pages wait at a gate, so the anchor is measured after the window moved to the top but before the prepend.
    let release: () => void = () => {};
    let gate = Promise.resolve();
    const box = await startTestSandbox();
    const gated: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/messages/list')) await gate;
      return box.fetch(input, init);
    };
    const client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: gated });
    const m = await mount({ box, client });
    await openThread(m, isLong);
    await settle(m);
    const scroller = m.$('.messages')!;
    for (let page = 0; page < 3; page++) {
      gate = new Promise((resolve) => (release = resolve));
      const before = inboxState(m.el).thread!.messages.length;
      scrollTo(scroller, 0);
      await waitUntil(() => inboxState(m.el).thread!.older === 'loading', 'older page not requested');
      await settle(m);
      // The anchor: the first message at the top of the viewport.
      const top = scroller.getBoundingClientRect().top;
      const item = m
        .$$('.messages [data-vkey]:not([data-vfloat])')
        .find((e) => e.getBoundingClientRect().bottom > top)!;
      const key = item.dataset.vkey!;
      const offset = () => item.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      const offsetBefore = offset();
      release();
      await waitUntil(() => inboxState(m.el).thread!.messages.length > before, 'no older page', { timeout: 10000 });
      await settle(m);
      expect(item.isConnected, 'anchor kept in the DOM').to.equal(true);
      expect(item.dataset.vkey).to.equal(key);
      expect(offset() - offsetBefore).to.equal(0);
      expect(scroller.scrollTop).to.be.greaterThan(1000);
    }
    release();
  });

  it('keeps the DOM bounded while the whole long thread is loaded and scrolled', async () => {
    const m = await mount();
    await openThread(m, isLong);
    const scroller = m.$('.messages')!;
    while (inboxState(m.el).thread!.nextCursor) {
      const before = inboxState(m.el).thread!.messages.length;
      scrollTo(scroller, 0);
      await waitUntil(
        () => inboxState(m.el).thread!.messages.length > before || !inboxState(m.el).thread!.nextCursor,
        'no older page',
        { timeout: 10000 },
      );
      await settle(m, 1);
    }
    await settle(m);
    expect(inboxState(m.el).thread!.messages.length).to.equal(400);
    expect(m.$$('.messages [data-vkey]').length).to.be.lessThan(80);
    // The oldest message is reachable at the top.
    scrollTo(scroller, 0);
    await settle(m, 5);
    const oldest = inboxState(m.el).thread!.messages[0]!.id;
    expect(m.$(`.messages [data-vkey="${oldest}"]`)).to.exist;
  });

  it('stays pinned to the bottom for new messages, and shows a "new messages" button when scrolled up', async () => {
    const m = await mount();
    await openThread(m, isLong);
    await settle(m);
    const scroller = m.$('.messages')!;
    const atBottom = () => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 3;
    expect(atBottom()).to.equal(true);
    await m.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text: 'pinned arrival' });
    await waitUntil(
      () => inboxState(m.el).thread!.messages.some((x) => x.text === 'pinned arrival'),
      'live message not shown',
      { timeout: 10000 },
    );
    await settle(m);
    expect(atBottom()).to.equal(true);
    expect(m.$('[part~="new-messages"]')).to.equal(null);
    expect(m.$('[role="log"]')!.textContent).to.contain('pinned arrival');

    scrollTo(scroller, 100);
    await settle(m);
    const top = scroller.scrollTop;
    await m.server('POST', '/sandbox/inbound', {
      from: LONG_THREAD.to,
      to: LONG_THREAD.from,
      text: 'while reading older',
    });
    await waitUntil(() => m.$('[part~="new-messages"]'), 'no new-messages button', { timeout: 10000 });
    expect(scroller.scrollTop).to.equal(top);
    m.$<HTMLButtonElement>('[part~="new-messages"]')!.click();
    await settle(m, 4);
    expect(atBottom()).to.equal(true);
    expect(m.$('[part~="new-messages"]')).to.equal(null);
  });
});

describe('<parley-inbox> switching threads', () => {
  it('every thread opens at its newest message, whether loaded or cached', async () => {
    const m = await mount();
    await openThread(m, isLong);
    await settle(m);
    const atEnd = () => {
      const s = m.$('.messages')!;
      return s.scrollHeight - s.scrollTop - s.clientHeight;
    };
    const ids = inboxState(m.el)
      .threads.slice(0, 6)
      .map((c) => c.id);
    // Clicking through the list twice: the first round loads each thread, the second opens it from the cache.
    for (const round of [1, 2]) {
      for (const id of ids) {
        m.$<HTMLElement>(`[data-vkey="${id}"]`)!.click();
        await waitUntil(
          () => inboxState(m.el).thread?.id === id && inboxState(m.el).thread?.status === 'ready',
          'thread not opened',
          { timeout: 10000 },
        );
        await settle(m, 4);
        const last = inboxState(m.el).thread!.messages.at(-1)!;
        expect(atEnd(), `round ${round}, ${id}: distance to the end`).to.be.at.most(2);
        expect(m.$(`.messages [data-vkey="${last.id}"]`), `round ${round}, ${id}: newest message rendered`).to.exist;
      }
    }
  });
});

describe('<parley-inbox> thread list jumped to its end', () => {
  it('shows the rows at the end after a jump (the End key, a dragged scrollbar), page after page', async () => {
    const m = await mount({ sandbox: { demoConversations: 130 } });
    await listReady(m);
    const list = m.$('.thread-list')!;
    const seen = () => {
      const view = list.getBoundingClientRect();
      return m.$$('.thread-list [data-vkey]').filter((row) => {
        const box = row.getBoundingClientRect();
        return box.bottom > view.top && box.top < view.bottom;
      });
    };
    // Each jump lands beyond every rendered row, and asks for the next page.
    while (inboxState(m.el).nextCursor) {
      const before = inboxState(m.el).threads.length;
      scrollTo(list, list.scrollHeight);
      await waitUntil(
        () => inboxState(m.el).threads.length > before || !inboxState(m.el).nextCursor,
        () => `no next page after a jump (${before} threads)`,
      );
      await settle(m);
    }
    scrollTo(list, list.scrollHeight);
    await waitUntil(
      () => seen().length >= 5,
      () => `${seen().length} rows in view at scrollTop ${list.scrollTop} of ${list.scrollHeight}`,
    );
    const last = inboxState(m.el).threads.at(-1)!.id;
    expect(inboxState(m.el).threads.length).to.equal(130);
    expect(m.$(`.thread-list [data-vkey="${last}"]`), 'the last thread is rendered').to.exist;
    await shots(m, 'inbox-list-jumped-to-end');
    await accessibleEverywhere(m, () => m.$('[part~="list"]')!.getAttribute('aria-label') !== 'Conversations');
  });
});
