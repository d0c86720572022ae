/**
 * A customer texts STOP: the open thread replaces its reply box with a note saying who opted out,
 * with which word and when, the list row is marked, and the state is axe-clean in light, dark and Arabic. START brings
 * the reply box back. Live, through the sandbox's own inbound route and event stream.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { isLong, LONG_THREAD, mount, openThread, settle } from './helpers.js';

describe('<parley-inbox> when a customer opts out', () => {
  it('shows the opt-out in place of the reply box and in the list, live, and the reply box again after START', async () => {
    const m = await mount({ attrs: { from: LONG_THREAD.from } });
    await openThread(m, isLong);
    expect(m.$('[part~="reply-input"]'), 'a reply box before').to.exist;

    expect(
      (await m.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text: 'STOP' })).status,
    ).to.equal(200);
    await waitUntil(() => m.$('[part~="opted-out"]'), 'the opt-out note', { timeout: 10_000 });
    const note = m.$('[part~="opted-out"]')!.textContent!;
    expect(note).to.contain(LONG_THREAD.contactName);
    expect(note).to.contain('STOP');
    expect(note).to.contain('START');
    expect(m.$('[part~="reply-input"]'), 'no reply box').to.equal(null);
    const row = m.$('[part~="thread-row-selected"]')!;
    expect(row.querySelector('[part~="opted-out-tag"]')?.textContent).to.equal('Opted out');
    await settle(m);
    await expect(m.el).to.be.accessible();

    m.el.setAttribute('theme', 'dark');
    await m.el.updateComplete;
    await expect(m.el).to.be.accessible();
    m.el.setAttribute('locale', 'ar');
    await waitUntil(() => /ردّ/.test(m.$('[part~="opted-out"]')!.textContent!), 'the Arabic note');
    await expect(m.el).to.be.accessible();

    await m.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text: 'START' });
    await waitUntil(() => m.$('[part~="reply-input"]'), 'the reply box after START', { timeout: 10_000 });
    expect(m.$('[part~="opted-out"]')).to.equal(null);
  });
});
