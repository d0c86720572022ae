/**
 * The team at work in the inbox's list and thread header (DESIGN §13) against the real sandbox, two teammates in two
 * inboxes (two tokens): the views and their counts as the service counts them, assign (and a vetoed assign), snooze
 * (reopened when the customer writes), done, mark as unread for one teammate only, how long customers have waited
 * against a reply target and the longest-waiting order; and without `conversations:manage`, no status or assignee
 * controls. Each new state is photographed and checked with axe in light, dark and Arabic.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ConversationAssignEvent } from '../../../src/events/conversation-assign.js';
import type { ConversationStatusEvent } from '../../../src/events/conversation-status.js';
import type { Conversation } from '../../../src/schemas/conversations.js';
import { waitUntil } from '../helpers/wait.js';
import { ALL_SCOPES, startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { LONG_THREAD, listReady, mount, openThread, settle, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';
import { USERS, countsAgree, inboxOf as as, menuItem, row, rowAction, shownCount, tab } from './team-harness.js';
import { setConversationStatus } from '../../../src/api/team.js';

/** Shift+F10, the keys that open a focused row's actions. */
async function menuKey(): Promise<void> {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'F10' });
  await sendKeys({ up: 'Shift' });
}

const firstOpen = (m: Mounted, skip: (c: Conversation) => boolean = () => false) =>
  inboxState(m.el).threads.find((c) => !c.assignee && !skip(c))!;

