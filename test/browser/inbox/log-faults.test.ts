/**
 * The message log's smaller faults, each in the state where it was seen: reactions name who reacted (the contact, a
 * teammate, "You"), the reaction picker and its "More reactions" grid are an overlay anchored to the toggle (nothing
 * in the log moves, one scroll area at most, Escape returns focus), and a message's "☺+" shows with hover or focus,
 * not always. Pictures with `PARLEY_SHOTS=/tmp/shots npx web-test-runner test/browser/inbox/log-faults.test.ts`.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { DEMO_TEAMMATE } from '../../../src/sandbox/demo-data.js';
import type { Message } from '../../../src/schemas/messages.js';
import { ALL_SCOPES } from '../helpers/sandbox.js';
import { accessibleEverywhere, shots } from './looks.js';
import { inboxState } from './harness.js';
import {
  isLong,
  arrowTo,
  focused,
  linkStatsOnNewMessage,
  LONG_THREAD,
  mount,
  openThread,
  settle,
  type Mounted,
} from './helpers.js';

const opacity = (el: Element) => Number(getComputedStyle(el).opacity);

/** The newest messages of the long thread in the sandbox's store (written before the inbox reads them). */
function longThreadMessages(m: Mounted): Message[] {
  return Object.values(m.sandbox.store.data.messages)
    .filter((x) => x.from === LONG_THREAD.from && x.to === LONG_THREAD.to)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

describe('<parley-inbox> message log faults', () => {
  it('names who reacted: the contact, a teammate from `users`, and "You"', async () => {
    const m = await mount({ width: 1000 });
    m.el.users = [{ id: DEMO_TEAMMATE, name: 'Sam Lee' }];
    const target = longThreadMessages(m).at(-2)!;
    const at = new Date().toISOString();
    target.reactions = [
      { emoji: '👍', by: LONG_THREAD.to, at },
      { emoji: '👍', by: 'agent@example.com', at },
      { emoji: '❤️', by: DEMO_TEAMMATE, at },
      { emoji: '😮', by: 'someone@else.example', at },
    ];
    await openThread(m, isLong);
    await settle(m);
    const row = m.$(`[data-vkey="${target.id}"]`)!;
    const labels = [...row.querySelectorAll('[part~="reaction"]')].map((b) => b.getAttribute('aria-label')!);
    const name = inboxState(m.el).thread!.conversation!.contact?.name ?? '';
    expect(name, 'the demo contact has a name').to.not.equal('');
    expect(labels[0]).to.contain(name).and.contain('You').and.not.contain(LONG_THREAD.to);
    expect(labels[1]).to.contain('Sam Lee').and.not.contain(DEMO_TEAMMATE);
    expect(labels[2], 'nobody known by that id: the id').to.contain('someone@else.example');
    expect(row.querySelector('[part~="reaction"]')!.getAttribute('title')).to.contain(name);
    await accessibleEverywhere(m, () => /[\u0600-\u06ff]/.test(m.$('.messages')!.getAttribute('aria-label')!));
  });

  it('shows "☺+" on hover or focus only; the picker and its grid are an overlay that moves nothing', async () => {
    const m = await mount({ width: 1000 });
    m.el.parentElement!.style.maxWidth = '100%';
    await openThread(m, isLong);
    await settle(m);
    const toggles = m.$$('[part~="react-button"]');
    expect(toggles.length).to.be.greaterThan(3);
    expect(
      toggles.every((t) => opacity(t) === 0),
      'no message hovered or focused: no toggle shows',
    ).to.equal(true);

    // Keyboard: arrows reach a toggle through its message, and it shows while it or its message has focus.
    const toggle = await arrowTo(m, (el) => el.matches('[part~="react-button"]'));
    expect(opacity(toggle)).to.equal(1);
    const item = toggle.closest<HTMLElement>('[data-vkey]')!;
    const next = item.nextElementSibling as HTMLElement;
    const log = m.$('.messages')!;
    const before = { next: next.getBoundingClientRect().toJSON(), logHeight: log.scrollHeight };

    await sendKeys({ press: 'Enter' });
    const picker = await waitUntil(() => m.$('parley-reaction-picker'), 'the picker');
    await waitUntil(() => focused(m)?.getAttribute('role') === 'menuitem', 'focus on the first emoji');
    const picker$ = m.$('parley-reaction-picker')!;
    expect(picker$.matches(':popover-open'), 'in the top layer').to.equal(true);
    expect(getComputedStyle(picker$).position).to.equal('fixed');
    expect(opacity(toggle), 'its toggle shows while open').to.equal(1);
    void picker;
    m.$<HTMLButtonElement>('[part~="more-reactions"]')!.click();
    await waitUntil(() => m.$('.emoji-search') && focused(m)?.classList.contains('emoji-search'), 'the grid');
    await settle(m);
    const panel = m.$('[part~="emoji-picker"]')!.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    expect(
      panel.top >= 0 && panel.left >= 0 && panel.bottom <= vh && panel.right <= vw,
      'inside the viewport',
    ).to.equal(true);
    expect(panel.width, 'not a 140 px sliver').to.be.greaterThan(250);
    const a = toggle.getBoundingClientRect();
    expect(
      Math.abs(panel.top - a.bottom) < 12 || Math.abs(panel.bottom - a.top) < 12,
      'anchored to the toggle (below or above)',
    ).to.equal(true);
    expect(next.getBoundingClientRect().toJSON(), 'the next message did not move').to.deep.equal(before.next);
    expect(log.scrollHeight, 'the log did not grow').to.equal(before.logHeight);
    const scrollers = [picker$, ...picker$.querySelectorAll('*')].filter((el) => {
      const style = getComputedStyle(el);
      return (
        /(auto|scroll)/.test(style.overflowY + style.overflowX) &&
        (el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth)
      );
    });
    expect(scrollers.length, 'one scroll area at most').to.be.at.most(1);
    await shots(m, 'log-more-reactions');
    await accessibleEverywhere(m, () => m.$<HTMLInputElement>('.emoji-search')?.placeholder === 'ابحث عن رمز تعبيري');

    m.$<HTMLInputElement>('.emoji-search')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !m.$('parley-reaction-picker'), 'closed');
    expect(focused(m), 'focus back on its toggle').to.equal(toggle);

    // A press outside closes it too.
    toggle.click();
    await waitUntil(() => m.$('parley-reaction-picker'), 'open again');
    log.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitUntil(() => !m.$('parley-reaction-picker'), 'closed by a press outside');
  });

  it('opens the link-clicks details inside the viewport with a chart: a bar, a value and a date per day', async () => {
    const m = await mount({ width: 1000, scopes: [...ALL_SCOPES, 'links:read'] });
    m.el.parentElement!.style.maxWidth = '100%';
    const el = await linkStatsOnNewMessage(m);
    const $ = <T extends Element>(s: string) => el.shadowRoot!.querySelector<T>(s);
    const $$ = <T extends Element>(s: string) => [...el.shadowRoot!.querySelectorAll<T>(s)];
    // Where it was seen: the newest message at the bottom of an inbox that ends at the bottom of the page.
    const host = m.el.parentElement!;
    host.style.marginTop = `${document.documentElement.clientHeight - m.el.getBoundingClientRect().bottom - 4}px`;
    await settle(m);
    $<HTMLButtonElement>('[part~="toggle"]')!.click();
    await waitUntil(() => $$('[part~="chart-bar"]').length === 3, 'the chart', { timeout: 10_000 });
    await el.updateComplete;

    const bars = $$<SVGRectElement>('[part~="chart-bar"]');
    const heights = bars.map((b) => b.getBBox().height);
    expect(bars.map((b) => b.dataset.clicks)).to.deep.equal(['3', '1', '5']);
    expect(heights[2]! > heights[0]! && heights[0]! > heights[1]!, `heights follow the counts: ${heights}`).to.equal(
      true,
    );
    const widths = bars.map((b) => b.getBoundingClientRect().width);
    expect(Math.max(...widths), 'bars, not one block').to.be.lessThan(40);
    expect($$('[part~="chart-value"]').map((v) => v.textContent)).to.deep.equal(['3', '1', '5']);
    expect($$('[part~="chart-date"]').length, 'a date under each of three days').to.equal(3);
    expect($('[part~="chart-axis"]')).to.not.equal(null);
    expect($('.panel')!.textContent).to.contain('9 clicks');
    expect($$('table td').map((c) => c.textContent)).to.include.members(['3', '1', '5']);

    const panel = $<HTMLElement>('.panel')!;
    const box = panel.getBoundingClientRect();
    const toggle = $<HTMLElement>('[part~="toggle"]')!.getBoundingClientRect();
    const vh = document.documentElement.clientHeight;
    const vw = document.documentElement.clientWidth;
    expect(box.top >= 0 && box.bottom <= vh && box.left >= 0 && box.right <= vw, 'inside the viewport').to.equal(true);
    expect(panel.matches(':popover-open'), 'above the log, not clipped by it').to.equal(true);
    expect(box.bottom, 'no room below: above its button').to.be.closeTo(toggle.top - 4, 2);
    const log = m.$('.messages')!;
    host.style.marginTop = '';
    log.scrollTop = log.scrollHeight;
    await settle(m);
    await shots(m, 'log-link-clicks-chart');
    await accessibleEverywhere(m, () => /[\u0600-\u06ff]/.test(m.$('.messages')!.getAttribute('aria-label')!));
    // Escape closes it and focus returns to the count.
    $<HTMLButtonElement>('.close')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !panel.matches(':popover-open'), 'closed');
  });
});
