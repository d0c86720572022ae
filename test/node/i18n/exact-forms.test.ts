/** `=N:` forms in a catalog message: the words a language has for one exact count, beside its plural categories. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { interpolate } from '../../../src/i18n/words.js';

describe('interpolate: exact-count forms', () => {
  const days = '=1: ayer|=2: anteayer|other: hace {count} d';

  it('an exact count wins over its category; other counts take their category', () => {
    assert.equal(interpolate(days, { count: 1 }, 'es'), 'ayer');
    assert.equal(interpolate(days, { count: 2 }, 'es'), 'anteayer');
    assert.equal(interpolate(days, { count: 3 }, 'es'), 'hace 3 d');
    assert.equal(interpolate(days, { count: 12 }, 'es'), 'hace 12 d');
  });

  it('beside Arabic categories: =2 over two, the rest by category', () => {
    const ar = '=1: أمس|=2: أول أمس|two: يومان|few: قبل {count} أيام|other: قبل {count} يوم';
    assert.equal(interpolate(ar, { count: 2 }, 'ar'), 'أول أمس');
    assert.equal(interpolate(ar, { count: 3 }, 'ar'), 'قبل 3 أيام');
    assert.equal(interpolate(ar, { count: 100 }, 'ar'), 'قبل 100 يوم');
  });

  it('only a whole match: =1 is not =12 nor =11', () => {
    assert.equal(interpolate('=1: one day|other: {count} days', { count: 12 }, 'en'), '12 days');
    assert.equal(interpolate('=1: one day|other: {count} days', { count: 11 }, 'en'), '11 days');
  });
});
