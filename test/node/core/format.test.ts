import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDayLabel, formatTime, relativeTime } from '../../../src/core/format.js';

// ICU puts narrow no-break spaces in some outputs ("3:05 PM"); compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const NOW = Date.UTC(2026, 2, 5, 12, 0, 0);
const ago = (seconds: number) => NOW - seconds * 1000;

describe('relativeTime', () => {
  test('English, short style by default', () => {
    const cases: [number, string][] = [
      [0, 'now'],
      [44, 'now'],
      [-30, 'now'],
      [45, '1 min. ago'],
      [5 * 60, '5 min. ago'],
      [44 * 60, '44 min. ago'],
      [45 * 60, '1 hr. ago'],
      [3 * 3600, '3 hr. ago'],
      [22 * 3600, 'yesterday'],
      [3 * 86400, '3 days ago'],
      [40 * 86400, 'last mo.'],
      [100 * 86400, '3 mo. ago'],
      [400 * 86400, 'last yr.'],
      [3 * 365 * 86400, '3 yr. ago'],
      [-5 * 60, 'in 5 min.'],
      [-2 * 86400, 'in 2 days'],
    ];
    for (const [secondsAgo, expected] of cases) {
      assert.equal(relativeTime(ago(secondsAgo), NOW, 'en'), expected, `${secondsAgo}s ago`);
    }
  });

  test('styles and locales', () => {
    assert.equal(relativeTime(ago(300), NOW, 'en', 'long'), '5 minutes ago');
    assert.equal(relativeTime(ago(300), NOW, 'es', 'long'), 'hace 5 minutos');
    assert.equal(relativeTime(ago(7200), NOW, 'de', 'long'), 'vor 2 Stunden');
    assert.equal(relativeTime(ago(86400), NOW, 'fr', 'long'), 'hier');
  });

  test('accepts Date, epoch ms and ISO strings', () => {
    assert.equal(relativeTime('2026-03-05T11:55:00Z', new Date(NOW), 'en'), '5 min. ago');
    assert.equal(relativeTime(new Date(ago(300)), '2026-03-05T12:00:00.000Z', 'en'), '5 min. ago');
  });

  test('an invalid date is a RangeError naming the function', () => {
    assert.throws(() => relativeTime('yesterday-ish', NOW, 'en'), {
      name: 'RangeError',
      message: /relativeTime: invalid date "yesterday-ish"/,
    });
    assert.throws(() => relativeTime(NOW, Number.NaN, 'en'), RangeError);
  });

  test('a malformed locale falls back instead of throwing', () => {
    assert.equal(typeof relativeTime(ago(300), NOW, 'not a locale!!'), 'string');
  });
});

describe('formatDayLabel', () => {
  // Local-time constructors keep these independent of the machine's time zone.
  const now = new Date(2026, 2, 5, 18, 30); // Thursday 5 March 2026

  test('today, yesterday, tomorrow', () => {
    assert.equal(formatDayLabel(new Date(2026, 2, 5, 0, 1), 'en', now), 'Today');
    assert.equal(formatDayLabel(new Date(2026, 2, 4, 23, 59), 'en', now), 'Yesterday');
    assert.equal(formatDayLabel(new Date(2026, 2, 6, 8), 'en', now), 'Tomorrow');
    assert.equal(formatDayLabel(new Date(2026, 2, 4, 9), 'fr', now), 'Hier');
    assert.equal(formatDayLabel(new Date(2026, 2, 5, 9), 'es', now), 'Hoy');
  });

  test('weekday within the past week', () => {
    assert.equal(formatDayLabel(new Date(2026, 2, 2, 9), 'en', now), 'Monday');
    assert.equal(formatDayLabel(new Date(2026, 1, 27, 9), 'en', now), 'Friday');
    assert.equal(formatDayLabel(new Date(2026, 2, 2, 9), 'es', now), 'Lunes');
  });

  test('a date beyond, with the year only when it differs', () => {
    assert.equal(formatDayLabel(new Date(2026, 1, 26, 9), 'en', now), 'Thursday, February 26');
    assert.equal(formatDayLabel(new Date(2026, 0, 2, 9), 'en', now), 'Friday, January 2');
    assert.equal(formatDayLabel(new Date(2025, 2, 5, 9), 'en', now), 'March 5, 2025');
    assert.equal(formatDayLabel(new Date(2025, 2, 5, 9), 'de', now), '5. März 2025');
    assert.equal(formatDayLabel(new Date(2026, 2, 20, 9), 'en', now), 'Friday, March 20');
  });

  test('an invalid date is a RangeError', () => {
    assert.throws(() => formatDayLabel('nope', 'en', now), RangeError);
  });
});

describe('formatTime', () => {
  const date = new Date(2026, 2, 5, 15, 5);

  test('follows the locale clock', () => {
    assert.equal(plain(formatTime(date, 'en-US')), '3:05 PM');
    assert.equal(formatTime(date, 'de'), '15:05');
    assert.equal(formatTime(date, 'en-GB'), '15:05');
    assert.equal(plain(formatTime(new Date(2026, 2, 5, 9, 0), 'en-US')), '9:00 AM');
  });

  test('an invalid date is a RangeError', () => {
    assert.throws(() => formatTime(Number.NaN, 'en'), { name: 'RangeError', message: /formatTime/ });
  });
});
