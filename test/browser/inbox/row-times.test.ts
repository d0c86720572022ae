/**
 * A row's two times of one message — how long ago the customer wrote, and how long they have waited for a reply —
 * say it with one rule (`core/time-span.ts`): "now" beside "Waiting under 1 min" (never "1 min"), "1 hr. ago" beside
 * "Overdue · 1 hr" (never "47 min"). Against the real sandbox, whose clock the test sets back while the customers
 * write, so their messages are 20 seconds and 47 minutes old when the inbox shows them, and a third customer's two
 * messages 26.1 and 25.9 days old (its wait in the row's unit, days, not "1 mth").
 */
import { expect } from '@open-wc/testing';
import type { Clock } from '../../../src/sandbox/index.js';
import type { Conversation } from '../../../src/schemas/conversations.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, scrollTo, settle, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';

/** The sandbox's clock, `lag` ms behind the page's. */
class LaggingClock implements Clock {
  lag = 0;
  now = (): number => Date.now() - this.lag;
  setTimeout = (fn: () => void, ms: number): unknown => setTimeout(fn, ms);
  clearTimeout = (handle: unknown): void => clearTimeout(handle as number);
}

/** The row of thread `id`, scrolled into the list's window. */
async function rowOf(m: Mounted, id: string): Promise<HTMLElement> {
  const index = inboxState(m.el).threads.findIndex((c) => c.id === id);
  expect(index, `thread ${id} listed`).to.be.at.least(0);
  if (!m.$(`[data-vkey="${id}"]`)) scrollTo(m.$('.thread-list')!, index * 80);
  await waitUntil(() => m.$(`[data-vkey="${id}"]`), `row ${id} rendered`);
  await settle(m);
  return m.$<HTMLElement>(`[data-vkey="${id}"]`)!;
}

const words = (row: HTMLElement) => ({
  ago: row.querySelector('time')!.textContent!.trim(),
  waiting: row.querySelector('[part~="waiting"]')!.textContent!.trim(),
});

describe('<parley-inbox> a row’s time and its wait', () => {
  it('say one message one way: "now" and "under 1 min", "1 hr. ago" and "1 hr"', async () => {
    const clock = new LaggingClock();
    const box = await startTestSandbox({ sandbox: { clock } });
    const list = await box.server<{ data: Conversation[] }>('POST', '/conversations/list', { pageSize: 100 });
    // Two customers nobody waits on, whose threads were quiet for longer than the times written in them.
    const answered = list.body.data.filter(
      (c) =>
        c.status === 'open' && !c.waitingSince && !c.optedOut && Date.parse(c.lastActivityAt) < Date.now() - 3_600_000,
    );
    const [older, newer] = [answered[0]!, answered.find((c) => c.to !== answered[0]!.to)!];
    expect(newer, 'two such customers').to.exist;
    const write = async (c: Conversation, lag: number) => {
      clock.lag = lag;
      const sent = await box.server('POST', '/sandbox/inbound', { from: c.to, to: c.from, text: 'Hello?' });
      expect(sent.status, JSON.stringify(sent.body)).to.be.lessThan(300);
    };
    await write(older, 47 * 60_000);
    await write(newer, 20_000);
    // A new customer writes twice, 26.1 and 25.9 days ago: the wait began past the day unit's end, the row's time not.
    const newcomer = { ...older, to: '+14155550187' };
    await write(newcomer, 26.1 * 86_400_000);
    await write(newcomer, 25.9 * 86_400_000);
    clock.lag = 0;
    const all = await box.server<{ data: Conversation[] }>('POST', '/conversations/list', { pageSize: 100 });
    const twice = all.body.data.find((c) => c.to === newcomer.to)!;

    const m = await mount({ box, attrs: { 'reply-target': '15m' } });
    await listReady(m);
    expect(words(await rowOf(m, newer.id))).to.deep.equal({ ago: 'now', waiting: 'Waiting under 1 min' });
    expect(words(await rowOf(m, older.id))).to.deep.equal({ ago: '1 hr. ago', waiting: 'Overdue · 1 hr' });
    // One unit for the row's two times: never "26 days ago" beside "Overdue · 1 mth".
    // (Days are calendar days of the device's time zone: 25 or 26 by the time of day, 26 or 27 for the wait.)
    const { ago, waiting } = words(await rowOf(m, twice.id));
    expect(ago).to.match(/^2[56] days ago$/);
    expect(waiting).to.match(/^Overdue · 2[67] days$/);
    await rowOf(m, older.id);

    await shots(m, 'inbox-row-times');
    await accessibleEverywhere(m, () =>
      /[\u0600-\u06FF]/.test(m.$(`[data-vkey="${older.id}"] [part~="waiting"]`)!.textContent!),
    );
    m.el.remove();
  });
});
