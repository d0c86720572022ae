/**
 * A row's two times: how long ago its last activity was (`timeSpan`, `timeAgo`) and how long its customer has waited
 * (`waitSpan`, `waitTime`, given the row's time as `shown`). Any threshold puts two times either side of it in two
 * units however close they are, so the row picks the unit once: times less than one of the row's unit apart are said
 * in one unit ("26 days ago" and waiting "26 days", never "1 mth"), and a wait is never said as less than the row's
 * time. Property tests over pairs of spans, near every threshold and anywhere; the seed is printed at the start
 * (test/setup/fast-check.mjs).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { timeSpan, waitSpan, type TimeSpan } from '../../../src/core/time-span.js';
import { timeAgo, waitTime } from '../../../src/components/inbox/time-words.js';
import type { Translate } from '../../../src/components/inbox/inbox-context.js';
import { inboxMessages } from '../../../src/i18n/inbox.js';
import { interpolate } from '../../../src/i18n/words.js';

// Noon of the device's time zone: within a day either way of it, 22 hours or more is another calendar day.
const NOW = new Date(2026, 2, 5, 12, 0, 0).getTime();
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
/** One of each unit in seconds; "now" is told apart from a time a second away. */
const ONE: Record<TimeSpan['unit'], number> = {
  second: 1,
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
  month: 30.436875 * DAY,
  year: 365.2425 * DAY,
};
const RANK = ['second', 'minute', 'hour', 'day', 'month', 'year'];
/** Where a time's unit changes (seconds ago). */
const THRESHOLDS = [45, 45 * MINUTE, 22 * HOUR, 26 * DAY, 320 * DAY];

/** The row's time `ago` seconds before NOW and a wait that began `waited` seconds before it. */
function row(ago: number, waited: number): { time: TimeSpan; wait: TimeSpan; own: TimeSpan } {
  const shown = NOW - ago * 1000;
  const since = NOW - waited * 1000;
  return { time: timeSpan(shown, NOW), wait: waitSpan(since, NOW, shown), own: waitSpan(since, NOW) };
}

/**
 * A number from `from` to `to` (excluded), spread evenly: `fc.double` draws evenly among doubles, most of them next
 * to 0, so pairs would seldom straddle a threshold.
 */
const fraction = (from: number, to: number) =>
  fc.integer({ min: 0, max: 999_999 }).map((i) => from + ((to - from) * i) / 1e6);

/** Pairs of spans a row shows: its time, and a wait that began `from` to `to` (excluded) of its unit before it. */
const pairs = (from: number, to: number) =>
  fc
    .tuple(
      fc.oneof(
        // Near a threshold, either side of it by up to a unit of the smaller side.
        fc.tuple(fc.constantFrom(...THRESHOLDS), fraction(-1, 1)).map(([at, f]) => {
          const before = timeSpan(NOW - (at - 1) * 1000, NOW).unit;
          return Math.max(0, at + f * ONE[before]);
        }),
        fc.integer({ min: 0, max: 2e9 }).chain((s) => fraction(0, 1).map((f) => s + f)),
      ),
      fraction(from, to),
    )
    // Whole milliseconds, as dates hold them.
    .map(([seconds, share]) => {
      const ago = Math.round(seconds * 1000);
      return [ago / 1000, (ago + Math.floor(share * ONE[timeSpan(NOW - ago, NOW).unit] * 1000)) / 1000] as const;
    });

describe("waitSpan beside the row's time: one unit for times less than a unit apart", () => {
  test('at every threshold, the wait takes the row’s unit, and says no less than the row', () => {
    const cases: [number, number, string, string][] = [
      // The reviewer's row: last activity 25.9 days ago, waiting 26.1 days ("26 days ago" and "1 mth" before).
      [25.9 * DAY, 26.1 * DAY, 'day -26', 'day 26'],
      [44.6, 45.2, 'second 0', 'second 0'],
      [44 * MINUTE + 50, 45 * MINUTE + 10, 'minute -45', 'minute 45'],
      [21.9 * HOUR, 22.1 * HOUR, 'hour -22', 'hour 22'],
      [319.9 * DAY, 320.1 * DAY, 'month -11', 'month 11'],
      // A whole unit longer, the wait says its own: a day after a time 21 days ago.
      [21 * DAY, 26.5 * DAY, 'day -21', 'month 1'],
    ];
    for (const [ago, waited, time, wait] of cases) {
      const r = row(ago, waited);
      assert.equal(`${r.time.unit} ${r.time.value}`, time, `${ago}s ago`);
      assert.equal(`${r.wait.unit} ${r.wait.value}`, wait, `waiting ${waited}s`);
    }
  });

  test('times less than one of the row’s unit apart land in one unit; the wait is never less than the row', () => {
    fc.assert(
      fc.property(pairs(0, 1), ([ago, waited]) => {
        const { time, wait } = row(ago, waited);
        assert.equal(wait.unit, time.unit, `${ago}s ago, waiting ${waited}s`);
        assert.ok(
          wait.value >= Math.abs(time.value),
          `${ago}s ago (${time.value}), waiting ${waited}s (${wait.value})`,
        );
      }),
      { numRuns: 2000 },
    );
  });

  test('a wait a whole unit of the row’s or more longer says its own span, as without the row', () => {
    fc.assert(
      fc.property(pairs(1, 40), ([ago, waited]) => {
        const { wait, own, time } = row(ago, waited);
        assert.deepEqual(wait, own, `${ago}s ago, waiting ${waited}s`);
        assert.ok(RANK.indexOf(wait.unit) >= RANK.indexOf(time.unit), `${ago}s ago, waiting ${waited}s`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("a row's words: its time and its wait in one unit", () => {
  const en: Translate = (key, vars) => interpolate(inboxMessages.en[key], vars, 'en');
  test('at the thresholds, in English', () => {
    const cases: [number, number, string, string][] = [
      [25.9 * DAY, 26.1 * DAY, '26 days ago', '26 days'],
      [44.6, 45.2, 'now', 'under 1 min'],
      [44 * MINUTE + 50, 45 * MINUTE + 10, '45 min. ago', '45 min'],
      [319.9 * DAY, 320.1 * DAY, '11 mo. ago', '11 mths'],
    ];
    for (const [ago, waited, time, wait] of cases) {
      const shown = NOW - ago * 1000;
      assert.equal(timeAgo(shown, NOW, en), time);
      assert.equal(waitTime(NOW - waited * 1000, NOW, en, shown), wait);
      // Without the row's time, the wait alone says its own unit.
      assert.notEqual(waitTime(NOW - waited * 1000, NOW, en), wait);
    }
  });
});
