import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { LONG_THREAD, mount, openThread, listReady, scrollTo, settle } from './helpers.js';
import { inboxState } from './harness.js';

describe('<parley-inbox> rendering', () => {
  it('lists conversations newest activity first, then opens the long thread with a bounded DOM', async () => {
    const m = await mount();
    await listReady(m);
    expect(inboxState(m.el).listStatus).to.equal('ready');
    const times = inboxState(m.el).threads.map((t) => t.lastActivityAt);
    expect(times).to.deep.equal([...times].sort().reverse());
    expect(m.$$('[role="option"]').length).to.be.greaterThan(0);
    await openThread(m, (c) => c.to === LONG_THREAD.to && c.from === LONG_THREAD.from);
    await settle(m);
    const items = m.$$('.messages [role="listitem"]');
    expect(items.length).to.be.greaterThan(3);
    expect(items.length).to.be.lessThan(120);
    const scroller = m.$('.messages')!;
    // Pinned to the newest message.
    expect(scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight).to.be.lessThan(3);
    // Day separators between days (the long thread has about one message every 1.7 hours): a taller inbox shows a
    // day and a half of them.
    m.el.style.setProperty('--parley-inbox-height', '2400px');
    await settle(m, 5);
    const days = m.$$('.messages .day');
    expect(days.length).to.be.greaterThan(0);
    expect(days.every((d) => d.textContent!.trim().length > 0)).to.equal(true);
    expect(m.$$('.messages [data-vkey]').indexOf(days[0]!)).to.be.greaterThan(-1);
  });

  it('loads the next page of threads when the list is scrolled to its end, keeping the DOM bounded', async () => {
    const m = await mount({ sandbox: { demoConversations: 160 } });
    await listReady(m);
    expect(inboxState(m.el).threads.length).to.equal(50);
    const list = m.$('.thread-list')!;
    for (let page = 2; page <= 3; page++) {
      scrollTo(list, list.scrollHeight);
      await waitUntil(() => inboxState(m.el).threads.length >= 50 * page, `page ${page} not loaded`, {
        timeout: 10000,
      });
      await settle(m);
    }
    const ids = inboxState(m.el).threads.map((t) => t.id);
    expect(new Set(ids).size).to.equal(ids.length);
    expect(m.$$('[role="option"]').length).to.be.lessThan(40);
    expect(m.$('[role="option"]')!.getAttribute('aria-setsize')).to.equal('-1');
  });
});
