/**
 * A thread snoozed in `<parley-inbox>` comes back by itself (DESIGN §13), against the real sandbox on a clock the test
 * steps ahead (`SteppedClock`): snoozed until a time picked in the element, it moves from Snoozed to Open — the row
 * leaves the Snoozed view, the tabs' counts follow, and Open lists it — when the sandbox's clock passes that time; and
 * a thread snoozed until tomorrow does the same as soon as the customer writes again.
 */
import { expect } from '@open-wc/testing';
import { startTestSandbox } from '../helpers/sandbox.js';
import { SteppedClock } from '../helpers/stepped-clock.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { countsAgree, inboxOf, menuItem, row, rowAction, shownCount, showView, USERS } from './team-harness.js';

/** `<input type="datetime-local">`'s value for `date`, in the page's time zone. */
const local = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 6e4).toISOString().slice(0, 16);

describe('<parley-inbox> snoozed threads reopen', function () {
  this.timeout(120_000);

  it('moves a thread snoozed in the element from Snoozed to Open when the sandbox clock passes its time', async () => {
    const clock = new SteppedClock();
    const box = await startTestSandbox({ sandbox: { clock } });
    const ana = await inboxOf(box, USERS[0]);
    const before = await countsAgree(ana, 'first load');
    const target = inboxState(ana.el).threads.find((c) => c.lastMessage)!;

    // Snoozed from the row's menu until a time picked two hours from now (whole minutes, as the field takes them).
    await rowAction(ana, target.id, 'Pick a time…');
    await waitUntil(() => ana.root.activeElement?.matches('[part~="snooze-form"] input'), 'the time field focused');
    const until = new Date(Math.ceil((Date.now() + 2 * 3600_000) / 60_000) * 60_000);
    ana.$<HTMLInputElement>('[part~="snooze-form"] input')!.value = local(until);
    ana.$<HTMLButtonElement>('[part~="snooze-form"] button[type="submit"]')!.click();
    await waitUntil(() => !row(ana, target.id), 'the snoozed thread left Open');
    const snoozed = await ana.api.getConversation(target.id);
    expect(snoozed.status).to.equal('snoozed');
    expect(Date.parse(snoozed.snoozedUntil!)).to.equal(until.getTime());
    const asleep = await countsAgree(ana, 'after snoozing');
    expect(asleep.snoozed).to.equal(before.snoozed + 1);
    expect(asleep.open).to.equal(before.open - 1);
    await showView(ana, 'snoozed');
    expect(inboxState(ana.el).threads.map((c) => c.id)).to.include(target.id);
    expect(row(ana, target.id)).to.exist;

    // A minute short of the time: still snoozed, and still shown as such.
    clock.advance(until.getTime() - clock.now() - 60_000);
    expect((await ana.api.getConversation(target.id)).status).to.equal('snoozed');
    await countsAgree(ana, 'a minute before');
    expect(row(ana, target.id), 'still in Snoozed').to.exist;

    // The sandbox's clock passes the time: the row leaves Snoozed live, the counts move, Open lists it.
    clock.advance(2 * 60_000);
    await waitUntil(() => !row(ana, target.id), 'the reopened thread left the Snoozed view', { timeout: 10_000 });
    const awake = await countsAgree(ana, 'after the clock passed the time');
    expect(awake.snoozed).to.equal(before.snoozed);
    expect(awake.open).to.equal(before.open);
    expect(shownCount(ana, 'snoozed')).to.equal(String(before.snoozed));
    await showView(ana, 'open');
    await waitUntil(() => row(ana, target.id), 'back in Open');
    expect(inboxState(ana.el).threads.find((c) => c.id === target.id)!.status).to.equal('open');
  });

  it('moves a thread snoozed until tomorrow from Snoozed to Open as soon as the customer writes', async () => {
    const box = await startTestSandbox();
    const ana = await inboxOf(box, USERS[0]);
    const before = await countsAgree(ana, 'first load');
    const target = inboxState(ana.el).threads.find((c) => c.lastMessage)!;
    await rowAction(ana, target.id, /^Tomorrow/);
    await waitUntil(() => !row(ana, target.id), 'the snoozed thread left Open');
    await countsAgree(ana, 'after snoozing');
    await showView(ana, 'snoozed');
    await waitUntil(() => row(ana, target.id), 'listed in Snoozed');
    expect(menuItem(ana, /Tomorrow/) ?? null, 'the menu closed').to.equal(null);

    const wrote = await ana.server('POST', '/sandbox/inbound', {
      from: target.to,
      to: target.from,
      text: 'Actually, one more question',
    });
    expect(wrote.status).to.be.lessThan(300);
    await waitUntil(() => !row(ana, target.id), 'the customer wrote: out of Snoozed, live', { timeout: 10_000 });
    const awake = await countsAgree(ana, 'after the customer wrote');
    expect(awake.snoozed).to.equal(before.snoozed);
    await showView(ana, 'open');
    await waitUntil(() => row(ana, target.id), 'back in Open');
  });
});
