/**
 * The inbox's list side of the team's work (DESIGN §13), as pure functions: the views' filters are the service's
 * (`INBOX_VIEWS`), a live row stays in a view exactly when the service's filter keeps it, the longest-waiting order
 * is the service's, and a wait reads due soon from 75 % of the reply target.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { VIEWS, viewFilters } from '../../../src/components/inbox/list-request.js';
import { inView, sortThreads } from '../../../src/components/inbox/row-order.js';
import { NEAR, parseTarget, waitLevel } from '../../../src/components/inbox/waiting.js';
import { INBOX_VIEWS, type Conversation, type InboxView } from '../../../src/schemas/conversations.js';

const NAMES = Object.keys(INBOX_VIEWS) as InboxView[];

test("the views' filters are the ones the service counts", () => {
  assert.deepEqual(VIEWS, INBOX_VIEWS);
});

test('the Open view adds no filter where the service defaults to open threads, and its statuses where it does not', () => {
  assert.deepEqual(viewFilters('open', {}), {});
  assert.deepEqual(viewFilters('open', { from: '+14155550100', sort: 'waiting' }), {});
  // A search spans every view: no view's filters are sent with a query.
  for (const name of NAMES) assert.deepEqual(viewFilters(name, { query: 'refund' }), {});
  assert.deepEqual(viewFilters('open', { to: '+14155550123' }), { status: ['open'] });
  assert.deepEqual(viewFilters('open', { query: '  ' }), {});
  for (const name of NAMES.filter((n) => n !== 'open'))
    assert.deepEqual(viewFilters(name, {}), { ...INBOX_VIEWS[name], status: [...INBOX_VIEWS[name].status] });
});

const USERS = ['ana', 'ben', 'cy'];
const thread = fc.record({
  status: fc.option(fc.constantFrom('open', 'done', 'snoozed') as fc.Arbitrary<'open' | 'done' | 'snoozed'>, {
    nil: undefined,
  }),
  assignee: fc.option(
    fc.constantFrom(...USERS).map((id) => ({ id })),
    { nil: null },
  ),
});

test("a row stays in a view exactly when the service's filter keeps it (status and assignee)", () => {
  fc.assert(
    fc.property(
      thread,
      fc.constantFrom(...NAMES.filter((n) => n !== 'mentions')),
      fc.constantFrom(...USERS),
      (t, view, me) => {
        const c = t as unknown as Conversation;
        const f = INBOX_VIEWS[view] as { status: readonly string[]; assignee?: string };
        // The service's rule (src/sandbox/services/team-work.ts `matches`), written out.
        const status = t.status ?? 'open';
        const who = t.assignee?.id ?? null;
        const kept =
          f.status.includes(status) &&
          (f.assignee === undefined ||
            (f.assignee === 'none' ? who === null : who === (f.assignee === 'me' ? me : f.assignee)));
        assert.equal(inView(c, { ...f, status: [...f.status] } as never, me), kept);
      },
    ),
  );
});

const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
const rows = fc
  .array(fc.tuple(fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }), fc.integer({ min: 0, max: 20 })), {
    maxLength: 25,
  })
  .map((list) =>
    list.map(
      ([waiting, activity], i) =>
        ({
          id: `c${String(i).padStart(2, '0')}`,
          waitingSince: waiting === null ? null : minute(waiting),
          lastActivityAt: minute(activity),
        }) as Conversation,
    ),
  );

test('longest waiting: waiting customers first, the oldest wait first, then the others newest first (ties by id)', () => {
  fc.assert(
    fc.property(rows, (list) => {
      const sorted = sortThreads([...list], 'waiting');
      assert.deepEqual(sorted.map((c) => c.id).sort(), list.map((c) => c.id).sort());
      const waiting = sorted.filter((c) => c.waitingSince);
      assert.deepEqual(sorted.slice(0, waiting.length), waiting, 'the waiting first');
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1]!, sorted[i]!];
        if (a.waitingSince && b.waitingSince && a.waitingSince !== b.waitingSince)
          assert.ok(a.waitingSince < b.waitingSince, 'the longest wait first');
        else if (!!a.waitingSince === !!b.waitingSince)
          assert.ok(
            a.lastActivityAt > b.lastActivityAt || (a.lastActivityAt === b.lastActivityAt && a.id > b.id),
            'then newest first',
          );
      }
      assert.deepEqual(sortThreads([...list]), sortThreads([...list], 'recent'), 'the default order is newest first');
    }),
  );
});

test('reply-target reads as a duration; a wait is due soon from 75 % of it, overdue from all of it', () => {
  assert.equal(parseTarget('15m'), 15 * 60_000);
  assert.equal(parseTarget('1h30m'), 90 * 60_000);
  assert.equal(parseTarget(' 2H '), 2 * 3_600_000);
  assert.equal(parseTarget('90s'), 90_000);
  for (const bad of ['', 'soon', '15', 'm15', '-5m', '0m', '15 m', undefined, null])
    assert.equal(parseTarget(bad), undefined, String(bad));
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 2e9 }), (target, waited) => {
      const level = waitLevel(waited, target);
      assert.equal(level, waited >= target ? 'over' : waited >= target * NEAR ? 'near' : '');
      assert.equal(waitLevel(waited, undefined), '', 'no target, no level');
    }),
  );
});
