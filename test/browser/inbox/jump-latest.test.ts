/**
 * "Jump to latest" as a reader meets it: scrolled up in a long thread when the customer writes. The control sits
 * under the log (no message line is covered, at 1440 and 390 px), counts what arrived, is the next Tab stop after
 * the log, is announced politely once (not once per message), and goes away when the reader reaches the bottom by
 * scrolling or by the control. Pictures: `PARLEY_SHOTS=/tmp/shots npx web-test-runner <this file>`.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { shootAll } from '../helpers/screenshot.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { isLong, focused, LONG_THREAD, mount, openThread, scrollTo, settle, streamWatchingClient } from './helpers.js';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && b.width > 0;

/** The part of `r` the scroller shows (text scrolled out of it is clipped, so nothing can cover it). */
const shownPart = (r: DOMRect, clip: DOMRect) => {
  const top = Math.max(r.top, clip.top);
  const bottom = Math.min(r.bottom, clip.bottom);
  return new DOMRect(r.left, top, r.width, Math.max(0, bottom - top));
};

describe('<parley-inbox> Jump to latest', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('appears under the log (covering no text), counts new messages, is announced once, reachable by Tab, and goes at the bottom', async () => {
    const box = await startTestSandbox();
    const { client, streamOpen } = streamWatchingClient(box);
    const m = await mount({ box, client });
    m.el.parentElement!.style.width = '100%';
    m.el.style.setProperty('--parley-inbox-height', '80vh');
    await setViewport({ width: 1440, height: 900 });
    await openThread(m, isLong);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    const log = m.$('.messages')!;
    const jump = () => m.$<HTMLButtonElement>('[part~="new-messages"]');
    const status = () => m.$('[data-live="new-below"]')!;
    // Every time the polite region gets words is one announcement.
    const announced: string[] = [];
    let last = '';
    const trail: string[] = [];
    const watch = new MutationObserver(() => {
      const text = status().textContent!.trim();
      if (text && text !== last) announced.push(text);
      if (text !== last)
        trail.push(
          `${text.slice(0, 5)}@${jump()?.textContent?.trim() ?? '-'}@${log.scrollHeight - log.clientHeight - log.scrollTop}`,
        );
      last = text;
    });
    const region = status();
    // The whole root: were the region ever replaced, its successor is watched too (and the test below says so).
    watch.observe(m.root, { childList: true, subtree: true, characterData: true });
    expect(status().getAttribute('role')).to.equal('status');

    // Scrolled up a few screens: message text fills the log down to its bottom edge.
    await settle(m);
    scrollTo(log, log.scrollHeight - log.clientHeight - 600);
    await waitUntil(jump, 'the jump control shows when scrolled up', { timeout: 10_000 });
    expect(announced, 'nothing announced while nothing is new').to.deep.equal([]);
    for (const text of ['Are you open on Sunday?', 'And is there parking?'])
      await m.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text });
    await waitUntil(() => jump()?.textContent!.includes('New messages (2)'), 'it counts both', { timeout: 15_000 });
    await waitUntil(() => announced.length > 0, 'announced', { timeout: 10_000 });
    await settle(m);
    expect(announced, `announced once, not once per message: ${trail.join(' / ')}`).to.deep.equal([
      'New messages below. The “New messages” button follows the message log.',
    ]);

    // It covers no message text, wide and phone-sized.
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await setViewport({ width, height });
      await settle(m);
      const button = jump()!.getBoundingClientRect();
      const logBox = log.getBoundingClientRect();
      expect(button.top, `below the log at ${width}`).to.be.at.least(logBox.bottom - 0.5);
      expect(button.right, `inside the pane at ${width}`).to.be.at.most(width + 0.5);
      const texts = m.$$('.messages .text, .messages [part~="status"], .messages .day');
      expect(texts.length).to.be.greaterThan(3);
      const shown = texts.filter((t) => shownPart(t.getBoundingClientRect(), logBox).height > 0);
      expect(shown.length, 'message text shows down to the edge of the log').to.be.greaterThan(3);
      for (const t of shown)
        expect(
          overlaps(shownPart(t.getBoundingClientRect(), logBox), button),
          `covers "${t.textContent!.trim().slice(0, 40)}"`,
        ).to.equal(false);
    }
    await setViewport({ width: 1440, height: 900 });
    await expect(m.el).to.be.accessible();
    await shootAll('jump-to-latest-counted', { settle: () => settle(m) });

    // The keyboard: the next Tab stop after the log; Enter takes the reader to the end and the control goes.
    log.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(m), 'Tab from the log reaches it').to.equal(jump());
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !jump(), 'gone at the bottom', { timeout: 10_000 });
    expect(focused(m), 'focus stays in the log').to.equal(log);
    await waitUntil(() => log.scrollHeight - log.clientHeight - log.scrollTop <= 2, 'at the end', { timeout: 10_000 });
    expect(m.$$('.messages .text').at(-1)!.textContent).to.contain('And is there parking?');
    expect(status().textContent!.trim(), 'the region empties').to.equal('');

    // Up again, one more message, then the reader scrolls down by themselves: it goes too.
    scrollTo(log, log.scrollHeight - log.clientHeight - 600);
    await waitUntil(jump, 'shown again when scrolled up', { timeout: 10_000 });
    await m.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text: 'Found it!' });
    await waitUntil(() => jump()?.textContent!.includes('New messages (1)'), 'counts anew from one', {
      timeout: 15_000,
    });
    await waitUntil(() => announced.length >= 2, 'announced again for this new batch', { timeout: 10_000 });
    await settle(m);
    expect(announced.length, trail.join(' / ')).to.equal(2);
    await waitUntil(
      () => {
        scrollTo(log, log.scrollHeight);
        return !jump();
      },
      'gone when scrolled to the bottom',
      { timeout: 10_000 },
    );
    await settle(m);
    expect(announced.length, `still one announcement per batch: ${trail.join(' / ')}`).to.equal(2);
    expect(status(), 'one live region throughout (a replaced region may not be read)').to.equal(region);
    watch.disconnect();
  });
});
