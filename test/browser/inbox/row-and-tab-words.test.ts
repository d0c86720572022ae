/**
 * Words of the list that must agree with each other and read well: the reader is "You" on a row's assignee tag and in
 * the open thread's header alike (one place tells the reader from the others); a view's tab is named with its count
 * apart ("Open 40", not "Open40"); and on a wide element the list has the room for a row's sender, its wait and its
 * assignee on one line, so the sender is not cut there. Against the sandbox, in Chromium.
 */
import { expect } from '@open-wc/testing';
import { assignConversation } from '../../../src/api/team.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, settle, threadReady } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';
import { inboxOf, row, shownCount, USERS } from './team-harness.js';

const text = (el: Element | null | undefined) =>
  el?.textContent
    ?.replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('<parley-inbox> words that agree', () => {
  it('names the reader "You" on the row and in the header of the thread assigned to them', async () => {
    const box = await startTestSandbox();
    const ana = await inboxOf(box, USERS[0]);
    const target = inboxState(ana.el).threads.find((c) => !c.assignee)!;
    const assigned = await assignConversation(ana.api, target.id, USERS[0].id);
    expect(assigned.assignee?.id).to.equal(USERS[0].id);
    await waitUntil(() => row(ana, target.id)?.querySelector('[part~="assignee-tag"]'), 'the row’s assignee tag');
    const tag = row(ana, target.id)!.querySelector('[part~="assignee-tag"]')!;
    expect(text(tag.querySelector('[aria-hidden="true"]'))).to.equal('You');
    expect(text(tag.querySelector('.visually-hidden'))).to.equal('Assigned to you');

    row(ana, target.id)!.click();
    await threadReady(ana);
    await waitUntil(() => ana.$('[part~="assign-button"]'), 'the header’s assignee');
    expect(text(ana.$('[part~="assign-button"]'))).to.equal('Assigned: You ▾');
    expect(text(ana.$('.thread-header')), 'the reader’s own name nowhere in the header').not.to.contain(USERS[0].name);
    await shots(ana, 'inbox-assigned-you');
    await accessibleEverywhere(ana, () => text(ana.$('[part~="assign-button"]'))!.includes('أنت'));
    ana.el.remove();
  });

  it('names each view’s tab with its count apart, as Chromium’s accessibility tree reads it', async () => {
    const m = await mount();
    await listReady(m);
    await waitUntil(() => shownCount(m, 'open') !== undefined, 'the counts');
    // Chromium builds a tab's name from its text nodes and leaves out a node of spaces alone: the count's space must
    // be in a text node with the count (its tree named the tab "Open40" before).
    const axName = (tab: Element) => {
      const walker = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT);
      let name = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.textContent!.trim()) name += node.textContent;
      return name.replace(/\s+/g, ' ').trim();
    };
    const names = m.$$('[role="tab"]').map(axName);
    expect(names).to.have.length(6);
    for (const name of names) expect(name).to.match(/^\D+ \d+$/);
    expect(names[0]).to.equal(`Open ${shownCount(m, 'open')}`);
    m.el.remove();
  });

  it('shows a row’s sender whole beside its wait and its assignee on a 1440-pixel-wide inbox', async () => {
    const m = await mount({ width: 1440, attrs: { 'reply-target': '15m' } });
    m.el.senders = { [DEMO_SENDERS.acmePhone]: 'Acme Coffee', [DEMO_SENDERS.northwindPhone]: 'Northwind Travel' };
    m.el.style.height = '860px';
    await listReady(m);
    await settle(m);
    const rows = m.$$<HTMLElement>('[part~="thread-row"]');
    const crowded = rows.filter(
      (r) => r.querySelector('[part~="waiting"]') && r.querySelector('[part~="assignee-tag"]'),
    );
    expect(crowded.length, 'rows with a wait and an assignee').to.be.greaterThan(0);
    for (const r of rows) {
      const sender = r.querySelector<HTMLElement>('.sender');
      if (sender) expect(sender.scrollWidth, `"${text(sender)}" cut`).to.be.at.most(sender.clientWidth);
    }
    expect(m.$('.list-pane')!.getBoundingClientRect().width, 'the list wider than a phone’s').to.be.above(390);
    m.el.remove();
  });
});
