/**
 * The one set of thresholds a time is said with (`timeSpan` in core/time-span.ts, and `waitSpan`, the same span as a
 * wait's length), which Intl's `relativeTime` and the inbox's catalog words (`time-words.ts`) share, so a row's time
 * and its wait never say one message two ways; and the words' choice between the catalog and Intl. The words themselves are compared with Chromium's Intl in test/browser/inbox/time-words-intl.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { relativeTime } from '../../../src/core/relative-time.js';
import { timeSpan, waitSpan, type TimeSpan } from '../../../src/core/time-span.js';
import { timeAgo, waitTime } from '../../../src/components/inbox/time-words.js';
import type { Translate } from '../../../src/components/inbox/inbox-context.js';
import { inboxMessages, type InboxKey } from '../../../src/i18n/inbox.js';
import es from '../../../src/i18n/inbox.es.js';
import { interpolate } from '../../../src/i18n/words.js';

// Noon of the device's time zone: within a day either way of it, 22 hours or more is another calendar day.
const NOW = new Date(2026, 2, 5, 12, 0, 0).getTime();
const span = (secondsFromNow: number) => timeSpan(NOW + secondsFromNow * 1000, NOW);

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
/** The units in order and the shortest time (in seconds, either way) each is said from: moment.js's thresholds. */
const FROM: [TimeSpan['unit'], number][] = [
  ['second', 0],
  ['minute', 45],
  ['hour', 45 * MINUTE],
  ['day', 22 * HOUR],
  ['month', 26 * DAY],
  ['year', 320 * DAY],
];
const rank = (unit: string) => FROM.findIndex(([u]) => u === unit);
/** Seconds either way, up to ~60 years, in fractions too. */
const offset = fc.double({ min: -2e9, max: 2e9, noNaN: true });

describe('timeSpan: the thresholds', () => {
  test('at each threshold the next unit starts, at 1; just under it the unit before holds', () => {
    const cases: [number, string][] = [
      [0, 'second 0'],
      [-44.999, 'second 0'],
      [44.999, 'second 0'],
      [-45, 'minute -1'],
      [45, 'minute 1'],
      [-(44 * MINUTE + 29), 'minute -44'],
      [-(45 * MINUTE - 1), 'minute -45'],
      [-45 * MINUTE, 'hour -1'],
      [-(22 * HOUR - 1), 'hour -22'],
      [-22 * HOUR, 'day -1'],
      [-2 * DAY, 'day -2'],
      [-(26 * DAY - 1), 'day -26'],
      [-26 * DAY, 'month -1'],
      [-(320 * DAY - 1), 'month -11'],
      [-320 * DAY, 'year -1'],
      [-3 * 365.2425 * DAY, 'year -3'],
      [2 * DAY, 'day 2'],
    ];
    for (const [seconds, expected] of cases) {
      const { unit, value } = span(seconds);
      assert.equal(`${unit} ${value}`, expected, `${seconds}s from now`);
    }
  });

  test('the unit is the one whose range holds the time; the value is never 0 past "now"', () => {
    fc.assert(
      fc.property(offset, (seconds) => {
        const { unit, value } = span(seconds);
        const abs = Math.abs(seconds);
        const expected = FROM.findLast(([, from]) => abs >= from)![0];
        assert.equal(unit, expected);
        if (unit === 'second') assert.equal(value, 0);
        else {
          assert.ok(Math.abs(value) >= 1);
          assert.equal(Math.sign(value), Math.sign(seconds));
        }
      }),
    );
  });

  test('later in the past is never said as less time; the future mirrors the past', () => {
    fc.assert(
      fc.property(offset, offset, (a, b) => {
        const [near, far] = Math.abs(a) <= Math.abs(b) ? [Math.abs(a), Math.abs(b)] : [Math.abs(b), Math.abs(a)];
        const x = span(-near);
        const y = span(-far);
        assert.ok(rank(x.unit) < rank(y.unit) || (x.unit === y.unit && -x.value <= -y.value), `${near}s vs ${far}s`);
        const mirrored = span(near);
        assert.equal(mirrored.unit, x.unit);
        // Days are calendar days, which need not fall evenly either side of noon (36 hours back is one, on is two).
        if (x.unit === 'day') assert.ok(Math.abs(mirrored.value + x.value) <= 1, `${near}s`);
        else assert.equal(mirrored.value, -x.value || 0);
      }),
    );
  });

  test("relativeTime is Intl's words for the span", () => {
    fc.assert(
      fc.property(offset, fc.constantFrom('en', 'es', 'ar', 'fr'), (seconds, locale) => {
        const { value, unit } = span(seconds);
        const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
        assert.equal(relativeTime(NOW + seconds * 1000, NOW, locale), rtf.format(value, unit));
      }),
    );
  });

  test('days are calendar days of the device, as a log’s day separators count them', () => {
    const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
    const cases: [Date, Date, string][] = [
      // 26 hours before Monday 01:20 is Saturday evening: two days ago, not "yesterday".
      [at(28, 23, 19), at(30, 1, 20), 'day -2'],
      [at(29, 8), at(30, 10), 'day -1'],
      // 22 hours and more within one day are hours, not "yesterday".
      [at(30, 0, 30), at(30, 23), 'hour -23'],
      [at(30, 23), at(30, 0, 30), 'hour 23'],
      [at(1, 23, 59), at(3, 0, 1), 'day -2'],
    ];
    for (const [date, now, expected] of cases) {
      const { unit, value } = timeSpan(date, now);
      assert.equal(`${unit} ${value}`, expected, `${date.toString()} from ${now.toString()}`);
    }
    // The dates given are not changed.
    const now = at(30, 1, 20);
    timeSpan(at(28, 23, 19), now);
    assert.equal(now.getTime(), at(30, 1, 20).getTime());
  });

  test('an invalid date is a RangeError naming what asked', () => {
    assert.throws(() => timeSpan('soon', NOW), { name: 'RangeError', message: /timeSpan: invalid date "soon"/ });
    assert.throws(() => timeSpan(NOW, 'later', 'relativeTime'), /relativeTime \(now\): invalid date/);
  });
});

