import { expect, waitUntil } from '@open-wc/testing';
import { LONG_THREAD, mount, openThread, listReady, settle } from './helpers.js';

describe('<parley-inbox> rendering', () => {
  it('lists conversations newest activity first, then opens the long thread with a bounded DOM', async () => {
    const m = await mount();
    await listReady(m);
    expect(m.el.listStatus).to.equal('ready');
    const times = m.el.threads.map((t) => t.lastActivityAt);
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
  });
});