describe('<parley-inbox> the team at work: views, status, assignment, unread, waiting', function () {
  // Photographs and axe in three looks, on a machine others share: more than the default minute per test.
  this.timeout(240_000);

  it('shows the views with the counts the service has, and keyboard moves between them', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    await countsAgree(ana, 'first load');
    expect(tab(ana, 'open').getAttribute('aria-selected')).to.equal('true');
    expect(ana.$('[role="tabpanel"]')!.getAttribute('aria-labelledby')).to.equal('view-open');
    tab(ana, 'open').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(ana.root.activeElement).to.equal(tab(ana, 'mine'));
    await waitUntil(
      () => inboxState(ana.el).view === 'mine' && inboxState(ana.el).listStatus === 'ready',
      'Mine shown',
    );
    expect(inboxState(ana.el).threads, 'nothing assigned to Ana yet').to.have.length(0);
    expect(ana.$('.view-panel .state')!.textContent).to.contain('No conversations in this view.');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => inboxState(ana.el).view === 'unassigned', 'Unassigned');
    await listReady(ana);
    expect(inboxState(ana.el).threads.every((c) => !c.assignee)).to.equal(true);
    await sendKeys({ press: 'Home' });
    await waitUntil(() => inboxState(ana.el).view === 'open', 'back to Open');
    await listReady(ana);
    await settle(ana);
    await shots(ana, 'inbox-views');
    await accessibleEverywhere(ana, () => tab(ana, 'open').textContent!.includes('مفتوحة'));
  });

  it('names a row’s status in the singular where its view’s name is plural', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    await listReady(ana);
    // Two threads done: the view's name is plural, each row's tag singular.
    for (const c of inboxState(ana.el).threads.slice(0, 2)) await setConversationStatus(ana.api, c.id, 'done');
    ana.el.setAttribute('locale', 'es');
    await waitUntil(() => tab(ana, 'done').textContent!.includes('Hechas'), 'Spanish views');
    tab(ana, 'done').click();
    await waitUntil(
      () => inboxState(ana.el).view === 'done' && inboxState(ana.el).listStatus === 'ready',
      'Done shown',
    );
    await settle(ana);
    const tags = ana.$$('[part~="status-tag"]').map((tag) => tag.textContent!.trim());
    expect(tags.length, 'the done rows').to.be.greaterThan(0);
    expect([...new Set(tags)]).to.deep.equal(['Hecha']);
  });

  it('assigns from a row (live for a teammate, counted in Mine), and a vetoed parley-assign changes nothing', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    const ben = await as(box, USERS[1]);
    await countsAgree(ana, 'before');
    const target = firstOpen(ana);
    // A host that owns assignment vetoes it: nothing is sent, nothing changes.
    let vetoed: ConversationAssignEvent['detail'] | undefined;
    const veto = (e: ConversationAssignEvent) => {
      vetoed = e.detail;
      e.preventDefault();
    };
    ana.el.addEventListener('parley-assign', veto);
    await rowAction(ana, target.id, 'Assign to me');
    await waitUntil(() => vetoed, 'parley-assign fired');
    expect(vetoed!.assignee).to.deep.equal({ id: USERS[0].id, name: USERS[0].name });
    expect(vetoed!.conversation.id).to.equal(target.id);
    await ana.el.updateComplete;
    expect(inboxState(ana.el).threads.find((c) => c.id === target.id)!.assignee ?? null).to.equal(null);
    expect((await ana.api.getConversation(target.id)).assignee ?? null, 'nothing sent').to.equal(null);
    expect(ana.root.activeElement, 'focus back on the row').to.equal(row(ana, target.id));
    ana.el.removeEventListener('parley-assign', veto);

    // Allowed: Ana's row says "You", Ben's says "Ana" live, and Mine counts it for Ana only.
    await rowAction(ana, target.id, 'Assign to me');
    await waitUntil(
      () => row(ana, target.id)?.querySelector('[part~="assignee-tag"]')?.textContent?.includes('You'),
      "Ana's row assigned to her",
    );
    await waitUntil(
      () => row(ben, target.id)?.querySelector('[part~="assignee-tag"]')?.textContent?.includes('Ana'),
      "Ben's row shows Ana, live",
      { timeout: 10_000 },
    );
    expect(row(ben, target.id)!.querySelector('[part~="assignee-tag"] .visually-hidden')!.textContent).to.contain(
      'Assigned to',
    );
    expect((await ana.api.getConversation(target.id)).assignee?.id).to.equal(USERS[0].id);
    await countsAgree(ana, 'after assigning to Ana');
    await countsAgree(ben, "after assigning to Ana, Ben's");
    expect(shownCount(ana, 'mine')).to.equal('1');
    expect(shownCount(ben, 'mine')).to.equal('0');
    // Ben's Unassigned view no longer lists it; Ana reassigns it to Ben from a row: it is in Ben's Mine.
    tab(ben, 'unassigned').click();
    await waitUntil(() => inboxState(ben.el).view === 'unassigned' && inboxState(ben.el).listStatus === 'ready', 'U');
    await listReady(ben);
    expect(inboxState(ben.el).threads.some((c) => c.id === target.id)).to.equal(false);
    await rowAction(ana, target.id, 'Assign to Ben Ito');
    await waitUntil(
      () => row(ana, target.id)?.querySelector('[part~="assignee-tag"]')?.textContent?.includes('Ben'),
      "Ana's row shows Ben",
    );
    await countsAgree(ben, 'after assigning to Ben');
    expect(shownCount(ben, 'mine')).to.equal('1');
    await settle(ana);
    await shots(ana, 'inbox-assigned-row');
    // The row menu open, photographed and checked.
    row(ana, target.id)!.focus();
    await menuKey();
    await waitUntil(() => ana.$('.work-menu'), 'the menu');
    expect(menuItem(ana, 'Assign to Ben Ito')!.getAttribute('aria-checked')).to.equal('true');
    await shots(ana, 'inbox-row-menu');
    await accessibleEverywhere(ana, () => !!menuItem(ana, /إسناد/));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !ana.$('.work-menu'), 'closed');
    expect(ana.root.activeElement).to.equal(row(ana, target.id));
  });

  it('snoozes and marks done from the header; the customer writing reopens a snoozed thread, live', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    const statuses: ConversationStatusEvent['detail'][] = [];
    ana.el.addEventListener('parley-status', (e) => statuses.push(e.detail));
    const long = (c: Conversation) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to;
    await openThread(ana, long);
    const id = inboxState(ana.el).thread!.id;
    await waitUntil(() => ana.$('[part~="snooze-button"]'), 'the header controls');
    await settle(ana);
    await shots(ana, 'inbox-header-work');
    await accessibleEverywhere(ana, () => ana.$('[part~="done-button"]')!.textContent!.trim() === 'تم');
    ana.$<HTMLButtonElement>('[part~="snooze-button"]')!.click();
    await waitUntil(() => menuItem(ana, /^Tomorrow/), 'the snooze menu');
    expect(ana.$('[part~="snooze-button"]')!.getAttribute('aria-expanded')).to.equal('true');
    await shots(ana, 'inbox-snooze-menu');
    await accessibleEverywhere(ana, () => !!menuItem(ana, /غدًا/));
    // A time of one's own: a past one is refused in words, before anything is sent.
    menuItem(ana, 'Pick a time…')!.click();
    await waitUntil(() => ana.root.activeElement?.matches('[part~="snooze-form"] input'), 'the time field focused');
    const field = ana.$<HTMLInputElement>('[part~="snooze-form"] input')!;
    field.value = '2020-01-01T09:00';
    ana.$<HTMLButtonElement>('[part~="snooze-form"] button[type="submit"]')!.click();
    await waitUntil(() => ana.$('#snooze-error')?.textContent === 'Pick a time in the future.', 'refused');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(statuses, 'no parley-status for a refused time').to.have.length(0);
    await shots(ana, 'inbox-snooze-custom');
    await accessibleEverywhere(ana, () => ana.$('#snooze-error')!.textContent!.includes('المستقبل'));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !ana.$('[part~="snooze-form"]'), 'closed');
    ana.$<HTMLButtonElement>('[part~="snooze-button"]')!.click();
    await waitUntil(() => menuItem(ana, /^Tomorrow/), 'the snooze menu again');
    menuItem(ana, /^Tomorrow/)!.click();
    await waitUntil(() => !row(ana, id), 'the snoozed thread left Open');
    await waitUntil(() => ana.$('[part~="snoozed-until"]'), 'the header says until when');
    expect(statuses.at(-1)!.status).to.equal('snoozed');
    const until = new Date(statuses.at(-1)!.snoozedUntil!);
    expect(until.getHours()).to.equal(9);
    expect((await ana.api.getConversation(id)).status).to.equal('snoozed');
    await waitUntil(
      () => ana.$$('[role="status"]').some((r) => /snoozed until/.test(r.textContent!)),
      'what was done, read out politely',
    );
    await countsAgree(ana, 'after snoozing');
    await settle(ana);
    await shots(ana, 'inbox-snoozed');
    await accessibleEverywhere(ana, () => ana.$('[part~="snoozed-until"]')!.textContent!.includes('مؤجلة'));

    // The customer writes: the thread is open again, back in the list, live.
    await ana.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text: 'still there?' });
    await waitUntil(() => row(ana, id), 'reopened by the customer, back in Open', { timeout: 10_000 });
    await waitUntil(() => ana.$('[part~="done-button"]'), 'the header shows Done again');
    await countsAgree(ana, 'after the customer wrote');

    // Done from the header: out of Open, into Done; Reopen there brings it back.
    ana.$<HTMLButtonElement>('[part~="done-button"]')!.click();
    await waitUntil(() => !row(ana, id), 'done left Open');
    await waitUntil(() => ana.$('[part~="reopen-button"]'), 'the header offers Reopen');
    expect((await ana.api.getConversation(id)).status).to.equal('done');
    await countsAgree(ana, 'after done');
    tab(ana, 'done').click();
    await waitUntil(() => inboxState(ana.el).view === 'done' && inboxState(ana.el).listStatus === 'ready', 'Done');
    await listReady(ana);
    expect(inboxState(ana.el).threads.map((c) => c.id)).to.deep.equal([id]);
    ana.$<HTMLButtonElement>('[part~="reopen-button"]')!.click();
    await waitUntil(() => !row(ana, id), 'reopened: out of Done');
    expect((await ana.api.getConversation(id)).status).to.equal('open');
    expect(statuses.map((s) => s.status)).to.deep.equal(['snoozed', 'done', 'open']);
    await countsAgree(ana, 'after reopening');
  });

  it('marks a thread unread for one teammate only, from the row and from the header', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    const ben = await as(box, USERS[1]);
    const read = inboxState(ana.el).threads.find((c) => !c.unreadCount && c.lastMessage)!;
    await rowAction(ana, read.id, 'Mark as unread');
    await waitUntil(() => row(ana, read.id)?.querySelector('[part~="unread-badge"]'), "Ana's row unread");
    expect((await ana.api.getConversation(read.id)).unreadCount).to.be.greaterThan(0);
    expect((await ben.api.getConversation(read.id)).unreadCount, 'not for Ben').to.equal(0);
    await ben.el.updateComplete;
    expect(row(ben, read.id)?.querySelector('[part~="unread-badge"]') ?? null).to.equal(null);
    await settle(ana);
    await shots(ana, 'inbox-marked-unread');

    // From the header: back to the list, the row unread.
    const other = inboxState(ana.el).threads.find((c) => !c.unreadCount && c.lastMessage && c.id !== read.id)!;
    await openThread(ana, (c) => c.id === other.id);
    ana.$<HTMLButtonElement>('[part~="unread-button"]')!.click();
    await waitUntil(() => !inboxState(ana.el).selectedId, 'back to the list');
    await waitUntil(() => row(ana, other.id)?.querySelector('[part~="unread-badge"]'), 'the row unread');
    expect((await ben.api.getConversation(other.id)).unreadCount, 'not for Ben').to.equal(0);
    await countsAgree(ana, 'after marking unread');
  });

  it('shows how long customers have waited against reply-target, and orders by longest waiting', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    const waiting = inboxState(ana.el).threads.filter((c) => c.waitingSince);
    expect(waiting.length, 'the demo data has waiting customers').to.be.greaterThan(2);
    const first = waiting[0]!;
    await waitUntil(() => row(ana, first.id)?.querySelector('[part~="waiting"]'), 'a waiting row');
    expect(row(ana, first.id)!.querySelector('[part~="waiting"]')!.textContent).to.match(/^Waiting \d+/);
    // A target: long waits read Overdue, in words (the colour repeats it).
    ana.el.setAttribute('reply-target', '15m');
    await ana.el.updateComplete;
    const overdue = ana.$$('[part~="waiting-over"]');
    expect(overdue.length).to.be.greaterThan(0);
    expect(overdue[0]!.textContent).to.match(/^Overdue · /);
    expect(getComputedStyle(overdue[0]!).color).to.not.equal(
      getComputedStyle(row(ana, first.id)!.querySelector('time')!).color,
    );
    // A target the first row's wait is 85 % of: due soon, in words.
    const waited = (Date.now() - Date.parse(first.waitingSince!)) / 1000;
    ana.el.setAttribute('reply-target', `${Math.round(waited / 0.85)}s`);
    await ana.el.updateComplete;
    const near = row(ana, first.id)!.querySelector('[part~="waiting"]')!;
    expect(near.getAttribute('part')).to.equal('waiting waiting-near');
    expect(near.textContent).to.match(/^Reply due · /);
    ana.el.setAttribute('reply-target', '15m');
    await ana.el.updateComplete;
    // A customer who just wrote is waiting too.
    const fresh = inboxState(ana.el).threads.find((c) => !c.waitingSince)!;
    const writes = await ana.server('POST', '/sandbox/inbound', { from: fresh.to, to: fresh.from, text: 'hello?' });
    expect(writes.status).to.be.lessThan(300);
    await waitUntil(() => inboxState(ana.el).threads.find((c) => c.id === fresh.id)?.waitingSince, 'now waiting');
    // Just written: well within 75 % of 20 minutes, while the long waits are over it.
    ana.el.setAttribute('reply-target', '20m');
    await ana.el.updateComplete;
    const freshWait = () => row(ana, fresh.id)?.querySelector('[part~="waiting"]');
    await waitUntil(freshWait, 'the new wait shown');
    expect(freshWait()!.getAttribute('part')).to.equal('waiting');
    await settle(ana);
    await shots(ana, 'inbox-waiting');
    await accessibleEverywhere(ana, () => ana.$('[part~="waiting-over"]')!.textContent!.includes('متأخر'));

    // Longest waiting first: as the service orders them, waiting customers first, oldest wait first.
    ana.$<HTMLButtonElement>('button[aria-controls="filter-panel"]')!.click();
    await waitUntil(() => ana.$('[part~="sort"]'), 'the order, in the filter panel');
    const sort = ana.$<HTMLSelectElement>('[part~="sort"]')!;
    sort.value = 'waiting';
    sort.dispatchEvent(new Event('change'));
    const server = await ana.api.listConversations({ sort: 'waiting', pageSize: 50 });
    const order = server.data.map((c) => c.id).join();
    await waitUntil(
      () =>
        inboxState(ana.el)
          .threads.map((c) => c.id)
          .join() === order,
      () =>
        `the list in the service's waiting order: ${inboxState(ana.el)
          .threads.map((c) => c.id)
          .join()} vs ${order}`,
    );
    await listReady(ana);
    const shown = inboxState(ana.el).threads;
    const since = shown.map((c) => c.waitingSince).filter(Boolean) as string[];
    expect(since).to.deep.equal([...since].sort());
    expect(shown.findIndex((c) => !c.waitingSince)).to.equal(since.length);
    await settle(ana);
    await shots(ana, 'inbox-longest-waiting');
  });

  it('without conversations:manage: no status or assignee controls, only Mark as unread', async () => {
    const box = await startTestSandbox();
    const ben = await as(box, USERS[1], ALL_SCOPES);
    const target = inboxState(ben.el).threads[0]!;
    row(ben, target.id)!.focus();
    await menuKey();
    await waitUntil(() => ben.$('.work-menu'), 'the menu');
    expect(ben.$$('.work-menu [role^="menuitem"]').map((b) => b.textContent!.trim())).to.deep.equal(['Mark as unread']);
    await sendKeys({ press: 'Escape' });
    await openThread(ben, (c) => c.id === target.id);
    expect(ben.$('[part~="unread-button"]')).to.exist;
    for (const part of ['assign-button', 'snooze-button', 'done-button', 'reopen-button'])
      expect(ben.$(`[part~="${part}"]`), part).to.equal(null);
  });

  it('hints at a customer’s other threads when the list is not grouped', async () => {
    const box = await startTestSandbox();
    const ana = await as(box, USERS[0]);
    const threads = inboxState(ana.el).threads;
    const byCustomer = new Map<string, number>();
    for (const c of threads) byCustomer.set(c.to, (byCustomer.get(c.to) ?? 0) + 1);
    const shared = threads.find((c) => byCustomer.get(c.to)! > 1);
    expect(shared, 'a customer with two threads in the demo data').to.exist;
    await openThread(ana, (c) => c.id === shared!.id);
    await waitUntil(() => row(ana, shared!.id)?.querySelector('[part~="more-threads"]'), 'the hint');
    expect(row(ana, shared!.id)!.querySelector('[part~="more-threads"]')!.textContent).to.match(/\+\d+ more/);
    ana.el.setAttribute('group-by', 'contact');
    await waitUntil(() => !ana.$('[part~="more-threads"]'), 'grouped: no hint');
  });
});