describe('waitSpan: a wait is the span of when it began, one rule with timeSpan', () => {
  /** A wait that began `seconds` before NOW, as `unit value`. */
  const wait = (seconds: number) => {
    const { unit, value } = waitSpan(NOW - seconds * 1000, NOW);
    return `${unit} ${value}`;
  };

  test("at timeSpan's thresholds: under 45 s is no minute yet, 45 min is an hour, rounded as timeSpan rounds", () => {
    const cases: [number, string][] = [
      [0, 'second 0'],
      [20, 'second 0'],
      [44.999, 'second 0'],
      [45, 'minute 1'],
      [5 * MINUTE, 'minute 5'],
      [44 * MINUTE + 29, 'minute 44'],
      [47 * MINUTE, 'hour 1'],
      [90 * MINUTE, 'hour 2'],
      [22 * HOUR - 1, 'hour 22'],
      [3 * DAY, 'day 3'],
      [40 * DAY, 'month 1'],
      [400 * DAY, 'year 1'],
    ];
    for (const [seconds, expected] of cases) assert.equal(wait(seconds), expected, `${seconds}s ago`);
  });

  test('a wait that begins later than now (a clock behind the service’s) has not begun', () => {
    assert.equal(wait(-90), 'second 0');
  });

  test('a wait and the time its message came are one span: same unit, same number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2e9, noNaN: true }), (seconds) => {
        const since = NOW - seconds * 1000;
        const ago = timeSpan(since, NOW);
        const waited = waitSpan(since, NOW);
        assert.equal(waited.unit, ago.unit, `${seconds}s`);
        assert.equal(waited.value, Math.abs(ago.value), `${seconds}s`);
      }),
    );
  });

  test('a longer wait is never said as less', () => {
    fc.assert(
      fc.property(fc.nat(2e9), fc.nat(2e9), (a, b) => {
        const [x, y] = [waitSpan(NOW - Math.min(a, b) * 1000, NOW), waitSpan(NOW - Math.max(a, b) * 1000, NOW)];
        assert.ok(Number.isInteger(x.value) && x.value >= 0);
        assert.ok(rank(x.unit) < rank(y.unit) || (x.unit === y.unit && x.value <= y.value), `${a}s vs ${b}s`);
      }),
    );
  });
});

describe("a row's two times of one message: how long ago and how long waiting", () => {
  const en: Translate = (key, vars) => interpolate(inboxMessages.en[key], vars, 'en');

  test('say the same number of the same unit, at fixed times', () => {
    const cases: [number, string, string][] = [
      [20, 'now', 'under 1 min'],
      [70, '1 min. ago', '1 min'],
      [47 * MINUTE, '1 hr. ago', '1 hr'],
      [3 * HOUR + 20 * MINUTE, '3 hr. ago', '3 hr'],
      [2 * DAY, '2 days ago', '2 days'],
      [60 * DAY, '2 mo. ago', '2 mths'],
    ];
    for (const [seconds, ago, waited] of cases) {
      const since = NOW - seconds * 1000;
      assert.equal(timeAgo(since, NOW, en), ago, `${seconds}s: its time`);
      assert.equal(waitTime(since, NOW, en), waited, `${seconds}s: its wait`);
    }
  });
});

describe('time words: the catalog of the language, else English', () => {
  /** A translator as the inbox's: the language's catalog, English for what it lacks. */
  const translator =
    (locale: string, catalog: Partial<Record<InboxKey, string>>): Translate =>
    (key, vars) =>
      interpolate(catalog[key] ?? inboxMessages.en[key], vars, locale);

  test('English and Spanish words from their catalogs', () => {
    assert.equal(timeAgo(NOW - 5 * 60e3, NOW, translator('en', {})), '5 min. ago');
    assert.equal(timeAgo(NOW - 2 * 86400e3, NOW, translator('es', es)), 'anteayer');
    assert.equal(timeAgo(NOW - 30e3, NOW, translator('es', es)), 'ahora');
    assert.equal(waitTime(NOW - 3 * 86400e3, NOW, translator('en', {})), '3 days');
    assert.equal(waitTime(NOW - 3 * 86400e3, NOW, translator('es-MX', es)), '3 d');
    assert.equal(waitTime(NOW - 30e3, NOW, translator('es', es)), 'menos de 1 min');
  });

  test('a time later than now (a clock behind the service\'s) is "now", however far', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4e11 }), (ahead) => {
        assert.equal(timeAgo(NOW + ahead, NOW, translator('en', {})), 'now');
      }),
    );
  });

  test('a language without a catalog (French) says English words, as the rest of the element does', () => {
    const fr = translator('fr', {});
    assert.equal(timeAgo(NOW - 5 * 60e3, NOW, fr), '5 min. ago');
    assert.equal(waitTime(NOW - 2 * 3600e3, NOW, fr), '2 hr');
  });

  test("a host's language with its own time words uses them", () => {
    const fr = translator('fr', { minuteAgo: 'il y a {count} min' });
    assert.equal(timeAgo(NOW - 5 * 60e3, NOW, fr), 'il y a 5 min');
  });
});
